/** Resources: locales, countries, image links, star images and words, logos, icons (spec 4.5). */
import type {
  CountryList,
  Image,
  ImageLinks,
  Locale,
  LocaleList,
  LogoSet,
  Logos,
  StarImages,
  StarText,
} from '../../api/types.js';
import { apiBase, route, type Route } from '../context.js';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  COUNTRY_NUMBERS,
  type CountryCode,
} from '../data/countries.js';
import {
  DEFAULT_LOCALE,
  LANGUAGE_NAMES,
  LOCALE_ROWS,
  findLocale,
  languageOf,
  type LocaleRow,
} from '../data/locales.js';
import { starWord } from '../data/tables.js';
import type { Language } from '../data/text.js';
import { badRequest, json } from '../http.js';

const WEB_HOST = 'rp-mock.test';

/** An optional locale parameter: a supported one (any case), otherwise a 400. */
function optionalLocale(url: URL, name: string): string {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return DEFAULT_LOCALE;
  const locale = findLocale(raw);
  if (!locale) throw badRequest(`${name} "${raw}" is not a supported locale.`);
  return locale;
}

/** The stars path parameter: 0 to 5 in steps of 0.5, otherwise a 400. */
export function starsPath(raw: string): number {
  const stars = Number(raw);
  if (
    raw.trim() === '' ||
    !Number.isFinite(stars) ||
    stars < 0 ||
    stars > 5 ||
    (stars * 2) % 1 !== 0
  ) {
    throw badRequest(`stars must be a number from 0 to 5 in steps of 0.5, got "${raw}".`);
  }
  return stars;
}

function localeView(row: LocaleRow, translation: Language): Locale {
  const language = languageOf(row.locale)!;
  const name = (into: Language) =>
    `${LANGUAGE_NAMES[into][language]} (${COUNTRY_NAMES[into][row.region as CountryCode]})`;
  const site = `https://${row.locale === DEFAULT_LOCALE ? 'www' : row.locale.slice(0, 2)}.${WEB_HOST}`;
  return {
    locale: row.locale,
    language,
    region: row.region,
    countryId: row.countryId,
    nativeName: name(language),
    translatedName: name(translation),
    tld: row.tld,
    consumerWebApp: site,
    businessWebApp: `https://business.${WEB_HOST}/${row.locale}`,
    legalUrl: `${site}/legal`,
    commercialUrl: `https://business.${WEB_HOST}/${row.locale}/pricing`,
    aboutServiceUrl: `${site}/about`,
    supportUrl: `https://support.${WEB_HOST}/${row.locale}`,
    helpCenterUrl: `https://help.${WEB_HOST}/${row.locale}`,
    blog: `https://blog.${WEB_HOST}/${row.locale}`,
    businessSignupUrl: `https://business.${WEB_HOST}/${row.locale}/signup`,
    pressUrl: `${site}/press`,
    investorsUrl: `https://investors.${WEB_HOST}`,
    jobsUrl: `https://jobs.${WEB_HOST}`,
    statusPageUrl: `https://status.${WEB_HOST}`,
    isDefaultForLanguage: row.isDefaultForLanguage,
    isSupportedInBusinessWebApp: row.isSupportedInBusinessWebApp,
  };
}

function image(url: string, width: number, height: number): Image {
  return { url, width: String(width), height: String(height) };
}

/** Star image URLs on the asset host; "4.5" keeps its half in the path. */
export function starImages(assetBaseUrl: string, stars: number): StarImages {
  const base = `${assetBaseUrl}/stars/${stars}`;
  return {
    star128x24: image(`${base}/star-128x24.svg`, 128, 24),
    star256x48: image(`${base}/star-256x48.svg`, 256, 48),
    star512x96: image(`${base}/star-512x96.svg`, 512, 96),
    starSvg: image(`${base}/stars.svg`, 128, 24),
    stars,
  };
}

function logoSet(assetBaseUrl: string, background: 'dark' | 'light'): LogoSet {
  const base = `${assetBaseUrl}/logos/${background}`;
  return {
    logo72x18: image(`${base}/logo-72x18.svg`, 72, 18),
    logo144x36: image(`${base}/logo-144x36.svg`, 144, 36),
    logo288x72: image(`${base}/logo-288x72.svg`, 288, 72),
    logo576x144: image(`${base}/logo-576x144.svg`, 576, 144),
    logoSvg: image(`${base}/logo.svg`, 144, 36),
  };
}

export const resourceRoutes: Route[] = [
  route('get', '/v1/resources/metadata/locales', 'getLocales', 'apiKey', ({ url }) => {
    const translation = languageOf(optionalLocale(url, 'translationLocale'))!;
    const locales = LOCALE_ROWS.map((row) => localeView(row, translation));
    const body: LocaleList = {
      locales,
      defaultLocale: locales.find((locale) => locale.locale === DEFAULT_LOCALE)!,
    };
    return json(body);
  }),
  route('get', '/v1/resources/metadata/countries', 'getCountries', 'apiKey', ({ url }) => {
    const locale = optionalLocale(url, 'locale');
    const language = languageOf(locale)!;
    const body: CountryList = {
      countries: COUNTRY_CODES.map((code) => ({
        countryId: COUNTRY_NUMBERS[code],
        country: code,
        englishName: COUNTRY_NAMES.en[code],
        locale,
        translatedName: COUNTRY_NAMES[language][code],
      })),
    };
    return json(body);
  }),
  route('get', '/v1/resources/images', 'getImageLinks', 'apiKey', ({ url }) => {
    const base = `${apiBase(url)}/v1/resources/images`;
    const body: ImageLinks = {
      links: [
        { href: url.href, method: 'GET', rel: 'self' },
        ...[0, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((stars) => ({
          href: `${base}/stars/${stars}`,
          method: 'GET',
          rel: `stars-${stars}`,
        })),
        { href: `${base}/logos`, method: 'GET', rel: 'logos' },
        { href: `${base}/icons`, method: 'GET', rel: 'icons' },
      ],
    };
    return json(body);
  }),
  route(
    'get',
    '/v1/resources/images/stars/:stars',
    'getStarImages',
    'apiKey',
    ({ params, state }) => json(starImages(state.assetBaseUrl, starsPath(params.stars!))),
  ),
  route('get', '/v1/resources/images/logos', 'getLogos', 'apiKey', ({ state }) => {
    const body: Logos = {
      darkBackground: logoSet(state.assetBaseUrl, 'dark'),
      lightBackground: logoSet(state.assetBaseUrl, 'light'),
    };
    return json(body);
  }),
  route('get', '/v1/resources/images/icons', 'getIcons', 'apiKey', ({ state }) =>
    json({ image230x230: image(`${state.assetBaseUrl}/icons/icon-230x230.svg`, 230, 230) }),
  ),
  route('get', '/v1/resources/strings/stars/:stars', 'getStarText', 'apiKey', ({ url, params }) => {
    const stars = starsPath(params.stars!);
    const raw = url.searchParams.get('locale')?.trim();
    if (!raw) throw badRequest('locale is required.');
    const locale = findLocale(raw);
    if (!locale) throw badRequest(`locale "${raw}" is not a supported locale.`);
    const body: StarText = { locale, string: starWord(locale, stars), stars };
    return json(body);
  }),
];
