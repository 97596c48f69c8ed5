import { ratingWords } from '../shared/messages.js';
import { badgeWords } from '../business-summary/messages.js';
import { reviewWords } from '../review-list/messages.js';
import { businessReviewWords } from '../business-reviews/messages.js';
import { collectorWords } from '../review-collector/messages.js';

const all = [ratingWords, badgeWords, reviewWords, businessReviewWords, collectorWords];

/**
 * Loads the words of every server-rendered element in `locales`. A server-rendered element must
 * find its words at once, on the server and when it hydrates: a first draw without them would
 * differ from the HTML it hydrates.
 */
export function loadWords(locales: Iterable<string>): Promise<unknown> {
  return Promise.all([...locales].flatMap((locale) => all.map((words) => words.load(locale))));
}

/** Whether every server-rendered element has its words in `locale` already. */
export const wordsReady = (locale: string): boolean =>
  all.every((words) => words.get(locale) !== undefined);
