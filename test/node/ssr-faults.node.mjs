// Server rendering against a hostile platform: the mock over HTTP, with the answers a test needs
// put in front of it (`api.intercept`): huge, endless and unusable bodies for the answer cache,
// deletion lists that repeat, fail or overflow for purgeDeleted(), and inputs a page may pass.
// Memory is measured after a full collection: run with `node --expose-gc --test` (npm test does).
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  deletionPage as page,
  deletionReply,
  pagedDeletions as paged,
  tokensOf,
  usePlatform,
} from './helpers.mjs';

if (!existsSync(new URL('../../dist/ssr/index.js', import.meta.url))) {
  throw new Error('dist/ssr is missing: run `npm run build` first.');
}
const { AnswerCache, memoryStore, renderElement, renderElements } = await import('rp-widgets/ssr');
const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');

const bu = MOCK_IDS.businessUnits.acme;
const MiB = 1024 * 1024;
const api = usePlatform();

const options = (more = {}) => ({
  apiKey: MOCK_API_KEY,
  baseUrl: api.origin,
  businessUnitId: bu,
  retries: 0,
  // A busy machine can take seconds to answer; the fallback at the timeout has tests of its own.
  timeout: 60_000,
  ...more,
});

/** The badge: one business-unit request whose answer a test replaces. */
const badge = { tag: 'rp-trust-badge' };
const unitPath = `/v1/business-units/${bu}`;
const textOf = (html) =>
  html
    .replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Renders the badge and returns its text and the errors `onError` was told of. */
async function renderBadge(more) {
  const errors = [];
  const html = await renderElement(badge, options({ ...more, onError: (e) => errors.push(e) }));
  return { text: textOf(html), errors };
}

/** Answers `path` (GET) with `answer(res)` instead of the mock, `times` times. */
function replace(path, answer, times = Infinity) {
  api.intercept = (req, res, url) => {
    if (url.pathname !== path || times <= 0) return false;
    times--;
    answer(res);
    return true;
  };
}

const kept = async (cache) => {
  const keys = [];
  for await (const key of cache.store.keys()) keys.push(key);
  return keys;
};

/** Whether the business unit's own answer (not its web links) is kept. */
const keptUnit = async (cache) =>
  (await kept(cache)).some((key) => key.includes(`GET ${api.origin}${unitPath} `));

function collect() {
  if (typeof globalThis.gc !== 'function') {
    throw new Error('gc() is missing: run with `node --expose-gc --test`.');
  }
  globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/**
 * Answers with a JSON body of `size` bytes, written chunk by chunk as the client takes them (one
 * string written at once would hold this process, the client's too, for seconds). Resolves the
 * bytes written when the client stops reading or the body ends.
 */
function streamBody(res, size, { declare }) {
  const open = Buffer.from('{"padding":"');
  const close = Buffer.from('"}');
  const chunk = Buffer.alloc(64 * 1024, 'x');
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(declare ? { 'content-length': String(size) } : {}),
  });
  res.write(open);
  let written = open.length;
  return new Promise((resolve) => {
    res.on('close', () => resolve(written));
    const more = () => {
      while (!res.destroyed && written + chunk.length + close.length <= size) {
        written += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      if (!res.destroyed) res.end(close.subarray(0, size - written));
    };
    more();
  });
}

/**
 * Renders the badge with `cache` and checks the answer was refused at the byte cap and not
 * kept; resolves how much the heap grew (after a full collection each side).
 */
async function renderRefused(cache) {
  const before = collect();
  // A long timeout: only the byte cap can end these renders soon.
  const { text, errors } = await renderBadge({ cache, timeout: 60_000 });
  const grown = collect() - before;
  assert.equal(text, '');
  assert.deepEqual(
    errors.map((error) => error.name),
    ['ResponseTooLargeError'],
  );
  assert.ok(!(await keptUnit(cache)), 'the answer is not kept');
  assert.ok(grown < 8 * MiB, `heap grew ${(grown / MiB).toFixed(1)} MiB`);
  return grown;
}

test("a 64 MiB answer is refused at the client's 2 MiB with the cache on: nothing kept, the heap does not grow", async (t) => {
  replace(unitPath, (res) => void streamBody(res, 64 * MiB, { declare: true }));
  const grown = await renderRefused(new AnswerCache());
  t.diagnostic(`heap after the render: ${(grown / MiB).toFixed(2)} MiB more`);
});

test('an endless answer is read no further than 2 MiB with the cache on, and the render ends', async (t) => {
  let written;
  // Endless as far as the client can tell: 256 MiB only so that a broken client cannot take
  // the machine's memory.
  replace(unitPath, (res) => {
    written = streamBody(res, 256 * MiB, { declare: false });
  });
  const grown = await renderRefused(new AnswerCache());
  // The cap plus what the sockets had buffered when the client stopped.
  const sent = await written;
  t.diagnostic(
    `written before the client stopped: ${(sent / MiB).toFixed(1)} MiB; heap: ${(grown / MiB).toFixed(2)} MiB more`,
  );
  assert.ok(sent < 16 * MiB, `the platform wrote ${(sent / MiB).toFixed(1)} MiB`);
});

// Each unusable 200 answer: the render shows no badge, and the next render, once the platform
// answers properly, shows it (the bad answer was not kept for the cache's minute).
const unusable = [
  ['malformed JSON', '{"score": {"stars": 4'],
  ['an HTML page', '<!doctype html><html><body>Shop</body></html>'],
  ['an empty body', ''],
  ['wrong types', JSON.stringify({ score: { stars: 'five', trustScore: 4 } })],
  ['nested too deep', `${'['.repeat(100)}${']'.repeat(100)}`],
  ['over 2 MiB', JSON.stringify({ padding: 'x'.repeat(3 * MiB) })],
];
for (const [name, body] of unusable) {
  test(`an unusable 200 answer (${name}) is not kept: the next render shows the badge`, async () => {
    const cache = new AnswerCache();
    replace(
      unitPath,
      (res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      },
      1,
    );
    const bad = await renderBadge({ cache });
    assert.equal(bad.text, '');
    assert.equal(bad.errors.length, 1);
    assert.match(bad.errors[0].message, /unusable body|more than 2097152 bytes/);

    const good = await renderBadge({ cache });
    assert.deepEqual(good.errors, []);
    assert.match(good.text, /Acme Outdoor has TrustScore 4\.1 out of 5/);
  });
}

test('kept answers are served until their ttl ends, then asked for again (an injected clock)', async () => {
  let now = 1_000_000;
  const clock = () => now;
  const cache = new AnswerCache({ store: memoryStore({ now: clock }), ttl: 60_000, now: clock });
  const asked = () => api.sent.filter((line) => line.split('?')[0] === `GET ${unitPath}`).length;
  assert.match((await renderBadge({ cache })).text, /TrustScore 4\.1/);
  assert.equal(asked(), 1);
  assert.ok(await keptUnit(cache));

  now += 59_999;
  assert.match((await renderBadge({ cache })).text, /TrustScore 4\.1/);
  assert.equal(asked(), 1, 'served from the cache within its ttl');

  now += 1;
  // Past its ttl an answer is not served to the render that asks again for it.
  api.platform.data.businessUnits.find((unit) => unit.id === bu).displayName = 'Acme Renamed';
  assert.match((await renderBadge({ cache })).text, /^Acme Renamed has TrustScore 4\.1/);
  assert.equal(asked(), 2);

  // Past its ttl and the staleness allowed, the store keeps nothing: neither listed nor served.
  now += 60_000 + cache.staleFor;
  assert.equal((await kept(cache)).length, 0);
});

// The deletion lists as a hostile platform serves them (test/node/helpers.mjs: deletionReply).
// `asked` has each request: list, nextToken, limit, API key and base path.
function serveDeletions(lists) {
  const asked = [];
  api.intercept = (req, res, url) => {
    const match = /^(.*)\/v1\/(consumers|reviews|product-reviews)\/deletions$/.exec(url.pathname);
    if (!match) return false;
    const [, base, name] = match;
    const query = {
      list: name,
      base,
      apiKey: req.headers.apikey,
      nextToken: url.searchParams.get('nextToken') ?? undefined,
      limit: Number(url.searchParams.get('limit')),
    };
    asked.push(query);
    const { status, text } = deletionReply(lists, query);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(text);
    return true;
  };
  return asked;
}
/** A platform that keeps giving pages: stopped at 200 requests so a broken purge still ends. */
const endless = (answer) => {
  let count = 0;
  return (query) => (++count > 200 ? page(query.list, []) : answer(query, count));
};
const purgeOptions = (more = {}) => ({ apiKey: MOCK_API_KEY, baseUrl: api.origin, ...more });

test('purgeDeleted() stops when the platform repeats a nextToken, and reads that page again next time', async () => {
  const cache = new AnswerCache();
  const asked = serveDeletions({ reviews: endless(() => page('reviews', ['rv-1'], 'same')) });
  const result = await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(tokensOf(asked, 'reviews'), [undefined, 'same']);
  assert.deepEqual(result.reviews, ['rv-1', 'rv-1']);
  assert.deepEqual(result.progress.reviews, { pages: 2, end: true });
  asked.length = 0;
  await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(tokensOf(asked, 'reviews'), ['same']);
});

test('purgeDeleted() stops at an empty page even with a new nextToken, and starts there next time', async () => {
  const cache = new AnswerCache();
  const asked = serveDeletions({
    reviews: endless((query, count) =>
      count === 1 ? page('reviews', ['rv-0'], 't1') : page('reviews', [], `t${count}`),
    ),
  });
  const result = await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(tokensOf(asked, 'reviews'), [undefined, 't1']);
  assert.deepEqual(result.reviews, ['rv-0']);
  assert.equal(result.progress.reviews.end, true);
  asked.length = 0;
  await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(tokensOf(asked, 'reviews'), ['t1']);
});

test('purgeDeleted() asks at most maxPages pages of a list per call, says so, and goes on next time', async () => {
  const cache = new AnswerCache();
  const asked = serveDeletions({
    reviews: endless((query, count) => page('reviews', [`rv-${count}`], `p${count}`)),
  });
  const first = await cache.purgeDeleted(purgeOptions({ maxPages: 5 }));
  assert.equal(tokensOf(asked, 'reviews').length, 5);
  assert.deepEqual(first.reviews, ['rv-1', 'rv-2', 'rv-3', 'rv-4', 'rv-5']);
  assert.deepEqual(first.progress.reviews, { pages: 5, end: false });
  assert.deepEqual(first.progress.consumers, { pages: 1, end: true });
  asked.length = 0;
  const second = await cache.purgeDeleted(purgeOptions({ maxPages: 5 }));
  assert.equal(tokensOf(asked, 'reviews')[0], 'p5');
  assert.deepEqual(second.reviews, ['rv-6', 'rv-7', 'rv-8', 'rv-9', 'rv-10']);
});

test('a list failing half-way loses nothing: its IDs so far are returned and their answers dropped, the other lists read on, and the next call starts after them', async () => {
  const cache = new AnswerCache();
  const element = {
    tag: 'rp-product-reviews',
    attributes: { sku: MOCK_IDS.skus.few, language: 'all' },
  };
  const reviewsAsked = () =>
    api.sent.filter((line) => line.includes('/v1/product-reviews/business-units/')).length;
  await renderElement(element, options({ cache }));
  const shown = api.platform.data.productReviews.find(
    (review) => review.sku === MOCK_IDS.skus.few && review.state === 'published',
  ).id;
  let failing = true;
  const asked = serveDeletions({
    consumers: paged('consumers', [['cs-0'], ['cs-1'], ['cs-2']]),
    'product-reviews': (query) =>
      query.nextToken === 'p1' && failing
        ? { status: 400, body: { message: 'try later' } }
        : paged('product-reviews', [['pr-0-0', shown], ['pr-1-0']])(query),
  });
  const first = await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(first.productReviews, ['pr-0-0', shown]);
  assert.equal(first.progress.productReviews.error?.name, 'HttpError');
  assert.equal(first.progress.productReviews.end, false);
  // The other lists paged to their ends meanwhile.
  assert.deepEqual(first.consumers, ['cs-0', 'cs-1', 'cs-2']);
  assert.deepEqual(first.progress.consumers, { pages: 3, end: true });
  assert.equal(first.removed.length, 1);
  // The answer naming the deleted review is gone: the next render asks for it.
  const before = reviewsAsked();
  await renderElement(element, options({ cache }));
  assert.equal(reviewsAsked(), before + 1);

  failing = false;
  asked.length = 0;
  const second = await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(tokensOf(asked, 'product-reviews'), ['p1']);
  assert.deepEqual(second.productReviews, ['pr-1-0']);
  assert.deepEqual(second.progress.productReviews, { pages: 1, end: true });
});

test('when onDeleted throws, no list moves on: the next call reads the same pages', async () => {
  const cache = new AnswerCache();
  const asked = serveDeletions({ reviews: paged('reviews', [['rv-0'], ['rv-1']]) });
  const handed = [];
  await assert.rejects(
    cache.purgeDeleted(
      purgeOptions({
        onDeleted: (ids) => {
          handed.push(ids.reviews);
          throw new Error('own store down');
        },
      }),
    ),
    /own store down/,
  );
  asked.length = 0;
  const again = await cache.purgeDeleted(
    purgeOptions({ onDeleted: (ids) => handed.push(ids.reviews) }),
  );
  assert.deepEqual(tokensOf(asked, 'reviews'), [undefined, 'p1']);
  assert.deepEqual(again.reviews, ['rv-0', 'rv-1']);
  assert.deepEqual(handed, [
    ['rv-0', 'rv-1'],
    ['rv-0', 'rv-1'],
  ]);
});

test('tenants sharing one store keep their own deletion cursors (API key and address)', async () => {
  const store = memoryStore();
  // Tokens name the tenant they were given to; another tenant's token is refused.
  const tenantOf = (query) => `${query.apiKey}@${query.base}`;
  const asked = serveDeletions({
    reviews: (query) => {
      const [owner, at] = (query.nextToken ?? `${tenantOf(query)}#0`).split('#');
      if (owner !== tenantOf(query)) return { status: 400, body: { message: 'not your token' } };
      return page('reviews', [`${owner}-${at}`], at === '0' ? `${owner}#1` : undefined);
    },
  });
  const tenants = [
    ['key-a', `${api.origin}/a`],
    ['key-b', `${api.origin}/a`],
    ['key-a', `${api.origin}/b/`],
  ];
  for (const round of [1, 2]) {
    for (const [apiKey, baseUrl] of tenants) {
      const owner = `${apiKey}@${new URL(baseUrl).pathname.replace(/\/$/, '')}`;
      const result = await new AnswerCache({ store }).purgeDeleted({ apiKey, baseUrl });
      // The first call reads both pages; the second its own last page again.
      assert.deepEqual(
        result.reviews,
        round === 1 ? [`${owner}-0`, `${owner}-1`] : [`${owner}-1`],
        `${owner}, round ${round}`,
      );
    }
  }
  const own = asked.filter((query) => query.list === 'reviews');
  assert.equal(own.length, 9);
  for (const query of own) {
    assert.ok(!query.nextToken || query.nextToken.startsWith(`${tenantOf(query)}#`));
  }
});

test('a deletion page over 2 MiB is asked again with a smaller limit, this call and the next', async () => {
  const cache = new AnswerCache();
  const ids = Array.from({ length: 150 }, (_, i) => `rv-${i}`);
  const asked = serveDeletions({
    reviews: (query) => {
      if (query.limit > 100) return { body: JSON.stringify({ padding: 'x'.repeat(3 * MiB) }) };
      const at = Number(query.nextToken ?? 0);
      const next = at + query.limit;
      return page('reviews', ids.slice(at, next), next < ids.length ? String(next) : undefined);
    },
  });
  const result = await cache.purgeDeleted(purgeOptions());
  assert.deepEqual(result.reviews, ids);
  assert.equal(result.progress.reviews.end, true);
  assert.deepEqual(
    asked.filter((query) => query.list === 'reviews').map((query) => query.limit),
    [1000, 250, 63, 63, 63],
  );
  asked.length = 0;
  const next = await cache.purgeDeleted(purgeOptions());
  assert.equal(next.progress.reviews.error, undefined);
  assert.deepEqual(next.reviews, ids.slice(126));
});

test('an empty or bare locale falls back as in the browser: the render’s locale, else en-US; no exception', async () => {
  const elements = (locale) => [
    { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, locale } },
    { tag: 'rp-trust-badge', attributes: { locale } },
    { tag: 'rp-product-reviews', attributes: { sku: MOCK_IDS.skus.many, locale } },
    { tag: 'rp-business-reviews', attributes: { locale } },
  ];
  for (const [locale, own, expected] of [
    ['', '', 'en-US'],
    ['', true, 'en-US'],
    [undefined, ' ', 'en-US'],
    ['de-DE', '', 'de-DE'],
    ['de-DE', null, 'de-DE'],
  ]) {
    const errors = [];
    const html = await renderElements(
      elements(own),
      options({ locale, cache: false, onError: (error) => errors.push(error) }),
    );
    assert.deepEqual(errors, [], `locale ${JSON.stringify(locale)}, own ${JSON.stringify(own)}`);
    for (const element of html)
      assert.match(element, new RegExp(`^<rp-[a-z-]+ [^>]*locale="${expected}"`));
    assert.match(
      html[0],
      expected === 'en-US'
        ? /aria-label="Rated 4\.5 out of 5 stars/
        : /aria-label="Bewertet mit 4,5/,
    );
    assert.match(textOf(html[1]), expected === 'en-US' ? /TrustScore 4\.1 out of 5/ : /4,1/);
  }
});

test('attribute names that are not names are refused with a clear error, before any request', async () => {
  for (const name of [
    'x><img src=x onerror=alert(1)>',
    'a b',
    'a=b',
    '"a"',
    'a/b',
    '',
    '1st',
    'on\u0000load',
  ]) {
    api.sent.length = 0;
    await assert.rejects(
      renderElements(
        [
          { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many } },
          { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.few, [name]: 'x' } },
        ],
        options({ cache: false }),
      ),
      (error) =>
        error instanceof TypeError &&
        error.message.includes(`${JSON.stringify(name)} (on rp-stars) is not an attribute name`),
    );
    assert.deepEqual(api.sent, [], JSON.stringify(name));
  }
  // Names a page uses pass.
  const [html] = await renderElements(
    [
      {
        tag: 'rp-stars',
        attributes: {
          sku: MOCK_IDS.skus.many,
          'data-slot': 'a',
          'aria-describedby': 'b',
          'xml:lang': 'en',
        },
      },
    ],
    options({ cache: false }),
  );
  assert.match(html, /^<rp-stars [^>]*data-slot="a"[^>]*aria-describedby="b"/);
});
