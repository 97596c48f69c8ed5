/** The shop's catalogue: the mock data set's products of Acme Outdoor, variants as one product. */
import type { MockData, ProductRecord } from '../src/mock/index.js';
import { MOCK_IDS } from '../src/mock/index.js';

export interface ShopProduct {
  /** The SKUs of the product's variants (one for most products). */
  skus: string[];
  /** What the widgets' `sku` attribute takes: the SKUs joined with commas. */
  sku: string;
  /** Catalogue IDs, for review invitations. */
  ids: string[];
  title: string;
  brand: string;
  amount: number;
  currency: string;
  image: string;
  largeImage: string;
}

function group(records: ProductRecord[]): ShopProduct {
  const [first] = records as [ProductRecord];
  const [amount = '0', currency = 'USD'] = first.price.split(' ');
  const image = (type: string) =>
    first.processedImages.find((item) => item.type === type)?.url ?? first.imageLink;
  return {
    skus: records.map((record) => record.sku),
    sku: records.map((record) => record.sku).join(','),
    ids: records.map((record) => record.id),
    title: records.length > 1 ? first.title.replace(/\s*\([^)]*\)$/, '') : first.title,
    brand: first.brand,
    amount: Number(amount),
    currency,
    image: image('small'),
    largeImage: image('large'),
  };
}

/** Products of the demo shop in catalogue order; variants sharing a product page are one. */
export function catalogue(data: MockData): ShopProduct[] {
  const byLink = new Map<string, ProductRecord[]>();
  for (const record of data.products) {
    if (record.businessUnitId !== MOCK_IDS.businessUnits.acme) continue;
    const list = byLink.get(record.link) ?? [];
    list.push(record);
    byLink.set(record.link, list);
  }
  return [...byLink.values()].map(group);
}

export function findProduct(products: ShopProduct[], sku: string | null): ShopProduct | undefined {
  const wanted = (sku ?? '').split(',')[0]?.trim().toUpperCase();
  return wanted ? products.find((product) => product.skus.includes(wanted)) : undefined;
}

export function formatPrice(product: ShopProduct, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: product.currency }).format(
    product.amount,
  );
}

/** The products worth a look, by what their reviews show. */
export const SHOWCASE = [
  { sku: MOCK_IDS.skus.many, label: 'Hundreds of reviews' },
  { sku: MOCK_IDS.skus.few, label: 'Three reviews' },
  { sku: MOCK_IDS.skus.none, label: 'No reviews yet' },
  { sku: MOCK_IDS.skus.photos, label: 'Reviews with photos' },
  { sku: MOCK_IDS.skus.attributes, label: 'Quality, fit and value ratings' },
  { sku: MOCK_IDS.skus.imported, label: 'Imported reviews' },
  { sku: MOCK_IDS.skus.variants.join(','), label: 'Three sizes, one product' },
];
