import { memoryStore, type AnswerStore } from './answer-store.js';
import { answerPrefix, keyOf, pack, refreshPrefix, unpack } from './answer-keys.js';
import { purgeDeleted, type PurgeOptions, type PurgeResult } from './purge.js';

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
      const key = await keyOf(input, init);
      // Built only to ask the platform: a hit needs none.
      const request = () => new Request(input, init);
      const signal = init?.signal ?? undefined;
      const kept = await untilAborted(this.store.get(key), signal).catch(() => undefined);
      let refresh: string | undefined;
      if (typeof kept === 'string') {
        const { freshUntil, text } = unpack(kept);
        if (freshUntil > this.now() || !init || this.pending.has(key))
          return this.serve(init, text);
        // Without the store's add, taken in the same turn as the check above: a render between
        // them would refresh too.
        const held = this.holdRefresh(key, signal);
        refresh = typeof held === 'string' ? held : await held;
        if (!refresh) return this.serve(init, text);
      }
      const waited = this.pending.get(key);
      if (waited) {
        const text = await untilAborted(waited, signal).catch(() => undefined);
        return text === undefined ? fetchImpl(request()) : this.serve(init, text);
      }
      // Without the client's `init`, its acceptance cannot be told apart: not shared.
      return init ? this.lead(key, request(), init, fetchImpl, refresh) : fetchImpl(request());
    };
  }

  /** A kept answer, as the client reads it; not kept again when accepted. */
  private serve(init: RequestInit | undefined, text: string): Response {
    if (init) this.served.add(init);
    return new Response(text, { headers: { 'content-type': 'application/json' } });
  }

  /** Takes the right to refresh `key` (the store's `add`, else this process's); its key or undefined. */
  private holdRefresh(
    key: string,
    signal: AbortSignal | undefined,
  ): string | Promise<string | undefined> {
    const refresh = refreshPrefix + key.slice(answerPrefix.length);
    if (!this.store.add) return refresh;
    return untilAborted(this.store.add(refresh, '1', refreshHold), signal).then(
      (held) => (held ? refresh : undefined),
      () => undefined,
    );
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
    const signal = init.signal ?? undefined;
    try {
      const key = lead?.key ?? (await keyOf(url, init));
      const kept = pack(this.now() + this.ttl, text);
      await untilAborted(this.store.set(key, kept, this.ttl + this.staleFor), signal);
      if (lead?.refresh) await untilAborted(this.store.delete(lead.refresh), signal);
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
  purgeDeleted(options: PurgeOptions): Promise<PurgeResult> {
    return purgeDeleted(this.store, options);
  }
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
function untilAborted<T>(value: Promise<T> | T, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(value);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(value)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}
