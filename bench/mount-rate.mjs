// `node bench/mount-rate.mjs`: <rp-stars> cards mounted a few per frame, as a grid that grows
// while the shopper scrolls ("load more", virtual lists, lists rendered in chunks). For 1, 10
// and 48 cards added per animation frame it counts the batch-summaries requests and times the
// last rating: from the first card added to the last star's `load`. The storefront file comes
// from dist/cdn/ (`npm run build` first), or from another build's cdn/ folder given by --cdn.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from '../scripts/chromium.mjs';
import { root } from './lib/build.mjs';
import { startMockApi } from './lib/servers.mjs';
import { median } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    cdn: { type: 'string', default: `${root}dist/cdn` },
    cards: { type: 'string', default: '240' },
    rates: { type: 'string', default: '1,10,48' },
    delays: { type: 'string', default: '0,150' },
    runs: { type: 'string', default: '3' },
  },
});
const cards = Number(args.cards);
const runs = Number(args.runs);

const page = (api) => `<!doctype html><html lang="en"><body>
<rp-config api-key="rp-mock-key" business-unit-id="bu-acme" base-url="${api}"><ul id="grid"></ul></rp-config>
<script type="module" src="/cdn/rp-storefront.js"></script></body></html>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return void res.end(page(url.searchParams.get('api')));
  }
  const file = `${args.cdn}/${url.pathname.replace(/^\/cdn\//, '')}`;
  if (url.pathname.startsWith('/cdn/') && !file.includes('..') && existsSync(file)) {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    return void createReadStream(file).pipe(res);
  }
  res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const executablePath = findChromium();
if (!executablePath) throw new Error(installHint);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

/** One run: `rate` cards a frame until `cards`; the requests and the time to the last rating. */
async function run(api, rate) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  let requests = 0;
  tab.on('request', (request) => void (request.url().includes('/batch-summaries') && requests++));
  await tab.goto(`${origin}/?api=${encodeURIComponent(api)}`);
  await tab.waitForFunction(
    () => customElements.get('rp-stars') && customElements.get('rp-config'),
  );
  const ms = await tab.evaluate(
    ({ cards, rate }) =>
      new Promise((resolve) => {
        const grid = document.getElementById('grid');
        let added = 0;
        let drawn = 0;
        const start = performance.now();
        const add = () => {
          for (let i = 0; i < rate && added < cards; i++, added++) {
            const card = document.createElement('li');
            const stars = document.createElement('rp-stars');
            stars.setAttribute('sku', `ACME-${1000 + added}`);
            stars.setAttribute('show-count', '');
            stars.addEventListener(
              'load',
              () => ++drawn === cards && resolve(performance.now() - start),
              { once: true },
            );
            card.append(`Product ${added + 1}`, stars);
            grid.append(card);
          }
          if (added < cards) requestAnimationFrame(add);
        };
        requestAnimationFrame(add);
      }),
    { cards, rate },
  );
  await context.close();
  return { requests, ms };
}

console.log(`${cards} cards, ${runs} runs a cell, medians; storefront file from ${args.cdn}`);
console.log('| API delay | cards a frame | batch-summaries requests | ms to the last rating |');
console.log('| --------- | ------------- | ------------------------ | --------------------- |');
for (const delay of args.delays.split(',').map(Number)) {
  const api = await startMockApi(delay);
  try {
    for (const rate of args.rates.split(',').map(Number)) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await run(api.origin, rate));
      const requests = median(results.map((result) => result.requests));
      const ms = median(results.map((result) => result.ms));
      console.log(`| ${delay} ms | ${rate} | ${requests} | ${Math.round(ms)} |`);
    }
  } finally {
    await api.stop();
  }
}
await browser.close();
server.close();
