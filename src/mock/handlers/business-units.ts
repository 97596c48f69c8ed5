/** Business units: lookup, search, listings, service reviews, web links and categories (spec 4.3). */
import type {
  BusinessUnitCurrent,
  BusinessUnitLegacy,
  BusinessUnitList,
  BusinessUnitReview,
  BusinessUnitReviewList,
  BusinessUnitSearchList,
  Category,
  PrivateBusinessUnitReview,
  PrivateBusinessUnitReviewList,
  WebLinks,
} from '../../api/types.js';
import {
  apiBase,
  findUnit,
  ownUnit,
  route,
  type PlatformState,
  type Route,
  ownUnitPost,
} from '../context.js';
import { DEFAULT_LOCALE, findLocale, languageOf } from '../data/locales.js';
import { CATEGORY_ROWS } from '../data/tables.js';
import { parseTimestamp } from '../data/time.js';
import type { BusinessUnitRecord, ServiceReviewRecord } from '../data/types.js';
import {
  badRequest,
  boolParam,
  isStringArray,
  json,
  listParam,
  noContent,
  notFound,
  requiredParam,
  selfLink,
  starsParam,
  paging,
} from '../http.js';
import { unitScore } from '../summaries.js';
import { unitLinks, unitSummary } from '../views.js';
import { sortBy } from './product-reviews.js';

const REVIEW_PER_PAGE = { min: 1, max: 100, default: 20 };
const LISTING_PER_PAGE = { min: 1, max: 1000, default: 1000 };
const SEARCH_PER_PAGE = { min: 1, max: 100, default: 20 };
const WEB_HOST = 'rp-mock.test';

function reviewsOf(state: PlatformState, businessUnitId: string): ServiceReviewRecord[] {
  return state.data.serviceReviews.filter((review) => review.businessUnitId === businessUnitId);
}

/** Country codes of a listing: two letters each, otherwise a 400. */
function countries(url: URL): string[] {
  const codes = listParam(url, 'country').map((code) => code.toUpperCase());
  const bad = codes.find((code) => !/^[A-Z]{2}$/.test(code));
  if (bad) throw badRequest(`country must be ISO 3166-1 alpha-2 codes, got "${bad}".`);
  return codes;
}

function listing(url: URL, state: PlatformState, onlyReviewed: boolean): BusinessUnitList {
  const codes = countries(url);
  const paged = paging(url, LISTING_PER_PAGE);
  const units = state.data.businessUnits.filter(
    (unit) =>
      (!codes.length || codes.includes(unit.country)) &&
      (!onlyReviewed ||
        state.data.serviceReviews.some((review) => review.businessUnitId === unit.id)),
  );
  const base = apiBase(url);
  return {
    businessUnits: paged.of(units).map((unit) => unitSummary(base, unit)),
    links: paged.links(units.length),
  };
}

function publicReview(review: ServiceReviewRecord): BusinessUnitReview {
  return {
    status: review.status,
    language: review.language,
    title: review.title,
    text: review.text,
    isVerified: review.isVerified,
    stars: review.stars,
    updatedAt: review.updatedAt,
    createdAt: review.createdAt,
    numberOfLikes: review.numberOfLikes,
    id: review.id,
  };
}

function privateReview(
  base: string,
  unit: BusinessUnitRecord,
  review: ServiceReviewRecord,
): PrivateBusinessUnitReview {
  const view: PrivateBusinessUnitReview = {
    ...publicReview(review),
    referenceId: review.referenceId,
    referralEmail: review.referralEmail,
    links: [
      { href: `https://www.${WEB_HOST}/reviews/${review.id}`, method: 'GET', rel: 'public-page' },
    ],
    businessUnit: {
      identifyingName: unit.identifyingName,
      displayName: unit.displayName,
      id: unit.id,
      links: unitLinks(base, unit),
    },
    tags: review.tags.map((tag) => ({ ...tag })),
    complianceLabels: [...review.complianceLabels],
    consumer: {
      ...review.consumer,
      links: [
        {
          href: `https://www.${WEB_HOST}/users/${review.consumer.id}`,
          method: 'GET',
          rel: 'profile',
        },
      ],
    },
    countsTowardsTrustScore: review.countsTowardsTrustScore,
    source: review.source,
  };
  if (review.companyReply) view.companyReply = { ...review.companyReply };
  if (review.reportData) view.reportData = { ...review.reportData };
  return view;
}

/** An ISO 8601 date or date-time query value as ms; a date alone means 00:00:00. */
function instant(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (!raw) return undefined;
  const value = parseTimestamp(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00` : raw);
  if (Number.isNaN(value))
    throw badRequest(`${name} must be an ISO 8601 date or date-time, got "${raw}".`);
  return value;
}

/** The filters both review lists share, then the private-only ones when `privateList`. */
function filterReviews(
  url: URL,
  reviews: ServiceReviewRecord[],
  privateList: boolean,
): ServiceReviewRecord[] {
  const stars = starsParam(url);
  const languages = listParam(url, 'language').map((value) => value.toLowerCase());
  const tagGroup = url.searchParams.get('tagGroup');
  const tagValue = url.searchParams.get('tagValue');
  const responded = boolParam(url, 'responded');
  const includeReported = boolParam(url, 'includeReportedReviews') ?? false;
  const reported = privateList ? boolParam(url, 'reported') : undefined;
  const from = privateList ? instant(url, 'startDateTime') : undefined;
  const to = privateList ? instant(url, 'endDateTime') : undefined;
  const text = (name: string) => (privateList ? url.searchParams.get(name) : null);
  const [referenceId, referralEmail, source, username] = [
    'referenceId',
    'referralEmail',
    'source',
    'username',
  ].map(text);
  return reviews.filter((review) => {
    if (stars.length && !stars.includes(review.stars)) return false;
    if (languages.length && !languages.includes('all') && !languages.includes(review.language))
      return false;
    if (tagGroup && !review.tags.some((tag) => tag.group === tagGroup)) return false;
    if (
      tagValue &&
      !review.tags.some((tag) => tag.value === tagValue && (!tagGroup || tag.group === tagGroup))
    ) {
      return false;
    }
    if (responded !== undefined && responded !== Boolean(review.companyReply)) return false;
    if (!privateList && !includeReported && review.reportData) return false;
    if (reported !== undefined && reported !== Boolean(review.reportData)) return false;
    const created = parseTimestamp(review.createdAt);
    if (from !== undefined && created < from) return false;
    if (to !== undefined && created > to) return false;
    if (referenceId && review.referenceId !== referenceId) return false;
    if (referralEmail && review.referralEmail.toLowerCase() !== referralEmail.toLowerCase())
      return false;
    if (source && review.source.toLowerCase() !== source.toLowerCase()) return false;
    if (username && !review.consumer.displayName.toLowerCase().includes(username.toLowerCase()))
      return false;
    return true;
  });
}

function fullUnit(
  url: URL,
  state: PlatformState,
  unit: BusinessUnitRecord,
): BusinessUnitCurrent | BusinessUnitLegacy {
  const score = unitScore(reviewsOf(state, unit.id));
  const base = {
    status: unit.status,
    displayName: unit.displayName,
    name: { referring: [...unit.referringNames], identifying: unit.identifyingName },
    links: unitLinks(apiBase(url), unit),
    country: unit.country,
    websiteUrl: unit.websiteUrl,
    numberOfReviews: score.numberOfReviews,
    id: unit.id,
  };
  if (unit.legacy || state.knobs.legacy) {
    return {
      ...base,
      score: { trustScore: score.trustScore, stars: score.stars },
      warning: unit.warning,
    };
  }
  return { ...base, stars: score.stars, trustScore: score.trustScore };
}

/** A unit's position among the units of a category, by TrustScore then number of reviews. */
function ranking(state: PlatformState, unit: BusinessUnitRecord, categoryId: string) {
  const members = state.data.businessUnits
    .filter((item) => item.categories.some((category) => category.categoryId === categoryId))
    .map((item) => ({ item, score: unitScore(reviewsOf(state, item.id)) }))
    .sort(
      (a, b) =>
        b.score.trustScore - a.score.trustScore ||
        b.score.numberOfReviews.total - a.score.numberOfReviews.total ||
        a.item.id.localeCompare(b.item.id),
    );
  return {
    position: members.findIndex(({ item }) => item === unit) + 1,
    cardinality: members.length,
  };
}

function supportedLocale(url: URL, name: string, fallback?: string): string {
  const raw = url.searchParams.get(name)?.trim() || fallback;
  if (!raw) throw badRequest(`${name} is required.`);
  const locale = findLocale(raw);
  if (!locale) throw badRequest(`${name} "${raw}" is not a supported locale.`);
  return locale;
}

const CATEGORY_NAMES = new Set(CATEGORY_ROWS.map((row) => row.name));

export const businessUnitRoutes: Route[] = [
  // Fixed paths first, so they win over :businessUnitId.
  route('get', '/v1/business-units/find', 'findBusinessUnit', 'apiKey', ({ url, state }) => {
    const name = requiredParam(url, 'name').toLowerCase();
    const unit = state.data.businessUnits.find(
      (item) =>
        item.identifyingName.toLowerCase() === name ||
        item.referringNames.some((referring) => referring.toLowerCase() === name),
    );
    if (!unit) throw notFound(`No business unit is named "${name}".`);
    return json(unitSummary(apiBase(url), unit));
  }),
  route('get', '/v1/business-units/all', 'listAllBusinessUnits', 'apiKey', ({ url, state }) =>
    json(listing(url, state, false)),
  ),
  route('get', '/v1/business-units/search', 'searchBusinessUnits', 'apiKey', ({ url, state }) => {
    const query = requiredParam(url, 'query').toLowerCase();
    const country = url.searchParams.get('country')?.trim().toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) {
      throw badRequest(`country must be an ISO 3166-1 alpha-2 code, got "${country}".`);
    }
    const paged = paging(url, SEARCH_PER_PAGE, 'perpage');
    const units = state.data.businessUnits.filter(
      (unit) =>
        (!country || unit.country === country) &&
        [unit.identifyingName, ...unit.referringNames].some((name) =>
          name.toLowerCase().includes(query),
        ),
    );
    const base = apiBase(url);
    const body: BusinessUnitSearchList = {
      businessUnits: paged.of(units).map((unit) => {
        const { links, ...summary } = unitSummary(base, unit);
        return { ...summary, link: links };
      }),
      links: paged.links(units.length),
    };
    return json(body);
  }),
  route('get', '/v1/business-units', 'listBusinessUnits', 'apiKey', ({ url, state }) =>
    json(listing(url, state, true)),
  ),
  route(
    'get',
    '/v1/business-units/:businessUnitId',
    'getBusinessUnit',
    'apiKey',
    ({ url, state, params }) => json(fullUnit(url, state, findUnit(state, params.businessUnitId!))),
  ),
  route(
    'get',
    '/v1/business-units/:businessUnitId/reviews',
    'listBusinessUnitReviews',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const paged = paging(url, REVIEW_PER_PAGE);
      const reviews = sortBy(url, filterReviews(url, reviewsOf(state, unit.id), false));
      const body: BusinessUnitReviewList = {
        reviews: paged.of(reviews).map(publicReview),
        links: paged.links(reviews.length),
      };
      return json(body);
    },
  ),
  route(
    'get',
    '/v1/private/business-units/:businessUnitId/reviews',
    'listPrivateBusinessUnitReviews',
    'bearer',
    (context) => {
      const { url, state } = context;
      const unit = ownUnit(context, context.params.businessUnitId!);
      const paged = paging(url, REVIEW_PER_PAGE);
      const reviews = sortBy(url, filterReviews(url, reviewsOf(state, unit.id), true));
      const base = apiBase(url);
      const body: PrivateBusinessUnitReviewList = {
        reviews: paged.of(reviews).map((review) => privateReview(base, unit, review)),
        links: paged.links(reviews.length),
      };
      return json(body);
    },
  ),
  route(
    'get',
    '/v1/business-units/:businessUnitId/web-links',
    'getWebLinks',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const locale = supportedLocale(url, 'locale');
      const host = `https://${locale === DEFAULT_LOCALE ? 'www' : locale.slice(0, 2)}.${WEB_HOST}`;
      const name = encodeURIComponent(unit.identifyingName);
      const body: WebLinks = {
        locale,
        profileUrl: `${host}/review/${name}`,
        evaluateEmbedUrl: `${host}/evaluate/embed/${name}`,
        evaluateUrl: `${host}/evaluate/${name}`,
        links: selfLink(url),
      };
      return json(body);
    },
  ),
  route(
    'get',
    '/v1/business-units/:businessUnitId/categories',
    'getCategories',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const language = languageOf(supportedLocale(url, 'locale', DEFAULT_LOCALE))!;
      const categories: Category[] = unit.categories.map(({ categoryId, isPrimary }) => {
        const row = CATEGORY_ROWS.find((item) => item.categoryId === categoryId)!;
        return {
          ranking: ranking(state, unit, categoryId),
          isPrimary,
          displayName: row.displayNames[language],
          categoryId,
          name: row.name,
        };
      });
      return json({ categories });
    },
  ),
  ownUnitPost(
    '/v1/private/business-units/:businessUnitId/request-category-change',
    'requestCategoryChange',
    async (context, unit, body) => {
      if (body.comment !== undefined && typeof body.comment !== 'string') {
        throw badRequest('comment must be a string.');
      }
      const names: string[] = [];
      for (const field of ['removeCategoryNames', 'addCategoryNames']) {
        if (body[field] === undefined) continue;
        if (!isStringArray(body[field])) throw badRequest(`${field} must be an array of strings.`);
        names.push(...body[field]);
      }
      if (body.primaryCategoryName !== undefined) {
        if (typeof body.primaryCategoryName !== 'string') {
          throw badRequest('primaryCategoryName must be a string.');
        }
        names.push(body.primaryCategoryName);
      }
      const unknown = names.filter((name) => !CATEGORY_NAMES.has(name));
      if (unknown.length) throw badRequest(`Unknown category names: ${unknown.join(', ')}.`);
      context.state.data.categoryChangeRequests.push({
        businessUnitId: unit.id,
        userId: context.user.id,
        request: body,
      });
      return noContent();
    },
  ),
];
