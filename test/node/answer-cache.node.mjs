// The answer cache as an integrator wires it (`fetchThrough()` as the client's fetch, `accepted`
// as its onAccepted, `purgeDeleted()` on a schedule), against a platform faked by a `fetch`
// function: which requests share a kept answer, how kept answers are served, the memory store's
// bound, the deletion cursors kept in the store, and what a purge drops and reports.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { getEventListeners } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  deletionPage as page,
  deletionReply,
  pagedDeletions as paged,
  tokensOf,
} from './helpers.mjs';

if (!existsSync(new URL('../../dist/ssr/index.js', import.meta.url))) {
  throw new Error('dist/ssr is missing: run `npm run build` first.');
}
const { AnswerCache, memoryStore } = await import('rp-widgets/ssr');

const base = 'https://platform.test';
const MiB = 1024 * 1024;
const fresh = '{"fresh":true}';

/** A platform that answers every request passed through with `fresh`, and keeps each request. */
function upstream() {
  const requests = [];
  const fetch = async (request) => {
    requests.push(request);
    return new Response(fresh, { headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch };
}

/** The text `through` answers `input`/`init` with. */
const answer = async (through, input, init) => (await through(input, init)).text();

test('two POST bodies (read-only batch asks) never share a kept answer; the same body does', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/batch`;
  const post = (ids) => ({
    method: 'POST',
    headers: { apikey: 'key-5', 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  await cache.accepted(url, post(['a']), '{"for":"a"}');
  const through = cache.fetchThrough(upstream().fetch);
  assert.equal(await answer(through, url, post(['b'])), fresh);
  assert.equal(await answer(through, url, post(['a'])), '{"for":"a"}');
});

test('an API key and a bearer token never share a kept answer, nor two keys or two tokens', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/business-units/bu-1`;
  const through = cache.fetchThrough(upstream().fetch);
  await cache.accepted(url, { headers: { apikey: 'key-1' } }, '{"for":"key-1"}');
  await cache.accepted(url, { headers: { authorization: 'Bearer t1' } }, '{"for":"t1"}');
  assert.equal(await answer(through, url, { headers: { authorization: 'Bearer key-1' } }), fresh);
  assert.equal(await answer(through, url, { headers: { apikey: 'key-2' } }), fresh);
  assert.equal(await answer(through, url, { headers: { authorization: 'Bearer t2' } }), fresh);
  assert.equal(await answer(through, url), fresh, 'no credential');
  assert.equal(await answer(through, url, { headers: { apikey: 'key-1' } }), '{"for":"key-1"}');
  assert.equal(
    await answer(through, url, { headers: { authorization: 'Bearer t1' } }),
    '{"for":"t1"}',
  );
});

test('a read is the same kept answer however fetch is handed it: a Request, a URL, header case, spaces, method case', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/business-units/bu-1?locale=en-US`;
  await cache.accepted(url, { method: 'get', headers: { ApiKey: ' key-1\t' } }, '{"kept":1}');
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  const key = { apikey: 'key-1' };
  for (const [input, init] of [
    [new Request(url, { headers: key })],
    [new URL(url), { headers: key }],
    [url, { method: 'GET', headers: new Headers(key) }],
    [url, { headers: [['APIKEY', 'key-1']] }],
    [url, { headers: { apiKey: 'key-1 ' } }],
    [url.replace('bu-1?', 'bu-1/../bu-1?'), { headers: key }],
  ]) {
    assert.equal(await answer(through, input, init), '{"kept":1}', String(input));
  }
  assert.equal(requests.length, 0);
  // Two values of one header are one credential, as Headers joins them: not either alone.
  assert.equal(await answer(through, url, { headers: { apikey: 'key-1', APIKEY: 'x' } }), fresh);
  const posted = { method: 'post', headers: key, body: '{"ids":["a"]}' };
  await cache.accepted(url, posted, '{"posted":1}');
  assert.equal(
    await answer(through, new Request(url, { ...posted, method: 'POST' })),
    '{"posted":1}',
  );
  assert.equal(await answer(through, url, { ...posted, method: 'PATCH' }), fresh, 'another method');
});

test('a credential written as a plain object is read as fetch reads it: repeats joined, every space around trimmed', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/business-units/bu-1`;
  // Kept through a Request (Headers joins and trims); asked for with a plain object.
  const repeated = new Headers([
    ['apikey', 'key-1'],
    ['apikey', 'key-2'],
  ]);
  await cache.accepted(url, { headers: repeated }, '{"for":"both"}');
  await cache.accepted(url, { headers: new Headers({ apikey: ' \t key-3 \r\n' }) }, '{"for":3}');
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  const both = { apikey: 'key-1', APIKEY: 'key-2' };
  assert.equal(await answer(through, url, { headers: both }), '{"for":"both"}');
  assert.equal(await answer(through, url, { headers: { apikey: '  \tkey-3\n ' } }), '{"for":3}');
  assert.equal(requests.length, 0);
});

test('a method is keyed as fetch spells it: the six standard ones in capitals, any other as given', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/batch`;
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  for (const method of ['patch', 'gets', 'xpost']) {
    // Kept through a Request (Headers), asked for with a plain object: one key.
    const body = `{"method":"${method}"}`;
    await cache.accepted(url, { method, headers: new Headers({ apikey: 'k' }), body }, body);
    assert.equal(await answer(through, url, { method, headers: { apikey: 'k' }, body }), body);
  }
  assert.equal(requests.length, 0);
});

test('a GET or HEAD with a body is refused as fetch refuses it, even when an answer is kept', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/business-units/bu-1`;
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  for (const method of ['GET', 'HEAD']) {
    const init = { method, headers: { apikey: 'k' }, body: 'x' };
    await cache.accepted(url, { method, headers: { apikey: 'k' } }, '{"kept":1}');
    await cache.accepted(url, init, '{"kept":2}');
    await assert.rejects(through(url, init), TypeError);
  }
  assert.equal(requests.length, 0);
});

test('two bodies given as blobs never share a kept answer; the same text does', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/batch`;
  const post = (text) => ({
    method: 'POST',
    headers: { apikey: 'k' },
    body: new Blob([text]),
  });
  await cache.accepted(url, post('{"ids":["a"]}'), '{"for":"a"}');
  const through = cache.fetchThrough(upstream().fetch);
  assert.equal(await answer(through, url, post('{"ids":["b"]}')), fresh);
  assert.equal(await answer(through, url, post('{"ids":["a"]}')), '{"for":"a"}');
});

test('a kept answer is served as application/json, also to a Request passed without init', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/business-units/bu-1`;
  await cache.accepted(url, { headers: { apikey: 'key-1' } }, '{"kept":1}');
  const through = cache.fetchThrough(upstream().fetch);
  const response = await through(new Request(url, { headers: { apikey: 'key-1' } }));
  assert.equal(response.headers.get('content-type'), 'application/json');
  assert.deepEqual(await response.json(), { kept: 1 });
});

test('the memory store keeps at most maxEntries: the oldest goes first', async () => {
  const store = memoryStore({ maxEntries: 2 });
  store.set('a', '1', 60_000);
  store.set('b', '2', 60_000);
  assert.deepEqual([...store.keys()], ['a', 'b']);
  store.set('c', '3', 60_000);
  assert.deepEqual([...store.keys()], ['b', 'c']);
  assert.equal(store.get('a'), undefined);
});

/** A store whose `get` never answers; `asked` resolves once a get was made. */
function silentStore() {
  let asked;
  const store = {
    asked: new Promise((resolve) => (asked = resolve)),
    get: () => (asked(), new Promise(() => {})),
    set() {},
    delete() {},
    keys: () => [],
  };
  return store;
}

/** Whether `promise` settles once the microtasks queued now have run (no timer involved). */
async function settlesNow(promise) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await setImmediate();
  return settled;
}

test("a store that never answers is passed by once the caller's signal aborts, leaving no listener", async () => {
  const store = silentStore();
  const { requests, fetch } = upstream();
  const through = new AnswerCache({ store }).fetchThrough(fetch);
  const controller = new AbortController();
  const pending = through(`${base}/v1/a`, { signal: controller.signal });
  await store.asked;
  controller.abort();
  assert.ok(await settlesNow(pending), 'the request ends once aborted');
  assert.equal(await (await pending).text(), fresh);
  // The store's answer never comes: the wait's listener must not stay on the signal for it.
  assert.equal(getEventListeners(requests[0].signal, 'abort').length, 0);
});

test('a store that never answers is passed by at once when the signal was aborted before', async () => {
  const store = silentStore();
  const through = new AnswerCache({ store }).fetchThrough(upstream().fetch);
  const pending = through(`${base}/v1/a`, { signal: AbortSignal.abort() });
  await store.asked;
  assert.ok(await settlesNow(pending), 'the request ends');
  assert.equal(await (await pending).text(), fresh);
});

test("the wait for the store leaves no listener on the request's signal", async () => {
  const { requests, fetch } = upstream();
  const through = new AnswerCache().fetchThrough(fetch);
  await through(`${base}/v1/a`, { signal: new AbortController().signal });
  await setImmediate();
  assert.equal(requests.length, 1);
  assert.equal(getEventListeners(requests[0].signal, 'abort').length, 0);
});

// The deletion lists, faked by a `fetch` (test/node/helpers.mjs: deletionReply); `asked` has each
// request: list, nextToken and limit.
function deletions(lists) {
  const asked = [];
  const fetch = async (input) => {
    const url = new URL(input);
    const [, list] = /\/v1\/(consumers|reviews|product-reviews)\/deletions$/.exec(url.pathname);
    const query = {
      list,
      nextToken: url.searchParams.get('nextToken') ?? undefined,
      limit: Number(url.searchParams.get('limit')),
    };
    asked.push(query);
    const { status, text } = deletionReply(lists, query);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  return { asked, fetch };
}
const purge = (cache, fetch, more = {}) =>
  cache.purgeDeleted({ apiKey: 'key-5', baseUrl: base, fetch, retries: 0, ...more });

/** A memory store that records every `set`: key, value and ttl. */
function recordingStore() {
  const inner = memoryStore();
  const sets = [];
  return {
    sets,
    get: (key) => inner.get(key),
    set: (key, value, ttl) => (sets.push({ key, value, ttl }), inner.set(key, value, ttl)),
    delete: (key) => inner.delete(key),
    keys: () => inner.keys(),
  };
}

test('a deletion cursor is saved only when it moved, and kept for a year', async () => {
  const store = recordingStore();
  const cache = new AnswerCache({ store });
  const { asked, fetch } = deletions({ reviews: paged('reviews', [['rv-0'], ['rv-1']]) });
  await purge(cache, fetch);
  // Only the reviews moved (to their last page); the empty lists have no point to keep.
  assert.deepEqual(
    store.sets.map(({ value }) => value),
    ['p1'],
  );
  assert.ok(store.sets[0].ttl >= 365 * 24 * 3600_000, `kept ${store.sets[0].ttl} ms`);
  store.sets.length = 0;
  asked.length = 0;
  const again = await purge(cache, fetch);
  assert.deepEqual(tokensOf(asked, 'reviews'), ['p1']);
  assert.deepEqual(again.reviews, ['rv-1']);
  assert.deepEqual(store.sets, [], 'nothing written when no list moved');
});

test('the deletion cursor is the same for a base URL with or without trailing slashes', async () => {
  const cache = new AnswerCache();
  const { asked, fetch } = deletions({ reviews: paged('reviews', [['rv-0'], ['rv-1']]) });
  await purge(cache, fetch, { baseUrl: `${base}/api` });
  for (const baseUrl of [`${base}/api/`, `${base}/api//`]) {
    asked.length = 0;
    await purge(cache, fetch, { baseUrl });
    assert.deepEqual(tokensOf(asked, 'reviews'), ['p1'], baseUrl);
  }
});

test('a page too large even at limit 1 fails its list; an error other than size is not asked again', async () => {
  const cache = new AnswerCache();
  const { asked, fetch } = deletions({
    reviews: () => ({ body: JSON.stringify({ padding: 'x'.repeat(3 * MiB) }) }),
    consumers: () => ({ status: 400, body: { message: 'bad request' } }),
  });
  const result = await purge(cache, fetch, { maxPages: 10 });
  assert.deepEqual(
    asked.filter((q) => q.list === 'reviews').map((q) => q.limit),
    [1000, 250, 63, 16, 4, 1],
  );
  assert.equal(result.progress.reviews.error?.name, 'ResponseTooLargeError');
  assert.equal(result.progress.reviews.end, false);
  assert.equal(result.progress.reviews.pages, 6);
  assert.deepEqual(
    asked.filter((q) => q.list === 'consumers').map((q) => q.limit),
    [1000],
  );
  assert.equal(result.progress.consumers.error?.name, 'HttpError');
  assert.equal(result.progress.consumers.pages, 1);
  assert.deepEqual(result.progress['product-reviews'], undefined);
  assert.deepEqual(result.progress.productReviews, { pages: 1, end: true });
});

test('one purge at a time per store: another meanwhile is told busy and asks nothing; a purge that never ended holds it 10 minutes', async () => {
  let now = 0;
  const cache = new AnswerCache({ store: memoryStore({ now: () => now }) });
  const { asked, fetch } = deletions({ reviews: paged('reviews', [['rv-0']]) });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const first = purge(cache, async (input, init) => (await held, fetch(input, init)));
  await setImmediate();
  const idle = { pages: 0, end: false };
  assert.deepEqual(await purge(cache, fetch), {
    consumers: [],
    reviews: [],
    productReviews: [],
    removed: [],
    progress: { consumers: idle, reviews: idle, productReviews: idle },
    busy: true,
  });
  assert.equal(asked.length, 0, 'the busy purge asked nothing');
  now += 10 * 60_000 - 1;
  assert.equal((await purge(cache, fetch)).busy, true, 'held until 10 minutes are over');
  now += 1;
  const late = await purge(cache, fetch);
  assert.equal(late.busy, undefined, 'a purge that never ended holds it no longer');
  assert.deepEqual(late.reviews, ['rv-0']);
  release();
  assert.deepEqual((await first).reviews, ['rv-0']);
  assert.equal((await purge(cache, fetch)).busy, undefined, 'an ended purge lets the next one run');
});

/** The store's short hash of a credential: the first 8 bytes of its SHA-256, hex. */
const short = (credential) => createHash('sha256').update(credential).digest('hex').slice(0, 16);

test('an answer another program wrote into the store, without its freshness line, is served as it is and never refreshed', async () => {
  const store = memoryStore();
  const key = (path) => `rp-answer:GET ${base}${path} #${short('key-1')}`;
  store.set(key('/v1/pretty'), '{\n  "pretty": 1\n}', 60_000);
  store.set(key('/v1/number'), '42', 60_000);
  // Long after any freshness a line could give.
  const cache = new AnswerCache({ store, now: () => 1e15 });
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  const init = { headers: { apikey: 'key-1' } };
  assert.equal(await answer(through, `${base}/v1/pretty`, init), '{\n  "pretty": 1\n}');
  assert.equal(await answer(through, `${base}/v1/number`, init), '42');
  assert.equal(requests.length, 0);
});

test('an answer whose first line is empty counts as expired long ago: the platform is asked again', async () => {
  const store = memoryStore();
  store.set(`rp-answer:GET ${base}/v1/blank #${short('key-1')}`, '\n{"old":1}', 60_000);
  const { requests, fetch } = upstream();
  const through = new AnswerCache({ store }).fetchThrough(fetch);
  const init = { headers: { apikey: 'key-1' } };
  assert.equal(await answer(through, `${base}/v1/blank`, init), fresh);
  assert.equal(requests.length, 1);
});

test('a POST without a body, a credential with a space inside or among other headers: keyed alike as a Request and as plain arguments', async () => {
  const cache = new AnswerCache();
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  const url = `${base}/v1/things`;
  const post = { method: 'POST', headers: { apikey: 'key-1' } };
  await cache.accepted(url, post, '{"post":1}');
  assert.equal(await answer(through, new Request(url, post)), '{"post":1}');
  const bearer = { headers: { authorization: 'Bearer t 1' } };
  await cache.accepted(url, bearer, '{"bearer":1}');
  assert.equal(await answer(through, new Request(url, bearer)), '{"bearer":1}');
  // The credential read from among other headers.
  const typed = { headers: { 'content-type': 'application/json', apikey: 'key-2' } };
  await cache.accepted(url, typed, '{"typed":1}');
  assert.equal(await answer(through, new Request(url, typed)), '{"typed":1}');
  assert.equal(requests.length, 0);
});

test('a purge drops kept answers that are not JSON, and names each removed answer by method, URL and a short hash of its credential', async () => {
  const cache = new AnswerCache();
  await cache.accepted(`${base}/v1/a`, { headers: { apikey: 'key-5' } }, 'not json');
  await cache.accepted(`${base}/v1/b`, {}, '{"reviewId":"rv-1"}');
  await cache.accepted(`${base}/v1/c`, { headers: { apikey: 'key-5' } }, '{"reviewId":"rv-2"}');
  const { fetch } = deletions({ reviews: () => page('reviews', ['rv-1']) });
  const result = await purge(cache, fetch);
  assert.deepEqual(result.removed.sort(), [
    `GET ${base}/v1/a #${short('key-5')}`,
    `GET ${base}/v1/b #${short('')}`,
  ]);
  const through = cache.fetchThrough(upstream().fetch);
  assert.equal(await answer(through, `${base}/v1/a`, { headers: { apikey: 'key-5' } }), fresh);
  assert.equal(
    await answer(through, `${base}/v1/c`, { headers: { apikey: 'key-5' } }),
    '{"reviewId":"rv-2"}',
  );
});

test('a purge that finds no deletions keeps every answer, even one that is not JSON', async () => {
  const cache = new AnswerCache();
  await cache.accepted(`${base}/v1/a`, { headers: { apikey: 'key-5' } }, 'not json');
  const result = await purge(cache, deletions({}).fetch);
  assert.deepEqual(result.removed, []);
  const through = cache.fetchThrough(upstream().fetch);
  assert.equal(await answer(through, `${base}/v1/a`, { headers: { apikey: 'key-5' } }), 'not json');
});

test('an answer listed by the store but gone when read (expired meanwhile) is not reported removed', async () => {
  const inner = memoryStore();
  const gone = `rp-answer:GET ${base}/v1/gone #${short('key-5')}`;
  const store = {
    get: (key) => inner.get(key),
    set: (key, value, ttl) => inner.set(key, value, ttl),
    delete: (key) => inner.delete(key),
    keys: () => [...inner.keys(), gone],
  };
  const cache = new AnswerCache({ store });
  await cache.accepted(`${base}/v1/c`, { headers: { apikey: 'key-5' } }, '{"reviewId":"rv-1"}');
  const result = await purge(cache, deletions({ reviews: () => page('reviews', ['rv-1']) }).fetch);
  assert.deepEqual(result.removed, [`GET ${base}/v1/c #${short('key-5')}`]);
});

// Many renders of one product page at once, against the mock platform in this process. Each
// platform request is held until every render has looked its key up in the store, so all of
// them are in flight together, whatever the machine's speed.
const { getResponse } = await import('msw');
const { renderElements } = await import('rp-widgets/ssr');
const { createMockPlatform, MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');
const mockBase = 'https://api.rp-mock.test';
const productPage = [
  { tag: 'rp-trust-badge', attributes: { layout: 'micro' } },
  { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
  { tag: 'rp-product-reviews', attributes: { sku: MOCK_IDS.skus.many, 'per-page': 5 } },
];

/** A store that counts the look-ups of each key (`looked`), and wakes `waitFor(key, n)`. */
function countingStore(inner) {
  const looked = new Map();
  const waiting = [];
  const store = {
    looked,
    waitFor: (key, count) =>
      new Promise((resolve) => {
        waiting.push({ key, count, resolve });
        store.wake();
      }),
    wake() {
      for (const wait of waiting.filter((w) => (looked.get(w.key) ?? 0) >= w.count)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    },
    get(key) {
      looked.set(key, (looked.get(key) ?? 0) + 1);
      store.wake();
      return inner.get(key);
    },
    set: (key, value, ttl) => inner.set(key, value, ttl),
    delete: (key) => inner.delete(key),
    keys: () => inner.keys(),
    add: (key, value, ttl) => inner.add(key, value, ttl),
  };
  return store;
}

/**
 * `renders` product pages rendered at once, in turn through each of `caches` (their one store a
 * `countingStore`): the platform requests made, each as method and URL, and the pages' HTML.
 * `hold(request)` may hold an answer longer; `fault(request)` may answer in the platform's
 * place (or throw, as fetch does when the platform cannot be reached); `rendered()` is called
 * as each page is done; `more` adds render options.
 */
async function renderAtOnce(
  caches,
  renders,
  { hold = () => {}, fault = () => undefined, rendered = () => {}, more = {} } = {},
) {
  const { store } = [caches].flat()[0];
  const platform = createMockPlatform({ seed: 1 });
  const sent = [];
  const fetch = async (input, init) => {
    const request = new Request(input, init);
    const line = `${request.method} ${request.url}`;
    const first = !sent.includes(line);
    sent.push(line);
    // The request's key, as the cache writes it: its first request held until every render
    // looked it up (a retry, or a render asking on its own, is not).
    const key = [...store.looked.keys()].find((k) => k.includes(` ${request.url}`));
    if (first) await store.waitFor(key, renders);
    await hold(request);
    return (
      fault(request) ??
      (await getResponse(platform.handlers, request)) ??
      new Response(null, { status: 404 })
    );
  };
  const pages = await Promise.all(
    Array.from({ length: renders }, (_, index) =>
      renderElements(productPage, {
        apiKey: MOCK_API_KEY,
        baseUrl: mockBase,
        businessUnitId: MOCK_IDS.businessUnits.acme,
        cache: [caches].flat()[index % [caches].flat().length],
        fetch,
        timeout: 600_000,
        onError: (error) => assert.fail(error),
        ...more,
      }).then((page) => (rendered(), page)),
    ),
  );
  return { sent, pages };
}

test('100 renders of one product page at once make one platform request per distinct answer, cold, at expiry and past it', async () => {
  let now = 1_000_000;
  const clock = () => now;
  const cache = new AnswerCache({
    store: countingStore(memoryStore({ now: clock })),
    ttl: 60_000,
    staleFor: 10_000,
    now: clock,
  });
  const cold = await renderAtOnce(cache, 100);
  const distinct = new Set(cold.sent);
  assert.ok(distinct.size >= 3, `answers: ${[...distinct].join(', ')}`);
  assert.deepEqual(cold.sent.sort(), [...distinct].sort(), 'one request per distinct answer');
  assert.ok(cold.pages.every((page) => page[1].includes('aria-label="Rated')));

  // Within the ttl: nothing asked.
  cache.store.looked.clear();
  now += 59_999;
  assert.deepEqual((await renderAtOnce(cache, 100)).sent, []);

  // Past the ttl, within staleFor: one render refreshes each answer, the others serve the old.
  cache.store.looked.clear();
  now += 1;
  const expired = await renderAtOnce(cache, 100);
  assert.deepEqual(expired.sent.sort(), [...distinct].sort());
  assert.ok(expired.pages.every((page) => page[1].includes('aria-label="Rated')));

  // Past the ttl and staleFor: nothing kept to serve; one request per answer again.
  cache.store.looked.clear();
  now += 70_000;
  assert.deepEqual((await renderAtOnce(cache, 100)).sent.sort(), [...distinct].sort());
});

for (const [name, withAdd] of [
  ['a store with add', true],
  ['a store without add', false],
]) {
  test(
    `past the ttl, the renders that do not refresh serve the old answer without waiting for the refresh (${name})`,
    {
      timeout: 120_000,
    },
    async () => {
      let now = 1_000_000;
      const clock = () => now;
      const store = countingStore(memoryStore({ now: clock }));
      if (!withAdd) delete store.add;
      const cache = new AnswerCache({ store, ttl: 60_000, now: clock });
      const cold = await renderAtOnce(cache, 1);
      const distinct = [...new Set(cold.sent)].sort();
      store.looked.clear();
      now += 60_000;
      // The refreshes are held until the renders that refresh nothing are done: at least all
      // but one per answer (the old answers serve them).
      const renders = 20;
      let done = 0;
      let othersDone;
      const others = new Promise((resolve) => (othersDone = resolve));
      const expired = await renderAtOnce(cache, renders, {
        hold: () => others,
        rendered: () => ++done === renders - distinct.length && othersDone(),
      });
      assert.deepEqual(expired.sent.sort(), distinct);
      assert.ok(expired.pages.every((page) => page[1].includes('aria-label="Rated')));
    },
  );
}

test('two caches on one store (two processes on Redis) refresh an answer past its ttl once between them', async () => {
  let now = 1_000_000;
  const clock = () => now;
  const store = countingStore(memoryStore({ now: clock }));
  const caches = [1, 2].map(() => new AnswerCache({ store, ttl: 60_000, now: clock }));
  const cold = await renderAtOnce(caches, 2);
  const distinct = [...new Set(cold.sent)].sort();
  store.looked.clear();
  now += 60_000;
  const expired = await renderAtOnce(caches, 40);
  assert.deepEqual(expired.sent.sort(), distinct);
});

test('when the first answer of each read fails (a 500), 50 renders at once ask again once between them, and every page draws', async () => {
  const cache = new AnswerCache({ store: countingStore(memoryStore()) });
  const failed = new Set();
  const { sent, pages } = await renderAtOnce(cache, 50, {
    fault: (request) => {
      if (failed.has(request.url)) return undefined;
      failed.add(request.url);
      return Response.json({ message: 'down for a moment' }, { status: 500 });
    },
  });
  const distinct = [...new Set(sent)].sort();
  assert.ok(distinct.length >= 3, `answers: ${distinct.join(', ')}`);
  // The render that asked first and those that waited on it all retry (renders retry once),
  // and the retries share one request.
  assert.deepEqual(
    sent.sort(),
    distinct.flatMap((line) => [line, line]),
  );
  assert.ok(pages.every((page) => page[1].includes('aria-label="Rated')));
});

test('when the platform cannot be reached, 50 renders at once make one request per answer: those that waited get the same failure', async () => {
  const cache = new AnswerCache({ store: countingStore(memoryStore()) });
  const errors = [];
  // The elements' notes of what they draw without: 50 of each.
  const warn = console.warn;
  console.warn = () => {};
  const { sent } = await renderAtOnce(cache, 50, {
    fault: () => {
      throw new TypeError('fetch failed');
    },
    more: { retries: 0, onError: (error) => errors.push(error.name) },
  }).finally(() => (console.warn = warn));
  assert.ok(sent.length >= 2, `asked: ${sent.join(', ')}`);
  assert.deepEqual(sent.sort(), [...new Set(sent)].sort(), 'one request per distinct answer');
  assert.ok(errors.length >= 50, `${errors.length} errors reported`);
  assert.deepEqual([...new Set(errors)], ['NetworkError']);
});

test('when the render whose request others wait on gives up, one of them asks again for all', async () => {
  const cache = new AnswerCache();
  const url = `${base}/v1/business-units/bu-1`;
  const sent = [];
  const fetch = async (request) => {
    sent.push(request);
    // The first request is answered only when its render gives up on it.
    if (sent.length === 1) {
      await new Promise((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    }
    return new Response(fresh, { headers: { 'content-type': 'application/json' } });
  };
  const through = cache.fetchThrough(fetch);
  const first = new AbortController();
  const leading = through(url, { signal: first.signal });
  const waiting = Array.from({ length: 5 }, () =>
    through(url, { signal: new AbortController().signal }),
  );
  // Once the first is asked, the others only have queued work left before they wait on it.
  while (!sent.length) await setImmediate();
  await setImmediate();
  first.abort(new Error('the first render gave up'));
  await assert.rejects(leading, /the first render gave up/);
  const texts = await Promise.all(waiting.map((pending) => pending.then((r) => r.text())));
  assert.deepEqual(texts, Array(5).fill(fresh));
  assert.equal(sent.length, 2);
});

/**
 * Four reads of one URL at once through a cache whose platform answers with `reply()` once every
 * read looked its key up (so that three wait on the first): what each read got (its status, its
 * x-trace header, and its body's text or the error reading it), and how many requests the
 * platform got.
 */
async function fourAtOnce(reply) {
  const store = countingStore(memoryStore());
  const through = new AnswerCache({ store }).fetchThrough(async () => {
    asked++;
    await store.waitFor([...store.looked.keys()][0], 4);
    return reply();
  });
  let asked = 0;
  const url = `${base}/v1/business-units/bu-1`;
  const read = async () => {
    const response = await through(url, { signal: new AbortController().signal });
    const { status, headers } = response;
    const body = await response.text().catch((error) => error);
    return { status, trace: headers.get('x-trace'), body };
  };
  const reads = await Promise.all([read(), read(), read(), read()]);
  return { reads, asked };
}

test('a refusal reaches every read that waited on it as the platform sent it, from one request', async () => {
  const { reads, asked } = await fourAtOnce(() =>
    Response.json({ message: 'no such unit' }, { status: 404, headers: { 'x-trace': 't1' } }),
  );
  assert.deepEqual(
    reads,
    Array(4).fill({ status: 404, trace: 't1', body: '{"message":"no such unit"}' }),
  );
  assert.equal(asked, 1);
});

test('an answer that breaks half-way fails the reads that waited on it alike, from one request', async () => {
  const { reads, asked } = await fourAtOnce(() => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"half":'));
        controller.error(new TypeError('connection reset'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  });
  assert.deepEqual(
    reads.map(({ body }) => String(body)),
    Array(4).fill('TypeError: connection reset'),
  );
  assert.equal(asked, 1);
});

test('a platform that cannot be reached fails the reads that waited with the error its fetch threw, from one request', async () => {
  const store = countingStore(memoryStore());
  const offline = new TypeError('fetch failed');
  let asked = 0;
  const through = new AnswerCache({ store }).fetchThrough(async () => {
    asked++;
    await store.waitFor([...store.looked.keys()][0], 4);
    // Every read has only queued work left before it waits on this one.
    await setImmediate();
    throw offline;
  });
  const url = `${base}/v1/business-units/bu-1`;
  const reads = await Promise.allSettled(
    Array.from({ length: 4 }, () => through(url, { signal: new AbortController().signal })),
  );
  assert.deepEqual(
    reads.map((read) => read.reason === offline),
    Array(4).fill(true),
  );
  assert.equal(asked, 1);
});

test('an answer without a body (a 204) reaches the read that asked and those that waited, from one request', async () => {
  const { reads, asked } = await fourAtOnce(
    () => new Response(null, { status: 204, headers: { 'x-trace': 't2' } }),
  );
  assert.deepEqual(reads, Array(4).fill({ status: 204, trace: 't2', body: '' }));
  assert.equal(asked, 1);
});

test('an answer no copy can be made of (status 0, as a browser gives an opaque redirect) is not handed on: a read that waited asks again', async () => {
  let replies = 0;
  const { reads, asked } = await fourAtOnce(() =>
    ++replies === 1 ? Response.error() : Response.json({ again: true }),
  );
  assert.deepEqual(reads.map(({ status, body }) => `${status} ${body}`).sort(), [
    '0 ',
    '200 {"again":true}',
    '200 {"again":true}',
    '200 {"again":true}',
  ]);
  assert.equal(asked, 2);
});

test('the memory store serves an entry until its ttl ends, and not from then on', () => {
  let now = 5_000;
  const store = memoryStore({ now: () => now });
  store.set('a', '1', 1_000);
  now += 999;
  assert.equal(store.get('a'), '1');
  assert.deepEqual([...store.keys()], ['a']);
  now += 1;
  assert.equal(store.get('a'), undefined);
  assert.deepEqual([...store.keys()], []);
});

test("a kept answer is served until the cache's ttl ends; then the platform is asked, and past staleFor nothing is kept", async () => {
  let now = 1_000_000;
  const clock = () => now;
  const cache = new AnswerCache({
    store: memoryStore({ now: clock }),
    ttl: 60_000,
    staleFor: 5_000,
    now: clock,
  });
  const url = `${base}/v1/business-units/bu-1`;
  const init = () => ({ headers: { apikey: 'key-1' } });
  await cache.accepted(url, init(), '{"kept":1}');
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  now += 59_999;
  assert.equal(await answer(through, url, init()), '{"kept":1}');
  assert.equal(requests.length, 0);
  now += 1;
  assert.equal(await answer(through, url, init()), fresh, 'past the ttl: asked again');
  assert.equal(requests.length, 1);
  // Reads share that request until a turn after its answer was read (a timer, fired first).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // That answer was not accepted here (no client): the old one is all there is, and past
  // ttl + staleFor it is gone.
  now += 5_000;
  assert.deepEqual(
    [...cache.store.keys()].filter((key) => key.startsWith('rp-answer:')),
    [],
  );
  assert.equal(await answer(through, url, init()), fresh);
  assert.equal(requests.length, 2);
});

test("the memory store's add sets a key only while it holds nothing, an expired entry counting as nothing", () => {
  let now = 0;
  const store = memoryStore({ now: () => now });
  assert.equal(store.add('lock', 'first', 1_000), true);
  assert.equal(store.add('lock', 'second', 1_000), false);
  assert.equal(store.get('lock'), 'first');
  now += 1_000;
  assert.equal(store.add('lock', 'third', 1_000), true);
  assert.equal(store.get('lock'), 'third');
});

test('the memory store keeps at most maxBytes (two a character): the oldest go first, one larger is not kept', () => {
  const store = memoryStore({ maxBytes: 40 });
  store.set('a', 'x'.repeat(9), 60_000); // 20 bytes
  store.set('b', 'x'.repeat(9), 60_000); // 40 in all
  assert.deepEqual([...store.keys()], ['a', 'b']);
  store.set('c', 'x'.repeat(4), 60_000); // 10 more: a goes
  assert.deepEqual([...store.keys()], ['b', 'c']);
  store.set('b', 'x', 60_000); // replaced: its old size is no longer counted
  store.set('d', 'x'.repeat(9), 60_000);
  assert.deepEqual([...store.keys()], ['c', 'b', 'd']);
  store.set('e', 'x'.repeat(20), 60_000); // 42 bytes alone
  assert.equal(store.get('e'), undefined);
  assert.deepEqual([...store.keys()], ['c', 'b', 'd']);
  store.delete('c');
  store.set('f', 'x'.repeat(7), 60_000); // 16 bytes: 40 in all
  assert.deepEqual([...store.keys()], ['b', 'd', 'f'], 'a deleted entry is no longer counted');
  const exact = memoryStore({ maxBytes: 4 });
  exact.set('g', 'x', 60_000); // 4 bytes: as large as the bound, kept
  assert.equal(exact.get('g'), 'x');
});

test('the default memory store keeps at most 32 MiB, however few the entries', () => {
  const store = memoryStore();
  const answer = 'x'.repeat(MiB / 2); // 1 MiB as kept
  for (let i = 0; i < 40; i++) store.set(`k${i}`, answer, 60_000);
  const kept = [...store.keys()];
  assert.ok(kept.length < 32, `${kept.length} MiB kept`);
  assert.equal(kept.at(-1), 'k39', 'the newest is kept');
});

test('a locale the platform does not serve renders in en-US, and 50 of them keep no more answers than one', async () => {
  const cache = new AnswerCache();
  const platform = createMockPlatform({ seed: 1 });
  const render = (locale) =>
    renderElements(productPage, {
      apiKey: MOCK_API_KEY,
      baseUrl: mockBase,
      businessUnitId: MOCK_IDS.businessUnits.acme,
      locale,
      cache,
      timeout: 600_000,
      fetch: async (input, init) => getResponse(platform.handlers, new Request(input, init)),
    });
  const warn = console.warn;
  console.warn = () => {};
  try {
    const [first] = await render('xx-0');
    assert.match(first, /^<rp-trust-badge [^>]*locale="en-US"/);
    const one = [...cache.store.keys()].length;
    for (let i = 1; i < 50; i++) await render(`xx-${i}`);
    assert.equal([...cache.store.keys()].length, one);
  } finally {
    console.warn = warn;
  }
  // The platform's own, in any case, and a language alone, read the platform's locale.
  for (const [asked, read] of [
    ['DE_de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['fr-LU', 'fr-FR'],
    ['ja', 'ja-JP'],
    ['pt-br', 'pt-BR'],
  ]) {
    const [badge] = await render(asked);
    assert.match(badge, new RegExp(`^<rp-trust-badge [^>]*locale="${read}"`), asked);
  }
});
