import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/**
 * open-wc's `waitUntil` with 15 s instead of 1 s before it gives up: a bound for a hang, which a
 * machine running two suites at once can come near for a request and a render (5 s did, at a load
 * of 30); a condition that holds returns at its first check.
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: 15_000, ...options });
}
