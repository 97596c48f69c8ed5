import { formatNumber } from '../shared/messages.js';
import { languageName, type ReviewMessages } from '../review-list/messages.js';
import { fromPlatform, type Item } from '../review-list/review-card.js';
import { arrange, type Arrangement } from './arrange.js';
import { filteredTotal } from './summary.js';
import type { PlatformView, View } from './review-page.js';
import type { LanguageLine } from './list-head.js';

/*
 * What the list shows, from the answers and what the shopper asked: the reviews and how many
 * match, the language line's counts, why a page is empty, and what the live region reads.
 */

/** What the shopper asked of the list: its arrangement and the page (from 1). */
export interface Asked extends Arrangement {
  page: number;
}

/**
 * The reviews to list and how many match. A whole list is filtered, searched and sorted here
 * (every match, to page through); otherwise the page the platform gave, with the total the
 * summary knows (none under a language filter).
 */
export function shownReviews(
  view: PlatformView,
  asked: Arrangement,
  locale: string,
): { items: Item[]; total?: number } {
  if (!view.all) {
    const total = view.language
      ? undefined
      : filteredTotal(view.summary.numberOfReviews, asked.stars);
    return { items: view.reviews.map(fromPlatform), total };
  }
  const items = arrange(view.all.map(fromPlatform), asked, locale);
  return { items, total: items.length };
}

/**
 * The language line of an answer: the language shown and the counts. The count in one
 * language is known from a whole list or a short page.
 */
export function languageLine(view: PlatformView, active: number[], own: string): LanguageLine {
  const known = view.reviews.length < view.perPage && (view.reviews.length || view.page === 1);
  const count = view.all
    ? view.all.length
    : known
      ? (view.page - 1) * view.perPage + view.reviews.length
      : undefined;
  const all = filteredTotal(view.summary.numberOfReviews, active);
  return { shown: view.language, own, count, all };
}

/**
 * Why a page is empty: beyond the last page, no match for the search, the language, or the
 * filters.
 */
export function emptyText(
  m: ReviewMessages,
  locale: string,
  view: View<unknown>,
  asked: Asked,
): string {
  const whole = 'all' in view && !!view.all;
  const page = whole ? asked.page : view.page;
  if (page > 1) return m.pageEmpty;
  if (whole && asked.search.trim()) return m.noSearchMatch;
  if (whole && asked.photos) return m.noMatch;
  if (view.language) return m.noLanguage(languageName(locale, view.language));
  return view.stars.length ? m.noMatch : m.noReviews;
}

/** The answer the live region speaks of: the list's or the imported reviews'. */
export interface Announced {
  view?: View<unknown>;
  complete: boolean;
  /** The list (not the imported reviews): its star filter counts. */
  list: boolean;
  /** The list held whole, counted here. */
  whole?: PlatformView;
}

/** What the live region reads after the shopper paged or filtered: the results, or why none. */
export function announcement(
  m: ReviewMessages,
  locale: string,
  { view, complete, list, whole }: Announced,
  asked: Asked,
): string {
  if (!complete || !view) return '';
  if (whole) {
    const { total = 0 } = shownReviews(whole, asked, locale);
    if (total <= (asked.page - 1) * view.perPage) return emptyText(m, locale, view, asked);
    const last = Math.max(1, Math.ceil(total / view.perPage));
    return m.results(formatNumber(locale, total), total, asked.page, last);
  }
  if (!view.reviews.length) return emptyText(m, locale, view, asked);
  const known = !view.language;
  const count = known
    ? list
      ? filteredTotal(view.summary.numberOfReviews, view.stars)
      : view.summary.numberOfReviews.total
    : view.reviews.length;
  const last = known ? Math.max(1, Math.ceil(count / view.perPage)) : undefined;
  return m.results(formatNumber(locale, count), count, view.page, last);
}
