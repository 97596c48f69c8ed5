import type { RpConfigValue } from './context.js';
import { defaultStoreTtl, maxStoreTtl } from './tab-store.js';
import { configUndefined } from './definition.js';

/** Configuration after attributes, ancestors and defaults have been applied. */
export interface ResolvedConfig {
  apiKey: string | undefined;
  baseUrl: string;
  businessUnitId: string | undefined;
  locale: string;
  authUrl: string | undefined;
  /** Milliseconds a call may take before the widget gives up; the client's default when absent. */
  timeout: number | undefined;
  /** Seconds public aggregates are kept in the tab for the next page; 0 keeps none. */
  storeTtl: number;
}

const keys = [
  'apiKey',
  'baseUrl',
  'businessUnitId',
  'locale',
  'authUrl',
  'timeout',
  'storeTtl',
] as const;

/** Own values win over inherited ones; empty strings count as absent. */
export function mergeConfig(
  own: RpConfigValue,
  inherited: RpConfigValue | undefined,
): RpConfigValue {
  const merged: RpConfigValue = {};
  for (const key of keys) {
    // A framework may set a number (timeout) where an attribute gives a string.
    const value = String(own[key] ?? '').trim() || String(inherited?.[key] ?? '').trim();
    if (value) merged[key] = value;
  }
  return merged;
}

/** Thrown (and reported through the element's `error` event) when configuration is unusable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Applies the defaults: the base URL resolves against the page (absent means the page's origin,
 * so a merchant can proxy the API through their own domain) and the locale falls back to the
 * nearest `lang` attribute, then `en-US`.
 */
export function resolveConfig(value: RpConfigValue, host: Element): ResolvedConfig {
  let base: URL;
  try {
    // Without a document (a server render, whose requests go through its own client) a path is
    // checked against a stand-in origin: the browser resolves it against the page.
    base = new URL(value.baseUrl ?? '/', globalThis.document?.baseURI ?? 'https://page.invalid');
  } catch {
    throw new ConfigError(`base-url "${value.baseUrl}" is not a valid URL.`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new ConfigError(`base-url "${value.baseUrl}" must be an http(s) URL.`);
  }
  // The API key would go to the host after the @, and fetch refuses such URLs anyway.
  if (base.username || base.password) {
    throw new ConfigError(`base-url "${value.baseUrl}" must not hold a user name or password.`);
  }
  const locale = displayLocale(value, host);
  if (value.locale && !canonical(value.locale)) {
    throw new ConfigError(`locale "${value.locale}" is not a valid language tag.`);
  }
  const timeout = value.timeout === undefined ? undefined : Number(value.timeout);
  if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) {
    throw new ConfigError(`timeout "${value.timeout}" is not a number of milliseconds above 0.`);
  }
  const storeTtl = value.storeTtl === undefined ? defaultStoreTtl : Number(value.storeTtl);
  if (!(Number.isInteger(storeTtl) && storeTtl >= 0 && storeTtl <= maxStoreTtl)) {
    throw new ConfigError(
      `store-ttl "${value.storeTtl}" is not a number of seconds from 0 to ${maxStoreTtl}.`,
    );
  }
  return {
    apiKey: value.apiKey,
    baseUrl: base.href.replace(/\/+$/, ''),
    businessUnitId: value.businessUnitId,
    locale,
    authUrl: value.authUrl,
    timeout,
    storeTtl,
  };
}

/** Canonical tags already looked up: every element of a page asks for the same one or two. */
const canonicalTags = new Map<string, string | undefined>();

function canonical(tag: string): string | undefined {
  if (!canonicalTags.has(tag)) {
    let found: string | undefined;
    try {
      found = Intl.getCanonicalLocales(tag)[0];
    } catch {
      // Not a language tag: absent.
    }
    // Pages use a handful of tags; an odd page that sets hundreds starts the list afresh.
    if (canonicalTags.size >= 100) canonicalTags.clear();
    canonicalTags.set(tag, found);
  }
  return canonicalTags.get(tag);
}

/** The locale to format with: the configured one, else the nearest `lang`, else en-US. Never throws. */
export function displayLocale(value: RpConfigValue, host: Element): string {
  const lang = value.locale ?? host.closest('[lang]')?.getAttribute('lang') ?? '';
  return (lang && canonical(lang)) || 'en-US';
}

/** The platform's pages and strings need language-region ("de" becomes "de-DE"). */
export function regionLocale(locale: string): string {
  // Most pages name the region already; likely-subtag data is costly to load the first time.
  if (/^[a-z]{2,3}-[A-Z]{2}$/.test(locale)) return locale;
  const { language, region } = new Intl.Locale(locale).maximize();
  return region ? `${language}-${region}` : 'en-US';
}

const attributeNames = { apiKey: 'api-key', businessUnitId: 'business-unit-id' } as const;

/** A configuration value an element may need before it asks the platform. */
export type ConfigKey = keyof typeof attributeNames;

/**
 * The resolved configuration of `host`, or a `ConfigError` naming the first missing attribute.
 * Widgets call it inside their data task, so the error reaches the `error` event.
 */
export function requireConfig(
  host: Element,
  value: RpConfigValue,
  required: readonly ConfigKey[],
): ResolvedConfig {
  const config = resolveConfig(value, host);
  for (const key of required) {
    if (config[key]) continue;
    throw new ConfigError(
      configUndefined(host)
        ? `<rp-config> is not defined, so <${host.localName}> inside it has no ${attributeNames[key]}: load rp-widgets/config/define (or the CDN's elements/config.js) too.`
        : `missing ${attributeNames[key]}: set it on <${host.localName}> or on an <rp-config> ancestor.`,
    );
  }
  return config;
}
