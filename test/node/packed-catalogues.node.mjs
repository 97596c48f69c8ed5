// The packed package (`npm pack` of the built dist/) as a Vite app bundles it: the server renders
// through `rp-widgets/ssr` with the package inside the bundle, so Vite must see every catalogue
// file of the package, and a German page must load the German one. (The CDN files' German page is
// test/cdn/storefront.test.ts.)
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import { build } from 'vite';
import { usePlatform } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Inside node_modules/, so that the package's own dependencies (lit) resolve as installed.
const app = mkdtempSync(join(root, 'node_modules', '.rp-packed-'));
after(() => rmSync(app, { recursive: true, force: true }));

const [{ filename }] = JSON.parse(
  execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', app], {
    cwd: root,
    encoding: 'utf8',
  }),
);
mkdirSync(join(app, 'node_modules'));
execFileSync('tar', ['-xzf', join(app, filename), '-C', join(app, 'node_modules')]);
renameSync(join(app, 'node_modules', 'package'), join(app, 'node_modules', 'rp-widgets'));
writeFileSync(
  join(app, 'server.mjs'),
  `import { renderElement } from 'rp-widgets/ssr';
export const render = (options) =>
  renderElement({ tag: 'rp-stars', attributes: { sku: options.sku, 'show-count': true } }, options);
`,
);

const api = usePlatform();

test('a Vite app bundling the packed package renders a German page with the German catalogue', async () => {
  const out = join(app, 'out');
  await build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    // The package goes into the bundle (its catalogues with it); lit and the rest stay packages.
    ssr: { noExternal: ['rp-widgets'] },
    build: { ssr: join(app, 'server.mjs'), outDir: out, minify: false },
  });
  const chunks = readdirSync(out, { recursive: true }).filter((file) => file.endsWith('.js'));
  const german = chunks.filter((file) => /(^|\/)de-[\w-]+\.js$/.test(file));
  // The rating words' German, and one file for each other folder with catalogues.
  assert.ok(
    german.some((file) => readFileSync(join(out, file), 'utf8').includes('Bewertet mit')),
    chunks.join(' '),
  );
  assert.equal(chunks.filter((file) => /(^|\/)pt-PT-[\w-]+\.js$/.test(file)).length, german.length);

  const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');
  const { render } = await import(pathToFileURL(join(out, 'server.js')).href);
  const html = await render({
    apiKey: MOCK_API_KEY,
    baseUrl: api.origin,
    businessUnitId: MOCK_IDS.businessUnits.acme,
    sku: MOCK_IDS.skus.many,
    locale: 'de-DE',
    cache: false,
    // A busy machine can take seconds to answer; the timeout's fallback has tests of its own.
    timeout: 60_000,
  });
  assert.match(html, /aria-label="Bewertet mit 4,5 von 5 Sternen, 423 Bewertungen"/);
});
