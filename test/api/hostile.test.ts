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
import { createInvitationLink } from '../../src/api/product-reviews.js';
import { MOCK_API_KEY, MOCK_USERS, createMockPlatform } from '../../src/mock/index.js';

// A host of its own for each test, as in the client's own tests.
let tests = 0;
let base = '';
let elsewhere = '';
const seen: Request[] = [];
const worker = setupWorker();
worker.events.on('request:start', ({ request }) => seen.push(request.clone()));

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
});
