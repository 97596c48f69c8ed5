import type { CallOptions, Client } from './client.js';
import { path, remember } from './client.js';
import type { ProductReviewSummary, StarDistribution } from './types.js';
import { distributionProblem, isCount, ratingProblem } from './checks.js';

/** What a star summary shows: the distribution and the average (0 when there are no reviews). */
export interface StarSummary {
  numberOfReviews: StarDistribution;
  starsAverage: number;
}

const starKeys = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'] as const;

function emptyDistribution(): StarDistribution {
  return { total: 0, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 0, fiveStars: 0 };
}

/**
 * One summary for several SKUs (the variants of one product): distributions are added, and the
 * average is the star total over the review total, taken from the distributions (exact even when
 * the platform rounds each SKU's average); a distribution that does not add up falls back to the
 * averages weighted by their review counts.
 */
export function combineSummaries(parts: readonly StarSummary[]): StarSummary {
  const numberOfReviews = emptyDistribution();
  let weighted = 0;
  let starTotal = 0;
  let consistent = true;
  for (const part of parts) {
    const counts = part.numberOfReviews;
    numberOfReviews.total += counts.total;
    starKeys.forEach((key, index) => {
      numberOfReviews[key] += counts[key];
      starTotal += (index + 1) * counts[key];
    });
    consistent &&= starKeys.reduce((sum, key) => sum + counts[key], 0) === counts.total;
    weighted += part.starsAverage * counts.total;
  }
  const total = numberOfReviews.total;
  const starsAverage = total ? (consistent ? starTotal : weighted) / total : 0;
  return { numberOfReviews, starsAverage };
}

/** The SKUs of one batch, each with the callers waiting for it. */
interface Batch {
  waiting: Map<string, Set<Waiter>>;
  /** Aborts the request once every caller has left; absent while the batch is not sent. */
  controller?: AbortController;
}

interface Waiter {
  batch: Batch;
  resolve(summary: StarSummary): void;
  reject(error: unknown): void;
}

/** Most SKU summaries kept per business unit. */
const maxKnown = 5000;

interface Batcher {
  known: Map<string, { expires: number; summary: StarSummary }>;
  /** The SKUs asked for since the last flush. */
  pending: Batch;
  scheduled: boolean;
  /** A batch left less than `batchWindow` ago: SKUs asked now wait for the window to close. */
  windowOpen: boolean;
}

/** Why the batch's answer cannot be used: its list, or the first summary out of range. */
function summariesProblem(body: { summaries?: unknown }): string | undefined {
  if (!Array.isArray(body?.summaries)) return 'no summaries list';
  for (const [i, value] of body.summaries.entries()) {
    const summary = value as ProductReviewSummary | undefined;
    const where = `summaries[${i}]`;
    if (typeof summary?.sku !== 'string') return `${where} has no sku`;
    const problem =
      distributionProblem(summary.numberOfReviews, `${where}.numberOfReviews`) ??
      ratingProblem(summary.starsAverage, `${where}.starsAverage`);
    if (problem) return problem;
  }
  return undefined;
}

/** A per-star count, or 0 when the platform left it out. */
const count = (value: unknown) => (isCount(value) ? value : 0);

/**
 * Sends the SKUs asked for so far, in requests of at most `batchSize`, and opens a window of
 * `batchWindow` ms: SKUs asked during it (cards mounted a few at a time, over many tasks) go
 * together when it closes, so a grid that grows card by card sends a request per window, not
 * per task. The first SKUs after a quiet spell do not wait.
 */
function flush(client: Client, businessUnitId: string, batcher: Batcher): void {
  batcher.scheduled = false;
  const entries = [...batcher.pending.waiting];
  batcher.pending.waiting.clear();
  const wait = client.options.batchWindow ?? 50;
  if (entries.length && wait > 0) {
    batcher.windowOpen = true;
    setTimeout(() => {
      batcher.windowOpen = false;
      if (batcher.pending.waiting.size) flush(client, businessUnitId, batcher);
    }, wait);
  }
  const size = Math.max(1, client.options.batchSize ?? 100);
  for (let start = 0; start < entries.length; start += size) {
    const batch: Batch = {
      waiting: new Map(entries.slice(start, start + size)),
      controller: new AbortController(),
    };
    for (const waiters of batch.waiting.values())
      for (const waiter of waiters) waiter.batch = batch;
    void send(client, businessUnitId, batcher, batch);
  }
}

async function send(
  client: Client,
  businessUnitId: string,
  batcher: Batcher,
  batch: Batch,
): Promise<void> {
  const ttl = client.options.cacheTtl ?? 60_000;
  const now = client.options.now ?? Date.now;
  const skus = [...batch.waiting.keys()];
  try {
    const { summaries } = await client.request<{ summaries: ProductReviewSummary[] }>(
      {
        method: 'POST',
        path: path`/v1/product-reviews/business-units/${businessUnitId}/batch-summaries`,
        json: { skus },
        auth: 'apiKey',
        read: true,
        check: summariesProblem,
      },
      { cache: false, signal: batch.controller!.signal },
    );
    const bySku = new Map(summaries.map((summary) => [summary.sku, summary]));
    for (const sku of skus) {
      // A SKU the platform does not list has no reviews.
      const found = bySku.get(sku);
      const summary: StarSummary = found
        ? {
            numberOfReviews: {
              total: found.numberOfReviews.total,
              ...(Object.fromEntries(
                starKeys.map((key) => [key, count(found.numberOfReviews[key])]),
              ) as Omit<StarDistribution, 'total'>),
            },
            starsAverage: found.starsAverage,
          }
        : { numberOfReviews: emptyDistribution(), starsAverage: 0 };
      // A catalogue scrolled without end keeps the last few thousand.
      if (ttl > 0) remember(batcher.known, sku, { expires: now() + ttl, summary }, maxKnown);
      for (const waiter of batch.waiting.get(sku) ?? []) waiter.resolve(summary);
    }
  } catch (error) {
    for (const waiters of batch.waiting.values())
      for (const waiter of waiters) waiter.reject(error);
  }
}

function summaryOf(
  client: Client,
  businessUnitId: string,
  sku: string,
  { signal, cache }: CallOptions,
): Promise<StarSummary> {
  const key = `summaries ${businessUnitId}`;
  let batcher = client.scope.get(key) as Batcher | undefined;
  if (!batcher) {
    batcher = {
      known: new Map(),
      pending: { waiting: new Map() },
      scheduled: false,
      windowOpen: false,
    };
    client.scope.set(key, batcher);
  }
  const hit = cache === false ? undefined : batcher.known.get(sku);
  if (hit && hit.expires > (client.options.now ?? Date.now)()) return Promise.resolve(hit.summary);
  if (hit) batcher.known.delete(sku);
  const found = batcher;
  return new Promise((resolve, reject) => {
    const leave = () => {
      const { waiting, controller } = waiter.batch;
      const waiters = waiting.get(sku);
      waiters?.delete(waiter);
      if (waiters?.size === 0) waiting.delete(sku);
      // A batch nobody waits for any more is not sent, or is cancelled.
      if (!waiting.size) controller?.abort(signal!.reason);
      reject(signal!.reason);
    };
    const done = () => signal?.removeEventListener('abort', leave);
    const waiter: Waiter = {
      batch: found.pending,
      resolve: (summary) => (done(), resolve(summary)),
      reject: (error) => (done(), reject(error)),
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', leave, { once: true });
    const waiters = found.pending.waiting.get(sku) ?? new Set();
    waiters.add(waiter);
    found.pending.waiting.set(sku, waiters);
    if (!found.scheduled && !found.windowOpen) {
      found.scheduled = true;
      // At the end of the current task's microtasks: every element connected in this task has
      // asked by then, and the request leaves before the page goes on to render them. While the
      // page is still being parsed, microtasks run after each element the parser creates, so
      // the batch waits for the parser's next pause instead.
      const parsing = globalThis.document?.readyState === 'loading';
      const later = parsing ? (next: () => void) => void setTimeout(next) : queueMicrotask;
      later(() => flush(client, businessUnitId, found));
    }
  });
}

/**
 * The star summary of one product, given by one or more SKUs. Calls for one business unit made
 * in the same task (before its microtasks run out) are sent together as `batch-summaries`
 * requests of at most `batchSize` SKUs; calls in the `batchWindow` ms after a batch has left
 * wait for the window to close and go together. Per-SKU answers are kept for `cacheTtl` (`cache:
 * false` asks again, and keeps the new answer). A caller that aborts leaves its batch; a batch
 * every caller has left is cancelled.
 */
export async function getStarSummary(
  client: Client,
  businessUnitId: string,
  skus: readonly string[],
  call: CallOptions = {},
): Promise<StarSummary> {
  const unique = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
  if (!unique.length) throw new TypeError('getStarSummary needs at least one SKU.');
  const parts = await Promise.all(
    unique.map((sku) => summaryOf(client, businessUnitId, sku, call)),
  );
  return combineSummaries(parts);
}
