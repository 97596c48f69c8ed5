// A loader hook of scripts/stryker-node-runner.mjs: the Node test files it loads get
// scripts/node-test-collector.mjs for `node:test`, which registers their tests with the runner.
const collector = new URL('./node-test-collector.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'node:test') return { url: collector, shortCircuit: true };
  return nextResolve(specifier, context);
}
