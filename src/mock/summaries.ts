/**
 * Figures computed from the reviews on every request, so summaries, lists and business-unit
 * numbers always agree: star distributions, averages (one decimal), attribute aggregates, and a
 * unit's TrustScore (one decimal) and stars (rounded to the nearest half).
 */
import type {
  AttributeAggregate,
  BusinessUnitReviewCounts,
  StarDistribution,
} from '../api/types.js';
import { ATTRIBUTE_NAMES, ATTRIBUTE_PREFIX, attributeName } from './data/tables.js';
import type { Language } from './data/text.js';
import type { ProductReviewRecord, ServiceReviewRecord } from './data/types.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

export function distribution(items: readonly { stars: number }[]): StarDistribution {
  const counts = [0, 0, 0, 0, 0];
  for (const item of items) counts[item.stars - 1]!++;
  return {
    total: items.length,
    oneStar: counts[0]!,
    twoStars: counts[1]!,
    threeStars: counts[2]!,
    fourStars: counts[3]!,
    fiveStars: counts[4]!,
  };
}

/** The mean of the stars to one decimal; 0 without reviews. */
export function starsAverage(items: readonly { stars: number }[]): number {
  if (!items.length) return 0;
  return round1(items.reduce((sum, item) => sum + item.stars, 0) / items.length);
}

/** Only published reviews are public and counted. */
export function isPublic(review: ProductReviewRecord): boolean {
  return review.state === 'published';
}

const ATTRIBUTE_ORDER = Object.keys(ATTRIBUTE_NAMES).map((key) => `${ATTRIBUTE_PREFIX}${key}`);
const WORDS = ['one', 'two', 'three', 'four', 'five'] as const;

/** Aggregates of every attribute rated in the reviews, names in the given language. */
export function attributeAggregates(
  reviews: readonly ProductReviewRecord[],
  language: Language,
): AttributeAggregate[] {
  const ratings = new Map<string, number[]>();
  for (const review of reviews) {
    for (const { attributeId, rating } of review.attributeRatings) {
      ratings.set(attributeId, [...(ratings.get(attributeId) ?? []), rating]);
    }
  }
  return [...ratings.keys()]
    .sort((a, b) => ATTRIBUTE_ORDER.indexOf(a) - ATTRIBUTE_ORDER.indexOf(b))
    .map((id) => {
      const values = ratings.get(id)!;
      const occurrences = { one: 0, two: 0, three: 0, four: 0, five: 0 };
      for (const value of values) occurrences[WORDS[value - 1]!]++;
      return {
        id,
        name: attributeName(id, language),
        type: 'range_1to5',
        options: [],
        totalOccurrences: values.length,
        occurrences,
        average: round1(values.reduce((sum, value) => sum + value, 0) / values.length),
      };
    });
}

export interface UnitScore {
  numberOfReviews: BusinessUnitReviewCounts;
  /** Mean of the reviews that count towards it, one decimal; 0 without any. */
  trustScore: number;
  /** The same mean rounded to the nearest half star. */
  stars: number;
}

export function unitScore(reviews: readonly ServiceReviewRecord[]): UnitScore {
  const counting = reviews.filter((review) => review.countsTowardsTrustScore);
  const mean = counting.length
    ? counting.reduce((sum, review) => sum + review.stars, 0) / counting.length
    : 0;
  return {
    numberOfReviews: { ...distribution(reviews), usedForTrustScoreCalculation: counting.length },
    trustScore: round1(mean),
    stars: Math.round(mean * 2) / 2,
  };
}
