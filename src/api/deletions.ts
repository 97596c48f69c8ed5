import type { CallOptions, Client } from './client.js';
import type { QueryOf, ResultOf } from './operation-types.js';

/**
 * The deletion lists: IDs the platform deleted, which callers must remove from their systems.
 * Page with `nextToken` from the previous answer; the last page has none.
 */
export function listDeletedConsumers(
  client: Client,
  query: QueryOf<'listDeletedConsumers'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listDeletedConsumers'>> {
  return client.request({ path: '/v1/consumers/deletions', query, auth: 'apiKey' }, call);
}

export function listDeletedReviews(
  client: Client,
  query: QueryOf<'listDeletedReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listDeletedReviews'>> {
  return client.request({ path: '/v1/reviews/deletions', query, auth: 'apiKey' }, call);
}

export function listDeletedProductReviews(
  client: Client,
  query: QueryOf<'listDeletedProductReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listDeletedProductReviews'>> {
  return client.request({ path: '/v1/product-reviews/deletions', query, auth: 'apiKey' }, call);
}
