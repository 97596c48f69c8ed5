// `npm run mutate`: mutation testing of the API client. Stryker changes one token of
// src/api/client.ts at a time and runs the client's tests once per change; a change the tests still
// pass is a gap in them. The tests run in Node (the client is server code too): the API's browser
// test files bundled for Node once per run (scripts/api-node-tests.mjs, as Stryker's build step in
// its sandbox) and loaded once per worker by scripts/stryker-node-runner.mjs, which runs only the
// tests that reach each change. `npm run mutate:browser` runs the same in Chromium
// (stryker.config.mjs), a page per change, at some hundred times the cost.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  testRunner: 'node-tests',
  plugins: ['./scripts/stryker-node-runner.mjs'],
  buildCommand: 'node scripts/api-node-tests.mjs',
  // Each change runs only the tests that reached it in the first (change-free) run.
  coverageAnalysis: 'perTest',
  // The tests wait on msw's and their own delays as much as they compute: two workers per core.
  concurrency: 2,
  timeoutMS: 10000,
  // A run stopped half-way goes on from where it stopped.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental-client.json',
};
