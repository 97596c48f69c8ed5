import { path, type CallOptions, type Client } from './client.js';
import type { QueryOf } from './operation-types.js';
import { endpoint, type Endpoint } from './endpoint.js';

/** GET the supported locales. */
export const getLocales: Endpoint<'getLocales', [query?: QueryOf<'getLocales'>]> = endpoint(
  1,
  (query) => ({ path: '/v1/resources/metadata/locales', query, auth: 'apiKey' }),
);

/** GET the countries. */
export const getCountries: Endpoint<'getCountries', [query?: QueryOf<'getCountries'>]> = endpoint(
  1,
  (query) => ({ path: '/v1/resources/metadata/countries', query, auth: 'apiKey' }),
);

/** GET the links to the image resources. */
export const getImageLinks: Endpoint<'getImageLinks'> = endpoint(0, () => ({
  path: '/v1/resources/images',
  auth: 'apiKey',
}));

/** GET the platform's star images for a star value (0 to 5 in halves). */
export const getStarImages: Endpoint<'getStarImages', [stars: number]> = endpoint(1, (stars) => ({
  path: path`/v1/resources/images/stars/${stars}`,
  auth: 'apiKey',
  check: (body: { starSvg?: { url?: unknown } }) =>
    typeof body?.starSvg?.url !== 'string' && 'no starSvg.url',
}));

/** GET the platform's logos for light and dark backgrounds. */
export const getLogos: Endpoint<'getLogos'> = endpoint(0, () => ({
  path: '/v1/resources/images/logos',
  auth: 'apiKey',
  check: (body: { lightBackground?: unknown; darkBackground?: unknown }) =>
    (!body?.lightBackground || !body.darkBackground) && 'no lightBackground or darkBackground',
}));

/** GET the platform's icons. */
export const getIcons: Endpoint<'getIcons'> = endpoint(0, () => ({
  path: '/v1/resources/images/icons',
  auth: 'apiKey',
}));

/** GET the words for a star value in a locale ("Excellent"). */
export const getStarText: Endpoint<'getStarText', [stars: number, locale: string]> = endpoint(
  2,
  (stars, locale) => ({
    path: path`/v1/resources/strings/stars/${stars}`,
    query: { locale },
    auth: 'apiKey',
    check: (body: { string?: unknown }) => typeof body?.string !== 'string' && 'no string',
  }),
);

/**
 * Reads something that needs a locale the platform supports. When it refuses `locale` (400), as
 * it does for a page in en-CA or de-AT, asks once which locales it has (a cached read) and reads
 * again in its locale for that language, else in its default locale. A fallback that worked is
 * kept on the client: later reads go to it straight away.
 */
export async function inSupportedLocale<T>(
  client: Client,
  locale: string,
  read: (locale: string) => Promise<T>,
  call?: CallOptions,
): Promise<T> {
  const key = `supported locale ${locale}`;
  const known = client.scope.get(key) as string | undefined;
  if (known) return read(known);
  try {
    return await read(locale);
  } catch (error) {
    // The client's error for a 400 (read by its status: the error classes load only on failure).
    if (!(error instanceof Error) || (error as { status?: unknown }).status !== 400) throw error;
    const { locales, defaultLocale } = await getLocales(client, {}, call);
    const language = locale.split('-')[0]!.toLowerCase();
    const same = locales.filter((row) => row.language.toLowerCase() === language);
    const fallback = (same.find((row) => row.isDefaultForLanguage) ?? same[0] ?? defaultLocale)
      ?.locale;
    if (!fallback || fallback === locale) throw error;
    // Kept only once it has worked: a 400 about something else fails again here.
    const answer = await read(fallback);
    client.scope.set(key, fallback);
    return answer;
  }
}
