// `@open-wc/testing` for the API's test files when they run in Node: chai's expect, and a
// waitUntil that polls as open-wc's does.
import { expect } from 'chai';

export { expect };

export async function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message = 'waitUntil timed out',
  { interval = 50, timeout = 1000 }: { interval?: number; timeout?: number } = {},
): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
