import type { Client } from '../api/client.js';
import { findBusinessUnit, listBusinessUnitReviews } from '../api/business-units.js';
import { domainName, loadBadge, type Badge } from '../business-summary/badge-data.js';
import { fromBusinessReview, type Item } from '../review-list/review-card.js';
import type { ReviewQuery } from './query.js';

/** One page of the business's reviews, with the header's data when asked for. */
export interface ReviewsPage {
  items: Item[];
  /** Whether another page may follow (the public list has no total). */
  more: boolean;
  badge?: Badge;
}

/** What a page of the business's reviews is asked with. */
export interface ReviewsRequest {
  target: { businessUnitId: string } | { domain: string };
  locale: string;
  query: ReviewQuery & { page: number };
  /** Whether the header (the business's badge data) is shown. */
  header: boolean;
  /** The header of a view shown before, reused instead of asked for again. */
  kept?: { badge?: Badge };
}

/**
 * Resolves the business (a domain through the find endpoint), then asks for the page of reviews
 * and the header's data together. The header is an extra: when it fails, the reviews are still
 * returned, and `warn` says why once. Without a header, an empty first page still gets the
 * badge's data: its empty state links to the review form.
 */
export async function loadReviewsPage(
  client: Client,
  { target, locale, query, header, kept }: ReviewsRequest,
  signal: AbortSignal,
  warn?: (message: string) => void,
): Promise<ReviewsPage> {
  const id =
    'domain' in target
      ? (await findBusinessUnit(client, domainName(target.domain), { signal })).id
      : target.businessUnitId;
  const loadHeader = () =>
    loadBadge(client, { businessUnitId: id }, locale, signal).catch((error: Error) => {
      if (!signal.aborted) warn?.(`${error.message} The reviews are shown without it.`);
      return undefined;
    });
  const [badge, list] = await Promise.all([
    header ? (kept ? kept.badge : loadHeader()) : undefined,
    listBusinessUnitReviews(client, id, query, { signal }),
  ]);
  const reviews = Array.isArray(list.reviews) ? list.reviews : [];
  const items = reviews
    .filter((review) => review && typeof review === 'object')
    .map(fromBusinessReview);
  const empty = !header && !items.length && query.page === 1;
  return {
    items,
    more: reviews.length >= query.perPage,
    badge: badge ?? (empty ? await loadHeader() : undefined),
  };
}
