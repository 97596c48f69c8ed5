// What the browser test runs share: the browser they start and the mock's service worker.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
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

/**
 * A port the system picks as free. The runner's own search counts up from 8000, and two runners
 * starting together (the shares of one run, or two runs on one machine) can both take the same.
 */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Headless Chromium with the project's flags, plus any the run needs. */
export const chromium = (args = []) =>
  chromeLauncher({
    launchOptions: {
      executablePath: findChromium(),
      headless: true,
      args: [...chromiumArgs, ...args],
    },
  });
