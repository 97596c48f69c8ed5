// `npm test`: every check, in order of speed. Stops at the first failing step with its name.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium, installHint } from './chromium.mjs';

const steps = [
  ['format', 'prettier', ['--check', '--log-level', 'warn', '.']],
  ['lint', 'eslint', ['--max-warnings', '0', '.']],
  ['typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
];
if (existsSync('scripts/gen-types.mjs')) {
  steps.push(['contract types', 'node', ['scripts/gen-types.mjs', '--check']]);
}
// Node tests (*.node.mjs: the mock API over HTTP, the headless client in Node) import the built
// package, so they come after the build, as do the browser tests: those load the built CDN file as
// a merchant would.
const nodeTests = readdirSync('test', { recursive: true })
  .filter((file) => file.endsWith('.node.mjs'))
  .sort()
  .map((file) => `test/${file}`);
steps.push(
  ['build', 'npm', ['run', '--silent', 'build']],
  ['element reference', 'node', ['scripts/element-reference.mjs', '--check']],
  ['package contents', 'node', ['scripts/check-package.mjs']],
  ['documentation', 'node', ['scripts/check-docs.mjs']],
  [
    'node tests',
    'node',
    [
      // The server-render fault tests measure memory after a full collection.
      '--expose-gc',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./test/node/summary-reporter.mjs',
      '--test-reporter-destination=stdout',
      ...nodeTests,
    ],
  ],
  [
    'browser tests',
    'wtr',
    ['--config', 'web-test-runner.config.mjs', '--coverage', ...process.argv.slice(2)],
  ],
  ['size budgets', 'node', ['scripts/size.mjs', '--strict']],
);

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

function report(name, status, started) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    process.exit(status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

/** Runs a step with its output kept, to print whole when it ends. */
function buffered([name, command, args]) {
  return new Promise((done) => {
    const child = spawn(binOf(command), args);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => done({ name, status, output }));
  });
}

// The static checks read files only: they run side by side, each one's output printed whole.
const checks = steps.splice(
  0,
  steps.findIndex(([name]) => name === 'build'),
);
const started = Date.now();
for (const { name, status, output } of await Promise.all(checks.map(buffered))) {
  process.stdout.write(output);
  report(name, status, started);
}

function run([name, command, args]) {
  const begun = Date.now();
  const { status } = spawnSync(binOf(command), args, { stdio: 'inherit' });
  report(name, status, begun);
}

// The Node tests run beside the browser tests, whose pages leave the cores half idle while they
// wait for frames and answers; the Node tests' output is printed after the browser tests'.
const nodeAt = steps.findIndex(([name]) => name === 'node tests');
for (const step of steps.slice(0, nodeAt)) run(step);
const nodeRun = buffered(steps[nodeAt]);
const browserBegun = Date.now();
const browserStatus = await new Promise((done) => {
  const [, command, args] = steps[nodeAt + 1];
  spawn(binOf(command), args, { stdio: 'inherit' }).on('close', done);
});
const node = await nodeRun;
process.stdout.write(node.output);
report(node.name, node.status, browserBegun);
report(steps[nodeAt + 1][0], browserStatus, browserBegun);
for (const step of steps.slice(nodeAt + 2)) run(step);
