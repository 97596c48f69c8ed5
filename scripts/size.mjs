// Size budgets, measured as shipped: minified, then gzip level 9. Brotli (quality 11, what CDNs
// serve to browsers that ask for it) is printed beside gzip on every row; the budgets stay on
// gzip, the encoding every server has. Prints every figure and marks what is over budget; with
// --strict (`npm run size`, and `npm test`) an entry over budget fails the run. Each entry is
// bundled on its own, Lit included where it is used, with the CDN build's configuration
// (scripts/cdn-config.mjs: the HTML and CSS of the templates minified).
// The targets: `<rp-stars>` alone 12 KB, every element in one file 28 KB, what the grid page
// loads through the loader 15 KB, each catalogue 1.5 KB (1.6 KB, see below). Where the code is over a target, the
// budget is the size measured on 2026-11-26 plus about 1 % (so any growth fails) and the note
// beside it gives the figure that shows why; a change that must grow a bundle raises its budget
// in the same commit, in sight of review. Raised on 2026-11-27 by 0.2 to 0.7 KB for the fixes of
// faults and attacks: embedded data checked as answers are, the ratings' batch window, the
// owner's write protocol, token binding and private answers checked, and the loader's
// constructed style sheet.
import { build } from 'vite';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildPages,
  cdnConfig,
  cdnPages,
  chunksOf,
  elementEntries,
  loaderEntry,
  loaderFiles,
  virtualEntry,
} from './cdn-config.mjs';

const src = (file) => resolve('src', file).replaceAll('\\', '/');
const elements = elementEntries();
const KB = 1024;

/**
 * Each element alone, Lit included (one line per element folder: a new one is measured against
 * the one-file target until it gets its own budget here).
 * Over the 12 KB target for <rp-stars> (16.92 KB): Lit with @lit/task and @lit/context is 6.6 KB
 * before any widget and the API client with its error texts 4.58 KB (the core line below), which
 * leaves 0.8 KB for the element, its configuration, words and rendering (5.7 KB today). Reaching
 * 12 KB means dropping 4.9 KB of what the tests hold: the client's retries, cache, batching and
 * its clear error for each documented failure, or the late `<rp-config>`, languages, lazy
 * loading. Measured and not kept: `static properties` and a ContextConsumer in place of the
 * decorators 0.45 KB (every element would have to change at once), terser with two passes
 * 0.16 KB (the size check and build took 7 times as long), mangling private members 0.11 KB.
 */
// One loader per element (a plain function the server calls too), named tasks and the one
// reuse of embedded data in the core cost product reviews 0.11 KB (27.30 KB), the badge 0.10 KB
// (18.42 KB, of which 0.08 KB shared core) and the grid page 0.16 KB (25.81 KB); asking the
// page for hydration through context (no global hook) 0.04 KB more on each element.
// The shared list folder, the owner folder and the inbox split by job (controllers, named options)
// cost the business list 0.29 KB, the invite button 0.10, the inbox 0.58 and every element 0.80.
// The stars' reserved room for score and count from the first update (no shift in grids) and
// the photo strip's kept row: stars +0.19 KB, the npm stars page +0.40, the npm product page +0.67.
// Lowered on 2026-11-27 to what the thin RpElement measures, rounded up to 0.05 KB: without render
// slices and the first update's wait, <rp-config> is 0.18 KB smaller, the inbox 0.15, the invite
// button 0.14, every element 0.09 and the storefront 0.05; the stars and the badge (whose first draw
// is now held by a controller) 0.03 KB larger.
// Raised on 2026-11-27 after the merges of that day, to what they measure (+0.05 KB at most):
// the tab store of public ratings (every element with a data task: about 0.45 KB), render slices
// kept in the thin base (about 0.08 KB each), and the review collector in the one-file bundles.
// Every growth is a feature's; none is reclaimed yet.
// Raised again on 2026-11-27 (evening), to what the tree measures: the product list's loading
// shape is its loaded layout with nothing in it (room for the attributes, the photo strip and
// 'Write a review', so the first load moves nothing): the list +0.93 KB, the product page file
// +0.68, every element and the storefront +1.2; the business list +0.06 (shared reserve), and
// loader.css's collector box +0.01 in the loader. The held first draw drawn without a render
// turn (no empty frame before the loading shape): about 0.02 KB in each element. Raised again
// (+0.05 to 0.1 KB) when <rp-stars> made its number formats after its request: the formats'
// readiness check in the shared words.
// Raised on 2026-11-28: a product without reviews keeps the loading shape as an unseen room, and
// loader.css the list's narrow boxes: the list +0.08 KB, page files and one-file bundles +0.1 to
// 0.18, the loader +0.04. One factory for the API's endpoint functions: +0.01 to 0.03 KB where
// the client's own code is counted (the invite button, the core of <rp-stars>).
// Raised on 2026-12-07: one client per <rp-config>, offered through a context of its own (the
// provider and the slot in <rp-config> +0.2 KB; the consumer and the slot check in every element
// with a data task +0.14 to 0.15; page files and one-file bundles +0.22 to 0.25).
// Raised the same day: number formats made before the next paint (an animation frame or a resize
// observer's first report), so the counts' rooms are in the first paint, and the stars' rooms
// formatted once per locale: <rp-config> 9.99 KB, the page files +0.16 to 0.17.
const elementBudgets = {
  config: 10.05 * KB,
  'business-reviews': 27.0 * KB,
  'invite-button': 18.05 * KB,
  'product-reviews': 29.25 * KB,
  // The owner sign-in, its list, conversation and editors.
  'review-inbox': 25.3 * KB,
  // A link-button: Lit, the element base and the client's web links call (15.08 KB).
  'review-collector': 15.9 * KB,
  stars: 18.7 * KB,
  'trust-badge': 19.25 * KB,
};
const oneFileTarget = 28 * KB;

const budgets = [
  ...Object.entries(elements).map(([folder, file]) => [
    `<rp-${folder}> alone, Lit included`,
    `import '${src(file.replace(/^src\//, ''))}';`,
    elementBudgets[folder] ?? oneFileTarget,
    `rp-${folder}`,
  ]),
  // Over the 28 KB target: 41.98 KB with seven elements (the 28 KB was set for four), 11.2 KB of
  // it for Lit and the API client that all share; reaching it means leaving elements out of the
  // one file, and the loader below is how a page loads less.
  // <rp-review-collector> (its template, styles, loader and English words) added 0.66 KB.
  ['every element, Lit and English included', `import '${src('define.ts')}';`, 50.65 * KB, 'all'],
  // dist/cdn/rp-storefront.js, the one file of shoppers' pages: every element but the owner's
  // two, 32.58 KB (9.5 KB less); over the 28 KB too, for the same shared 11.2 KB. The review
  // collector, a shoppers' element, added 0.62 KB.
  [
    'storefront elements (rp-storefront.js), Lit and English included',
    `import '${src('storefront.ts')}';`,
    39.85 * KB,
    'storefront',
  ],
  [
    'headless client, one endpoint',
    `export { createClient, getBusinessUnit } from '${src('api/index.ts')}';`,
    3.5 * KB,
  ],
  [
    'what <rp-stars> needs of the core',
    // The modules src/stars imports, as it imports them.
    `export { createClient } from '${src('api/client.ts')}';
     export { getStarSummary } from '${src('api/summaries.ts')}';
     export { getBusinessUnit } from '${src('api/business-units.ts')}';
     export { getStarImages, getStarText } from '${src('api/resources.ts')}';`,
    4.75 * KB,
  ],
];

/** Minified, gzip and brotli bytes of a text. */
const compressed = (text) => ({
  min: Buffer.byteLength(text),
  gzip: gzipSync(text, { level: 9 }).length,
  brotli: brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length,
});

/** The figures of chunks, each file compressed on its own as a server sends it. */
const sizeOf = (chunks) => {
  const sum = { min: 0, gzip: 0, brotli: 0 };
  for (const size of chunks.map((chunk) => compressed(chunk.code))) {
    for (const key of Object.keys(sum)) sum[key] += size[key];
  }
  return sum;
};

async function measure(code) {
  const output = await build({
    ...cdnConfig({
      entry: { code },
      outDir: 'dist/size',
      fileName: () => 'entry.js',
      write: false,
    }),
    logLevel: 'silent',
  });
  // The catalogues a bundle imports on demand are measured on their own, below.
  const text = chunksOf(output)
    .filter((chunk) => !chunk.isDynamicEntry)
    .map((chunk) => chunk.code)
    .join('\n');
  return compressed(text);
}

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
// --json prints the figures as JSON instead (the benchmark's targets table reads them).
const json = process.argv.includes('--json');
const rows = [];
const print = (text) => json || console.log(text);
let failed = 0;
const line = (name, { min, gzip, brotli }, budget, key = name) => {
  const over = gzip > budget;
  if (over) failed += 1;
  rows.push({ key, name, min, gzip, brotli, budget });
  print(
    `| ${name} | ${kb(min)} | ${kb(gzip)} | ${kb(brotli)} | ${kb(budget)} | ${over ? 'OVER' : 'ok'} |`,
  );
};
print('| bundle | min | min+gzip | min+brotli | budget (gzip) | |');
print('| --- | ---: | ---: | ---: | ---: | --- |');
for (const [name, code, budget, key] of budgets) line(name, await measure(code), budget, key);

// The grid page through dist/cdn/loader.js: the loader, then the files of <rp-config>,
// <rp-stars> and <rp-trust-badge> and the chunks they import, each a file of its own.
// Over the 15 KB target: <rp-stars> alone is 16.92 KB, and <rp-config>, <rp-stars> and
// <rp-trust-badge> in one file 20.30 KB; split into the files they share with the other elements
// the same code compresses less well (3.2 KB more), even with what the two rating widgets share
// in one file (core: 26.45 KB in 12 files before, 25.04 KB in 8). The loader's stylesheet of
// reserved boxes (the widgets' loading sizes until their modules arrive) costs 0.31 KB of it.
const elementBuild = chunksOf(
  await build({
    ...cdnConfig({
      entry: elements,
      outDir: 'dist/size',
      fileName: (_format, name) => `${name}.js`,
      chunks: 'chunks/[name]-[hash].js',
      write: false,
    }),
    logLevel: 'silent',
  }),
);
const files = loaderFiles(elementBuild, '');
const loader = chunksOf(
  await build({
    ...cdnConfig({
      entry: { code: loaderEntry(files) },
      outDir: 'dist/size',
      fileName: () => 'loader.js',
      write: false,
    }),
    logLevel: 'silent',
  }),
);
const gridFiles = new Set(['rp-config', 'rp-stars', 'rp-trust-badge'].flatMap((tag) => files[tag]));
const grid = [...loader, ...elementBuild.filter((chunk) => gridFiles.has(chunk.fileName))];
line(
  `grid page through loader.js (${grid.length} files: loader, config, stars, trust-badge and their chunks)`,
  sizeOf(grid),
  27.05 * KB,
  'grid-loader',
);
// 0.69 KB of loading (eight file names fewer since the shared core), 0.31 KB of reserved boxes.
line('loader.js alone', sizeOf(loader), 1.15 * KB, 'loader');

// The page files (scripts/cdn-pages.json): what each kind of page loads before its first rating,
// one file each. Measured 22.13 and 32.73 KB on 2026-11-27 (budgets: plus about 1 %), against
// 38.18 KB for rp-storefront.js. The ratings page is over its 20 KB target: <rp-stars> alone is
// 18.45 KB (why: above), and <rp-config> and the badge add 3.7 KB.
// Lowered on 2026-11-28 to 21.91 and 33.43 KB plus about 0.5 %: the structured data (JSON-LD
// and its Trusted Types writer) loads after the first draw, from a file beside the page file.
// Lowered on 2026-12-07 to 20.97 and 32.11 KB plus about 0.4 %: the client's failure code (the
// error classes, their hints, the retries' timing) loads at the first failed call, from a file
// beside the page file (0.96 KB gzip from each page file), and the product list's photo viewer
// at the first photo opened (0.63 KB from the product page file). The ratings page stays over
// its 20 KB target: Lit with @lit/task and @lit/context is about 6.6 KB of it.
// Raised the same day to 21.21 and 32.34 KB plus about 0.4 %: the client of an <rp-config>
// offered through a context of its own (0.24 KB). Then: that client rides the configuration's
// context (one context request per element, -0.04 KB); the formats made before the first paint
// and the stars' rooms once per locale (+0.17 KB). Measured 21.33 and 32.45 KB.
const pageBudgets = {
  'rp-ratings-page.js': 21.4 * KB,
  'rp-product-page.js': 32.55 * KB,
};
const pageBuild = await buildPages({ outDir: 'dist/size', write: false });
for (const [file, elements] of Object.entries(cdnPages)) {
  const chunk = pageBuild.find((candidate) => candidate.fileName === file);
  line(
    `page file ${file} (${elements.join(', ')})`,
    sizeOf([chunk]),
    pageBudgets[file] ?? oneFileTarget,
    file,
  );
}

// What an npm user ships: an entry file importing the package's define modules (dist/, as
// installed), through a plain Vite build with its defaults (the templates' HTML not minified,
// Lit's production build), and what the page loads before any other language's words: the
// entry and the chunks it imports, each file compressed on its own.
const fromPackage = {
  name: 'rp-widgets-package',
  resolveId: (id) =>
    /^rp-widgets(\/|$)/.test(id) ? fileURLToPath(import.meta.resolve(id)) : undefined,
};
async function measureApp(code) {
  const chunks = chunksOf(
    await build({
      configFile: false,
      publicDir: false,
      logLevel: 'silent',
      plugins: [virtualEntry(code), fromPackage],
      build: { write: false, rollupOptions: { input: 'virtual-entry' } },
    }),
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set();
  const load = (chunk) => {
    if (loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) load(byName.get(file));
  };
  load(chunks.find((chunk) => chunk.isEntry));
  return { files: loaded.size, ...sizeOf([...loaded]) };
}
const apps = [
  // Measured 19.04 KB and 32.95 KB (budgets: plus about 1 %; stars + config 19.27 KB since the
  // loaders and the hydration context): over <rp-stars>'s 12 KB for the
  // reasons above, with <rp-config> beside it and the templates as written (Vite's defaults do
  // not minify HTML and CSS in templates, the CDN build does).
  [
    'stars + config',
    `import 'rp-widgets/config/define';\nimport 'rp-widgets/stars/define';`,
    20.8 * KB,
    'npm-stars',
  ],
  [
    'a product page (config, stars, badge, product reviews)',
    `import 'rp-widgets/config/define';
     import 'rp-widgets/stars/define';
     import 'rp-widgets/trust-badge/define';
     import 'rp-widgets/product-reviews/define';`,
    38.75 * KB,
    'npm-product',
  ],
];
for (const [name, code, budget, key] of apps) {
  const { files: count, ...size } = await measureApp(code);
  const files = count === 1 ? '1 file' : `${count} files`;
  line(`npm: ${name}, a plain Vite build (${files})`, size, budget, key);
}

// The catalogues of the other languages (src/*/locales/*.json), each loaded on its own when a
// widget needs it: measured as shipped, minified JSON then gzip; the largest is printed.
// 1.5 KB was met by every catalogue until the inbox's words for a write the platform did not
// confirm (four sentences) took its Russian file to 1.54 KB: an owner page loads it once.
const catalogueBudget = 1.6 * KB;
const catalogues = readdirSync('src', { recursive: true })
  .map((file) => String(file).replaceAll('\\', '/'))
  .filter((file) => /\/locales\/[\w-]+\.json$/.test(file) && !file.endsWith('/en.json'))
  .map((file) => {
    const text = JSON.stringify(JSON.parse(readFileSync(resolve('src', file), 'utf8')));
    return { file, ...compressed(text) };
  })
  .sort((a, b) => b.gzip - a.gzip);
const over = catalogues.filter((catalogue) => catalogue.gzip > catalogueBudget);
failed += over.length;
if (catalogues.length) {
  const [largest] = catalogues;
  rows.push({ key: 'catalogue', name: largest.file, ...largest, budget: catalogueBudget });
  print(
    `| largest catalogue (${largest.file}) of ${catalogues.length}, on its own | ${kb(largest.min)} | ${kb(largest.gzip)} | ${kb(largest.brotli)} | ${kb(catalogueBudget)} each | ${over.length ? `OVER: ${over.map((c) => c.file).join(', ')}` : 'ok'} |`,
  );
}
if (json) console.log(JSON.stringify(rows));
if (failed) {
  console.error(`\n${failed} bundle(s) over budget.`);
  if (process.argv.includes('--strict')) process.exit(1);
}
