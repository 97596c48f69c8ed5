// The invite button's files in one page (see web-test-runner.config.mjs): each starts the mock and
// clears the tab's storage in its own hooks.
import './popup.test.js';
import './rp-invite-button.test.js';
