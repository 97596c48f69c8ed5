import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// `npm start`: the demo storefront, with the mock platform running in each page.
// `npm run build:demo`: the same pages as a static site in dist/demo/.

const root = fileURLToPath(new URL('.', import.meta.url));
// RP_DEMO_CDN_DIR: a folder of the dev server's own (its test's), so that dist/cdn/, which the
// browser tests read meanwhile, is not rebuilt under them.
const cdnDir = resolve(root, process.env.RP_DEMO_CDN_DIR ?? 'dist/cdn');

/** Builds dist/cdn/ (about a second) with the project's own script. */
function buildCdn(): void {
  execFileSync(process.execPath, [resolve(root, 'scripts/build-cdn.mjs'), '--out', cdnDir], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * The script-tag page loads the built CDN file as a merchant would, at ./cdn/rp-storefront.js: the
 * dev server builds it at start and serves dist/cdn/ there; the static build copies it.
 */
function cdnFile(): Plugin {
  let command: 'serve' | 'build' = 'serve';
  return {
    name: 'rp-demo-cdn-file',
    configResolved(config) {
      command = config.command;
    },
    configureServer(server) {
      buildCdn();
      server.middlewares.use('/cdn/', (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').split('?')[0]!.replace(/^\/+/, ''));
        const file = resolve(cdnDir, name);
        if (!file.startsWith(cdnDir) || !existsSync(file)) return next();
        response.setHeader(
          'content-type',
          extname(file) === '.js' ? 'text/javascript' : 'application/json',
        );
        response.end(readFileSync(file));
      });
    },
    buildStart() {
      if (command === 'build') buildCdn();
    },
    generateBundle() {
      for (const name of ['rp-storefront.js', 'rp-storefront.js.map']) {
        this.emitFile({
          type: 'asset',
          fileName: `cdn/${name}`,
          source: readFileSync(resolve(cdnDir, name)),
        });
      }
    },
  };
}

/**
 * The widget builder reads the elements and their attributes from custom-elements.json, which
 * `npm run analyze` writes from the sources (a few seconds): refreshed whenever the demo starts.
 */
function elementsManifest(): Plugin {
  const analyze = () => {
    execFileSync(process.execPath, [resolve(root, 'node_modules/.bin/cem'), 'analyze'], {
      cwd: root,
      stdio: 'inherit',
    });
  };
  return { name: 'rp-demo-elements-manifest', buildStart: analyze };
}

/**
 * package.json marks the project's modules free of side effects (for the npm package), so a
 * bundler may drop a demo module whose exports are unused: the demo's modules all have them.
 */
function demoSideEffects(): Plugin {
  const demo = resolve(root, 'demo');
  return {
    name: 'rp-demo-side-effects',
    transform(code, id) {
      return id.startsWith(demo) ? { code, moduleSideEffects: true, map: null } : undefined;
    },
  };
}

/**
 * /ssr.html, the server-rendered product page (demo/ssr-page.ts, a node:http handler), served by
 * the dev server: its widgets' HTML is drawn in Node on each request. /email-preview.html, the
 * builder's e-mail preview (demo/email-page.ts), likewise.
 */
function ssrPage(): Plugin {
  return {
    name: 'rp-demo-ssr-page',
    configureServer(server) {
      server.middlewares.use('/ssr.html', (request, response, next) => {
        server
          .ssrLoadModule('/ssr-page.ts')
          .then(async ({ ssrPageHtml }) => {
            const url = new URL(request.originalUrl ?? '/', 'http://localhost');
            const { status, html } = await ssrPageHtml(url);
            response.statusCode = status;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(await server.transformIndexHtml(url.pathname, html));
          })
          .catch(next);
      });
      server.middlewares.use('/email-preview.html', (request, response, next) => {
        server
          .ssrLoadModule('/email-page.ts')
          .then(async ({ emailPreviewHtml }) => {
            const url = new URL(request.originalUrl ?? '/', 'http://localhost');
            const { status, html } = await emailPreviewHtml(url);
            response.statusCode = status;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html);
          })
          .catch(next);
      });
      server.middlewares.use('/mock-assets/', (request, response, next) => {
        server
          .ssrLoadModule('/ssr-page.ts')
          .then(async ({ mockAsset }) => {
            const answer = await mockAsset(request.originalUrl ?? '');
            if (!answer) return next();
            response.setHeader('content-type', answer.headers.get('content-type') ?? '');
            response.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(next);
      });
    },
  };
}

/**
 * The catalogues are imported as JSON modules (`with { type: 'json' }`), which the browser accepts
 * only as JSON; the dev server answers them as JavaScript modules, so in dev the attribute goes
 * (the built demo and the CDN files keep it, served as the bundler writes them).
 */
function jsonModulesInDev(): Plugin {
  return {
    name: 'rp-demo-json-modules-in-dev',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.ts$/.test(id) || !code.includes("type: 'json'")) return undefined;
      return {
        code: code.replace(/,\s*\{\s*with:\s*\{\s*type:\s*'json'\s*\}\s*\}/g, ''),
        map: null,
      };
    },
  };
}

const pages = ['index', 'product', 'owner', 'authorize', 'cdn', 'builder'];

export default defineConfig({
  root: 'demo',
  // Relative URLs: the built demo works from any folder of any static server.
  base: './',
  // public/ holds MSW's worker, served at /mockServiceWorker.js.
  publicDir: '../public',
  plugins: [cdnFile(), elementsManifest(), demoSideEffects(), ssrPage(), jsonModulesInDev()],
  server: { port: 5173, strictPort: false, fs: { allow: ['..'] } },
  preview: { port: 4173 },
  build: {
    outDir: '../dist/demo',
    emptyOutDir: true,
    target: 'es2022',
    // The mock platform (data generator and MSW) is most of it: big on purpose.
    chunkSizeWarningLimit: 1024,
    rollupOptions: {
      input: Object.fromEntries(pages.map((page) => [page, resolve(root, `demo/${page}.html`)])),
    },
  },
});
