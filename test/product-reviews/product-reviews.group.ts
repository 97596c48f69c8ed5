// The product list's files in one page (see web-test-runner.config.mjs): each starts the mock in
// its own hooks, so they share the page's start-up and its worker.
import './a11y.test.js';
import './rp-product-reviews.test.js';
import './typography.test.js';
import './whole-list.test.js';
