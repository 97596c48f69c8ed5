/** IDs of consumers, service reviews and product reviews deleted on the platform. */
import type { Random } from '../random.js';
import { between, utcTimestamp } from './time.js';
import type { DeletionRecords } from './types.js';

const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2025, 11, 31, 23, 59, 59, 999);

/** Times in ascending order, with random milliseconds. */
function times(random: Random, count: number): string[] {
  return Array.from({ length: count }, () => between(random, FROM, TO) + random.int(0, 999))
    .sort((a, b) => a - b)
    .map(utcTimestamp);
}

export function generateDeletions(random: Random): DeletionRecords {
  const id = (prefix: string, i: number) => `${prefix}-${String(i + 1).padStart(5, '0')}`;
  return {
    consumers: times(random, 1500).map((deletedAt, i) => ({
      consumerId: id('cons-deleted', i),
      deletedAt,
    })),
    reviews: times(random, 2400).map((deletedAt, i) => ({
      reviewId: id('sr-deleted', i),
      deletedAt,
    })),
    productReviews: times(random, 1300).map((deletedAt, i) => ({
      productReviewId: id('pr-deleted', i),
      deletedAt,
    })),
  };
}
