/**
 * The widget builder's own words, in the widgets' languages: one catalogue per language in
 * `demo/locales/`, checked against English by `npm test` as the widgets' are, and read the same way.
 */
import { Catalogues, catalogueFiles, Words, type Texts } from '../src/core/catalogue.js';
import { displayName, intl } from '../src/core/intl.js';
import en from './locales/en.json' with { type: 'json' };

export const builderCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

const PLAIN = [
  'noManifest',
  'connection',
  'apiKey',
  'baseUrl',
  'connect',
  'use',
  'find',
  'nameOrDomain',
  'country',
  'anyCountry',
  'search',
  'searching',
  'typeName',
  'resultPages',
  'previous',
  'next',
  'businessUnitId',
  'widgetSection',
  'widget',
  'language',
  'theme',
  'light',
  'dark',
  'accent',
  'noAccent',
  'fontSize',
  'pageFont',
  'preview',
  'pickFirst',
  'pageWidth',
  'narrow',
  'code',
  'scriptTag',
  'react',
  'vue',
  'plain',
  'email',
  'emailLight',
  'emailDark',
  'yourProducts',
  'pickProduct',
  'addProduct',
  'pageLanguage',
  'pageColours',
  'pageBackground',
  'yourSite',
  'apiAddress',
  'signInPage',
  'scriptFiles',
  'fromSite',
  'filesFolder',
  'needProducts',
] as const;

function make(t: Texts) {
  const count = (value: number) => intl(Intl.NumberFormat, t.locale).format(value);
  const where = (country: string) => (country ? t.t('inCountry', { country }) : '');
  return {
    ...t.plain(...PLAIN),
    /** The region names of the countries menu and the results, in the builder's language. */
    countryName: (code: string) => displayName(t.locale, 'region', code),
    found: (results: number, query: string, country: string, page: number) =>
      t.n('found', results, {
        count: count(results),
        query,
        where: where(country),
        page: page > 1 ? t.t('onPage', { page: count(page) }) : '',
      }),
    noResults: (query: string, country: string) =>
      `${t.t('noResults', { query, where: where(country) })} ${t.t(country ? 'tryAgainCountry' : 'tryAgain')}`,
    refusedKey: (key: string) => t.t('refusedKey', { key }),
    unreachable: (address: string) => t.t('unreachable', { address: address || location.origin }),
    unknownBusiness: (id: string) => t.t('unknownBusiness', { id }),
    trustScore: (score: number) => t.t('trustScore', { score: count(score) }),
    reviews: (total: number) => t.n('reviews', total, { count: count(total) }),
    useBusiness: (name: string) => t.t('useBusiness', { name }),
    chosen: (name: string, domain: string) => t.t('chosen', { name, domain }),
    attributesOf: (tag: string) => t.t('attributesOf', { tag }),
    ownerElement: (tag: string) => t.t('ownerElement', { tag }),
    previewFailed: (message: string) => t.t('previewFailed', { message }),
    skuWithoutReviews: (sku: string) => t.t('skuWithoutReviews', { sku }),
    /** An attribute in words (`attr:per-page`), its own name for one the catalogue lacks. */
    label: (name: string) => t.t(`attr:${name}`) || name,
    /** A value of a menu in words (`value:order-by:stars.desc`), else the value itself. */
    value: (name: string, value: string) => t.t(`value:${name}:${value}`) || value,
    needOption: (label: string) => t.t('needOption', { label }),
    needApiAddress: (placeholder: string) => t.t('needApiAddress', { placeholder }),
    needSignInPage: (placeholder: string) => t.t('needSignInPage', { placeholder }),
    unknownProducts: (ids: string) => t.t('unknownProducts', { ids }),
    fromCdn: (version: string) => t.t('fromCdn', { version }),
    cdnUnpublished: (version: string) => t.t('cdnUnpublished', { version }),
    copy: (label: string) => t.t('copy', { label }),
    copied: (label: string) => t.t('copied', { label }),
    copyFailed: (label: string) => t.t('copyFailed', { label }),
  };
}

export type BuilderTexts = ReturnType<typeof make>;

/** The builder's words by locale: `get` once the locale's catalogue is loaded, `orEnglish` before. */
export const builderWords = new Words([builderCatalogues], make);
