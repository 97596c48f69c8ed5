/** Reviews of the businesses themselves (service reviews), shown by the business-unit review lists. */
import { MOCK_IDS } from '../constants.js';
import type { Random } from '../random.js';
import { UNIT_VOLUMES, unitSlug } from './business-units.js';
import { COUNTRY_NAMES } from './countries.js';
import {
  COUNTRY_OF,
  type Language,
  person,
  replyText,
  reviewText,
  reviewTitle,
  slug,
} from './text.js';
import { DAY, between, timestamp } from './time.js';
import type { BusinessUnitRecord, ServiceReviewRecord } from './types.js';

const FROM = Date.UTC(2022, 5, 1);
const TO = Date.UTC(2025, 11, 30, 23, 59, 59);
/** Reviews newer than this count towards the TrustScore (the last two years before the base date). */
export const TRUST_SCORE_FROM = Date.UTC(2024, 0, 1);

export const SOURCES = ['Organic', 'InvitationApi', 'InvitationLink', 'Shop'];
export const TAG_VALUES: Record<string, readonly string[]> = {
  topic: ['delivery', 'customer-service', 'price', 'quality', 'returns'],
  campaign: ['winter-sale', 'newsletter', 'loyalty'],
};

/** Where the stars of a unit's reviews gather; others get a random mean. */
const MEANS: Record<string, number> = {
  [MOCK_IDS.businessUnits.acme]: 4.4,
  [MOCK_IDS.businessUnits.legacy]: 4.0,
  [MOCK_IDS.businessUnits.inactive]: 2.4,
};
/** J-shaped floor: some one-star and five-star reviews everywhere. */
const FLOOR = [0.08, 0.02, 0.02, 0.04, 0.1];

export function generateServiceReviews(
  random: Random,
  units: readonly BusinessUnitRecord[],
): ServiceReviewRecord[] {
  const reviews: ServiceReviewRecord[] = [];
  for (const unit of units) {
    const count = UNIT_VOLUMES[unit.id]?.serviceReviews ?? 0;
    const languages = Object.keys(unit.languages) as Language[];
    const weights = languages.map((language) => unit.languages[language]!);
    const mean = MEANS[unit.id] ?? random.int(34, 47) / 10;
    const starWeights = [1, 2, 3, 4, 5].map(
      (stars, i) => FLOOR[i]! + Math.exp(-((stars - mean) ** 2) / 1.8),
    );
    for (let i = 1; i <= count; i++) {
      const language = random.weighted(languages, weights);
      const stars = random.weighted([1, 2, 3, 4, 5], starWeights);
      const created = between(random, FROM, TO);
      const who = person(random, language);
      const source = random.weighted(SOURCES, [5, 3, 2, 1]);
      const invited = source !== 'Organic';
      const tags = random.chance(0.3)
        ? [{ group: 'topic', value: random.pick(TAG_VALUES.topic!) }].concat(
            random.chance(0.3)
              ? [{ group: 'campaign', value: random.pick(TAG_VALUES.campaign!) }]
              : [],
          )
        : [];
      const review: ServiceReviewRecord = {
        id: `sr-${unitSlug(unit.id)}-${String(i).padStart(4, '0')}`,
        businessUnitId: unit.id,
        status: 'active',
        language,
        title: reviewTitle(random, language, stars),
        text: reviewText(random, language, stars),
        isVerified: invited || random.chance(0.4),
        stars,
        createdAt: timestamp(created),
        updatedAt: timestamp(
          random.chance(0.1) ? Math.min(TO, created + random.int(1, 20) * DAY) : created,
        ),
        numberOfLikes: random.chance(0.7) ? 0 : random.int(1, 30),
        referenceId: invited ? `ORD-${random.int(100_000, 999_999)}` : '',
        referralEmail: invited
          ? `${slug(who.firstName)}.${slug(who.lastName)}${i}@mail.example`
          : '',
        tags,
        complianceLabels: random.chance(0.02) ? ['incentivized'] : [],
        consumer: {
          id: `cons-sr-${unitSlug(unit.id)}-${String(i).padStart(4, '0')}`,
          displayName: who.displayName,
          displayLocation: `${who.city}, ${COUNTRY_NAMES.en[COUNTRY_OF[language]]}`,
          numberOfReviews: random.int(1, 40),
        },
        countsTowardsTrustScore: created >= TRUST_SCORE_FROM,
        source,
      };
      if (random.chance(stars <= 2 ? 0.6 : 0.2)) {
        review.companyReply = {
          text: replyText(language, stars),
          createdAt: timestamp(Math.min(TO, created + random.int(1, 4) * DAY)),
        };
      }
      if (random.chance(0.03)) {
        review.reportData = {
          source: 'BusinessUser',
          publicComment: 'This review does not describe a real experience with us.',
          createdAt: timestamp(Math.min(TO, created + random.int(1, 9) * DAY)),
        };
      }
      reviews.push(review);
    }
    if (unit.id === MOCK_IDS.businessUnits.acme) {
      // The newest review of acme, replied to, never reported: MOCK_IDS.reviewIds.service.
      const first = reviews.find((review) => review.businessUnitId === unit.id)!;
      Object.assign(first, {
        id: MOCK_IDS.reviewIds.service,
        stars: 5,
        language: 'en',
        title: 'Great service',
        text: 'Ordered on Monday, the tent arrived on Tuesday. Friendly help on the phone too.',
        createdAt: timestamp(Date.UTC(2025, 11, 31, 10)),
        updatedAt: timestamp(Date.UTC(2025, 11, 31, 10)),
        countsTowardsTrustScore: true,
        companyReply: {
          text: replyText('en', 5),
          createdAt: timestamp(Date.UTC(2025, 11, 31, 12)),
        },
      });
      delete first.reportData;
    }
  }
  return reviews;
}
