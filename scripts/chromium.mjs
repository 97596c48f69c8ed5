// Finds a Chromium or Chrome binary for the browser tests and the benchmarks.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((path) => existsSync(path));
}

export const installHint =
  'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary.';

/** Chromium flags that work headless as root and on a machine without internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Test pages run side by side: keep the ones in the background painting and on time.
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];
