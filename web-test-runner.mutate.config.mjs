// The browser test run of one mutant under `npm run mutate` (Stryker's command runner starts it
// once per mutant, in its sandbox). It differs from web-test-runner.config.mjs only where speed
// and the mutant ask for it: one folder's test files alone (test/api/, or the folder named by
// MUTATE_TESTS), each bundled into one module, no coverage, a port of its own, and an end at the
// first failing file (one failure kills the mutant).
import { existsSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium, freePort, serveMockWorker } from './scripts/wtr-shared.mjs';

// Stryker names the mutant to activate; the instrumented code reads it from globalThis.__stryker__.
const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;
const folder = process.env.MUTATE_TESTS ?? 'api';
// Every test file of the folder; the API transport's own (client*) first: they kill most mutants
// soonest.
const tests = readdirSync(`test/${folder}`)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.test.ts'.length))
  .sort(
    (a, b) => Number(b.startsWith('client')) - Number(a.startsWith('client')) || a.localeCompare(b),
  );
// Two levels deep, as in test/<folder>/, so `import.meta.url` finds src/ from the bundles too.
const outdir = `mutate-build/${folder}`;

/**
 * Bundles the test files: a page then loads a few files instead of some hundred modules, which
 * halves a run. The mutants are all in the instrumented code and chosen when the page starts, so
 * the bundles of the first (mutant-free) run serve every mutant after it.
 */
async function bundleTests() {
  const files = tests.map((name) => `${outdir}/${name}.test.js`);
  if (mutant !== undefined && files.every((file) => existsSync(file))) return files;
  await build({
    entryPoints: tests.map((name) => `test/${folder}/${name}.test.ts`),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['browser', 'development'],
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  return files;
}

/** Stops the run at the first file with a failure: the rest cannot revive a killed mutant. */
function failFast() {
  const started = performance.now();
  return {
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      process.stdout.write(`${testFile} ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      if (sessionsForTestFile.every((session) => session.passed)) return;
      process.stdout.write(`killed by ${testFile}\n`);
      // Puppeteer closes Chromium on exit.
      process.exit(1);
    },
    onTestRunFinished({ sessions }) {
      process.stdout.write(`survived (${sessions.length} files passed)\n`);
    },
  };
}

export default {
  files: await bundleTests(),
  port: await freePort(),
  nodeResolve: { exportConditions: ['browser', 'development'] },
  testRunnerHtml: (testFramework) => `<!doctype html><html><head>
    <script>globalThis.__stryker__ = { activeMutant: ${JSON.stringify(mutant ?? null)} ?? undefined };</script>
    </head><body><script type="module" src="${testFramework}"></script></body></html>`,
  middleware: [serveMockWorker],
  browsers: [chromium()],
  concurrency: 1,
  concurrentBrowsers: 1,
  // bail: the first failing test ends its file.
  testFramework: { config: { timeout: 10000, bail: true } },
  testsFinishTimeout: 120000,
  staticLogging: true,
  reporters: [failFast()],
};
