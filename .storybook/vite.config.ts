import { defineConfig } from 'vite';

// Storybook's own Vite settings (main.ts points here): the project's vite.config.ts belongs to the
// demo, whose root is demo/.
export default defineConfig({
  build: { target: 'es2022' },
});
