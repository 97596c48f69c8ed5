// The packages the browser tests import, bundled once per run. Unbundled, every test file's page
// asks the dev server for some 150 of their modules one import level at a time; bundled, for a
// few files. Our own code (src/, test/) stays unbundled, so coverage still maps to its files.
import { build } from 'esbuild';

/** Bare imports served from the bundle. One build with splitting: one copy of Lit and MSW. */
const entries = [
  '@open-wc/testing',
  'lit',
  'lit/decorators.js',
  'lit/directive.js',
  'lit/directives/ref.js',
  'lit/directives/if-defined.js',
  'lit/static-html.js',
  '@lit/task',
  '@lit/context',
  '@lit/react',
  '@lit-labs/ssr-client/lit-element-hydrate-support.js',
  'msw',
  'msw/browser',
  '@cfworker/json-schema',
  'vue',
  'preact',
  'fast-check',
];

const name = (entry) => entry.replace(/[^a-z0-9]+/gi, '_');
let files;

async function bundle() {
  const output = await build({
    stdin: undefined,
    entryPoints: Object.fromEntries(entries.map((entry) => [name(entry), entry])),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['browser', 'development'],
    outdir: '/__vendor',
    write: false,
    logLevel: 'warning',
  });
  return new Map(output.outputFiles.map((file) => [file.path, file.text]));
}

export function vendorPlugin() {
  return {
    name: 'vendor-bundle',
    serverStart() {
      files ??= bundle();
      files.catch(() => {});
    },
    resolveImport({ source }) {
      return entries.includes(source) ? `/__vendor/${name(source)}.js` : undefined;
    },
    async serve(context) {
      if (!context.path.startsWith('/__vendor/') || context.path === '/__vendor/react.js') {
        return undefined;
      }
      const body = (await files).get(context.path);
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}
