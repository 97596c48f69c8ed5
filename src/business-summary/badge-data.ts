import type { Client } from '../api/client.js';
import { findBusinessUnit, getBusinessUnit, getWebLinks } from '../api/business-units.js';
import { getLogos, inSupportedLocale } from '../api/resources.js';
import { roundToHalf, roundToTenth } from '../shared/stars.js';
import { safeImageUrl, safeUrl, urlProblem } from '../core/safe-url.js';
import { distributionProblem, ratingProblem } from '../api/checks.js';
import { regionLocale } from '../core/resolve.js';
import { count, text } from '../shared/platform-values.js';

/** Everything the badge draws, already checked: numbers as shown, only http(s) URLs. */
export interface Badge {
  name: string;
  /** The TrustScore at the one decimal that is shown (and put in structured data). */
  score: number;
  /** Stars drawn: the platform's half-star value. */
  stars: number;
  total: number;
  /** Review counts for five, four, three, two and one star, in that order. */
  distribution: number[];
  profileUrl?: string;
  evaluateUrl?: string;
  websiteUrl?: string;
  logos: { light?: string; dark?: string };
}

/** The business exists but is not active: the badge hides itself. */
export class InactiveError extends Error {
  override name = 'InactiveError';
}

/** "https://www.Example.com/shop" and "example.com" name the same business. */
export function domainName(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '');
}

/**
 * Resolves the business (a domain goes through the find endpoint once), then asks for the unit,
 * its web links and the logos together. Every call goes through the shared client, so other
 * widgets on the page asking for the same data cause no second request.
 */
export async function loadBadge(
  client: Client,
  target: { businessUnitId: string } | { domain: string },
  locale: string,
  signal: AbortSignal,
): Promise<Badge> {
  const id =
    'domain' in target
      ? (await findBusinessUnit(client, domainName(target.domain), { signal })).id
      : target.businessUnitId;
  const [unit, links, logos] = await Promise.all([
    getBusinessUnit(client, id, { signal }),
    inSupportedLocale(
      client,
      regionLocale(locale),
      (supported) => getWebLinks(client, id, supported, { signal }),
      { signal },
    ),
    getLogos(client, { signal }),
  ]);
  if (unit.status !== 'active') {
    throw new InactiveError(
      `business unit "${unit.id}" has status "${unit.status}", so no badge is shown.`,
    );
  }
  const counts = unit.numberOfReviews;
  return {
    name: text(unit.displayName),
    score: roundToTenth(unit.trustScore),
    stars: roundToHalf(unit.stars),
    total: counts.total,
    distribution: [
      counts.fiveStars,
      counts.fourStars,
      counts.threeStars,
      counts.twoStars,
      counts.oneStar,
    ].map(count),
    profileUrl: safeUrl(links.profileUrl),
    evaluateUrl: safeUrl(links.evaluateUrl),
    websiteUrl: safeUrl(unit.websiteUrl),
    logos: {
      light: safeUrl(logos.lightBackground?.logoSvg?.url),
      dark: safeUrl(logos.darkBackground?.logoSvg?.url),
    },
  };
}

/** Why a badge kept in data (not made from answers just now) cannot be drawn, or nothing. */
export function badgeProblem(badge: Badge): string | undefined | false {
  const [fiveStars, fourStars, threeStars, twoStars, oneStar] = Array.isArray(badge.distribution)
    ? badge.distribution
    : [];
  return (
    (text(badge.name) !== badge.name && 'name is not a short text') ||
    ratingProblem(badge.score, 'score') ||
    ratingProblem(badge.stars, 'stars') ||
    distributionProblem(
      { total: badge.total, fiveStars, fourStars, threeStars, twoStars, oneStar },
      'numberOfReviews',
    ) ||
    urlProblem(badge.profileUrl, 'profileUrl') ||
    urlProblem(badge.evaluateUrl, 'evaluateUrl') ||
    urlProblem(badge.websiteUrl, 'websiteUrl') ||
    // Images may be served from the shop's own host (see `safeImageUrl`).
    urlProblem(badge.logos?.light, 'logos.light', safeImageUrl) ||
    urlProblem(badge.logos?.dark, 'logos.dark', safeImageUrl)
  );
}
