// What the API's browser test files take from their page, for their run in Node: mocha's
// describe/it (node:test's, under the same names), `window` and the page's `location`.
import { after, before, afterEach, beforeEach, describe, it as nodeIt } from 'node:test';

/** A test that hangs fails after 10 s, as under the browser runner's mocha. */
function it(name: string, fn: () => unknown) {
  return nodeIt(name, { timeout: 10_000 }, async () => {
    await fn();
  });
}

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

export { after, afterEach, before, beforeEach, describe, it };
