import { newTask } from './render-slices.js';

/**
 * The few sentences the widgets speak, per language. Numbers, dates and plurals go through Intl;
 * a locale without its own table uses English words with its own number format.
 */
export interface Messages {
  rated(score: string, count: string | undefined, total: number): string;
  reviews(count: string, total: number): string;
  noReviews: string;
  loading: string;
  unavailable: string;
}

export type Plural = (total: number, one: string, other: string) => string;

/**
 * Picks the singular or plural word for a count, by the locale's plural rules. The rules are
 * looked up at the first count, not before: a loading widget has no count to say, and the first
 * Intl object of a page is costly to make.
 */
export const plural: (locale: string) => Plural = (locale) => (total, one, other) =>
  intl(Intl.PluralRules, locale).select(total) === 'one' ? one : other;

const tables: Record<string, (p: Plural) => Messages> = {
  en: (p) => ({
    rated: (score, count, total) =>
      `Rated ${score} out of 5 stars` +
      (count ? `, ${count} ${p(total, 'review', 'reviews')}` : ''),
    reviews: (count, total) => `${count} ${p(total, 'review', 'reviews')}`,
    noReviews: 'No reviews yet',
    loading: 'Loading rating',
    unavailable: 'Rating unavailable',
  }),
  de: (p) => ({
    rated: (score, count, total) =>
      `Bewertet mit ${score} von 5 Sternen` +
      (count ? `, ${count} ${p(total, 'Bewertung', 'Bewertungen')}` : ''),
    reviews: (count, total) => `${count} ${p(total, 'Bewertung', 'Bewertungen')}`,
    noReviews: 'Noch keine Bewertungen',
    loading: 'Bewertung wird geladen',
    unavailable: 'Bewertung nicht verfügbar',
  }),
  fr: (p) => ({
    rated: (score, count, total) =>
      `Noté ${score} sur 5 étoiles` + (count ? `, ${count} ${p(total, 'avis', 'avis')}` : ''),
    reviews: (count, total) => `${count} ${p(total, 'avis', 'avis')}`,
    noReviews: 'Pas encore d’avis',
    loading: 'Chargement de la note',
    unavailable: 'Note indisponible',
  }),
  es: (p) => ({
    rated: (score, count, total) =>
      `Valorado con ${score} de 5 estrellas` +
      (count ? `, ${count} ${p(total, 'opinión', 'opiniones')}` : ''),
    reviews: (count, total) => `${count} ${p(total, 'opinión', 'opiniones')}`,
    noReviews: 'Aún no hay opiniones',
    loading: 'Cargando valoración',
    unavailable: 'Valoración no disponible',
  }),
  da: (p) => ({
    rated: (score, count, total) =>
      `Bedømt ${score} ud af 5 stjerner` +
      (count ? `, ${count} ${p(total, 'anmeldelse', 'anmeldelser')}` : ''),
    reviews: (count, total) => `${count} ${p(total, 'anmeldelse', 'anmeldelser')}`,
    noReviews: 'Ingen anmeldelser endnu',
    loading: 'Indlæser bedømmelse',
    unavailable: 'Bedømmelse ikke tilgængelig',
  }),
};

const made = new WeakMap<object, Map<string, unknown>>();

/**
 * The sentences of `tables` for a locale, made once per locale: its language's table with the
 * locale's plural rules, else English words with English plural rules. Numbers and dates stay
 * in the locale's own format either way.
 */
export function wordsFor<T>(tables: Record<string, (p: Plural) => T>, locale: string): T {
  let byLocale = made.get(tables);
  if (!byLocale) made.set(tables, (byLocale = new Map()));
  let words = byLocale.get(locale) as T | undefined;
  if (!words) {
    const table = tables[locale.split('-')[0]!.toLowerCase()];
    words = table ? table(plural(locale)) : tables.en!(plural('en'));
    byLocale.set(locale, words);
  }
  return words;
}

export const messagesFor = (locale: string): Messages => wordsFor(tables, locale);

const extended = new WeakMap<object, Map<string, unknown>>();

/** An element's own words over a base set (`base(locale)`), made once per locale. */
export function withWords<B, O>(
  base: (locale: string) => B,
  tables: Record<string, (p: Plural) => O>,
  locale: string,
): B & O {
  let byLocale = extended.get(tables);
  if (!byLocale) extended.set(tables, (byLocale = new Map()));
  let words = byLocale.get(locale) as (B & O) | undefined;
  if (!words) {
    words = { ...base(locale), ...wordsFor(tables, locale) };
    byLocale.set(locale, words);
  }
  return words;
}

type IntlKind<T> = new (locale: string, options: never) => T;
const formatters = new Map<string, unknown>();

/**
 * One Intl object per kind, locale and options for the whole page: creating one costs far more
 * than using it, and every element renders with the same few.
 */
export function intl<T>(kind: IntlKind<T>, locale: string, options: object = {}): T {
  const key = `${kind.name} ${locale} ${JSON.stringify(options)}`;
  let instance = formatters.get(key) as T | undefined;
  if (!instance) {
    instance = new kind(locale, options as never);
    formatters.set(key, instance);
  }
  return instance;
}

/** A number in the locale's format, with a fixed number of decimals when given. */
export function formatNumber(locale: string, value: number, decimals?: number): string {
  return intl(
    Intl.NumberFormat,
    locale,
    decimals === undefined
      ? {}
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  ).format(value);
}

/** "63 %" style percentages, by the locale's rules. */
export function formatPercent(locale: string, share: number): string {
  return intl(Intl.NumberFormat, locale, { style: 'percent' }).format(share);
}

const warmed = new Set<string>();

/**
 * Makes a locale's number and plural formats in a task of their own, once per page and locale.
 * The first Intl object of a page costs tens of milliseconds (its locale data is loaded then);
 * made while the widgets' requests are out, that time is not added to the render of the data.
 */
export function prepareLocale(locale: string): void {
  if (warmed.has(locale)) return;
  warmed.add(locale);
  void newTask().then(() => {
    // Saying a count once makes what every count needs: the number format and the plural
    // rules the words use (English ones for a language spoken in English words).
    messagesFor(locale).reviews(formatNumber(locale, 2), 2);
    formatNumber(locale, 0, 1);
  });
}
