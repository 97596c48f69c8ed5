// Node smoke check of `npm run mock-api` (run by `npm test` with the other *.node.mjs files): the
// script bundles the TypeScript mock, serves it over HTTP with CORS, and answers like the browser
// mock. API answers are checked against the OpenAPI contract.
import { Buffer } from 'node:buffer';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchChecked, loadContract, startMockApi } from '../node/helpers.mjs';

let server;
let origin;
let contract;

before(async () => {
  [server, contract] = await Promise.all([startMockApi(), loadContract()]);
  origin = server.origin;
});

after(() => server?.stop());

const checked = (url, init) => fetchChecked(contract, url, init);

test('answers public calls with the API key, and 401 without it', async () => {
  const { response: unit, body } = await checked(`${origin}/v1/business-units/bu-acme`, {
    headers: { apikey: 'rp-mock-key' },
  });
  assert.equal(unit.status, 200);
  assert.equal(unit.headers.get('access-control-allow-origin'), '*');
  assert.equal(body.id, 'bu-acme');
  assert.equal(typeof body.trustScore, 'number');
  const missing = await checked(`${origin}/v1/business-units/bu-acme`);
  assert.equal(missing.response.status, 401);
  assert.equal(missing.body.code, 'missing_api_key');
});

test('answers CORS preflights', async () => {
  const preflight = await fetch(`${origin}/v1/business-units/bu-acme`, {
    method: 'OPTIONS',
    headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'apikey' },
  });
  assert.equal(preflight.status, 204);
  assert.match(preflight.headers.get('access-control-allow-headers'), /apikey/);
});

test('issues tokens with Basic credentials that open private calls', async () => {
  const basic = Buffer.from('rp-mock-key:rp-mock-secret').toString('base64');
  const token = await checked(
    `${origin}/v1/oauth/oauth-business-users-for-applications/accesstoken`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=password&username=owner%40acme-outdoor.example&password=acme-owner-pass',
    },
  );
  assert.equal(token.response.status, 200);
  const { access_token } = token.body;
  const reviews = await checked(
    `${origin}/v1/private/product-reviews/business-units/bu-acme/reviews?perPage=2`,
    {
      headers: { authorization: `Bearer ${access_token}` },
    },
  );
  assert.equal(reviews.response.status, 200);
  assert.equal(reviews.body.productReviews.length, 2);
});

test('serves JSON bodies of POSTs, images on its own asset host, the sign-in page and JSON 404s', async () => {
  const batch = await checked(
    `${origin}/v1/product-reviews/business-units/bu-acme/batch-summaries`,
    {
      method: 'POST',
      headers: { apikey: 'rp-mock-key', 'content-type': 'application/json' },
      body: JSON.stringify({ skus: ['ACME-1001'] }),
    },
  );
  assert.equal(batch.body.summaries[0].numberOfReviews.total, 3);
  const stars = await checked(`${origin}/v1/resources/images/stars/4.5`, {
    headers: { apikey: 'rp-mock-key' },
  });
  const { starSvg } = stars.body;
  assert.ok(starSvg.url.startsWith(`${origin}/assets/`));
  const image = await fetch(starSvg.url);
  assert.equal(image.headers.get('content-type'), 'image/svg+xml');
  const page = await fetch(`${origin}/authorize?client_id=rp-mock-key`);
  assert.match(await page.text(), /mountAuthorizePage/);
  const script = await fetch(`${origin}/authorize.js`);
  assert.match(await script.text(), /mountAuthorizePage/);
  const unknown = await fetch(`${origin}/v1/nothing`, { headers: { apikey: 'rp-mock-key' } });
  assert.equal(unknown.status, 404);
  assert.equal((await unknown.json()).code, 'not_found');
  const outside = await fetch(`${origin}/favicon.ico`);
  assert.equal(outside.status, 404);
});
