// A Stryker test runner for `npm run mutate` and `npm run mutate:server`: it loads the test files
// once, in its own process, and runs their tests there for every change. Stryker switches the
// change on by a global the code reads at each call, so nothing is loaded again (except for a
// change to code that runs while loading: then the files are loaded afresh with it switched on,
// or `nodeTests.fresh` runs them in a new process), and per-test coverage lets each change run
// only the tests that reach it. The files are the API's tests bundled for Node
// (scripts/api-node-tests.mjs) unless `nodeTests.files` names others. describe/it and the hooks
// register into this runner, in mocha's order: test/support/node/globals.ts hands them over when
// it finds the collector, and a Node test file's `node:test` is scripts/node-test-collector.mjs.
import { spawn } from 'node:child_process';
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { PluginKind, commonTokens, declareClassPlugin } from '@stryker-mutator/api/plugin';
import {
  DryRunStatus,
  MutantRunStatus,
  TestStatus,
  toMutantRunResult,
} from '@stryker-mutator/api/test-runner';
import { apiNodeTestFiles } from './api-node-tests.mjs';

/** The longest a test may take unless it says, as under the browser runner's mocha. */
const defaultTimeout = 10_000;

class Suite {
  constructor(name, parent) {
    this.name = name;
    this.parent = parent;
    this.children = [];
    this.hooks = { before: [], after: [], beforeEach: [], afterEach: [] };
  }

  get title() {
    return this.parent ? [this.parent.title, this.name].filter(Boolean).join(' > ') : this.name;
  }

  /** This suite and those around it, outermost first. */
  get chain() {
    return this.parent ? [...this.parent.chain, this] : [this];
  }

  *tests() {
    for (const child of this.children) {
      if (child instanceof Suite) yield* child.tests();
      else yield child;
    }
  }
}

/** Fails after `ms` if `promise` has not settled; the timer never outlives it. */
function within(promise, ms, name) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const ns = () => (globalThis.__stryker__ ??= {});

class NodeTestRunner {
  static inject = [commonTokens.options];

  root = new Suite('', undefined);
  loads = 0;

  constructor(options) {
    const { files = apiNodeTestFiles(), timeout = defaultTimeout, fresh } = options.nodeTests ?? {};
    this.files = files;
    this.timeout = timeout;
    this.fresh = fresh;
  }

  capabilities() {
    return { reloadEnvironment: true };
  }

  async init() {
    register('./node-test-hooks.mjs', import.meta.url);
    await this.load();
  }

  /** Imports the test files, registering their tests; again under a new URL to reload them. */
  async load() {
    const root = new Suite('', undefined);
    let current = root;
    globalThis.__rpTestCollector = {
      describe(name, fn) {
        const suite = new Suite(name, current);
        current.children.push(suite);
        current = suite;
        try {
          fn();
        } finally {
          current = suite.parent;
        }
      },
      it(name, fn, timeout) {
        current.children.push({ name, fn, suite: current, timeout });
      },
      hook(kind, fn) {
        current.hooks[kind].push(fn);
      },
    };
    const reload = this.loads++ ? `?load=${this.loads}` : '';
    for (const file of this.files) {
      current = new Suite(file, root);
      root.children.push(current);
      await import(pathToFileURL(resolve(file)).href + reload);
    }
    delete globalThis.__rpTestCollector;
    const ids = new Map();
    for (const test of root.tests()) {
      const title = `${test.suite.title} > ${test.name}`;
      const n = (ids.get(title) ?? 0) + 1;
      ids.set(title, n);
      test.id = n > 1 ? `${title} #${n}` : title;
    }
    this.root = root;
  }

  async dryRun({ coverageAnalysis }) {
    // The instrumented code keeps the coverage object it first found: fill that one.
    const coverage = (ns().mutantCoverage ??= { static: {}, perTest: {} });
    coverage.perTest = {};
    const tests = await this.run({ perTest: coverageAnalysis === 'perTest', bail: false });
    return { status: DryRunStatus.Complete, tests, mutantCoverage: coverage };
  }

  async mutantRun({ activeMutant, testFilter, disableBail, hitLimit, reloadEnvironment }) {
    const state = ns();
    state.activeMutant = activeMutant.id;
    state.hitLimit = hitLimit;
    state.hitCount = hitLimit === undefined ? undefined : 0;
    try {
      if (reloadEnvironment && this.fresh) return await this.runFresh(activeMutant.id);
      if (reloadEnvironment) await this.load();
      const only = testFilter && new Set(testFilter);
      const tests = await this.run({ only, bail: !disableBail });
      if (hitLimit !== undefined && state.hitCount > hitLimit) {
        return {
          status: MutantRunStatus.Timeout,
          reason: `Hit limit reached (${state.hitCount}/${hitLimit})`,
        };
      }
      return toMutantRunResult({ status: DryRunStatus.Complete, tests });
    } finally {
      state.activeMutant = undefined;
      state.hitLimit = undefined;
    }
  }

  /**
   * Runs every test file with `node --test` in a new process, the change switched on from its
   * start (the instrumented code reads it from the environment): for a change to code that runs
   * while modules load, which loading the files again would not reach (they import the package).
   */
  async runFresh(id) {
    const args = [...this.fresh, '--test', '--test-reporter=tap', ...this.files];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, __STRYKER_ACTIVE_MUTANT__: id },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // Never outliving this runner, which Stryker ends when a change runs too long.
    const end = () => child.kill();
    process.once('exit', end);
    const code = await new Promise((done) => child.on('close', done)).finally(() =>
      process.off('exit', end),
    );
    if (code === 0) return { status: MutantRunStatus.Survived, nrOfTests: this.files.length };
    // The tests node's report names as failed, by the ids they have here.
    const failed = output.split('\n').filter((line) => /^\s*not ok /.test(line));
    const killedBy = [...this.root.tests()]
      .filter((test) => failed.some((line) => line.includes(test.name)))
      .map((test) => test.id);
    return {
      status: MutantRunStatus.Killed,
      killedBy,
      failureMessage: output.slice(-2000),
      nrOfTests: this.files.length,
    };
  }

  async run({ only, bail, perTest = false }) {
    const results = [];
    const wanted = (test) => !only || only.has(test.id);
    const stop = { now: false };
    const runSuite = async (suite) => {
      if (![...suite.tests()].some(wanted)) return;
      let failed;
      try {
        for (const hook of suite.hooks.before)
          await within(Promise.resolve().then(hook), this.timeout, 'before');
      } catch (error) {
        failed = error;
      }
      for (const child of suite.children) {
        if (stop.now) break;
        if (child instanceof Suite) await runSuite(child);
        else if (wanted(child)) await runTest(child, failed);
      }
      for (const hook of suite.hooks.after) {
        await within(Promise.resolve().then(hook), this.timeout, 'after').catch(() => {});
      }
    };
    const runTest = async (test, failedBefore) => {
      const started = performance.now();
      const chain = test.suite.chain;
      let error = failedBefore;
      if (perTest) ns().currentTestId = test.id;
      try {
        if (!error) {
          for (const suite of chain) {
            for (const hook of suite.hooks.beforeEach)
              await within(Promise.resolve().then(hook), this.timeout, 'beforeEach');
          }
          await within(Promise.resolve().then(test.fn), test.timeout ?? this.timeout, test.name);
        }
      } catch (thrown) {
        error = thrown;
      }
      for (const suite of [...chain].reverse()) {
        for (const hook of suite.hooks.afterEach) {
          try {
            await within(Promise.resolve().then(hook), this.timeout, 'afterEach');
          } catch (thrown) {
            error ??= thrown;
          }
        }
      }
      ns().currentTestId = undefined;
      const base = { id: test.id, name: test.id, timeSpentMs: performance.now() - started };
      if (error === undefined) {
        results.push({ ...base, status: TestStatus.Success });
      } else {
        results.push({
          ...base,
          status: TestStatus.Failed,
          failureMessage: String(error?.stack ?? error),
        });
        if (bail) stop.now = true;
      }
    };
    await runSuite(this.root);
    return results;
  }
}

/** The runner's options: which files, each test's longest run, and node's options for a fresh run. */
export const strykerValidationSchema = {
  $schema: 'http://json-schema.org/draft-07/schema',
  type: 'object',
  properties: {
    nodeTests: {
      type: 'object',
      properties: {
        files: { type: 'array', items: { type: 'string' } },
        timeout: { type: 'number' },
        fresh: { type: 'array', items: { type: 'string' } },
      },
      additionalProperties: false,
    },
  },
};

export const strykerPlugins = [
  declareClassPlugin(PluginKind.TestRunner, 'node-tests', NodeTestRunner),
];
