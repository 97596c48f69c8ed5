// The inbox's write protocol (dist/review-inbox/writes.js) without a page: the WriteController on
// a host that only counts its updates, a client whose fetch the test answers, and the inbox's
// callbacks recorded. What is checked is what the owner and the platform see: the requests sent
// and how many, the words said, and what is offered (blocked, editing) after each outcome.
import { existsSync } from 'node:fs';
import { setImmediate } from 'node:timers';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';

const built = new URL('../../dist/review-inbox/writes.js', import.meta.url);
if (!existsSync(built)) throw new Error('dist/ is missing: run `npm run build` first.');

// What the drafts are kept in on a page.
const kept = new Map();
globalThis.sessionStorage = {
  getItem: (key) => kept.get(key) ?? null,
  setItem: (key, value) => void kept.set(key, String(value)),
  removeItem: (key) => void kept.delete(key),
  key: (i) => [...kept.keys()][i] ?? null,
  get length() {
    return kept.size;
  },
};

const { WriteController } = await import(built.href);
const { createClient } = await import('../../dist/api/client.js');
const { drafts } = await import('../../dist/review-inbox/drafts.js');
// The client imports its failure code at the first failed call. Imported here first, so that
// `idle()` below counts turns of the loop and never waits on a file being read.
await import('../../dist/api/failures.js');

const base = 'https://api.inbox-writes.example';
const words = Object.fromEntries(
  [
    'emptyReply',
    'checking',
    'checkFailed',
    'arrived',
    'notArrived',
    'unconfirmed',
    'unconfirmedUnknown',
    'unconfirmedArrived',
    'unconfirmedNotArrived',
    'sent',
    'saved',
    'madePublic',
    'madePrivate',
  ].map((key) => [key, key]),
);

/** An answer of the platform: a status and a JSON body, or a thrown network failure. */
const answer = (status, body = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** No answer: the connection broke after the request left. */
const connectionReset = () => {
  throw new TypeError('connection reset');
};

/** Lets every queued task and microtask run (the fake fetch and the rereads answer at once). */
async function idle() {
  for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
}

let inbox;

/**
 * An inbox's writes: `answers` gives the platform's answer to each write in turn (a function
 * answers when the test says), `rereads` the conversation each read finds (undefined: the read
 * failed).
 */
function setUp({ answers = [() => answer(201)], rereads = [] } = {}) {
  const sent = [];
  const said = [];
  const events = [];
  const counts = { expired: 0, replied: 0, rereads: 0, updates: 0 };
  // An element's update cycle, as far as controllers see it: an update asked for runs once, a
  // microtask later, calling hostUpdate then hostUpdated on each.
  const controllers = [];
  let queued = false;
  const host = new EventTarget();
  Object.assign(host, {
    localName: 'rp-review-inbox',
    addController: (controller) => void controllers.push(controller),
    removeController() {},
    requestUpdate() {
      counts.updates++;
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        for (const controller of controllers) controller.hostUpdate?.();
        for (const controller of controllers) controller.hostUpdated?.();
      });
    },
    updateComplete: Promise.resolve(true),
  });
  host.addEventListener('error', (event) => events.push(event.error));
  const client = createClient({
    baseUrl: base,
    token: () => 'owner-token',
    fetch: async (url, init) => {
      sent.push(`${init.method} ${url.slice(base.length)} ${init.body ?? ''}`);
      const next = answers[sent.length - 1] ?? answers.at(-1);
      return next();
    },
  });
  const controller = new WriteController(host, {
    client: () => client,
    words: () => words,
    reread: async () => {
      counts.rereads++;
      return rereads.shift();
    },
    say: (notice) => void said.push(notice),
    describe: (error) => ({ text: `described ${error.name}`, error: true }),
    expired: () => void counts.expired++,
    replied: () => void counts.replied++,
  });
  inbox = { controller, sent, said, events, counts, host };
  return inbox;
}

const reply = (content = 'Thank you', seen = ['c-1']) => ({
  kind: 'reply',
  conversationId: 'conv-1',
  content,
  seen,
  draft: 'draft-reply',
});
const edit = (content = 'Better words') => ({
  kind: 'edit',
  conversationId: 'conv-1',
  commentId: 'c-1',
  content,
  draft: 'draft-edit',
});
const state = (to) => ({ kind: 'state', conversationId: 'conv-1', state: to });
const conversation = (comments, state = 'private') => ({ id: 'conv-1', state, comments });
const lastSaid = () => inbox.said.at(-1);

beforeEach(() => kept.clear());

test('a reply is sent once, read back, said and its draft dropped', async () => {
  drafts.set('draft-reply', 'Thank you');
  const { controller, sent, said, counts } = setUp({ rereads: [conversation([])] });
  // An edit form open on another comment stays open.
  controller.edit('c-2');
  controller.send(reply());
  assert.equal(controller.pending, true);
  assert.equal(controller.blocked, true);
  assert.equal(controller.replying, true);
  controller.send(reply('Again'));
  await idle();
  assert.deepEqual(sent, [
    'POST /v1/private/conversations/conv-1/comments {"content":"Thank you"}',
  ]);
  assert.deepEqual(said, [undefined, { text: 'sent' }]);
  assert.equal(counts.rereads, 1);
  assert.equal(counts.replied, 1);
  assert.equal(drafts.get('draft-reply'), '');
  assert.equal(controller.pending, false);
  assert.equal(controller.blocked, false);
  assert.equal(controller.replying, false);
  assert.equal(controller.editing, 'c-2');
  assert.ok(counts.updates > 0);
});

test('an edit is sent with PUT, closes its form and keeps other drafts', async () => {
  drafts.set('draft-edit', 'Better words');
  drafts.set('draft-reply', 'Kept');
  const { controller, sent, counts } = setUp({ answers: [() => answer(200)] });
  controller.edit('c-1');
  assert.equal(controller.editing, 'c-1');
  const updates = counts.updates;
  controller.send(edit());
  assert.equal(controller.replying, false);
  await idle();
  assert.deepEqual(sent, [
    'PUT /v1/private/conversations/conv-1/comments/c-1 {"content":"Better words"}',
  ]);
  assert.deepEqual(lastSaid(), { text: 'saved' });
  assert.equal(controller.editing, undefined);
  assert.ok(counts.updates > updates);
  assert.equal(counts.replied, 0);
  assert.equal(drafts.get('draft-edit'), '');
  assert.equal(drafts.get('draft-reply'), 'Kept');
});

test('making a conversation public or private says which', async () => {
  drafts.set('draft-reply', 'Kept');
  for (const [to, text] of [
    ['public', 'madePublic'],
    ['private', 'madePrivate'],
  ]) {
    const { controller, sent, counts } = setUp({ answers: [() => answer(200)] });
    controller.send(state(to));
    await idle();
    assert.deepEqual(sent, [`POST /v1/private/conversations/conv-1/state {"state":"${to}"}`]);
    assert.deepEqual(lastSaid(), { text });
    assert.equal(counts.replied, 0);
  }
  assert.equal(drafts.get('draft-reply'), 'Kept');
});

test('an empty reply or edit is refused before anything is sent', async () => {
  const { controller, sent, said } = setUp();
  controller.send(reply('  \n '));
  controller.send(edit(''));
  await idle();
  assert.deepEqual(sent, []);
  assert.deepEqual(said, [
    { text: 'emptyReply', error: true },
    { text: 'emptyReply', error: true },
  ]);
  assert.equal(controller.blocked, false);
});

test('a refusal is described, fires error, and leaves sending open', async () => {
  for (const status of [400, 429]) {
    const { controller, sent, said, events, counts } = setUp({
      answers: [() => answer(status, { message: 'no' })],
    });
    controller.send(reply());
    await idle();
    assert.equal(sent.length, 1);
    assert.deepEqual(said, [
      undefined,
      { text: status === 429 ? 'described RateLimitError' : 'described HttpError', error: true },
    ]);
    assert.equal(events.length, 1);
    assert.equal(counts.rereads, 0);
    assert.equal(counts.expired, 0);
    assert.equal(controller.blocked, false);
  }
});

test('an expired token tells the inbox and is described', async () => {
  const { controller, said, counts } = setUp({ answers: [() => answer(401)] });
  controller.send(edit());
  await idle();
  assert.equal(counts.expired, 1);
  assert.deepEqual(lastSaid(), { text: 'described TokenExpiredError', error: true });
  assert.equal(said.length, 2);
  assert.equal(controller.blocked, false);
});

test('a 5xx leaves the outcome unknown: the reread finds the reply, which counts as sent', async () => {
  drafts.set('draft-reply', 'Thank you');
  const { controller, sent, said, counts } = setUp({
    answers: [() => answer(502)],
    rereads: [
      conversation([
        { commentId: 'c-1', content: 'Thank you' },
        { commentId: 'c-2', content: 'Thank you' },
      ]),
    ],
  });
  controller.send(reply());
  await idle();
  assert.equal(sent.length, 1);
  assert.deepEqual(said, [undefined, { text: 'unconfirmed' }, { text: 'unconfirmedArrived' }]);
  assert.equal(counts.rereads, 1);
  assert.equal(counts.replied, 1);
  assert.equal(drafts.get('draft-reply'), '');
  assert.equal(controller.blocked, false);
});

test('an unreadable 2xx is unconfirmed too; a reply only seen before has not arrived', async () => {
  drafts.set('draft-reply', 'Thank you');
  const { controller, said, counts } = setUp({
    answers: [() => answer(201, 'not json')],
    rereads: [
      conversation([
        { commentId: 'c-1', content: 'Thank you' },
        { commentId: 'c-2', content: 'Other words' },
      ]),
    ],
  });
  controller.send(reply());
  await idle();
  assert.deepEqual(said.slice(1), [
    { text: 'unconfirmed' },
    { text: 'unconfirmedNotArrived', error: true },
  ]);
  assert.equal(counts.replied, 0);
  assert.equal(drafts.get('draft-reply'), 'Thank you');
  assert.equal(controller.blocked, false);
});

test('a lost answer blocks sending until a read tells; a failed read offers to check again', async () => {
  const { controller, sent, said, counts } = setUp({
    answers: [connectionReset],
    rereads: [
      undefined,
      conversation([
        { commentId: 'c-1', content: 'Better words' },
        { commentId: 'c-2', content: 'Other words' },
      ]),
    ],
  });
  controller.edit('c-1');
  controller.send(edit());
  await idle();
  assert.deepEqual(said, [
    undefined,
    { text: 'checking' },
    { text: 'checkFailed', error: true, action: 'check' },
  ]);
  assert.equal(controller.blocked, true);
  assert.equal(controller.pending, false);
  controller.send(edit('Sent twice'));
  await idle();
  assert.equal(sent.length, 1);
  await controller.check();
  assert.deepEqual(said.slice(3), [{ text: 'checking' }, { text: 'arrived' }]);
  assert.equal(controller.blocked, false);
  assert.equal(controller.editing, undefined);
  // Found by the read: not read a third time.
  assert.equal(counts.rereads, 2);
  await controller.check();
  assert.equal(said.length, 5);
});

test('a lost edit whose words the read does not find has not arrived', async () => {
  const { controller, said } = setUp({
    answers: [connectionReset],
    rereads: [
      conversation([
        { commentId: 'c-1', content: 'Old words' },
        { commentId: 'c-2', content: 'Better words' },
      ]),
    ],
  });
  controller.send(edit());
  await idle();
  assert.deepEqual(said.slice(1), [{ text: 'checking' }, { text: 'notArrived', error: true }]);
  assert.equal(controller.blocked, false);
});

test('a lost change of state is found by the conversation state, or not', async () => {
  for (const [found, text] of [
    ['public', 'arrived'],
    ['private', 'notArrived'],
  ]) {
    const { controller, said } = setUp({
      answers: [connectionReset],
      rereads: [conversation(undefined, found)],
    });
    controller.send(state('public'));
    await idle();
    assert.equal(lastSaid().text, text);
    assert.equal(said.at(-2).text, 'checking');
  }
});

test('a reread without a list of comments finds nothing', async () => {
  const { controller } = setUp({
    answers: [() => answer(500)],
    rereads: [{ id: 'conv-1', state: 'private', comments: 'none' }],
  });
  controller.send(reply());
  await idle();
  assert.deepEqual(lastSaid(), { text: 'unconfirmedNotArrived', error: true });
});

test('forget() drops the unknown outcome and the edit form', async () => {
  const { controller, counts } = setUp({ answers: [() => answer(503)], rereads: [undefined] });
  controller.edit('c-1');
  controller.send(edit());
  await idle();
  assert.equal(controller.blocked, true);
  const updates = counts.updates;
  controller.forget();
  assert.equal(controller.blocked, false);
  assert.equal(controller.editing, undefined);
  assert.equal(counts.updates, updates + 1);
  await controller.check();
  assert.equal(counts.rereads, 1);
});
