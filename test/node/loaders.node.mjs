// The elements' loaders alone, in Node: each asks the platform (the mock over HTTP) through a
// client and returns the checked values its element draws; no element, no DOM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePlatform } from './helpers.mjs';

const { createClient } = await import('../../dist/api/client.js');
const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');
const { fixedRating, loadRating, loadStarExtras } = await import('../../dist/stars/rating.js');
const { loadBadge } = await import('../../dist/business-summary/badge-data.js');
const { loadReviewsPage } = await import('../../dist/business-reviews/reviews-data.js');
const { loadProductPage, loadImportedPage } =
  await import('../../dist/product-reviews/review-page.js');

const api = usePlatform();
const businessUnitId = MOCK_IDS.businessUnits.acme;
const client = () => createClient({ apiKey: MOCK_API_KEY, baseUrl: api.origin, cacheTtl: 0 });
const signal = () => AbortSignal.timeout(60_000);
const published = (sku) =>
  api.platform.data.productReviews.filter(
    (review) => review.sku === sku && review.state === 'published',
  );
const paths = () => api.sent.map((line) => line.split('?')[0]);

test('loadRating: a product by SKU, several SKUs as one product, or the business', async () => {
  const { many, few } = MOCK_IDS.skus;
  const one = await loadRating(client(), { businessUnitId, sku: many }, signal());
  assert.deepEqual(
    { stars: one.stars, total: one.total },
    { stars: 4.5, total: published(many).length },
  );
  const both = await loadRating(client(), { businessUnitId, sku: `${many},${few}` }, signal());
  assert.equal(both.total, published(many).length + published(few).length);
  const business = await loadRating(client(), { businessUnitId }, signal());
  assert.deepEqual(business, { score: 4.1, stars: 4, total: 700 });
});

test('loadRating rejects, with the reason, a business unit the platform does not know', async () => {
  await assert.rejects(
    loadRating(client(), { businessUnitId: 'bu-nowhere' }, signal()),
    (error) => error instanceof Error && /404|not found/i.test(error.message),
  );
});

test('fixedRating: a value from 0 to 5 drawn to the half star, anything else a clear error', () => {
  assert.deepEqual(fixedRating('4.3'), { score: 4.3, stars: 4.5, total: undefined });
  for (const bad of ['', '6', '-1', 'four']) {
    assert.throws(
      () => fixedRating(bad),
      (error) => error instanceof RangeError && error.message.includes(`"${bad}"`),
    );
  }
});

test('loadStarExtras asks only for what is shown: the words in the locale, the image', async () => {
  const none = await loadStarExtras(
    client(),
    { stars: 4.5, locale: 'en-US', label: false, image: false },
    signal(),
  );
  assert.deepEqual(none, { label: '', image: undefined });
  assert.deepEqual(api.sent, []);
  const both = await loadStarExtras(
    client(),
    { stars: 4.5, locale: 'de-DE', label: true, image: true },
    signal(),
  );
  assert.ok(both.label.length > 0);
  assert.match(both.image, /^https:\/\//);
});

test('loadBadge: the business by id or by its domain, numbers as shown', async () => {
  const byId = await loadBadge(client(), { businessUnitId }, 'en-US', signal());
  assert.equal(byId.total, 700);
  const byDomain = await loadBadge(
    client(),
    { domain: `https://www.${MOCK_IDS.domains.acme}/shop` },
    'en-US',
    signal(),
  );
  assert.deepEqual(byDomain, byId);
});

const product = (skus = [MOCK_IDS.skus.many]) => ({ businessUnitId, locale: 'en-US', skus });
/** The task's arguments: key, page, reviews per page, star filter, language. */
const page = (at = 1, stars = '') => ['k', at, 3, stars, 'en'];

test('loadProductPage: the summary, one page of reviews and the link to write one', async () => {
  const view = await loadProductPage(client(), product(), page(), signal());
  assert.equal(view.summary.numberOfReviews.total, published(MOCK_IDS.skus.many).length);
  assert.equal(view.reviews.length, 3);
  assert.match(view.writeUrl, /^https:\/\//);
  assert.deepEqual([view.key, view.page, view.perPage, view.stars], ['k', 1, 3, []]);
  // Filtered by stars: every review of the page has one of them.
  const fives = await loadProductPage(client(), product(), page(1, '5'), signal());
  assert.ok(fives.reviews.length > 0 && fives.reviews.every((review) => review.stars === 5));
});

test('loadProductPage with a kept view asks for the page of reviews only', async () => {
  const kept = await loadProductPage(client(), product(), page(), signal());
  api.sent.length = 0;
  const next = await loadProductPage(client(), product(), page(2), signal(), { kept });
  assert.deepEqual(paths(), [`GET /v1/product-reviews/business-units/${businessUnitId}/reviews`]);
  assert.equal(next.page, 2);
  assert.notDeepEqual(next.reviews, kept.reviews);
});

test('loadImportedPage: reviews from other sites with their own summary', async () => {
  const view = await loadImportedPage(
    client(),
    product([MOCK_IDS.skus.imported]),
    page(),
    signal(),
  );
  assert.ok(view.reviews.length > 0);
  assert.ok(view.summary.numberOfReviews.total >= view.reviews.length);
});

const reviewsRequest = (more = {}) => ({
  target: { businessUnitId },
  locale: 'en-US',
  query: { orderBy: [], perPage: 4, page: 1 },
  header: true,
  ...more,
});

test('loadReviewsPage: a page of the business reviews with the header, by id or domain', async () => {
  const page = await loadReviewsPage(client(), reviewsRequest(), signal());
  assert.equal(page.items.length, 4);
  assert.equal(page.more, true);
  assert.equal(page.badge.total, 700);
  const domain = `${MOCK_IDS.domains.acme}`;
  const byDomain = await loadReviewsPage(
    client(),
    reviewsRequest({ target: { domain } }),
    signal(),
  );
  assert.deepEqual(byDomain, page);
});

test('loadReviewsPage: a kept header or none is not asked for; a failing header loses no review', async () => {
  const kept = { badge: { name: 'Kept' } };
  api.sent.length = 0;
  const page = await loadReviewsPage(client(), reviewsRequest({ kept }), signal());
  assert.equal(page.badge, kept.badge);
  assert.deepEqual(paths(), [`GET /v1/business-units/${businessUnitId}/reviews`]);
  api.sent.length = 0;
  const bare = await loadReviewsPage(client(), reviewsRequest({ header: false }), signal());
  assert.equal(bare.badge, undefined);
  assert.deepEqual(paths(), [`GET /v1/business-units/${businessUnitId}/reviews`]);
  // The business unit's own answer fails: the header is left out, said once, the page kept.
  api.intercept = (req, res, url) => {
    if (url.pathname !== `/v1/business-units/${businessUnitId}`) return false;
    res.writeHead(503).end();
    return true;
  };
  const warned = [];
  const withoutHeader = await loadReviewsPage(client(), reviewsRequest(), signal(), (message) =>
    warned.push(message),
  );
  assert.equal(withoutHeader.badge, undefined);
  assert.equal(withoutHeader.items.length, 4);
  assert.equal(warned.length, 1);
  assert.match(warned[0], /shown without it/);
});
