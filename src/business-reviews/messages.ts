import { Catalogues, Words, type Texts } from '../core/catalogue.js';
import {
  reviewCatalogues,
  reviewMessages,
  type ReviewMessages,
} from '../product-reviews/messages.js';
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
export const businessReviewCatalogues = new Catalogues(en, {
  da: () => import('./locales/da.json', { with: { type: 'json' } }),
  de: () => import('./locales/de.json', { with: { type: 'json' } }),
  es: () => import('./locales/es.json', { with: { type: 'json' } }),
  fi: () => import('./locales/fi.json', { with: { type: 'json' } }),
  fr: () => import('./locales/fr.json', { with: { type: 'json' } }),
  it: () => import('./locales/it.json', { with: { type: 'json' } }),
  ja: () => import('./locales/ja.json', { with: { type: 'json' } }),
  nb: () => import('./locales/nb.json', { with: { type: 'json' } }),
  nl: () => import('./locales/nl.json', { with: { type: 'json' } }),
  pl: () => import('./locales/pl.json', { with: { type: 'json' } }),
  pt: () => import('./locales/pt.json', { with: { type: 'json' } }),
  'pt-PT': () => import('./locales/pt-PT.json', { with: { type: 'json' } }),
  ru: () => import('./locales/ru.json', { with: { type: 'json' } }),
  sv: () => import('./locales/sv.json', { with: { type: 'json' } }),
  zh: () => import('./locales/zh.json', { with: { type: 'json' } }),
});

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
