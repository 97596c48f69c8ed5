// What the client needs only once a call has failed: the error classes, their hints and the
// retries' timing. `client.ts` imports this module when a failure happens, so a page's first
// draw (which needs answers, not errors) carries none of it.
import { HttpError, NetworkError, RateLimitError, TokenExpiredError } from './errors.js';
import { isHtml } from './body.js';

export {
  ApiError,
  InvalidResponseError,
  NetworkError,
  RedirectError,
  ResponseTooLargeError,
  TimeoutError,
  TokenExpiredError,
} from './errors.js';
export { maxDepth } from './depth.js';

/** What a shop's own server answers when the calls reach it instead of the platform. */
const wrongAddress =
  "The API address is likely wrong: set base-url to the platform's API (or to your proxy of it).";

/** Why a 2xx text that is not JSON is unusable: a web page says where the calls went. */
export const notJson = (text: string): string =>
  isHtml(text) ? `an HTML page, not JSON. ${wrongAddress}` : 'not JSON';

function hintFor(status: number, auth: string, body: unknown): string {
  // A gateway's 5xx page is the platform (or its proxy) failing; any other HTML is not the API.
  if (isHtml(body) && status < 500) return wrongAddress;
  if (status === 401 && auth === 'apiKey') return 'Check the api-key: the platform refused it.';
  if (status === 404) return 'Check the identifiers (business-unit-id, sku, domain).';
  if (status >= 500) return 'The platform failed; try again later.';
  return status === 400 ? 'Check the parameters sent.' : '';
}

function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The error of an answer outside 2xx; `retryAfter` is its header, read at `now`. */
export function httpError(
  status: number,
  method: string,
  path: string,
  body: unknown,
  auth: string,
  retryAfterHeader: string | null,
  now: number,
): HttpError {
  const retryAfter = parseRetryAfter(retryAfterHeader, now);
  if (status === 401 && auth === 'bearer') return new TokenExpiredError(method, path, body);
  if (status === 429) return new RateLimitError(method, path, body, retryAfter);
  const error = new HttpError(status, method, path, body, hintFor(status, auth, body));
  (error as { retryAfter?: number }).retryAfter = retryAfter;
  return error;
}

/** The default timer of the retries: resolves after `ms`, rejects when `signal` aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    // Stryker disable next-line OptionalChaining: the retry loop always passes its signal.
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The client's options the retries read (see `ClientOptions` for each). */
interface RetryOptions {
  retries?: number;
  retryDelay?: number;
  maxRetryDelay?: number;
  random?: () => number;
}

/** How long to wait before retrying a read that failed with `error`, or undefined: no retry. */
export function delayBefore(
  error: Error,
  tried: number,
  options: RetryOptions,
): number | undefined {
  const { retries = 3, retryDelay = 300, maxRetryDelay = 10_000, random = Math.random } = options;
  const retryable =
    error instanceof NetworkError ||
    (error instanceof HttpError && (error.status === 429 || error.status >= 500));
  if (!retryable || tried >= retries) return undefined;
  // Retry-After may ask for longer than the backoff, never for less: 0, a negative number or
  // a past date would otherwise make the retries go at once.
  const backoff = Math.min(maxRetryDelay, retryDelay * 2 ** tried) * (0.5 + random() / 2);
  const delay = Math.max(backoff, (error as { retryAfter?: number }).retryAfter ?? 0);
  return delay <= maxRetryDelay ? delay : undefined;
}
