// server.mjs: any Node server; here node:http
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { AnswerCache, renderElements } from 'rp-widgets/ssr';

const options = {
  apiKey: process.env.RP_API_KEY,
  baseUrl: process.env.RP_API_URL, // where the server reaches the API
  // browserBaseUrl: '/reviews-api', // where the browser does, if not the same: a path is the page's
  businessUnitId: process.env.RP_BUSINESS_UNIT_ID,
  locale: 'en-US', // its words are loaded before rendering
  cache: new AnswerCache({ ttl: 60_000 }), // the default: in memory, one minute
  onError: (error, element) => console.warn(element.tag, error.message),
};

createServer(async (request, response) => {
  const { pathname } = new URL(request.url, 'http://localhost');
  // The browser's bundle (below): its entry and the chunks it loads, as JavaScript.
  if (/^\/assets\/[\w-]+\.js$/.test(pathname)) {
    try {
      const script = await readFile(new URL(`.${pathname}`, import.meta.url));
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } catch {
      response.writeHead(404).end();
    }
    return;
  }
  if (pathname !== '/') return void response.writeHead(404).end();
  const [stars, reviews] = await renderElements(
    [
      { tag: 'rp-stars', attributes: { sku: 'ACME-1000', 'show-count': true } },
      { tag: 'rp-product-reviews', attributes: { sku: 'ACME-1000', 'structured-data': true } },
    ],
    options,
  );
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
    <title>Rain shell</title><script type="module" src="/assets/reviews.js"></script></head>
    <body><h1>Rain shell</h1>${stars}${reviews}</body></html>`);
}).listen(process.env.PORT ?? 3000);
