/** Product reviews with a skewed spread over products, plus the fixed reviews tests name. */
import { MOCK_IDS, MOCK_USERS } from '../constants.js';
import type { Random } from '../random.js';
import { UNIT_VOLUMES, unitSlug } from './business-units.js';
import type { ProductKind } from './products.js';
import { ATTRIBUTE_PREFIX } from './tables.js';
import { type Language, LOCALES_OF, person, replyText, reviewText, slug } from './text.js';
import { DAY, between, timestamp } from './time.js';
import type {
  AttachmentRecord,
  BusinessUnitRecord,
  ConversationRecord,
  ProductRecord,
  ProductReviewRecord,
} from './types.js';

const FROM = Date.UTC(2023, 0, 1);
/** Generated reviews end a day before the fixed ones, which are so the newest of their product. */
const GENERATED_TO = Date.UTC(2025, 11, 30, 23, 59, 59);
const TO = Date.UTC(2025, 11, 31, 23, 59, 59);

/** Fixed review counts (published, unpublished) of the SKUs tests rely on. */
const FIXED_COUNTS: Record<string, [number, number]> = {
  [MOCK_IDS.skus.many]: [420, 12],
  [MOCK_IDS.skus.few]: [3, 1],
  [MOCK_IDS.skus.none]: [0, 0],
  [MOCK_IDS.skus.photos]: [40, 2],
  [MOCK_IDS.skus.imported]: [5, 0],
  [MOCK_IDS.skus.attributes]: [60, 2],
  [MOCK_IDS.skus.variants[0]!]: [30, 1],
  [MOCK_IDS.skus.variants[1]!]: [20, 1],
  [MOCK_IDS.skus.variants[2]!]: [10, 0],
  [MOCK_IDS.skus.legacy]: [150, 5],
};

const ATTACHMENT_DIMENSIONS = ['80x80', '320x320', '1024x1024'];
const ATTACHMENT_TYPES: [string, string][] = [
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
];

/** A business user of the unit, to sign comments. */
export function teamMember(businessUnitId: string): string {
  return (
    MOCK_USERS.find((user) => user.businessUnitId === businessUnitId && !user.twoFactor)?.id ??
    `user-${unitSlug(businessUnitId)}-team`
  );
}

function attachments(assetBaseUrl: string, reviewId: string, count: number): AttachmentRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `att-${reviewId.replace(/^pr-/, '')}-${i + 1}`;
    return {
      id,
      state: 'Published',
      processedFiles: ATTACHMENT_DIMENSIONS.flatMap((dimension) =>
        ATTACHMENT_TYPES.map(([mimeType, extension]) => ({
          dimension,
          mimeType,
          url: `${assetBaseUrl}/attachments/${id}/${dimension}.${extension}`,
        })),
      ),
    };
  });
}

function attributeKeys(kind: ProductKind, sku: string): string[] {
  if (sku === MOCK_IDS.skus.attributes) return ['quality', 'fit', 'value'];
  return kind === 'clothing'
    ? ['quality', 'fit', 'value', 'comfort']
    : ['quality', 'value', 'durability'];
}

function clampStars(value: number): number {
  return Math.min(5, Math.max(1, Math.round(value)));
}

/** J-shaped floor: even good products get some one-star reviews. */
const FLOOR = [0.06, 0.02, 0.02, 0.04, 0.1];

/** Relative chances of 1 to 5 stars around a product's mean. */
function starWeights(mean: number): number[] {
  return [1, 2, 3, 4, 5].map((stars, i) => FLOOR[i]! + Math.exp(-((stars - mean) ** 2) / 1.6));
}

interface Context {
  random: Random;
  assetBaseUrl: string;
  unit: BusinessUnitRecord;
  languages: Language[];
  languageWeights: number[];
  serial: { value: number };
}

function makeReview(
  context: Context,
  product: ProductRecord,
  kind: ProductKind,
  weights: number[],
  published: boolean,
  id?: string,
): ProductReviewRecord {
  const { random, unit } = context;
  const number = ++context.serial.value;
  const reviewId = id ?? `pr-${unitSlug(unit.id)}-${String(number).padStart(5, '0')}`;
  const language = random.weighted(context.languages, context.languageWeights);
  const stars = random.weighted([1, 2, 3, 4, 5], weights);
  const created = between(random, FROM, GENERATED_TO);
  const updated = random.chance(0.1) ? Math.min(TO, created + random.int(1, 30) * DAY) : created;
  const who = person(random, language);
  const forceAttributes = product.sku === MOCK_IDS.skus.attributes;
  const rates = forceAttributes || random.chance(0.45);
  const attributeRatings = rates
    ? attributeKeys(kind, product.sku)
        .filter(() => forceAttributes || random.chance(0.85))
        .map((key) => ({
          attributeId: `${ATTRIBUTE_PREFIX}${key}`,
          rating: clampStars(stars + random.int(-1, 1)),
        }))
    : [];
  const photoChance = product.sku === MOCK_IDS.skus.photos ? 0.75 : 0.06;
  const review: ProductReviewRecord = {
    id: reviewId,
    businessUnitId: unit.id,
    sku: product.sku,
    createdAt: timestamp(created),
    updatedAt: timestamp(updated),
    stars,
    content: reviewText(random, language, stars),
    language,
    locale: random.pick(LOCALES_OF[language]),
    consumer: {
      id: `cons-${unitSlug(unit.id)}-${String(number).padStart(5, '0')}`,
      email: `${slug(who.firstName)}.${slug(who.lastName)}${number}@mail.example`,
      name: who.name,
      displayName: who.displayName,
    },
    referenceId: `ORD-${random.int(100_000, 999_999)}`,
    redirectUri: `${unit.websiteUrl}/thank-you`,
    state: published ? 'published' : 'unpublished',
    hasModerationHistory: !published || random.chance(0.02),
    attributeRatings,
    attachments: random.chance(photoChance)
      ? attachments(context.assetBaseUrl, reviewId, random.int(1, 3))
      : [],
  };
  if (random.chance(stars <= 2 ? 0.35 : 0.12)) {
    review.firstCompanyComment = {
      comment: replyText(language, stars),
      createdAt: timestamp(Math.min(TO, created + random.int(1, 5) * DAY)),
    };
  }
  return review;
}

/** Spreads `total` reviews over products with Zipf-like weights; about one in seven gets none. */
function spread(random: Random, products: ProductRecord[], total: number): Map<string, number> {
  const order = random.shuffle(products);
  const weights = order.map((_, rank) => (random.chance(0.15) ? 0 : 1 / (rank + 1) ** 1.05));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = new Map<string, number>();
  order.forEach((product, i) =>
    counts.set(product.sku, sum ? Math.round((total * weights[i]!) / sum) : 0),
  );
  return counts;
}

export interface GeneratedReviews {
  reviews: ProductReviewRecord[];
  conversations: ConversationRecord[];
}

export function generateProductReviews(
  random: Random,
  units: readonly BusinessUnitRecord[],
  products: readonly ProductRecord[],
  kinds: Map<string, ProductKind>,
  assetBaseUrl: string,
): GeneratedReviews {
  const reviews: ProductReviewRecord[] = [];
  const conversations: ConversationRecord[] = [];
  for (const unit of units) {
    const own = products.filter((product) => product.businessUnitId === unit.id);
    const fixed = own.filter((product) => product.sku in FIXED_COUNTS);
    const generic = own.filter((product) => !(product.sku in FIXED_COUNTS));
    const fixedTotal = fixed.reduce((sum, product) => sum + FIXED_COUNTS[product.sku]![0], 0);
    const total = Math.max(0, (UNIT_VOLUMES[unit.id]?.productReviews ?? 0) - fixedTotal);
    const counts = spread(random, generic, total);
    const languages = Object.keys(unit.languages) as Language[];
    const context: Context = {
      random,
      assetBaseUrl,
      unit,
      languages,
      languageWeights: languages.map((language) => unit.languages[language]!),
      serial: { value: 0 },
    };
    const own_: ProductReviewRecord[] = [];
    for (const product of own) {
      const generated = counts.get(product.sku) ?? 0;
      // A few unpublished reviews on reviewed products only: an unreviewed product stays empty.
      const [published, unpublished] = FIXED_COUNTS[product.sku] ?? [
        generated,
        generated && random.chance(0.5) ? random.int(1, 3) : 0,
      ];
      const weights = starWeights(
        product.sku === MOCK_IDS.skus.few
          ? 4
          : random.chance(0.1)
            ? random.int(20, 32) / 10
            : random.int(38, 50) / 10,
      );
      const kind = kinds.get(product.sku) ?? 'gear';
      for (let i = 0; i < published + unpublished; i++) {
        own_.push(makeReview(context, product, kind, weights, i < published));
      }
    }
    addFixedReviews(context, own, kinds, own_);
    addConversations(random, unit, own_, conversations);
    joinReplies(unit, own_, conversations);
    reviews.push(...own_);
  }
  return { reviews, conversations };
}

/** The reviews MOCK_IDS.reviewIds names, newest of their product, with set properties. */
function addFixedReviews(
  context: Context,
  products: ProductRecord[],
  kinds: Map<string, ProductKind>,
  into: ProductReviewRecord[],
): void {
  const { unit, random } = context;
  const fixed = (
    sku: string,
    id: string,
    stars: number,
    published: boolean,
    minutesBefore: number,
  ) => {
    const product = products.find((item) => item.sku === sku)!;
    const review = makeReview(context, product, kinds.get(sku)!, starWeights(stars), published, id);
    review.stars = stars;
    review.language = 'en';
    review.locale = 'en-GB';
    review.content = reviewText(random, 'en', stars);
    review.createdAt = timestamp(TO - minutesBefore * 60_000);
    review.updatedAt = review.createdAt;
    delete review.firstCompanyComment;
    into.push(review);
    return review;
  };
  if (unit.id === MOCK_IDS.businessUnits.acme) {
    const published = fixed(MOCK_IDS.skus.many, MOCK_IDS.reviewIds.published, 5, true, 60);
    published.content =
      'Brilliant tent. It went up in five minutes on the first try.\n\nStayed dry through two nights of heavy rain, and it packs small.';
    published.attributeRatings = ['quality', 'value', 'durability'].map((key, i) => ({
      attributeId: `${ATTRIBUTE_PREFIX}${key}`,
      rating: 5 - (i === 1 ? 1 : 0),
    }));
    published.attachments = attachments(context.assetBaseUrl, published.id, 2);
    published.firstCompanyComment = {
      comment: 'Thank you for your kind words. Enjoy your trips!',
      createdAt: timestamp(TO - 30 * 60_000),
    };
    published.conversationId = MOCK_IDS.conversationIds.public;
    fixed(MOCK_IDS.skus.many, MOCK_IDS.reviewIds.unpublished, 1, false, 90).hasModerationHistory =
      true;
    fixed(MOCK_IDS.skus.many, MOCK_IDS.reviewIds.privateConversation, 2, true, 120).conversationId =
      MOCK_IDS.conversationIds.private;
    fixed(MOCK_IDS.skus.many, MOCK_IDS.reviewIds.noConversation, 4, true, 150);
  }
  if (unit.id === MOCK_IDS.businessUnits.legacy) {
    fixed(MOCK_IDS.skus.legacy, MOCK_IDS.reviewIds.legacy, 4, true, 60).conversationId =
      MOCK_IDS.conversationIds.legacy;
  }
}

/**
 * A review's company reply is the first comment of its conversation: a review generated with a
 * reply gets a public conversation that starts with it (or its conversation starts with it), and
 * later comments follow it in time. Uses no random numbers, so the rest of the data is unchanged.
 */
function joinReplies(
  unit: BusinessUnitRecord,
  reviews: ProductReviewRecord[],
  conversations: ConversationRecord[],
): void {
  const author = { id: teamMember(unit.id), type: 'businessUser' };
  let number = 0;
  for (const review of reviews) {
    const reply = review.firstCompanyComment;
    if (!reply) continue;
    let conversation = conversations.find((item) => item.id === review.conversationId);
    if (!conversation) {
      conversation = {
        id: `conv-${unitSlug(unit.id)}-r${String(++number).padStart(4, '0')}`,
        businessUnitId: unit.id,
        consumerId: review.consumer.id,
        source: 'ProductReview',
        sourceId: review.id,
        state: 'public',
        comments: [],
      };
      conversations.push(conversation);
      review.conversationId = conversation.id;
    }
    const [first, ...rest] = conversation.comments;
    conversation.comments = [
      {
        commentId: first?.commentId ?? `${conversation.id}-c1`,
        createdAt: reply.createdAt,
        author: { ...author },
        content: reply.comment,
      },
      ...rest.map((comment, i) => ({
        ...comment,
        createdAt:
          comment.createdAt > reply.createdAt
            ? comment.createdAt
            : timestamp(Math.min(TO, Date.parse(`${reply.createdAt}Z`) + (i + 1) * 600_000)),
      })),
    ];
  }
}

const COMMENTS = [
  'Thank you for your review. We have sent you a replacement.',
  'Sorry to hear that. Could you send us your order number?',
  'Glad you like it! Tell us how it holds up this winter.',
  'We have forwarded your feedback to the product team.',
];

function addConversations(
  random: Random,
  unit: BusinessUnitRecord,
  reviews: ProductReviewRecord[],
  into: ConversationRecord[],
): void {
  const author = { id: teamMember(unit.id), type: 'businessUser' };
  let number = 0;
  for (const review of reviews) {
    const named = review.conversationId;
    const fixed = (Object.values(MOCK_IDS.reviewIds) as string[]).includes(review.id);
    if (!named && (fixed || review.state !== 'published' || !random.chance(0.05))) continue;
    const id = named ?? `conv-${unitSlug(unit.id)}-${String(++number).padStart(4, '0')}`;
    review.conversationId = id;
    const start = Date.parse(`${review.createdAt}Z`);
    const count = named ? 2 : random.int(0, 3);
    into.push({
      id,
      businessUnitId: unit.id,
      consumerId: review.consumer.id,
      source: 'ProductReview',
      sourceId: review.id,
      state:
        id === MOCK_IDS.conversationIds.private
          ? 'private'
          : named || random.chance(0.8)
            ? 'public'
            : 'private',
      comments: Array.from(
        { length: id === MOCK_IDS.conversationIds.private ? 1 : count },
        (_, i) => ({
          commentId: `${id}-c${i + 1}`,
          createdAt: timestamp(Math.min(TO, start + (i + 1) * (named ? 600_000 : 3_600_000))),
          author: { ...author },
          content:
            named && i === 0
              ? 'Thank you for taking the time to review us.'
              : random.pick(COMMENTS),
        }),
      ),
    });
  }
}
