import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  RateLimitError,
  ResponseTooLargeError,
  TimeoutError,
  TokenExpiredError,
} from '../api/errors.js';

/** No answer came: the connection broke or timed out. */
export const lost = (error: unknown) =>
  error instanceof NetworkError || error instanceof TimeoutError;

/** A 2xx answer that cannot be used: its body is not what was asked for, or too large to read. */
export const unusable = (error: unknown) =>
  error instanceof InvalidResponseError || error instanceof ResponseTooLargeError;

/** The platform failed or was out of reach: no answer, a timeout or a 5xx. */
const down = (error: unknown) => lost(error) || (error instanceof HttpError && error.status >= 500);

/** Whether trying the same request again may succeed. */
export const retryable = (error: unknown) => error instanceof RateLimitError || down(error);

/** The platform refused the sign-in on the business unit (403), or does not show it to it (404). */
export const forbidden = (error: unknown) =>
  error instanceof HttpError && (error.status === 403 || error.status === 404);

/** The words an owner element has for a failure. */
export interface FailureWords {
  expired: string;
  rateLimited(seconds: number | undefined): string;
  /** No answer, a timeout or a 5xx. */
  down: string;
  /** Any other refusal, with the platform's message if it gave one. */
  refused(message: string | undefined, status: number): string;
  /** A refusal for want of rights on the business unit; without it, said as any refusal. */
  noRights?(businessUnitId: string): string;
  /** An answer that cannot be shown; without it, the error's own message. */
  unusable?: string;
}

/** The owner's words for a failure: its cause, and so the way out. */
export function describeFailure(error: unknown, t: FailureWords, businessUnitId = ''): string {
  if (error instanceof TokenExpiredError) return t.expired;
  if (error instanceof RateLimitError) {
    return t.rateLimited(error.retryAfter && Math.ceil(error.retryAfter / 1000));
  }
  if (down(error)) return t.down;
  if (error instanceof HttpError) {
    if (t.noRights && forbidden(error)) return t.noRights(businessUnitId);
    const { message } = (error.body ?? {}) as { message?: unknown };
    return t.refused(typeof message === 'string' ? message : undefined, error.status);
  }
  if (t.unusable && unusable(error)) return t.unusable;
  return (error as Error).message;
}
