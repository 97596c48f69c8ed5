/**
 * Range checks of the numbers in the platform's answers, shared by the endpoints' `check`s: a
 * number out of range makes the answer unusable (an `InvalidResponseError` saying which one),
 * never a TrustScore of 7 out of 5 or a bar at 233 %.
 */

/** The platform's largest page number and count (a 32-bit integer); keeps pagers sane too. */
const largest = 2_147_483_647;

/** A number of reviews or ratings: a whole number from 0 to the platform's largest. */
export const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= largest;

/** An average, a score or stars on the platform's scale of 0 to 5. */
export const isRating = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 5;

/** `value` as a short text for a reason. */
const shown = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

const starKeys = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'] as const;

/**
 * Why a star distribution cannot be drawn: its total is not a count, or a star's count is not a
 * count or exceeds the total. A star the platform leaves out counts as 0.
 */
export function distributionProblem(counts: unknown, where: string): string | undefined {
  const distribution = counts as Record<string, unknown> | undefined;
  const total = distribution?.total;
  if (!isCount(total)) return countProblem(total, `${where}.total`);
  for (const key of starKeys) {
    const count = distribution![key];
    if (count !== undefined && !(isCount(count) && count <= total)) {
      return `${where}.${key} ${shown(count)} is not a number of reviews up to the total ${total}`;
    }
  }
  return undefined;
}

/** Why a number of reviews cannot be drawn (nor a number of pages made of it), or nothing. */
export const countProblem = (value: unknown, where: string): string | undefined =>
  isCount(value) ? undefined : `${where} ${shown(value)} is not a number of reviews`;

/** Why an average (or score) cannot be drawn, or nothing. */
export const ratingProblem = (value: unknown, where: string): string | undefined =>
  isRating(value) ? undefined : `${where} ${shown(value)} is not a rating from 0 to 5`;

/**
 * Why a page of reviews (the list under `key`) cannot be shown: no list, more items than asked
 * for, or an item without stars from 1 to 5 or without its date.
 */
export const reviewListProblem =
  (key: string, perPage: number | undefined) =>
  (body: Record<string, { stars?: unknown; createdAt?: unknown }[] | undefined>) => {
    const reviews = body?.[key];
    if (!Array.isArray(reviews)) return `no ${key} list`;
    if (perPage !== undefined && reviews.length > perPage) {
      return `${key} lists ${reviews.length} reviews for perPage=${perPage}`;
    }
    const wrong = reviews.findIndex((review) => reviewProblem(review));
    return wrong < 0 ? undefined : reviewProblem(reviews[wrong], `${key}[${wrong}]`);
  };

/** Why a review cannot be shown (no stars from 1 to 5, or no date), or nothing. */
export const reviewProblem = (
  review: { stars?: unknown; createdAt?: unknown } | undefined,
  where = 'the review',
): string | undefined =>
  Number.isInteger(review?.stars) &&
  Number(review!.stars) >= 1 &&
  Number(review!.stars) <= 5 &&
  typeof review!.createdAt === 'string'
    ? undefined
    : `${where} lacks stars from 1 to 5 or createdAt`;

/** A summary: its distribution and average in range. */
export const summaryProblem = (body: { numberOfReviews?: unknown; starsAverage?: unknown }) =>
  distributionProblem(body?.numberOfReviews, 'numberOfReviews') ??
  ratingProblem(body.starsAverage, 'starsAverage');

/** Attribute summaries: every average from 0 to 5, every count of ratings a count. */
export function attributesProblem(body: {
  summaries?: { attributes?: unknown }[];
}): string | undefined {
  if (!Array.isArray(body?.summaries)) return 'no summaries list';
  for (const summary of body.summaries) {
    if (!Array.isArray(summary?.attributes)) continue;
    for (const attribute of summary.attributes as Record<string, unknown>[]) {
      const where = `attribute ${String(attribute?.id)}`;
      const counts = [attribute?.totalOccurrences, ...Object.values(attribute?.occurrences ?? {})];
      const problem =
        (attribute?.average !== undefined &&
          ratingProblem(attribute.average, `${where} average`)) ||
        (counts.some((count) => count !== undefined && !isCount(count)) &&
          `${where} has a number of ratings that is not a count`);
      if (problem) return problem;
    }
  }
  return undefined;
}
