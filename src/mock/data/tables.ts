/** Fixed reference tables: locales, countries, star words, attribute and category names. */
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

export const COUNTRY_CODES = [
  'US',
  'GB',
  'DE',
  'FR',
  'ES',
  'DK',
  'NL',
  'SE',
  'NO',
  'FI',
  'IT',
  'AT',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** ISO 3166-1 numeric codes. */
export const COUNTRY_NUMBERS: Record<CountryCode, string> = {
  US: '840',
  GB: '826',
  DE: '276',
  FR: '250',
  ES: '724',
  DK: '208',
  NL: '528',
  SE: '752',
  NO: '578',
  FI: '246',
  IT: '380',
  AT: '040',
};

/** Country names, in each table language. */
export const COUNTRY_NAMES: Record<Language, Record<CountryCode, string>> = {
  en: {
    US: 'United States',
    GB: 'United Kingdom',
    DE: 'Germany',
    FR: 'France',
    ES: 'Spain',
    DK: 'Denmark',
    NL: 'Netherlands',
    SE: 'Sweden',
    NO: 'Norway',
    FI: 'Finland',
    IT: 'Italy',
    AT: 'Austria',
  },
  de: {
    US: 'Vereinigte Staaten',
    GB: 'Vereinigtes Königreich',
    DE: 'Deutschland',
    FR: 'Frankreich',
    ES: 'Spanien',
    DK: 'Dänemark',
    NL: 'Niederlande',
    SE: 'Schweden',
    NO: 'Norwegen',
    FI: 'Finnland',
    IT: 'Italien',
    AT: 'Österreich',
  },
  fr: {
    US: 'États-Unis',
    GB: 'Royaume-Uni',
    DE: 'Allemagne',
    FR: 'France',
    ES: 'Espagne',
    DK: 'Danemark',
    NL: 'Pays-Bas',
    SE: 'Suède',
    NO: 'Norvège',
    FI: 'Finlande',
    IT: 'Italie',
    AT: 'Autriche',
  },
  es: {
    US: 'Estados Unidos',
    GB: 'Reino Unido',
    DE: 'Alemania',
    FR: 'Francia',
    ES: 'España',
    DK: 'Dinamarca',
    NL: 'Países Bajos',
    SE: 'Suecia',
    NO: 'Noruega',
    FI: 'Finlandia',
    IT: 'Italia',
    AT: 'Austria',
  },
  da: {
    US: 'USA',
    GB: 'Storbritannien',
    DE: 'Tyskland',
    FR: 'Frankrig',
    ES: 'Spanien',
    DK: 'Danmark',
    NL: 'Nederlandene',
    SE: 'Sverige',
    NO: 'Norge',
    FI: 'Finland',
    IT: 'Italien',
    AT: 'Østrig',
  },
  nl: {
    US: 'Verenigde Staten',
    GB: 'Verenigd Koninkrijk',
    DE: 'Duitsland',
    FR: 'Frankrijk',
    ES: 'Spanje',
    DK: 'Denemarken',
    NL: 'Nederland',
    SE: 'Zweden',
    NO: 'Noorwegen',
    FI: 'Finland',
    IT: 'Italië',
    AT: 'Oostenrijk',
  },
  sv: {
    US: 'USA',
    GB: 'Storbritannien',
    DE: 'Tyskland',
    FR: 'Frankrike',
    ES: 'Spanien',
    DK: 'Danmark',
    NL: 'Nederländerna',
    SE: 'Sverige',
    NO: 'Norge',
    FI: 'Finland',
    IT: 'Italien',
    AT: 'Österrike',
  },
};

/**
 * Words for 0 to 5 stars, per locale. A half step takes the word of the whole number above it
 * (4.5 reads "Excellent"), except 0.5 which is already a rating ("Bad").
 */
export const STAR_WORDS: Record<string, readonly string[]> = {
  'en-US': ['Not rated', 'Bad', 'Poor', 'Average', 'Great', 'Excellent'],
  'en-GB': ['Not rated', 'Bad', 'Poor', 'Average', 'Great', 'Excellent'],
  'de-DE': ['Nicht bewertet', 'Ungenügend', 'Mangelhaft', 'Befriedigend', 'Gut', 'Hervorragend'],
  'fr-FR': ['Non noté', 'Très mauvais', 'Médiocre', 'Moyen', 'Bien', 'Excellent'],
  'es-ES': ['Sin valorar', 'Malo', 'Deficiente', 'Normal', 'Bueno', 'Excelente'],
  'da-DK': ['Ikke bedømt', 'Dårlig', 'Ringe', 'Gennemsnitlig', 'God', 'Fremragende'],
  'nl-NL': ['Niet beoordeeld', 'Slecht', 'Matig', 'Gemiddeld', 'Goed', 'Uitstekend'],
  'sv-SE': ['Inte betygsatt', 'Dålig', 'Bristfällig', 'Godkänd', 'Bra', 'Utmärkt'],
};

export function starWord(locale: string, stars: number): string {
  return STAR_WORDS[locale]![Math.ceil(stars)]!;
}

/** Attribute rating names, per language. Ids are attributes.default.<key>. */
export const ATTRIBUTE_NAMES: Record<string, Record<Language, string>> = {
  quality: {
    en: 'Quality',
    de: 'Qualität',
    fr: 'Qualité',
    es: 'Calidad',
    da: 'Kvalitet',
    nl: 'Kwaliteit',
    sv: 'Kvalitet',
  },
  fit: {
    en: 'Fit',
    de: 'Passform',
    fr: 'Coupe',
    es: 'Ajuste',
    da: 'Pasform',
    nl: 'Pasvorm',
    sv: 'Passform',
  },
  value: {
    en: 'Value',
    de: 'Preis-Leistung',
    fr: 'Rapport qualité-prix',
    es: 'Relación calidad-precio',
    da: 'Værdi for pengene',
    nl: 'Prijs-kwaliteit',
    sv: 'Prisvärdhet',
  },
  comfort: {
    en: 'Comfort',
    de: 'Komfort',
    fr: 'Confort',
    es: 'Comodidad',
    da: 'Komfort',
    nl: 'Comfort',
    sv: 'Komfort',
  },
  durability: {
    en: 'Durability',
    de: 'Haltbarkeit',
    fr: 'Durabilité',
    es: 'Durabilidad',
    da: 'Holdbarhed',
    nl: 'Duurzaamheid',
    sv: 'Hållbarhet',
  },
};

export const ATTRIBUTE_PREFIX = 'attributes.default.';

export function attributeName(attributeId: string, language: Language = 'en'): string {
  const names = ATTRIBUTE_NAMES[attributeId.slice(ATTRIBUTE_PREFIX.length)];
  return names ? names[language] : attributeId;
}

export interface CategoryRow {
  categoryId: string;
  name: string;
  displayNames: Record<Language, string>;
}

function category(categoryId: string, name: string, names: string): CategoryRow {
  const [en, de, fr, es, da, nl, sv] = names.split('|') as [string, ...string[]];
  return {
    categoryId,
    name,
    displayNames: { en, de: de!, fr: fr!, es: es!, da: da!, nl: nl!, sv: sv! },
  };
}

export const CATEGORY_ROWS: readonly CategoryRow[] = [
  category(
    'cat-101',
    'outdoor_store',
    'Outdoor Store|Outdoor-Geschäft|Magasin de plein air|Tienda de actividades al aire libre|Friluftsbutik|Outdoorwinkel|Friluftsbutik',
  ),
  category(
    'cat-102',
    'sporting_goods_store',
    'Sporting Goods Store|Sportgeschäft|Magasin d’articles de sport|Tienda de deportes|Sportsbutik|Sportwinkel|Sportaffär',
  ),
  category(
    'cat-103',
    'clothing_store',
    'Clothing Store|Bekleidungsgeschäft|Magasin de vêtements|Tienda de ropa|Tøjbutik|Kledingwinkel|Klädbutik',
  ),
  category(
    'cat-104',
    'furniture_store',
    'Furniture Store|Möbelgeschäft|Magasin de meubles|Tienda de muebles|Møbelbutik|Meubelwinkel|Möbelaffär',
  ),
  category(
    'cat-105',
    'home_goods_store',
    'Home Goods Store|Haushaltswarengeschäft|Magasin d’articles pour la maison|Tienda de artículos para el hogar|Boligbutik|Woonwinkel|Inredningsbutik',
  ),
  category(
    'cat-106',
    'book_store',
    'Book Store|Buchhandlung|Librairie|Librería|Boghandel|Boekhandel|Bokhandel',
  ),
  category(
    'cat-107',
    'bicycle_store',
    'Bicycle Store|Fahrradgeschäft|Magasin de vélos|Tienda de bicicletas|Cykelforhandler|Fietsenwinkel|Cykelbutik',
  ),
  category('cat-108', 'coffee_shop', 'Coffee Shop|Café|Café|Cafetería|Café|Koffiebar|Kafé'),
  category(
    'cat-109',
    'travel_agency',
    'Travel Agency|Reisebüro|Agence de voyages|Agencia de viajes|Rejsebureau|Reisbureau|Resebyrå',
  ),
  category(
    'cat-110',
    'lighting_store',
    'Lighting Store|Leuchtengeschäft|Magasin de luminaires|Tienda de iluminación|Lampebutik|Verlichtingswinkel|Belysningsbutik',
  ),
  category(
    'cat-111',
    'garden_center',
    'Garden Center|Gartencenter|Jardinerie|Centro de jardinería|Havecenter|Tuincentrum|Trädgårdscenter',
  ),
  category(
    'cat-112',
    'florist',
    'Florist|Blumengeschäft|Fleuriste|Floristería|Blomsterhandler|Bloemist|Blomsteraffär',
  ),
  category(
    'cat-113',
    'shoe_store',
    'Shoe Store|Schuhgeschäft|Magasin de chaussures|Zapatería|Skobutik|Schoenenwinkel|Skobutik',
  ),
  category(
    'cat-114',
    'interior_designer',
    'Interior Designer|Innenarchitekt|Architecte d’intérieur|Interiorista|Indretningsarkitekt|Interieurontwerper|Inredningsarkitekt',
  ),
];
