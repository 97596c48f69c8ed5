// astro.config.mjs: pages are static unless they say `prerender = false`; the Node adapter
// serves those, rendered on each request.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

export default defineConfig({
  adapter: node({ mode: 'standalone' }),
});
