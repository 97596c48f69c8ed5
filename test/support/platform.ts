/**
 * The mock platform in a browser test: one MSW worker per test file, a fresh platform per
 * `startMock()`, every API request recorded, and every mocked answer checked against the OpenAPI
 * contract. Answers a fault rule broke on purpose (x-rp-mock-fault header) are not checked.
 *
 * ```ts
 * import { startMock, requests, assertContract } from '../support/platform.js';
 * let platform: MockPlatform;
 * beforeEach(async () => (platform = await startMock({ seed: 1 })));
 * afterEach(assertContract);
 * ```
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  FAULT_HEADER,
  createMockPlatform,
  type MockPlatform,
  type MockPlatformOptions,
} from '../../src/mock/index.js';
import { loadContract } from './contract.js';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** API requests (paths with /v1/) since the last `startMock()` or `clearRequests()`. */
export const requests: RecordedRequest[] = [];

let worker: SetupWorker | undefined;
let starting: Promise<void> | undefined;
const pending = new Set<Promise<void>>();
/** Requests whose answer event has not arrived yet (it comes after the page got the answer). */
const open = new Set<string>();
const violations: string[] = [];
/**
 * A request the page sends after a test: its answer event comes after those of answers the page
 * already had, so requests still open then were never answered (left hanging on purpose).
 */
const FLUSH = '/__rp-test/flush';
const flushHandler = http.get(FLUSH, () => HttpResponse.text('flushed'));
let flushed: (() => void) | undefined;
// Tests hold or replace window.fetch; the flush goes out whatever they did.
const pageFetch = window.fetch.bind(window);

/** How many answers the contract checker has looked at (a test can see it is not idle). */
export const contractStats = { checked: 0, exempt: 0 };

export function clearRequests(): void {
  requests.length = 0;
}

async function check(request: Request, response: Response): Promise<void> {
  // A network error (a hang fault ended by an abort) has no answer to check.
  if (response.headers.has(FAULT_HEADER) || response.type === 'error' || response.status === 0) {
    contractStats.exempt++;
    return;
  }
  const contract = await loadContract();
  contractStats.checked++;
  const body = response.status === 0 ? '' : await response.text();
  violations.push(
    ...contract.check(request.method, request.url, response.status, response.headers, body),
  );
}

function track(promise: Promise<void>): void {
  const tracked = promise.catch((error) => {
    violations.push(`contract check failed: ${String(error)}`);
  });
  pending.add(tracked);
  void tracked.finally(() => pending.delete(tracked));
}

/**
 * Each page registers the worker under an address of its own, so it installs a fresh worker that
 * claims the page as it activates. Sharing one address let the page before decide: MSW's worker
 * unregisters itself when the page that closes leaves it no window, and the next page could then
 * start uncontrolled (every request going to the network) or be reloaded by MSW.
 */
const page = crypto.randomUUID();
let registrations = 0;

/** Whether the worker answers this page's requests with the mock (the flush answers 'flushed'). */
async function answers(): Promise<boolean> {
  try {
    const answer = await pageFetch(FLUSH);
    return answer.ok && (await answer.text()) === 'flushed';
  } catch {
    return false;
  }
}

/**
 * A registration removed while its worker installs (the worker of the page before unregisters
 * itself as that page closes) leaves MSW waiting for an activation that never comes: an attempt
 * that has not answered within this bound is given up and made again at a new address.
 */
const attemptBound = 10_000;

/** One registration, then the probe: whether the worker answers this page with the mock. */
async function attempt(started: SetupWorker): Promise<boolean> {
  registrations++;
  await started.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `/mockServiceWorker.js?page=${page}-${registrations}` },
  });
  return answers();
}

/** Starts the worker and probes it; one that does not answer is registered again, anew. */
async function startWorker(started: SetupWorker): Promise<void> {
  for (let tries = 1; ; tries++) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const given = new Promise<false>(
      (resolve) => (timer = setTimeout(resolve, attemptBound, false)),
    );
    const answered = await Promise.race([attempt(started), given]);
    clearTimeout(timer);
    if (answered) return;
    if (tries === 3) throw new Error('The mock service worker does not answer this page.');
    // A new address makes MSW unregister the old registration and install another worker.
    started.stop();
  }
}

/**
 * Creates a platform and makes it answer: the first call of a file starts the worker, later calls
 * swap the handlers. Clears the recorded requests.
 */
export async function startMock(options?: MockPlatformOptions): Promise<MockPlatform> {
  const platform = createMockPlatform(options);
  forgetKeptAnswers();
  if (!worker) {
    worker = setupWorker(flushHandler, ...platform.handlers);
    worker.events.on('request:start', ({ request, requestId }) => {
      if (!new URL(request.url).pathname.includes('/v1/')) return;
      open.add(requestId);
      requests.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(request.headers),
      });
    });
    worker.events.on('response:mocked', ({ request, response, requestId }) => {
      if (new URL(request.url).pathname === FLUSH) return flushed?.();
      open.delete(requestId);
      track(check(request, response));
    });
    worker.events.on('response:bypass', ({ requestId }) => open.delete(requestId));
    worker.events.on('request:unhandled', ({ requestId }) => open.delete(requestId));
    const started = worker;
    starting = startWorker(started);
    track(loadContract().then(() => undefined));
  } else {
    worker.resetHandlers(flushHandler, ...platform.handlers);
    // The worker reports requests in the order the page sent them: once the flush is reported,
    // every request an earlier test sent has been recorded, and is cleared with the rest.
    await flushEvents();
  }
  await starting;
  clearRequests();
  return platform;
}

/**
 * Each test starts as a shopper's first page: the ratings an earlier test kept in the tab
 * (sessionStorage, which lasts across tests) would otherwise be drawn without a request.
 */
export function forgetKeptAnswers(): void {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('rp-widgets:')) sessionStorage.removeItem(key);
  }
}

/** Resolves once the worker has reported every request the page sent before it (bounded). */
async function flushEvents(): Promise<void> {
  const event = new Promise<void>((resolve) => (flushed = resolve));
  await pageFetch(FLUSH);
  // Bounded: the event is the worker's message after the answer.
  await Promise.race([event, new Promise((resolve) => setTimeout(resolve, 1000))]);
  flushed = undefined;
}

/** Waits for the checks under way, then throws if any answer broke the contract. For afterEach. */
export async function assertContract(): Promise<void> {
  // Answer events trail the answers a little; requests left hanging on purpose never get one.
  if (open.size) await flushEvents();
  open.clear();
  while (pending.size) await Promise.all([...pending]);
  const found = violations.splice(0);
  if (found.length) {
    throw new Error(`Answers that break the contract (${found.length}):\n- ${found.join('\n- ')}`);
  }
}

/** Stops the worker (rarely needed: the page goes away after the file). */
export function stopMock(): void {
  worker?.stop();
  worker = undefined;
  starting = undefined;
}

/**
 * Puts `handlers` in front of the mock's until the next `startMock()`. A handler that returns
 * nothing passes the request on: to the mock, or to the network for what the mock does not answer.
 */
export function useHandlers(...handlers: RequestHandler[]): void {
  if (!worker) throw new Error('useHandlers: call startMock() first');
  worker.use(...handlers);
}
