// `npm run mutate:server`: mutation testing of the server-side code that keeps or deletes the
// platform's data (the answer cache and purgeDeleted()). Stryker changes one token at a time and
// runs the Node tests of server rendering that reach it: the sandbox is compiled once
// (scripts/mutate-node.mjs, as the build step), then scripts/stryker-node-runner.mjs loads the
// test files once per worker and runs, for each change, only the tests that reached it in the
// first (change-free) run. A change to code that runs while modules load runs every test file
// with `node --test` in a new process instead.
import base from './stryker.config.mjs';

const nodeTests = [
  'test/node/answer-cache.node.mjs',
  'test/node/ssr-faults.node.mjs',
  'test/node/ssr.node.mjs',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  testRunner: 'node-tests',
  plugins: ['./scripts/stryker-node-runner.mjs'],
  buildCommand: 'node scripts/mutate-node.mjs',
  // The memory tests collect garbage first.
  testRunnerNodeArgs: ['--expose-gc'],
  nodeTests: { files: nodeTests, timeout: 60_000, fresh: ['--expose-gc'] },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/ssr/answer-cache.ts',
    'src/ssr/answer-keys.ts',
    'src/ssr/answer-store.ts',
    'src/ssr/purge.ts',
  ],
  // The tests wait on the mock's answers as much as they compute: two workers on two cores.
  concurrency: 2,
  timeoutMS: 30000,
  // The first run (every test, recording which reach which change) takes minutes on a busy machine.
  dryRunTimeoutMinutes: 20,
  // A run stopped half-way goes on from where it stopped.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental-server.json',
  htmlReporter: { fileName: 'reports/mutation/server.html' },
  jsonReporter: { fileName: 'reports/mutation/server.json' },
};
