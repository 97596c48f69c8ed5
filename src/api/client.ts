import { nestsDeeper } from './depth.js';

/** The module of what only failures need (errors, hints, retries), loaded at the first one. */
type Failures = typeof import('./failures.js');

/** A failed call whose error is made once `failures.js` is loaded. */
class Failure {
  constructor(readonly make: (failures: Failures) => Error) {}
}

/** Rejects with the error `make` gives, once the failures' module is in. */
async function fail(make: Failure['make']): Promise<never> {
  throw make(await import('./failures.js'));
}

export type QueryValue =
  string | number | boolean | readonly (string | number)[] | null | undefined;

/** How a call authenticates: the public API key, an owner's access token, or nothing. */
export type Auth = 'apiKey' | 'bearer' | 'none';

/** One call, as an endpoint function describes it to the client. */
export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT';
  /** Starts with `/v1/`; path parameters already encoded (see `path`). */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string | undefined>;
  auth: Auth;
  headers?: Record<string, string>;
  /** Safe to retry, share and cache: GETs, and the read-only batch POSTs. */
  read?: boolean;
  /** Returns why a 2xx body is unusable, or nothing when it is fine. */
  check?: (body: never) => string | undefined | false;
}

/** Per-call options every endpoint function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** `false` skips the cache for this call (the fresh answer is still stored). */
  cache?: boolean;
}

export interface ClientOptions {
  /** API address; relative values resolve against the page. Required outside a browser. */
  baseUrl?: string;
  /** Sent as the `apikey` header on public calls, never on others. */
  apiKey?: string;
  /** Where an owner's access token comes from; sent only as `Authorization: Bearer`. */
  token?: () => string | undefined;
  /** Called when a call with the token answers 401, before the error is thrown. */
  onTokenExpired?: () => void;
  fetch?: typeof fetch;
  /** Milliseconds before a call gives up with a `TimeoutError`. Default 10 000. */
  timeout?: number;
  /** Retries of a failed read (network error, 5xx, 429). Default 3; writes never retry. */
  retries?: number;
  /** Base of the exponential backoff in ms, with jitter. Default 300. */
  retryDelay?: number;
  /** Longest wait before a retry, Retry-After included; a longer demand is not waited for. Default 10 000. */
  maxRetryDelay?: number;
  /** How long answers to reads are kept, in ms. Default 60 000; 0 turns the cache off. */
  cacheTtl?: number;
  /**
   * Awaited with each read's answer once it passed every check (read within `maxBytes` and
   * `timeout`), and the `init` given to `fetch` for it: a server's answer cache keeps these only.
   */
  onAccepted?: (url: string, init: RequestInit, text: string) => Promise<void> | void;
  /** Most SKUs in one batch-summaries request. Default 100. */
  batchSize?: number;
  /**
   * After a batch-summaries request has left, how long (ms) the SKUs asked next wait to go
   * together. Default 50; 0 sends each task's SKUs at the end of the task.
   */
  batchWindow?: number;
  /** Largest answer read, in bytes; a larger one is a `ResponseTooLargeError`. Default 2 MiB. */
  maxBytes?: number;
  /** Test seams: the timer, the clock and the jitter source. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

export interface Client {
  readonly options: Readonly<ClientOptions>;
  request<T>(request: ApiRequest, call?: CallOptions): Promise<T>;
  /** Forgets every cached answer, summaries kept by the batcher included. */
  clear(): void;
  /** State that helpers (the summary batcher) keep per client. */
  readonly scope: Map<unknown, unknown>;
}

interface Shared {
  key: string;
  promise: Promise<unknown>;
  controller: AbortController;
  users: number;
}

// Stryker disable next-line StringLiteral: the description is never read, only the symbol's identity.
const timedOut = Symbol('timeout');
const maxEntries = 500;

/** The largest answer read by default, in bytes (`maxBytes`). */
export const defaultMaxBytes = 2 * 1024 * 1024;

/**
 * Stores `value` as the newest entry of `map`, dropping the oldest when there are more than
 * `max`: the caches of the client, of the summary batcher and of the shared clients stay bounded.
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/** Encodes path parameters: path`/v1/business-units/${id}`. */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  // Stryker disable next-line StringLiteral: a tagged template has a value between every two parts.
  return strings.reduce((out, part, i) => out + encodeURIComponent(values[i - 1] ?? '') + part);
}

/**
 * The answer's text, read no further than `limit` bytes: the declared length is checked first,
 * then the stream as it arrives, so a huge or endless answer never fills memory or a task.
 */
async function readText(
  response: Response,
  limit: number,
  tooLarge: () => Failure,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  const reader = response.body?.getReader();
  if (declared > limit) {
    void reader?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!reader) {
    const text = await response.text();
    if (text.length > limit) throw tooLarge();
    return text;
  }
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > limit) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * The transport under every endpoint function: authentication, timeouts, retries of reads,
 * sharing of identical reads in flight, and an in-memory cache keyed by URL, body and credential.
 */
export function createClient(options: ClientOptions = {}): Client {
  const {
    fetch: fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    timeout = 10_000,
    cacheTtl = 60_000,
    maxBytes = defaultMaxBytes,
    now = Date.now,
  } = options;
  // Stryker disable next-line OptionalChaining: only Node lacks location (the Node tests cover it).
  const base = options.baseUrl ?? globalThis.location?.origin;
  const cache = new Map<string, { expires: number; value: unknown }>();
  const inflight = new Map<string, Shared>();
  const scope = new Map<unknown, unknown>();

  async function attempt(
    url: string,
    init: RequestInit,
    request: ApiRequest,
    signal: AbortSignal,
  ): Promise<unknown> {
    const method = init.method!;
    const controller = new AbortController();
    const abort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', abort);
    const timer = setTimeout(() => controller.abort(timedOut), timeout);
    try {
      let response: Response;
      let text: string;
      let sent: RequestInit;
      try {
        // A redirect is never followed: the API key, a token or a customer's details would go
        // wherever it points, another site included.
        sent = { ...init, redirect: 'manual', signal: controller.signal };
        response = await fetchImpl(url, sent);
        if (
          response.type === 'opaqueredirect' ||
          (response.status >= 300 && response.status < 400)
        ) {
          void response.body?.cancel().catch(() => {});
          const location = response.headers.get('location') ?? undefined;
          throw new Failure((f) => new f.RedirectError(method, request.path, location));
        }
        text = await readText(
          response,
          maxBytes,
          () => new Failure((f) => new f.ResponseTooLargeError(method, request.path, maxBytes)),
        );
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (controller.signal.reason === timedOut)
          throw new Failure((f) => new f.TimeoutError(method, request.path, timeout));
        if (error instanceof Failure) throw error;
        throw new Failure((f) => new f.NetworkError(method, request.path, error));
      }
      let body: unknown = text;
      // An error body that nests too deep is quoted as text, never parsed.
      const deep = nestsDeeper(text);
      const invalid = (reason: (f: Failures) => string) =>
        new Failure((f) => new f.InvalidResponseError(method, request.path, reason(f)));
      if (response.ok && deep) throw invalid((f) => `nested deeper than ${f.maxDepth} levels`);
      try {
        if (text && !deep) body = JSON.parse(text);
      } catch {
        if (response.ok) throw invalid((f) => f.notJson(text));
      }
      if (response.ok) {
        const reason = request.check?.(body as never);
        if (reason) throw invalid(() => reason);
        if (request.read ?? method === 'GET') await options.onAccepted?.(url, sent, text);
        return body;
      }
      const { status } = response;
      const retryAfter = response.headers.get('retry-after');
      const at = now();
      if (status === 401 && request.auth === 'bearer') options.onTokenExpired?.();
      throw new Failure((f) =>
        f.httpError(status, method, request.path, body, request.auth, retryAfter, at),
      );
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  }

  async function send(
    url: string,
    init: RequestInit,
    request: ApiRequest,
    signal: AbortSignal,
    read: boolean,
  ) {
    for (let tried = 0; ; tried++) {
      try {
        return await attempt(url, init, request, signal);
      } catch (caught) {
        // An abort's reason, or an error a `check` or `onAccepted` threw: as it is, never retried.
        if (!(caught instanceof Failure)) throw caught;
        const failures = await import('./failures.js');
        const error = caught.make(failures);
        const delay = read ? failures.delayBefore(error, tried, options) : undefined;
        if (delay === undefined || signal.aborted) throw error;
        await (options.sleep ?? failures.wait)(delay, signal);
      }
    }
  }

  /** Ends the sharing of a read in flight, unless a newer read of the same key took its place. */
  function forget(shared: Shared): void {
    if (inflight.get(shared.key) === shared) inflight.delete(shared.key);
  }

  function join(shared: Shared, signal?: AbortSignal): Promise<unknown> {
    shared.users++;
    if (!signal) return shared.promise;
    return new Promise((resolve, reject) => {
      const leave = () => {
        reject(signal.reason);
        // The last caller to give up cancels the request for good, and the next caller of the
        // same read starts a new one instead of joining the cancelled one.
        if (--shared.users === 0) {
          shared.controller.abort(signal.reason);
          forget(shared);
        }
      };
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: abort fires once, and `leave` is removed when the read ends.
      signal.addEventListener('abort', leave, { once: true });
      // Handled before a caller that has already given up leaves: the read it cancels then
      // rejects into this handler, not into the page as an unhandled rejection.
      shared.promise
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', leave));
      if (signal.aborted) leave();
    });
  }

  async function request<T>(request: ApiRequest, call: CallOptions = {}): Promise<T> {
    const method = request.method ?? 'GET';
    const read = request.read ?? method === 'GET';
    if (!base) {
      return fail(
        (f) => new f.ApiError('No baseUrl: pass one when there is no page to resolve against.'),
      );
    }
    // Stryker disable next-line OptionalChaining: only Node lacks location (the Node tests cover it).
    const url = new URL(base.replace(/\/*$/, '') + request.path, globalThis.location?.href);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    // Stryker disable next-line StringLiteral: without a credential this only keys the cache, alike for all.
    let credential = '';
    if (request.auth === 'apiKey') {
      credential = options.apiKey ?? '';
      if (!credential) {
        return fail(
          (f) => new f.ApiError(`${method} ${request.path} needs an API key: set api-key.`),
        );
      }
      headers.apikey = credential;
    } else if (request.auth === 'bearer') {
      credential = options.token?.() ?? '';
      if (!credential) {
        return fail((f) => new f.TokenExpiredError(method, request.path, 'not signed in'));
      }
      headers.authorization = `Bearer ${credential}`;
    }
    let body: string | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = Object.entries(request.form).filter(
        (entry): entry is [string, string] => !!entry[1],
      );
      body = new URLSearchParams(form).toString();
    }
    const init: RequestInit = { method, headers, body };
    const href = url.href;
    if (!read) {
      const signal = call.signal ?? new AbortController().signal;
      return (await send(href, init, request, signal, false)) as T;
    }
    const key = `${method} ${href} ${body ?? ''} ${request.auth}:${credential}`;
    const hit = cache.get(key);
    if (hit && call.cache !== false && hit.expires > now()) return hit.value as T;
    let shared = inflight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const promise = send(href, init, request, controller.signal, true).then(
        (value) => {
          forget(current);
          if (controller.signal.aborted) return value;
          if (cacheTtl > 0) {
            remember(cache, key, { expires: now() + cacheTtl, value }, maxEntries);
          }
          return value;
        },
        (error: unknown) => {
          forget(current);
          throw error;
        },
      );
      const current: Shared = { key, promise, controller, users: 0 };
      shared = current;
      inflight.set(key, shared);
    }
    return join(shared, call.signal) as Promise<T>;
  }

  return {
    options,
    request,
    clear: () => {
      cache.clear();
      scope.clear();
    },
    scope,
  };
}
