/** Product reviews imported from other sources (shops the business used before, marketplaces). */
import { MOCK_IDS } from '../constants.js';
import type { Random } from '../random.js';
import { unitSlug } from './business-units.js';
import { type Language, person, reviewText } from './text.js';
import { between, timestamp } from './time.js';
import type { BusinessUnitRecord, ImportedReviewRecord, ProductRecord } from './types.js';

export const IMPORT_SOURCES = ['Shopfront Reviews', 'Marketplace Import', 'Previous Website'];

const FROM = Date.UTC(2021, 0, 1);
const TO = Date.UTC(2024, 11, 31);

/** How many imported reviews a SKU gets; zero for most. */
function countFor(random: Random, sku: string): number {
  if (sku === MOCK_IDS.skus.imported) return 80;
  if (sku === MOCK_IDS.skus.legacy) return 20;
  if (Object.values(MOCK_IDS.skus).flat().includes(sku)) return 0;
  return random.chance(0.08) ? random.int(1, 12) : 0;
}

export function generateImportedReviews(
  random: Random,
  units: readonly BusinessUnitRecord[],
  products: readonly ProductRecord[],
): ImportedReviewRecord[] {
  const reviews: ImportedReviewRecord[] = [];
  for (const unit of units) {
    const languages = Object.keys(unit.languages) as Language[];
    const weights = languages.map((language) => unit.languages[language]!);
    let number = 0;
    for (const product of products) {
      if (product.businessUnitId !== unit.id) continue;
      const count = countFor(random, product.sku);
      for (let i = 0; i < count; i++) {
        const language = random.weighted(languages, weights);
        const stars = random.weighted([1, 2, 3, 4, 5], [1, 1, 3, 6, 9]);
        reviews.push({
          id: `imp-${unitSlug(unit.id)}-${String(++number).padStart(4, '0')}`,
          businessUnitId: unit.id,
          sku: product.sku,
          createdAt: timestamp(between(random, FROM, TO)),
          stars,
          content: reviewText(random, language, stars),
          consumer: { name: person(random, language).displayName },
          source: { name: random.pick(IMPORT_SOURCES) },
          language,
        });
      }
    }
  }
  return reviews;
}
