// Screenshots of the demo for docs/screenshots/: the product page, the collection grid, the
// header badge and the reviews carousel, at 390 and 1280 px, light and dark, and in German
// (light); and the e-mail widgets (the builder's e-mail preview) at 600 and 320 px, light and
// dark. Serve the demo first, then (`email` as a second argument takes only the e-mail ones):
//   npx vite --config vite.config.ts --port 5199 & node scripts/screenshots.mjs http://localhost:5199
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';
// The mock's product whose reviews rate Quality, Fit and Value (MOCK_IDS.skus.attributes).
const attributesSku = 'ACME-1005';

const base = process.argv[2] ?? 'http://localhost:5173';
const executablePath = findChromium();
if (!executablePath) throw new Error(installHint);
const out = new URL('../docs/screenshots/', import.meta.url);
mkdirSync(out, { recursive: true });

/**
 * Resolves once no widget on the page is still loading (no skeleton, nothing busy): those in view,
 * or for a full-page shot every one, as all of them are in the picture.
 */
const settled = (page, full = false) =>
  page.waitForFunction(
    (all) => {
      const hosts = [
        ...document.querySelectorAll(
          'rp-stars, rp-trust-badge, rp-product-reviews, rp-business-reviews',
        ),
      ];
      // Lazy ratings below the fold have not asked yet: only those in view must have drawn.
      const drawn = all
        ? hosts
        : hosts.filter((el) => el.getBoundingClientRect().top < innerHeight);
      return (
        drawn.length > 0 &&
        drawn.every(
          (el) =>
            el.shadowRoot?.firstElementChild &&
            !el.shadowRoot.querySelector('.skeleton, .pending, [aria-busy="true"]'),
        )
      );
    },
    full,
    { timeout: 30_000 },
  );

const shots = [
  { name: 'product', path: `/product.html?sku=${attributesSku}`, full: true },
  { name: 'grid', path: '/', full: false },
  { name: 'badge', path: '/', element: 'rp-trust-badge' },
  { name: 'carousel', path: '/', element: 'rp-business-reviews' },
];

/** The page in German: the locale on its configuration, as a German shop would set it. */
const inGerman = (page) =>
  page.evaluate(() => {
    document.documentElement.lang = 'de-DE';
    for (const config of document.querySelectorAll('rp-config')) {
      config.setAttribute('locale', 'de-DE');
    }
  });

/** Every e-mail widget of the mock's business, one under the other. */
const emailWidgets = [
  'rp-trust-badge',
  `rp-stars?sku=${attributesSku}&product-url=https://shop.example/tent`,
  `rp-product-reviews?sku=${attributesSku}&product-url=https://shop.example/tent&count=2`,
  'rp-business-reviews?count=1',
  'rp-review-collector',
];
const onlyEmail = process.argv[3] === 'email';

const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  for (const scheme of ['light', 'dark']) {
    for (const width of [600, 320]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      const query = new URLSearchParams([
        ...emailWidgets.map((widget) => ['widget', widget]),
        ['business-unit-id', 'bu-acme'],
        ['scheme', scheme],
      ]);
      await page.goto(`${base}/email-preview.html?${query}`);
      // Every image (stars, logo) in before the shot.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const file = new URL(`email-${width}-${scheme}.png`, out);
      await page.screenshot({ path: file.pathname, fullPage: true });
      console.log(file.pathname);
      await context.close();
    }
  }
  for (const [scheme, german] of onlyEmail
    ? []
    : [
        ['light', false],
        ['dark', false],
        ['light', true],
      ]) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: scheme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      for (const shot of shots) {
        await page.goto(base + shot.path);
        await settled(page, shot.full);
        if (german) {
          await inGerman(page);
          await page.waitForFunction(() =>
            [...document.querySelectorAll('rp-trust-badge')].every((el) =>
              /Bewertung/.test(el.shadowRoot?.textContent ?? ''),
            ),
          );
          await settled(page, shot.full);
        }
        const file = new URL(`${shot.name}-${width}-${german ? 'de' : scheme}.png`, out);
        if (shot.element)
          await page.locator(shot.element).first().screenshot({ path: file.pathname });
        else await page.screenshot({ path: file.pathname, fullPage: shot.full });
        console.log(file.pathname);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
