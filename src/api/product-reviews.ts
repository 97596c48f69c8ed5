import { path, type CallOptions, type Client } from './client.js';
import type { BodyOf, QueryOf, ResultOf } from './operation-types.js';
import {
  attributesProblem,
  countProblem,
  reviewListProblem,
  reviewProblem,
  summaryProblem,
} from './checks.js';

const base = (businessUnitId: string) => path`/v1/product-reviews/business-units/${businessUnitId}`;
const hasList = (key: string) => (body: Record<string, unknown>) =>
  !Array.isArray(body?.[key]) && `no ${key} list`;
/**
 * A page of reviews: a list of at most `perPage` items (a longer one cannot be the page asked
 * for), each with the stars (1 to 5) and date every renderer relies on.
 */
const hasReviews = (perPage: number | undefined) => reviewListProblem('productReviews', perPage);
/** GET summary: one summary for all the given SKUs together. */
export function getProductReviewSummary(
  client: Client,
  businessUnitId: string,
  sku: readonly string[],
  call?: CallOptions,
): Promise<ResultOf<'getProductReviewSummary'>> {
  return client.request(
    { path: base(businessUnitId), query: { sku }, auth: 'apiKey', check: summaryProblem },
    call,
  );
}

/** POST batch-summaries: one summary per SKU (a read: retried, shared and cached). */
export function batchSummaries(
  client: Client,
  businessUnitId: string,
  skus: readonly string[],
  call?: CallOptions,
): Promise<ResultOf<'batchSummaries'>> {
  return client.request(
    {
      method: 'POST',
      path: `${base(businessUnitId)}/batch-summaries`,
      json: { skus },
      auth: 'apiKey',
      read: true,
      check: hasList('summaries'),
    },
    call,
  );
}

/** POST attribute-summaries: attribute averages and distributions per SKU, named in `locale`. */
export function batchAttributeSummaries(
  client: Client,
  businessUnitId: string,
  body: BodyOf<'batchAttributeSummaries'>,
  call?: CallOptions,
): Promise<ResultOf<'batchAttributeSummaries'>> {
  return client.request(
    {
      method: 'POST',
      path: `${base(businessUnitId)}/attribute-summaries`,
      json: body,
      auth: 'apiKey',
      read: true,
      check: attributesProblem,
    },
    call,
  );
}

/** GET reviews: a page of public product reviews; needs `sku` or `productUrl`. */
export function listProductReviews(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listProductReviews'>,
  call?: CallOptions,
): Promise<ResultOf<'listProductReviews'>> {
  return client.request(
    {
      path: `${base(businessUnitId)}/reviews`,
      query,
      auth: 'apiKey',
      check: hasReviews(query.perPage),
    },
    call,
  );
}

/** GET imported-reviews-summaries: the summary of reviews imported from other sources. */
export function getImportedReviewsSummary(
  client: Client,
  businessUnitId: string,
  sku: readonly string[],
  call?: CallOptions,
): Promise<ResultOf<'getImportedReviewsSummary'>> {
  return client.request(
    {
      path: `${base(businessUnitId)}/imported-reviews-summaries`,
      query: { sku },
      auth: 'apiKey',
      check: summaryProblem,
    },
    call,
  );
}

/** GET imported-reviews: a page of reviews imported from other sources. */
export function listImportedReviews(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listImportedReviews'>,
  call?: CallOptions,
): Promise<ResultOf<'listImportedReviews'>> {
  return client.request(
    {
      path: `${base(businessUnitId)}/imported-reviews`,
      query,
      auth: 'apiKey',
      check: hasReviews(query.perPage),
    },
    call,
  );
}

const privateBase = (businessUnitId: string) =>
  path`/v1/private/product-reviews/business-units/${businessUnitId}`;

/** GET private summaries: every product's summary, page by page (owner token). */
export function listPrivateProductReviewSummaries(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listPrivateProductReviewSummaries'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listPrivateProductReviewSummaries'>> {
  return client.request(
    {
      path: `${privateBase(businessUnitId)}/summaries`,
      query,
      auth: 'bearer',
      check: (body: { summaries?: unknown }) =>
        Array.isArray(body?.summaries)
          ? body.summaries.map((summary) => summaryProblem(summary ?? {})).find(Boolean)
          : 'no summaries list',
    },
    call,
  );
}

/** GET private reviews: with consumer details and state (owner token). */
export function listPrivateProductReviews(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listPrivateProductReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listPrivateProductReviews'>> {
  return client.request(
    {
      path: `${privateBase(businessUnitId)}/reviews`,
      query,
      auth: 'bearer',
      // As the public pages: no more than asked for, stars 1 to 5, and a total that makes sane pages.
      check: (body: Parameters<ReturnType<typeof hasReviews>>[0] & { total?: unknown }) =>
        hasReviews(query.perPage)(body) ?? countProblem(body.total, 'total'),
    },
    call,
  );
}

/** GET one private product review (owner token). */
export function getPrivateProductReview(
  client: Client,
  reviewId: string,
  query: QueryOf<'getPrivateProductReview'> = {},
  call?: CallOptions,
): Promise<ResultOf<'getPrivateProductReview'>> {
  return client.request(
    {
      path: path`/v1/private/product-reviews/${reviewId}`,
      query,
      auth: 'bearer',
      check: (review: Parameters<typeof reviewProblem>[0]) => reviewProblem(review),
    },
    call,
  );
}

/** POST create-conversation: opens a conversation on a review (owner token). */
export function createConversation(
  client: Client,
  reviewId: string,
  call?: CallOptions,
): Promise<ResultOf<'createConversation'>> {
  return client.request(
    {
      method: 'POST',
      path: path`/v1/private/product-reviews/${reviewId}/create-conversation`,
      auth: 'bearer',
    },
    call,
  );
}

/**
 * POST invitation-links: a link that asks a consumer to review products (owner token). Give
 * products either as `productIds` or as `products` details, never both.
 */
export function createInvitationLink(
  client: Client,
  businessUnitId: string,
  body: BodyOf<'createInvitationLink'>,
  call?: CallOptions,
): Promise<ResultOf<'createInvitationLink'>> {
  return client.request(
    {
      method: 'POST',
      path: `${privateBase(businessUnitId)}/invitation-links`,
      json: body,
      auth: 'bearer',
      check: (response: { reviewUrl?: unknown; reviewLinkId?: unknown }) =>
        (typeof response?.reviewUrl !== 'string' || typeof response.reviewLinkId !== 'string') &&
        'no reviewUrl or reviewLinkId',
    },
    call,
  );
}
