import { isHtml, quote } from './body.js';

/** Every error the API client throws is one of these; `instanceof` tells them apart. */
export class ApiError extends Error {
  override name = 'ApiError';
}

/** The platform answered with a status outside 2xx. */
export class HttpError extends ApiError {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    readonly body: unknown,
    hint?: string,
  ) {
    const detail = describeBody(body);
    super(
      `${method} ${path} answered ${status}${detail ? `: ${detail}` : ''}.${hint ? ` ${hint}` : ''}`,
    );
  }
}

/** 401 on a call made with an access token: the token expired or was revoked. */
export class TokenExpiredError extends HttpError {
  override name = 'TokenExpiredError';
  constructor(method: string, path: string, body: unknown) {
    super(401, method, path, body, 'The access token expired or was revoked: sign in again.');
  }
}

/** 429: too many requests. `retryAfter` is the wait the platform asked for, in milliseconds. */
export class RateLimitError extends HttpError {
  override name = 'RateLimitError';
  constructor(
    method: string,
    path: string,
    body: unknown,
    readonly retryAfter: number | undefined,
  ) {
    super(
      429,
      method,
      path,
      body,
      retryAfter === undefined
        ? 'Too many requests: wait before trying again.'
        : `Too many requests: try again in ${Math.ceil(retryAfter / 1000)} s.`,
    );
  }
}

/** The request never got an answer: offline, DNS, CORS or a dropped connection. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(method: string, path: string, cause: unknown) {
    super(
      `${method} ${path} failed before an answer arrived (offline, blocked by CORS, or the base-url is wrong).`,
      { cause },
    );
  }
}

/** No answer within the client's timeout. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  constructor(method: string, path: string, ms: number) {
    super(`${method} ${path} got no answer within ${ms} ms; the platform or the network is slow.`);
  }
}

/** The platform answered with a redirect, which the client never follows. */
export class RedirectError extends ApiError {
  override name = 'RedirectError';
  constructor(
    readonly method: string,
    readonly path: string,
    /** Where the redirect pointed, when the runtime shows it (browsers hide it). */
    readonly location?: string,
  ) {
    super(
      `${method} ${path} answered with a redirect${location ? ` to ${quote(location)}` : ''}, which is not followed: it could carry the API key or a customer's details to another site. Set base-url to the address that answers directly.`,
    );
  }
}

/** An answer larger than the client's `maxBytes`: not read further, so the page stays responsive. */
export class ResponseTooLargeError extends ApiError {
  override name = 'ResponseTooLargeError';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly limit: number,
  ) {
    super(
      `${method} ${path} answered more than ${limit} bytes (the client's maxBytes), so the answer was dropped; check base-url points at the platform's API.`,
    );
  }
}

/** A 2xx answer whose body lacks what the caller relies on (or is not JSON). */
export class InvalidResponseError extends ApiError {
  override name = 'InvalidResponseError';
  constructor(
    method: string,
    path: string,
    readonly reason: string,
  ) {
    super(`${method} ${path} returned an unusable body: ${quote(reason)}.`);
  }
}

function describeBody(body: unknown): string {
  let text = '';
  if (isHtml(body)) {
    text = "an HTML page, not the platform's JSON";
  } else if (body && typeof body === 'object') {
    const { code, message } = body as { code?: unknown; message?: unknown };
    text = [code, message].filter((part) => typeof part === 'string' && part).join(' ');
  } else if (typeof body === 'string') {
    text = body;
  }
  // The message goes on with its own full stop.
  return quote(text.replace(/[.\s]+$/, ''));
}
