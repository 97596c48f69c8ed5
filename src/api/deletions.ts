import type { QueryValue } from './client.js';
import type { Operation, QueryOf } from './operation-types.js';
import { endpoint, type Endpoint } from './endpoint.js';

/**
 * Why a deletion page cannot be used: no list of records, a record without its ID, or a
 * `nextToken` that is not a string. A record skipped would be a deletion never made.
 */
const pageProblem =
  (records: string, id: string) =>
  (body: Record<string, unknown> | undefined): string | undefined => {
    const list = body?.[records];
    if (!Array.isArray(list)) return `no ${records} list`;
    const wrong = list.findIndex(
      (record: Record<string, unknown> | null) => typeof record?.[id] !== 'string' || !record[id],
    );
    if (wrong >= 0) return `${records}[${wrong}] has no ${id}`;
    const next = body!.nextToken;
    return next === undefined || next === null || typeof next === 'string'
      ? undefined
      : 'nextToken is not a string';
  };

type Deletions<O extends Operation> = Endpoint<O, [query?: QueryOf<O>]>;

/** A deletion list: its path and the records it holds, each known by its ID field. */
const deletions = (path: string, records: string, id: string) =>
  endpoint(1, (query?: Record<string, QueryValue>) => ({
    path,
    query,
    auth: 'apiKey',
    check: pageProblem(records, id),
  }));

/**
 * The deletion lists: IDs the platform deleted, which callers must remove from their systems.
 * Page with `nextToken` from the previous answer; the last page has none.
 */
export const listDeletedConsumers: Deletions<'listDeletedConsumers'> = deletions(
  '/v1/consumers/deletions',
  'consumers',
  'consumerId',
);

export const listDeletedReviews: Deletions<'listDeletedReviews'> = deletions(
  '/v1/reviews/deletions',
  'reviews',
  'reviewId',
);

export const listDeletedProductReviews: Deletions<'listDeletedProductReviews'> = deletions(
  '/v1/product-reviews/deletions',
  'product-reviews',
  'productReviewId',
);
