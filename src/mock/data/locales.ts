/** Locales the mock platform knows, and the names of their languages in each language. */
import type { Language } from './text.js';

export const TABLE_LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'es', 'da', 'nl', 'sv'];

/** Maps a locale ("de-DE", "de", "DE-de") to the language of the tables, or undefined. */
export function languageOf(locale: string | null | undefined): Language | undefined {
  const language = locale?.slice(0, 2).toLowerCase();
  return TABLE_LANGUAGES.find((known) => known === language);
}

export interface LocaleRow {
  locale: string;
  region: string;
  countryId: number;
  tld: string;
  isDefaultForLanguage: boolean;
  isSupportedInBusinessWebApp: boolean;
}

export const LOCALE_ROWS: readonly LocaleRow[] = [
  {
    locale: 'en-US',
    region: 'US',
    countryId: 840,
    tld: 'com',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: true,
  },
  {
    locale: 'en-GB',
    region: 'GB',
    countryId: 826,
    tld: 'co.uk',
    isDefaultForLanguage: false,
    isSupportedInBusinessWebApp: true,
  },
  {
    locale: 'de-DE',
    region: 'DE',
    countryId: 276,
    tld: 'de',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: true,
  },
  {
    locale: 'fr-FR',
    region: 'FR',
    countryId: 250,
    tld: 'fr',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: true,
  },
  {
    locale: 'es-ES',
    region: 'ES',
    countryId: 724,
    tld: 'es',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: true,
  },
  {
    locale: 'da-DK',
    region: 'DK',
    countryId: 208,
    tld: 'dk',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: true,
  },
  {
    locale: 'nl-NL',
    region: 'NL',
    countryId: 528,
    tld: 'nl',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: false,
  },
  {
    locale: 'sv-SE',
    region: 'SE',
    countryId: 752,
    tld: 'se',
    isDefaultForLanguage: true,
    isSupportedInBusinessWebApp: false,
  },
];

export const DEFAULT_LOCALE = 'en-US';

/** Finds a supported locale, ignoring case ("en-us" -> "en-US"). */
export function findLocale(locale: string | null | undefined): string | undefined {
  const wanted = locale?.replace('_', '-').toLowerCase();
  return LOCALE_ROWS.find((row) => row.locale.toLowerCase() === wanted)?.locale;
}

/** Names of languages, in each table language. */
export const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  en: {
    en: 'English',
    de: 'German',
    fr: 'French',
    es: 'Spanish',
    da: 'Danish',
    nl: 'Dutch',
    sv: 'Swedish',
  },
  de: {
    en: 'Englisch',
    de: 'Deutsch',
    fr: 'Französisch',
    es: 'Spanisch',
    da: 'Dänisch',
    nl: 'Niederländisch',
    sv: 'Schwedisch',
  },
  fr: {
    en: 'anglais',
    de: 'allemand',
    fr: 'français',
    es: 'espagnol',
    da: 'danois',
    nl: 'néerlandais',
    sv: 'suédois',
  },
  es: {
    en: 'inglés',
    de: 'alemán',
    fr: 'francés',
    es: 'español',
    da: 'danés',
    nl: 'neerlandés',
    sv: 'sueco',
  },
  da: {
    en: 'engelsk',
    de: 'tysk',
    fr: 'fransk',
    es: 'spansk',
    da: 'dansk',
    nl: 'nederlandsk',
    sv: 'svensk',
  },
  nl: {
    en: 'Engels',
    de: 'Duits',
    fr: 'Frans',
    es: 'Spaans',
    da: 'Deens',
    nl: 'Nederlands',
    sv: 'Zweeds',
  },
  sv: {
    en: 'engelska',
    de: 'tyska',
    fr: 'franska',
    es: 'spanska',
    da: 'danska',
    nl: 'nederländska',
    sv: 'svenska',
  },
};
