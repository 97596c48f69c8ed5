/**
 * Races and load: 1,000 `<rp-stars sku>` of one business unit, added in one task, render with
 * their requests batched and input handled before they have all drawn; widgets removed
 * mid-request abort their requests and report nothing, and render when re-added; a widget moved
 * mid-request keeps its request; mounting and removing 200 product-review widgets leaves no
 * global listener behind and every one of them collected by a forced garbage collection.
 *
 * Figures (long tasks, heap) are printed, not asserted: they depend on the machine.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/product-reviews/define.js';
import '../../src/config/define.js';
import { RpStars } from '../../src/stars/rp-stars.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import type { RpErrorEvent } from '../../src/core/events.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';

const { acme } = MOCK_IDS.businessUnits;
const { skus } = MOCK_IDS;

let serial = 0;
/** A base URL of its own per test: its own shared client, so nothing is cached across tests. */
const freshBase = () => `https://api-${++serial}.load-test.example`;

/** A new task: it runs once the current task and every microtask it queued are done. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (channel.port1.close(), resolve());
    channel.port2.postMessage(null);
  });

/** Resolves once the (Lit) element has no update pending. */
const updated = (el: HTMLElement) =>
  (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;

/** Recorded requests to one base URL whose path ends with `suffix`. */
const sentTo = (base: string, suffix = '') =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.origin === base && url.pathname.endsWith(suffix));

function widget(tag: string, base: string, attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  el.setAttribute('api-key', MOCK_API_KEY);
  el.setAttribute('base-url', base);
  // A hang's bound, not the default 10 s: a busy machine's mock answers a batch of a thousand
  // widgets' ratings later than that.
  el.setAttribute('timeout', '100000');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** The errors an element reports through its `error` event, from now on. */
function errorsOf(el: HTMLElement): unknown[] {
  const errors: unknown[] = [];
  el.addEventListener('error', (event) => errors.push((event as RpErrorEvent).error));
  return errors;
}

/** Uncaught errors and unhandled rejections on the page while a test runs. */
const escaped: string[] = [];
const onError = (event: ErrorEvent) => escaped.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) =>
  escaped.push(`unhandledrejection: ${String(event.reason)}`);

const isAbort = (error: unknown) =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as Error | undefined)?.name === 'AbortError';

const figures = { requests: 0, longest: 0, removed: 0, errors: 0 };

let platform: MockPlatform;

describe('races and load', function () {
  // A thousand widgets take seconds on a quiet machine and far longer on a busy one: the limits
  // only end a test that hangs.
  this.timeout(120_000);

  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
    escaped.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  afterEach(async () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    await assertContract();
  });

  after(() => {
    console.log(
      `load: 1000 stars, ${figures.requests} requests, longest task ${figures.longest} ms; ` +
        `removal: ${figures.removed} widgets removed mid-request, ${figures.errors} errors`,
    );
  });

  it('renders 1,000 <rp-stars sku> of one unit with batched requests, every one loading', async () => {
    const products = platform.data.products.filter((product) => product.businessUnitId === acme);
    expect(products.length).to.be.greaterThan(100);
    const chosen = Array.from({ length: 1000 }, (_, i) => products[i % products.length].sku);
    const unique = new Set(chosen).size;
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);

    const tasks: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: false });

    let loaded = 0;
    let failed = 0;
    const started = performance.now();
    // One task: every element is created, configured and connected before any yields.
    const fragment = document.createDocumentFragment();
    for (const sku of chosen) {
      const el = widget('rp-stars', base, {
        'business-unit-id': acme,
        sku,
        'show-count': '',
      });
      el.addEventListener('load', () => loaded++, { once: true });
      el.addEventListener('error', () => failed++, { once: true });
      fragment.append(el);
    }
    host.append(fragment);
    await waitUntil(() => loaded + failed === 1000, 'not every star loaded', { timeout: 100_000 });
    const elapsed = performance.now() - started;
    // The entries not delivered yet.
    tasks.push(...observer.takeRecords());
    observer.disconnect();

    expect(failed, 'error events').to.equal(0);
    expect(loaded, 'load events').to.equal(1000);
    const batches = sentTo(base, '/batch-summaries');
    expect(batches.length, 'batch-summaries requests').to.equal(Math.ceil(unique / 100));
    expect(sentTo(base).length, 'all requests').to.equal(batches.length);
    expect(escaped).to.deep.equal([]);

    const longest = Math.max(0, ...tasks.map((task) => task.duration));
    const blocked = tasks.reduce((sum, task) => sum + task.duration, 0);
    figures.requests = batches.length;
    figures.longest = Math.round(longest);
    console.log(
      `load: 1000 <rp-stars> (${unique} unique SKUs) loaded in ${Math.round(elapsed)} ms with ` +
        `${batches.length} batch-summaries requests; ${tasks.length} long tasks, longest ` +
        `${Math.round(longest)} ms, total ${Math.round(blocked)} ms`,
    );
    host.remove();
  });

  it('draws 1,000 ratings answered together over several frames', async () => {
    const products = platform.data.products.filter((product) => product.businessUnitId === acme);
    // 50 SKUs: one batch request, so every answer arrives at once.
    const chosen = Array.from({ length: 1000 }, (_, i) => products[i % 50].sku);
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const fragment = document.createDocumentFragment();
    for (const sku of chosen)
      fragment.append(widget('rp-stars', base, { 'business-unit-id': acme, sku }));
    host.append(fragment);
    // Ratings drawn with their answer (the loading state is \`.pending\`).
    const drawn = () =>
      [...host.children].filter((el) => el.shadowRoot?.querySelector('[part=base]:not(.pending)'))
        .length;
    // At every frame until all are drawn: how many were drawn then.
    const frames: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const frame = () => {
        frames.push(drawn());
        if (frames.at(-1) === 1000) resolve();
        else if (frames.length > 600) reject(new Error(`not all drawn: ${frames.at(-1)}`));
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    expect(sentTo(base, '/batch-summaries')).to.have.length(1);
    const partial = frames.filter((n) => n > 0 && n < 1000);
    expect(partial.length, `frames painted mid-way (${frames.join(', ')})`).to.be.above(0);
    console.log(`load: 1,000 answered ratings drawn over ${partial.length + 1} frames`);
  });

  it('removes widgets mid-request without errors; a re-added one renders', async () => {
    // No answer until the re-add below: the requests are surely in flight at the removal.
    platform.fail({ hang: true });
    const base = freshBase();
    const made = [
      widget('rp-stars', base, { 'business-unit-id': acme, sku: skus.many, 'show-count': '' }),
      widget('rp-trust-badge', base, { 'business-unit-id': acme }),
      widget('rp-product-reviews', base, {
        'business-unit-id': acme,
        sku: skus.few,
        language: 'all',
      }),
    ];
    const reviews = made[2];
    const errors: unknown[] = [];
    const loadsAfterRemoval: string[] = [];
    let removed = false;
    for (const el of made) {
      el.addEventListener('error', (event) => errors.push((event as RpErrorEvent).error));
      el.addEventListener('load', () => removed && loadsAfterRemoval.push(el.localName));
    }

    // Every fetch of the product reviews' origin, with its abort signal.
    const calls: { url: string; signal?: AbortSignal | null; settled?: string }[] = [];
    const original = window.fetch;
    window.fetch = (input, init) => {
      const call: (typeof calls)[number] = { url: String(input), signal: init?.signal };
      calls.push(call);
      const answer = original(input, init);
      answer.then(
        () => (call.settled = 'answered'),
        (error: unknown) => (call.settled = isAbort(error) ? 'aborted' : String(error)),
      );
      return answer;
    };
    try {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.append(...made);
      // Wait until every widget's first request is out (the mock holds every answer).
      await waitUntil(
        () =>
          sentTo(base, '/batch-summaries').length > 0 &&
          sentTo(base, `/business-units/${acme}`).length > 0 &&
          sentTo(base, '/reviews').length > 0,
        'the widgets did not send their requests',
        { timeout: 20_000 },
      );
      const inFlight = calls.filter((call) => !call.settled).length;
      expect(inFlight, 'requests in flight at removal').to.be.greaterThan(0);
      for (const el of made) el.remove();
      removed = true;
      figures.removed = made.length;

      // Let every answer arrive (or be aborted), then every widget finish with it: its error or
      // load event comes in the microtasks after the fetch ended and the update that follows.
      await waitUntil(() => calls.every((call) => call.settled), 'requests never ended', {
        timeout: 20_000,
      });
      await Promise.all(made.map(updated));
      await nextTask();

      const reasons = errors.filter((error) => !isAbort(error)).map(String);
      figures.errors = escaped.length + reasons.length;
      expect(escaped, 'uncaught errors').to.deep.equal([]);
      expect(reasons, 'error events with a non-abort reason').to.deep.equal([]);

      // Every request of the removed widgets was aborted (none was shared with a widget still
      // on the page), and none of them reported anything afterwards.
      const outcome = calls.map((call) => (call.signal?.aborted ? 'aborted' : call.settled));
      expect(outcome.length).to.be.greaterThan(3);
      expect(
        outcome.filter((state) => state !== 'aborted'),
        'requests not aborted',
      ).to.deep.equal([]);
      expect(errors.length, 'error events').to.equal(0);
      expect(loadsAfterRemoval, 'load events after removal').to.deep.equal([]);
      console.log(
        `removal: ${made.length} widgets removed mid-request (${inFlight} requests in flight); ` +
          `${outcome.length} requests, ${outcome.filter((state) => state === 'aborted').length} aborted; load after removal: ` +
          `${loadsAfterRemoval.join(', ') || 'none'}; ${errors.length} abort errors, ` +
          `${figures.errors} other errors`,
      );

      // Re-added, each widget asks again and renders.
      platform.clearFaults();
      const loadedAgain = made.map(
        (el) => new Promise((resolve) => el.addEventListener('load', resolve, { once: true })),
      );
      removed = false;
      host.append(...made);
      await Promise.all(loadedAgain);
      const list = () => reviews.shadowRoot?.querySelectorAll('[part=review]').length ?? 0;
      expect(list(), 'reviews shown after re-adding').to.equal(3);
      const stars = made[0].shadowRoot!.querySelector('[part=base]')!.getAttribute('aria-label');
      expect(stars).to.match(/^Rated [\d.]+ out of 5 stars, [\d,]+ reviews$/);
      expect(errors.length, 'error events').to.equal(0);
      expect(escaped).to.deep.equal([]);
      host.remove();
    } finally {
      window.fetch = original;
    }
  });

  it('keeps the request of a widget moved mid-request: no abort, no second request', async () => {
    const base = freshBase();
    const [first, second] = [
      await fixture<HTMLDivElement>(html`<div></div>`),
      await fixture<HTMLDivElement>(html`<div></div>`),
    ];
    const el = widget('rp-product-reviews', base, {
      'business-unit-id': acme,
      sku: skus.few,
      language: 'all',
    });
    const errors = errorsOf(el);
    const loaded = new Promise((resolve) => el.addEventListener('load', resolve, { once: true }));
    // The answer is held until the widget has moved, however fast the machine answers.
    const held = holdRequests();
    try {
      first.append(el);
      await waitUntil(
        () => held.calls.some((url) => new URL(url).pathname.endsWith('/reviews')),
        'no request',
      );
      // A move is a disconnect and a connect in one task (a list re-sorted, a slot changed).
      second.append(el);
    } finally {
      held.release();
    }
    await loaded;
    expect(sentTo(base, '/reviews').length, 'review page requests').to.equal(1);
    expect(errors).to.deep.equal([]);
    expect(el.shadowRoot!.querySelectorAll('[part=review]').length).to.equal(3);
    first.remove();
    second.remove();
  });

  it('batches stars the parser creates one by one while the page loads', async () => {
    // While a page loads, the parser creates each defined element on its own and runs the
    // microtasks after each one. Simulated here: the document says it is loading, and every
    // element is connected after the microtasks of the one before.
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const chosen = platform.data.products
      .filter((product) => product.businessUnitId === acme)
      .slice(0, 24)
      .map((product) => product.sku);
    const loads: Promise<unknown>[] = [];
    const state = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!;
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      for (const sku of chosen) {
        const el = widget('rp-stars', base, { 'business-unit-id': acme, sku });
        loads.push(oneEvent(el, 'load'));
        host.append(el);
        await Promise.resolve();
        await Promise.resolve();
      }
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    expect(document.readyState).to.equal(state.get!.call(document));
    await Promise.all(loads);
    expect(sentTo(base, '/batch-summaries').length, 'batch requests').to.equal(1);
    host.remove();
  });

  it('uses properties set before the element was defined for its first request', async () => {
    // A framework set `sku` as a property on an element whose definition loaded later.
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = widget('rp-stars-late', base, { 'business-unit-id': acme }) as RpStars;
    el.sku = skus.many;
    const errors = errorsOf(el);
    host.append(el);
    customElements.define('rp-stars-late', class extends RpStars {});
    await oneEvent(el, 'load');
    expect(errors).to.deep.equal([]);
    expect(sentTo(base).map((url) => url.pathname)).to.deep.equal([
      `/v1/product-reviews/business-units/${acme}/batch-summaries`,
    ]);
    host.remove();
  });

  it('asks nothing for a widget added and removed in one task, and asks when re-added', async () => {
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = widget('rp-product-reviews', base, {
      'business-unit-id': acme,
      sku: skus.few,
      language: 'all',
    });
    const errors = errorsOf(el);
    // Every fetch recorded as it is called (the worker sees it only later), none let out.
    const held = holdRequests();
    try {
      host.append(el);
      el.remove();
      // Its first update has run, with its task, and a task has passed since.
      await updated(el);
      await nextTask();
      expect(held.calls, 'requests while out of the page').to.deep.equal([]);
    } finally {
      held.release();
    }
    host.append(el);
    await oneEvent(el, 'load');
    expect(el.shadowRoot!.querySelectorAll('[part=review]').length).to.equal(3);
    expect(errors).to.deep.equal([]);
    host.remove();
  });

  it('configures widgets from an <rp-config> whose values are set right after it is added', async () => {
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const config = document.createElement('rp-config');
    const stars = document.createElement('rp-stars');
    stars.setAttribute('sku', skus.many);
    const errors = errorsOf(stars);
    config.append(stars);
    host.append(config);
    Object.assign(config, { apiKey: MOCK_API_KEY, baseUrl: base, businessUnitId: acme });
    await oneEvent(stars, 'load');
    expect(errors.map(String)).to.deep.equal([]);
    host.remove();
  });

  it('renders a widget re-added right after its request was aborted, with no error', async () => {
    // The first request gets no answer before it is aborted; the next one is answered.
    platform.fail({ hang: true, times: 1 });
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = widget('rp-stars', base, { 'business-unit-id': acme, sku: skus.many });
    const errors = errorsOf(el);
    host.append(el);
    await waitUntil(() => sentTo(base, '/batch-summaries').length > 0, 'no request', {
      timeout: 20_000,
    });
    el.remove();
    // Back two microtasks later: the abort has happened, its rejection has not settled yet.
    await Promise.resolve();
    await Promise.resolve();
    host.append(el);
    await oneEvent(el, 'load');
    expect(errors.map(String)).to.deep.equal([]);
    const label = el.shadowRoot!.querySelector('[part=base]')!.getAttribute('aria-label');
    expect(label).to.match(/^Rated [\d.]+ out of 5 stars/);
    host.remove();
  });

  it('gives a widget added inside an <rp-config> the values the config gets in the same task', async () => {
    const base = freshBase();
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const config = document.createElement('rp-config');
    Object.assign(config, { apiKey: 'an-old-key', baseUrl: base, businessUnitId: acme });
    host.append(config);
    await (config as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    // A framework places the new child first, then sets the parent's changed attribute.
    const stars = document.createElement('rp-stars');
    stars.setAttribute('sku', skus.many);
    const errors = errorsOf(stars);
    config.append(stars);
    config.setAttribute('api-key', MOCK_API_KEY);
    await oneEvent(stars, 'load');
    expect(errors.map(String)).to.deep.equal([]);
    const keys = requests
      .filter((request) => new URL(request.url).origin === base)
      .map((request) => request.headers.apikey);
    expect(keys).to.deep.equal([MOCK_API_KEY]);
    host.remove();
  });

  it('leaves no global listener after mounting and removing 200 product-review widgets', async () => {
    const base = freshBase();
    const targets = [window, document, document.documentElement, document.body] as EventTarget[];
    const live = new Map<EventTarget, Map<string, Set<unknown>>>();
    const originals = targets.map((target) => ({
      target,
      add: target.addEventListener,
      remove: target.removeEventListener,
    }));
    const listeners = () =>
      [...live.values()].reduce(
        (sum, types) => sum + [...types.values()].reduce((n, set) => n + set.size, 0),
        0,
      );
    for (const { target, add, remove } of originals) {
      live.set(target, new Map());
      target.addEventListener = function (type: string, listener: unknown, options?: unknown) {
        const types = live.get(target)!;
        if (!types.has(type)) types.set(type, new Set());
        types.get(type)!.add(listener);
        return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
      };
      target.removeEventListener = function (type: string, listener: unknown, options?: unknown) {
        live.get(target)!.get(type)?.delete(listener);
        return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
      };
    }
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    const heapBefore = memory?.usedJSHeapSize;
    const refs: WeakRef<HTMLElement>[] = [];
    try {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      for (let i = 0; i < 200; i++) {
        const el = widget('rp-product-reviews', base, {
          'business-unit-id': acme,
          sku: i % 2 ? skus.few : skus.many,
        });
        // Resolved with nothing: an event kept by the awaiting frame would keep its widget.
        const done = new Promise<void>((resolve) => {
          el.addEventListener('load', () => resolve(), { once: true });
          el.addEventListener('error', () => resolve(), { once: true });
        });
        host.append(el);
        await done;
        el.remove();
        refs.push(new WeakRef(el));
      }
      host.remove();
      await nextTask();
      expect(listeners(), 'global listeners left by removed widgets').to.equal(0);
      expect(escaped).to.deep.equal([]);
    } finally {
      for (const { target, add, remove } of originals) {
        target.addEventListener = add;
        target.removeEventListener = remove;
      }
    }
    // Chromium exposes gc() with --js-flags=--expose-gc (web-test-runner.config.mjs); without it
    // the leak check cannot run, and that is a failure, not a pass.
    const gc = (window as { gc?: (options?: object) => unknown }).gc;
    expect(gc, 'gc() exposed (Chromium started with --js-flags=--expose-gc)').to.be.a('function');
    // A WeakRef keeps its target until the task that made or read it ends: collect in a new task,
    // and without the stack (`async`), which a collection could only scan conservatively.
    // Work a widget began before its removal (a later import, a timer) holds it until that work
    // ends, later on a busy machine: collect until every removed widget is gone. One that a leak
    // keeps never goes, and the wait gives up.
    let alive = refs.length;
    await nextTask();
    await waitUntil(
      async () => {
        await gc!({ type: 'major', execution: 'async' });
        alive = refs.filter((ref) => ref.deref()).length;
        return alive === 0;
      },
      undefined,
      { interval: 50 },
    ).catch(() => undefined);
    const heapAfter = memory?.usedJSHeapSize;
    console.log(
      `leak: 200 <rp-product-reviews> mounted and removed, 0 global listeners left, ` +
        `${alive}/200 still reachable after gc(); ` +
        (memory
          ? `heap ${(heapBefore! / 1e6).toFixed(1)} → ${(heapAfter! / 1e6).toFixed(1)} MB ` +
            `(performance.memory, coarse)`
          : 'performance.memory not available'),
    );
    expect(alive, 'removed widgets still reachable after gc').to.equal(0);
  });
});
