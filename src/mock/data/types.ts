/**
 * The records the mock platform keeps. They hold what the API shows plus what the handlers need to
 * filter and join (owning unit, SKU, private fields); the handlers turn them into API shapes.
 */
import type { CountryCode } from './countries.js';
import type { Language } from './text.js';

/** "2025-06-01T12:30:00": the zone-less timestamps most of the API uses. */
export type Timestamp = string;

export interface BusinessUnitRecord {
  id: string;
  displayName: string;
  identifyingName: string;
  referringNames: string[];
  status: 'active' | 'inactive';
  country: CountryCode;
  websiteUrl: string;
  /** Answers the legacy variant of GET business unit whatever the platform knob says. */
  legacy: boolean;
  /** Shown as `warning` in the legacy variant. */
  warning: string | null;
  categories: { categoryId: string; isPrimary: boolean }[];
  /** Languages its reviewers write in, with weights. */
  languages: Partial<Record<Language, number>>;
}

export interface ProcessedImageRecord {
  url: string;
  type: string;
}

export interface ProductRecord {
  id: string;
  businessUnitId: string;
  sku: string;
  title: string;
  mpn: string;
  gtin: string;
  brand: string;
  price: string;
  merchantFeedProductId: string;
  processedImages: ProcessedImageRecord[];
  imageLink: string;
  link: string;
}

export interface AttachmentRecord {
  id: string;
  state: string;
  processedFiles: { dimension: string; mimeType: string; url: string }[];
}

export interface ProductReviewRecord {
  id: string;
  businessUnitId: string;
  sku: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  stars: number;
  content: string;
  language: Language;
  locale: string;
  consumer: { id: string; email: string; name: string; displayName: string };
  referenceId: string;
  redirectUri: string;
  state: 'published' | 'unpublished';
  hasModerationHistory: boolean;
  conversationId?: string;
  /** Names are given per request locale, so only ids are kept. */
  attributeRatings: { attributeId: string; rating: number }[];
  attachments: AttachmentRecord[];
  firstCompanyComment?: { comment: string; createdAt: Timestamp };
}

export interface ImportedReviewRecord {
  id: string;
  businessUnitId: string;
  sku: string;
  createdAt: Timestamp;
  stars: number;
  content: string;
  consumer: { name: string };
  source: { name: string };
  language: Language;
}

export interface CommentRecord {
  commentId: string;
  createdAt: Timestamp;
  author: { id: string; type: string };
  content: string;
  integrationId?: string;
}

export interface ConversationRecord {
  id: string;
  businessUnitId: string;
  consumerId: string;
  source: string;
  sourceId: string;
  state: 'public' | 'private';
  comments: CommentRecord[];
}

export interface ServiceReviewRecord {
  id: string;
  businessUnitId: string;
  status: string;
  language: Language;
  title: string;
  text: string;
  isVerified: boolean;
  stars: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  numberOfLikes: number;
  referenceId: string;
  referralEmail: string;
  tags: { group: string; value: string }[];
  complianceLabels: string[];
  consumer: { id: string; displayName: string; displayLocation: string; numberOfReviews: number };
  countsTowardsTrustScore: boolean;
  source: string;
  companyReply?: { text: string; createdAt: Timestamp };
  reportData?: { source: string; publicComment: string; createdAt: Timestamp };
}

export interface DeletionRecords {
  consumers: { consumerId: string; deletedAt: string }[];
  reviews: { reviewId: string; deletedAt: string }[];
  productReviews: { productReviewId: string; deletedAt: string }[];
}

export interface InvitationRecord {
  reviewLinkId: string;
  reviewUrl: string;
  businessUnitId: string;
  request: unknown;
}

export interface CategoryChangeRecord {
  businessUnitId: string;
  userId: string;
  request: {
    comment?: string;
    removeCategoryNames?: string[];
    primaryCategoryName?: string;
    addCategoryNames?: string[];
  };
}

/** The whole data set. Handlers change it (upserts, comments...); `reset()` makes it anew. */
export interface MockData {
  seed: number;
  assetBaseUrl: string;
  businessUnits: BusinessUnitRecord[];
  products: ProductRecord[];
  productReviews: ProductReviewRecord[];
  importedReviews: ImportedReviewRecord[];
  conversations: ConversationRecord[];
  serviceReviews: ServiceReviewRecord[];
  deletions: DeletionRecords;
  /** Made by createInvitationLink. */
  invitations: InvitationRecord[];
  /** Made by requestCategoryChange. */
  categoryChangeRequests: CategoryChangeRecord[];
}
