import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/**
 * open-wc's `waitUntil` with 5 s instead of 1 s before it gives up: a loaded CI machine can take
 * over a second for a request and a render, and a condition that holds returns at its first check.
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: 5000, ...options });
}
