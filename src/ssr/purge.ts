/** Reading the platform's deletion lists and dropping the kept answers they name. */
import { createClient, type Client } from '../api/client.js';
import { ResponseTooLargeError } from '../api/errors.js';
import {
  listDeletedConsumers,
  listDeletedProductReviews,
  listDeletedReviews,
} from '../api/deletions.js';
import type { AnswerStore } from './answer-store.js';
import { answerPrefix, cursorKey, unpack } from './answer-keys.js';

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

/** How long a purge may hold its lock, should its process end before it lets go. */
const purgeHold = 10 * 60_000;

/**
 * `AnswerCache.purgeDeleted()` on `store`: the deletion lists read from their points kept there,
 * and the answers holding a deleted consumer or review dropped from it.
 */
export async function purgeDeleted(
  store: AnswerStore,
  options: PurgeOptions,
): Promise<PurgeResult> {
  // One purge at a time on a store with add(): two would page the same lists.
  const lock = await cursorKey('purging', options.apiKey, options.baseUrl);
  if (store.add && !(await store.add(lock, '1', purgeHold))) {
    const idle = { pages: 0, end: false };
    const progress = { consumers: idle, reviews: idle, productReviews: idle };
    return { consumers: [], reviews: [], productReviews: [], removed: [], progress, busy: true };
  }
  try {
    return await purge(store, options);
  } finally {
    if (store.add) await store.delete(lock);
  }
}

async function purge(
  store: AnswerStore,
  { limit = 1000, maxPages = 100, onDeleted, ...options }: PurgeOptions,
): Promise<PurgeResult> {
  const client = createClient({ ...options, cacheTtl: 0 });
  const read = async (list: DeletionList) => {
    const key = await cursorKey(list.name, options.apiKey, options.baseUrl);
    const start = (await store.get(key)) || undefined;
    return { key, start, ...(await readList(client, list, start, limit, maxPages)) };
  };
  const [consumers, reviews, productReviews] = await Promise.all(deletionLists.map(read));
  const ids: DeletedIds = {
    consumers: consumers!.ids,
    reviews: reviews!.ids,
    productReviews: productReviews!.ids,
  };
  const removed = await removeHolding(
    store,
    new Set([...ids.consumers, ...ids.reviews, ...ids.productReviews]),
  );
  await onDeleted?.(ids);
  const progress = {} as PurgeResult['progress'];
  for (const [name, list] of Object.entries({ consumers, reviews, productReviews })) {
    const { key, start, token, pages, end, error } = list!;
    // Kept without a time limit worth speaking of: the point reached in the list.
    if (token && token !== start) await store.set(key, token, 365 * 24 * 3600_000);
    progress[name as keyof DeletedIds] = { pages, end, ...(error ? { error } : {}) };
  }
  return { ...ids, removed, progress };
}

/** Drops every kept answer that holds one of `ids`; returns their keys (method and URL). */
async function removeHolding(store: AnswerStore, ids: Set<string>): Promise<string[]> {
  const removed: string[] = [];
  if (!ids.size) return removed;
  for await (const key of store.keys()) {
    if (!key.startsWith(answerPrefix)) continue;
    const kept = await store.get(key);
    if (kept === undefined || !holdsAny(unpack(kept).text, ids)) continue;
    await store.delete(key);
    removed.push(key.slice(answerPrefix.length));
  }
  return removed;
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
