import { path, type CallOptions, type Client } from './client.js';
import type { QueryOf, ResultOf, BodyOf } from './operation-types.js';
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
export function findBusinessUnit(
  client: Client,
  name: string,
  call?: CallOptions,
): Promise<ResultOf<'findBusinessUnit'>> {
  return client.request(
    {
      path: '/v1/business-units/find',
      query: { name },
      auth: 'apiKey',
      check: (body: { id?: unknown }) => typeof body?.id !== 'string' && 'no id',
    },
    call,
  );
}

/** GET /v1/business-units/{id}/web-links: profile and evaluate URLs for a locale. */
export function getWebLinks(
  client: Client,
  businessUnitId: string,
  locale: string,
  call?: CallOptions,
): Promise<ResultOf<'getWebLinks'>> {
  return client.request(
    {
      path: path`/v1/business-units/${businessUnitId}/web-links`,
      query: { locale },
      auth: 'apiKey',
      check: (body: { profileUrl?: unknown }) =>
        typeof body?.profileUrl !== 'string' && 'no profileUrl',
    },
    call,
  );
}

/** GET /v1/business-units/all: every unit, with or without reviews. */
export function listAllBusinessUnits(
  client: Client,
  query: QueryOf<'listAllBusinessUnits'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listAllBusinessUnits'>> {
  return client.request({ path: '/v1/business-units/all', query, auth: 'apiKey' }, call);
}

/** GET /v1/business-units: units with at least one review. */
export function listBusinessUnits(
  client: Client,
  query: QueryOf<'listBusinessUnits'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listBusinessUnits'>> {
  return client.request({ path: '/v1/business-units', query, auth: 'apiKey' }, call);
}

/** GET /v1/business-units/search (note the lower-case `perpage`). */
export function searchBusinessUnits(
  client: Client,
  query: QueryOf<'searchBusinessUnits'>,
  call?: CallOptions,
): Promise<ResultOf<'searchBusinessUnits'>> {
  return client.request({ path: '/v1/business-units/search', query, auth: 'apiKey' }, call);
}

/** GET /v1/business-units/{id}/categories. */
export function getCategories(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'getCategories'> = {},
  call?: CallOptions,
): Promise<ResultOf<'getCategories'>> {
  return client.request(
    { path: path`/v1/business-units/${businessUnitId}/categories`, query, auth: 'apiKey' },
    call,
  );
}

/** GET /v1/business-units/{id}/reviews: the public service reviews, stars and dates checked. */
export function listBusinessUnitReviews(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listBusinessUnitReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listBusinessUnitReviews'>> {
  return client.request(
    {
      path: path`/v1/business-units/${businessUnitId}/reviews`,
      query,
      auth: 'apiKey',
      check: reviewListProblem('reviews', query.perPage),
    },
    call,
  );
}

/** GET /v1/private/business-units/{id}/reviews (owner token). */
export function listPrivateBusinessUnitReviews(
  client: Client,
  businessUnitId: string,
  query: QueryOf<'listPrivateBusinessUnitReviews'> = {},
  call?: CallOptions,
): Promise<ResultOf<'listPrivateBusinessUnitReviews'>> {
  return client.request(
    { path: path`/v1/private/business-units/${businessUnitId}/reviews`, query, auth: 'bearer' },
    call,
  );
}

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
