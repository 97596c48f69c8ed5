import { withWords, type Plural } from '../shared/messages.js';
import { reviewMessages, type ReviewMessages } from '../product-reviews/messages.js';

/** What `<rp-business-reviews>` says on top of the review list's words. */
export interface BusinessReviewMessages extends ReviewMessages {
  /** The widget's name: "Reviews of Acme Outdoor", or without a name while it loads. */
  named(name: string): string;
  /** The carousel's controls and slide names ("3 of 12"). */
  carousel: string;
  slide: string;
  previousSlide: string;
  nextSlide: string;
  slideOf(index: number, count: number): string;
  pause: string;
  play: string;
  readMore: string;
  readLess: string;
}

type Own = Omit<BusinessReviewMessages, keyof ReviewMessages>;

const tables: Record<string, (p: Plural) => Own> = {
  en: () => ({
    named: (name) => (name ? `Reviews of ${name}` : 'Customer reviews'),
    carousel: 'carousel',
    slide: 'slide',
    previousSlide: 'Previous review',
    nextSlide: 'Next review',
    slideOf: (index, count) => `${index} of ${count}`,
    pause: 'Stop automatic slide show',
    play: 'Start automatic slide show',
    readMore: 'Read more',
    readLess: 'Show less',
  }),
  de: () => ({
    named: (name) => (name ? `Bewertungen von ${name}` : 'Kundenbewertungen'),
    carousel: 'Karussell',
    slide: 'Folie',
    previousSlide: 'Vorherige Bewertung',
    nextSlide: 'Nächste Bewertung',
    slideOf: (index, count) => `${index} von ${count}`,
    pause: 'Automatische Wiedergabe anhalten',
    play: 'Automatische Wiedergabe starten',
    readMore: 'Weiterlesen',
    readLess: 'Weniger anzeigen',
  }),
};

/** The list's words in the locale's language with this element's own (English otherwise). */
export const businessReviewMessages = (locale: string): BusinessReviewMessages =>
  withWords(reviewMessages, tables, locale);
