// The API client's browser test files, bundled to run in Node as well: the client is server code
// too (server rendering calls it), and in Node a run takes a second where a page takes ten, which
// makes mutation testing of the client affordable (stryker.config.mjs). msw/browser's worker
// becomes msw/node's interception of fetch with the same handlers, open-wc's expect is chai's,
// and describe/it are node:test's (test/support/node/). Redirects differ in Node, as on a server:
// fetch gives the 3xx itself, where a page gets an opaque redirect.
//
// `node scripts/api-node-tests.mjs [outdir]` writes one .mjs per test file (default
// mutate-build/node-api/); test/node/api-in-node.node.mjs runs them under `npm test`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The test files whose page needs nothing Node lacks (the others use sessionStorage or the contract check's page fetches). */
export const apiNodeTests = ['client', 'hostile', 'summaries'];

const root = fileURLToPath(new URL('..', import.meta.url));

const defaultOutdir = 'mutate-build/node-api';

/** The bundles `bundleApiNodeTests(outdir)` writes, relative to the project. */
export const apiNodeTestFiles = (outdir = defaultOutdir) =>
  apiNodeTests.map((name) => `${outdir}/${name}.test.mjs`);

export async function bundleApiNodeTests(outdir = defaultOutdir) {
  await build({
    absWorkingDir: root,
    entryPoints: apiNodeTests.map((name) => `test/api/${name}.test.ts`),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // msw and chai bundled too: a process per test file and change, each starting in half the time.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    alias: {
      'msw/browser': './test/support/node/msw-browser.ts',
      '@open-wc/testing': './test/support/node/open-wc.ts',
    },
    inject: ['test/support/node/globals.ts'],
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  return apiNodeTestFiles(outdir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleApiNodeTests(process.argv[2]);
}
