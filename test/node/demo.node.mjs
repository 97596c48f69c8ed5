// `npm start` as a newcomer runs it: the demo's dev server, a page in German in headless Chromium.
// The widgets' catalogues are JSON modules; the dev server must serve them so the page speaks
// German throughout, with no console error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('the dev server draws a product page in German, with no console error', async () => {
  const server = await createServer({
    configFile: `${root}vite.config.ts`,
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  await server.listen();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
    await page.goto(`${origin}/product.html`);
    await page.evaluate(() =>
      localStorage.setItem('rp-widgets-demo.settings', JSON.stringify({ locale: 'de-DE' })),
    );
    errors.length = 0;
    await page.goto(`${origin}/product.html`);
    const heading = page.locator('rp-product-reviews').locator('[part=summary]');
    await heading.waitFor({ timeout: 60_000 });
    await page
      .waitForFunction(
        () =>
          /Basierend auf/.test(
            document.querySelector('rp-product-reviews')?.shadowRoot?.textContent ?? '',
          ),
        undefined,
        { timeout: 60_000 },
      )
      .catch((error) => {
        throw new Error(`${error.message}; console errors: ${errors.join(' | ')}`);
      });
    const stars = await page
      .locator('rp-stars')
      .first()
      .evaluate((el) => el.shadowRoot?.querySelector('[part=base]')?.getAttribute('aria-label'));
    assert.match(stars ?? '', /^Bewertet mit/);
    // Images of the mock's made-up asset host load only once the page has started its mock
    // (before that, the host does not resolve): not an error of the widgets or their words.
    const unresolved = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
    assert.deepEqual(
      errors.filter((error) => error !== unresolved),
      [],
    );
  } finally {
    await browser.close();
    await server.close();
  }
});
