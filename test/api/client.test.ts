import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { holdTimers, restoreHeldTimers } from '../support/hold.js';
import { http, HttpResponse, delay } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  createClient,
  path,
  type ApiRequest,
  type Client,
  type ClientOptions,
} from '../../src/api/client.js';
import {
  ApiError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  RateLimitError,
  RedirectError,
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

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal;
}

/**
 * A fetch that records what the client asks and gives `answer`'s reply (held while its promise is).
 * Replies are plain objects whose body is ready at once: once `settled()` resolves, the client has
 * done all it can with them.
 */
function fakeFetch(answer: (sent: Sent, count: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Sent = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body as string | undefined,
      signal: init.signal!,
    };
    sent.push(request);
    return Promise.resolve().then(() => answer(request, sent.length));
  };
  return Object.assign(fetch as typeof globalThis.fetch, { sent });
}

function reply(status: number, body = '{}', headers: Record<string, string> = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: () => Promise.resolve(body),
  } as Response;
}

/** An answer that never comes; it fails as a real fetch does when the request is aborted. */
function hang(sent: Sent): Promise<Response> {
  return new Promise((_, reject) =>
    sent.signal.addEventListener('abort', () => reject(sent.signal.reason)),
  );
}

/** An answer that comes when the test says, aborted or not (a server that already sent it). */
function later(body: string) {
  let release!: () => void;
  const answer = new Promise<Response>((resolve) => (release = () => resolve(reply(200, body))));
  return { answer, release };
}

/** A gate a mocked answer waits behind until the test opens it. */
function gate() {
  let open!: () => void;
  const shut = new Promise<void>((resolve) => (open = resolve));
  return { shut, open };
}

/** Resolves after every pending microtask: a message is a task of its own, and timers may be held. */
function settled(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Settles until `ready()` holds, for at most `turns` messages: the retries' code is imported at a
 * read's first failure (loaded already, see `before`), which may take a turn more than a reply.
 * No timer: the tests that call it hold the page's timers.
 */
async function turnsUntil(ready: () => boolean, turns = 50): Promise<void> {
  for (let turn = 0; turn < turns && !ready(); turn++) await settled();
}

/** An abort signal that counts the listeners left on it. */
function countedSignal() {
  const controller = new AbortController();
  const { signal } = controller;
  // Per event type, as the signal keeps them: a removal for another type leaves the listener.
  const listeners = new Map<string, Set<unknown>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = (...args: Parameters<AbortSignal['addEventListener']>) => {
    of(args[0]).add(args[1]);
    add(...args);
  };
  signal.removeEventListener = (...args: Parameters<AbortSignal['removeEventListener']>) => {
    of(args[0]).delete(args[1]);
    remove(...args);
  };
  return Object.assign(controller, {
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  });
}

/** Starts a read of `ok` and, once it is sent, leaves it as its only caller. */
async function leaveRead(api: Pick<Client, 'request'>): Promise<void> {
  const controller = new AbortController();
  const left = failure(api.request(ok, { signal: controller.signal }));
  await settled();
  controller.abort();
  expect((await left).name).to.equal('AbortError');
}

/** The error `promise` fails with; an answer instead is an error too, so the test fails. */
const failure = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => new Error('answered instead of failing'),
    (error: unknown) => error as Error,
  );

describe('API client transport', () => {
  before(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
  after(() => worker.stop());
  beforeEach(() => {
    base = `https://api-${++tests}.client-test.example`;
    seen.length = 0;
    worker.resetHandlers();
  });
  afterEach(restoreHeldTimers);

  it('sends the apikey header and comma-separated arrays, and skips empty parameters', async () => {
    worker.use(http.get(`${base}/v1/things`, () => HttpResponse.json({ fine: true })));
    const answer = await client().request<{ fine: boolean }>({
      ...ok,
      query: {
        sku: ['A', 'B,2', 'C'],
        stars: [4, 5],
        page: 2,
        language: undefined,
        nothing: null,
        empty: '',
      },
    });
    expect(answer).to.deep.equal({ fine: true });
    expect(seen).to.have.length(1);
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('sku')).to.equal('A,B,2,C');
    expect(url.searchParams.get('stars')).to.equal('4,5');
    expect(url.searchParams.get('page')).to.equal('2');
    expect(url.searchParams.has('language')).to.be.false;
    expect(url.searchParams.has('nothing')).to.be.false;
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
    const held = gate();
    worker.use(
      http.get(`${base}/v1/things`, async () => {
        await held.shut;
        return HttpResponse.json({ n: 1 });
      }),
    );
    const api = client();
    const calls = Promise.all(Array.from({ length: 10 }, () => api.request(ok)));
    // Answered only once the request has reached the server.
    await waitUntil(() => seen.length > 0, 'no request');
    held.open();
    const answers = await calls;
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
    // The answer is stale from the very millisecond its TTL ends.
    clock += 1;
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

  it('says to wait, with no figure, when a 429 gives no Retry-After', async () => {
    worker.use(http.get(`${base}/v1/things`, () => new HttpResponse(null, { status: 429 })));
    const error = await client()
      .request(ok)
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).to.equal(undefined);
    expect((error as RateLimitError).message).to.contain(
      'Too many requests: wait before trying again.',
    );
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
    const held = gate();
    worker.use(
      http.get(`${base}/v1/things`, async () => {
        await held.shut;
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
    // No answer before the cancelled call has ended.
    held.open();
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
    const held = gate();
    worker.use(
      http.get(`${base}/v1/things`, async () => {
        await held.shut;
        return HttpResponse.json({ n: 1 });
      }),
    );
    const api = client();
    const controller = new AbortController();
    const leaving = api.request(ok, { signal: controller.signal });
    const staying = api.request(ok);
    controller.abort();
    await leaving.catch(() => undefined);
    // The shared request is still out when one caller leaves: answered only now.
    held.open();
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
    expect((notJson as Error).message).to.equal(
      'GET /v1/things returned an unusable body: not JSON.',
    );
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
    expect((noToken as Error).message).to.equal(
      'GET /v1/private/x answered 401: not signed in. The access token expired or was revoked: sign in again.',
    );
    expect(seen).to.have.length(0);
  });

  describe('errors', () => {
    const statuses: [number, ApiRequest['auth'], string][] = [
      [400, 'apiKey', 'answered 400: bad_request sku is missing. Check the parameters sent.'],
      [401, 'apiKey', 'answered 401: unauthorized. Check the api-key: the platform refused it.'],
      [401, 'none', 'answered 401: unauthorized.'],
      [403, 'apiKey', 'answered 403: forbidden.'],
      [
        404,
        'apiKey',
        'answered 404: not_found. Check the identifiers (business-unit-id, sku, domain).',
      ],
      [500, 'apiKey', 'answered 500: server_error. The platform failed; try again later.'],
    ];
    for (const [status, auth, message] of statuses) {
      it(`tells a ${status} on a call with ${auth} apart, with its hint; only a 5xx is retried`, async () => {
        const code = {
          400: 'bad_request',
          401: 'unauthorized',
          403: 'forbidden',
          404: 'not_found',
        };
        const body = JSON.stringify({
          code: code[status as keyof typeof code] ?? 'server_error',
          message: status === 400 ? 'sku is missing' : undefined,
        });
        const fetch = fakeFetch(() => reply(status, body));
        let expired = 0;
        const api = client({ fetch, token: () => 't', onTokenExpired: () => expired++ });
        const error = await failure(api.request({ ...ok, auth }));
        expect(error).to.be.instanceOf(HttpError);
        expect(error).not.to.be.instanceOf(TokenExpiredError);
        expect(error).not.to.be.instanceOf(RateLimitError);
        expect((error as HttpError).status).to.equal(status);
        expect(error.message).to.equal(`GET /v1/things ${message}`);
        expect(fetch.sent).to.have.length(status === 500 ? 4 : 1);
        expect(api.slept).to.deep.equal(status === 500 ? [300, 600, 1200] : []);
        expect(expired).to.equal(0);
      });
    }

    it('tells an HTML error page from an invalid answer', async () => {
      const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
      const fetch = fakeFetch(() => reply(502, page, { 'content-type': 'text/html' }));
      const error = await failure(client({ fetch, retries: 0 }).request(ok));
      expect(error).to.be.instanceOf(HttpError);
      expect(error).not.to.be.instanceOf(InvalidResponseError);
      expect((error as HttpError).status).to.equal(502);
      expect(error.message).to.equal(
        "GET /v1/things answered 502: an HTML page, not the platform's JSON. The platform failed; try again later.",
      );
    });

    it('reads an empty answer as an empty body, not as broken JSON', async () => {
      const fetch = fakeFetch(() => reply(204, ''));
      expect(await client({ fetch }).request({ ...ok, method: 'PUT', json: {} })).to.equal('');
    });

    it('takes only a 401 on a call with the token for an expired token', async () => {
      const fetch = fakeFetch((sent) =>
        reply(Number(new URL(sent.url).searchParams.get('status')), '{"code":"refused"}'),
      );
      let expired = 0;
      const api = client({ fetch, retries: 0, token: () => 't', onTokenExpired: () => expired++ });
      const call = (status: number, auth: ApiRequest['auth']) =>
        failure(api.request({ ...ok, auth, query: { status } }));
      for (const status of [403, 500]) {
        const error = await call(status, 'bearer');
        expect(error).not.to.be.instanceOf(TokenExpiredError);
        expect((error as HttpError).status).to.equal(status);
      }
      expect(await call(401, 'apiKey')).not.to.be.instanceOf(TokenExpiredError);
      expect(expired).to.equal(0);
      expect(await call(401, 'bearer')).to.be.instanceOf(TokenExpiredError);
      expect(expired).to.equal(1);
      // Without someone to tell, the error alone.
      const quiet = client({ fetch, token: () => 't' });
      const error = await failure(quiet.request({ ...ok, auth: 'bearer', query: { status: 401 } }));
      expect(error.message).to.equal(
        'GET /v1/things answered 401: refused. The access token expired or was revoked: sign in again.',
      );
      expect(error).to.be.instanceOf(TokenExpiredError);
    });

    it('says what is missing without a base-url', async () => {
      const error = await failure(client({ baseUrl: '' }).request(ok));
      expect(error).to.be.instanceOf(ApiError);
      expect(error.message).to.equal(
        'No baseUrl: pass one when there is no page to resolve against.',
      );
    });
  });

  describe('waits', () => {
    // The code of failures and retries, imported by the client at a read's first failure.
    before(() => import('../../src/api/failures.js'));
    /** The waits before each retry when the platform answers `retryAfter` once, then 200. */
    async function waitsFor(retryAfter: string, options: Partial<ClientOptions> = {}) {
      const fetch = fakeFetch((_, count) =>
        count === 1 ? reply(503, '', { 'Retry-After': retryAfter }) : reply(200),
      );
      const api = client({ fetch, retryDelay: 100, ...options });
      await api.request(ok);
      return api.slept;
    }

    it('reads Retry-After as seconds or as a date, never waits less than the backoff', async () => {
      const now = () => Date.parse('Wed, 25 Nov 2026 10:00:00 GMT');
      expect(await waitsFor('Wed, 25 Nov 2026 10:00:03 GMT', { now })).to.deep.equal([3000]);
      // Never sooner than the backoff: a past date or a negative wait is the usual 100 ms.
      expect(await waitsFor('Wed, 25 Nov 2026 09:59:00 GMT', { now })).to.deep.equal([100]);
      expect(await waitsFor('-5')).to.deep.equal([100]);
      expect(await waitsFor('0.5')).to.deep.equal([500]);
      // What it cannot read, it ignores: the usual backoff.
      expect(await waitsFor('soon')).to.deep.equal([100]);
    });

    it('waits as long as the cap allows, and no backoff grows past it', async () => {
      expect(await waitsFor('2', { maxRetryDelay: 2000 })).to.deep.equal([2000]);
      const fetch = fakeFetch((_, count) => (count < 4 ? reply(503) : reply(200)));
      const api = client({ fetch, retryDelay: 4000, maxRetryDelay: 5000, random: () => 0.5 });
      await api.request(ok);
      expect(api.slept).to.deep.equal([3000, 3750, 3750]);
    });

    it('waits 300 ms, then 600 ms by default before retrying a read, and leaves no timer', async () => {
      const timers = holdTimers();
      const fetch = fakeFetch((_, count) => (count < 3 ? reply(503) : reply(200, '{"n":1}')));
      const answer = client({ fetch, sleep: undefined }).request(ok);
      await turnsUntil(() => String(timers.delays) === '300');
      expect(timers.delays).to.deep.equal([300]);
      timers.fire();
      await turnsUntil(() => String(timers.delays) === '600');
      expect(timers.delays).to.deep.equal([600]);
      timers.fire();
      expect(await answer).to.deep.equal({ n: 1 });
      expect(fetch.sent).to.have.length(3);
      expect(timers.delays).to.deep.equal([]);
    });

    it('ends the default wait, and sends nothing more, when the caller leaves', async () => {
      const timers = holdTimers();
      const fetch = fakeFetch((_, count) => (count === 1 ? reply(503) : reply(200)));
      const controller = new AbortController();
      const answer = failure(
        client({ fetch, sleep: undefined }).request(ok, { signal: controller.signal }),
      );
      await turnsUntil(() => String(timers.delays) === '300');
      expect(timers.delays).to.deep.equal([300]);
      controller.abort();
      expect((await answer).name).to.equal('AbortError');
      await settled();
      expect(timers.delays).to.deep.equal([]);
      timers.fire();
      await settled();
      expect(fetch.sent).to.have.length(1);
    });

    it('gives a request 10 s by default, with one timer it clears', async () => {
      const timers = holdTimers();
      const fetch = fakeFetch(hang);
      const answer = failure(client({ fetch, retries: 0 }).request(ok));
      await settled();
      expect(timers.delays).to.deep.equal([10_000]);
      timers.fire();
      const error = await answer;
      expect(error).to.be.instanceOf(TimeoutError);
      expect(error.message).to.equal(
        'GET /v1/things got no answer within 10000 ms; the platform or the network is slow.',
      );
      expect(fetch.sent[0].signal.aborted).to.be.true;
      expect(timers.delays).to.deep.equal([]);
    });

    it('leaves no timer and no listener on the caller’s signal once an answer came', async () => {
      const timers = holdTimers();
      const gate = later('{"n":1}');
      const fetch = fakeFetch(() => gate.answer);
      const api = client({ fetch });
      const signal = countedSignal();
      const write = api.request({ ...ok, method: 'POST', json: {} }, { signal: signal.signal });
      const read = api.request(ok, { signal: signal.signal });
      await settled();
      expect(timers.delays).to.deep.equal([10_000, 10_000]);
      expect(signal.listening()).to.equal(2);
      gate.release();
      expect(await write).to.deep.equal({ n: 1 });
      expect(await read).to.deep.equal({ n: 1 });
      expect(timers.delays).to.deep.equal([]);
      expect(signal.listening()).to.equal(0);
    });
  });

  describe('cancelling', () => {
    it('cancels a write at the fetch when its caller aborts, with the caller’s reason', async () => {
      const fetch = fakeFetch(hang);
      const controller = new AbortController();
      const answer = failure(
        client({ fetch }).request(
          { ...ok, method: 'POST', json: {} },
          { signal: controller.signal },
        ),
      );
      await settled();
      controller.abort();
      const error = await answer;
      expect(error).to.equal(controller.signal.reason);
      expect(error.name).to.equal('AbortError');
      expect(fetch.sent[0].signal.aborted).to.be.true;
    });

    it('cancels a shared read at the fetch only when its last caller leaves', async () => {
      const fetch = fakeFetch(hang);
      const api = client({ fetch });
      const [first, second] = [new AbortController(), new AbortController()];
      const answers = [first, second].map((caller) =>
        failure(api.request(ok, { signal: caller.signal })),
      );
      await settled();
      first.abort();
      expect((await answers[0]).name).to.equal('AbortError');
      expect(fetch.sent[0].signal.aborted).to.be.false;
      second.abort();
      expect((await answers[1]).name).to.equal('AbortError');
      expect(fetch.sent[0].signal.aborted).to.be.true;
      expect(fetch.sent).to.have.length(1);
    });

    it('sends nothing more once its caller left while an error answer was arriving', async () => {
      let finish!: (text: string) => void;
      const text = new Promise<string>((resolve) => (finish = resolve));
      const fetch = fakeFetch(() => ({ ...reply(503), text: () => text }));
      const api = client({ fetch });
      const controller = new AbortController();
      const answer = failure(api.request(ok, { signal: controller.signal }));
      await settled();
      controller.abort();
      finish('');
      expect((await answer).name).to.equal('AbortError');
      await settled();
      expect(api.slept).to.deep.equal([]);
      expect(fetch.sent).to.have.length(1);
    });

    it('rejects a read with an aborted signal at once, and cancels what it started', async () => {
      const fetch = fakeFetch((_, count) => reply(200, `{"n":${count}}`));
      const api = client({ fetch });
      const error = await failure(api.request(ok, { signal: AbortSignal.abort() }));
      expect(error.name).to.equal('AbortError');
      expect(fetch.sent[0].signal.aborted).to.be.true;
      expect(await api.request(ok)).to.deep.equal({ n: 2 });
    });

    it('keeps no answer of a read that everyone left, even one that came', async () => {
      const first = later('{"n":1}');
      const fetch = fakeFetch((_, count) => (count === 1 ? first.answer : reply(200, '{"n":2}')));
      const api = client({ fetch });
      await leaveRead(api);
      first.release();
      await settled();
      expect(await api.request(ok)).to.deep.equal({ n: 2 });
      expect(fetch.sent).to.have.length(2);
    });

    it('lets a new read be shared while the one it replaced still ends', async () => {
      const first = later('{"n":1}');
      const second = later('{"n":2}');
      const fetch = fakeFetch((_, count) => [first, second][count - 1].answer);
      const api = client({ fetch });
      await leaveRead(api);
      const replacement = api.request(ok);
      await settled();
      first.release();
      await settled();
      const joined = api.request(ok);
      second.release();
      expect(await Promise.all([replacement, joined])).to.deep.equal([{ n: 2 }, { n: 2 }]);
      expect(fetch.sent).to.have.length(2);
    });
  });

  describe('requests and the cache', () => {
    it('joins the base-url without doubled slashes, and resolves a relative one', async () => {
      const fetch = fakeFetch(() => reply(200));
      await client({ fetch, baseUrl: `${base}/prefix//` }).request(ok);
      await client({ fetch, baseUrl: '/relative/' }).request(ok);
      expect(fetch.sent.map((sent) => sent.url)).to.deep.equal([
        `${base}/prefix/v1/things`,
        `${location.origin}/relative/v1/things`,
      ]);
    });

    it('asks for JSON, adds the request’s headers, and sends no credential on open calls', async () => {
      const fetch = fakeFetch(() => reply(200));
      const api = client({ fetch, token: () => 't' });
      await api.request({ ...ok, headers: { 'x-rp-test': 'yes' } });
      await api.request({ ...ok, path: '/v1/csv', headers: { accept: 'text/csv' } });
      await api.request({ ...ok, path: '/v1/open', auth: 'none' });
      const [first, csv, open] = fetch.sent.map((sent) => Object.fromEntries(sent.headers));
      expect(first).to.deep.equal({
        accept: 'application/json',
        apikey: 'key-1',
        'x-rp-test': 'yes',
      });
      expect(csv).to.deep.equal({ accept: 'text/csv', apikey: 'key-1' });
      expect(open).to.deep.equal({ accept: 'application/json' });
    });

    it('sends JSON and form bodies with their content type, leaving out empty fields', async () => {
      const fetch = fakeFetch(() => reply(200));
      const api = client({ fetch });
      await api.request({ ...ok, method: 'POST', json: { a: [1] } });
      const form = { grant_type: 'password', username: 'ann b&c', password: undefined, scope: '' };
      await api.request({ ...ok, method: 'POST', auth: 'none', form });
      const [json, encoded] = fetch.sent;
      expect(json.headers.get('content-type')).to.equal('application/json');
      expect(json.body).to.equal('{"a":[1]}');
      expect(encoded.headers.get('content-type')).to.equal('application/x-www-form-urlencoded');
      expect(encoded.body).to.equal('grant_type=password&username=ann+b%26c');
    });

    it('shares and caches read-only POSTs by their body', async () => {
      const fetch = fakeFetch((sent) => reply(200, sent.body));
      const api = client({ fetch });
      const batch = (skus: string[]) =>
        api.request({ ...ok, method: 'POST', json: { skus }, read: true });
      expect(await Promise.all([batch(['A']), batch(['B']), batch(['A'])])).to.deep.equal([
        { skus: ['A'] },
        { skus: ['B'] },
        { skus: ['A'] },
      ]);
      expect(await batch(['B'])).to.deep.equal({ skus: ['B'] });
      expect(fetch.sent).to.have.length(2);
    });

    it('keeps the newest 500 answers and forgets them all on clear()', async () => {
      const fetch = fakeFetch(() => reply(200));
      const api = client({ fetch });
      const read = (page: number) => api.request({ ...ok, query: { page } });
      for (let page = 1; page <= 500; page++) await read(page);
      await read(1);
      expect(fetch.sent).to.have.length(500);
      // The 501st answer pushes out the oldest, page 1; page 2 is still kept.
      await read(501);
      await read(2);
      expect(fetch.sent).to.have.length(501);
      await read(1);
      expect(fetch.sent).to.have.length(502);
      api.clear();
      await read(501);
      expect(fetch.sent).to.have.length(503);
    });
  });

  describe('answers at the edges', () => {
    it('reads an HTML 500 page as the platform failing, an HTML 499 as the wrong address', async () => {
      const page = '<!doctype html><title>Error</title>';
      const fetch = fakeFetch((sent) =>
        reply(Number(new URL(sent.url).searchParams.get('status')), page),
      );
      const api = client({ fetch, retries: 0 });
      const hint = async (status: number) =>
        (await failure(api.request({ ...ok, query: { status } }))).message.split('. ').pop();
      expect(await hint(500)).to.equal('The platform failed; try again later.');
      expect(await hint(499)).to.equal(
        "The API address is likely wrong: set base-url to the platform's API (or to your proxy of it).",
      );
    });

    it('refuses an answer by its declared length before reading a byte of it', async () => {
      let cancelled = false;
      // A small body under a large declared length: only the declared length can refuse it.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
        cancel: () => void (cancelled = true),
      });
      const fetch = fakeFetch(() => new Response(body, { headers: { 'content-length': '5000' } }));
      const error = await failure(client({ fetch, maxBytes: 4000 }).request(ok));
      expect(error.name).to.equal('ResponseTooLargeError');
      expect(cancelled, 'the body is let go').to.equal(true);
    });

    it('decodes a character split between two chunks of a streamed answer', async () => {
      const bytes = new TextEncoder().encode('{"text":"5 € – ★"}');
      const cut = bytes.indexOf(0xe2) + 1; // inside the euro sign's three bytes
      const fetch = fakeFetch(
        () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(bytes.slice(0, cut));
                controller.enqueue(bytes.slice(cut));
                controller.close();
              },
            }),
          ),
      );
      expect(await client({ fetch }).request(ok)).to.deep.equal({ text: '5 € – ★' });
    });

    it('refuses every 3xx answer as a redirect, naming where it pointed, and reads a 2xx and a 4xx as usual', async () => {
      const fetch = fakeFetch((sent) => {
        const status = Number(new URL(sent.url).searchParams.get('status'));
        return reply(status, '{"code":"c"}', { location: 'https://elsewhere.example/x' });
      });
      const api = client({ fetch, retries: 0 });
      const call = (status: number) => api.request({ ...ok, query: { status } });
      for (const status of [300, 302, 399]) {
        const error = await failure(call(status));
        expect(error, String(status)).to.be.instanceOf(RedirectError);
        expect((error as RedirectError).location).to.equal('https://elsewhere.example/x');
        expect(error.message).to.contain('redirect to https://elsewhere.example/x,');
      }
      expect(await call(299)).to.deep.equal({ code: 'c' });
      const error = await failure(call(400));
      expect(error).to.be.instanceOf(HttpError);
      expect((error as HttpError).status).to.equal(400);
    });

    it('refuses an opaque redirect (what a page gets for a 3xx) before reading it', async () => {
      const fetch = fakeFetch(() => {
        const answer = reply(0, '');
        return Object.assign(answer, { type: 'opaqueredirect' as ResponseType });
      });
      const error = await failure(client({ fetch }).request(ok));
      expect(error).to.be.instanceOf(RedirectError);
      expect(fetch.sent).to.have.length(1);
      expect((error as RedirectError).location).to.equal(undefined);
    });

    it('measures an answer without a stream by its text, and by its declared length first', async () => {
      // Answers whose body is only readable whole, as some fetch implementations give.
      const fetch = fakeFetch((sent) => {
        const size = Number(new URL(sent.url).searchParams.get('size'));
        const declared = new URL(sent.url).searchParams.get('declared');
        return reply(200, JSON.stringify('x'.repeat(size - 2)), {
          ...(declared ? { 'content-length': declared } : {}),
        });
      });
      const api = client({ fetch, maxBytes: 100, retries: 0 });
      const read = (size: number, declared?: number) =>
        api.request({ ...ok, query: { size, declared } });
      expect(await read(100)).to.equal('x'.repeat(98));
      expect((await failure(read(101))).name).to.equal('ResponseTooLargeError');
      expect((await failure(read(10, 101))).name).to.equal('ResponseTooLargeError');
    });

    it('hands each accepted read, and no write, to onAccepted with what was sent', async () => {
      const accepted: string[] = [];
      const fetch = fakeFetch(() => reply(200, '{"n":1}'));
      const api = client({
        fetch,
        onAccepted: (url, init, text) => {
          accepted.push(`${init.method} ${url.slice(base.length)} ${text}`);
        },
      });
      await api.request(ok);
      await api.request({ ...ok, path: '/v1/batch', method: 'POST', read: true, json: {} });
      await api.request({ ...ok, path: '/v1/write', method: 'POST', json: {} });
      await api.request({ ...ok, path: '/v1/unread', read: false });
      expect(fetch.sent).to.have.length(4);
      expect(accepted).to.deep.equal(['GET /v1/things {"n":1}', 'POST /v1/batch {"n":1}']);
    });
  });
});
