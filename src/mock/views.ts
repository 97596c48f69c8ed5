/** Records as the API shows them: public and private shapes, localized attribute names. */
import type {
  BusinessUnitSummary,
  Comment,
  ImportedProductReview,
  Link,
  PrivateConversation,
  PrivateProductReview,
  Product,
  PublicConversation,
  PublicProductReview,
} from '../api/types.js';
import { attributeName } from './data/tables.js';
import type { Language } from './data/text.js';
import type {
  BusinessUnitRecord,
  CommentRecord,
  ConversationRecord,
  ImportedReviewRecord,
  ProductRecord,
  ProductReviewRecord,
} from './data/types.js';

function attributeRatings(review: ProductReviewRecord, language: Language, only?: string[]) {
  return review.attributeRatings
    .filter((rating) => !only?.length || only.includes(rating.attributeId))
    .map((rating) => ({
      attributeId: rating.attributeId,
      attributeName: attributeName(rating.attributeId, language),
      rating: rating.rating,
    }));
}

function attachments(review: ProductReviewRecord) {
  return review.attachments.map((attachment) => ({
    id: attachment.id,
    state: attachment.state,
    processedFiles: attachment.processedFiles.map((file) => ({ ...file })),
  }));
}

/**
 * A public review. Its company reply is the first comment of its conversation while that is
 * public (edits show at once); a private conversation shows nothing to shoppers. A review without
 * a conversation shows the reply its record holds, if any.
 */
export function publicProductReview(
  review: ProductReviewRecord,
  language: Language,
  attributeIds?: string[],
  conversation?: ConversationRecord,
): PublicProductReview {
  const view: PublicProductReview = {
    id: review.id,
    createdAt: review.createdAt,
    stars: review.stars,
    content: review.content,
    consumer: { id: review.consumer.id, displayName: review.consumer.displayName },
    language: review.language,
    attributeRatings: attributeRatings(review, language, attributeIds),
    attachments: attachments(review),
  };
  if (conversation) {
    const first = conversation.state === 'public' ? conversation.comments[0] : undefined;
    if (first) view.firstCompanyComment = { comment: first.content, createdAt: first.createdAt };
  } else if (review.firstCompanyComment) {
    // A record given a reply by hand, without a conversation (tests, integrators' data).
    view.firstCompanyComment = { ...review.firstCompanyComment };
  }
  return view;
}

export function privateProductReview(
  review: ProductReviewRecord,
  product: ProductRecord | undefined,
  language: Language,
): PrivateProductReview {
  const view: PrivateProductReview = {
    id: review.id,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    businessUnitId: review.businessUnitId,
    stars: review.stars,
    content: review.content,
    product: {
      id: product?.id ?? '',
      productUrl: product?.link ?? '',
      productImages: (product?.processedImages ?? []).map((image) => ({ ...image })),
      name: product?.title ?? '',
      sku: review.sku,
      gtin: product?.gtin ?? '',
      mpn: product?.mpn ?? '',
      brand: product?.brand ?? '',
    },
    consumer: { id: review.consumer.id, email: review.consumer.email, name: review.consumer.name },
    referenceId: review.referenceId,
    locale: review.locale,
    language: review.language,
    redirectUri: review.redirectUri,
    state: review.state,
    hasModerationHistory: review.hasModerationHistory,
    attributeRatings: attributeRatings(review, language),
    attachments: attachments(review),
  };
  if (review.conversationId) view.conversationId = review.conversationId;
  return view;
}

export function importedReview(review: ImportedReviewRecord): ImportedProductReview {
  return {
    createdAt: review.createdAt,
    stars: review.stars,
    content: review.content,
    consumer: { ...review.consumer },
    source: { ...review.source },
    language: review.language,
  };
}

export function comment(record: CommentRecord): Comment {
  return {
    commentId: record.commentId,
    createdAt: record.createdAt,
    author: { ...record.author },
    content: record.content,
  };
}

export function privateConversation(record: ConversationRecord): PrivateConversation {
  return {
    id: record.id,
    businessUnitId: record.businessUnitId,
    consumerId: record.consumerId,
    source: record.source,
    sourceId: record.sourceId,
    state: record.state,
    comments: record.comments.map(comment),
  };
}

export function publicConversation(record: ConversationRecord): PublicConversation {
  return {
    id: record.id,
    businessUnitId: record.businessUnitId,
    consumerId: record.consumerId,
    comments: record.comments.map(comment),
  };
}

export function product(record: ProductRecord): Product {
  const { businessUnitId: _unit, processedImages, ...rest } = record;
  return { ...rest, processedImages: processedImages.map((image) => ({ ...image })) };
}

/** Links of a unit: itself, its reviews and its web links. */
export function unitLinks(base: string, unit: BusinessUnitRecord): Link[] {
  const self = `${base}/v1/business-units/${encodeURIComponent(unit.id)}`;
  return [
    { href: self, method: 'GET', rel: 'self' },
    { href: `${self}/reviews`, method: 'GET', rel: 'reviews' },
    { href: `${self}/web-links`, method: 'GET', rel: 'web-links' },
  ];
}

export function unitSummary(base: string, unit: BusinessUnitRecord): BusinessUnitSummary {
  return {
    displayName: unit.displayName,
    id: unit.id,
    links: unitLinks(base, unit),
    name: { referring: [...unit.referringNames], identifying: unit.identifyingName },
  };
}
