// The CDN files: dist/cdn/rp-widgets.js (one ES module, Lit inside, registers every element), and
// one file per element that share a single Lit chunk (dist/cdn/elements/). Each loads the
// catalogue of a language other than English from its locales/ folder when a page needs it.
import { build } from 'vite';

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

const shared = {
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  json: { namedExports: false },
  plugins: [catalogueMaps],
  build: { target: 'es2022', minify: 'esbuild', emptyOutDir: false, sourcemap: true },
};

/**
 * A catalogue (src/<folder>/locales/<language>.json, imported when a page needs that language)
 * becomes locales/<folder>/<language>-<hash>.js beside the file that imports it.
 */
const chunkFileNames = (others) => (chunk) => {
  const id = (chunk.facadeModuleId ?? '').replaceAll('\\', '/');
  const catalogue = /\/src\/([\w-]+)\/locales\/([\w-]+)\.json$/.exec(id);
  return catalogue ? `locales/${catalogue[1]}/${catalogue[2]}-[hash].js` : others;
};

const elements = {
  config: 'src/config/define.ts',
  stars: 'src/stars/define.ts',
  'trust-badge': 'src/trust-badge/define.ts',
  'product-reviews': 'src/product-reviews/define.ts',
  'business-reviews': 'src/business-reviews/define.ts',
  'invite-button': 'src/invite-button/define.ts',
  'review-inbox': 'src/review-inbox/define.ts',
};

await build({
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/cdn',
    lib: { entry: 'src/define.ts', formats: ['es'], fileName: () => 'rp-widgets.js' },
    rollupOptions: { output: { minify: true, chunkFileNames: chunkFileNames('[name]-[hash].js') } },
  },
});

await build({
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/cdn/elements',
    lib: { entry: elements, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rollupOptions: {
      output: { minify: true, chunkFileNames: chunkFileNames('chunks/[name]-[hash].js') },
    },
  },
});
console.log('CDN files written to dist/cdn/');
