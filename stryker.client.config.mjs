// `npm run mutate`: mutation testing of the API client. Stryker changes one token of
// src/api/client.ts at a time and runs the client's tests once per change; a change the tests still
// pass is a gap in them. The tests run in Node (the client is server code too): the API's browser
// test files bundled for Node once per run (scripts/api-node-tests.mjs, as Stryker's build step in
// its sandbox), each file a process of its own through the tap runner, and only the files that
// reach the changed code. `npm run mutate:browser` runs the same in Chromium (stryker.config.mjs),
// at some ten times the cost.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  testRunner: 'tap',
  plugins: ['@stryker-mutator/tap-runner'],
  buildCommand: 'node scripts/api-node-tests.mjs',
  tap: {
    testFiles: ['mutate-build/node-api/*.test.mjs'],
    // The first failing test ends its file.
    forceBail: true,
  },
  // Each mutant runs only the test files that reached it in the first (mutant-free) run.
  coverageAnalysis: 'perTest',
  // A file takes 1 to 6 s, much of it waiting on msw's and the tests' own delays: three at a time
  // keep two cores busy.
  concurrency: 3,
  timeoutMS: 10000,
  // A run stopped half-way goes on from where it stopped (reports/stryker-incremental.json).
  incremental: true,
  timeoutFactor: 2,
};
