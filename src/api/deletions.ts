import type { CallOptions, Client } from './client.js';
import type { QueryOf, ResultOf } from './operation-types.js';

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

/**
 * The deletion lists: IDs the platform deleted, which callers must remove from their systems.
 * Page with `nextToken` from the previous answer; the last page has none.
 */
export function listDeletedConsumers(
  client: Client,
  query: QueryOf<'listDeletedConsumers'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listDeletedConsumers'>> {
  return client.request(
    {
      path: '/v1/consumers/deletions',
      query,
      auth: 'apiKey',
      check: pageProblem('consumers', 'consumerId'),
    },
    call,
  );
}

export function listDeletedReviews(
  client: Client,
  query: QueryOf<'listDeletedReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listDeletedReviews'>> {
  return client.request(
    {
      path: '/v1/reviews/deletions',
      query,
      auth: 'apiKey',
      check: pageProblem('reviews', 'reviewId'),
    },
    call,
  );
}

export function listDeletedProductReviews(
  client: Client,
  query: QueryOf<'listDeletedProductReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listDeletedProductReviews'>> {
  return client.request(
    {
      path: '/v1/product-reviews/deletions',
      query,
      auth: 'apiKey',
      check: pageProblem('product-reviews', 'productReviewId'),
    },
    call,
  );
}
