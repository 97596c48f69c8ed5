/**
 * The client against a hostile or misplaced API: redirects to another site, answers too large to
 * read, web pages instead of JSON, retry delays of nothing, lists longer than asked for and
 * numbers out of range. Each ends in a typed error with a short, clear message, before anything
 * unwanted is sent or drawn.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { createClient, type ClientOptions } from '../../src/api/client.js';
import {
  HttpError,
  InvalidResponseError,
  RedirectError,
  ResponseTooLargeError,
} from '../../src/api/errors.js';
import { getBusinessUnit } from '../../src/api/business-units.js';
import {
  batchAttributeSummaries,
  createInvitationLink,
  getImportedReviewsSummary,
  listImportedReviews,
  listProductReviews,
} from '../../src/api/product-reviews.js';
import { getStarSummary } from '../../src/api/summaries.js';
import { authorizeUrl, isAllowedRedirectUri } from '../../src/api/implicit-grant.js';
import { safeUrl } from '../../src/core/safe-url.js';
import { MOCK_API_KEY, MOCK_USERS, createMockPlatform } from '../../src/mock/index.js';

// A host of its own for each test, as in the client's own tests.
let tests = 0;
let base = '';
let elsewhere = '';
const seen: Request[] = [];
const worker = setupWorker();
// What the client asks the hosts of these tests; the page's own files (the client's failure
// code, imported at the first failure) are not the platform's business.
worker.events.on('request:start', ({ request }) => {
  if (new URL(request.url).origin !== location.origin) seen.push(request.clone());
});

function client(options: Partial<ClientOptions> = {}) {
  const slept: number[] = [];
  const instance = createClient({
    baseUrl: base,
    apiKey: 'key-1',
    sleep: async (ms) => void slept.push(ms),
    random: () => 1,
    ...options,
  });
  return Object.assign(instance, { slept });
}

const ok = { path: '/v1/things', auth: 'apiKey' as const };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (error: unknown) => error as Error,
  );
const origins = () => [...new Set(seen.map((request) => new URL(request.url).origin))];

describe('API client against a hostile API', () => {
  before(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
  after(() => worker.stop());
  beforeEach(() => {
    base = `https://api-${++tests}.hostile-test.example`;
    elsewhere = `https://evil-${tests}.hostile-test.example`;
    seen.length = 0;
    worker.resetHandlers();
  });

  describe('redirects', () => {
    it('refuses a read redirected to another origin: the API key never goes there', async () => {
      worker.use(
        http.get(
          `${base}/v1/things`,
          () =>
            new HttpResponse(null, {
              status: 307,
              headers: { location: `${elsewhere}/v1/things` },
            }),
        ),
        http.get(`${elsewhere}/v1/things`, () => HttpResponse.json({ stolen: true })),
      );
      const error = await failure(client().request(ok));
      expect(error).to.be.instanceOf(RedirectError);
      expect(error.message).to.match(/^GET \/v1\/things answered with a redirect/);
      expect(error.message).to.contain('Set base-url');
      // Not retried, and nothing reached the other origin.
      expect(origins()).to.deep.equal([base]);
      expect(seen).to.have.length(1);
    });

    it('sends the invitation POST once, never to the origin a redirect names', async () => {
      const platform = createMockPlatform({ seed: 1 });
      worker.use(...platform.handlers);
      const stolen = `${elsewhere}/v1/private/product-reviews/business-units/bu-acme/invitation-links`;
      platform.fail({ operation: 'createInvitationLink', redirect: stolen });
      const token = platform.issueToken({ email: MOCK_USERS[0]!.email });
      const api = client({ apiKey: MOCK_API_KEY, token: () => token });
      const error = await failure(
        createInvitationLink(api, 'bu-acme', {
          consumer: { email: 'jamie@example.com', name: 'Jamie' },
          productIds: ['p-1'],
        } as never),
      );
      expect(error).to.be.instanceOf(RedirectError);
      expect(
        seen.map((request) => `${request.method} ${new URL(request.url).origin}`),
      ).to.deep.equal([`POST ${base}`]);
    });
  });

  describe('answer size', () => {
    const big = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

    it('refuses an answer whose Content-Length is over maxBytes, and says so', async () => {
      worker.use(
        http.get(`${base}/v1/things`, () =>
          HttpResponse.text(big(5000), {
            headers: { 'content-type': 'application/json', 'content-length': '5000' },
          }),
        ),
      );
      const error = await failure(client({ maxBytes: 4000 }).request(ok));
      expect(error).to.be.instanceOf(ResponseTooLargeError);
      expect(error.message).to.equal(
        "GET /v1/things answered more than 4000 bytes (the client's maxBytes), so the answer was dropped; check base-url points at the platform's API.",
      );
    });

    it('stops reading a streamed answer without a length once it passes maxBytes', async () => {
      let pulled = 0;
      worker.use(
        http.get(`${base}/v1/things`, () => {
          const chunk = new TextEncoder().encode(' '.repeat(1000));
          const stream = new ReadableStream<Uint8Array>({
            pull(controller) {
              // An endless answer: only the reader's limit ends it.
              pulled++;
              controller.enqueue(chunk);
            },
          });
          return new HttpResponse(stream, { headers: { 'content-type': 'application/json' } });
        }),
      );
      const error = await failure(client({ maxBytes: 50_000 }).request(ok));
      expect(error).to.be.instanceOf(ResponseTooLargeError);
      expect(pulled).to.be.above(50);
    });

    it('reads answers up to the 2 MiB default, and refuses larger ones', async () => {
      const limit = 2 * 1024 * 1024;
      worker.use(
        http.get(`${base}/v1/small`, () =>
          HttpResponse.text(big(limit), { headers: { 'content-type': 'application/json' } }),
        ),
        http.get(`${base}/v1/large`, () =>
          HttpResponse.text(big(limit + 1), { headers: { 'content-type': 'application/json' } }),
        ),
      );
      const api = client();
      const small = await api.request<{ text: string }>({ ...ok, path: '/v1/small' });
      expect(small.text.length).to.equal(limit - 11);
      const error = await failure(api.request({ ...ok, path: '/v1/large' }));
      expect(error).to.be.instanceOf(ResponseTooLargeError);
    });
  });

  describe('nesting', () => {
    it('refuses an answer nested deeper than 64 levels without parsing it, and reads 64', async () => {
      const nested = (depth: number) => '['.repeat(depth) + '"[{\\"]"' + ']'.repeat(depth);
      worker.use(
        http.get(`${base}/v1/deep`, () =>
          HttpResponse.text(nested(200_000), { headers: { 'content-type': 'application/json' } }),
        ),
        http.get(`${base}/v1/fine`, () =>
          HttpResponse.text(nested(64), { headers: { 'content-type': 'application/json' } }),
        ),
        http.get(`${base}/v1/broken`, () =>
          HttpResponse.text(nested(65), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      );
      const api = client({ retries: 0 });
      const error = await failure(api.request({ ...ok, path: '/v1/deep' }));
      expect(error).to.be.instanceOf(InvalidResponseError);
      expect(error.message).to.equal(
        'GET /v1/deep returned an unusable body: nested deeper than 64 levels.',
      );
      // Brackets inside strings do not count; 64 levels are read as usual.
      let fine: unknown = await api.request({ ...ok, path: '/v1/fine' });
      for (let level = 0; level < 64; level++) fine = (fine as unknown[])[0];
      expect(fine).to.equal('[{"]');
      // An error body too deep is quoted as text.
      const failed = await failure(api.request({ ...ok, path: '/v1/broken' }));
      expect(failed).to.be.instanceOf(HttpError);
      expect((failed as HttpError).body).to.be.a('string');
    });
  });

  describe('web pages instead of the API', () => {
    const page = `<!doctype html><html><head><title>Shop</title></head><body>${'<p>Buy now</p>'.repeat(500)}</body></html>`;

    it('says the API address is likely wrong when the shop answers its 404 page', async () => {
      worker.use(
        http.get(`${base}/v1/things`, () =>
          HttpResponse.text(page, { status: 404, headers: { 'content-type': 'text/html' } }),
        ),
      );
      const error = await failure(client().request(ok));
      expect(error).to.be.instanceOf(HttpError);
      expect(error.message).to.equal(
        "GET /v1/things answered 404: an HTML page, not the platform's JSON. The API address is likely wrong: set base-url to the platform's API (or to your proxy of it).",
      );
    });

    it('says so for a 200 HTML page (a shop that answers every path with its home page)', async () => {
      worker.use(
        http.get(`${base}/v1/things`, () =>
          HttpResponse.text(page, { headers: { 'content-type': 'text/html' } }),
        ),
      );
      const error = await failure(client().request(ok));
      expect(error).to.be.instanceOf(InvalidResponseError);
      expect(error.message).to.contain('an HTML page, not JSON');
      expect(error.message).to.contain('set base-url');
      expect(error.message).not.to.contain('<');
    });

    it('quotes at most 200 characters of an error body', async () => {
      worker.use(
        http.get(`${base}/v1/things`, () =>
          HttpResponse.json({ code: 'bad', message: 'y'.repeat(100_000) }, { status: 400 }),
        ),
        http.get(`${base}/v1/text`, () => HttpResponse.text('z'.repeat(100_000), { status: 400 })),
      );
      for (const path of ['/v1/things', '/v1/text']) {
        const error = await failure(client().request({ ...ok, path }));
        expect(error).to.be.instanceOf(HttpError);
        expect(error.message.length, error.message).to.be.below(300);
        expect(error.message).to.contain('…');
      }
    });
  });

  describe('Retry-After', () => {
    for (const value of ['0', '-5', 'Wed, 21 Oct 2015 07:28:00 GMT']) {
      it(`waits at least the backoff when Retry-After is ${value}`, async () => {
        worker.use(
          http.get(
            `${base}/v1/things`,
            () => new HttpResponse(null, { status: 503, headers: { 'retry-after': value } }),
          ),
        );
        const api = client();
        await failure(api.request(ok));
        expect(seen).to.have.length(4);
        // The backoff of 300 ms doubling, with the jitter source at its top.
        expect(api.slept).to.deep.equal([300, 600, 1200]);
      });
    }
  });

  describe('lists longer than asked for', () => {
    const review = { stars: 4, createdAt: '2025-01-01T00:00:00Z' };
    const reviews = (n: number) => ({ productReviews: Array.from({ length: n }, () => review) });

    it('refuses a page of reviews longer than perPage, for platform and imported lists', async () => {
      const pr = `${base}/v1/product-reviews/business-units/bu-1`;
      worker.use(
        http.get(`${pr}/reviews`, () => HttpResponse.json(reviews(10_000))),
        http.get(`${pr}/imported-reviews`, () => HttpResponse.json(reviews(11))),
      );
      const api = client();
      const error = await failure(listProductReviews(api, 'bu-1', { sku: ['A'], perPage: 10 }));
      expect(error).to.be.instanceOf(InvalidResponseError);
      expect(error.message).to.equal(
        'GET /v1/product-reviews/business-units/bu-1/reviews returned an unusable body: productReviews lists 10000 reviews for perPage=10.',
      );
      const imported = await failure(listImportedReviews(api, 'bu-1', { sku: ['A'], perPage: 10 }));
      expect(imported.message).to.contain('productReviews lists 11 reviews for perPage=10');
      // A page of exactly perPage is fine.
      worker.use(http.get(`${pr}/reviews`, () => HttpResponse.json(reviews(10))));
      const page = await listProductReviews(
        api,
        'bu-1',
        { sku: ['A'], perPage: 10 },
        { cache: false },
      );
      expect(page.productReviews).to.have.length(10);
    });
  });

  describe('numbers out of range', () => {
    const distribution = {
      total: 10,
      oneStar: 0,
      twoStars: 0,
      threeStars: 0,
      fourStars: 4,
      fiveStars: 6,
    };
    const unit = {
      id: 'bu-1',
      displayName: 'Shop',
      status: 'active',
      stars: 4.5,
      trustScore: 4.4,
      numberOfReviews: distribution,
    };
    const units = '/v1/business-units/bu-1';
    const summaries = '/v1/product-reviews/business-units/bu-1';
    const summary = (patch: object) => ({
      summaries: [{ sku: 'A', starsAverage: 4, numberOfReviews: distribution, ...patch }],
    });
    /** What is refused: the call, the answer it gets (at GET or POST path) and the reason. */
    const cases: [string, () => Promise<unknown>, 'get' | 'post', string, object, string][] = [
      [
        'a TrustScore above 5',
        () => getBusinessUnit(client(), 'bu-1'),
        'get',
        units,
        { ...unit, trustScore: 7 },
        'trustScore 7 is not a rating from 0 to 5',
      ],
      [
        'a negative number of reviews',
        () => getBusinessUnit(client(), 'bu-1'),
        'get',
        units,
        { ...unit, numberOfReviews: { ...distribution, total: -5 } },
        'numberOfReviews.total -5 is not a number of reviews',
      ],
      [
        'a star count above the total',
        () => getBusinessUnit(client(), 'bu-1'),
        'get',
        units,
        { ...unit, numberOfReviews: { ...distribution, fiveStars: 2e27 } },
        'numberOfReviews.fiveStars 2e+27 is not a number of reviews up to the total 10',
      ],
      [
        'a star summary average above 5',
        () => getStarSummary(client(), 'bu-1', ['A']),
        'post',
        `${summaries}/batch-summaries`,
        summary({ starsAverage: 7 }),
        'summaries[0].starsAverage 7 is not a rating from 0 to 5',
      ],
      [
        'a star summary row above its total (233 %)',
        () => getStarSummary(client(), 'bu-1', ['A']),
        'post',
        `${summaries}/batch-summaries`,
        summary({ numberOfReviews: { ...distribution, fourStars: 23 } }),
        'summaries[0].numberOfReviews.fourStars 23 is not a number of reviews up to the total 10',
      ],
      [
        "a total beyond the platform's page range (a pager to 1e14 pages)",
        () => getImportedReviewsSummary(client(), 'bu-1', ['A']),
        'get',
        `${summaries}/imported-reviews-summaries`,
        { starsAverage: 4, numberOfReviews: { total: 1e15 } },
        'numberOfReviews.total 1000000000000000 is not a number of reviews',
      ],
      [
        'an attribute average of 99',
        () => batchAttributeSummaries(client(), 'bu-1', { skus: ['A'] }),
        'post',
        `${summaries}/attribute-summaries`,
        {
          summaries: [
            {
              sku: 'A',
              attributes: [
                { id: 'q', name: 'Quality', type: 'range_1to5', average: 99, totalOccurrences: 3 },
              ],
            },
          ],
        },
        'attribute q average 99 is not a rating from 0 to 5',
      ],
      [
        'a review with 9 stars',
        () => listProductReviews(client(), 'bu-1', { sku: ['A'] }),
        'get',
        `${summaries}/reviews`,
        { productReviews: [{ stars: 9, createdAt: '2025-01-01T00:00:00Z' }] },
        'productReviews[0] lacks stars from 1 to 5 or createdAt',
      ],
    ];
    for (const [name, call, method, path, body, reason] of cases) {
      it(`refuses ${name}`, async () => {
        worker.use(http[method](`${base}${path}`, () => HttpResponse.json(body)));
        const error = await failure(call());
        expect(error).to.be.instanceOf(InvalidResponseError);
        expect((error as InvalidResponseError).reason).to.equal(reason);
      });
    }
  });

  describe('URL policy', () => {
    const userInfo = [
      'https://shop.example@evil.example/cb',
      'https://user:secret@evil.example/cb',
    ];

    it('refuses user-info in redirect-uri and auth-url, and says why', () => {
      for (const uri of userInfo) {
        expect(isAllowedRedirectUri(uri), uri).to.equal(false);
        expect(() =>
          authorizeUrl({ authUrl: 'https://auth.example/a', clientId: 'k', redirectUri: uri }),
        ).to.throw(
          `redirect-uri "${uri}" must be https (http only on localhost), without a user name or password.`,
        );
        expect(() =>
          authorizeUrl({ authUrl: uri, clientId: 'k', redirectUri: 'https://shop.example/cb' }),
        ).to.throw(`auth-url "${uri}"`);
      }
    });

    it('gives links and images https only (http on localhost), never with user-info', () => {
      expect(safeUrl('https://shop.example/p.png')).to.equal('https://shop.example/p.png');
      expect(safeUrl('http://localhost:8000/p.png')).to.equal('http://localhost:8000/p.png');
      for (const url of ['http://shop.example/p.png', ...userInfo]) {
        expect(safeUrl(url), url).to.equal(undefined);
      }
    });
  });
});
