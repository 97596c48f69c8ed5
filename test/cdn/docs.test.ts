import { expect } from '@open-wc/testing';
import { blankPage, scriptPaths, withMerchantPages } from '../support/page.js';
import { MOCK_API_KEY } from '../../src/mock/index.js';
import { waitUntil } from '../support/wait.js';
import { docBlock } from '../support/docs.js';
import pkg from '../../package.json' with { type: 'json' };

// The documentation's snippets, pasted into a blank page as a merchant would: the CDN address
// served from this checkout's dist/, and the placeholders filled with the mock's IDs.
const cdn = `https://cdn.jsdelivr.net/npm/rp-widgets@${pkg.version}/dist/`;
const filled = (block: string) =>
  block
    .replaceAll(cdn, '/dist/')
    // The README's copy of dist/cdn/ on the shop's site.
    .replaceAll('"/rp-widgets/', '"/dist/cdn/')
    .replaceAll('YOUR_API_KEY', MOCK_API_KEY)
    .replaceAll('YOUR_BUSINESS_UNIT_ID', 'bu-acme')
    .replaceAll('YOUR_SKU', 'ACME-1000');

// What the page logs is kept, before any of the pasted scripts runs.
const paste = (html: string): Promise<Window> =>
  blankPage(`<!doctype html><html lang="en"><head><script>
    window.logged = [];
    const log = console.log.bind(console);
    console.log = (...args) => { window.logged.push(args.join(' ')); log(...args); };
  </script></head><body>${html}</body></html>`);

const rating = (page: Window) =>
  page.document
    .querySelector('rp-stars')
    ?.shadowRoot?.querySelector('[part=base]')
    ?.getAttribute('aria-label') ?? '';
const reviewCount = (page: Window) =>
  page.document.querySelector('rp-product-reviews')?.shadowRoot?.querySelectorAll('[part=review]')
    .length ?? 0;

/** The script files the page fetched, by path, sorted. */
const scriptFiles = (page: Window) => scriptPaths(page).sort();

/** Whether the page links the boxes the widgets take while loading (loader.css). */
const boxes = (page: Window) =>
  [...page.document.styleSheets].some((sheet) => sheet.href?.endsWith('/dist/cdn/loader.css'));

describe('documentation snippets, pasted as written', () => {
  withMerchantPages();

  it("README's product page snippet draws the rating and the reviews from its one file", async () => {
    const block = await docBlock('readme-snippet');
    const page = await paste(filled(block));
    await waitUntil(() => /\d/.test(rating(page)) && reviewCount(page) > 0, 'nothing drawn');
    expect(rating(page)).to.match(/^Rated [\d.]+ out of 5 stars, [\d,]+ reviews$/);
    expect(scriptFiles(page)).to.deep.equal(['/dist/cdn/rp-product-page.js']);
    expect(boxes(page)).to.equal(true);
  });

  it("README's ratings snippet draws the badge and the rating from one file", async () => {
    const block = await docBlock('readme-ratings-snippet');
    const page = await paste(filled(block));
    const badge = () =>
      page.document.querySelector('rp-trust-badge')?.shadowRoot?.querySelector('a[part=link]')
        ?.textContent ?? '';
    await waitUntil(() => /\d/.test(rating(page)) && /\d/.test(badge()), 'nothing drawn');
    expect(scriptFiles(page)).to.deep.equal(['/dist/cdn/rp-ratings-page.js']);
    expect(boxes(page)).to.equal(true);
    expect(page.customElements.get('rp-product-reviews')).to.equal(undefined);
  });

  it('the loader snippet defines and draws the elements the page holds', async () => {
    const block = await docBlock('loader-snippet', 'docs/script-tag.md');
    const page = await paste(
      `${filled(block)}<rp-config api-key="${MOCK_API_KEY}" business-unit-id="bu-acme">
        <rp-stars sku="ACME-1000" show-count></rp-stars></rp-config>`,
    );
    await waitUntil(() => /\d/.test(rating(page)), 'the stars were not drawn');
    expect(page.customElements.get('rp-product-reviews')).to.equal(undefined);
  });

  it('the plain HTML events snippet hears load', async () => {
    const [script, events] = await Promise.all([
      docBlock('storefront-script', 'docs/script-tag.md'),
      docBlock('plain-html-events', 'docs/frameworks.md'),
    ]);
    const page = await paste(
      `${filled(script)}<rp-config api-key="${MOCK_API_KEY}" business-unit-id="bu-acme">
        ${filled(events)}</rp-config>`,
    );
    await waitUntil(() => /\d/.test(rating(page)), 'the stars were not drawn');
    await waitUntil(
      () => (page as Window & { logged: string[] }).logged.includes('drawn'),
      'load was not heard',
    );
  });

  for (const [file, read] of [
    ['README.md', () => docBlock('readme-owner-script')],
    ['docs/script-tag.md', () => docBlock('owner-script', 'docs/script-tag.md')],
  ] as const) {
    it(`the owner file of ${file} defines the owner's elements`, async () => {
      const page = await paste(filled(await read()));
      await page.customElements.whenDefined('rp-review-inbox');
      expect(page.customElements.get('rp-invite-button')).to.not.equal(undefined);
    });
  }
});
