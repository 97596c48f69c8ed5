// The build of a mutation run's sandbox for Node tests, and the Node test run of one mutant.
// The sandbox's src/ holds every mutant behind a switch, so it is compiled to dist/ once; each
// run after it only starts the Node tests given as arguments (`npm run mutate:inbox`: Stryker's
// command runner starts it once per mutant, the mutant named in __STRYKER_ACTIVE_MUTANT__).
// Without arguments it only builds (`npm run mutate:server`'s build step).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

if (!existsSync('dist/ssr/index.js')) {
  // Resolved up the folders: Stryker links node_modules into its sandbox only after this build.
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  run(process.execPath, [tsc, '-p', 'tsconfig.build.json']);
  // The catalogues of every language but English, which tsc leaves out: renders in them need them.
  run(process.execPath, ['scripts/catalogue-files.mjs']);
}
const tests = process.argv.slice(2);
if (tests.length) run(process.execPath, ['--expose-gc', '--test', '--test-reporter=dot', ...tests]);
