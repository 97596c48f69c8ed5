// The CDN files: dist/cdn/rp-widgets.js (one ES module, Lit inside, registers every element);
// dist/cdn/rp-storefront.js (the same without the owner's elements, for the pages shoppers see);
// the page files of scripts/cdn-pages.json, one file for each kind of page (rp-ratings-page.js:
// configuration, stars and badge; rp-product-page.js: the same and the product list);
// one file per element that share a single Lit chunk (dist/cdn/elements/); and dist/cdn/loader.js,
// which imports only the element files of the tags a page holds, with dist/cdn/loader.css, the
// boxes it reserves, for the page's head. Each loads the catalogue of a language other than
// English from its locales/ folder when a page needs it.
//
// `--out <folder>` writes them elsewhere than dist/cdn (the tests of this script do).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { transform } from 'esbuild';
import { build } from 'vite';
import {
  buildPages,
  cdnConfig,
  chunksOf,
  elementEntries,
  loaderEntry,
  loaderFiles,
} from './cdn-config.mjs';

const out = parseArgs({ options: { out: { type: 'string', default: 'dist/cdn' } } }).values.out;
// CDN files are what merchants host: Lit's production build, whatever the calling process runs in
// (the demo's dev server sets NODE_ENV=development).
process.env.NODE_ENV = 'production';
// Files of an earlier build (chunks under other hashes) must not stay beside the new ones.
rmSync(out, { recursive: true, force: true });

for (const [entry, file] of [
  ['src/define.ts', 'rp-widgets.js'],
  ['src/storefront.ts', 'rp-storefront.js'],
]) {
  // Both load their catalogues from dist/cdn/locales/: the same names and the same text.
  await build(cdnConfig({ entry, outDir: out, fileName: () => file }));
}

await buildPages({ outDir: out });

const elements = await build(
  cdnConfig({
    entry: elementEntries(),
    outDir: `${out}/elements`,
    fileName: (_format, name) => `${name}.js`,
    chunks: 'chunks/[name]-[hash].js',
  }),
);

await build(
  cdnConfig({
    entry: { code: loaderEntry(loaderFiles(chunksOf(elements))) },
    outDir: out,
    fileName: () => 'loader.js',
  }),
);
// The loader's reserved boxes as a stylesheet, for the page's head (see src/shared/cdn-loader.ts).
const loader = await transform(readFileSync('src/shared/cdn-loader.ts', 'utf8'), { loader: 'ts' });
const { reserved } = await import(`data:text/javascript,${encodeURIComponent(loader.code)}`);
writeFileSync(`${out}/loader.css`, `${reserved}\n`);
console.log(`CDN files written to ${out}/`);
