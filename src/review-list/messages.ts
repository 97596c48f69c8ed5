import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import { displayName, intl } from '../core/intl.js';
import { prepareFormats } from '../shared/messages.js';
import en from './locales/en.json' with { type: 'json' };

/** The sentences of `<rp-product-reviews>`. Numbers and dates arrive already formatted. */
export interface ReviewMessages {
  title: string;
  reviews: string;
  attributes: string;
  imported: string;
  /** "Based on 128 reviews". */
  basedOn(count: string, total: number): string;
  /** "reviews" after a count, as in "80 reviews". */
  reviewWord(total: number): string;
  starLabel(stars: number): string;
  filterBy: string;
  /**
   * "Showing 4 and 5 star reviews". `count` decides the noun's number: the one star value when
   * there is one, else how many there are.
   */
  showing(stars: string, count: number): string;
  clear: string;
  /** "Reviews in German", or "12 reviews in German" once the number is known. */
  inLanguage(language: string, count: string | undefined, total: number): string;
  everyLanguage: string;
  /** "Show reviews in all languages (423)". */
  allLanguages(count: string, total: number): string;
  onlyLanguage(language: string): string;
  /** Name of a review: "Anna K., 4 out of 5 stars". */
  review(name: string, stars: number): string;
  outOf5(value: string): string;
  /** Name of a review without author or title: "4 out of 5 stars". */
  outOf5Stars(stars: number): string;
  /** The platform's mark on a verified review. */
  verified: string;
  /** "3 people found this useful". */
  likes(count: string, total: number): string;
  /** The toggle of a card whose text is clamped. */
  readMore: string;
  readLess: string;
  reply: string;
  /** "Imported from Example Shop". */
  source(name: string): string;
  photo(index: number, count: number): string;
  /** One of a review's photos, with whose review it is ("Photo 1 of 3 from Anna"). */
  photoFrom(index: number, count: number, name: string): string;
  /** Name of one review's group of photo thumbnails. */
  photos: string;
  /** Name of the strip of the shown reviews' photos beside the summary. */
  reviewPhotos: string;
  /** The link to the platform's review form. */
  writeReview: string;
  /** Visually hidden after a link that opens a new tab. */
  newTab: string;
  close: string;
  previousPhoto: string;
  nextPhoto: string;
  pages: string;
  previous: string;
  next: string;
  page(page: number): string;
  /** "Page 5 of 43", numbers already formatted. */
  pageOf(page: string, last: string): string;
  /** Live region after a page or filter change. */
  results(count: string, total: number, page: number, pages: number | undefined): string;
  noReviews: string;
  /** Under "No reviews yet": an invitation to write the first one. */
  firstReview: string;
  noMatch: string;
  /** Nothing in a whole list matches the shopper's search words. */
  noSearchMatch: string;
  /** The order of a whole list and its three choices. */
  sortBy: string;
  newest: string;
  highest: string;
  lowest: string;
  /** The filter that keeps the reviews with photos. */
  withPhotos: string;
  /** Name and placeholder of the search field. */
  search: string;
  noLanguage(language: string): string;
  pageEmpty: string;
  loading: string;
  failed: string;
  retry: string;
  ratings(count: string, total: number): string;
}

/** The catalogues of both review lists' words (`src/review-list/locales/`). */
export const reviewCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

/** The review list's words from the texts of a locale (also under `<rp-business-reviews>`'s own). */
export const reviewMessages = (t: Texts): ReviewMessages => ({
  ...t.plain(
    'title',
    'reviews',
    'attributes',
    'imported',
    'filterBy',
    'clear',
    'everyLanguage',
    'reply',
    'verified',
    'readMore',
    'readLess',
    'photos',
    'reviewPhotos',
    'writeReview',
    'newTab',
    'close',
    'previousPhoto',
    'nextPhoto',
    'pages',
    'previous',
    'next',
    'noReviews',
    'firstReview',
    'noMatch',
    'noSearchMatch',
    'sortBy',
    'newest',
    'highest',
    'lowest',
    'withPhotos',
    'search',
    'pageEmpty',
    'loading',
    'failed',
    'retry',
  ),
  basedOn: (count, total) => t.n('basedOn', total, { count }),
  reviewWord: (total) => t.n('reviewWord', total),
  starLabel: (stars) => t.n('starLabel', stars, { stars }),
  showing: (stars, count) => t.n('showing', count, { stars }),
  inLanguage: (language, count, total) =>
    count ? t.n('inLanguageCount', total, { count, language }) : t.t('inLanguage', { language }),
  allLanguages: (count) => t.t('allLanguages', { count }),
  onlyLanguage: (language) => t.t('onlyLanguage', { language }),
  review: (name, stars) => t.t('review', { name, stars }),
  outOf5: (value) => t.t('outOf5', { value }),
  outOf5Stars: (stars) => t.t('outOf5Stars', { stars }),
  likes: (count, total) => t.n('likes', total, { count }),
  source: (name) => t.t('source', { name }),
  photo: (index, count) => t.t('photo', { index, count }),
  photoFrom: (index, count, name) => t.t('photoFrom', { index, count, name }),
  page: (page) => t.t('page', { page }),
  pageOf: (page, last) => t.t('pageOf', { page, last }),
  results: (count, total, page, pages) =>
    pages
      ? t.n('resultsOf', total, { count, page, pages })
      : t.n('results', total, { count, page }),
  noLanguage: (language) => t.t('noLanguage', { language }),
  ratings: (count, total) => t.n('ratings', total, { count }),
});

/** The element's words in a locale, once its catalogue is in. */
export const reviewWords = new Words([reviewCatalogues], reviewMessages);

/** "German" for "de", in the display locale; the code itself when Intl does not know it. */
export const languageName = (locale: string, language: string) =>
  displayName(locale, 'language', language);

/** Makes the date format ahead, while the reviews are asked for (see `prepareFormats`). */
export function prepareDates(locale: string): void {
  prepareFormats(`dates ${locale}`, () => formatDate(locale, '2000-01-01'));
}

/** A date without time, in the display locale; empty for an unreadable timestamp. */
export function formatDate(locale: string, timestamp: string | undefined): string {
  const date = new Date(timestamp ?? '');
  return isNaN(date.getTime())
    ? ''
    : intl(Intl.DateTimeFormat, locale, { dateStyle: 'medium' }).format(date);
}
