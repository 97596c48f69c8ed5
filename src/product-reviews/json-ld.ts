import { formatNumber } from '../shared/messages.js';
import type { StarSummary } from '../api/summaries.js';
import type { Item } from '../review-list/review-card.js';

const rating = (value: number | string) => ({
  '@type': 'Rating',
  ratingValue: value,
  bestRating: 5,
  worstRating: 1,
});

/**
 * schema.org Product with the numbers the widget shows: the average to one decimal, the number
 * of reviews, and the platform's reviews on the current page. Undefined without reviews (an
 * AggregateRating of zero reviews is invalid).
 */
export function productJsonLd(
  summary: StarSummary,
  items: Item[],
  skus: string[],
  name: string | undefined,
): object | undefined {
  const total = summary.numberOfReviews.total;
  if (!total) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: skus.length === 1 ? skus[0] : undefined,
    aggregateRating: {
      ...rating(formatNumber('en-US', summary.starsAverage, 1)),
      '@type': 'AggregateRating',
      reviewCount: total,
    },
    review: items.map((item) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: item.name },
      datePublished: item.createdAt?.slice(0, 10),
      reviewBody: item.content,
      reviewRating: rating(item.stars),
    })),
  };
}
