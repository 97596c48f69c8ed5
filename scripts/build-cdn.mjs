// The CDN files: dist/cdn/rp-widgets.js (one ES module, Lit inside, registers every element), and
// one file per element that share a single Lit chunk (dist/cdn/elements/).
import { build } from 'vite';

const shared = {
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: { target: 'es2022', minify: 'esbuild', emptyOutDir: false, sourcemap: true },
};

const elements = {
  config: 'src/config/define.ts',
  stars: 'src/stars/define.ts',
  'trust-badge': 'src/trust-badge/define.ts',
  'product-reviews': 'src/product-reviews/define.ts',
  'business-reviews': 'src/business-reviews/define.ts',
  'invite-button': 'src/invite-button/define.ts',
};

await build({
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/cdn',
    lib: { entry: 'src/define.ts', formats: ['es'], fileName: () => 'rp-widgets.js' },
    rollupOptions: { output: { minify: true } },
  },
});

await build({
  ...shared,
  build: {
    ...shared.build,
    outDir: 'dist/cdn/elements',
    lib: { entry: elements, formats: ['es'], fileName: (_format, name) => `${name}.js` },
    rollupOptions: { output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
});
console.log('CDN files written to dist/cdn/');
