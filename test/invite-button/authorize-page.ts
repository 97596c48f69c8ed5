// The mock platform's hosted authorization page, served for the pop-up sign-in test.
import { mountAuthorizePage } from '../../src/mock/authorize.js';

mountAuthorizePage(document.body);
