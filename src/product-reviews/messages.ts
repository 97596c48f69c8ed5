import { intl, wordsFor, type Plural } from '../shared/messages.js';

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
  reply: string;
  /** "Imported from Example Shop". */
  source(name: string): string;
  photo(index: number, count: number): string;
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
  noMatch: string;
  noLanguage(language: string): string;
  pageEmpty: string;
  loading: string;
  failed: string;
  retry: string;
  ratings(count: string, total: number): string;
}

const tables: Record<string, (p: Plural) => ReviewMessages> = {
  en: (p) => ({
    title: 'Customer reviews',
    reviews: 'Reviews',
    attributes: 'Ratings by feature',
    imported: 'Reviews from other sites',
    basedOn: (count, total) => `Based on ${count} ${p(total, 'review', 'reviews')}`,
    reviewWord: (total) => p(total, 'review', 'reviews'),
    starLabel: (stars) => `${stars} ${p(stars, 'star', 'stars')}`,
    filterBy: 'Filter by rating',
    showing: (stars) => `Showing ${stars} star reviews`,
    clear: 'Clear filter',
    inLanguage: (language, count, total) =>
      count ? `${count} ${p(total, 'review', 'reviews')} in ${language}` : `Reviews in ${language}`,
    everyLanguage: 'Reviews in all languages',
    allLanguages: (count) => `Show reviews in all languages (${count})`,
    onlyLanguage: (language) => `Show only reviews in ${language}`,
    review: (name, stars) => `${name}, ${stars} out of 5 stars`,
    outOf5: (value) => `${value} out of 5`,
    outOf5Stars: (stars) => `${stars} out of 5 stars`,
    verified: 'Verified',
    likes: (count, total) => `${count} ${p(total, 'person', 'people')} found this useful`,
    reply: 'Reply from the shop',
    source: (name) => `Imported from ${name}`,
    photo: (index, count) => `Photo ${index} of ${count}`,
    close: 'Close',
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
    pages: 'Review pages',
    previous: 'Previous',
    next: 'Next',
    page: (page) => `Page ${page}`,
    pageOf: (page, last) => `Page ${page} of ${last}`,
    results: (count, total, page, pages) =>
      `${count} ${p(total, 'review', 'reviews')}, page ${page}` + (pages ? ` of ${pages}` : ''),
    noReviews: 'No reviews yet',
    noMatch: 'No reviews match this filter.',
    noLanguage: (language) => `No reviews in ${language} yet.`,
    pageEmpty: 'There are no reviews on this page.',
    loading: 'Loading reviews',
    failed: 'Reviews could not be loaded.',
    retry: 'Retry',
    ratings: (count, total) => `${count} ${p(total, 'rating', 'ratings')}`,
  }),
  de: (p) => ({
    title: 'Kundenbewertungen',
    reviews: 'Bewertungen',
    attributes: 'Bewertung nach Merkmal',
    imported: 'Bewertungen von anderen Websites',
    basedOn: (count, total) => `Basierend auf ${count} ${p(total, 'Bewertung', 'Bewertungen')}`,
    reviewWord: (total) => p(total, 'Bewertung', 'Bewertungen'),
    starLabel: (stars) => `${stars} ${p(stars, 'Stern', 'Sterne')}`,
    filterBy: 'Nach Sternen filtern',
    showing: (stars, count) => `Bewertungen mit ${stars} ${p(count, 'Stern', 'Sternen')}`,
    clear: 'Filter entfernen',
    inLanguage: (language, count, total) =>
      count
        ? `${count} ${p(total, 'Bewertung', 'Bewertungen')} auf ${language}`
        : `Bewertungen auf ${language}`,
    everyLanguage: 'Bewertungen in allen Sprachen',
    allLanguages: (count) => `Bewertungen in allen Sprachen zeigen (${count})`,
    onlyLanguage: (language) => `Nur Bewertungen auf ${language} zeigen`,
    review: (name, stars) => `${name}, ${stars} von 5 Sternen`,
    outOf5: (value) => `${value} von 5`,
    outOf5Stars: (stars) => `${stars} von 5 Sternen`,
    verified: 'Verifiziert',
    likes: (count, total) => `${count} ${p(total, 'Person fand', 'Personen fanden')} das hilfreich`,
    reply: 'Antwort des Shops',
    source: (name) => `Importiert von ${name}`,
    photo: (index, count) => `Foto ${index} von ${count}`,
    close: 'Schließen',
    previousPhoto: 'Vorheriges Foto',
    nextPhoto: 'Nächstes Foto',
    pages: 'Bewertungsseiten',
    previous: 'Zurück',
    next: 'Weiter',
    page: (page) => `Seite ${page}`,
    pageOf: (page, last) => `Seite ${page} von ${last}`,
    results: (count, total, page, pages) =>
      `${count} ${p(total, 'Bewertung', 'Bewertungen')}, Seite ${page}` +
      (pages ? ` von ${pages}` : ''),
    noReviews: 'Noch keine Bewertungen',
    noMatch: 'Keine Bewertungen passen zu diesem Filter.',
    noLanguage: (language) => `Noch keine Bewertungen auf ${language}.`,
    pageEmpty: 'Auf dieser Seite gibt es keine Bewertungen.',
    loading: 'Bewertungen werden geladen',
    failed: 'Die Bewertungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    ratings: (count, total) => `${count} ${p(total, 'Bewertung', 'Bewertungen')}`,
  }),
};

/** The table of the locale's language; English words otherwise (numbers stay localized). */
export const reviewMessages = (locale: string): ReviewMessages => wordsFor(tables, locale);

/** "German" for "de", in the display locale; the code itself when Intl does not know it. */
export function languageName(locale: string, language: string): string {
  try {
    return intl(Intl.DisplayNames, locale, { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** A date without time, in the display locale; empty for an unreadable timestamp. */
export function formatDate(locale: string, timestamp: string | undefined): string {
  const date = new Date(timestamp ?? '');
  return isNaN(date.getTime())
    ? ''
    : intl(Intl.DateTimeFormat, locale, { dateStyle: 'medium' }).format(date);
}
