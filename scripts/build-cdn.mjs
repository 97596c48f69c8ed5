// The CDN files: dist/cdn/rp-widgets.js (one ES module, Lit inside, registers every element);
// one file per element that share a single Lit chunk (dist/cdn/elements/); and dist/cdn/loader.js,
// which imports only the element files of the tags a page holds, with dist/cdn/loader.css, the
// boxes it reserves, for the page's head. Each loads the catalogue of a language other than
// English from its locales/ folder when a page needs it.
import { readFileSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { build } from 'vite';
import { cdnConfig, chunksOf, elementEntries, loaderEntry, loaderFiles } from './cdn-config.mjs';

await build(
  cdnConfig({ entry: 'src/define.ts', outDir: 'dist/cdn', fileName: () => 'rp-widgets.js' }),
);

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
