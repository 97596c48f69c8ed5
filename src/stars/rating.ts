import type { Client } from '../api/client.js';
import { getStarSummary } from '../api/summaries.js';
import { getBusinessUnit } from '../api/business-units.js';
import { getStarImages, getStarText, inSupportedLocale } from '../api/resources.js';
import { distributionProblem, ratingProblem } from '../api/checks.js';
import { safeImageUrl, safeUrl, urlProblem } from '../core/safe-url.js';
import { regionLocale } from '../core/resolve.js';
import { roundToHalf } from '../shared/stars.js';
import { text } from '../shared/platform-values.js';

/** What `<rp-stars>` draws, whichever source it came from. */
export interface Rating {
  /** The average (or TrustScore) to one decimal's precision. */
  score: number;
  /** The value the platform draws: its own half-star value for a business. */
  stars: number;
  total: number | undefined;
}

/** The platform's words and star image for a drawn value, when asked for. */
export interface StarExtras {
  label?: string;
  image?: string;
}

/** A fixed rating (the `value` attribute), or a RangeError saying why it is none. */
export function fixedRating(value: string): Rating {
  const number = value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(number) || number < 0 || number > 5) {
    throw new RangeError(`value "${value}" is not a rating from 0 to 5; nothing is drawn.`);
  }
  return { score: number, stars: roundToHalf(number), total: undefined };
}

/**
 * A product's rating (one SKU, or several summed as one product, through the summaries batch
 * that every `<rp-stars>` of the page shares), or the business's when no SKU is given.
 */
export async function loadRating(
  client: Client,
  { businessUnitId, sku }: { businessUnitId: string; sku?: string },
  signal: AbortSignal,
): Promise<Rating> {
  if (sku?.trim()) {
    const summary = await getStarSummary(client, businessUnitId, sku.split(','), { signal });
    const { starsAverage } = summary;
    return {
      score: starsAverage,
      stars: roundToHalf(starsAverage),
      total: summary.numberOfReviews.total,
    };
  }
  const unit = await getBusinessUnit(client, businessUnitId, { signal });
  return {
    score: unit.trustScore,
    stars: roundToHalf(unit.stars),
    total: unit.numberOfReviews.total,
  };
}

/** Why a rating kept in data (not made from answers just now) cannot be drawn, or nothing. */
export const storedRatingProblem = ({ score, stars, total }: Rating): string | undefined | false =>
  ratingProblem(score, 'score') ||
  ratingProblem(stars, 'stars') ||
  (total === undefined ? undefined : distributionProblem({ total }, 'numberOfReviews'));

/** The platform's words (in `locale`) and its star image for `stars`, each only when asked for. */
export async function loadStarExtras(
  client: Client,
  {
    stars,
    locale,
    label,
    image,
  }: { stars: number; locale: string; label: boolean; image: boolean },
  signal: AbortSignal,
): Promise<StarExtras> {
  const [words, images] = await Promise.all([
    label
      ? inSupportedLocale(
          client,
          regionLocale(locale),
          (supported) => getStarText(client, stars, supported, { signal }),
          { signal },
        )
      : undefined,
    image ? getStarImages(client, stars, { signal }) : undefined,
  ]);
  return { label: text(words?.string), image: safeUrl(images?.starSvg?.url) };
}

/** Why extras kept in data cannot be drawn, or nothing. */
export const storedExtrasProblem = ({ label, image }: StarExtras): string | undefined | false =>
  (label !== undefined && text(label) !== label && 'label is not a short text') ||
  urlProblem(image, 'image', safeImageUrl);
