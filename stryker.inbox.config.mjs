// `npm run mutate:inbox`: mutation testing of the inbox's write protocol (the code that sends a
// reply or an edit exactly once, and reads the conversation again after an unknown outcome).
// The inbox's browser tests run once per change, as `npm run mutate` runs the API's.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  commandRunner: {
    command:
      'MUTATE_TESTS=review-inbox node_modules/.bin/wtr --config web-test-runner.mutate.config.mjs',
  },
  // The protocol: which failures leave the outcome unknown, the write task, and send, applied,
  // failed and check, all in their controller's file.
  mutate: ['src/review-inbox/writes.ts'],
  htmlReporter: { fileName: 'reports/mutation/inbox.html' },
  jsonReporter: { fileName: 'reports/mutation/inbox.json' },
};
