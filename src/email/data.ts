import type { Client } from '../api/client.js';
import { getWebLinks, listBusinessUnitReviews } from '../api/business-units.js';
import { listProductReviews } from '../api/product-reviews.js';
import { inSupportedLocale } from '../api/resources.js';
import { regionLocale } from '../core/resolve.js';
import { reviewQuery } from '../business-reviews/query.js';
import { splitSkus } from '../product-reviews/review-page.js';
import { fromBusinessReview, fromPlatform, type Item } from '../review-list/review-card.js';

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
const records = (list: unknown): object[] =>
  Array.isArray(list) ? list.filter((entry) => entry && typeof entry === 'object') : [];

/** The newest reviews in the e-mail's language: a product's, or the business's own. */
export async function loadReviews(
  { client, locale, unit, signal }: Where,
  tag: 'rp-product-reviews' | 'rp-business-reviews',
  { sku, count, productUrl }: { sku?: string; count: number; productUrl?: string },
): Promise<EmailReviews> {
  if (tag === 'rp-product-reviews') {
    const list = await listProductReviews(
      client,
      unit,
      { sku: splitSkus(sku), page: 1, perPage: count, language: language(locale), locale },
      { signal },
    );
    return {
      items: records(list.productReviews).map((review) => fromPlatform(review as never)),
      moreUrl: productUrl,
    };
  }
  const [list, links] = await Promise.all([
    listBusinessUnitReviews(client, unit, reviewQuery({}, language(locale), count), { signal }),
    inSupportedLocale(
      client,
      regionLocale(locale),
      (supported) => getWebLinks(client, unit, supported, { signal }),
      { signal },
    ),
  ]);
  return {
    items: records(list.reviews).map((review) => fromBusinessReview(review as never)),
    moreUrl: links.profileUrl,
  };
}
