import { createClient, type AnswerKeeper, type KeptRead } from '../api/client.js';
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
}

/** The store of one process: a `Map` with a time limit per entry and at most `maxEntries`. */
export function memoryStore({ maxEntries = 1000, now = Date.now } = {}): AnswerStore {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, ttl) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttl });
      // The oldest answer goes first: Map keeps insertion order.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(key) {
      entries.delete(key);
    },
    keys() {
      return [...entries.keys()].filter((key) => this.get(key) !== undefined);
    },
  };
}

/** What `purgeDeleted()` found in the deletion lists and removed from the store. */
export interface PurgeResult {
  consumers: string[];
  reviews: string[];
  productReviews: string[];
  /** The kept answers dropped (their keys: method and URL). */
  removed: string[];
}

export interface AnswerCacheOptions {
  store?: AnswerStore;
  /** How long an answer is kept, in ms. Default 60 000. */
  ttl?: number;
}

/** Where the deletion lists' cursors are kept, in the store itself (a shared store, one cursor). */
const cursorKey = (list: string) => `rp-deletions:${list}`;
const answerPrefix = 'rp-answer:';

/**
 * The platform's answers a server render kept, by request. Only answers the client accepted
 * (read within its byte cap and timeout, checked like every answer) are kept, and only as long
 * as `ttl`; the platform requires callers to drop
 * deleted consumers and reviews (spec 4.7), which `purgeDeleted()` does.
 */
export class AnswerCache {
  readonly store: AnswerStore;
  readonly ttl: number;

  constructor({ store = memoryStore(), ttl = 60_000 }: AnswerCacheOptions = {}) {
    this.store = store;
    this.ttl = ttl;
  }

  /**
   * The client's side of the cache: it reads each answer itself (within its byte cap and
   * timeout) and hands over only answers that passed its checks.
   */
  keeper(): AnswerKeeper {
    return {
      get: async (read) => this.store.get(await answerKey(read)),
      set: async (read, text) => this.store.set(await answerKey(read), text, this.ttl),
    };
  }

  /**
   * Reads the three deletion lists from where the last call stopped (each page's `nextToken`;
   * the last page is read again next time, as it may have grown), and removes every kept answer
   * that holds a listed consumer, review or product review. Returns the IDs and the answers
   * removed.
   */
  async purgeDeleted({
    limit = 1000,
    ...options
  }: {
    apiKey: string;
    baseUrl: string;
    fetch?: typeof fetch;
    /** Records per page (the platform's maximum, 1000, by default). */
    limit?: number;
  }): Promise<PurgeResult> {
    const client = createClient({ ...options, cacheTtl: 0 });
    const read = async <K extends string>(
      list: string,
      key: K,
      page: (query: {
        nextToken?: string;
        limit: number;
      }) => Promise<{ nextToken?: string } & { [P in K]?: Record<string, unknown>[] }>,
      idField: string,
    ): Promise<string[]> => {
      const ids: string[] = [];
      let token = (await this.store.get(cursorKey(list))) || undefined;
      for (;;) {
        const answer = await page({ limit, ...(token ? { nextToken: token } : {}) });
        for (const record of answer[key] ?? []) {
          if (typeof record[idField] === 'string') ids.push(record[idField]);
        }
        if (!answer.nextToken) break;
        token = answer.nextToken;
        // Kept without a time limit worth speaking of: the point reached in the list.
        await this.store.set(cursorKey(list), token, 365 * 24 * 3600_000);
      }
      return ids;
    };
    const [consumers, reviews, productReviews] = await Promise.all([
      read('consumers', 'consumers', (query) => listDeletedConsumers(client, query), 'consumerId'),
      read('reviews', 'reviews', (query) => listDeletedReviews(client, query), 'reviewId'),
      read(
        'product-reviews',
        'product-reviews',
        (query) => listDeletedProductReviews(client, query),
        'productReviewId',
      ),
    ]);
    const deleted = new Set([...consumers, ...reviews, ...productReviews]);
    const removed: string[] = [];
    if (deleted.size) {
      for await (const key of this.store.keys()) {
        if (!key.startsWith(answerPrefix)) continue;
        const text = await this.store.get(key);
        if (text === undefined || !holdsAny(text, deleted)) continue;
        await this.store.delete(key);
        removed.push(key.slice(answerPrefix.length));
      }
    }
    return { consumers, reviews, productReviews, removed };
  }
}

/** A read's key: method, URL and body, and the credential hashed (no secret in the store). */
async function answerKey({ method, url, body, credential }: KeptRead): Promise<string> {
  return `${answerPrefix}${method} ${url}${body && ` ${body}`} #${await fingerprint(credential)}`;
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
