import { syncJsonLd } from '../shared/json-ld.js';
import { fromPlatform } from '../review-list/review-card.js';
import { productJsonLd } from './json-ld.js';
import { splitSkus, type PlatformView } from './review-page.js';

/** Keeps the list's Product JSON-LD child in step with the page shown (none when undefined). */
export function syncProductJsonLd(
  host: HTMLElement,
  data: PlatformView | undefined,
  sku: string | undefined,
  productName: string | undefined,
): void {
  const items = data?.reviews.map(fromPlatform) ?? [];
  syncJsonLd(host, data && productJsonLd(data.summary, items, splitSkus(sku), productName));
}
