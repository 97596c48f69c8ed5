// vite.config.js: reviews.js bundled for the browser into assets/ (served at /assets/), its
// entry as reviews.js and the chunks it loads when needed beside it
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/assets/',
  build: {
    outDir: 'assets',
    assetsDir: '',
    rollupOptions: { input: 'reviews.js', output: { entryFileNames: '[name].js' } },
  },
});
