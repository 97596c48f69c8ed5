// The headless client in Node, as an integrator's server imports it: `rp-widgets/api` and
// `rp-widgets/api/server` (the package's own exports, so the built dist/: run after
// `npm run build`), against `npm run mock-api`.
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startMockApi } from './helpers.mjs';

const built = new URL('../../dist/api/server.js', import.meta.url);
if (!existsSync(built)) throw new Error('dist/api is missing: run `npm run build` first.');

const {
  HttpError,
  TokenExpiredError,
  createClient,
  getBusinessUnit,
  getProductReviewSummary,
  getStarSummary,
  listPrivateProductReviews,
} = await import('rp-widgets/api');
const { exchangeCode, passwordGrant, refreshToken, revokeToken } =
  await import('rp-widgets/api/server');
// The mock's token minting, from the same build (not part of the package's exports).
const mockAuth = new URL('../../dist/mock/auth.js', import.meta.url);

const apiKey = 'rp-mock-key';
const apiSecret = 'rp-mock-secret';
const owner = { username: 'owner@acme-outdoor.example', password: 'acme-owner-pass' };
let server;

/** A client on the mock that records the requests it sends: method, path and query. */
function countingClient(options = {}) {
  const sent = [];
  const client = createClient({
    apiKey,
    baseUrl: server.origin,
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${request.url.slice(server.origin.length)}`);
      return fetch(request);
    },
    ...options,
  });
  return { client, sent };
}

before(async () => {
  server = await startMockApi();
});

after(() => server?.stop());

test('getBusinessUnit answers both variants in the current shape', async () => {
  const { client } = countingClient();
  const acme = await getBusinessUnit(client, 'bu-acme');
  assert.equal(acme.id, 'bu-acme');
  assert.equal(typeof acme.trustScore, 'number');
  assert.equal(typeof acme.stars, 'number');
  assert.ok(acme.numberOfReviews.total > 0);

  const raw = await fetch(`${server.origin}/v1/business-units/bu-legacy`, {
    headers: { apikey: apiKey },
  }).then((response) => response.json());
  assert.equal(typeof raw.score.trustScore, 'number');
  const legacy = await getBusinessUnit(client, 'bu-legacy');
  assert.equal(legacy.trustScore, raw.score.trustScore);
  assert.equal(legacy.stars, raw.score.stars);
  assert.equal('score' in legacy, false);
  assert.equal(legacy.numberOfReviews.total, raw.numberOfReviews.total);

  await assert.rejects(
    getBusinessUnit(createClient({ apiKey: 'wrong', baseUrl: server.origin }), 'bu-acme'),
    (error) => error instanceof HttpError && error.status === 401 && /api-key/.test(error.message),
  );
});

test('getStarSummary: several SKUs in one task make one batch request, variants combine exactly', async () => {
  const { client, sent } = countingClient();
  const variants = ['ACME-1006-S', 'ACME-1006-M', 'ACME-1006-L'];
  const [few, none, many, jacket] = await Promise.all([
    getStarSummary(client, 'bu-acme', ['ACME-1001']),
    getStarSummary(client, 'bu-acme', ['ACME-1002']),
    getStarSummary(client, 'bu-acme', ['ACME-1000']),
    getStarSummary(client, 'bu-acme', variants),
  ]);
  assert.deepEqual(sent, ['POST /v1/product-reviews/business-units/bu-acme/batch-summaries']);
  assert.equal(few.numberOfReviews.total, 3);
  assert.deepEqual(none, {
    numberOfReviews: {
      total: 0,
      oneStar: 0,
      twoStars: 0,
      threeStars: 0,
      fourStars: 0,
      fiveStars: 0,
    },
    starsAverage: 0,
  });
  assert.ok(many.numberOfReviews.total > 100);
  assert.ok(many.starsAverage >= 1 && many.starsAverage <= 5);

  // The platform's own summary of the three SKUs together.
  const platform = await getProductReviewSummary(client, 'bu-acme', variants);
  assert.deepEqual(jacket.numberOfReviews, platform.numberOfReviews);
  assert.ok(Math.abs(jacket.starsAverage - platform.starsAverage) < 0.05);

  // Answers are kept: asking again sends nothing.
  await getStarSummary(client, 'bu-acme', ['ACME-1001', 'ACME-1000']);
  assert.equal(sent.length, 2);
});

test('server-only token operations: password grant, refresh, revoke', async () => {
  // Another key, so the 5-per-10-s token rate of rp-mock-key is left to the calls below.
  await assert.rejects(
    passwordGrant(createClient({ apiKey: 'other-key', baseUrl: server.origin }), {
      apiSecret: 'wrong',
      ...owner,
    }),
    (error) => error instanceof HttpError && error.status === 401,
  );
  const tokens = await passwordGrant(createClient({ apiKey, baseUrl: server.origin }), {
    apiSecret,
    ...owner,
  });
  assert.equal(typeof tokens.access_token, 'string');
  assert.equal(typeof tokens.refresh_token, 'string');
  assert.equal(tokens.expires_in, 3600);

  let access = tokens.access_token;
  const { client: owned, sent } = countingClient({ token: () => access, cacheTtl: 0 });
  const page = await listPrivateProductReviews(owned, 'bu-acme', { perPage: 2 });
  assert.equal(page.productReviews.length, 2);

  const refreshed = await refreshToken(owned, { apiSecret, refreshToken: tokens.refresh_token });
  assert.equal(typeof refreshed.access_token, 'string');
  assert.notEqual(refreshed.access_token, tokens.access_token);
  access = refreshed.access_token;
  await listPrivateProductReviews(owned, 'bu-acme', { perPage: 1 });

  await revokeToken(owned, { apiSecret, refreshToken: tokens.refresh_token });
  // Revoking the refresh token ends the access tokens issued with it.
  await assert.rejects(
    listPrivateProductReviews(owned, 'bu-acme', { perPage: 1 }),
    TokenExpiredError,
  );
  await assert.rejects(
    refreshToken(owned, { apiSecret, refreshToken: tokens.refresh_token }),
    (error) => error instanceof HttpError && error.status === 400,
  );
  // The secret went in the Basic header only, the token in Authorization only: never in a URL.
  assert.ok(sent.every((line) => !line.includes(apiSecret) && !line.includes('token=')));
});

test('server-only exchangeCode: the code from the redirect, sent as the spec says, for a working token', async () => {
  // A server of its own: the token requests above used most of rp-mock-key's 5 per 10 s.
  const own = await startMockApi();
  try {
    // Codes are stateless (claims signed with the mock's secret), so one minted here as the
    // authorization page mints it is one the platform accepts.
    const { authorizationCodeFor, findUser } = await import(mockAuth);
    const redirectUri = 'https://shop.example/owner/callback';
    const code = authorizationCodeFor(findUser(owner.username), Date.now(), redirectUri);
    const sent = [];
    const client = createClient({
      apiKey,
      baseUrl: own.origin,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push({
          method: request.method,
          path: request.url.slice(own.origin.length),
          type: request.headers.get('content-type'),
          authorization: request.headers.get('authorization'),
          form: Object.fromEntries(new URLSearchParams(await request.clone().text())),
        });
        return fetch(request);
      },
    });

    const tokens = await exchangeCode(client, { apiSecret, code, redirectUri });
    assert.deepEqual(sent, [
      {
        method: 'POST',
        path: '/v1/oauth/oauth-business-users-for-applications/accesstoken',
        type: 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`,
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      },
    ]);
    assert.equal(typeof tokens.access_token, 'string');
    assert.equal(typeof tokens.refresh_token, 'string');
    assert.equal(tokens.expires_in, 3600);
    // The token is the owner's: their business unit's private reviews open with it.
    const owned = createClient({ baseUrl: own.origin, token: () => tokens.access_token });
    const page = await listPrivateProductReviews(owned, 'bu-acme', { perPage: 1 });
    assert.equal(page.productReviews.length, 1);

    // A code is good once, and only for the redirect_uri it was issued for.
    await assert.rejects(
      exchangeCode(client, { apiSecret, code, redirectUri }),
      (error) => error instanceof HttpError && error.status === 400,
    );
    const another = authorizationCodeFor(findUser(owner.username), Date.now(), redirectUri);
    await assert.rejects(
      exchangeCode(client, { apiSecret, code: another, redirectUri: 'https://evil.example/' }),
      (error) => error instanceof HttpError && error.status === 400,
    );
  } finally {
    own.stop();
  }
});
