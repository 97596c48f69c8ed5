import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { blankPage, scriptPaths, shadow, withMerchantPages } from '../support/page.js';
import { requests, useHandlers } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

// The page files of the CDN build (`npm run build` writes them before the browser tests run),
// each in a merchant's page of its own (an iframe, so each page defines its elements afresh),
// pasted as their snippets have them: one script tag.
const storefront = [
  'rp-config',
  'rp-stars',
  'rp-trust-badge',
  'rp-product-reviews',
  'rp-business-reviews',
  'rp-review-collector',
  'rp-invite-button',
  'rp-review-inbox',
];

async function merchantPage(file: string, body: string, lang = 'en'): Promise<Window> {
  return blankPage(
    `<!doctype html><html lang="${lang}"><body>
    <rp-config api-key="rp-mock-key" business-unit-id="bu-acme">${body}</rp-config>
    <script type="module" src="/dist/cdn/${file}"></script></body></html>`,
    '1000px',
  );
}

const stars = (page: Window) =>
  shadow(page, 'rp-stars')?.querySelector('[part=base]')?.getAttribute('aria-label') ?? '';
const badge = (page: Window) =>
  shadow(page, 'rp-trust-badge')?.querySelector('a[part=link]')?.textContent ?? '';
const product = (page: Window) =>
  shadow(page, 'rp-product-reviews')?.querySelector('.total')?.textContent ?? '';

const scripts = scriptPaths;

// The tags the page defines, by name: a failure shows names, not classes of a removed frame.
const defined = (page: Window) => storefront.filter((tag) => page.customElements.get(tag));

describe('per-page CDN files', () => {
  withMerchantPages();

  it('rp-ratings-page.js is one file: it draws the stars and the badge and defines nothing else', async () => {
    const page = await merchantPage(
      'rp-ratings-page.js',
      `<rp-trust-badge></rp-trust-badge>
       <rp-stars sku="ACME-1000" show-count></rp-stars><rp-stars sku="ACME-1001"></rp-stars>`,
    );
    await waitUntil(() => /\d/.test(stars(page)) && /\d/.test(badge(page)), 'stars and badge');
    expect(stars(page)).to.match(/^Rated [\d.]+ out of 5 stars, [\d,]+ reviews$/);
    expect(badge(page)).to.match(/ has TrustScore [\d.]+ out of 5, based on [\d,]+ reviews/);
    expect(defined(page)).to.deep.equal(['rp-config', 'rp-stars', 'rp-trust-badge']);
    expect(scripts(page)).to.deep.equal(['/dist/cdn/rp-ratings-page.js']);
    const summaries = requests.filter((request) => request.url.includes('batch-summaries'));
    expect(summaries).to.have.length(1);
  });

  it('rp-product-page.js is one file: it adds the product list and defines nothing else', async () => {
    const page = await merchantPage(
      'rp-product-page.js',
      `<rp-stars sku="ACME-1000" show-count></rp-stars>
       <rp-product-reviews sku="ACME-1000"></rp-product-reviews>`,
    );
    await waitUntil(() => /\d/.test(stars(page)) && /\d/.test(product(page)), 'stars and list');
    expect(product(page)).to.match(/^Based on [\d,]+ reviews$/);
    expect(defined(page)).to.deep.equal([
      'rp-config',
      'rp-stars',
      'rp-trust-badge',
      'rp-product-reviews',
    ]);
    expect(scripts(page)).to.deep.equal(['/dist/cdn/rp-product-page.js']);
  });

  it('rp-ratings-page.js loads the structured data of the badge after drawing it, asking the platform nothing more', async () => {
    const page = await merchantPage(
      'rp-ratings-page.js',
      '<rp-trust-badge structured-data></rp-trust-badge><rp-stars sku="ACME-1000"></rp-stars>',
    );
    await waitUntil(() => /\d/.test(stars(page)) && /\d/.test(badge(page)), 'stars and badge');
    const asked = requests.length;
    const jsonLd = () => page.document.querySelector('rp-trust-badge > script')?.textContent ?? '';
    await waitUntil(() => jsonLd() !== '', 'no JSON-LD');
    expect((JSON.parse(jsonLd()) as { '@type': string })['@type']).to.equal('Organization');
    const files = scripts(page);
    expect(files[0]).to.equal('/dist/cdn/rp-ratings-page.js');
    expect(files.length, files.join(' ')).to.equal(2);
    expect(requests.length, 'platform requests after the first draw').to.equal(asked);
  });

  it('a badge whose structured-data file cannot be loaded stays drawn, says so once and writes no JSON-LD', async () => {
    // A shop whose policy lets in the page file alone: the structured-data file is refused.
    const page = await blankPage(
      `<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy"
        content="script-src 'unsafe-inline' ${location.origin}/dist/cdn/rp-ratings-page.js"></head>
      <body><script>
        window.warnings = [];
        const warn = console.warn.bind(console);
        console.warn = (...args) => (warnings.push(String(args[0])), warn(...args));
      </script>
      <rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
        <rp-trust-badge structured-data></rp-trust-badge></rp-config>
      <script type="module" src="/dist/cdn/rp-ratings-page.js"></script></body></html>`,
      '1000px',
    );
    const warnings = () => (page as unknown as { warnings: string[] }).warnings;
    await waitUntil(() => warnings().length > 0, 'no warning');
    expect(warnings()).to.deep.equal([
      'rp-widgets: the structured-data code could not be loaded, so no JSON-LD is written.',
    ]);
    expect(badge(page)).to.match(/ has TrustScore [\d.]+ out of 5/);
    expect(!!page.document.querySelector('rp-trust-badge > script'), 'JSON-LD').to.equal(false);
  });

  it('rp-ratings-page.js loads its failure code only when a call fails: a 503 is retried, a 400 named', async () => {
    let answered = 0;
    useHandlers(
      http.post('*/v1/product-reviews/business-units/:id/batch-summaries', async ({ request }) => {
        const { skus } = (await request.clone().json()) as { skus: string[] };
        if (skus.includes('ACME-1001'))
          return HttpResponse.json(
            { status: 400, code: 'invalid_parameter', message: 'no' },
            { status: 400 },
          );
        // The first answer fails as a busy platform's does; the retry gets the summaries.
        return answered++
          ? undefined
          : HttpResponse.json(
              { status: 503, code: 'server_error', message: 'busy' },
              { status: 503 },
            );
      }),
    );
    const page = await merchantPage('rp-ratings-page.js', '<rp-stars sku="ACME-1000"></rp-stars>');
    await waitUntil(() => /\d/.test(stars(page)), 'the stars drawn after the retry');
    const summaries = requests.filter((request) => request.url.includes('batch-summaries'));
    expect(summaries, 'the failed request and its retry').to.have.length(2);
    const files = scripts(page);
    expect(files[0]).to.equal('/dist/cdn/rp-ratings-page.js');
    expect(files.slice(1), files.join(' ')).to.satisfy(
      (rest: string[]) => rest.length === 1 && /^\/dist\/cdn\/failures-[\w-]+\.js$/.test(rest[0]!),
    );

    const errors: string[] = [];
    const refused = page.document.createElement('rp-stars');
    refused.setAttribute('sku', 'ACME-1001');
    refused.addEventListener('error', (event) => errors.push(String((event as ErrorEvent).error)));
    page.document.querySelector('rp-config')!.append(refused);
    await waitUntil(() => errors.length > 0, 'no error event');
    expect(errors).to.deep.equal([
      'HttpError: POST /v1/product-reviews/business-units/bu-acme/batch-summaries answered 400: invalid_parameter no. Check the parameters sent.',
    ]);
    expect(refused.hasAttribute('failed')).to.equal(true);
    expect(scripts(page), 'the failure code loaded once').to.have.length(2);
  });

  it('rp-product-page.js draws photos without the viewer code, and opens the viewer on a click with no platform request', async () => {
    const page = await merchantPage(
      'rp-product-page.js',
      '<rp-product-reviews sku="ACME-1003"></rp-product-reviews>',
    );
    const photo = () =>
      shadow(page, 'rp-product-reviews')?.querySelector<HTMLButtonElement>('article [part=photo]');
    await waitUntil(() => !!photo(), 'no photo drawn');
    expect(scripts(page)).to.deep.equal(['/dist/cdn/rp-product-page.js']);
    const asked = requests.length;
    photo()!.click();
    const dialog = () =>
      shadow(page, 'rp-product-reviews')?.querySelector<HTMLDialogElement>('dialog[open]');
    await waitUntil(() => !!dialog(), 'the viewer did not open');
    expect(dialog()!.getAttribute('aria-label')).to.match(/^Photo 1 of \d+$/);
    const files = scripts(page);
    expect(files.length, files.join(' ')).to.equal(2);
    expect(files[1]).to.match(/^\/dist\/cdn\/lightbox-[\w-]+\.js$/);
    expect(requests.length, 'platform requests after the click').to.equal(asked);
  });

  it('a German product page gets its words from the locales folder beside the files', async () => {
    const page = await merchantPage(
      'rp-product-page.js',
      '<rp-product-reviews sku="ACME-1000"></rp-product-reviews>',
      'de',
    );
    await waitUntil(() => /\d/.test(product(page)), 'the list drawn');
    expect(product(page)).to.match(/^Basierend auf [\d.]+ Bewertungen$/);
    const catalogues = page.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/locales/'));
    expect(catalogues.length).to.be.above(0);
    expect(
      catalogues.every((path) => /^\/dist\/cdn\/locales\/[\w-]+\/de\.js$/.test(path)),
    ).to.equal(true);
  });
});
