/** Builds the whole data set from a seed. Same seed and asset host, deep-equal data. */
import { createRandom } from '../random.js';
import { generateBusinessUnits } from './business-units.js';
import { generateDeletions } from './deletions.js';
import { generateImportedReviews } from './imported.js';
import { generateProductReviews } from './product-reviews.js';
import { generateProducts } from './products.js';
import { generateServiceReviews } from './service-reviews.js';
import type { MockData } from './types.js';

export const DEFAULT_ASSET_BASE_URL = 'https://assets.rp-mock.test';

/** Builds the data set from scratch (about 120 ms in a browser). */
export function buildData(seed = 1, assetBaseUrl = DEFAULT_ASSET_BASE_URL): MockData {
  const random = createRandom(seed);
  const businessUnits = generateBusinessUnits();
  const { products, kinds } = generateProducts(
    random.fork('products'),
    businessUnits,
    assetBaseUrl,
  );
  const { reviews, conversations } = generateProductReviews(
    random.fork('product-reviews'),
    businessUnits,
    products,
    kinds,
    assetBaseUrl,
  );
  return {
    seed,
    assetBaseUrl,
    businessUnits,
    products,
    productReviews: reviews,
    importedReviews: generateImportedReviews(random.fork('imported'), businessUnits, products),
    conversations,
    serviceReviews: generateServiceReviews(random.fork('service-reviews'), businessUnits),
    deletions: generateDeletions(random.fork('deletions')),
    invitations: [],
    categoryChangeRequests: [],
  };
}

export type * from './types.js';

/** Freezes an object and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * A platform's own copy of a frozen data set: new arrays and new records (the things handlers and
 * tests change), sharing the frozen objects inside records (consumer, attachments, images...).
 */
function fork(shared: MockData): MockData {
  const copy = <T extends object>(items: readonly T[]): T[] => items.map((item) => ({ ...item }));
  return {
    seed: shared.seed,
    assetBaseUrl: shared.assetBaseUrl,
    businessUnits: copy(shared.businessUnits),
    products: copy(shared.products),
    productReviews: copy(shared.productReviews),
    importedReviews: copy(shared.importedReviews),
    conversations: shared.conversations.map((item) => ({ ...item, comments: copy(item.comments) })),
    serviceReviews: copy(shared.serviceReviews),
    deletions: {
      consumers: [...shared.deletions.consumers],
      reviews: [...shared.deletions.reviews],
      productReviews: [...shared.deletions.productReviews],
    },
    invitations: [],
    categoryChangeRequests: [],
  };
}

/** Data sets already built, frozen, by seed and asset host. */
const built = new Map<string, MockData>();

/**
 * The data set for a seed and asset host, built once and then handed out as copies: each call
 * gets its own arrays and records, so changes (upserts, comments, a test's edits of a record's
 * fields) stay with it. Objects inside records are shared and frozen: replace them, never change
 * them in place.
 */
export function generateData(seed = 1, assetBaseUrl = DEFAULT_ASSET_BASE_URL): MockData {
  const key = `${seed}|${assetBaseUrl}`;
  let shared = built.get(key);
  if (!shared) {
    shared = deepFreeze(buildData(seed, assetBaseUrl));
    if (built.size >= 4) built.delete(built.keys().next().value!);
    built.set(key, shared);
  }
  return fork(shared);
}
