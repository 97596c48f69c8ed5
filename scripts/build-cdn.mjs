// The CDN files: dist/cdn/rp-widgets.js (one ES module, Lit inside, registers every element);
// dist/cdn/rp-storefront.js (the same without the owner's elements, for the pages shoppers see);
// one file per element that share a single Lit chunk (dist/cdn/elements/); and dist/cdn/loader.js,
// which imports only the element files of the tags a page holds, with dist/cdn/loader.css, the
// boxes it reserves, for the page's head. Each loads the catalogue of a language other than
// English from its locales/ folder when a page needs it.
import { readFileSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { build } from 'vite';
import { cdnConfig, chunksOf, elementEntries, loaderEntry, loaderFiles } from './cdn-config.mjs';

for (const [entry, file] of [
  ['src/define.ts', 'rp-widgets.js'],
  ['src/storefront.ts', 'rp-storefront.js'],
]) {
  // Both load their catalogues from dist/cdn/locales/: the same names and the same text.
  await build(cdnConfig({ entry, outDir: 'dist/cdn', fileName: () => file }));
}

const elements = await build(
  cdnConfig({
    entry: elementEntries(),
    outDir: 'dist/cdn/elements',
    fileName: (_format, name) => `${name}.js`,
    chunks: 'chunks/[name]-[hash].js',
  }),
);

await build(
  cdnConfig({
    entry: { code: loaderEntry(loaderFiles(chunksOf(elements))) },
    outDir: 'dist/cdn',
    fileName: () => 'loader.js',
  }),
);
// The loader's reserved boxes as a stylesheet, for the page's head (see src/shared/cdn-loader.ts).
const loader = await transform(readFileSync('src/shared/cdn-loader.ts', 'utf8'), { loader: 'ts' });
const { reserved } = await import(`data:text/javascript,${encodeURIComponent(loader.code)}`);
writeFileSync('dist/cdn/loader.css', `${reserved}\n`);
console.log('CDN files written to dist/cdn/');
