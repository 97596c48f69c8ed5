import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import { intl } from '../core/intl.js';
import { beforePaint } from '../core/new-task.js';
import en from './locales/en.json' with { type: 'json' };

export { intl };

/**
 * The few sentences the rating widgets share, in every language of `locales/`. Numbers and dates
 * arrive formatted by Intl; the plural form is the locale's.
 */
export interface Messages {
  rated(score: string, count: string | undefined, total: number): string;
  reviews(count: string, total: number): string;
  noReviews: string;
  loading: string;
  unavailable: string;
}

/** The rating words' catalogues (`src/shared/locales/`). */
export const ratingCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

export const ratingMessages = (t: Texts): Messages => ({
  rated: (score, count, total) =>
    count ? t.n('ratedCount', total, { score, count }) : t.t('rated', { score }),
  reviews: (count, total) => t.n('reviews', total, { count }),
  noReviews: t.t('noReviews'),
  loading: t.t('loading'),
  unavailable: t.t('unavailable'),
});

/** The words of `<rp-stars>`. */
export const ratingWords = new Words([ratingCatalogues], ratingMessages);

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

const warmed = new Map<string, Promise<void>>();
const ready = new Set<string>();

/**
 * Makes Intl objects (through `intl`, which keeps them) after the current task, before the next
 * paint, once per page and `key`. Each costs milliseconds the first time (the first of a page
 * tens of them, as it loads the locale's data); made while the widgets' requests are out, that
 * time is not added to the render of the data, and what they size is in the first paint.
 */
export function prepareFormats(key: string, make: () => unknown): Promise<void> {
  let made = warmed.get(key);
  if (!made) {
    const done = () => void ready.add(key);
    made = beforePaint().then(make).then(done, done);
    warmed.set(key, made);
  }
  return made;
}

/** Whether `prepareFormats` has made the Intl objects of `key`: using them now costs little. */
export const formatsReady = (key: string): boolean => ready.has(key);

/** What every count needs: the locale's number format and plural rules (see `prepareFormats`). */
export function prepareLocale(locale: string): Promise<void> {
  return prepareFormats(locale, () => {
    intl(Intl.PluralRules, locale).select(formatNumber(locale, 2).length);
    formatNumber(locale, 0, 1);
  });
}
