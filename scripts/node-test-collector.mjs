// `node:test` as the Node test files see it under scripts/stryker-node-runner.mjs (its loader
// hook, scripts/node-test-hooks.mjs, sends their `node:test` here): test() and the hooks register
// into the runner's collector, which runs them once per change, only those that reach it.
const into = () => {
  const collector = globalThis.__rpTestCollector;
  if (!collector) throw new Error('Tests register only while the mutation runner loads its files.');
  return collector;
};

/** What the Node tests ask of their context: their name and a note for the report. */
const context = (name) => ({ name, diagnostic() {} });

/** `test(name, [options], fn)`; `options.timeout` is the test's own limit. */
export function test(name, options, fn) {
  if (typeof options === 'function') [fn, options] = [options, {}];
  into().it(name, () => fn(context(name)), options?.timeout);
}

export function describe(name, options, fn) {
  into().describe(name, typeof options === 'function' ? options : fn);
}

const hook = (kind) => (fn) => into().hook(kind, () => fn(context(kind)));
export const before = hook('before');
export const after = hook('after');
export const beforeEach = hook('beforeEach');
export const afterEach = hook('afterEach');
export { test as it };
export default test;
