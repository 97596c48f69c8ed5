import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { holdTimers } from '../support/hold.js';
import { http, HttpResponse, delay } from 'msw';
import { setupWorker } from 'msw/browser';
import { createClient, path, type ClientOptions } from '../../src/api/client.js';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  RateLimitError,
  TimeoutError,
  TokenExpiredError,
} from '../../src/api/errors.js';

// A host of its own for each test: a request a test left behind (aborted, or timed out before the
// worker saw it) may reach the worker later and must not count in the next test.
let tests = 0;
let base = '';
const seen: Request[] = [];
const worker = setupWorker();
worker.events.on('request:start', ({ request }) => {
  if (new URL(request.url).origin === base) seen.push(request.clone());
});

function client(options: Partial<ClientOptions> = {}) {
  const slept: number[] = [];
  const instance = createClient({
    baseUrl: base,
    apiKey: 'key-1',
    sleep: async (ms) => {
      slept.push(ms);
    },
    random: () => 1,
    ...options,
  });
  return Object.assign(instance, { slept });
}

const ok = { path: '/v1/things', auth: 'apiKey' as const };

describe('API client transport', () => {
  before(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
  after(() => worker.stop());
  beforeEach(() => {
    base = `https://api-${++tests}.client-test.example`;
    seen.length = 0;
    worker.resetHandlers();
  });

  it('sends the apikey header and comma-separated arrays, and skips empty parameters', async () => {
    worker.use(http.get(`${base}/v1/things`, () => HttpResponse.json({ fine: true })));
    const answer = await client().request<{ fine: boolean }>({
      ...ok,
      query: { sku: ['A', 'B,2', 'C'], stars: [4, 5], page: 2, language: undefined, empty: '' },
    });
    expect(answer).to.deep.equal({ fine: true });
    expect(seen).to.have.length(1);
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('sku')).to.equal('A,B,2,C');
    expect(url.searchParams.get('stars')).to.equal('4,5');
    expect(url.searchParams.get('page')).to.equal('2');
    expect(url.searchParams.has('language')).to.be.false;
    expect(url.searchParams.has('empty')).to.be.false;
    expect(seen[0].headers.get('apikey')).to.equal('key-1');
    expect(seen[0].headers.get('authorization')).to.equal(null);
  });

  it('encodes path parameters', () => {
    expect(path`/v1/business-units/${'a/b c'}/reviews`).to.equal(
      '/v1/business-units/a%2Fb%20c/reviews',
    );
  });

  it('shares identical reads in flight: 10 calls, 1 request', async () => {
    worker.use(
      http.get(`${base}/v1/things`, async () => {
        await delay(30);
        return HttpResponse.json({ n: 1 });
      }),
    );
    const api = client();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.request(ok)));
    expect(seen).to.have.length(1);
    expect(answers.every((answer) => JSON.stringify(answer) === '{"n":1}')).to.be.true;
  });

  it('serves repeated reads from the cache until the TTL passes, and never across API keys', async () => {
    worker.use(http.get(`${base}/v1/things`, () => HttpResponse.json({ n: seen.length })));
    let clock = 1_000;
    const api = client({ cacheTtl: 5_000, now: () => clock });
    await api.request(ok);
    await api.request(ok);
    expect(seen).to.have.length(1);
    clock += 4_999;
    await api.request(ok);
    expect(seen).to.have.length(1);
    clock += 2;
    await api.request(ok);
    expect(seen).to.have.length(2);
    await api.request(ok, { cache: false });
    expect(seen).to.have.length(3);
    await client({ apiKey: 'key-2', now: () => clock }).request(ok);
    expect(seen).to.have.length(4);
    expect(seen[3].headers.get('apikey')).to.equal('key-2');
  });

  it('does not cache when the TTL is 0', async () => {
    worker.use(http.get(`${base}/v1/things`, () => HttpResponse.json({})));
    const api = client({ cacheTtl: 0 });
    await api.request(ok);
    await api.request(ok);
    expect(seen).to.have.length(2);
  });

  it('keys shared reads by access token: two owners never share an answer', async () => {
    worker.use(
      http.get(`${base}/v1/private/things`, ({ request }) =>
        HttpResponse.json({ auth: request.headers.get('authorization') }),
      ),
    );
    let token = 'token-a';
    const api = client({ token: () => token });
    const first = await api.request<{ auth: string }>({
      path: '/v1/private/things',
      auth: 'bearer',
    });
    token = 'token-b';
    const second = await api.request<{ auth: string }>({
      path: '/v1/private/things',
      auth: 'bearer',
    });
    expect([first.auth, second.auth]).to.deep.equal(['Bearer token-a', 'Bearer token-b']);
    expect(seen.map((request) => request.headers.get('apikey'))).to.deep.equal([null, null]);
    expect(seen.every((request) => !request.url.includes('token'))).to.be.true;
  });

  it('retries a read on 5xx with exponential backoff, then succeeds', async () => {
    let calls = 0;
    worker.use(
      http.get(`${base}/v1/things`, () =>
        ++calls < 3
          ? HttpResponse.json({ code: 'server_error' }, { status: 502 })
          : HttpResponse.json({ ok: 1 }),
      ),
    );
    const api = client({ retryDelay: 100 });
    expect(await api.request(ok)).to.deep.equal({ ok: 1 });
    expect(seen).to.have.length(3);
    expect(api.slept).to.deep.equal([100, 200]);
  });

  it('lowers the backoff with jitter: random 0 waits half of what random 1 waits', async () => {
    let calls = 0;
    worker.use(
      http.get(`${base}/v1/things`, () =>
        ++calls % 3
          ? HttpResponse.json({ code: 'server_error' }, { status: 502 })
          : HttpResponse.json({ ok: 1 }),
      ),
    );
    const jittered = client({ retryDelay: 100, random: () => 0 });
    expect(await jittered.request(ok)).to.deep.equal({ ok: 1 });
    const unjittered = client({ retryDelay: 100, random: () => 1 });
    expect(await unjittered.request(ok)).to.deep.equal({ ok: 1 });
    expect(seen).to.have.length(6);
    expect(unjittered.slept).to.deep.equal([100, 200]);
    expect(jittered.slept).to.deep.equal([50, 100]);
  });

  it('honours Retry-After on 429 and 503', async () => {
    let calls = 0;
    worker.use(
      http.get(`${base}/v1/things`, () => {
        calls += 1;
        if (calls === 1)
          return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '2' } });
        if (calls === 2)
          return new HttpResponse(null, { status: 503, headers: { 'Retry-After': '1' } });
        return HttpResponse.json({});
      }),
    );
    const api = client();
    await api.request(ok);
    expect(api.slept).to.deep.equal([2000, 1000]);
  });

  it('gives up after the retry cap with the last error', async () => {
    worker.use(
      http.get(`${base}/v1/things`, () =>
        HttpResponse.json({ code: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    const api = client({ retries: 2 });
    const error = await api.request(ok).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(HttpError);
    expect((error as HttpError).status).to.equal(500);
    expect((error as HttpError).message).to.contain(
      'GET /v1/things answered 500: server_error down',
    );
    expect(seen).to.have.length(3);
  });

  it('does not wait for a Retry-After longer than the cap, and reports the delay', async () => {
    worker.use(
      http.get(
        `${base}/v1/things`,
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '60' } }),
      ),
    );
    const error = await client()
      .request(ok)
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).to.equal(60_000);
    expect((error as RateLimitError).message).to.contain('try again in 60 s');
    expect(seen).to.have.length(1);
  });

  it('never retries a write', async () => {
    worker.use(http.post(`${base}/v1/things`, () => new HttpResponse(null, { status: 503 })));
    const api = client();
    const error = await api
      .request({ ...ok, method: 'POST', json: { a: 1 } })
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(HttpError);
    expect(seen).to.have.length(1);
    expect(await seen[0].json()).to.deep.equal({ a: 1 });
    expect(api.slept).to.deep.equal([]);
  });

  it('retries a read-only POST and shares it like a GET', async () => {
    let calls = 0;
    worker.use(
      http.post(`${base}/v1/batch`, () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ ok: 1 }),
      ),
    );
    const api = client();
    const request = {
      ...ok,
      path: '/v1/batch',
      method: 'POST' as const,
      json: { skus: ['A'] },
      read: true,
    };
    const [a, b] = await Promise.all([api.request(request), api.request(request)]);
    expect(a).to.deep.equal({ ok: 1 });
    expect(b).to.equal(a);
    expect(seen).to.have.length(2);
  });

  it('turns a failed connection into a NetworkError', async () => {
    worker.use(http.get(`${base}/v1/things`, () => HttpResponse.error()));
    const error = await client({ retries: 0 })
      .request(ok)
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(NetworkError);
    expect((error as Error).message).to.match(/offline|CORS|base-url/);
  });

  it('times out a hanging request', async () => {
    worker.use(http.get(`${base}/v1/things`, () => delay('infinite')));
    const error = await client({ timeout: 50 })
      .request(ok)
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TimeoutError);
    expect((error as Error).message).to.contain('within 50 ms');
  });

  it('sends a form body URL-encoded, leaving out empty fields', async () => {
    worker.use(http.post(`${base}/v1/things`, () => HttpResponse.json({ fine: true })));
    const answer = await client().request({
      ...ok,
      method: 'POST',
      form: {
        grant_type: 'password',
        username: 'a b@example.org',
        password: 'p&=é',
        empty: '',
        none: undefined,
      },
    });
    expect(answer).to.deep.equal({ fine: true });
    expect(seen).to.have.length(1);
    expect(seen[0].method).to.equal('POST');
    expect(seen[0].headers.get('content-type')).to.equal('application/x-www-form-urlencoded');
    expect(await seen[0].text()).to.equal(
      'grant_type=password&username=a+b%40example.org&password=p%26%3D%C3%A9',
    );
  });

  it('ends the default wait before a retry when the caller aborts, sending nothing more', async () => {
    worker.use(
      http.get(`${base}/v1/things`, () =>
        HttpResponse.json({ status: 503, code: 'server_error', message: 'x' }, { status: 503 }),
      ),
    );
    // The default wait (no `sleep` option): 300 ms with random() 1, held until the abort.
    const timers = holdTimers(300);
    try {
      const api = createClient({ baseUrl: base, apiKey: 'key-1', random: () => 1 });
      const controller = new AbortController();
      const pending = api.request(ok, { signal: controller.signal });
      await waitUntil(() => timers.count === 1, 'no wait before the retry');
      expect(seen).to.have.length(1);
      controller.abort();
      const error = await pending.catch((e: unknown) => e);
      expect((error as DOMException).name).to.equal('AbortError');
      expect(timers.pending, 'the wait is cleared').to.equal(0);
      expect(seen).to.have.length(1);
    } finally {
      timers.release();
    }
  });

  it('rejects at once when the caller aborts, and cancels the request when nobody waits', async () => {
    worker.use(http.get(`${base}/v1/things`, () => delay('infinite')));
    // The fetch the client makes: its signal, and how the never-answered request ended.
    const fetches: { signal?: AbortSignal | null; ended?: string }[] = [];
    const api = client({
      fetch: (input, init) => {
        const call: (typeof fetches)[number] = { signal: init?.signal };
        fetches.push(call);
        const answer = fetch(input, init);
        answer.then(
          () => (call.ended = 'answered'),
          (error: unknown) => (call.ended = (error as Error).name),
        );
        return answer;
      },
    });
    const controller = new AbortController();
    const pending = api.request(ok, { signal: controller.signal });
    await waitUntil(() => seen.length === 1, 'the request never reached the mock');
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect((error as DOMException).name).to.equal('AbortError');
    // The request itself was aborted, not left hanging: its signal fired and the fetch ended.
    expect(fetches).to.have.length(1);
    expect(fetches[0]!.signal?.aborted, 'fetch signal aborted').to.equal(true);
    await waitUntil(() => fetches[0]!.ended, 'the hanging fetch never ended');
    expect(fetches[0]!.ended).to.equal('AbortError');
  });

  it('starts afresh when the same read is asked again right after everyone left it', async () => {
    let answered = 0;
    worker.use(
      http.get(`${base}/v1/things`, async () => {
        await delay(40);
        return HttpResponse.json({ n: ++answered });
      }),
    );
    const api = client();
    const controller = new AbortController();
    const leaving = api.request(ok, { signal: controller.signal });
    controller.abort();
    // Back to the same page at once: a new request, not the cancelled one's AbortError.
    const coming = api.request(ok);
    await leaving.catch(() => undefined);
    const again = await coming;
    // Whether the cancelled fetch reached the network before its abort is the browser's timing;
    // the new one always does, and its answer is the one kept.
    const sent = seen.length;
    expect(sent).to.be.within(1, 2);
    expect(again).to.deep.equal({ n: answered });
    expect(await api.request(ok)).to.deep.equal(again);
    expect(seen).to.have.length(sent);
  });

  it('keeps a shared read going for the callers that did not abort', async () => {
    worker.use(
      http.get(`${base}/v1/things`, async () => {
        await delay(40);
        return HttpResponse.json({ n: 1 });
      }),
    );
    const api = client();
    const controller = new AbortController();
    const leaving = api.request(ok, { signal: controller.signal });
    const staying = api.request(ok);
    controller.abort();
    await leaving.catch(() => undefined);
    expect(await staying).to.deep.equal({ n: 1 });
    expect(seen).to.have.length(1);
  });

  it('refuses a body that is not JSON or lacks what the caller relies on', async () => {
    worker.use(
      http.get(
        `${base}/v1/things`,
        () => new HttpResponse('{"broken', { headers: { 'content-type': 'application/json' } }),
      ),
      http.get(`${base}/v1/other`, () => HttpResponse.json({ total: 'many' })),
    );
    const api = client();
    const notJson = await api.request(ok).catch((e: unknown) => e);
    expect(notJson).to.be.instanceOf(InvalidResponseError);
    const lacking = await api
      .request({
        ...ok,
        path: '/v1/other',
        check: (body: { total: unknown }) =>
          typeof body.total !== 'number' && 'total is not a number',
      })
      .catch((e: unknown) => e);
    expect(lacking).to.be.instanceOf(InvalidResponseError);
    expect((lacking as Error).message).to.contain('total is not a number');
  });

  it('reports 401 on a token call as an expired token and tells the owner of the token', async () => {
    worker.use(
      http.get(`${base}/v1/private/things`, () =>
        HttpResponse.json({ code: 'token_expired' }, { status: 401 }),
      ),
    );
    let expired = 0;
    const api = client({ token: () => 'old', onTokenExpired: () => (expired += 1) });
    const error = await api
      .request({ path: '/v1/private/things', auth: 'bearer' })
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TokenExpiredError);
    expect((error as Error).message).to.contain('sign in again');
    expect(expired).to.equal(1);
    expect(seen).to.have.length(1);
  });

  it('asks for what is missing before sending anything', async () => {
    const noKey = await client({ apiKey: undefined })
      .request(ok)
      .catch((e: unknown) => e);
    expect((noKey as Error).message).to.contain('needs an API key');
    const noToken = await client()
      .request({ path: '/v1/private/x', auth: 'bearer' })
      .catch((e: unknown) => e);
    expect(noToken).to.be.instanceOf(TokenExpiredError);
    expect(seen).to.have.length(0);
  });
});
