/**
 * The mock review platform inside the page: every demo page imports this module first. It starts
 * MSW's service worker with the mock's handlers (so no request leaves the browser), applies the
 * visitor's settings, and puts the demo toolbar on the page.
 *
 * A real shop has none of this: its widgets talk to the platform's API.
 */
import { setupWorker } from 'msw/browser';
import { createMockPlatform, MOCK_API_KEY, MOCK_IDS } from '../src/mock/index.js';
import { FAILURES, loadSettings, type DemoSettings } from './settings.js';
import { mountToolbar } from './toolbar.js';

/** The API address the demo's widgets use (answered by the worker, never by a network). */
export const MOCK_ADDRESS = 'https://api.rp-mock.test';
export { MOCK_API_KEY, MOCK_IDS };

export const settings: DemoSettings = loadSettings();

/** The platform of this page: the shop's catalogue below comes from its data set too. */
export const platform = createMockPlatform({ seed: 1, latency: settings.latency });
for (const rule of FAILURES[settings.failure].rules) platform.fail(rule);

const worker = setupWorker(...platform.handlers);
const ready = worker.start({
  quiet: true,
  onUnhandledRequest: 'bypass',
  // Relative, so the built demo works from any folder.
  serviceWorker: { url: './mockServiceWorker.js' },
});

// Widgets may ask before the worker is ready (the CDN page loads them with a plain script tag):
// hold those requests until it is, rather than letting them reach the network.
const networkFetch = window.fetch;
window.fetch = (...args: Parameters<typeof fetch>) =>
  ready.then(() => networkFetch.apply(window, args));
void ready.finally(() => {
  window.fetch = networkFetch;
});

/**
 * The colour scheme reaches the page; the language reaches the widgets' configuration (the shop's
 * own texts stay English, so the page's `lang` does too).
 */
export function applySettings(next: DemoSettings): void {
  document.documentElement.dataset.scheme = next.scheme;
  for (const config of document.querySelectorAll('rp-config')) {
    config.setAttribute('locale', next.locale);
  }
  for (const badge of document.querySelectorAll('rp-trust-badge')) {
    badge.setAttribute('theme', next.scheme);
  }
  const widgets = 'rp-stars, rp-trust-badge, rp-product-reviews, rp-business-reviews';
  for (const widget of document.querySelectorAll(widgets)) {
    widget.setAttribute('fallback', next.fallback);
  }
  // Pages redraw what they format themselves (prices).
  document.dispatchEvent(new Event('demo-settings'));
}

applySettings(settings);
mountToolbar(settings, applySettings);

await ready;
