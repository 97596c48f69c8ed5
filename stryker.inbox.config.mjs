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
  // The protocol's lines: which failures leave the outcome unknown, the writer task, and send,
  // applied, failed and check. Update the ranges when the file moves.
  mutate: [
    'src/review-inbox/rp-review-inbox.ts:80-99',
    'src/review-inbox/rp-review-inbox.ts:286-309',
    'src/review-inbox/rp-review-inbox.ts:435-523',
  ],
  htmlReporter: { fileName: 'reports/mutation/inbox.html' },
  jsonReporter: { fileName: 'reports/mutation/inbox.json' },
};
