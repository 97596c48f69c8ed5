// What the browser test runs share: the browser they start and the mock's service worker.
import { readFileSync } from 'node:fs';
import { chromeLauncher } from '@web/test-runner-chrome';
import { findChromium, chromiumArgs } from './chromium.mjs';

const worker = readFileSync(new URL('../public/mockServiceWorker.js', import.meta.url));

/** MSW's worker must be served from the root to control every request of the test pages. */
export function serveMockWorker(context, next) {
  if (context.path === '/mockServiceWorker.js') {
    context.type = 'application/javascript';
    context.set('Service-Worker-Allowed', '/');
    context.body = worker;
    return undefined;
  }
  return next();
}

/** Headless Chromium with the project's flags, plus any the run needs. */
export const chromium = (args = []) =>
  chromeLauncher({
    launchOptions: {
      executablePath: findChromium(),
      headless: true,
      args: [...chromiumArgs, ...args],
    },
  });
