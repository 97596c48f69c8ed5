// The named types of the API contract. This is the only hand-written type module: every type
// here is an alias of a type generated from src/api/openapi.json into schema.d.ts
// (`npm run gen:types`). Change the contract, never a shape here.
import type { components, operations, paths } from './schema.js';

export type Schemas = components['schemas'];
export type Operations = operations;
export type Paths = paths;
export type OperationId = keyof operations;

// Errors and shared values

/** Body of every non-2xx answer (named so it does not shadow the global `Error`). */
export type ErrorBody = Schemas['Error'];
/** The `code` of an error body. */
export type ErrorCode = ErrorBody['code'];
export type Timestamp = Schemas['Timestamp'];
export type Link = Schemas['Link'];

// Conversations

export type CommentAuthor = Schemas['CommentAuthor'];
export type Comment = Schemas['Comment'];
export type CommentRequest = Schemas['CommentRequest'];
export type ConversationState = Schemas['ConversationState'];
export type ConversationStateRequest = Schemas['ConversationStateRequest'];
export type PrivateConversation = Schemas['PrivateConversation'];
export type PublicConversation = Schemas['PublicConversation'];

// Product review summaries

export type StarDistribution = Schemas['StarDistribution'];
export type ProductReviewSummary = Schemas['ProductReviewSummary'];
export type ProductReviewSummaryList = Schemas['ProductReviewSummaryList'];
export type BatchSummariesRequest = Schemas['BatchSummariesRequest'];
export type BatchSummariesResponse = Schemas['BatchSummariesResponse'];
export type CombinedSummary = Schemas['CombinedSummary'];
export type AttributeOccurrences = Schemas['AttributeOccurrences'];
export type AttributeAggregate = Schemas['AttributeAggregate'];
export type AttributeSummary = Schemas['AttributeSummary'];
export type BatchAttributeSummariesRequest = Schemas['BatchAttributeSummariesRequest'];
export type AttributeSummariesResponse = Schemas['AttributeSummariesResponse'];

// Product reviews

export type AttributeRating = Schemas['AttributeRating'];
export type ProcessedFile = Schemas['ProcessedFile'];
export type Attachment = Schemas['Attachment'];
export type PublicProductReviewConsumer = Schemas['PublicProductReviewConsumer'];
export type FirstCompanyComment = Schemas['FirstCompanyComment'];
export type PublicProductReview = Schemas['PublicProductReview'];
export type PublicProductReviewList = Schemas['PublicProductReviewList'];
export type ProductImage = Schemas['ProductImage'];
export type ReviewedProduct = Schemas['ReviewedProduct'];
export type PrivateProductReviewConsumer = Schemas['PrivateProductReviewConsumer'];
export type PrivateProductReview = Schemas['PrivateProductReview'];
export type PrivateProductReviewList = Schemas['PrivateProductReviewList'];
export type ImportedProductReview = Schemas['ImportedProductReview'];
export type ImportedProductReviewList = Schemas['ImportedProductReviewList'];
export type CreateConversationResponse = Schemas['CreateConversationResponse'];

// Invitation links

export type InvitationConsumer = Schemas['InvitationConsumer'];
export type InvitationProduct = Schemas['InvitationProduct'];
export type InvitationLinkRequest = Schemas['InvitationLinkRequest'];
export type InvitationLinkResponse = Schemas['InvitationLinkResponse'];

// Products

export type ProcessedImage = Schemas['ProcessedImage'];
export type ProductInput = Schemas['ProductInput'];
export type Product = Schemas['Product'];
export type UpsertProductsRequest = Schemas['UpsertProductsRequest'];
export type ProductList = Schemas['ProductList'];
export type ProductPage = Schemas['ProductPage'];

// Business units

export type BusinessUnitName = Schemas['BusinessUnitName'];
export type BusinessUnitSummary = Schemas['BusinessUnitSummary'];
export type BusinessUnitSearchResult = Schemas['BusinessUnitSearchResult'];
export type BusinessUnitList = Schemas['BusinessUnitList'];
export type BusinessUnitSearchList = Schemas['BusinessUnitSearchList'];
export type BusinessUnitReviewCounts = Schemas['BusinessUnitReviewCounts'];
export type BusinessUnitBase = Schemas['BusinessUnitBase'];
export type BusinessUnitCurrent = Schemas['BusinessUnitCurrent'];
export type BusinessUnitScore = Schemas['BusinessUnitScore'];
export type BusinessUnitLegacy = Schemas['BusinessUnitLegacy'];
/** Either variant of a full business unit; the `score` key marks the legacy one. */
export type BusinessUnit = Schemas['BusinessUnit'];
export type BusinessUnitReview = Schemas['BusinessUnitReview'];
export type ReviewBusinessUnit = Schemas['ReviewBusinessUnit'];
export type ReviewTag = Schemas['ReviewTag'];
export type ReviewConsumer = Schemas['ReviewConsumer'];
export type CompanyReply = Schemas['CompanyReply'];
export type ReportData = Schemas['ReportData'];
export type PrivateBusinessUnitReview = Schemas['PrivateBusinessUnitReview'];
export type BusinessUnitReviewList = Schemas['BusinessUnitReviewList'];
export type PrivateBusinessUnitReviewList = Schemas['PrivateBusinessUnitReviewList'];
export type WebLinks = Schemas['WebLinks'];
export type CategoryRanking = Schemas['CategoryRanking'];
export type Category = Schemas['Category'];
export type CategoryList = Schemas['CategoryList'];
export type CategoryChangeRequest = Schemas['CategoryChangeRequest'];

// Resources

export type Locale = Schemas['Locale'];
export type LocaleList = Schemas['LocaleList'];
export type Country = Schemas['Country'];
export type CountryList = Schemas['CountryList'];
export type ImageLinks = Schemas['ImageLinks'];
export type Image = Schemas['Image'];
export type StarImages = Schemas['StarImages'];
export type LogoSet = Schemas['LogoSet'];
export type Logos = Schemas['Logos'];
export type Icons = Schemas['Icons'];
export type StarText = Schemas['StarText'];

// Deletions

export type DeletedConsumer = Schemas['DeletedConsumer'];
export type DeletedReview = Schemas['DeletedReview'];
export type DeletedProductReview = Schemas['DeletedProductReview'];
export type DeletedConsumerList = Schemas['DeletedConsumerList'];
export type DeletedReviewList = Schemas['DeletedReviewList'];
export type DeletedProductReviewList = Schemas['DeletedProductReviewList'];

// OAuth tokens

export type PasswordGrantRequest = Schemas['PasswordGrantRequest'];
export type AuthorizationCodeGrantRequest = Schemas['AuthorizationCodeGrantRequest'];
export type RefreshTokenGrantRequest = Schemas['RefreshTokenGrantRequest'];
export type AccessTokenRequest = Schemas['AccessTokenRequest'];
export type RevokeTokenRequest = Schemas['RevokeTokenRequest'];
export type TokenResponse = Schemas['TokenResponse'];

// Operation helpers: `never` where the operation has no such part.

type Defined<T> = [T] extends [never] ? never : Exclude<T, undefined>;
type ContentOf<T, Media extends string> = [T] extends [never]
  ? never
  : T extends { content: { [M in Media]: infer Body } }
    ? Body
    : never;

/** Query parameters of an operation. */
export type QueryParams<Id extends OperationId> = Defined<operations[Id]['parameters']['query']>;
/** Path parameters of an operation. */
export type PathParams<Id extends OperationId> = Defined<operations[Id]['parameters']['path']>;
/** JSON request body of an operation. */
export type JsonBody<Id extends OperationId> = ContentOf<
  Defined<operations[Id]['requestBody']>,
  'application/json'
>;
/** Form (application/x-www-form-urlencoded) request body of a token operation. */
export type FormBody<Id extends OperationId> = ContentOf<
  Defined<operations[Id]['requestBody']>,
  'application/x-www-form-urlencoded'
>;
/** JSON body of the 200 answer of an operation (`never` for 204 and body-less answers). */
export type JsonResponse<Id extends OperationId> = operations[Id]['responses'] extends {
  200: infer Ok;
}
  ? ContentOf<Ok, 'application/json'>
  : never;
