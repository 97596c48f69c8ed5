import type { CallOptions, Client } from './client.js';
import { path } from './client.js';
import type { ProductReviewSummary, StarDistribution } from './types.js';

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

interface Waiter {
  resolve(summary: StarSummary): void;
  reject(error: unknown): void;
}

interface Batcher {
  known: Map<string, { expires: number; summary: StarSummary }>;
  pending: Map<string, Waiter[]>;
  scheduled: boolean;
}

/** A number of reviews: a whole number from 0, small enough that sums stay exact. */
const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) >= 0;

function isSummary(value: unknown): value is ProductReviewSummary {
  const summary = value as ProductReviewSummary | undefined;
  return (
    typeof summary?.sku === 'string' &&
    isCount(summary.numberOfReviews?.total) &&
    typeof summary.starsAverage === 'number' &&
    summary.starsAverage >= 0 &&
    summary.starsAverage <= 5
  );
}

/** A per-star count, or 0 when the platform left it out or sent something else. */
const count = (value: unknown) => (isCount(value) ? value : 0);

async function flush(client: Client, businessUnitId: string, batcher: Batcher): Promise<void> {
  batcher.scheduled = false;
  const waiting = new Map(batcher.pending);
  batcher.pending.clear();
  const skus = [...waiting.keys()];
  const size = Math.max(1, client.options.batchSize ?? 100);
  const ttl = client.options.cacheTtl ?? 60_000;
  const now = client.options.now ?? Date.now;
  for (let start = 0; start < skus.length; start += size) {
    const chunk = skus.slice(start, start + size);
    try {
      const { summaries } = await client.request<{ summaries: ProductReviewSummary[] }>(
        {
          method: 'POST',
          path: path`/v1/product-reviews/business-units/${businessUnitId}/batch-summaries`,
          json: { skus: chunk },
          auth: 'apiKey',
          read: true,
          check: (body: { summaries?: unknown }) =>
            (!Array.isArray(body?.summaries) || !body.summaries.every(isSummary)) &&
            'summaries must be a list of {sku, starsAverage, numberOfReviews}',
        },
        { cache: false },
      );
      const bySku = new Map(summaries.map((summary) => [summary.sku, summary]));
      for (const sku of chunk) {
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
        if (ttl > 0) batcher.known.set(sku, { expires: now() + ttl, summary });
        for (const waiter of waiting.get(sku) ?? []) waiter.resolve(summary);
      }
    } catch (error) {
      for (const sku of chunk) for (const waiter of waiting.get(sku) ?? []) waiter.reject(error);
    }
  }
}

function summaryOf(client: Client, businessUnitId: string, sku: string): Promise<StarSummary> {
  const key = `summaries ${businessUnitId}`;
  let batcher = client.scope.get(key) as Batcher | undefined;
  if (!batcher) {
    batcher = { known: new Map(), pending: new Map(), scheduled: false };
    client.scope.set(key, batcher);
  }
  const hit = batcher.known.get(sku);
  if (hit && hit.expires > (client.options.now ?? Date.now)()) return Promise.resolve(hit.summary);
  const found = batcher;
  return new Promise((resolve, reject) => {
    const waiters = found.pending.get(sku) ?? [];
    waiters.push({ resolve, reject });
    found.pending.set(sku, waiters);
    if (!found.scheduled) {
      found.scheduled = true;
      // A macrotask, not a microtask: every element created in the same task joins the batch.
      setTimeout(() => void flush(client, businessUnitId, found));
    }
  });
}

/**
 * The star summary of one product, given by one or more SKUs. Calls made in the same task for
 * one business unit are sent together as `batch-summaries` requests of at most `batchSize` SKUs,
 * and per-SKU answers are kept for `cacheTtl`.
 */
export async function getStarSummary(
  client: Client,
  businessUnitId: string,
  skus: readonly string[],
  call: CallOptions = {},
): Promise<StarSummary> {
  const unique = [...new Set(skus.map((sku) => sku.trim()).filter(Boolean))];
  if (!unique.length) throw new TypeError('getStarSummary needs at least one SKU.');
  const all = Promise.all(unique.map((sku) => summaryOf(client, businessUnitId, sku)));
  const { signal } = call;
  if (signal?.aborted) throw signal.reason;
  const parts = await (signal
    ? Promise.race([
        all,
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
      ])
    : all);
  return combineSummaries(parts);
}
