// `npm run mutate:browser`: mutation testing of the API client in Chromium. Stryker changes one
// token of src/api/client.ts at a time and runs the API's browser tests
// (web-test-runner.mutate.config.mjs) once per change; a change the tests still pass is a gap in
// them. `npm run mutate` (stryker.client.config.mjs) runs the same tests in Node, much faster.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'command',
  commandRunner: { command: 'node_modules/.bin/wtr --config web-test-runner.mutate.config.mjs' },
  mutate: ['src/api/client.ts', 'src/api/failures.ts'],
  // The command runner sees one exit code, not which test covers which line.
  coverageAnalysis: 'off',
  // The machine is shared: one browser at a time unless told `--concurrency 2`.
  concurrency: 1,
  // A run lasts 10 to 30 s; a mutant only counts as a timeout well beyond that, on a busy machine too.
  timeoutMS: 60000,
  timeoutFactor: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/client.html' },
  jsonReporter: { fileName: 'reports/mutation/client.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  ignorePatterns: ['dist', 'coverage', 'storybook-static', 'reports', 'mutate-build'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
