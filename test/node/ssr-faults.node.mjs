// Server rendering against a hostile platform: the mock over HTTP, with the answers a test needs
// put in front of it (`api.intercept`): huge, endless and unusable bodies for the answer cache,
// deletion lists that repeat, fail or overflow for purgeDeleted(), and inputs a page may pass.
// Memory is measured after a full collection: run with `node --expose-gc --test` (npm test does).
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import process from 'node:process';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usePlatform } from './helpers.mjs';

if (!existsSync(new URL('../../dist/ssr/index.js', import.meta.url))) {
  throw new Error('dist/ssr is missing: run `npm run build` first.');
}
const { AnswerCache, memoryStore, renderElement } = await import('rp-widgets/ssr');
const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');

const bu = MOCK_IDS.businessUnits.acme;
const MiB = 1024 * 1024;
const api = usePlatform();

const options = (more = {}) => ({
  apiKey: MOCK_API_KEY,
  baseUrl: api.origin,
  businessUnitId: bu,
  retries: 0,
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
  const cache = new AnswerCache({ store: memoryStore({ now: () => now }), ttl: 60_000 });
  const asked = () => api.sent.filter((line) => line.split('?')[0] === `GET ${unitPath}`).length;
  assert.match((await renderBadge({ cache })).text, /TrustScore 4\.1/);
  assert.equal(asked(), 1);
  assert.ok(await keptUnit(cache));

  now += 59_999;
  assert.match((await renderBadge({ cache })).text, /TrustScore 4\.1/);
  assert.equal(asked(), 1, 'served from the cache within its ttl');

  now += 1;
  // Expired entries are neither listed nor served: the platform is asked again.
  assert.equal((await kept(cache)).length, 0);
  api.platform.data.businessUnits.find((unit) => unit.id === bu).displayName = 'Acme Renamed';
  assert.match((await renderBadge({ cache })).text, /^Acme Renamed has TrustScore 4\.1/);
  assert.equal(asked(), 2);
});
