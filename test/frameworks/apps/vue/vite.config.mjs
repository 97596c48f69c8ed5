// vite.config.js: tell Vue's template compiler the rp-* tags are custom elements
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [
    vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('rp-') } } }),
  ],
});
