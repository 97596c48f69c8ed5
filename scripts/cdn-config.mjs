// What the CDN build (scripts/build-cdn.mjs) and the size check (scripts/size.mjs) share: the
// list of elements (every folder of src/ with rp-<folder>.ts and its define.ts, so a new element
// is picked up with no second list to keep in step), the Vite configurations and the loader.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import minifyTemplates from '@lit-labs/rollup-plugin-minify-html-literals';
import { build } from 'vite';
import { catalogueFilesPlugin } from './catalogue-files.mjs';

/** `{ folder: 'src/<folder>/define.ts' }` for every element, `config` first; its tag is rp-<folder>. */
export function elementEntries(root = '.') {
  const folders = readdirSync(`${root}/src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter(
      (name) =>
        existsSync(`${root}/src/${name}/define.ts`) &&
        existsSync(`${root}/src/${name}/rp-${name}.ts`),
    )
    .sort((a, b) => (a === 'config' ? -1 : b === 'config' ? 1 : a.localeCompare(b)));
  return Object.fromEntries(folders.map((folder) => [folder, `src/${folder}/define.ts`]));
}

/** Minifies the HTML and CSS inside Lit's `html` and `css` templates; a failure fails the build. */
const templatePlugin = () => minifyTemplates({ include: ['**/src/**/*.ts'], failOnError: true });

/** A catalogue's source is its JSON and its chunk the same text: it carries no source map. */
const catalogueMaps = {
  name: 'catalogue-maps',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.fileName.startsWith('locales/')) continue;
      delete bundle[`${chunk.fileName}.map`];
      chunk.code = chunk.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    }
  },
};

/** The entry modules (src/<folder>/define.ts) whose static imports reach `id`, by folder. */
function entryFolders(id, context) {
  const seen = new Set([id]);
  const folders = new Set();
  for (const module of seen) {
    const info = context.getModuleInfo(module);
    const entry = /\/src\/([\w-]+)\/define\.ts$/.exec(module.replaceAll('\\', '/'));
    if (info?.isEntry && entry) folders.add(entry[1]);
    for (const importer of info?.importers ?? []) seen.add(importer);
  }
  return folders;
}

/**
 * The per-element build's one shared file for what `<rp-stars>` and `<rp-trust-badge>` both
 * import (Lit, the element base, the API client, the rating parts): the grid page loads it as
 * one file instead of five, which compress less well apart (see `npm run size`).
 */
const ratingCore = {
  name: (id, context) => {
    const folders = entryFolders(id, context);
    return folders.has('stars') && folders.has('trust-badge') ? 'core' : null;
  },
};

/**
 * The page files (scripts/cdn-pages.json, which the widget builder reads too): for each kind of
 * page, the element folders it draws before its first rating, in one file of its own. Measured
 * against a product page's file importing the ratings page's (2026-11-27): 34.68 KB gzip in two
 * files against 32.73 KB in one, the ratings page's 22.65 KB against 22.13 KB (the exports
 * one file hands the other): the split pays only on a second page, one file on every first one.
 */
export const cdnPages = JSON.parse(
  readFileSync(new URL('./cdn-pages.json', import.meta.url), 'utf8'),
);

/** A page file's source: the define modules of its elements. */
const pageSource = (file) =>
  cdnPages[file]
    .map((folder) => `import '${new URL(`../src/${folder}/define.ts`, import.meta.url).pathname}';`)
    .join('\n');

/** A module given as text, under the name `virtual-entry`. */
export const virtualEntry = (code) => ({
  name: 'virtual-entry',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('virtual-entry') ? '\0virtual-entry' : undefined),
  load: (id) => (id === '\0virtual-entry' ? code : undefined),
});

/**
 * The CDN folder of the catalogues of a source folder that is not an element's: each keeps the
 * name of the element whose words they were, so the files of cdn/locales/ stay where they were.
 */
const catalogueFolders = { 'review-list': 'product-reviews', 'business-summary': 'trust-badge' };

/**
 * A catalogue (src/<folder>/locales/<language>.json, imported when a page needs that language)
 * becomes locales/<folder>/<language>.js beside the file that imports it. No hash, as the element
 * files have none (the CDN's address holds the version): hashes do not compress, and every
 * bundle that can load a catalogue carries all of their names.
 */
const chunkFileNames = (others) => (chunk) => {
  const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
  const catalogue = /\/src\/([\w-]+)\/locales\/([\w-]+)\.json$/.exec(id);
  if (!catalogue) return others;
  const [, folder = '', language = ''] = catalogue;
  return `locales/${catalogueFolders[folder] ?? folder}/${language}.js`;
};

/**
 * The Vite configuration of one CDN library build. `entry` is a file, a map of names to files,
 * or `{ code }` (a module given as text); `write: false` returns the output without writing it.
 */
export function cdnConfig({ entry, outDir, fileName, chunks = '[name]-[hash].js', write = true }) {
  const code = typeof entry === 'object' && 'code' in entry ? entry.code : undefined;
  return {
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    json: { namedExports: false },
    plugins: [
      catalogueFilesPlugin(),
      templatePlugin(),
      catalogueMaps,
      ...(code ? [virtualEntry(code)] : []),
    ],
    build: {
      write,
      target: 'es2022',
      minify: 'esbuild',
      emptyOutDir: false,
      sourcemap: write,
      outDir,
      lib: { entry: code ? 'virtual-entry' : entry, formats: ['es'], fileName },
      rollupOptions: {
        // The template minifier's time is expected: no timing warnings.
        checks: { pluginTimings: false },
        // Code loaded after the first draw (the badge's structured data) may import what a file
        // of one entry holds already: that file exports it rather than splitting it into a file
        // of its own. Element files keep their signatures: importing one defines its element.
        preserveEntrySignatures: typeof entry === 'object' && !code ? 'strict' : 'allow-extension',
        output: {
          minify: true,
          // The CDN files are final: no later bundler reads their tree-shaking marks.
          comments: { annotation: false },
          chunkFileNames: chunkFileNames(chunks),
          // Only where elements are built as files of their own.
          ...(typeof entry === 'object' && !code
            ? { codeSplitting: { groups: [ratingCore] } }
            : {}),
        },
      },
    },
  };
}

/** The chunks of a Vite build's output (its first, with `write: false` or not). */
export const chunksOf = (output) =>
  (Array.isArray(output) ? output[0] : output).output.filter((c) => c.type === 'chunk');

/**
 * What the loader imports, from the per-element build's chunks: each tag with its module and the
 * chunks that module imports (to preload), paths relative to the loader (`prefix` + file name).
 */
export function loaderFiles(elementChunks, prefix = './elements/') {
  const byName = new Map(elementChunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName, seen = new Set()) => {
    for (const imported of byName.get(fileName)?.imports ?? []) {
      if (!seen.has(imported)) closure(imported, seen.add(imported));
    }
    return seen;
  };
  const files = {};
  for (const chunk of elementChunks.filter((c) => c.isEntry)) {
    files[`rp-${chunk.name}`] = [chunk.fileName, ...closure(chunk.fileName)].map(
      (file) => `${prefix}${file}`,
    );
  }
  return files;
}

/** The loader's source: src/shared/cdn-loader.ts started with `files`. */
export function loaderEntry(files) {
  const loader = new URL('../src/shared/cdn-loader.ts', import.meta.url).pathname;
  return `import { startLoader } from '${loader}';\nstartLoader(${JSON.stringify(files)}, import.meta.url);\n`;
}

/**
 * Builds the page files into `outDir` (or only returns them, `write: false`), each on its own,
 * and returns their chunks. A page file is one file before its first draw (its snippet names no
 * other): a build that makes it import another file up front fails.
 */
export async function buildPages({ outDir, write = true }) {
  const chunks = [];
  for (const file of Object.keys(cdnPages)) {
    const output = chunksOf(
      await build({
        ...cdnConfig({ entry: { code: pageSource(file) }, outDir, fileName: () => file, write }),
        ...(write ? {} : { logLevel: 'silent' }),
      }),
    );
    // Files it imports only later (catalogues, structured data, what those share) are no split.
    const split = output.find((chunk) => chunk.fileName === file)?.imports ?? [];
    if (split.length) throw new Error(`${file} split into ${split.join(', ')}`);
    chunks.push(...output);
  }
  return chunks;
}
