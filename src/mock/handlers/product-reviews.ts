/** Product reviews, summaries, imported reviews and invitation links (spec 4.2). */
import type {
  AttributeSummariesResponse,
  BatchSummariesResponse,
  CombinedSummary,
  ImportedProductReviewList,
  InvitationLinkResponse,
  PrivateProductReviewList,
  ProductReviewSummaryList,
  PublicProductReviewList,
} from '../../api/types.js';
import { unitSlug } from '../data/business-units.js';
import { languageOf } from '../data/locales.js';
import type { Language } from '../data/text.js';
import type { ProductReviewRecord } from '../data/types.js';
import {
  ensureOwn,
  findUnit,
  nextSerial,
  ownUnit,
  route,
  type PlatformState,
  type RequestContext,
  type Route,
  ownUnitPost,
} from '../context.js';
import {
  badRequest,
  isStringArray,
  json,
  listParam,
  notFound,
  readJson,
  selfLink,
  starsParam,
  paging,
} from '../http.js';
import { attributeAggregates, distribution, isPublic, starsAverage } from '../summaries.js';
import { importedReview, privateProductReview, publicProductReview } from '../views.js';

const REVIEW_PER_PAGE = { min: 1, max: 100, default: 20 };

/** Language of attribute names: the locale's language, English when absent or unknown. */
export function localeLanguage(url: URL): Language {
  return languageOf(url.searchParams.get('locale')) ?? 'en';
}

// The spec shows createdat.desc, createdat.asc and stars.desc, not the full set; stars.asc is the
// project's choice, as in the contract (src/api/openapi.json) and <rp-business-reviews>.
const orders: Record<string, (a: { createdAt: string; stars: number }, b: typeof a) => number> = {
  'createdat.desc': (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0),
  'createdat.asc': (a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0),
  'stars.desc': (a, b) => b.stars - a.stars,
  'stars.asc': (a, b) => a.stars - b.stars,
};

/** Sorts by the orderBy keys in turn (default newest first); an unknown key is a 400. */
export function sortBy<T extends { createdAt: string; stars: number }>(url: URL, items: T[]): T[] {
  const keys = listParam(url, 'orderBy').map((key) => key.toLowerCase());
  for (const key of keys) {
    if (!orders[key]) {
      throw badRequest(`orderBy "${key}" is not supported; use ${Object.keys(orders).join(', ')}.`);
    }
  }
  const comparers = (keys.length ? keys : ['createdat.desc']).map((key) => orders[key]!);
  // Ties fall back to newest first; the sort is stable, so pages never overlap.
  comparers.push(orders['createdat.desc']!);
  return items.sort((a, b) => {
    for (const compare of comparers) {
      const result = compare(a, b);
      if (result) return result;
    }
    return 0;
  });
}

function requiredSkus(url: URL): string[] {
  const skus = listParam(url, 'sku');
  if (!skus.length) throw badRequest('sku is required (one or more, comma-separated).');
  return skus;
}

/** The skus array of a batch body: non-empty, strings only. */
async function bodySkus(
  request: Request,
): Promise<{ skus: string[]; body: Record<string, unknown> }> {
  const body = await readJson(request);
  if (!isStringArray(body.skus) || !body.skus.length) {
    throw badRequest('skus must be a non-empty array of strings.');
  }
  return { skus: [...new Set(body.skus)], body };
}

function publicReviewsOf(state: PlatformState, businessUnitId: string, skus: readonly string[]) {
  const wanted = new Set(skus);
  return state.data.productReviews.filter(
    (review) =>
      review.businessUnitId === businessUnitId && isPublic(review) && wanted.has(review.sku),
  );
}

function summaryOf(state: PlatformState, businessUnitId: string, sku: string) {
  const reviews = publicReviewsOf(state, businessUnitId, [sku]);
  return { sku, starsAverage: starsAverage(reviews), numberOfReviews: distribution(reviews) };
}

function findReview(context: RequestContext): ProductReviewRecord {
  const id = context.params.reviewId!;
  const review = context.state.data.productReviews.find((item) => item.id === id);
  if (!review) throw notFound(`Product review ${id} was not found.`);
  ensureOwn(context, review.businessUnitId, `Product review ${id}`);
  return review;
}

function filterLanguage<T extends { language: string }>(url: URL, items: T[]): T[] {
  const language = url.searchParams.get('language')?.trim().toLowerCase();
  return !language || language === 'all'
    ? items
    : items.filter((item) => item.language === language);
}

function filterStars<T extends { stars: number }>(url: URL, items: T[]): T[] {
  const stars = starsParam(url);
  return stars.length ? items.filter((item) => stars.includes(item.stars)) : items;
}

const invitationFields = ['productUrl', 'imageUrl', 'name', 'sku', 'gtin', 'mpn', 'brand'];

/** Validates an invitation link request; returns nothing or throws a 400 naming the problem. */
function checkInvitation(
  state: PlatformState,
  businessUnitId: string,
  body: Record<string, unknown>,
): void {
  const consumer = body.consumer as Record<string, unknown> | undefined;
  if (
    !consumer ||
    typeof consumer !== 'object' ||
    typeof consumer.email !== 'string' ||
    !consumer.email.includes('@') ||
    typeof consumer.name !== 'string' ||
    !consumer.name.trim()
  ) {
    throw badRequest('consumer with an e-mail address and a name is required.');
  }
  for (const field of ['referenceId', 'locale', 'redirectUri']) {
    if (body[field] !== undefined && typeof body[field] !== 'string') {
      throw badRequest(`${field} must be a string.`);
    }
  }
  const hasProducts = body.products !== undefined;
  const hasIds = body.productIds !== undefined;
  if (hasProducts === hasIds) {
    throw badRequest('Give either products or productIds, not both and not neither.');
  }
  if (hasIds) {
    if (!isStringArray(body.productIds) || !body.productIds.length) {
      throw badRequest('productIds must be a non-empty array of strings.');
    }
    const known = new Set(
      state.data.products
        .filter((item) => item.businessUnitId === businessUnitId)
        .map((item) => item.id),
    );
    const unknown = body.productIds.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(`Unknown productIds: ${unknown.join(', ')}.`);
    return;
  }
  const products = body.products;
  if (!Array.isArray(products) || !products.length) {
    throw badRequest('products must be a non-empty array.');
  }
  products.forEach((item: Record<string, unknown>, i) => {
    if (!item || typeof item !== 'object') throw badRequest(`products[${i}] must be an object.`);
    if (typeof item.sku !== 'string' || !item.sku || typeof item.name !== 'string' || !item.name) {
      throw badRequest(`products[${i}] needs a sku and a name.`);
    }
    for (const field of invitationFields) {
      if (item[field] !== undefined && typeof item[field] !== 'string') {
        throw badRequest(`products[${i}].${field} must be a string.`);
      }
    }
  });
}

/** The summary of several SKUs' reviews as one product. */
function combinedSummary(url: URL, reviews: readonly { stars: number }[]): CombinedSummary {
  return {
    links: selfLink(url),
    numberOfReviews: distribution(reviews),
    starsAverage: starsAverage(reviews),
  };
}

export const productReviewRoutes: Route[] = [
  route(
    'get',
    '/v1/private/product-reviews/business-units/:businessUnitId/summaries',
    'listPrivateProductReviewSummaries',
    'bearer',
    (context) => {
      const { url, state } = context;
      const unit = ownUnit(context, context.params.businessUnitId!);
      const paged = paging(url, REVIEW_PER_PAGE);
      const reviewed = new Set(
        state.data.productReviews
          .filter((review) => review.businessUnitId === unit.id && isPublic(review))
          .map((review) => review.sku),
      );
      const skus = [...reviewed].sort();
      const body: ProductReviewSummaryList = {
        links: paged.links(skus.length),
        summaries: paged.of(skus).map((sku) => summaryOf(state, unit.id, sku)),
      };
      return json(body);
    },
  ),
  route(
    'post',
    '/v1/product-reviews/business-units/:businessUnitId/attribute-summaries',
    'batchAttributeSummaries',
    'apiKey',
    async ({ request, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const { skus, body } = await bodySkus(request);
      if (body.locale !== undefined && typeof body.locale !== 'string') {
        throw badRequest('locale must be a string.');
      }
      const language = languageOf(body.locale as string | undefined) ?? 'en';
      const result: AttributeSummariesResponse = {
        summaries: skus.map((sku) => ({
          sku,
          attributes: attributeAggregates(publicReviewsOf(state, unit.id, [sku]), language),
        })),
      };
      return json(result);
    },
  ),
  route(
    'post',
    '/v1/product-reviews/business-units/:businessUnitId/batch-summaries',
    'batchSummaries',
    'apiKey',
    async ({ request, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const { skus } = await bodySkus(request);
      const result: BatchSummariesResponse = {
        summaries: skus.map((sku) => summaryOf(state, unit.id, sku)),
      };
      return json(result);
    },
  ),
  route(
    'get',
    '/v1/product-reviews/business-units/:businessUnitId',
    'getProductReviewSummary',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const reviews = publicReviewsOf(state, unit.id, requiredSkus(url));
      return json(combinedSummary(url, reviews));
    },
  ),
  route(
    'get',
    '/v1/product-reviews/business-units/:businessUnitId/reviews',
    'listProductReviews',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const skus = new Set(listParam(url, 'sku'));
      const productUrls = listParam(url, 'productUrl');
      if (!skus.size && !productUrls.length) {
        throw badRequest('Give sku or productUrl (or both).');
      }
      for (const product of state.data.products) {
        if (product.businessUnitId === unit.id && productUrls.includes(product.link)) {
          skus.add(product.sku);
        }
      }
      const paged = paging(url, REVIEW_PER_PAGE);
      const language = localeLanguage(url);
      const attributeIds = listParam(url, 'attributeIds');
      const reviews = sortBy(
        url,
        filterStars(url, filterLanguage(url, publicReviewsOf(state, unit.id, [...skus]))),
      );
      const body: PublicProductReviewList = {
        productReviews: paged.of(reviews).map((review) =>
          publicProductReview(
            review,
            language,
            attributeIds,
            state.data.conversations.find((item) => item.id === review.conversationId),
          ),
        ),
        links: paged.links(reviews.length),
      };
      return json(body);
    },
  ),
  route(
    'get',
    '/v1/private/product-reviews/business-units/:businessUnitId/reviews',
    'listPrivateProductReviews',
    'bearer',
    (context) => {
      const { url, state } = context;
      const unit = ownUnit(context, context.params.businessUnitId!);
      const paged = paging(url, REVIEW_PER_PAGE);
      const skus = listParam(url, 'sku');
      const states = listParam(url, 'state').map((value) => value.toLowerCase());
      const wanted = states.length ? states : ['published'];
      const language = localeLanguage(url);
      const reviews = sortBy(
        url,
        filterStars(
          url,
          filterLanguage(
            url,
            state.data.productReviews.filter(
              (review) =>
                review.businessUnitId === unit.id &&
                (wanted.includes('all') || wanted.includes(review.state)) &&
                (!skus.length || skus.includes(review.sku)),
            ),
          ),
        ),
      );
      const products = new Map(
        state.data.products
          .filter((item) => item.businessUnitId === unit.id)
          .map((item) => [item.sku, item]),
      );
      const body: PrivateProductReviewList = {
        links: paged.links(reviews.length),
        productReviews: paged
          .of(reviews)
          .map((review) => privateProductReview(review, products.get(review.sku), language)),
        total: reviews.length,
      };
      return json(body);
    },
  ),
  route(
    'get',
    '/v1/private/product-reviews/:reviewId',
    'getPrivateProductReview',
    'bearer',
    (context) => {
      const review = findReview(context);
      const product = context.state.data.products.find(
        (item) => item.businessUnitId === review.businessUnitId && item.sku === review.sku,
      );
      return json(privateProductReview(review, product, localeLanguage(context.url)));
    },
  ),
  route(
    'post',
    '/v1/private/product-reviews/:reviewId/create-conversation',
    'createConversation',
    'bearer',
    (context) => {
      const review = findReview(context);
      // A review has at most one conversation: asking again gives the same one.
      if (!review.conversationId) {
        const id = `conv-${unitSlug(review.businessUnitId)}-new-${nextSerial(context.state, 'conversation')}`;
        context.state.data.conversations.push({
          id,
          businessUnitId: review.businessUnitId,
          consumerId: review.consumer.id,
          source: 'ProductReview',
          sourceId: review.id,
          state: 'public',
          comments: [],
        });
        review.conversationId = id;
      }
      return json({ conversationId: review.conversationId });
    },
  ),
  route(
    'get',
    '/v1/product-reviews/business-units/:businessUnitId/imported-reviews-summaries',
    'getImportedReviewsSummary',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const skus = requiredSkus(url);
      const reviews = state.data.importedReviews.filter(
        (review) => review.businessUnitId === unit.id && skus.includes(review.sku),
      );
      return json(combinedSummary(url, reviews));
    },
  ),
  route(
    'get',
    '/v1/product-reviews/business-units/:businessUnitId/imported-reviews',
    'listImportedReviews',
    'apiKey',
    ({ url, state, params }) => {
      const unit = findUnit(state, params.businessUnitId!);
      const skus = requiredSkus(url);
      const paged = paging(url, REVIEW_PER_PAGE);
      const reviews = sortBy(
        url,
        filterStars(
          url,
          filterLanguage(
            url,
            state.data.importedReviews.filter(
              (review) => review.businessUnitId === unit.id && skus.includes(review.sku),
            ),
          ),
        ),
      );
      const body: ImportedProductReviewList = {
        productReviews: paged.of(reviews).map(importedReview),
        links: paged.links(reviews.length),
      };
      return json(body);
    },
  ),
  ownUnitPost(
    '/v1/private/product-reviews/business-units/:businessUnitId/invitation-links',
    'createInvitationLink',
    async (context, unit, body) => {
      checkInvitation(context.state, unit.id, body);
      const reviewLinkId = `rl-${unitSlug(unit.id)}-${String(nextSerial(context.state, 'invitation')).padStart(6, '0')}`;
      const result: InvitationLinkResponse = {
        reviewLinkId,
        reviewUrl: `https://reviews.rp-mock.test/evaluate/${unit.identifyingName}/${reviewLinkId}`,
      };
      context.state.data.invitations.push({ ...result, businessUnitId: unit.id, request: body });
      return json(result);
    },
  ),
];
