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

// The static checks read files only: they run side by side, each one's output printed whole.
const checks = steps.splice(
  0,
  steps.findIndex(([name]) => name === 'build'),
);
const started = Date.now();
const results = await Promise.all(
  checks.map(
    ([name, command, args]) =>
      new Promise((done) => {
        const child = spawn(binOf(command), args);
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => done({ name, status, output }));
      }),
  ),
);
for (const { name, status, output } of results) {
  process.stdout.write(output);
  report(name, status, started);
}

for (const [name, command, args] of steps) {
  const begun = Date.now();
  const { status } = spawnSync(binOf(command), args, { stdio: 'inherit' });
  report(name, status, begun);
}
