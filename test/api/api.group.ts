// The API's tests over the mock platform's worker in one page (see web-test-runner.config.mjs).
// The transport's own files (client, hostile, summaries) start workers of their own: a page each.
import './against-mock.test.js';
import './endpoints.test.js';
import './implicit-grant.test.js';
