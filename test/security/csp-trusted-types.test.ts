/**
 * Every widget from the CDN file on a strict page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`), in a same-origin iframe as in csp.test.ts. With the
 * README's policy list (`trusted-types lit-html rp-widgets`) everything draws, structured data
 * included, with no violation; with Lit's policy alone the widgets still draw, and the JSON-LD
 * is left out with one console warning and no exception.
 */
import { expect } from '@open-wc/testing';
import { assertContract, startMock } from '../support/platform.js';
import { openFrame, reportsDelivered, until } from './frames.js';
import { drawn } from './scan.js';

const tags = ['rp-stars', 'rp-trust-badge', 'rp-product-reviews'];
let frame: HTMLIFrameElement | undefined;

/**
 * Opens the page, waits until each data widget fired `load` (or one fired `error`), and checks
 * what holds on both pages: every widget loaded, no error event, nothing uncaught.
 */
async function load(page: string) {
  const opened = await openFrame(`/test/security/csp-trusted-types-${page}.html`);
  frame = opened.frame;
  const { record, doc } = opened;
  const widgets = tags.flatMap((tag) => [...doc.querySelectorAll(tag)]);
  await until(
    () => record.loads.length >= widgets.length || record.errors.length > 0,
    `loads: ${record.loads.join()}`,
  );
  // Counted once every widget drew its last update (structured data included), every image has
  // its outcome and every report made so far has arrived.
  await drawn(doc);
  await reportsDelivered(doc, record);
  expect(record.errors).to.deep.equal([]);
  expect(record.uncaught).to.deep.equal([]);
  expect(record.loads).to.have.length(widgets.length);
  return opened;
}

const scripts = (doc: Document) => [
  ...doc.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
];

beforeEach(() => startMock({ seed: 1 }));
afterEach(() => frame?.remove());
afterEach(assertContract);

describe('Trusted Types', () => {
  it('with trusted-types lit-html rp-widgets: every widget draws, JSON-LD included, no violation', async () => {
    const { record, doc } = await load('allowed');
    expect(record.violations).to.deep.equal([]);
    const badge = doc.querySelector('rp-trust-badge')!;
    expect(badge.shadowRoot!.querySelector('[part=score]')!.textContent).to.match(/^TrustScore \d/);
    // The structured-data code arrives after the first draw.
    await until(() => scripts(doc).length === 2, `JSON-LD: ${scripts(doc).length}`);
    const json = scripts(doc).map(
      (script) => JSON.parse(script.textContent!) as { '@type': string },
    );
    expect(json.map((data) => data['@type'])).to.deep.equal(['Organization', 'Product']);
    expect(record.warnings.filter((line) => line.includes('rp-widgets'))).to.deep.equal([]);
  });

  it('with trusted-types lit-html only: the widgets draw, no JSON-LD, one warning, no exception', async () => {
    const { record, doc } = await load('refused');
    const reviews = doc.querySelector('rp-product-reviews')!;
    expect(reviews.shadowRoot!.querySelectorAll('[part=review]:not(.skeleton)').length).to.be.above(
      0,
    );
    // The structured-data code arrives after the first draw, and warns once it has tried.
    await until(() => record.warnings.some((line) => line.includes('"rp-widgets"')), 'no warning');
    // Nothing left behind: no script, not even an empty one.
    expect(scripts(doc)).to.deep.equal([]);
    expect(record.warnings.filter((line) => line.includes('"rp-widgets"'))).to.deep.equal([
      `rp-widgets: the page's Content-Security-Policy does not allow the Trusted Types policy "rp-widgets", so no JSON-LD structured data is written. Allow it with: trusted-types lit-html rp-widgets`,
    ]);
    // The one report is the refused policy itself; no script text went in without one.
    expect(record.violations.map((line) => line.split(' ')[0])).to.deep.equal(['trusted-types']);
  });
});
