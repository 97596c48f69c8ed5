import type { Badge } from '../business-summary/badge-data.js';
import { syncJsonLd } from '../shared/json-ld.js';

/**
 * schema.org Organization with its AggregateRating, holding exactly the numbers the badge shows
 * (no rating while there are no reviews).
 */
export function organizationJsonLd(badge: Badge): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: badge.name,
    url: badge.websiteUrl,
    sameAs: badge.profileUrl,
    aggregateRating: badge.total
      ? {
          '@type': 'AggregateRating',
          ratingValue: badge.score,
          bestRating: 5,
          worstRating: 1,
          ratingCount: badge.total,
        }
      : undefined,
  };
}

/** Keeps the badge's JSON-LD child in step with the badge shown (none when undefined). */
export const syncOrganizationJsonLd = (host: HTMLElement, badge: Badge | undefined): void =>
  syncJsonLd(host, badge && organizationJsonLd(badge));
