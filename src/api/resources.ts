import { path, type CallOptions, type Client } from './client.js';
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
