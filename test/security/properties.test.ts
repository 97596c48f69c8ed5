/**
 * Property-based fault tests: fast-check throws random response bodies at the fetch core (every
 * read endpoint the widgets call) and at the renderers (`<rp-stars>`, `<rp-trust-badge>`,
 * `<rp-product-reviews>`).
 *
 * Bodies are either arbitrary JSON, arbitrary text, or the mock's real answer with a few parts
 * replaced or removed (so the checks at the top pass and the code behind them is reached).
 *
 * Fetch core: each call resolves with the fields its callers rely on, typed, or rejects with an
 * `ApiError`; nothing else, and never hangs. Renderers: no uncaught error or unhandled
 * rejection, the widget ends in `load` or `error` in time, and its shadow tree never says
 * `NaN`, `undefined` or `[object Object]`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/product-reviews/define.js';
import '../../src/business-reviews/define.js';
import {
  ApiError,
  batchAttributeSummaries,
  createClient,
  findBusinessUnit,
  getBusinessUnit,
  getImportedReviewsSummary,
  getLogos,
  getStarSummary,
  getWebLinks,
  listBusinessUnitReviews,
  listImportedReviews,
  listProductReviews,
  type Client,
} from '../../src/api/index.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';

const { acme } = MOCK_IDS.businessUnits;
const { skus, domains } = MOCK_IDS;

let serial = 0;
const freshBase = () => `https://api-${++serial}.properties-test.example`;

// --- Random bodies -------------------------------------------------------------------------

const removed = Symbol('removed');
type Path = (string | number)[];

/** Every place in a JSON value: the root, each member and each item. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (out.length > 2000) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  }
  return out;
}

/** A copy of `value` with the thing at `path` replaced (or removed). */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement === removed ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    const next = replaceAt(copy[head as number], rest, replacement);
    if (next === undefined && !rest.length) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  if (value && typeof value === 'object') {
    const copy = { ...(value as Record<string, unknown>) };
    const next = replaceAt(copy[head as string], rest, replacement);
    if (next === undefined && !rest.length) delete copy[head as string];
    else copy[head as string] = next;
    return copy;
  }
  return value;
}

/** Values that often break renderers: empty, zero, negative, huge, typed wrong. */
const tricky = fc.constantFrom<unknown>(
  removed,
  null,
  '',
  0,
  -0,
  -1,
  5.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  '4.5',
  true,
  [],
  {},
  [null],
  { total: 'x' },
  'x'.repeat(5000),
);
const replacement = fc.oneof(
  { weight: 2, arbitrary: tricky },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** The real answer with one to three places replaced or removed. */
function mutated(real: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(real);
  return fc
    .array(fc.record({ at: fc.nat({ max: paths.length - 1 }), value: replacement }), {
      minLength: 1,
      maxLength: 3,
    })
    .map((changes) =>
      changes.reduce<unknown>((body, { at, value }) => replaceAt(body, paths[at], value), real),
    );
}

/** A JSON body: random, or the real answer mutated (more often: it reaches deeper code). */
function jsonBody(real: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
    { weight: 4, arbitrary: mutated(real) },
  );
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/** A body as text: JSON, or text that is not JSON (or is JSON only by accident). */
function textBody(real: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: jsonBody(real).map(stringify) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"stars": 1e999, "trustScore": -1e999, "numberOfReviews": {"total": 1e999}}',
        '{"summaries": [{"sku": "ACME-1000", "starsAverage": 1e999, "numberOfReviews": {"total": 1e999}}]}',
        '{"productReviews": [{"id": "truncat',
        '\u0000',
        '[',
      ),
    },
  );
}

// --- The fetch core --------------------------------------------------------------------------

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object';
const starKeys = ['total', 'oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'];

interface Endpoint {
  name: string;
  call: (client: Client) => Promise<unknown>;
  /** Why a resolved value lacks what callers rely on, or nothing. */
  invalid: (value: unknown) => string | undefined;
}

const reviewList = (key: string) => (value: unknown) => {
  const list = isObject(value) ? value[key] : undefined;
  if (!Array.isArray(list)) return `no ${key} list`;
  const bad = list.find(
    (review) =>
      !isObject(review) || !isNumber(review.stars) || typeof review.createdAt !== 'string',
  );
  return bad === undefined ? undefined : `a review without stars or createdAt`;
};
const totals = (value: unknown) =>
  isObject(value) && isObject(value.numberOfReviews) && isNumber(value.numberOfReviews.total)
    ? isNumber(value.starsAverage)
      ? undefined
      : 'no starsAverage'
    : 'no numberOfReviews.total';

const endpoints: Endpoint[] = [
  {
    name: 'getBusinessUnit',
    call: (client) => getBusinessUnit(client, acme),
    invalid: (value) => {
      if (!isObject(value)) return 'not an object';
      if (!isNumber(value.stars) || !isNumber(value.trustScore)) return 'no stars or trustScore';
      return isObject(value.numberOfReviews) && isNumber(value.numberOfReviews.total)
        ? undefined
        : 'no numberOfReviews.total';
    },
  },
  {
    name: 'getStarSummary',
    call: (client) => getStarSummary(client, acme, [skus.many]),
    invalid: (value) => {
      if (!isObject(value) || !isObject(value.numberOfReviews)) return 'no numberOfReviews';
      const counts = value.numberOfReviews;
      const wrong = starKeys.find((key) => !isNumber(counts[key]) || !Number.isFinite(counts[key]));
      if (wrong) return `numberOfReviews.${wrong} is ${stringify(counts[wrong])}`;
      return isNumber(value.starsAverage) && Number.isFinite(value.starsAverage)
        ? undefined
        : `starsAverage is ${String(value.starsAverage)}`;
    },
  },
  {
    name: 'listProductReviews',
    call: (client) => listProductReviews(client, acme, { sku: [skus.many] }),
    invalid: reviewList('productReviews'),
  },
  {
    name: 'batchAttributeSummaries',
    call: (client) => batchAttributeSummaries(client, acme, { skus: [skus.many], locale: 'en-US' }),
    invalid: (value) =>
      isObject(value) && Array.isArray(value.summaries) ? undefined : 'no summaries list',
  },
  {
    name: 'findBusinessUnit',
    call: (client) => findBusinessUnit(client, domains.acme),
    invalid: (value) => (isObject(value) && typeof value.id === 'string' ? undefined : 'no id'),
  },
  {
    name: 'getWebLinks',
    call: (client) => getWebLinks(client, acme, 'en-US'),
    invalid: (value) =>
      isObject(value) && typeof value.profileUrl === 'string' ? undefined : 'no profileUrl',
  },
  {
    name: 'getLogos',
    call: (client) => getLogos(client),
    invalid: (value) =>
      isObject(value) && value.lightBackground && value.darkBackground ? undefined : 'no logos',
  },
  {
    name: 'getImportedReviewsSummary',
    call: (client) => getImportedReviewsSummary(client, acme, [skus.imported]),
    invalid: totals,
  },
  {
    name: 'listImportedReviews',
    call: (client) => listImportedReviews(client, acme, { sku: [skus.imported] }),
    invalid: reviewList('productReviews'),
  },
  {
    name: 'listBusinessUnitReviews',
    call: (client) => listBusinessUnitReviews(client, acme, { perPage: 10 }),
    invalid: reviewList('reviews'),
  },
];

/** The page's own timer (a hang is judged by it, whatever a test does to the others). */
const realSetTimeout = window.setTimeout.bind(window);

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      realSetTimeout(() => reject(new Error(`hang: ${what} took over ${ms} ms`)), ms),
    ),
  ]);
}

// --- Bookkeeping -----------------------------------------------------------------------------

let runs = 0;
let failures = 0;
const uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(`error: ${event.message}`);
const onRejection = (event: PromiseRejectionEvent) =>
  uncaught.push(`unhandledrejection: ${String(event.reason)}`);
const realWarn = console.warn;

let platform: MockPlatform;
/** The mock's real answers, keyed by endpoint name: the seeds of the mutated bodies. */
const real = new Map<string, unknown>();

before(async () => {
  platform = await startMock({ seed: 1 });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const client = createClient({ baseUrl: freshBase(), apiKey: MOCK_API_KEY });
  for (const endpoint of endpoints) {
    if (endpoint.name === 'getStarSummary') continue;
    real.set(endpoint.name, await endpoint.call(client));
  }
  const response = await fetch(
    `${freshBase()}/v1/product-reviews/business-units/${acme}/batch-summaries`,
    {
      method: 'POST',
      headers: { apikey: MOCK_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ skus: [skus.many, skus.attributes] }),
    },
  );
  real.set('getStarSummary', await response.json());
  real.set('batchSummaries', real.get('getStarSummary'));
  // Widgets warn once per failure, by design: kept out of the test output.
  console.warn = () => {};
});
after(() => {
  console.warn = realWarn;
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  console.log(`properties: ${runs} random bodies, ${failures} failures`);
});
beforeEach(() => {
  platform.clearFaults();
  uncaught.length = 0;
});
afterEach(assertContract);

/** Runs a property, counting its runs and its failures for the summary line. */
async function check<T>(
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns: number,
): Promise<void> {
  let counted = 0;
  const property = fc.asyncProperty(arbitrary, async (value) => {
    counted++;
    await predicate(value);
  });
  const result = await fc.check(property, { numRuns, seed: 42, endOnFailure: true });
  runs += counted;
  if (result.failed) {
    failures++;
    const cause = result.errorInstance instanceof Error ? result.errorInstance.message : '';
    throw new Error(`${cause}\n${fc.defaultReportMessage(result) ?? 'property failed'}`);
  }
}

describe('fetch core under random bodies', function () {
  this.timeout(120_000);
  const statuses = fc.constantFrom(200, 200, 200, 200, 201, 204, 400, 401, 404, 429, 500, 503);
  const retryAfter = fc.constantFrom(undefined, '0', '-1', 'soon', '1e999', '', '0.001');

  for (const endpoint of endpoints) {
    it(`${endpoint.name}: resolves with typed fields or rejects with an ApiError`, async () => {
      const seedBody =
        endpoint.name === 'getStarSummary' ? real.get('batchSummaries') : real.get(endpoint.name);
      await check(
        fc.record({ text: textBody(seedBody), status: statuses, retryAfter }),
        async ({ text, status, retryAfter: after }) => {
          const client = createClient({
            baseUrl: 'https://api.properties-test.example',
            apiKey: MOCK_API_KEY,
            sleep: () => Promise.resolve(),
            fetch: () => {
              const headers = new Headers({ 'content-type': 'application/json' });
              if (after !== undefined) headers.set('retry-after', after);
              const body = status === 204 ? null : text;
              return Promise.resolve(new Response(body, { status, headers }));
            },
          });
          let value: unknown;
          let error: unknown;
          try {
            value = await within(endpoint.call(client), 2000, endpoint.name);
          } catch (caught) {
            error = caught;
          }
          if (error !== undefined) {
            if (!(error instanceof ApiError)) {
              throw new Error(
                `${endpoint.name} threw ${String(error)} (not an ApiError) for ${status} ${text.slice(0, 300)}`,
              );
            }
            return;
          }
          const reason = endpoint.invalid(value);
          if (reason) {
            throw new Error(
              `${endpoint.name} resolved without what callers rely on (${reason}) for ${status} ${text.slice(0, 300)}`,
            );
          }
        },
        40,
      );
    });
  }
});

// --- The renderers ---------------------------------------------------------------------------

type Tag = 'rp-stars' | 'rp-trust-badge' | 'rp-product-reviews' | 'rp-business-reviews';

interface Widget {
  name: string;
  tag: Tag;
  attributes: Record<string, string>;
  /** operationId of each request, with the endpoint whose real answer seeds its bodies. */
  operations: Record<string, string>;
  runs: number;
}

const widgets: Widget[] = [
  {
    name: 'rp-stars sku',
    tag: 'rp-stars',
    attributes: { 'business-unit-id': acme, sku: skus.many, 'show-score': '', 'show-count': '' },
    operations: { batchSummaries: 'batchSummaries' },
    runs: 30,
  },
  {
    name: 'rp-stars business',
    tag: 'rp-stars',
    attributes: { 'business-unit-id': acme, 'show-score': '', 'show-count': '' },
    operations: { getBusinessUnit: 'getBusinessUnit' },
    runs: 20,
  },
  {
    name: 'rp-trust-badge full',
    tag: 'rp-trust-badge',
    attributes: { 'business-unit-id': acme, layout: 'full', 'show-review-link': '' },
    operations: {
      getBusinessUnit: 'getBusinessUnit',
      getWebLinks: 'getWebLinks',
      getLogos: 'getLogos',
    },
    runs: 40,
  },
  {
    name: 'rp-product-reviews sku',
    tag: 'rp-product-reviews',
    attributes: { 'business-unit-id': acme, sku: skus.attributes },
    operations: {
      batchSummaries: 'batchSummaries',
      batchAttributeSummaries: 'batchAttributeSummaries',
      listProductReviews: 'listProductReviews',
    },
    runs: 45,
  },
  {
    name: 'rp-business-reviews carousel',
    tag: 'rp-business-reviews',
    attributes: { 'business-unit-id': acme, 'per-page': '10' },
    operations: {
      listBusinessUnitReviews: 'listBusinessUnitReviews',
      getBusinessUnit: 'getBusinessUnit',
      getWebLinks: 'getWebLinks',
    },
    runs: 40,
  },
];

const shadowText = (el: Element) => {
  const root = el.shadowRoot;
  if (!root) return '';
  const labels = [...root.querySelectorAll('[aria-label], [title], [alt]')].flatMap((node) => [
    node.getAttribute('aria-label') ?? '',
    node.getAttribute('title') ?? '',
    node.getAttribute('alt') ?? '',
  ]);
  return [root.textContent ?? '', ...labels].join(' ');
};
const presets = ['malformed', 'wrong-types', 'missing-fields', 'empty-arrays'];
const broken = /NaN|undefined|\[object Object\]/;
const pending = (el: Element) => !!el.shadowRoot?.querySelector('.skeleton, [aria-busy="true"]');

async function until(done: () => boolean, timeout: number): Promise<boolean> {
  const end = performance.now() + timeout;
  while (!done()) {
    if (performance.now() > end) return false;
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
  return true;
}

describe('renderers under random bodies', function () {
  // Dozens of mounts per test: the bound is for a hang, not for speed, so a loaded machine passes.
  this.timeout(120_000);
  for (const widget of widgets) {
    it(`${widget.name}: ends in load or error, no uncaught error, no broken text`, async () => {
      const operation = fc.constantFrom(...Object.keys(widget.operations));
      const arbitrary = operation.chain((op) =>
        jsonBody(real.get(widget.operations[op])).map((body) => ({ op, body })),
      );
      await check(
        arbitrary,
        async ({ op, body }) => {
          platform.clearFaults();
          uncaught.length = 0;
          // The names of the fault presets ('malformed' ...) would not be sent as they are.
          const preset = typeof body === 'string' && presets.includes(body);
          platform.fail({ operation: op, body: preset ? [body] : body });
          const el = document.createElement(widget.tag);
          el.setAttribute('api-key', MOCK_API_KEY);
          el.setAttribute('base-url', freshBase());
          for (const [name, value] of Object.entries(widget.attributes)) {
            el.setAttribute(name, value);
          }
          const events: string[] = [];
          el.addEventListener('load', () => events.push('load'));
          el.addEventListener('error', () => events.push('error'));
          const host = await fixture(html`<div>${el}</div>`);
          try {
            const ended = await until(
              () => events.includes('error') || (events.includes('load') && !pending(el)),
              15_000,
            );
            await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
            const said = shadowText(el).replace(/\s+/g, ' ');
            const problems = [
              ...(ended ? [] : ['neither load nor error within 15 s']),
              ...uncaught,
              ...(broken.test(said)
                ? [`shows "${said.match(broken)![0]}": ${said.slice(0, 300)}`]
                : []),
            ];
            if (problems.length) {
              throw new Error(
                `${widget.name}, ${op} answered ${stringify(body).slice(0, 300)}: ${problems.join('; ')}`,
              );
            }
          } finally {
            host.remove();
          }
        },
        widget.runs,
      );
      expect(uncaught).to.deep.equal([]);
    });
  }
});
