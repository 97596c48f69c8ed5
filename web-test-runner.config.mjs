import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromium, freePort, serveMockWorker } from './scripts/wtr-shared.mjs';
import { summaryReporter } from './scripts/summary-reporter.mjs';
import { defaultReporter } from '@web/test-runner';
import { build } from 'vite';
import { bundleHydrate } from './scripts/bundle-hydrate.mjs';
import { vendorPlugin } from './scripts/wtr-vendor.mjs';

let reactBundle;
let hydrateBundle;
const root = fileURLToPath(new URL('.', import.meta.url));
async function bundleReact() {
  // React, and rp-widgets/react over it; the element modules it imports stay the test pages' own
  // (/src/…), so the components wrap the very classes the tests define.
  const entry = `export * as React from 'react'; export * as ReactDOMClient from 'react-dom/client';
    export * as RpReact from '${root}src/react/index.ts';`;
  const output = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId(id, importer) {
          if (id.endsWith('react-entry')) return '\0react-entry';
          if (importer?.startsWith(`${root}src/react/`) && id.startsWith('../')) {
            const path = resolve(dirname(importer), id).slice(root.length);
            return { id: `/${path.replace(/\.js$/, '.ts')}`, external: true };
          }
          return undefined;
        },
        load: (id) => (id === '\0react-entry' ? entry : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: 'react-entry', formats: ['es'], fileName: () => 'react.js' },
      rollupOptions: { makeAbsoluteExternalsRelative: false },
    },
  });
  return output[0].output[0].code;
}

const devtools = new WeakMap();

// Every page costs seconds of CPU before its first test (start-up, coverage): small files that
// share a setup run together in one page, imported by a `*.group.ts` file of their folder. Each
// still runs alone with --files; a file no group imports runs in a page of its own.
const testFiles = readdirSync('test', { recursive: true })
  .map((file) => `test/${file}`)
  .filter((file) => !file.includes('node_modules'));
const groups = testFiles.filter((file) => file.endsWith('.group.ts'));
const grouped = new Set(
  groups.flatMap((group) =>
    [...readFileSync(group, 'utf8').matchAll(/^import '\.\/([\w.-]+\.test)\.js';$/gm)].map(
      ([, name]) => `${dirname(group)}/${name}.ts`,
    ),
  ),
);
// A hook outside any describe() would run around every test of the page, other files' too.
for (const file of grouped) {
  if (/^(before|after)(Each)?\(/m.test(readFileSync(file, 'utf8'))) {
    throw new Error(`${file} has a hook outside describe(): it cannot share a page.`);
  }
}

const pages = testFiles
  .filter((file) => (file.endsWith('.test.ts') && !grouped.has(file)) || groups.includes(file))
  .sort();

// RP_TEST_SHARD=i/n (scripts/test.mjs): this run takes the i-th of n shares of the pages, each
// in a runner (and a browser, and an origin, so a service worker) of its own. Shares are balanced
// by the seconds each page took in its share when last measured (test/page-costs.json): bytes of
// test code say little of a page whose tests are made in loops or wait on timers. A page not
// measured yet counts as the median.
// The coverage of each share is merged and checked over the union by scripts/merge-coverage.mjs.
const shard = /^(\d+)\/(\d+)$/.exec(process.env.RP_TEST_SHARD ?? '');
const costs = JSON.parse(readFileSync('test/page-costs.json', 'utf8'));
const measured = Object.values(costs).sort((a, b) => a - b);
const weight = (page) => costs[page] ?? measured[Math.floor(measured.length / 2)] ?? 1;
function share(index, count) {
  const loads = Array.from({ length: count }, () => 0);
  const mine = [];
  for (const page of [...pages].sort((a, b) => weight(b) - weight(a))) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] += weight(page);
    if (lightest === index) mine.push(page);
  }
  return mine.sort();
}
const coverageThreshold = { lines: 90, statements: 90, functions: 80, branches: 75 };

export { coverageThreshold };

export default {
  // Not 8000 and up: see freePort.
  port: await freePort(),
  files: shard ? share(Number(shard[1]) - 1, Number(shard[2])) : pages,
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [
    vendorPlugin(),
    {
      // emulateMedia's forcedColors works only with Playwright; with Chrome over Puppeteer it is
      // ignored, and Puppeteer refuses the feature. This command sets it over the DevTools protocol.
      name: 'emulate-forced-colors',
      async executeCommand({ command, payload, session }) {
        if (command !== 'emulate-forced-colors') return undefined;
        const page = session.browser.getPage(session.id);
        // The emulation lasts as long as the protocol session: one is kept per page.
        let cdp = devtools.get(page);
        if (!cdp) devtools.set(page, (cdp = await page.createCDPSession()));
        await cdp.send('Emulation.setEmulatedMedia', {
          features: [{ name: 'forced-colors', value: payload.active ? 'active' : 'none' }],
        });
        return true;
      },
    },
    {
      // A page keeps drawing focus rings while another window (an earlier file's pop-up) has
      // the browser's focus: the tests of focus styles ask for it instead of depending on order.
      name: 'emulate-focus',
      async executeCommand({ command, session }) {
        if (command !== 'emulate-focus') return undefined;
        const page = session.browser.getPage(session.id);
        let cdp = devtools.get(page);
        if (!cdp) devtools.set(page, (cdp = await page.createCDPSession()));
        await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
        return true;
      },
    },
    {
      // TSX a test wrote (the builder's React snippet) compiled in Node, as an app's build would.
      name: 'transform-tsx',
      async executeCommand({ command, payload }) {
        if (command !== 'transform-tsx') return undefined;
        const { transform } = await import('esbuild');
        // CommonJS, its dynamic imports as well: the test hands each import its module.
        const output = await transform(payload.code, {
          loader: 'tsx',
          format: 'cjs',
          supported: { 'dynamic-import': false },
        });
        return output.code;
      },
    },
    {
      // React ships CommonJS only: the framework tests get it bundled once as an ES module.
      name: 'react-as-esm',
      // Bundled while the browser starts: on a busy machine the bundle takes longer than a test may.
      serverStart() {
        reactBundle ??= bundleReact();
        // A failed bundle is reported to the test that asks for it, not as a crash here.
        reactBundle.catch(() => {});
      },
      async serve(context) {
        if (context.path !== '/__vendor/react.js') return undefined;
        reactBundle ??= bundleReact();
        return { body: await reactBundle, type: 'js' };
      },
    },
    {
      // Server-rendered widgets for test/ssr/: rp-widgets/ssr, from the built dist/, in Node; whole
      // pages with rp-widgets/hydrate bundled as for production.
      name: 'ssr-fixture',
      async serve(context) {
        const { searchParams } = context.URL;
        if (context.path === '/__ssr/hydrate.js') {
          hydrateBundle ??= bundleHydrate();
          return { body: await hydrateBundle, type: 'js' };
        }
        if (context.path === '/__ssr/page.html') {
          const { renderPage } = await import('./test/ssr/fixture.mjs');
          const page = await renderPage(
            context.URL.origin,
            searchParams.get('kind'),
            searchParams.get('locale') ?? undefined,
          );
          return { body: page, type: 'html' };
        }
        if (context.path !== '/__ssr/fixture.html') return undefined;
        const { renderFixture } = await import('./test/ssr/fixture.mjs');
        const html = await renderFixture(
          searchParams.get('origin'),
          searchParams.get('locale') ?? undefined,
        );
        return { body: html, type: 'html' };
      },
    },
    // esnext keeps the import attributes (`with { type: 'json' }`) the catalogues are loaded with.
    esbuildPlugin({ ts: true, tsconfig: 'tsconfig.json', target: 'esnext' }),
  ],
  // Framework builds read process.env.NODE_ENV, which bundlers usually replace. The runner
  // reuses a tab for the next file and sessionStorage lasts with the tab: each file starts empty.
  testRunnerHtml: (testFramework) => `<!doctype html><html><head>
    <script>
      sessionStorage.clear();
      window.process = { env: { NODE_ENV: 'development' } };
      Object.assign(window, { __VUE_OPTIONS_API__: true, __VUE_PROD_DEVTOOLS__: false, __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: false });
    </script>
    </head><body><script type="module" src="${testFramework}"></script></body></html>`,
  middleware: [serveMockWorker],
  // gc() for the leak check in test/security/load.test.ts, which fails without it.
  browsers: [chromium(['--js-flags=--expose-gc'])],
  // One page at a time: pages of one origin share the mock's service worker.
  concurrency: 1,
  concurrentBrowsers: 1,
  // A bound for a hung test, not a speed check: two suites side by side on two cores must pass.
  testFramework: { config: { timeout: 30000 } },
  testsFinishTimeout: 300000,
  coverageConfig: {
    include: ['src/**/*.ts'],
    exclude: ['src/**/*.d.ts', 'node_modules/**'],
    // A share covers part of the code: its thresholds are checked once the shares are merged.
    ...(shard
      ? { report: true, reportDir: `coverage/share-${shard[1]}`, reporters: ['json'] }
      : {
          threshold: coverageThreshold,
          report: true,
          reportDir: 'coverage',
          reporters: ['text-summary', 'lcov'],
        }),
  },
  reporters: [defaultReporter(), summaryReporter()],
};
