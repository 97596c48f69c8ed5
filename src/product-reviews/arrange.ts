import type { Item } from '../review-list/review-card.js';

/** The orders a whole list can be shown in. */
export const SORTS = ['newest', 'highest', 'lowest'] as const;
export type Sort = (typeof SORTS)[number];

/** What the shopper asked of a whole list: stars, photos only, words to find, an order. */
export interface Arrangement {
  stars: number[];
  photos: boolean;
  search: string;
  sort: Sort;
}

/** A known order, or `newest`. */
export const parseSort = (value: string | null | undefined): Sort =>
  SORTS.find((sort) => sort === value?.trim().toLowerCase()) ?? 'newest';

/** Lower case, without accents: "Qualität" finds "qualitat", "QUALITÄT" and "qualität". */
const fold = (text: string, locale: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

/** The words of a search, folded; empty when there is nothing to look for. */
export const searchWords = (search: string, locale: string): string[] =>
  fold(search, locale).split(/\s+/).filter(Boolean);

/**
 * The reviews of a whole list (newest first) that match, in the order asked: every search word
 * in the review's text, its reviewer's name or the shop's reply. Ties keep the newest first.
 */
export function arrange(items: Item[], asked: Arrangement, locale: string): Item[] {
  const words = searchWords(asked.search, locale);
  const found = items.filter((item) => {
    if (asked.stars.length && !asked.stars.includes(item.stars)) return false;
    if (asked.photos && !item.photos.length) return false;
    if (!words.length) return true;
    const text = fold([item.content, item.name, item.reply?.comment ?? ''].join('\n'), locale);
    return words.every((word) => text.includes(word));
  });
  if (asked.sort === 'newest') return found;
  const sign = asked.sort === 'highest' ? -1 : 1;
  return found.sort((a, b) => sign * (a.stars - b.stars));
}
