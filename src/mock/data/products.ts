/** Product catalogues: SKUs, valid GTIN-13s, prices, images and links. */
import { MOCK_IDS } from '../constants.js';
import type { Random } from '../random.js';
import { UNIT_VOLUMES } from './business-units.js';
import { slug } from './text.js';
import type { BusinessUnitRecord, ProcessedImageRecord, ProductRecord } from './types.js';

/** Adjectives, nouns (noun "*" marks clothing, which gets Fit and Comfort ratings) and brands. */
interface Theme {
  prefix: string;
  firstNumber: number;
  adjectives: readonly string[];
  nouns: readonly string[];
  brands: readonly string[];
}

const themes: Record<string, Theme> = {
  'bu-acme': {
    prefix: 'ACME',
    firstNumber: 1000,
    adjectives: [
      'Summit',
      'Ridge',
      'Glacier',
      'Canyon',
      'Tundra',
      'Aurora',
      'Cascade',
      'Granite',
      'Timberline',
      'Sierra',
      'Fjord',
      'Evergreen',
      'Polar',
      'Basecamp',
      'Highland',
    ],
    nouns: [
      'Tent 2P',
      '*Alpine Jacket',
      'Down Sleeping Bag',
      'Trekking Poles',
      '*Rain Shell',
      '*Hiking Boots',
      'Daypack 25L',
      'Camp Stove',
      'Headlamp',
      '*Merino Base Layer',
      '*Fleece Hoodie',
      'Water Filter',
      'Insulated Bottle',
      '*Softshell Trousers',
      'Gaiters',
    ],
    brands: ['Acme Trail', 'Summit Line', 'Northwind'],
  },
  'bu-legacy': {
    prefix: 'NLH',
    firstNumber: 2000,
    adjectives: ['Nordic', 'Linen', 'Oak', 'Birch', 'Wool', 'Stone', 'Amber', 'Frost'],
    nouns: [
      'Table Lamp',
      'Cushion',
      'Throw Blanket',
      'Vase',
      'Candle Holder',
      'Side Table',
      'Rug',
      'Mirror',
    ],
    brands: ['Nordlicht', 'Hygge Living'],
  },
  'bu-empty': {
    prefix: 'QCB',
    firstNumber: 3000,
    adjectives: ['The Quiet', 'A Winter', 'The Last', 'Northern'],
    nouns: [
      'Garden (Hardcover)',
      'Journey (Paperback)',
      'Harbour (Audiobook)',
      'Lights (Hardcover)',
    ],
    brands: ['Corner Press'],
  },
  'bu-closed': {
    prefix: 'OMB',
    firstNumber: 4000,
    adjectives: ['Classic', 'Urban', 'Delta', 'Polder'],
    nouns: ['City Bike', 'Bike Lock', '*Cycling Helmet', 'Pannier', 'Bike Light'],
    brands: ['Old Mill'],
  },
};

function themeFor(unit: BusinessUnitRecord, index: number): Theme {
  return (
    themes[unit.id] ?? {
      prefix: unit.id.replace(/^bu-/, '').replace(/-/g, '').slice(0, 3).toUpperCase(),
      firstNumber: 5000 + index * 100,
      adjectives: ['Signature', 'Seasonal', 'House'],
      nouns: ['Gift Card', 'Sampler', 'Bundle'],
      brands: [unit.displayName],
    }
  );
}

const currencies: Record<string, string> = { GB: 'GBP', US: 'USD', DK: 'DKK', SE: 'SEK' };

/** GTIN-13 check digit: weights 1 and 3 alternating from the left over the first 12 digits. */
export function gtinCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin13(gtin: string): boolean {
  return /^\d{13}$/.test(gtin) && gtinCheckDigit(gtin.slice(0, 12)) === Number(gtin[12]);
}

/** Image URLs in three sizes under the asset host. */
export function productImages(assetBaseUrl: string, sku: string): ProcessedImageRecord[] {
  const base = `${assetBaseUrl}/products/${encodeURIComponent(sku)}`;
  return [
    { type: 'thumbnail', url: `${base}/80x80.jpg` },
    { type: 'small', url: `${base}/320x320.jpg` },
    { type: 'large', url: `${base}/1024x1024.jpg` },
  ];
}

/** Whether reviews of a product rate Fit and Comfort (clothing) besides Quality and Value. */
export type ProductKind = 'clothing' | 'gear';

export interface GeneratedCatalogue {
  products: ProductRecord[];
  kinds: Map<string, ProductKind>;
}

export function generateProducts(
  random: Random,
  units: readonly BusinessUnitRecord[],
  assetBaseUrl: string,
): GeneratedCatalogue {
  const products: ProductRecord[] = [];
  const kinds = new Map<string, ProductKind>();
  let feedNumber = 100_000;
  units.forEach((unit, unitIndex) => {
    const count = UNIT_VOLUMES[unit.id]?.products ?? 0;
    const theme = themeFor(unit, unitIndex);
    const names = random.shuffle(
      theme.adjectives.flatMap((adjective) => theme.nouns.map((noun) => ({ adjective, noun }))),
    );
    const currency = currencies[unit.country] ?? 'EUR';
    const skus: string[] = [];
    for (let i = 0; skus.length < count; i++) {
      const base = `${theme.prefix}-${theme.firstNumber + i}`;
      if (base === 'ACME-1006') skus.push(...MOCK_IDS.skus.variants);
      else skus.push(base);
    }
    skus.length = count;
    let variantTitle = '';
    skus.forEach((sku, i) => {
      const isVariant = MOCK_IDS.skus.variants.includes(sku);
      const { adjective, noun } = isVariant
        ? { adjective: 'Storm', noun: '*Waterproof Jacket' }
        : names[i % names.length]!;
      const clothing = noun.startsWith('*');
      const size = isVariant ? ` (${sku.slice(-1)})` : '';
      const title = `${adjective} ${noun.replace('*', '')}${size}`;
      if (isVariant && !variantTitle) variantTitle = slug(`${adjective} ${noun}`);
      const first12 = `50${String(random.int(0, 9_999_999_999)).padStart(10, '0')}`;
      const amount = random.int(1, 40) * 5 - 0.05 + (random.chance(0.2) ? 0.05 : 0);
      const images = productImages(assetBaseUrl, sku);
      const link = `${unit.websiteUrl}/products/${isVariant ? variantTitle : `${slug(title)}-${sku.toLowerCase()}`}`;
      products.push({
        id: `prod-${sku.toLowerCase()}`,
        businessUnitId: unit.id,
        sku,
        title,
        mpn: `${theme.prefix.slice(0, 2)}${random.int(10_000, 99_999)}-${String.fromCharCode(65 + random.int(0, 25))}`,
        gtin: `${first12}${gtinCheckDigit(first12)}`,
        brand: random.pick(theme.brands),
        price: `${amount.toFixed(2)} ${currency}`,
        merchantFeedProductId: `feed-${feedNumber++}`,
        processedImages: images,
        imageLink: images[2]!.url,
        link,
      });
      kinds.set(sku, clothing || sku === MOCK_IDS.skus.attributes ? 'clothing' : 'gear');
    });
  });
  return { products, kinds };
}
