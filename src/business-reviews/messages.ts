import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import { reviewCatalogues, reviewMessages, type ReviewMessages } from '../review-list/messages.js';
import en from './locales/en.json' with { type: 'json' };

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
}

/** The element's own catalogues (`src/business-reviews/locales/`). */
export const businessReviewCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

/** The review list's words with this element's own, once both catalogues of the locale are in. */
export const businessReviewWords = new Words(
  [reviewCatalogues, businessReviewCatalogues],
  (t: Texts): BusinessReviewMessages => ({
    ...reviewMessages(t),
    named: (name) => (name ? t.t('named', { name }) : t.t('customerReviews')),
    ...t.plain('carousel', 'slide', 'previousSlide', 'nextSlide', 'pause', 'play'),
    slideOf: (index, count) => t.t('slideOf', { index, count }),
  }),
);
