// The Redis store against a real redis-server, started here on a free loopback port without
// persistence: lifetimes set in Redis, tenants apart, two server processes sharing the answers,
// Redis going away while pages render, and purgeDeleted() once between processes.
import { spawn, execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { setImmediate } from 'node:timers';
import { promisify } from 'node:util';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import process from 'node:process';
import { createClient } from 'redis';

const { AnswerCache } = await import('rp-widgets/ssr');
const { redisStore } = await import('rp-widgets/ssr/redis');
const base = 'https://platform.test';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let port;
let server;
/** Starts redis-server on `port`; resolves once it accepts connections (it says so on stdout). */
function startRedis() {
  server = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`redis-server ended (${code}): ${out}`)));
  });
}
const stopRedis = () =>
  new Promise((resolve) => {
    server.removeAllListeners('exit');
    server.on('exit', resolve);
    server.kill('SIGKILL');
  });

const clients = [];
async function connect() {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, disableOfflineQueue: true });
  client.on('error', () => {});
  await client.connect();
  clients.push(client);
  return client;
}

before(async () => {
  port = await freePort();
  await startRedis();
});
after(async () => {
  for (const client of clients) if (client.isOpen) await client.quit().catch(() => {});
  await stopRedis();
});

test('answers are kept under their tenant with their lifetime set in Redis (PX)', async () => {
  const client = await connect();
  await client.flushAll();
  const a = new AnswerCache({ store: redisStore({ client, tenant: 'shop-a' }), ttl: 60_000 });
  const b = redisStore({ client, tenant: 'shop-b' });
  await a.accepted(`${base}/v1/x`, { headers: { apikey: 'k' } }, '{"x":1}');
  const [key] = await client.keys('rp-widgets:shop-a:rp-answer:*');
  assert.ok(key, 'kept under the tenant');
  const ttl = await client.pTTL(key);
  assert.ok(ttl > 60_000 && ttl <= 70_000, `PTTL ${ttl}`);
  const listed = [];
  for await (const k of b.keys()) listed.push(k);
  assert.deepEqual(listed, [], "another tenant's keys are not listed");
  assert.equal(await b.get(key.slice('rp-widgets:shop-a:'.length)), undefined);
  assert.equal(await b.add('lock', '1', 1000), true);
  assert.equal(await b.add('lock', '1', 1000), false, 'add sets only once');
});

const child = () =>
  promisify(execFile)(process.execPath, [
    new URL('./redis-child.mjs', import.meta.url).pathname,
    String(port),
  ]).then(({ stdout }) => JSON.parse(stdout));

test('two server processes share the answers: the second asks the platform nothing', async () => {
  const client = await connect();
  await client.flushAll();
  const first = await child();
  assert.ok(first.stars);
  assert.ok(first.sent.length >= 3, first.sent.join(', '));
  const second = await child();
  assert.ok(second.stars);
  assert.deepEqual(second.sent, []);
});

test('Redis going away while pages render: they are rendered from the platform, nothing throws', async () => {
  const client = await connect();
  const cache = new AnswerCache({ store: redisStore({ client, tenant: 'shop-a' }) });
  await stopRedis();
  const { requests, fetch } = upstream();
  const through = cache.fetchThrough(fetch);
  const init = () => ({ headers: { apikey: 'k' }, signal: AbortSignal.timeout(600_000) });
  assert.equal(await (await through(`${base}/v1/y`, init())).text(), '{"fresh":true}');
  await cache.accepted(`${base}/v1/y`, init(), '{"fresh":true}');
  assert.equal(requests.length, 1);
  await startRedis();
  const result = await child();
  assert.ok(result.stars, 'rendered once Redis is back');
});

test('purgeDeleted() runs once between two processes, and what it removes is gone for both', async () => {
  const [one, two] = [await connect(), await connect()];
  await one.flushAll();
  const a = new AnswerCache({ store: redisStore({ client: one, tenant: 'shop-a' }) });
  const b = new AnswerCache({ store: redisStore({ client: two, tenant: 'shop-a' }) });
  await a.accepted(`${base}/v1/r`, { headers: { apikey: 'k' } }, '{"reviewId":"rv-1"}');
  let asked = 0;
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const fetch = async (input) => {
    // The first purge's three lists are held; anything more is answered at once.
    if (++asked <= 3) await held;
    const list = /\/v1\/(consumers|reviews|product-reviews)\/deletions/.exec(input)[1];
    const key =
      list === 'consumers' ? 'consumers' : list === 'reviews' ? 'reviews' : 'productReviews';
    const records =
      list === 'reviews' ? [{ reviewId: 'rv-1', deletedAt: '2026-01-01T00:00:00Z' }] : [];
    return Response.json({ [list === 'product-reviews' ? 'productReviews' : key]: records });
  };
  const options = { apiKey: 'k', baseUrl: base, fetch, retries: 0 };
  const first = a.purgeDeleted(options);
  // The second asks while the first holds its lists' answers.
  while (asked < 3) await new Promise((resolve) => setImmediate(resolve));
  const second = await b.purgeDeleted(options);
  assert.equal(second.busy, true);
  release();
  const done = await first;
  assert.equal(done.busy, undefined);
  assert.equal(asked, 3, 'the lists were read once');
  assert.deepEqual(done.reviews, ['rv-1']);
  const through = b.fetchThrough(upstream().fetch);
  assert.equal(
    await (await through(`${base}/v1/r`, { headers: { apikey: 'k' } })).text(),
    '{"fresh":true}',
  );
  assert.equal(
    (await b.purgeDeleted({ ...options, fetch: async () => Response.json({}) })).busy,
    undefined,
    'the lock is let go',
  );
});

function upstream() {
  const requests = [];
  const fetch = async (request) => {
    requests.push(request);
    return new Response('{"fresh":true}', { headers: { 'content-type': 'application/json' } });
  };
  return { requests, fetch };
}
