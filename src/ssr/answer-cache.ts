import { createClient, type Client } from '../api/client.js';
import { ResponseTooLargeError } from '../api/errors.js';
import {
  listDeletedConsumers,
  listDeletedProductReviews,
  listDeletedReviews,
} from '../api/deletions.js';

/**
 * Where a server keeps the platform's answers: in memory by default, or anything with these four
 * calls (Redis, a CDN's key-value cache). Values are strings; `ttl` is in milliseconds.
 */
export interface AnswerStore {
  get(key: string): Promise<string | undefined> | string | undefined;
  set(key: string, value: string, ttl: number): Promise<void> | void;
  delete(key: string): Promise<void> | void;
  /** Every key kept (expired ones may be left out). */
  keys(): AsyncIterable<string> | Iterable<string>;
  /**
   * Sets `key` only if it holds nothing; true when it did. A shared store that has it lets one
   * process alone refresh an answer past its `ttl` (the others serve the old one meanwhile);
   * without it, each process refreshes its own.
   */
  add?(key: string, value: string, ttl: number): Promise<boolean> | boolean;
}

/**
 * The store of one process: a `Map` with a time limit per entry, at most `maxEntries` and at most
 * `maxBytes` (keys and values counted as UTF-16, two bytes a character; one larger is not kept).
 */
export function memoryStore({
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
} = {}): AnswerStore {
  const entries = new Map<string, { value: string; expires: number; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      remove(key);
      return undefined;
    },
    set(key, value, ttl) {
      remove(key);
      const size = 2 * (key.length + value.length);
      if (size > maxBytes) return;
      entries.set(key, { value, expires: now() + ttl, bytes: size });
      bytes += size;
      // The oldest answers go first: Map keeps insertion order.
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    delete: remove,
    keys() {
      return [...entries.keys()].filter((key) => this.get(key) !== undefined);
    },
    add(key, value, ttl) {
      if (this.get(key) !== undefined) return false;
      this.set(key, value, ttl);
      return true;
    },
  };
}

/** The IDs the deletion lists named: the caller's own copies must drop them too. */
export interface DeletedIds {
  consumers: string[];
  reviews: string[];
  productReviews: string[];
}

/** How far one deletion list got in a `purgeDeleted()` call. */
export interface ListProgress {
  /** Pages asked for in this call (a page asked again with a smaller `limit` counts again). */
  pages: number;
  /**
   * The list was read to its end: a page without `nextToken`, an empty page, or a `nextToken`
   * already given in this call. When false, the next call goes on from where this one stopped.
   */
  end: boolean;
  /** Why the list stopped early; its IDs up to there are in the result, and kept answers dropped. */
  error?: Error;
}

/** What `purgeDeleted()` found in the deletion lists and removed from the store. */
export interface PurgeResult extends DeletedIds {
  /** The kept answers dropped (their keys: method and URL). */
  removed: string[];
  progress: Record<keyof DeletedIds, ListProgress>;
  /** Another purge of the same lists was running (in any process on the store): nothing was read. */
  busy?: true;
}

export interface PurgeOptions {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  /** Records per page (the platform's maximum, 1000, by default). */
  limit?: number;
  /** Most pages asked of each list in one call. Default 100. */
  maxPages?: number;
  /**
   * Given the IDs found before any list's point is moved past them: when it throws, the same
   * pages are read again next time. Your own copies can drop them here.
   */
  onDeleted?: (ids: DeletedIds) => Promise<void> | void;
}

export interface AnswerCacheOptions {
  store?: AnswerStore;
  /** How long an answer is kept, in ms. Default 60 000. */
  ttl?: number;
  /**
   * How long past its `ttl` an answer may still be served, in ms, while one render asks the
   * platform again (one in all processes where the store has `add`). Default 10 000.
   */
  staleFor?: number;
  /** The clock, in ms (tests move it). Default `Date.now`. */
  now?: () => number;
}

/**
 * Where a deletion list's point is kept, in the store itself: per API key (hashed) and address,
 * as another key or platform gives out other lists and refuses the first one's `nextToken`.
 */
const cursorKey = async (list: string, apiKey: string, baseUrl: string) =>
  `rp-deletions:${list} ${baseUrl.replace(/\/+$/, '')} #${await fingerprint(`apiKey:${apiKey}`)}`;
const answerPrefix = 'rp-answer:';
/** The key that one refresh of an answer holds while it runs. */
const refreshPrefix = 'rp-refresh:';
/** How long a purge may hold its lock, should its process end before it lets go. */
const purgeHold = 10 * 60_000;
/** How long a refresh may hold its key: past this, a render that failed to refresh is retried. */
const refreshHold = 10_000;

/** A render that asks the platform for an answer others wait on (see `fetchThrough`). */
interface Lead {
  key: string;
  /** Gives the waiting renders the accepted text, or undefined: they ask on their own. */
  settle: (text: string | undefined) => void;
  shared: Promise<string | undefined>;
  /** The refresh key it holds, if it refreshes an answer past its ttl. */
  refresh?: string;
  accepted: boolean;
}

/** An answer as the store keeps it: until when it is fresh, a line break, then the text. */
const pack = (freshUntil: number, text: string) => `${freshUntil}\n${text}`;
function unpack(kept: string): { freshUntil: number; text: string } {
  const cut = kept.indexOf('\n');
  const freshUntil = Number(kept.slice(0, cut));
  // Written by something else: served as it is while the store keeps it.
  if (cut < 0 || !Number.isFinite(freshUntil)) return { freshUntil: Infinity, text: kept };
  return { freshUntil, text: kept.slice(cut + 1) };
}

/**
 * The platform's answers a server render kept, by request. Only answers the client accepted
 * (read within its byte cap and timeout, checked like every answer) are kept, and only as long
 * as `ttl`; the platform requires callers to drop
 * deleted consumers and reviews (spec 4.7), which `purgeDeleted()` does.
 */
export class AnswerCache {
  readonly store: AnswerStore;
  readonly ttl: number;
  readonly staleFor: number;
  private readonly now: () => number;

  constructor({
    store = memoryStore(),
    ttl = 60_000,
    staleFor = 10_000,
    now = Date.now,
  }: AnswerCacheOptions = {}) {
    this.store = store;
    this.ttl = ttl;
    this.staleFor = staleFor;
    this.now = now;
  }

  /** The requests (the client's `init`) answered from the store. */
  private readonly served = new WeakSet<RequestInit>();
  /** The answers being asked for in this process, by key: one request each. */
  private readonly pending = new Map<string, Promise<string | undefined>>();
  /** The requests (the client's `init`) whose answer others wait on. */
  private readonly leads = new WeakMap<RequestInit, Lead>();

  /**
   * A `fetch` that answers kept reads from the store and passes the rest on: the client reads
   * every answer itself, within its byte cap and timeout. Reads of one key at the same time
   * make one request; the others wait for its accepted answer (and ask on their own if it is
   * not accepted). An answer past its `ttl` but within `staleFor` is served while one render
   * asks again. A store that fails or does not answer before the request's signal aborts is
   * passed by.
   */
  fetchThrough(fetchImpl: typeof fetch = fetch): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      const key = await requestKey(request);
      const kept = await untilAborted(this.store.get(key), request.signal).catch(() => undefined);
      let refresh: string | undefined;
      if (typeof kept === 'string') {
        const { freshUntil, text } = unpack(kept);
        if (freshUntil > this.now() || !init || this.pending.has(key))
          return this.serve(init, text);
        refresh = await this.holdRefresh(key, request.signal);
        if (!refresh) return this.serve(init, text);
      }
      const waited = this.pending.get(key);
      if (waited) {
        const text = await untilAborted(waited, request.signal).catch(() => undefined);
        return text === undefined ? fetchImpl(request) : this.serve(init, text);
      }
      // Without the client's `init`, its acceptance cannot be told apart: not shared.
      return init ? this.lead(key, request, init, fetchImpl, refresh) : fetchImpl(request);
    };
  }

  /** A kept answer, as the client reads it; not kept again when accepted. */
  private serve(init: RequestInit | undefined, text: string): Response {
    if (init) this.served.add(init);
    return new Response(text, { headers: { 'content-type': 'application/json' } });
  }

  /** Takes the right to refresh `key` (the store's `add`, else this process's); its key or undefined. */
  private async holdRefresh(key: string, signal: AbortSignal): Promise<string | undefined> {
    const refresh = refreshPrefix + key.slice(answerPrefix.length);
    if (!this.store.add) return refresh;
    const held = await untilAborted(this.store.add(refresh, '1', refreshHold), signal).catch(
      () => false,
    );
    return held ? refresh : undefined;
  }

  /** Asks the platform for `key`, the renders asking for it meanwhile waiting on this one. */
  private async lead(
    key: string,
    request: Request,
    init: RequestInit,
    fetchImpl: typeof fetch,
    refresh: string | undefined,
  ): Promise<Response> {
    let settle!: Lead['settle'];
    const shared = new Promise<string | undefined>((resolve) => (settle = resolve));
    const lead: Lead = { key, settle, shared, refresh, accepted: false };
    this.pending.set(key, shared);
    this.leads.set(init, lead);
    // Not accepted (the client refused the answer, or it failed): the waiting renders ask.
    const refused = () => {
      if (!lead.accepted) this.release(lead, undefined);
    };
    let response: Response;
    try {
      response = await fetchImpl(request);
    } catch (error) {
      refused();
      throw error;
    }
    if (!response.ok || !response.body) {
      refused();
      return response;
    }
    // The client accepts an answer in the same turn it reads the end of its body: looked at a
    // turn later (a timer, which Node and browsers both have).
    return whenRead(response, () => setTimeout(refused, 0));
  }

  /** Ends `lead`: the waiting renders get `text`, and later ones go to the store. */
  private release(lead: Lead, text: string | undefined): void {
    lead.settle(text);
    if (this.pending.get(lead.key) === lead.shared) this.pending.delete(lead.key);
  }

  /**
   * The client's `onAccepted`: keeps an answer it read and checked, and gives it to the
   * renders waiting for it. A store that fails loses the copy only; the render goes on.
   */
  readonly accepted = async (url: string, init: RequestInit, text: string): Promise<void> => {
    // An answer from the store keeps its first lifetime: kept again, it would never expire.
    if (this.served.has(init)) return;
    const lead = this.leads.get(init);
    if (lead) {
      lead.accepted = true;
      lead.settle(text);
    }
    const request = new Request(url, init);
    try {
      const key = lead?.key ?? (await requestKey(request));
      const kept = pack(this.now() + this.ttl, text);
      await untilAborted(this.store.set(key, kept, this.ttl + this.staleFor), request.signal);
      if (lead?.refresh) await untilAborted(this.store.delete(lead.refresh), request.signal);
    } catch {
      // Not kept: the next render asks again.
    } finally {
      // Only once kept: a render coming meanwhile finds the answer here or in the store.
      if (lead) this.release(lead, text);
    }
  };

  /**
   * Reads the three deletion lists from where the last call stopped (each page's `nextToken`;
   * the last page is read again next time, as it may have grown), at most `maxPages` pages each,
   * and removes every kept answer that holds a listed consumer, review or product review. A list
   * that fails stops alone. Each list's point moves only once the IDs before it are removed and
   * handed to `onDeleted`, and they are returned. Returns the IDs, the answers removed and how
   * far each list got.
   */
  async purgeDeleted(options: PurgeOptions): Promise<PurgeResult> {
    // One purge at a time on a store with add(): two would page the same lists.
    const lock = await cursorKey('purging', options.apiKey, options.baseUrl);
    if (this.store.add && !(await this.store.add(lock, '1', purgeHold))) {
      const idle = { pages: 0, end: false };
      const progress = { consumers: idle, reviews: idle, productReviews: idle };
      return { consumers: [], reviews: [], productReviews: [], removed: [], progress, busy: true };
    }
    try {
      return await this.purge(options);
    } finally {
      if (this.store.add) await this.store.delete(lock);
    }
  }

  private async purge({
    limit = 1000,
    maxPages = 100,
    onDeleted,
    ...options
  }: PurgeOptions): Promise<PurgeResult> {
    const client = createClient({ ...options, cacheTtl: 0 });
    const read = async (list: DeletionList) => {
      const key = await cursorKey(list.name, options.apiKey, options.baseUrl);
      const start = (await this.store.get(key)) || undefined;
      return { key, start, ...(await readList(client, list, start, limit, maxPages)) };
    };
    const [consumers, reviews, productReviews] = await Promise.all(deletionLists.map(read));
    const ids: DeletedIds = {
      consumers: consumers!.ids,
      reviews: reviews!.ids,
      productReviews: productReviews!.ids,
    };
    const removed = await this.removeHolding(
      new Set([...ids.consumers, ...ids.reviews, ...ids.productReviews]),
    );
    await onDeleted?.(ids);
    const progress = {} as PurgeResult['progress'];
    for (const [name, list] of Object.entries({ consumers, reviews, productReviews })) {
      const { key, start, token, pages, end, error } = list!;
      // Kept without a time limit worth speaking of: the point reached in the list.
      if (token && token !== start) await this.store.set(key, token, 365 * 24 * 3600_000);
      progress[name as keyof DeletedIds] = { pages, end, ...(error ? { error } : {}) };
    }
    return { ...ids, removed, progress };
  }

  /** Drops every kept answer that holds one of `ids`; returns their keys (method and URL). */
  private async removeHolding(ids: Set<string>): Promise<string[]> {
    const removed: string[] = [];
    if (!ids.size) return removed;
    for await (const key of this.store.keys()) {
      if (!key.startsWith(answerPrefix)) continue;
      const kept = await this.store.get(key);
      if (kept === undefined || !holdsAny(unpack(kept).text, ids)) continue;
      await this.store.delete(key);
      removed.push(key.slice(answerPrefix.length));
    }
    return removed;
  }
}

/** One deletion list: its name in the store, how to ask for a page, and its records' ID field. */
interface DeletionList {
  name: string;
  page: (
    client: Client,
    query: { limit: number; nextToken?: string },
  ) => Promise<{ nextToken?: string } & Record<string, unknown>>;
  records: string;
  id: string;
}

// A list's name only keeps its cursor's key in the store apart from the other lists'.
const deletionLists: DeletionList[] = [
  {
    // Stryker disable next-line StringLiteral: any name apart from the other two would do.
    name: 'consumers',
    page: listDeletedConsumers,
    records: 'consumers',
    id: 'consumerId',
  },
  {
    // Stryker disable next-line StringLiteral: any name apart from the other two would do.
    name: 'reviews',
    page: listDeletedReviews,
    records: 'reviews',
    id: 'reviewId',
  },
  {
    // Stryker disable next-line StringLiteral: any name apart from the other two would do.
    name: 'product-reviews',
    page: listDeletedProductReviews,
    records: 'product-reviews',
    id: 'productReviewId',
  },
];

/**
 * Reads `list` from `start`: the IDs, the token to go on from next time (never past a page not
 * read), and how far it got. A page too large for the client is asked again with a quarter of
 * the `limit`. The spec does not say what the last page holds, so a page without records, or a
 * `nextToken` already given in this call, ends the list as one without `nextToken` does.
 */
async function readList(
  client: Client,
  list: DeletionList,
  start: string | undefined,
  limit: number,
  maxPages: number,
): Promise<{ ids: string[]; token?: string; pages: number; end: boolean; error?: Error }> {
  const ids: string[] = [];
  const sent = new Set<string | undefined>();
  let token = start;
  let size = limit;
  let pages = 0;
  try {
    while (pages < maxPages) {
      sent.add(token);
      pages++;
      let answer;
      try {
        answer = await list.page(client, { limit: size, ...(token ? { nextToken: token } : {}) });
      } catch (error) {
        if (!(error instanceof ResponseTooLargeError) || size === 1) throw error;
        size = Math.ceil(size / 4);
        continue;
      }
      const records = answer[list.records] as Record<string, string>[];
      for (const record of records) ids.push(record[list.id]!);
      const next = answer.nextToken;
      if (!next || !records.length || sent.has(next)) return { ids, token, pages, end: true };
      token = next;
    }
    return { ids, token, pages, end: false };
  } catch (error) {
    return { ids, token, pages, end: false, error: error as Error };
  }
}

/** A request's key: method, URL and body, and the credential hashed (no secret in the store). */
async function requestKey(request: Request): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const headers = request.headers;
  const credential = headers.get('apikey') ?? headers.get('authorization') ?? '';
  return `${answerPrefix}${request.method} ${request.url}${body && ` ${body}`} #${await fingerprint(credential)}`;
}

/** `response` with the same body, calling `done` once its body was read to the end or given up. */
function whenRead(response: Response, done: () => void): Response {
  const reader = response.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: end, value } = await reader.read();
        if (!end) return controller.enqueue(value);
        controller.close();
      } catch (error) {
        controller.error(error);
      }
      done();
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

/** `value`, or the signal's reason once it aborts first (a store that never answers). */
function untilAborted<T>(value: Promise<T> | T, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(value)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A short SHA-256 of `secret`, hex. */
async function fingerprint(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** Whether any string of the JSON `text` is one of `ids` (IDs are opaque: compared whole). */
function holdsAny(text: string, ids: Set<string>): boolean {
  let found = false;
  try {
    JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string' && ids.has(value)) found = true;
      return value;
    });
  } catch {
    // Not JSON: nothing we could draw from, so nothing to keep either.
    return true;
  }
  return found;
}
