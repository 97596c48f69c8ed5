// Node smoke check of `npx rp-widgets-mock` (run by `npm test` with the other *.node.mjs files, after
// the build): the package's bin serves the built dist/mock over HTTP with CORS, and answers like the
// browser mock; `--source` (`npm run mock-api`) serves src/mock the same. API answers are checked
// against the OpenAPI contract.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import process from 'node:process';
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

/** Fetches a module and, recursively, each relative module it imports: url → source. */
async function moduleGraph(url, seen = new Map()) {
  if (seen.has(url)) return seen;
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  const source = await response.text();
  seen.set(url, source);
  for (const [, specifier] of source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    await moduleGraph(new URL(specifier, url).href, seen);
  }
  return seen;
}

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
  // The sign-in page's module and every module it imports, as a browser would load them.
  const loaded = await moduleGraph(`${origin}/mock/authorize.js`);
  assert.match(loaded.get(`${origin}/mock/authorize.js`), /mountAuthorizePage/);
  assert.ok(loaded.size > 1, 'authorize.js imports the mock data modules');
  assert.equal((await fetch(`${origin}/mock/../package.json`)).status, 404);
  const unknown = await fetch(`${origin}/v1/nothing`, { headers: { apikey: 'rp-mock-key' } });
  assert.equal(unknown.status, 404);
  assert.equal((await unknown.json()).code, 'not_found');
  const outside = await fetch(`${origin}/favicon.ico`);
  assert.equal(outside.status, 404);
});

test('--help prints the options and starts nothing', () => {
  const { status, stdout } = spawnSync(process.execPath, ['bin/rp-widgets-mock.mjs', '--help'], {
    encoding: 'utf8',
  });
  assert.equal(status, 0);
  assert.match(stdout, /PORT/);
  assert.match(stdout, /--source/);
  const wrong = spawnSync(process.execPath, ['bin/rp-widgets-mock.mjs', '--prot', '1'], {
    encoding: 'utf8',
  });
  assert.equal(wrong.status, 2);
  assert.match(wrong.stderr, /unknown option --prot/);
});

test('--source serves the sources the same', async () => {
  const source = await startMockApi({}, ['--source']);
  try {
    const { body } = await checked(`${source.origin}/v1/business-units/bu-acme`, {
      headers: { apikey: 'rp-mock-key' },
    });
    assert.equal(body.id, 'bu-acme');
    const loaded = await moduleGraph(`${source.origin}/mock/authorize.js`);
    assert.match(loaded.get(`${source.origin}/mock/authorize.js`), /mountAuthorizePage/);
  } finally {
    source.stop();
  }
});
