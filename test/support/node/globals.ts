// What the API's browser test files take from their page, for their run in Node: mocha's
// describe/it and hooks (node:test's, or those of the mutation runner scripts/stryker-node-runner.mjs
// when it loads the files), `window`, the page's `location`, and a MessageChannel that does not
// keep the process alive (Node's ports do until they are closed).
import * as nodeTest from 'node:test';
import { setImmediate } from 'node:timers';

type Body = () => unknown;
type Hook = 'before' | 'after' | 'beforeEach' | 'afterEach';

/** The mutation runner's registry, present while it loads the test files. */
interface Collector {
  describe(name: string, fn: () => void): void;
  it(name: string, fn: Body): void;
  hook(kind: Hook, fn: Body): void;
}
const collector = () => (globalThis as { __rpTestCollector?: Collector }).__rpTestCollector;

export function describe(name: string, fn: () => void): void {
  const into = collector();
  if (into) into.describe(name, fn);
  else void nodeTest.describe(name, fn);
}

/** A test that hangs fails after 10 s, as under the browser runner's mocha. */
export function it(name: string, fn: Body): void {
  const into = collector();
  if (into) into.it(name, fn);
  else void nodeTest.it(name, { timeout: 10_000 }, async () => void (await fn()));
}

const hook =
  (kind: Hook) =>
  (fn: Body): void => {
    const into = collector();
    if (into) into.hook(kind, fn);
    else nodeTest[kind](async () => void (await fn()));
  };
export const before = hook('before');
export const after = hook('after');
export const beforeEach = hook('beforeEach');
export const afterEach = hook('afterEach');

/** Delivers each message as a task of its own, as a page's channel does. */
class PageMessageChannel {
  readonly port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  readonly port2 = {
    postMessage: (data: unknown) => {
      setImmediate(() => this.port1.onmessage?.(new MessageEvent('message', { data })));
    },
  };
}

const page = new URL('http://localhost:8000/');
Object.assign(globalThis, {
  window: globalThis,
  MessageChannel: PageMessageChannel,
  location: {
    origin: page.origin,
    href: page.href,
    pathname: page.pathname,
    search: page.search,
    hash: page.hash,
  },
});
