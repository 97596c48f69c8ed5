// Node side of test/ssr: a product page's widgets rendered by rp-widgets/ssr (the built dist/) on
// the mock platform, answered in this process (same seed as the browser's mock: the same data).
import { getResponse } from 'msw';

const { renderElements } = await import('../../dist/ssr/index.js');
const { createMockPlatform, MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');

const platform = createMockPlatform({ seed: 1 });

/**
 * The widgets' HTML in `locale`, one after the other, for a page whose API is at `origin`; `sku`
 * is the product's (the stars' and the reviews').
 */
export async function renderFixture(origin, locale = 'en-US', sku = MOCK_IDS.skus.many) {
  const html = await renderElements(
    [
      { tag: 'rp-stars', attributes: { sku, 'show-count': true } },
      { tag: 'rp-trust-badge', attributes: { layout: 'full' } },
      // As the demo's product page has it: a page with a photo, and the structured data.
      {
        tag: 'rp-product-reviews',
        attributes: {
          sku,
          'per-page': 5,
          'structured-data': true,
          'product-name': 'Tundra Rain Shell',
        },
      },
      { tag: 'rp-business-reviews', attributes: { layout: 'list' } },
    ],
    {
      apiKey: MOCK_API_KEY,
      baseUrl: 'https://api.rp-mock.test',
      browserBaseUrl: origin,
      businessUnitId: MOCK_IDS.businessUnits.acme,
      locale,
      cache: false,
      // A busy machine can take seconds to answer; the pages must hold the data all the same.
      timeout: 60_000,
      fetch: async (input, init) =>
        (await getResponse(platform.handlers, new Request(input, init))) ??
        new Response(null, { status: 404 }),
    },
  );
  // The shop serves the platform's images from its own host (as the demo's page does), in the
  // markup and in the embedded data alike.
  return html.join('\n').replaceAll('https://assets.rp-mock.test/', '/mock-assets/');
}

const dataScript = /(<script type="application\/json" data-rp-data>)(.*?)(<\/script>)/gs;

/** The loader of each widget's main value, as `rp-widgets/ssr` names it in the embedded data. */
const mainLoader = {
  'rp-stars': 'rating',
  'rp-trust-badge': 'badge',
  'rp-product-reviews': 'product-page',
  'rp-business-reviews': 'business-page',
};

/** Rewrites the main embedded value of every widget with `change(tag, value)`. */
function tamper(html, change) {
  return html.replace(/<(rp-[a-z-]+)[\s\S]*?(?=<\/\1>)/g, (element, tag) =>
    element.replace(dataScript, (_, open, json, close) => {
      const data = JSON.parse(json);
      change(tag, data.loaded[mainLoader[tag]].value);
      return open + JSON.stringify(data).replaceAll('<', '\\u003c') + close;
    }),
  );
}

/**
 * What an edited template or cache could put in the data: absurd numbers, unsafe links and
 * images, more reviews than a page holds; `links` alone leaves the numbers and lists as they were.
 */
function hostile(linksOnly) {
  return (tag, value) => {
    const links = (badge) =>
      Object.assign(badge, {
        profileUrl: 'javascript:alert(1)',
        evaluateUrl: 'https://shop.example@evil.example/',
        websiteUrl: 'http://evil.example/',
        logos: { light: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' },
      });
    const badge = (target) => {
      links(target);
      if (!linksOnly) Object.assign(target, { score: 99, total: 1e15 });
    };
    // Two hundred reviews for a page of five or ten.
    const many = (list) =>
      linksOnly ? list : Array.from({ length: 200 }, (_, i) => ({ ...list[0], id: `forged-${i}` }));
    // (The stars drawn stay: the label's task was embedded for them.)
    if (tag === 'rp-stars' && !linksOnly) Object.assign(value, { score: 99, total: 1e15 });
    if (tag === 'rp-trust-badge') badge(value);
    if (tag === 'rp-product-reviews') {
      if (!linksOnly) {
        value.summary.starsAverage = 99;
        value.summary.numberOfReviews.total = 1e15;
      }
      value.writeUrl = 'javascript:alert(1)';
      value.reviews = many(value.reviews);
    }
    if (tag === 'rp-business-reviews') {
      badge(value.badge);
      value.items = many(value.items);
    }
  };
}

/**
 * A whole product page as a shop serves it, loading rp-widgets/hydrate (bundled, as in
 * production): `usable` as rendered; `stale` (served after maxAge); `missing` (no embedded
 * data); `cr` (a sku with a carriage return, which the HTML parser turns into a line feed);
 * `tampered` (the embedded data edited: see `hostile`), `tampered-unrendered` (the same without
 * the server's shadow roots, as a template holding only the data), `tampered-links-unrendered`
 * (only the links edited, no shadow roots). Page errors are recorded in
 * `window.pageErrors`, console warnings in `window.warnings`, the widgets' load events in
 * `window.loaded`.
 */
export async function renderPage(origin, kind, locale = 'en-US') {
  let html = await renderFixture(
    origin,
    locale,
    kind === 'cr' ? `${MOCK_IDS.skus.many}\r` : MOCK_IDS.skus.many,
  );
  if (kind === 'stale') html = html.replace(/"at":\d+/g, '"at":0');
  if (kind === 'missing') html = html.replace(dataScript, '');
  if (kind.startsWith('tampered')) html = tamper(html, hostile(kind.includes('links')));
  if (kind.endsWith('unrendered')) {
    html = html.replace(/<template shadowroot[^>]*>[\s\S]*?<\/template>/g, '');
  }
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><script>
    window.pageErrors = [];
    window.loaded = new Set();
    window.warnings = [];
    const warn = console.warn;
    console.warn = (...parts) => {
      warnings.push(parts.join(' '));
      warn(...parts);
    };
    addEventListener('error', (event) => pageErrors.push(String(event.message)));
    addEventListener('unhandledrejection', (event) =>
      pageErrors.push(String(event.reason?.message ?? event.reason)));
    // Load events stop at the document: they never reach the window.
    document.addEventListener('load', (event) => loaded.add(event.target.localName), true);
  </script><script type="module" src="/__ssr/hydrate.js"></script></head>
  <body style="width: 1000px">${html}</body></html>`;
}
