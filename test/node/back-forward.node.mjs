// A shopper who goes back, and an owner who goes back to the inbox: pages with widgets from the CDN
// files are restored from Chromium's back/forward cache, with no request to the platform. Playwright
// turns that cache off by default; it is turned back on here.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { servePlatform } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const types = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

/** A page of the shop: `body` inside an <rp-config> for the mock's business, then `script`. */
const shopPage = (api, body, script) => `<!doctype html><html lang="en"><head><script>
    addEventListener('pageshow', (event) => (window.restored = event.persisted));
  </script></head><body>
  <rp-config api-key="${api.defaults.apiKey}" business-unit-id="${api.defaults.businessUnitId}"
    base-url="${api.origin}">${body}</rp-config>
  <a href="/pages/elsewhere.html">Elsewhere</a>
  <script type="module" src="/dist/cdn/${script}"></script></body></html>`;

let api;
let browser;
before(async () => {
  api = await servePlatform();
  const pages = {
    '/pages/collection.html': shopPage(
      api,
      `<rp-trust-badge></rp-trust-badge>
       <rp-stars sku="ACME-1000" show-count></rp-stars>
       <rp-stars sku="ACME-1001" show-count show-label></rp-stars>`,
      'rp-storefront.js',
    ),
    '/pages/product.html': shopPage(
      api,
      `<rp-stars sku="ACME-1000" show-count></rp-stars>
       <rp-product-reviews sku="ACME-1000"></rp-product-reviews>
       <rp-business-reviews></rp-business-reviews>`,
      'rp-storefront.js',
    ),
    '/pages/owner.html': shopPage(
      api,
      `<rp-invite-button client-id="${api.defaults.apiKey}" auth-url="/pages/elsewhere.html"
         products='[{"sku":"ACME-1000","name":"Tent","productUrl":"https://shop.example/tent","imageUrl":"https://shop.example/tent.png"}]'></rp-invite-button>
       <rp-review-inbox client-id="${api.defaults.apiKey}" auth-url="/pages/elsewhere.html"></rp-review-inbox>`,
      'rp-widgets.js',
    ),
    '/pages/elsewhere.html': '<!doctype html><title>Elsewhere</title><p>Another page',
  };
  api.intercept = (req, res, url) => {
    if (pages[url.pathname]) {
      res.writeHead(200, { 'content-type': 'text/html' }).end(pages[url.pathname]);
      return true;
    }
    if (!url.pathname.startsWith('/dist/cdn/')) return false;
    readFile(`${root}${url.pathname.slice(1)}`).then(
      (body) =>
        res
          .writeHead(200, { 'content-type': types[extname(url.pathname)] ?? 'text/plain' })
          .end(body),
      () => res.writeHead(404).end(),
    );
    return true;
  };
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});
after(async () => {
  await browser?.close();
  await api?.stop();
});

/** The platform calls sent so far (not the pages and scripts). */
const platformCalls = () => api.sent.filter((line) => line.includes(' /v1/'));

/** Why Chromium did not restore the page, when it says. */
const notRestored = (page) =>
  page.evaluate(() =>
    JSON.stringify(performance.getEntriesByType('navigation')[0]?.notRestoredReasons ?? null),
  );

/** Opens `path`, waits until `drawn` holds, leaves for another page and comes back. */
async function leaveAndComeBack(path, drawn, prepare) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await prepare?.(page);
    await page.goto(`${api.origin}${path}`);
    await page.waitForFunction(drawn, undefined, { timeout: 60_000 });
    const calls = platformCalls().length;
    await page.click('a[href="/pages/elsewhere.html"]');
    await page.waitForURL('**/elsewhere.html');
    // A page restored from the cache fires pageshow, not load.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => window.restored !== undefined);
    const restored = await page.evaluate(() => window.restored);
    assert.equal(restored, true, `${path} not restored: ${await notRestored(page)}`);
    assert.deepEqual(platformCalls().slice(calls), [], 'platform calls after coming back');
  } finally {
    await context.close();
  }
}

const shadowText = (selector) =>
  document.querySelector(selector)?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';

test('a collection page with the badge and ratings is restored when the shopper goes back', () =>
  leaveAndComeBack(
    '/pages/collection.html',
    `(${shadowText})('rp-trust-badge').includes('TrustScore') &&
     [...document.querySelectorAll('rp-stars')].every((el) => /\\d/.test(el.shadowRoot?.textContent))`,
  ));

test('a product page with its ratings and both review lists is restored', () =>
  leaveAndComeBack(
    '/pages/product.html',
    `(${shadowText})('rp-product-reviews').includes('Based on') &&
     document.querySelector('rp-business-reviews')?.shadowRoot?.querySelector('[part=review]')`,
  ));

test('the owner page, signed in, with the invite button and the inbox, is restored', () =>
  leaveAndComeBack(
    '/pages/owner.html',
    `(${shadowText})('rp-review-inbox').length > 200 && (${shadowText})('rp-invite-button')`,
    async (page) => {
      // Signed in as the authorization page leaves it: the token kept for this platform.
      const token = {
        accessToken: api.platform.issueToken({ email: 'owner@acme-outdoor.example' }),
        expiresAt: Date.now() + 3_600_000,
      };
      await page.goto(`${api.origin}/pages/elsewhere.html`);
      await page.evaluate(
        ([key, value]) => sessionStorage.setItem(key, value),
        [`rp-widgets.token.${api.defaults.apiKey} ${api.origin}/`, JSON.stringify(token)],
      );
    },
  ));
