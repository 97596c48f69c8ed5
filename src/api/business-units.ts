import { path, type CallOptions, type Client } from './client.js';
import type { BodyOf, Operation, QueryOf } from './operation-types.js';
import { endpoint, type Endpoint } from './endpoint.js';
import type { BusinessUnitCurrent, BusinessUnitLegacy } from './types.js';
import { distributionProblem, ratingProblem, reviewListProblem } from './checks.js';

/** The legacy variant (`score: {trustScore, stars}`, `warning`) mapped to the current shape. */
export function normalizeBusinessUnit(
  unit: BusinessUnitCurrent | BusinessUnitLegacy,
): BusinessUnitCurrent {
  if (!('score' in unit) || !unit.score) return unit as BusinessUnitCurrent;
  const { score, warning, ...rest } = unit as BusinessUnitLegacy;
  return { ...rest, stars: score.stars, trustScore: score.trustScore } as BusinessUnitCurrent;
}

interface UnitNumbers {
  stars?: unknown;
  trustScore?: unknown;
  score?: { stars?: unknown; trustScore?: unknown };
  numberOfReviews?: { total?: unknown };
}

function checkUnit(body: UnitNumbers): string | undefined {
  const stars = body?.score?.stars ?? body?.stars;
  const trustScore = body?.score?.trustScore ?? body?.trustScore;
  return (
    ratingProblem(stars, 'stars') ??
    ratingProblem(trustScore, 'trustScore') ??
    distributionProblem(body.numberOfReviews, 'numberOfReviews')
  );
}

/** GET /v1/business-units/{id}: both response variants come back in the current shape. */
export async function getBusinessUnit(
  client: Client,
  businessUnitId: string,
  call?: CallOptions,
): Promise<BusinessUnitCurrent> {
  const unit = await client.request<BusinessUnitCurrent | BusinessUnitLegacy>(
    { path: path`/v1/business-units/${businessUnitId}`, auth: 'apiKey', check: checkUnit },
    call,
  );
  return normalizeBusinessUnit(unit);
}

/** GET /v1/business-units/find: a unit by its identifying name (for example a domain). */
export const findBusinessUnit: Endpoint<'findBusinessUnit', [name: string]> = endpoint(
  1,
  (name) => ({
    path: '/v1/business-units/find',
    query: { name },
    auth: 'apiKey',
    check: (body: { id?: unknown }) => typeof body?.id !== 'string' && 'no id',
  }),
);

/** GET /v1/business-units/{id}/web-links: profile and evaluate URLs for a locale. */
export const getWebLinks: Endpoint<'getWebLinks', [businessUnitId: string, locale: string]> =
  endpoint(2, (businessUnitId, locale) => ({
    path: path`/v1/business-units/${businessUnitId}/web-links`,
    query: { locale },
    auth: 'apiKey',
    check: (body: { profileUrl?: unknown }) =>
      typeof body?.profileUrl !== 'string' && 'no profileUrl',
  }));

type Listing<O extends Operation> = Endpoint<O, [query?: QueryOf<O>]>;
type ListingOf<O extends Operation> = Endpoint<O, [businessUnitId: string, query?: QueryOf<O>]>;

/** GET /v1/business-units/all: every unit, with or without reviews. */
export const listAllBusinessUnits: Listing<'listAllBusinessUnits'> = endpoint(1, (query) => ({
  path: '/v1/business-units/all',
  query,
  auth: 'apiKey',
}));

/** GET /v1/business-units: units with at least one review. */
export const listBusinessUnits: Listing<'listBusinessUnits'> = endpoint(1, (query) => ({
  path: '/v1/business-units',
  query,
  auth: 'apiKey',
}));

/** GET /v1/business-units/search (note the lower-case `perpage`). */
export const searchBusinessUnits: Endpoint<
  'searchBusinessUnits',
  [query: QueryOf<'searchBusinessUnits'>]
> = endpoint(1, (query) => ({ path: '/v1/business-units/search', query, auth: 'apiKey' }));

/** GET /v1/business-units/{id}/categories. */
export const getCategories: ListingOf<'getCategories'> = endpoint(2, (businessUnitId, query) => ({
  path: path`/v1/business-units/${businessUnitId}/categories`,
  query,
  auth: 'apiKey',
}));

/** GET /v1/business-units/{id}/reviews: the public service reviews, stars and dates checked. */
export const listBusinessUnitReviews: ListingOf<'listBusinessUnitReviews'> = endpoint(
  2,
  (businessUnitId, query) => ({
    path: path`/v1/business-units/${businessUnitId}/reviews`,
    query,
    auth: 'apiKey',
    check: reviewListProblem('reviews', query?.perPage),
  }),
);

/** GET /v1/private/business-units/{id}/reviews (owner token). */
export const listPrivateBusinessUnitReviews: ListingOf<'listPrivateBusinessUnitReviews'> = endpoint(
  2,
  (businessUnitId, query) => ({
    path: path`/v1/private/business-units/${businessUnitId}/reviews`,
    query,
    auth: 'bearer',
  }),
);

/** POST /v1/private/business-units/{id}/request-category-change (owner token). */
export async function requestCategoryChange(
  client: Client,
  businessUnitId: string,
  body: BodyOf<'requestCategoryChange'>,
  call?: CallOptions,
): Promise<void> {
  await client.request(
    {
      method: 'POST',
      path: path`/v1/private/business-units/${businessUnitId}/request-category-change`,
      json: body,
      auth: 'bearer',
    },
    call,
  );
}
