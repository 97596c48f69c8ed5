// `npm run mutate:server`: mutation testing of the server-side code that keeps or deletes the
// platform's data (the answer cache and purgeDeleted()). Stryker changes one token at a time and
// runs the Node tests of server rendering once per change (scripts/mutate-node.mjs: the sandbox is
// compiled once, then each change only starts the tests).
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  commandRunner: {
    command:
      'node scripts/mutate-node.mjs test/node/answer-cache.node.mjs test/node/ssr-faults.node.mjs test/node/ssr.node.mjs',
  },
  mutate: [
    'src/ssr/answer-cache.ts',
    'src/ssr/answer-keys.ts',
    'src/ssr/answer-store.ts',
    'src/ssr/purge.ts',
  ],
  // A run lasts a few seconds: two at a time on two cores.
  concurrency: 2,
  timeoutMS: 30000,
  htmlReporter: { fileName: 'reports/mutation/server.html' },
  jsonReporter: { fileName: 'reports/mutation/server.json' },
};
