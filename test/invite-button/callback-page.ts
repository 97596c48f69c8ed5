// The redirect page of the pop-up sign-in test: hands the fragment to the opener and closes.
import { returnToOpener } from '../../src/invite-button/rp-invite-button.js';

returnToOpener();
