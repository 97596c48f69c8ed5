import { path, type CallOptions, type Client } from './client.js';
import { HttpError } from './errors.js';
import type { QueryOf, ResultOf } from './operation-types.js';

/** GET the supported locales. */
export function getLocales(
  client: Client,
  query: QueryOf<'getLocales'> = {},
  call?: CallOptions,
): Promise<ResultOf<'getLocales'>> {
  return client.request({ path: '/v1/resources/metadata/locales', query, auth: 'apiKey' }, call);
}

/** GET the countries. */
export function getCountries(
  client: Client,
  query: QueryOf<'getCountries'> = {},
  call?: CallOptions,
): Promise<ResultOf<'getCountries'>> {
  return client.request({ path: '/v1/resources/metadata/countries', query, auth: 'apiKey' }, call);
}

/** GET the links to the image resources. */
export function getImageLinks(
  client: Client,
  call?: CallOptions,
): Promise<ResultOf<'getImageLinks'>> {
  return client.request({ path: '/v1/resources/images', auth: 'apiKey' }, call);
}

/** GET the platform's star images for a star value (0 to 5 in halves). */
export function getStarImages(
  client: Client,
  stars: number,
  call?: CallOptions,
): Promise<ResultOf<'getStarImages'>> {
  return client.request(
    {
      path: path`/v1/resources/images/stars/${stars}`,
      auth: 'apiKey',
      check: (body: { starSvg?: { url?: unknown } }) =>
        typeof body?.starSvg?.url !== 'string' && 'no starSvg.url',
    },
    call,
  );
}

/** GET the platform's logos for light and dark backgrounds. */
export function getLogos(client: Client, call?: CallOptions): Promise<ResultOf<'getLogos'>> {
  return client.request(
    {
      path: '/v1/resources/images/logos',
      auth: 'apiKey',
      check: (body: { lightBackground?: unknown; darkBackground?: unknown }) =>
        (!body?.lightBackground || !body.darkBackground) && 'no lightBackground or darkBackground',
    },
    call,
  );
}

/** GET the platform's icons. */
export function getIcons(client: Client, call?: CallOptions): Promise<ResultOf<'getIcons'>> {
  return client.request({ path: '/v1/resources/images/icons', auth: 'apiKey' }, call);
}

/** GET the words for a star value in a locale ("Excellent"). */
export function getStarText(
  client: Client,
  stars: number,
  locale: string,
  call?: CallOptions,
): Promise<ResultOf<'getStarText'>> {
  return client.request(
    {
      path: path`/v1/resources/strings/stars/${stars}`,
      query: { locale },
      auth: 'apiKey',
      check: (body: { string?: unknown }) => typeof body?.string !== 'string' && 'no string',
    },
    call,
  );
}

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
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
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
