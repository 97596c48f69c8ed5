/**
 * The demo's controls, kept in localStorage so they follow the visitor from page to page: the
 * language, the colour scheme, and how the mock platform behaves (latency and failures).
 */
import type { FaultRule } from '../src/mock/index.js';
import { platformLocales } from '../src/shared/locales.js';

/** The language menu: the platform's 25 locales. */
export const LOCALES = platformLocales;

export const SCHEMES = { light: 'Light', dark: 'Dark' } as const;

/** What a widget that cannot load shows: nothing (collapse) or a notice. */
export const FALLBACKS = { collapse: 'Collapse', notice: 'Show a notice' } as const;

export const LATENCIES = { 0: 'None', 200: '200 ms', 1000: '1 s', 4000: '4 s' } as const;

/** Only API calls fail (paths with /v1/); the pictures keep loading. */
const api = '/v1/';

export const FAILURES = {
  none: { label: 'None', rules: [] },
  reviews: {
    label: 'Review lists fail',
    rules: [{ operation: 'listProductReviews', status: 503 }],
  },
  all: { label: 'Every call fails', rules: [{ path: api, status: 503 }] },
  flaky: { label: 'One call in three fails', rules: [{ path: api, status: 503, rate: 1 / 3 }] },
  limited: { label: 'Rate limited', rules: [{ path: api, status: 429, retryAfter: 60 }] },
  hang: { label: 'No answer (loading)', rules: [{ path: api, hang: true }] },
} satisfies Record<string, { label: string; rules: FaultRule[] }>;

export interface DemoSettings {
  locale: keyof typeof LOCALES;
  scheme: keyof typeof SCHEMES;
  latency: number;
  failure: keyof typeof FAILURES;
  fallback: keyof typeof FALLBACKS;
}

const KEY = 'rp-widgets-demo.settings';

export const DEFAULTS: DemoSettings = {
  locale: 'en-US',
  scheme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  latency: 200,
  failure: 'none',
  fallback: 'collapse',
};

function pick<T extends object>(table: T, value: unknown, fallback: keyof T): keyof T {
  return typeof value === 'string' || typeof value === 'number'
    ? String(value) in table
      ? (String(value) as keyof T)
      : fallback
    : fallback;
}

export function loadSettings(): DemoSettings {
  let saved: Partial<DemoSettings> = {};
  try {
    saved = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<DemoSettings>;
  } catch {
    saved = {};
  }
  return {
    locale: pick(LOCALES, saved.locale, DEFAULTS.locale),
    scheme: pick(SCHEMES, saved.scheme, DEFAULTS.scheme),
    latency: Number(pick(LATENCIES, saved.latency, DEFAULTS.latency as keyof typeof LATENCIES)),
    failure: pick(FAILURES, saved.failure, DEFAULTS.failure),
    fallback: pick(FALLBACKS, saved.fallback, DEFAULTS.fallback),
  };
}

export function saveSettings(settings: DemoSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
