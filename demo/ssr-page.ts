/**
 * The server-rendered product page: a plain `node:http` request handler. Its widgets come from
 * `rp-widgets/ssr` with their data in the HTML (readable with scripts off), and hydrate from
 * `ssr-client.ts` without asking the platform again. `npm start` serves it at /ssr.html through
 * the dev server; any Node server calls it the same way:
 *
 *     createServer((request, response) => void ssrPage(request, response)).listen(3000);
 *
 * Here the platform is the mock, answering in this process (seed 1, the data the browser's mock
 * has too); a shop passes its API key and the platform's address instead of `fetch`.
 */
import { getResponse } from 'msw';
import { renderElements } from '../src/ssr/index.js';
import { createMockPlatform, MOCK_API_KEY, MOCK_IDS } from '../src/mock/index.js';
import { catalogue, findProduct } from './catalogue.js';

const MOCK_ADDRESS = 'https://api.rp-mock.test';
const MOCK_ASSETS = 'https://assets.rp-mock.test/';
/** Where this server answers the mock's images: the page loads them before the browser's mock runs. */
const ASSETS_PATH = '/mock-assets/';
const platform = createMockPlatform({ seed: 1 });
const products = catalogue(platform.data);

/** The parts of node:http's request and response the handler uses. */
interface HttpRequest {
  url?: string;
}
interface HttpResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mock's image at `path` (under /mock-assets/), as the platform's image host answers it. */
export async function mockAsset(path: string): Promise<Response | undefined> {
  const url = MOCK_ASSETS + path.slice(ASSETS_PATH.length);
  return getResponse(platform.handlers, new Request(url));
}

/** The mock platform answering in this process, as `fetch` (what a shop's server reaches over HTTP). */
export const mockFetch: typeof fetch = async (input, init) =>
  (await getResponse(platform.handlers, new Request(input, init))) ??
  new Response(null, { status: 404 });

/** The mock's image addresses as this server answers them (see `mockAsset`). */
export const servedAssets = (html: string) => html.replaceAll(MOCK_ASSETS, ASSETS_PATH);

/** The page's HTML for `url` (`?sku=` picks the product, `?locale=` the language). */
export async function ssrPageHtml(url: URL): Promise<{ status: number; html: string }> {
  const product = findProduct(products, url.searchParams.get('sku')) ?? products[0]!;
  const locale = url.searchParams.get('locale') || 'en-US';
  const started = performance.now();
  const [badge, stars, reviews] = await renderElements(
    [
      { tag: 'rp-trust-badge', attributes: { layout: 'micro' } },
      { tag: 'rp-stars', attributes: { sku: product.sku, 'show-count': true, 'show-score': true } },
      {
        tag: 'rp-product-reviews',
        attributes: {
          sku: product.sku,
          'per-page': 5,
          'structured-data': true,
          'product-name': product.title,
        },
      },
    ],
    {
      apiKey: MOCK_API_KEY,
      baseUrl: MOCK_ADDRESS,
      businessUnitId: MOCK_IDS.businessUnits.acme,
      locale,
      fetch: mockFetch,
      onError: (error, element) => console.warn(`ssr.html: <${element.tag}> ${error.message}`),
    },
  );
  const took = Math.round(performance.now() - started);
  const html = `<!doctype html>
<html lang="${escape(locale)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${escape(product.title)} · Acme Outdoor (server-rendered)</title>
    <link rel="stylesheet" href="./shop.css" />
    <script type="module" src="./ssr-client.ts"></script>
  </head>
  <body>
    <header class="shop-header">
      <a class="shop-name" href="./">Acme Outdoor</a>
      <nav aria-label="Demo pages">
        <a href="./">Shop</a>
        <a href="./product.html?sku=${escape(product.sku)}">Client-rendered</a>
        <a href="./ssr.html?sku=${escape(product.sku)}" aria-current="page">Server-rendered</a>
      </nav>
      ${badge}
    </header>
    <main>
      <article class="product">
        <img class="product-image" src="${escape(product.largeImage)}" alt="" width="480" height="480" />
        <div>
          <h1>${escape(product.title)}</h1>
          ${stars}
        </div>
      </article>
      ${reviews}
    </main>
    <footer class="shop-footer">
      <p>Rendered on the server in ${took} ms by rp-widgets/ssr; the widgets hydrate from the data in the page.</p>
    </footer>
  </body>
</html>`;
  return { status: 200, html: servedAssets(html) };
}

/** The `node:http` handler. */
export async function ssrPage(request: HttpRequest, response: HttpResponse): Promise<void> {
  const { status, html } = await ssrPageHtml(new URL(request.url ?? '/', 'http://localhost'));
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(html);
}
