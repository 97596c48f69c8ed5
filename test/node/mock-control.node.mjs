// `npx rp-widgets-mock` driven as an integrator's tests in another process drive it: faults,
// latency and reset over HTTP (under /__mock/) and on the command line. Run after `npm run build`.
import { spawnSync } from 'node:child_process';
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { startMockApi } from './helpers.mjs';

const headers = { apikey: 'rp-mock-key' };
const unit = '/v1/business-units/bu-acme';
const reviews = '/v1/product-reviews/business-units/bu-acme/reviews?sku=ACME-1000';
let started;
let fromCommandLine;

before(async () => {
  [started, fromCommandLine] = await Promise.all([
    startMockApi(),
    startMockApi({}, ['--fault', 'status=503,operation=getBusinessUnit,times=1', '--latency', '0']),
  ]);
});
after(() => {
  started?.stop();
  fromCommandLine?.stop();
});
beforeEach(() => control(started, 'POST', 'reset'));

const get = (server, path, init = {}) => fetch(`${server.origin}${path}`, { headers, ...init });
const control = (server, method, path, body) =>
  fetch(`${server.origin}/__mock/${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('it prints the IDs that answer and where its control is', () => {
  assert.match(started.output, /business unit bu-acme, SKUs ACME-1000 \(hundreds of reviews\)/);
  assert.match(started.output, /\/__mock\/faults/);
});

test('it keeps idle connections open for the client to close (no keep-alive timeout to race)', async () => {
  const answer = await get(started, unit);
  assert.equal(answer.status, 200);
  // Node's clients take the server's announced timeout as theirs, less a second: a pause longer
  // than that second lets the server close a connection the client is sending on.
  assert.equal(answer.headers.get('connection'), 'keep-alive');
  assert.equal(answer.headers.get('keep-alive'), null);
});

test('a 5xx added over HTTP answers its error until removed by its id', async () => {
  const added = await control(started, 'POST', 'faults', {
    status: 503,
    operation: 'getBusinessUnit',
  });
  assert.equal(added.status, 201);
  const { id } = await added.json();
  for (let i = 0; i < 2; i++) {
    const answer = await get(started, unit);
    assert.equal(answer.status, 503);
    assert.equal((await answer.json()).code, 'server_error');
    assert.ok(answer.headers.get('x-rp-mock-fault'));
  }
  // Other operations are untouched.
  assert.equal((await get(started, reviews)).status, 200);
  assert.equal((await control(started, 'DELETE', `faults/${id}`)).status, 204);
  assert.equal((await get(started, unit)).status, 200);
  assert.equal((await control(started, 'DELETE', `faults/${id}`)).status, 404);
});

test('a 429 with Retry-After, for the given number of requests', async () => {
  await control(started, 'POST', 'faults', {
    status: 429,
    retryAfter: 2,
    times: 1,
    path: '/reviews',
  });
  const limited = await get(started, reviews);
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '2');
  assert.equal((await get(started, reviews)).status, 200);
});

test('a hang answers nothing until the caller gives up; DELETE /__mock/faults ends every fault', async () => {
  await control(started, 'POST', 'faults', { hang: true, operation: 'getBusinessUnit' });
  const abort = new AbortController();
  let settled = false;
  const hanging = get(started, unit, { signal: abort.signal }).finally(() => (settled = true));
  // A later request of another operation is answered while the first still waits.
  assert.equal((await get(started, reviews)).status, 200);
  assert.equal(settled, false);
  abort.abort();
  await assert.rejects(hanging, { name: 'AbortError' });
  assert.equal((await control(started, 'DELETE', 'faults')).status, 204);
  assert.equal((await get(started, unit)).status, 200);
});

test('latency set over HTTP delays every answer; reset takes the faults back too', async () => {
  assert.equal((await control(started, 'POST', 'set', { latency: 400 })).status, 204);
  const began = performance.now();
  assert.equal((await get(started, unit)).status, 200);
  assert.ok(performance.now() - began >= 380, 'answered before the latency set');
  // The reset ends the faults too.
  await control(started, 'POST', 'faults', { status: 500 });
  assert.equal((await control(started, 'POST', 'reset')).status, 204);
  assert.equal((await get(started, unit)).status, 200);
});

test('faults and latency from the command line; reset brings the start faults back', async () => {
  assert.match(fromCommandLine.output, /Faults: \[\{"status":503,"operation":"getBusinessUnit"/);
  assert.equal((await get(fromCommandLine, unit)).status, 503);
  assert.equal((await get(fromCommandLine, unit)).status, 200);
  await control(fromCommandLine, 'POST', 'reset');
  assert.equal((await get(fromCommandLine, unit)).status, 503);
  assert.equal((await get(fromCommandLine, unit)).status, 200);
});

test('a wrong fault or setting is refused with what it takes, and changes nothing', async () => {
  const misspelt = await control(started, 'POST', 'faults', { stauts: 503 });
  assert.equal(misspelt.status, 400);
  assert.match((await misspelt.json()).message, /no field "stauts".*status/);
  const empty = await control(started, 'POST', 'faults', { operation: 'getBusinessUnit' });
  assert.equal(empty.status, 400);
  assert.match((await empty.json()).message, /needs status, body, hang/);
  const latency = await control(started, 'POST', 'set', { latency: -1 });
  assert.equal(latency.status, 400);
  assert.equal((await control(started, 'POST', 'nothing')).status, 404);
  assert.equal((await get(started, unit)).status, 200);

  const bin = fileURLToPath(new URL('../../bin/rp-widgets-mock.mjs', import.meta.url));
  const refused = spawnSync(process.execPath, [bin, '--fault', 'status=99'], {
    env: { ...process.env, PORT: '0' },
    encoding: 'utf8',
  });
  assert.equal(refused.status, 2);
  assert.match(
    refused.stderr,
    /--fault: A fault's status is an HTTP status from 100 to 599, not 99/,
  );
});
