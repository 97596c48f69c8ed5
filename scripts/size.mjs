// Size budgets, measured as shipped: minified, then gzip level 9. Prints every figure and marks
// what is over budget; with --strict (`npm run size`, and `npm test`) an entry over budget fails
// the run. Each entry is bundled on its own, Lit included where it is used.
// The budgets are the sizes measured on 2026-11-26 plus 2 to 3 %: any real growth fails, and a
// change that must grow a bundle raises its budget in the same commit, in sight of review.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';

const src = (file) => resolve('src', file).replaceAll('\\', '/');
const budgets = [
  // +0.4 KB on 2026-11-26: the catalogue loader and one import() per language (15 catalogues).
  ['<rp-stars> alone, Lit included', `import '${src('stars/define.ts')}';`, 18.2 * 1024],
  // Measured 25.18 KB on 2026-11-26 with the shared card's photo strip and rating scales and
  // the catalogue loader (60 imports: its words, the list's, the badge's and the ratings'): +2.5 %.
  [
    '<rp-business-reviews> alone, Lit included',
    `import '${src('business-reviews/define.ts')}';`,
    25.81 * 1024,
  ],
  // Measured 40.02 KB on 2026-11-26 with <rp-business-reviews> and its catalogues' 15 imports
  // (75 in all, 5 element folders): +2.5 %.
  ['every element, Lit and English included', `import '${src('define.ts')}';`, 41.02 * 1024],
  [
    'headless client, one endpoint',
    `export { createClient, getBusinessUnit } from '${src('api/index.ts')}';`,
    3.56 * 1024,
  ],
  [
    'what <rp-stars> needs of the core',
    // The modules src/stars imports, as it imports them.
    `export { createClient } from '${src('api/client.ts')}';
     export { getStarSummary } from '${src('api/summaries.ts')}';
     export { getBusinessUnit } from '${src('api/business-units.ts')}';
     export { getStarImages, getStarText } from '${src('api/resources.ts')}';`,
    4.72 * 1024,
  ],
];

async function measure(code) {
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    json: { namedExports: false },
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('size-entry') ? '\0size-entry' : undefined),
        load: (id) => (id === '\0size-entry' ? code : undefined),
      },
    ],
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: 'size-entry', formats: ['es'], fileName: () => 'entry.js' },
      rollupOptions: { output: { minify: true } },
    },
  });
  // The catalogues a bundle imports on demand are measured on their own, below.
  const chunks = (Array.isArray(output) ? output[0] : output).output.filter(
    (c) => c.type === 'chunk' && !c.isDynamicEntry,
  );
  const text = chunks.map((chunk) => chunk.code).join('\n');
  return { min: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let failed = 0;
console.log('| bundle | min | min+gzip | budget | |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const [name, code, budget] of budgets) {
  const { min, gzip } = await measure(code);
  const over = gzip > budget;
  if (over) failed += 1;
  console.log(`| ${name} | ${kb(min)} | ${kb(gzip)} | ${kb(budget)} | ${over ? 'OVER' : 'ok'} |`);
}

// The catalogues of the other languages (src/*/locales/*.json), each loaded on its own when a
// widget needs it: measured as shipped, minified JSON then gzip; the largest is printed.
const catalogueBudget = 1.5 * 1024;
const catalogues = readdirSync('src', { recursive: true })
  .map((file) => String(file).replaceAll('\\', '/'))
  .filter((file) => /\/locales\/[\w-]+\.json$/.test(file) && !file.endsWith('/en.json'))
  .map((file) => {
    const text = JSON.stringify(JSON.parse(readFileSync(resolve('src', file), 'utf8')));
    return { file, min: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const over = catalogues.filter((catalogue) => catalogue.gzip > catalogueBudget);
failed += over.length;
if (catalogues.length) {
  const [largest] = catalogues;
  console.log(
    `| largest catalogue (${largest.file}) of ${catalogues.length}, on its own | ${kb(largest.min)} | ${kb(largest.gzip)} | ${kb(catalogueBudget)} each | ${over.length ? `OVER: ${over.map((c) => c.file).join(', ')}` : 'ok'} |`,
  );
}
if (failed) {
  console.error(`\n${failed} bundle(s) over budget.`);
  if (process.argv.includes('--strict')) process.exit(1);
}
