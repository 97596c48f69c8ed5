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

/**
 * What the renders waiting on another's request get: the text its client accepted; else a copy
 * of its failure (the answer as its client read it, or the error its fetch threw), which their
 * clients refuse alike; or undefined when its own render gave up on it: one of them asks again.
 */
type Outcome = string | (() => Response) | undefined;

/** A render that asks the platform for an answer others wait on (see `fetchThrough`). */
interface Lead {
  key: string;
  settle: (outcome: Outcome) => void;
  shared: Promise<Outcome>;
  /** The refresh key it holds, if it refreshes an answer past its ttl. */
  refresh?: string;
  accepted: boolean;
  /** Its answer was read: a render coming now gets it only if accepted, never its failure. */
  read: boolean;
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
  private readonly pending = new Map<string, Lead>();
  /** The requests (the client's `init`) whose answer others wait on. */
  private readonly leads = new WeakMap<RequestInit, Lead>();

  /**
   * A `fetch` that answers kept reads from the store and passes the rest on: the client reads
   * every answer itself, within its byte cap and timeout. Reads of one key at the same time
   * make one request; the others wait for its answer, and get its failure too (one request
   * fails them all, retries included), unless its render gave up on it: then one of them asks
   * again. An answer past its `ttl` but within `staleFor` is served while one render asks
   * again. A store that fails or does not answer before the request's signal aborts is
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
      for (let waited = this.pending.get(key); waited; waited = this.pending.get(key)) {
        const late = waited.read;
        const outcome = await untilAborted(waited.shared, signal);
        if (typeof outcome === 'string') return this.serve(init, outcome);
        if (outcome && !late) return outcome();
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
    // Stryker disable next-line MethodExpression: a lock's name; any name tied to the answer's key would do.
    const refresh = refreshPrefix + key.slice(answerPrefix.length);
    if (!this.store.add) return refresh;
    // Stryker disable next-line StringLiteral: a lock's value is never read, only whether it is there.
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
    const shared = new Promise<Outcome>((resolve) => (settle = resolve));
    const lead: Lead = { key, settle, shared, refresh, accepted: false, read: false };
    this.pending.set(key, lead);
    this.leads.set(init, lead);
    // Not accepted: the waiting renders get the same failure, unless this render gave up.
    const refused = (failure: Outcome) => {
      if (!lead.accepted) this.release(lead, init.signal?.aborted ? undefined : failure);
    };
    let response: Response;
    try {
      response = await fetchImpl(request);
    } catch (error) {
      refused(() => {
        throw error;
      });
      throw error;
    }
    if (!response.body) {
      // Stryker disable next-line ArrayDeclaration: a copy of an answer without a body has no chunks to hold.
      refused(copies(response, []));
      return response;
    }
    // The client accepts an answer in the same turn it reads the end of its body: looked at a
    // turn later (a timer, which Node and browsers both have).
    return whenRead(response, (chunks, failed) => {
      lead.read = true;
      setTimeout(() => refused(copies(response, chunks, failed)), 0);
    });
  }

  /** Ends `lead`: the waiting renders get `outcome`, and later ones go to the store. */
  private release(lead: Lead, outcome: Outcome): void {
    lead.settle(outcome);
    if (this.pending.get(lead.key) === lead) this.pending.delete(lead.key);
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

/** How reading a body ended when it failed. */
interface Failed {
  error: unknown;
}

/**
 * `response` with the same body, calling `done` with the chunks read once its body was read to
 * the end, failed (`failed`) or was given up.
 */
function whenRead(
  response: Response,
  done: (chunks: Uint8Array[], failed?: Failed) => void,
): Response {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: end, value } = await reader.read();
        if (!end) {
          chunks.push(value);
          return controller.enqueue(value);
        }
        controller.close();
        done(chunks);
      } catch (error) {
        controller.error(error);
        done(chunks, { error });
      }
    },
    cancel(reason) {
      done(chunks);
      return reader.cancel(reason);
    },
  });
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

/**
 * A maker of copies of `response` as its client read it: its status and headers, and the
 * `chunks` read of its body, ending as the read did. Undefined for a status no `Response` can
 * be made with (a browser's opaque redirect): the waiting renders then ask again.
 */
function copies(response: Response, chunks: Uint8Array[], failed?: Failed): Outcome {
  const { status, statusText, headers } = response;
  const body = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        if (failed) controller.error(failed.error);
        else controller.close();
      },
    });
  const copy = () => new Response(response.body && body(), { status, statusText, headers });
  try {
    copy();
  } catch {
    return undefined;
  }
  return copy;
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
