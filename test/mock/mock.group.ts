// The mock platform's own tests in one page (see web-test-runner.config.mjs): each is small, and
// a page of its own costs more than its tests. They share the page's one worker (support/platform.ts).
import './auth.test.js';
import './authorize.test.js';
import './business-units.test.js';
import './contract.test.js';
import './conversations.test.js';
import './data.test.js';
import './deletions.test.js';
import './faults.test.js';
import './product-reviews.test.js';
import './products.test.js';
import './resources.test.js';
