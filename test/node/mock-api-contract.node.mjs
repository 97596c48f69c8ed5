// `npm run mock-api` from Node's fetch: every answer, errors included, fits the OpenAPI contract
// (src/api/openapi.json), checked by the same checker as the browser tests.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchChecked, loadContract, startMockApi } from './helpers.mjs';

const apikey = 'rp-mock-key';
let server;
let contract;
let api;

before(async () => {
  [server, contract] = await Promise.all([startMockApi(), loadContract()]);
  api = (path, init = {}) =>
    fetchChecked(contract, `${server.origin}${path}`, {
      ...init,
      headers: { apikey, ...init.headers },
    });
});

after(() => server?.stop());

test('the checker is not vacuous: a body without the required fields is refused', () => {
  const url = `${server.origin}/v1/business-units/bu-acme`;
  const headers = new Headers({ 'content-type': 'application/json' });
  assert.notEqual(contract.check('GET', url, 200, headers, '{"id":"bu-acme"}').length, 0);
  assert.notEqual(contract.check('GET', url, 401, headers, '{"error":"no key"}').length, 0);
  assert.notEqual(contract.check('GET', url, 418, headers, '{}').length, 0);
});

test('business unit: the current variant, and the legacy variant of bu-legacy', async () => {
  const current = await api('/v1/business-units/bu-acme');
  assert.equal(current.response.status, 200);
  assert.equal(current.response.headers.get('access-control-allow-origin'), '*');
  assert.equal(current.body.id, 'bu-acme');
  assert.equal(typeof current.body.trustScore, 'number');
  assert.equal(typeof current.body.stars, 'number');
  assert.ok(current.body.numberOfReviews.total > 0);
  assert.equal('score' in current.body, false);

  const legacy = await api('/v1/business-units/bu-legacy');
  assert.equal(legacy.response.status, 200);
  assert.equal(legacy.body.id, 'bu-legacy');
  assert.equal(typeof legacy.body.score.trustScore, 'number');
  assert.equal(typeof legacy.body.score.stars, 'number');
  assert.equal('trustScore' in legacy.body, false);

  const empty = await api('/v1/business-units/bu-empty');
  assert.equal(empty.body.numberOfReviews.total, 0);
});

test('product reviews: a page, filters, and an empty page beyond the last', async () => {
  const base = '/v1/product-reviews/business-units/bu-acme/reviews';
  const page = await api(`${base}?sku=ACME-1000&perPage=5`);
  assert.equal(page.response.status, 200);
  assert.equal(page.body.productReviews.length, 5);
  const fives = await api(`${base}?sku=ACME-1000&stars=5&perPage=20`);
  assert.ok(fives.body.productReviews.length > 0);
  assert.ok(fives.body.productReviews.every((review) => review.stars === 5));
  const few = await api(`${base}?sku=ACME-1001`);
  assert.equal(few.body.productReviews.length, 3);
  const beyond = await api(`${base}?sku=ACME-1001&page=2`);
  assert.deepEqual(beyond.body.productReviews, []);
});

test('batch summaries agree with the review lists', async () => {
  const { response, body } = await api(
    '/v1/product-reviews/business-units/bu-acme/batch-summaries',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skus: ['ACME-1000', 'ACME-1001', 'ACME-1002'] }),
    },
  );
  assert.equal(response.status, 200);
  const bySku = Object.fromEntries(body.summaries.map((summary) => [summary.sku, summary]));
  assert.equal(bySku['ACME-1001'].numberOfReviews.total, 3);
  assert.ok(bySku['ACME-1000'].numberOfReviews.total > 100);
  assert.equal(bySku['ACME-1002']?.numberOfReviews.total ?? 0, 0);
  const combined = await api(
    '/v1/product-reviews/business-units/bu-acme?sku=ACME-1000,ACME-1001,ACME-1002',
  );
  assert.equal(combined.body.numberOfReviews.total, bySku['ACME-1000'].numberOfReviews.total + 3);
});

test('out-of-bounds parameters answer 400 with the documented error body', async () => {
  const base = '/v1/product-reviews/business-units/bu-acme/reviews';
  for (const query of ['perPage=101', 'perPage=0', 'stars=6', 'page=0']) {
    const { response, body } = await api(`${base}?sku=ACME-1000&${query}`);
    assert.equal(response.status, 400, query);
    assert.equal(body.status, 400, query);
    assert.equal(typeof body.code, 'string', query);
    assert.equal(typeof body.message, 'string', query);
  }
  const missingSku = await api(base);
  assert.equal(missingSku.response.status, 400);
});

test('public calls without the API key, or with a wrong one, answer 401', async () => {
  const url = `${server.origin}/v1/business-units/bu-acme`;
  const missing = await fetchChecked(contract, url);
  assert.equal(missing.response.status, 401);
  assert.equal(missing.body.code, 'missing_api_key');
  const wrong = await fetchChecked(contract, url, { headers: { apikey: 'not-the-key' } });
  assert.equal(wrong.response.status, 401);
  assert.equal(wrong.body.code, 'invalid_api_key');
  const batch = await fetchChecked(
    contract,
    `${server.origin}/v1/product-reviews/business-units/bu-acme/batch-summaries`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skus: ['ACME-1000'] }),
    },
  );
  assert.equal(batch.response.status, 401);
});
