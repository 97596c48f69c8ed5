// The CDN files' tests in one page (see web-test-runner.config.mjs). The loader's test comes
// first: it holds the element files, which the page's cache serves without asking once another
// test has loaded them. The script-tag test finds no element defined in the page itself: the
// others load the files into frames of their own.
import './loader.test.js';
import './cdn.test.js';
import './docs.test.js';
import './per-element.test.js';
import './storefront.test.js';
