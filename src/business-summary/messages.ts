import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import { ratingCatalogues, ratingMessages, type Messages } from '../shared/messages.js';
import en from './locales/en.json' with { type: 'json' };

/** What the badge says, on top of the shared rating words (reviews, no reviews, loading...). */
export interface BadgeMessages extends Messages {
  /**
   * The words around the visible "TrustScore 4.3" and "1,234 reviews" that make the link's name
   * one sentence: before the score, between score and count, after the count.
   */
  summary(name: string): [string, string, string];
  /** The words before and after "No reviews yet". */
  empty(name: string): [string, string];
  newTab: string;
  writeReview: string;
  distribution: string;
  starRow(stars: number): string;
}

/** The words of a business's score, the badge's and the business list header's (`locales/`). */
export const badgeCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

/**
 * The parts of a sentence around the score and count, in the sentence's order, with the name
 * filled in after the split (a name may hold braces).
 */
const around = (text: string, name: string) =>
  text.split(/\{(?:score|count)\}/).map((part) => part.replaceAll('{name}', () => name));

/** The badge's words; like every widget's, in the locale's language once its catalogue is in. */
export const badgeWords = new Words(
  [ratingCatalogues, badgeCatalogues],
  (t: Texts): BadgeMessages => ({
    ...ratingMessages(t),
    summary: (name) => {
      const [before = '', between = '', after = ''] = around(t.t('summary'), name);
      return [before, between, after];
    },
    empty: (name) => {
      const [before = '', after = ''] = around(t.t('empty'), name);
      return [before, after];
    },
    ...t.plain('newTab', 'writeReview', 'distribution'),
    starRow: (stars) => t.n('starRow', stars, { stars }),
  }),
);
