import { path, type ApiRequest } from './client.js';
import type { BodyOf, Operation, QueryOf } from './operation-types.js';
import { endpoint, type Endpoint } from './endpoint.js';
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
type OfUnit<O extends Operation, A extends unknown[]> = Endpoint<O, [businessUnitId: string, ...A]>;

/** A POST of the caller's body to a path under the business unit. */
const post = (to: (businessUnitId: string) => string, rest: Omit<ApiRequest, 'path'>) =>
  endpoint(2, (businessUnitId: string, body: unknown) => ({
    ...rest,
    method: 'POST',
    path: to(businessUnitId),
    json: body,
  }));

/** GET summary: one summary for all the given SKUs together. */
export const getProductReviewSummary: OfUnit<'getProductReviewSummary', [sku: readonly string[]]> =
  endpoint(2, (businessUnitId, sku) => ({
    path: base(businessUnitId),
    query: { sku },
    auth: 'apiKey',
    check: summaryProblem,
  }));

/** POST batch-summaries: one summary per SKU (a read: retried, shared and cached). */
export const batchSummaries: OfUnit<'batchSummaries', [skus: readonly string[]]> = endpoint(
  2,
  (businessUnitId, skus) => ({
    method: 'POST',
    path: `${base(businessUnitId)}/batch-summaries`,
    json: { skus },
    auth: 'apiKey',
    read: true,
    check: hasList('summaries'),
  }),
);

/** POST attribute-summaries: attribute averages and distributions per SKU, named in `locale`. */
export const batchAttributeSummaries: OfUnit<
  'batchAttributeSummaries',
  [body: BodyOf<'batchAttributeSummaries'>]
> = post((id) => `${base(id)}/attribute-summaries`, {
  auth: 'apiKey',
  read: true,
  check: attributesProblem,
});

/** GET reviews: a page of public product reviews; needs `sku` or `productUrl`. */
export const listProductReviews: OfUnit<
  'listProductReviews',
  [query: QueryOf<'listProductReviews'>]
> = endpoint(2, (businessUnitId, query) => ({
  path: `${base(businessUnitId)}/reviews`,
  query,
  auth: 'apiKey',
  check: hasReviews(query.perPage),
}));

/** GET imported-reviews-summaries: the summary of reviews imported from other sources. */
export const getImportedReviewsSummary: OfUnit<
  'getImportedReviewsSummary',
  [sku: readonly string[]]
> = endpoint(2, (businessUnitId, sku) => ({
  path: `${base(businessUnitId)}/imported-reviews-summaries`,
  query: { sku },
  auth: 'apiKey',
  check: summaryProblem,
}));

/** GET imported-reviews: a page of reviews imported from other sources. */
export const listImportedReviews: OfUnit<
  'listImportedReviews',
  [query: QueryOf<'listImportedReviews'>]
> = endpoint(2, (businessUnitId, query) => ({
  path: `${base(businessUnitId)}/imported-reviews`,
  query,
  auth: 'apiKey',
  check: hasReviews(query.perPage),
}));

const privateBase = (businessUnitId: string) =>
  path`/v1/private/product-reviews/business-units/${businessUnitId}`;
type PrivatePage<O extends Operation> = Endpoint<O, [id: string, query?: QueryOf<O>]>;

/** GET private summaries: every product's summary, page by page (owner token). */
export const listPrivateProductReviewSummaries: PrivatePage<'listPrivateProductReviewSummaries'> =
  endpoint(2, (businessUnitId, query) => ({
    path: `${privateBase(businessUnitId)}/summaries`,
    query,
    auth: 'bearer',
    check: (body: { summaries?: unknown }) =>
      Array.isArray(body?.summaries)
        ? body.summaries.map((summary) => summaryProblem(summary ?? {})).find(Boolean)
        : 'no summaries list',
  }));

/** GET private reviews: with consumer details and state (owner token). */
export const listPrivateProductReviews: PrivatePage<'listPrivateProductReviews'> = endpoint(
  2,
  (businessUnitId, query) => ({
    path: `${privateBase(businessUnitId)}/reviews`,
    query,
    auth: 'bearer',
    // As the public pages: no more than asked for, stars 1 to 5, and a total that makes sane pages.
    check: (body: Parameters<ReturnType<typeof hasReviews>>[0] & { total?: unknown }) =>
      hasReviews(query?.perPage)(body) ?? countProblem(body.total, 'total'),
  }),
);

/** GET one private product review (owner token). */
export const getPrivateProductReview: PrivatePage<'getPrivateProductReview'> = endpoint(
  2,
  (reviewId, query) => ({
    path: path`/v1/private/product-reviews/${reviewId}`,
    query,
    auth: 'bearer',
    check: (review: Parameters<typeof reviewProblem>[0]) => reviewProblem(review),
  }),
);

/** POST create-conversation: opens a conversation on a review (owner token). */
export const createConversation: Endpoint<'createConversation', [reviewId: string]> = endpoint(
  1,
  (reviewId) => ({
    method: 'POST',
    path: path`/v1/private/product-reviews/${reviewId}/create-conversation`,
    auth: 'bearer',
  }),
);

/**
 * POST invitation-links: a link that asks a consumer to review products (owner token). Give
 * products either as `productIds` or as `products` details, never both.
 */
export const createInvitationLink: OfUnit<
  'createInvitationLink',
  [body: BodyOf<'createInvitationLink'>]
> = post((id) => `${privateBase(id)}/invitation-links`, {
  auth: 'bearer',
  check: (response: { reviewUrl?: unknown; reviewLinkId?: unknown }) =>
    (typeof response?.reviewUrl !== 'string' || typeof response.reviewLinkId !== 'string') &&
    'no reviewUrl or reviewLinkId',
});
