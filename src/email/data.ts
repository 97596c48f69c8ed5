import type { Client } from '../api/client.js';
import { loadReviewsPage } from '../business-reviews/reviews-data.js';
import { reviewQuery } from '../business-reviews/query.js';
import { loadProductPage, splitSkus } from '../product-reviews/review-page.js';
import { fromPlatform, type Item } from '../review-list/review-card.js';

interface Where {
  client: Client;
  locale: string;
  unit: string;
  signal: AbortSignal;
}

/** The reviews an e-mail shows, and where "Read more" leads. */
export interface EmailReviews {
  items: Item[];
  moreUrl?: string;
}

const language = (locale: string) => locale.split('-')[0]!.toLowerCase();

/**
 * The newest reviews in the e-mail's language, through the lists' own loaders (the same
 * requests, checks and answer cache as the web elements): a product's, or the business's own.
 */
export async function loadReviews(
  { client, locale, unit, signal }: Where,
  tag: 'rp-product-reviews' | 'rp-business-reviews',
  { sku, count, productUrl }: { sku?: string; count: number; productUrl?: string },
): Promise<EmailReviews> {
  if (tag === 'rp-product-reviews') {
    const skus = splitSkus(sku);
    const view = await loadProductPage(
      client,
      { businessUnitId: unit, locale, skus },
      [JSON.stringify([unit, skus]), 1, count, '', language(locale)],
      signal,
    );
    return { items: view.reviews.map(fromPlatform), moreUrl: productUrl };
  }
  // With its header, the business list's loader brings the profile link "Read more" leads to.
  const page = await loadReviewsPage(
    client,
    {
      target: { businessUnitId: unit },
      locale,
      query: { ...reviewQuery({}, language(locale), count), page: 1 },
      header: true,
    },
    signal,
  );
  return { items: page.items, moreUrl: page.badge?.profileUrl };
}
