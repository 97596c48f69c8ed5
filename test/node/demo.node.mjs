// `npm start` as a newcomer runs it: the demo's dev server, a page in German in headless Chromium.
// The widgets' catalogues are JSON modules; the dev server must serve them so the page speaks
// German throughout, with no console error. The dev server builds the CDN files as it starts, in
// development mode: they must stay Lit's production build, and no file of an earlier build may
// stay behind (here in a folder of the test's own, not the dist/cdn/ other tests read).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import process from 'node:process';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cdn = mkdtempSync(`${tmpdir()}/rp-cdn-`);
const stale = `${cdn}/elements/chunks/stars-0ld0ld.js`;
let server;

before(async () => {
  mkdirSync(`${cdn}/elements/chunks`, { recursive: true });
  writeFileSync(stale, '// an earlier build');
  // As `npm start` runs: Vite's dev server sets it when nothing has.
  process.env.NODE_ENV = 'development';
  process.env.RP_DEMO_CDN_DIR = cdn;
  server = await createServer({
    configFile: `${root}vite.config.ts`,
    server: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  await server.listen();
});
after(async () => {
  await server?.close();
  rmSync(cdn, { recursive: true, force: true });
});

test('the CDN build the dev server starts in development mode writes the production build, and only its own files', () => {
  assert.equal(existsSync(stale), false, 'a file of an earlier build is left');
  const scripts = readdirSync(cdn, { recursive: true }).filter((file) => file.endsWith('.js'));
  assert.ok(scripts.includes('rp-storefront.js') && scripts.includes('loader.js'));
  const dev = scripts.filter((file) => readFileSync(`${cdn}/${file}`, 'utf8').includes('dev mode'));
  assert.deepEqual(dev, [], "files with Lit's development build");
});

test('the dev server draws a product page in German, with no console error', async () => {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
    // A hang's bound, not a speed rule: the dev server transforms every module on the first
    // load, which took over 30 s beside two other suites on 2 cores.
    page.setDefaultNavigationTimeout(120_000);
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
  }
});
