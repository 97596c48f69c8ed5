/**
 * The fault matrix: every widget × every endpoint it calls × every fault the platform or the
 * network can throw at it. Each cell asserts that nothing escapes as an uncaught error or an
 * unhandled rejection, that the widget says so (`error`, or its honest empty state for empty
 * lists) and shows its fallback (stars and badge collapse, never showing empty stars; the
 * reviews show their error with a Retry button), and that it recovers once the
 * fault clears (its Retry button where it has one, else a fresh element on the same shared
 * client: a failure is never cached).
 *
 * Speed: the widgets' shared clients retry reads with backoff, never shorter than computed
 * (Retry-After: 0 does not make them go at once), so every cell shortens the page's timers of
 * 100 ms or more while its fault lasts; the 503 asks for 120 s, more than the client waits for,
 * so it fails at once. The timeout cell checks the client's default 10 s timeout (not a `timeout`
 * attribute), so it shortens that one timer to 200 ms while the request hangs.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/product-reviews/define.js';
import '../../src/business-reviews/define.js';
import '../../src/review-inbox/define.js';
import '../../src/review-collector/define.js';
import { TokenStore } from '../../src/api/implicit-grant.js';
import { MOCK_API_KEY, MOCK_IDS, type FaultRule, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';

const { acme } = MOCK_IDS.businessUnits;
const { skus, domains } = MOCK_IDS;

type Tag =
  | 'rp-stars'
  | 'rp-trust-badge'
  | 'rp-product-reviews'
  | 'rp-business-reviews'
  | 'rp-review-collector';
/** What a cell expects: `error` (with its fallback), `load` (an honest render), or either. */
type Expect = 'error' | 'load' | 'either';

interface Endpoint {
  operation: string;
  /** Matches the request's path (for the offline fault, which happens before the mock). */
  path: RegExp;
  /** An extra whose failure leaves the widget loaded (product reviews' attribute bars). */
  optional?: boolean;
}

interface Widget {
  name: string;
  tag: Tag;
  attributes: Record<string, string>;
  endpoints: Endpoint[];
  /** The imported section of product reviews: its own fallback and Retry button. */
  imported?: boolean;
}

interface Fault {
  name: string;
  rule?: Omit<FaultRule, 'operation' | 'path'>;
  offline?: boolean;
  timeout?: boolean;
}

const pr = '/v1/product-reviews/business-units/[^/]+';
const endpoint = (operation: string, path: string, optional = false): Endpoint => ({
  operation,
  path: new RegExp(`${path}$`),
  optional,
});
const batchSummaries = endpoint('batchSummaries', `${pr}/batch-summaries`);
const businessUnit = endpoint('getBusinessUnit', '/v1/business-units/bu-[a-z]+');

const widgets: Widget[] = [
  {
    name: 'stars (sku)',
    tag: 'rp-stars',
    attributes: { 'business-unit-id': acme, sku: skus.many, 'show-score': '', 'show-count': '' },
    endpoints: [batchSummaries],
  },
  {
    name: 'stars (business)',
    tag: 'rp-stars',
    attributes: { 'business-unit-id': acme, 'show-score': '', 'show-count': '' },
    endpoints: [businessUnit],
  },
  {
    name: 'trust badge',
    tag: 'rp-trust-badge',
    attributes: { 'business-unit-id': acme, 'show-review-link': '' },
    endpoints: [
      businessUnit,
      endpoint('getWebLinks', '/v1/business-units/[^/]+/web-links'),
      endpoint('getLogos', '/v1/resources/images/logos'),
    ],
  },
  {
    name: 'trust badge (domain)',
    tag: 'rp-trust-badge',
    attributes: { domain: domains.acme },
    endpoints: [endpoint('findBusinessUnit', '/v1/business-units/find')],
  },
  {
    name: 'product reviews',
    tag: 'rp-product-reviews',
    attributes: { 'business-unit-id': acme, sku: skus.attributes },
    endpoints: [
      batchSummaries,
      endpoint('batchAttributeSummaries', `${pr}/attribute-summaries`, true),
      endpoint('listProductReviews', `${pr}/reviews`),
    ],
  },
  {
    name: 'product reviews (imported)',
    tag: 'rp-product-reviews',
    attributes: { 'business-unit-id': acme, sku: skus.imported, 'include-imported': '' },
    imported: true,
    endpoints: [
      endpoint('getImportedReviewsSummary', `${pr}/imported-reviews-summaries`),
      endpoint('listImportedReviews', `${pr}/imported-reviews`),
    ],
  },
  {
    // The header (business unit, web links, logos) is an extra: without it the reviews show.
    name: 'business reviews',
    tag: 'rp-business-reviews',
    attributes: { 'business-unit-id': acme },
    endpoints: [
      endpoint('listBusinessUnitReviews', '/v1/business-units/[^/]+/reviews'),
      { ...businessUnit, optional: true },
    ],
  },
  {
    name: 'review collector',
    tag: 'rp-review-collector',
    attributes: { 'business-unit-id': acme },
    endpoints: [endpoint('getWebLinks', '/v1/business-units/[^/]+/web-links')],
  },
];

const faults: Fault[] = [
  { name: '500', rule: { status: 500, retryAfter: 0 } },
  { name: '502', rule: { status: 502, retryAfter: 0 } },
  { name: '503 Retry-After 120', rule: { status: 503, retryAfter: 120 } },
  { name: '429', rule: { status: 429, retryAfter: 0 } },
  { name: '401', rule: { status: 401 } },
  { name: 'timeout', rule: { hang: true }, timeout: true },
  { name: 'offline', offline: true },
  { name: 'malformed JSON', rule: { body: 'malformed' } },
  { name: 'wrong types', rule: { body: 'wrong-types' } },
  { name: 'missing fields', rule: { body: 'missing-fields' } },
  { name: 'empty arrays', rule: { body: 'empty-arrays' } },
  { name: 'numbers out of range', rule: { body: 'out-of-range' } },
  { name: 'redirect elsewhere', rule: { redirect: 'https://elsewhere.faults-test.example/v1/x' } },
];

/** Endpoints whose answers hold no number a widget shows. */
const withoutNumbers = ['getWebLinks', 'getLogos', 'findBusinessUnit'];

function expectation(api: Endpoint, fault: Fault): Expect {
  // Attribute bars are an extra; empty lists are an honest answer (no reviews).
  if (api.optional || fault.name === 'empty arrays') return 'load';
  // Which keys survive depends on their order: either outcome, as long as it is honest.
  if (fault.name === 'missing fields') return 'either';
  // The logos are decoration: a logo that is not a URL is left out.
  if (fault.name === 'wrong types' && api.operation === 'getLogos') return 'load';
  if (fault.name === 'numbers out of range' && withoutNumbers.includes(api.operation)) {
    return 'load';
  }
  return 'error';
}

const shadow = (el: Element) => el.shadowRoot!;
const $ = (el: Element, selector: string) => shadow(el).querySelector(selector);
const $$ = (el: Element, selector: string) => [...shadow(el).querySelectorAll(selector)];
const label = (el: Element, selector: string) => $(el, selector)?.getAttribute('aria-label') ?? '';
/** Everything a reader gets: the shadow tree's text and its accessible names. */
const said = (el: Element) =>
  [
    shadow(el).textContent ?? '',
    ...$$(el, '[aria-label]').map((node) => node.getAttribute('aria-label')),
  ]
    .join(' ')
    .replace(/\s+/g, ' ');
/** Errors of the main list of product reviews, and of its imported section. */
const mainError = (el: Element) =>
  $$(el, '[part=error]').find((n) => !n.closest('[part=imported]'));
const importedError = (el: Element) => $(el, '[part=imported] [part=error]');

/** The widget shows its fallback: the "unavailable" state, or the error with a Retry button. */
function showsFallback(widget: Widget, el: Element): boolean {
  // A failed rating collapses (the default): no stars that could read as a rating of zero.
  if (widget.tag === 'rp-stars' || widget.tag === 'rp-trust-badge') {
    return el.hasAttribute('failed') && $$(el, '[part=star], svg').length === 0;
  }
  // A failed "Review us" collapses: no button that leads nowhere.
  if (widget.tag === 'rp-review-collector') return el.hasAttribute('failed') && !$(el, 'a');
  const error = widget.imported ? importedError(el) : mainError(el);
  return !!error?.querySelector('button');
}

/** The widget shows the platform's data. */
function showsData(widget: Widget, el: Element): boolean {
  if (widget.tag === 'rp-stars') return label(el, '[part=base]').startsWith('Rated ');
  if (widget.tag === 'rp-review-collector') return !!$(el, 'a[part=base][href^="https://"]');
  if (widget.tag === 'rp-trust-badge')
    return !!$(el, 'a[part=link]') && /TrustScore \d/.test(said(el));
  const scope = widget.imported ? '[part=imported] [part=review]' : '[part=review]';
  return $$(el, `${scope}:not(.skeleton)`).length > 0 && !pending(el);
}

let serial = 0;
const freshBase = () => `https://api-${++serial}.faults-test.example`;

/** Something is still loading: a skeleton or a busy list. */
const pending = (el: Element) => !!$(el, '.skeleton, [aria-busy="true"]');

interface Mounted {
  el: HTMLElement;
  events: string[];
  box: DOMRect;
}

async function mount(widget: Widget, base: string): Promise<Mounted> {
  const el = document.createElement(widget.tag);
  el.setAttribute('api-key', MOCK_API_KEY);
  el.setAttribute('base-url', base);
  for (const [name, value] of Object.entries(widget.attributes)) el.setAttribute(name, value);
  const events: string[] = [];
  el.addEventListener('load', () => events.push('load'));
  el.addEventListener('error', () => events.push('error'));
  const host = await fixture(html`<div class="host"></div>`);
  // The box while loading: no request goes out until it has been painted and measured.
  const held = holdRequests();
  let box: DOMRect;
  try {
    host.append(el);
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await nextFrame();
    box = el.getBoundingClientRect();
  } finally {
    held.release();
  }
  return { el, events, box };
}

/** The page's own timer, kept before any test shortens timers. */
const realSetTimeout = window.setTimeout.bind(window);

/** Waits until `done()` holds, polling with the page's own timer. */
async function until(done: () => boolean, message: string, timeout = 5000): Promise<void> {
  const end = performance.now() + timeout;
  while (!done()) {
    if (performance.now() > end) throw new Error(`Timeout: ${message}`);
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

/** Network failures the browser reports for the endpoint's requests. Returns the undo. */
function goOffline(api: Endpoint): () => void {
  const real = window.fetch;
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return api.path.test(url.pathname)
      ? Promise.reject(new TypeError('Failed to fetch'))
      : real(input, init);
  };
  return () => (window.fetch = real);
}

/**
 * Timers of the fault phase made short: the client's retry backoff (150 ms to 1.2 s) becomes 1 ms.
 * With `timeout`, the client's 10 s timeouts (its default; a widget cannot set it) are held and
 * fire once the only requests left unanswered are the hung ones to `path`: a slow machine never
 * times out a request that was answered, whatever its speed. Mocha keeps its own timer
 * references, so test timeouts are unaffected. Returns the undo.
 */
function shortTimers({ timeout = false } = {}, path?: RegExp): () => void {
  const { setTimeout: realSet, clearTimeout: realClear, fetch: realFetch } = window;
  const held = new Map<number, () => void>();
  let hung = 0;
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...rest: unknown[]) => {
    if (ms === 10_000 && !timeout) return realSet(handler, ms, ...rest);
    if (ms !== 10_000) return realSet(handler, ms >= 100 ? 1 : ms, ...rest);
    const id = nextId--;
    held.set(id, () => (handler as (...args: unknown[]) => void)(...rest));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) =>
    id !== undefined && held.delete(id) ? undefined : realClear(id)) as typeof window.clearTimeout;
  if (timeout) {
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (path?.test(url.pathname)) hung++;
      return realFetch(input, init);
    };
  }
  const check = setInterval(() => {
    if (hung === 0 || held.size !== hung) return;
    const due = [...held.values()];
    held.clear();
    hung = 0;
    due.forEach((fire) => fire());
  }, 10);
  return () => {
    clearInterval(check);
    Object.assign(window, { setTimeout: realSet, clearTimeout: realClear });
    if (timeout) window.fetch = realFetch;
  };
}

const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) => {
  // The test's fake network (MSW's service worker) failing to update itself is not the widgets'
  // error: seen once in eight full runs, while the cell's timers were shortened.
  if (/Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(String(event.reason))) return;
  uncaught.push(`unhandledrejection: ${String(event.reason)}`);
};

/** What a reader must never get, whatever the platform answered. */
const broken = /NaN|undefined|null|\[object|Infinity|Invalid Date/;
/** Names (reviewers, attributes) that are bare numbers: strings the wrong-types fault counted. */
const numericNames = (el: Element) =>
  $$(el, '.name').filter((node) => /^\s*\d+\s*$/.test(node.textContent ?? '')).length;

let platform: MockPlatform;
let cells = 0;
let passed = 0;
/** Outcome per widget and endpoint, one letter per fault: E error, L loaded, x failed. */
const matrix = new Map<string, string[]>();

before(async () => {
  platform = await startMock({ seed: 1 });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
});
after(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  const width = Math.max(...[...matrix.keys()].map((key) => key.length));
  const legend = faults.map((fault, i) => `${i + 1} ${fault.name}`).join(', ');
  console.log(
    [
      `fault matrix (E error + fallback, L loaded honestly, x failed; all recovered unless x): ${legend}`,
      ...[...matrix].map(([key, marks]) => `${key.padEnd(width)}  ${marks.join(' ')}`),
    ].join('\n'),
  );
  console.log(`faults: ${cells} cells, ${passed} passed`);
});
/** Widgets warn once per failure (by design); kept here rather than in the test output. */
const warnings: string[] = [];
const realWarn = console.warn;
beforeEach(() => {
  platform.clearFaults();
  uncaught.length = 0;
  warnings.length = 0;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
});
afterEach(() => {
  console.warn = realWarn;
});
afterEach(assertContract);

describe('fault matrix', () => {
  for (const widget of widgets) {
    describe(widget.name, () => {
      for (const api of widget.endpoints) {
        const marks = faults.map(() => 'x');
        matrix.set(`${widget.name} / ${api.operation}`, marks);
        faults.forEach((fault, index) => {
          const wanted = expectation(api, fault);
          it(`${api.operation} × ${fault.name}: ${wanted}, then recovers`, async () => {
            cells++;
            const undo: (() => void)[] = [];
            if (fault.rule) undo.push(platform.fail({ operation: api.operation, ...fault.rule }));
            if (fault.offline) undo.push(goOffline(api));
            undo.push(shortTimers(fault, api.path));
            const base = freshBase();
            let mounted: Mounted;
            try {
              mounted = await mount(widget, base);
              const { events, el } = mounted;
              await until(
                () => events.includes('error') || (events.includes('load') && !pending(el)),
                `${widget.name}: neither load nor error`,
              );
            } finally {
              undo.forEach((fn) => fn());
            }
            const { el, events, box } = mounted;
            await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
            const failed = events.includes('error');
            const now = el.getBoundingClientRect();

            if (wanted !== 'either') expect(failed ? 'error' : 'load').to.equal(wanted);
            if (failed) {
              expect(showsFallback(widget, el), `fallback: ${said(el)}`).to.equal(true);
              // The console says which call failed.
              expect(warnings.some((line) => line.startsWith(`<${widget.tag}>: `))).to.equal(true);
            }
            // Failed stars and badge collapse (their default); everything else keeps a box.
            const lists =
              widget.tag === 'rp-product-reviews' || widget.tag === 'rp-business-reviews';
            const collapses = failed && !lists;
            expect([now.width > 0, now.height > 0]).to.deep.equal([!collapses, !collapses]);
            if (!failed && !lists) {
              expect([box.width > 0, box.height > 0]).to.deep.equal([true, true]);
            }
            expect(said(el)).not.to.match(broken);
            expect(numericNames(el)).to.equal(0);

            // The fault clears. A failed widget retries (its Retry button, else a new element
            // on the same shared client: a failure is never cached). A loaded one cached an
            // answer that was valid, so the next page view (a new client) shows the fresh data.
            platform.clearFaults();
            const retry = (widget.imported ? importedError(el) : mainError(el))?.querySelector(
              'button',
            );
            let shown: HTMLElement = el;
            if (retry) {
              retry.click();
            } else {
              el.parentElement!.remove();
              shown = (await mount(widget, failed ? base : freshBase())).el;
            }
            await until(() => showsData(widget, shown), `${widget.name} did not recover`);
            expect(said(shown)).not.to.match(broken);
            expect(uncaught).to.deep.equal([]);
            marks[index] = failed ? 'E' : 'L';
            passed++;
          });
        });
      }
    });
  }
});

/**
 * Every call failing with failed widgets set to collapse (`fallback="collapse"`), as a shop that
 * would rather show nothing than a failure: each shopper-facing widget takes no space and shows
 * no stars, no notice and no Retry. Then the platform answers again and a new element (the next
 * page view, its own client) shows its data without the attribute. Recovery on the same client is
 * the matrix's.
 */
describe('failed widgets set to collapse, every call failing', () => {
  for (const widget of widgets.filter((w) => !w.imported)) {
    it(`${widget.name}: collapses, no stars or notice`, async () => {
      const undo = [platform.fail({ path: '/v1/', status: 500, retryAfter: 0 })];
      undo.push(shortTimers());
      const base = freshBase();
      const collapsing = { ...widget, attributes: { ...widget.attributes, fallback: 'collapse' } };
      let mounted: Mounted;
      try {
        mounted = await mount(collapsing, base);
        await until(() => mounted.events.includes('error'), `${widget.name}: no error`);
        await (mounted.el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      } finally {
        undo.forEach((fn) => fn());
      }
      const { el } = mounted;
      expect(el.getAttribute('failed')).to.equal('collapse');
      const now = el.getBoundingClientRect();
      expect([now.width, now.height]).to.deep.equal([0, 0]);
      expect($$(el, '[part=star], [part=error], [part=notice], button')).to.have.length(0);
      expect(said(el)).not.to.match(/could not be loaded|unavailable|Retry/i);
      platform.clearFaults();
      el.parentElement!.remove();
      const shown = (await mount(collapsing, freshBase())).el;
      await until(() => showsData(widget, shown), `${widget.name} did not recover`);
      expect(shown.hasAttribute('failed')).to.equal(false);
      expect(uncaught).to.deep.equal([]);
    });
  }
});

/**
 * The owner's inbox, signed in: its two reads (the private list, an open conversation) and its
 * reply (a write) × every fault. A failure is said in its alert region with its cause; the
 * reads recover by the alert's own button (or, signed out by a 401, by signing in again); a
 * reply goes out once while the fault lasts and arrives exactly once after it clears.
 */
describe('fault matrix: owner inbox', () => {
  const { reviewIds, conversationIds } = MOCK_IDS;
  const text = (node: Element | null | undefined) =>
    (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const alert = (el: Element) => text($(el, '[part=message]'));
  const items = (el: Element) => $$(el, '[part~=item]');
  const reply = (el: Element) =>
    $(el, '[part=detail] > [part=editor] textarea') as HTMLTextAreaElement | null;
  const button = (el: Element, words: string) =>
    $$(el, 'button').find((node) => text(node) === words) as HTMLButtonElement | undefined;
  const signIn = (address: string) => {
    const accessToken = platform.issueToken({ email: 'owner@acme-outdoor.example' });
    new TokenStore({ clientId: MOCK_API_KEY, address }).set({
      accessToken,
      expiresAt: Date.now() + 3_600_000,
    });
  };
  /** A signed-in inbox; `open` names the review it opens (as after a reload). */
  async function mountInbox(open?: string): Promise<{ el: HTMLElement; events: string[] }> {
    const base = freshBase();
    signIn(base);
    sessionStorage.setItem('rp-widgets.owner.inbox-open.bu-acme', open ?? '');
    const el = document.createElement('rp-review-inbox');
    const attributes = {
      'client-id': MOCK_API_KEY,
      'base-url': base,
      'business-unit-id': acme,
      'auth-url': '/test/invite-button/authorize.html',
      'redirect-uri': location.origin + location.pathname,
      sku: skus.many,
      'per-page': '3',
    };
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    const events: string[] = [];
    el.addEventListener('load', () => events.push('load'));
    el.addEventListener('error', () => events.push('error'));
    await fixture(html`<div class="host">${el}</div>`);
    return { el, events };
  }
  afterEach(() => sessionStorage.clear());

  const reads = [
    {
      operation: 'listPrivateProductReviews',
      path: /\/v1\/private\/product-reviews\/business-units\/[^/]+\/reviews$/,
      open: undefined,
      shows: (el: Element) => items(el).length > 0,
      // An honest answer: reviews, or "No reviews match" when none was usable.
      answered: (el: Element) => items(el).length > 0 || !!$(el, '[part=empty]'),
    },
    {
      operation: 'getPrivateConversation',
      path: /\/v1\/private\/conversations\/[^/]+$/,
      open: reviewIds.published,
      shows: (el: Element) => !!reply(el) && $$(el, '[part~=comment]').length > 0,
      answered: (el: Element) => !!reply(el),
    },
  ];
  for (const read of reads) {
    faults.forEach((fault) => {
      it(`inbox ${read.operation} × ${fault.name}: said with its cause, then recovers`, async () => {
        const undo: (() => void)[] = [];
        if (fault.rule) undo.push(platform.fail({ operation: read.operation, ...fault.rule }));
        if (fault.offline) undo.push(goOffline({ operation: read.operation, path: read.path }));
        undo.push(shortTimers(fault, read.path));
        let mounted: { el: HTMLElement; events: string[] };
        try {
          mounted = await mountInbox(read.open);
          const { el } = mounted;
          await until(() => !!alert(el) || (read.answered(el) && !pending(el)), 'no outcome');
        } finally {
          undo.forEach((fn) => fn());
        }
        const { el, events } = mounted;
        const said = alert(el);
        if (said) {
          expect(events, said).to.include('error');
          expect(said).not.to.match(broken);
        } else {
          // An honest answer: what it shows is whole.
          expect(text($(el, '[part=base]'))).not.to.match(broken);
        }
        expect(uncaught).to.deep.equal([]);

        platform.clearFaults();
        const again = said ? $(el, '[part=message] button') : null;
        let shown = el;
        if (again && text(again) !== 'Sign out') {
          (again as HTMLButtonElement).click();
        } else {
          // Signed out (the 401), nothing to press, or an honest answer kept: the next page
          // view signs in again (a 401 signed out) on a new client and shows fresh data.
          el.parentElement!.remove();
          shown = (await mountInbox(read.open)).el;
        }
        await until(() => read.shows(shown), `inbox ${read.operation} did not recover`);
        expect(alert(shown)).to.equal('');
        expect(uncaught).to.deep.equal([]);
      });
    });
  }

  /** The public conversation opened; `arrived()` counts the platform's comments of `words`. */
  async function openForReply(words: string) {
    const conversation = platform.data.conversations.find((c) => c.id === conversationIds.public)!;
    const arrived = () => conversation.comments.filter((c) => c.content === words).length;
    const { el } = await mountInbox(reviewIds.published);
    await until(() => !!reply(el) && !pending(el), 'the review did not open');
    return { el, arrived };
  }

  faults.forEach((fault, index) => {
    it(`inbox createComment × ${fault.name}: sent once, said, arrives once after`, async () => {
      const words = `Fault ${index}: thanks for the review.`;
      const { el, arrived } = await openForReply(words);
      const path = /\/v1\/private\/conversations\/[^/]+\/comments$/;
      // Every attempt to send, also those that never reach the platform (offline).
      let sent = 0;
      const count =
        (next: typeof window.fetch): typeof window.fetch =>
        (input, init) => {
          const request = new Request(input, init);
          if (request.method === 'POST' && path.test(new URL(request.url).pathname)) sent++;
          return next(input, init);
        };
      const undo: (() => void)[] = [];
      if (fault.rule) undo.push(platform.fail({ operation: 'createComment', ...fault.rule }));
      if (fault.offline) undo.push(goOffline({ operation: 'createComment', path }));
      undo.push(shortTimers(fault, path));
      // Outermost, so attempts the offline fault refuses are counted too.
      const inner = window.fetch;
      window.fetch = count(inner);
      undo.push(() => (window.fetch = inner));
      try {
        const field = reply(el)!;
        field.value = words;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        button(el, 'Send reply')!.click();
        await until(() => !!alert(el) || arrived() === 1, 'no outcome of the reply');
        // Still sending while busy; a 401 signs the owner out (no Send button then).
        await until(
          () => !pending(el) && (!!button(el, 'Send reply') || fault.name === '401'),
          'still sending',
        );
      } finally {
        undo.reverse().forEach((fn) => fn());
      }
      expect(sent, 'attempts while the fault lasts').to.equal(1);
      expect(alert(el)).not.to.match(broken);
      expect(uncaught).to.deep.equal([]);

      platform.clearFaults();
      const before = requests.filter(
        (r) => r.method === 'POST' && path.test(new URL(r.url).pathname),
      );
      let shown = el;
      if (!button(el, 'Send reply')) {
        // Signed out by the 401: the owner signs in again; the draft is still there.
        el.parentElement!.remove();
        shown = (await mountInbox(reviewIds.published)).el;
        await until(() => reply(shown)?.value === words, 'the draft was lost');
      }
      const check = button(shown, 'Check again');
      if (check) check.click();
      await until(() => !pending(shown) && !button(shown, 'Check again'), 'the check did not end');
      if (!arrived() && button(shown, 'Send reply')?.getAttribute('aria-disabled') !== 'true') {
        button(shown, 'Send reply')!.click();
      }
      await until(() => arrived() === 1, 'the reply never arrived');
      await until(
        () => $$(shown, '[part~=comment]').filter((c) => text(c).includes(words)).length === 1,
        'the reply is not shown once',
      );
      const after = requests.filter(
        (r) => r.method === 'POST' && path.test(new URL(r.url).pathname),
      );
      expect(after.length - before.length).to.be.at.most(1);
      expect(arrived()).to.equal(1);
      expect(uncaught).to.deep.equal([]);
    });
  });

  // A gateway (or the platform) may fail after the write took effect: the reply is on the
  // platform, the answer says it failed. The owner who does as the inbox says publishes it once.
  for (const status of [500, 502, 503, 504]) {
    it(`inbox createComment × ${status} after the write took effect: shown, never published twice`, async () => {
      const words = `Applied, then ${status}: thanks for the review.`;
      const { el, arrived } = await openForReply(words);
      platform.fail({ operation: 'createComment', status, applied: true, times: 1 });
      const field = reply(el)!;
      field.value = words;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      button(el, 'Send reply')!.click();
      await until(
        () => !pending(el) && (!!alert(el) || text($(el, '[part=status]')).includes('did arrive')),
        'no outcome',
      );
      // The owner follows the inbox: Check again while it offers that, then Send while the
      // reply is kept in the field and Send is offered.
      for (let step = 0; step < 3; step++) {
        const check = button(el, 'Check again');
        const send = button(el, 'Send reply');
        if (check) check.click();
        else if (send?.getAttribute('aria-disabled') === 'false' && reply(el)?.value) send.click();
        else break;
        await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
        await until(() => !pending(el), 'still sending');
      }
      expect(arrived()).to.equal(1);
      expect(
        $$(el, '[part~=comment]').filter((c) => text(c).includes(words)),
        'shown once',
      ).to.have.length(1);
      expect(reply(el)!.value).to.equal('');
      expect(alert(el)).to.equal('');
      expect(uncaught).to.deep.equal([]);
    });
  }
});
