// `npm run mutate:inbox`: mutation testing of the inbox's write protocol (the code that sends a
// reply or an edit exactly once, and reads the conversation again after an unknown outcome).
// The protocol needs no page: test/node/inbox-writes.node.mjs drives the WriteController on a
// plain host, run once per change in Node (scripts/mutate-node.mjs: the sandbox is compiled once,
// then each change only starts the test). The inbox's browser tests cover the same protocol
// through the element, at some 30 s a change: `MUTATE_TESTS=review-inbox` with
// web-test-runner.mutate.config.mjs as the command runs those instead.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  commandRunner: {
    command: 'node scripts/mutate-node.mjs test/node/inbox-writes.node.mjs',
  },
  // The protocol: which failures leave the outcome unknown, the write task, and send, applied,
  // failed and check, all in their controller's file.
  mutate: ['src/review-inbox/writes.ts'],
  // A run lasts a second or two: two at a time on two cores.
  concurrency: 2,
  timeoutMS: 30000,
  htmlReporter: { fileName: 'reports/mutation/inbox.html' },
  jsonReporter: { fileName: 'reports/mutation/inbox.json' },
};
