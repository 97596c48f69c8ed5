// `npm test`: every check. The checks of the sources alone (format, lint, types) run beside the
// build, which keeps one core busy at most; the browser tests come once it is done (they and the
// Node tests load dist/ as a user would), with every other check beside them, because their pages
// leave the cores half idle while they wait for frames and answers. The first failing step ends
// the run with its name and output; the others' output is printed as each ends.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { findChromium, installHint } from './chromium.mjs';

const nodeTests = readdirSync('test', { recursive: true })
  .filter((file) => file.endsWith('.node.mjs'))
  .sort()
  .map((file) => `test/${file}`);

const build = ['build', 'npm', ['run', '--silent', 'build']];
const wtr = ['--config', 'web-test-runner.config.mjs', '--coverage', ...process.argv.slice(2)];
// The browser tests in two shares side by side, each a runner with a browser and an origin (so a
// mock service worker) of its own: one runner leaves a core idle while its page waits for frames
// and answers. Their coverage is checked once merged. RP_TEST_SHARDS=1 runs one runner, as do
// arguments (--files).
const SHARES =
  process.argv.length > 2
    ? 1
    : Math.max(1, Number.parseInt(process.env.RP_TEST_SHARDS ?? '2', 10) || 1);
const browser =
  SHARES === 1
    ? [['browser tests', 'wtr', wtr]]
    : Array.from({ length: SHARES }, (_, i) => [
        `browser tests ${i + 1}/${SHARES}`,
        'wtr',
        wtr,
        { RP_TEST_SHARD: `${i + 1}/${SHARES}` },
      ]);
const coverage = ['browser coverage', 'node', ['scripts/merge-coverage.mjs', String(SHARES)]];
// Beside the build: what reads the sources only.
const besideBuild = [
  ['lint', 'eslint', ['--max-warnings', '0', '.']],
  ['typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['format', 'prettier', ['--check', '--log-level', 'warn', '.']],
  ...(existsSync('scripts/gen-types.mjs')
    ? [['contract types', 'node', ['scripts/gen-types.mjs', '--check']]]
    : []),
];
// Beside the browser tests: what reads the build. The Node tests first, the longest.
const beside = [
  [
    'node tests',
    'node',
    [
      // The server-render fault tests measure memory after a full collection.
      '--expose-gc',
      '--test',
      // Three files at a time (node:test takes one on two cores): most of their time is spent
      // waiting on servers, browsers and child processes, each on a port and folder of its own.
      '--test-concurrency=3',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./test/node/summary-reporter.mjs',
      '--test-reporter-destination=stdout',
      ...nodeTests,
    ],
  ],
  ['element reference', 'node', ['scripts/element-reference.mjs', '--check']],
  ['package contents', 'node', ['scripts/check-package.mjs']],
  ['documentation', 'node', ['scripts/check-docs.mjs']],
  ['size budgets', 'node', ['scripts/size.mjs', '--strict']],
];

if (!findChromium()) {
  console.error(installHint);
  process.exit(1);
}

const binOf = (command) =>
  command === 'node'
    ? process.execPath
    : command === 'npm'
      ? 'npm'
      : `node_modules/.bin/${command}`;
const children = new Set();

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
// The groups do not get the terminal's Ctrl-C: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Runs a step; its output streams (`live`) or is kept and printed whole when it ends. */
function run([name, command, args, env = {}], { live = false } = {}) {
  const begun = Date.now();
  return new Promise((done) => {
    // Each step leads a process group of its own, so a failure elsewhere ends it with the
    // browser it started (the test runner alone outlives a plain kill).
    const child = spawn(binOf(command), args, {
      stdio: live ? 'inherit' : 'pipe',
      env: { ...process.env, ...env },
      detached: true,
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      children.delete(child);
      process.stdout.write(output);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (status !== 0) {
        console.error(`\n✗ ${name} failed (${seconds} s)`);
        stopAll();
        process.exit(status ?? 1);
      }
      console.log(`✓ ${name} (${seconds} s)`);
      done();
    });
  });
}

// Two lanes beside the browser tests (more would starve its pages); one of them starts with the
// build and the checks of the sources.
const queue = [...beside];
const lane = async () => {
  for (let step = queue.shift(); step; step = queue.shift()) await run(step);
};
const built = run(build, { live: true });
const first = (async () => {
  for (const step of besideBuild) await run(step);
  await built;
  await lane();
})();
await built;
// A share's progress display would garble the other's: shares print when they end.
const browserTests = (async () => {
  rmSync('coverage', { recursive: true, force: true });
  await Promise.all(browser.map((step) => run(step, { live: SHARES === 1 })));
  if (SHARES > 1) await run(coverage);
})();
await Promise.all([browserTests, lane(), first]);
