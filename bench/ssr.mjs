// `node bench/ssr.mjs [runs]`: the product page server-rendered (rp-widgets/ssr, hydrated by
// rp-widgets/hydrate) against client-rendered (the CDN file), time to the reviews on screen.
// Needs `npm run build`. One local server answers both pages and the mock API (seed 1, with its
// latency knob per round); every load is a fresh browser context, so nothing is cached.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { bundleHydrate } from '../scripts/bundle-hydrate.mjs';
import { getResponse } from 'msw';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';

const root = new URL('..', import.meta.url);
const runs = Number(process.argv[2] ?? 7);
const { renderElements } = await import(new URL('dist/ssr/index.js', root));
const { createMockPlatform, MOCK_API_KEY, MOCK_IDS } = await import(
  new URL('dist/mock/index.js', root)
);
const cdn = readFileSync(new URL('dist/cdn/rp-widgets.js', root));
const hydrate = await bundleHydrate();

const platform = createMockPlatform({ seed: 1 });
const sku = MOCK_IDS.skus.many;
const widgets = [
  { tag: 'rp-stars', attributes: { sku, 'show-count': true } },
  { tag: 'rp-product-reviews', attributes: { sku, 'per-page': 5 } },
];
const page = (head, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Product</title>${head}</head><body><h1>Rain shell</h1>${body}</body></html>`;

const server = createServer(async (req, res) => {
  const url = new URL(req.url, `http://${req.headers.host}`);
  const send = (type, body) => res.writeHead(200, { 'content-type': type }).end(body);
  if (url.pathname === '/client.html') {
    const attributes = `api-key="${MOCK_API_KEY}" business-unit-id="${MOCK_IDS.businessUnits.acme}" base-url="${url.origin}"`;
    return send(
      'text/html',
      page(
        '<script type="module" src="/rp-widgets.js"></script>',
        `<rp-stars ${attributes} sku="${sku}" show-count></rp-stars><rp-product-reviews ${attributes} sku="${sku}" per-page="5"></rp-product-reviews>`,
      ),
    );
  }
  if (url.pathname === '/ssr.html') {
    const html = await renderElements(widgets, {
      apiKey: MOCK_API_KEY,
      baseUrl: url.origin,
      businessUnitId: MOCK_IDS.businessUnits.acme,
      cache: false,
    });
    return send(
      'text/html',
      page('<script type="module" src="/hydrate.js"></script>', html.join('')),
    );
  }
  if (url.pathname === '/rp-widgets.js') return send('text/javascript', cdn);
  if (url.pathname === '/hydrate.js') return send('text/javascript', hydrate);
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const answer = await getResponse(
    platform.handlers,
    new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    }),
  );
  if (!answer) return res.writeHead(404).end();
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

// The first animation frame in which a review is in the shadow root: it is painted in that frame.
const probe = () => {
  const seen = () => {
    const review = document
      .querySelector('rp-product-reviews')
      ?.shadowRoot?.querySelector('[part~="review"]');
    if (review) window.__reviewsAt = performance.now();
    else requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
};

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const latency of [0, 150]) {
  platform.set({ latency });
  for (const name of ['client', 'ssr']) {
    const times = [];
    const requests = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      await tab.addInitScript(probe);
      let sent = 0;
      tab.on('request', (request) => void (request.url().includes('/v1/') && sent++));
      await tab.goto(`${origin}/${name}.html`);
      await tab.waitForFunction(() => window.__reviewsAt !== undefined, null, { timeout: 30_000 });
      times.push(await tab.evaluate(() => window.__reviewsAt));
      requests.push(sent);
      await context.close();
    }
    rows.push([
      `${latency} ms`,
      name === 'ssr' ? 'server-rendered' : 'client-rendered',
      median(times),
      median(requests),
    ]);
  }
}
await browser.close();
server.close();

console.log(
  `Product page, time to the first review on screen (median of ${runs} loads; API requests from the browser)`,
);
console.log('| API delay | page | reviews on screen | browser API requests |');
console.log('| --- | --- | --- | --- |');
for (const [latency, name, time, sent] of rows) {
  console.log(`| ${latency} | ${name} | ${time.toFixed(0)} ms | ${sent} |`);
}
