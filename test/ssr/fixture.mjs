// Node side of test/ssr: a product page's widgets rendered by rp-widgets/ssr (the built dist/) on
// the mock platform, answered in this process (same seed as the browser's mock: the same data).
import { getResponse } from 'msw';

const { renderElements } = await import('../../dist/ssr/index.js');
const { createMockPlatform, MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');

const platform = createMockPlatform({ seed: 1 });

/** The widgets' HTML in `locale`, one after the other, for a page whose API is at `origin`. */
export async function renderFixture(origin, locale = 'en-US') {
  const html = await renderElements(
    [
      { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
      { tag: 'rp-trust-badge', attributes: { layout: 'full' } },
      // As the demo's product page has it: a page with a photo, and the structured data.
      {
        tag: 'rp-product-reviews',
        attributes: {
          sku: MOCK_IDS.skus.many,
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
      fetch: async (input, init) =>
        (await getResponse(platform.handlers, new Request(input, init))) ??
        new Response(null, { status: 404 }),
    },
  );
  // The shop serves the platform's images from its own host (as the demo's page does), in the
  // markup and in the embedded data alike.
  return html.join('\n').replaceAll('https://assets.rp-mock.test/', '/mock-assets/');
}
