/**
 * Types of the Review Platform API, generated from src/api/openapi.json.
 * Do not edit: change the contract and run `npm run gen:types` (node scripts/gen-types.mjs).
 * Import named types from ./types.js rather than from this file.
 */

export interface paths {
  '/v1/private/conversations/{conversationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    /** Get a conversation with its comments, as the business sees it */
    get: operations['getPrivateConversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/conversations/{conversationId}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a comment to a conversation
     * @description The new comment is appended to the comments of the conversation.
     */
    post: operations['createComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/conversations/{conversationId}/comments/{commentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
        /** @description Identifier of the comment. */
        commentId: components['parameters']['commentId'];
      };
      cookie?: never;
    };
    /** Get one comment */
    get: operations['getComment'];
    /** Change the text of a comment */
    put: operations['updateComment'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/conversations/{conversationId}/state': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make a conversation public or private
     * @description private hides the conversation from third parties; public makes it visible again.
     */
    post: operations['setConversationState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/conversations/{conversationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    /** Get a public conversation */
    get: operations['getPublicConversation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/product-reviews/business-units/{businessUnitId}/summaries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** List the star summaries of a business unit's products */
    get: operations['listPrivateProductReviewSummaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/business-units/{businessUnitId}/attribute-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get the attribute summaries of several SKUs */
    post: operations['batchAttributeSummaries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/business-units/{businessUnitId}/batch-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get the star summaries of several SKUs, one per SKU */
    post: operations['batchSummaries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/business-units/{businessUnitId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** Get one star summary for all given SKUs together */
    get: operations['getProductReviewSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/business-units/{businessUnitId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /**
     * List public product reviews
     * @description At least one of sku and productUrl must be given; otherwise the answer is 400 invalid_parameter.
     */
    get: operations['listProductReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/product-reviews/business-units/{businessUnitId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** List product reviews as the business sees them */
    get: operations['listPrivateProductReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/product-reviews/{reviewId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the product review. */
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    /** Get one product review as the business sees it */
    get: operations['getPrivateProductReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/product-reviews/{reviewId}/create-conversation': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the product review. */
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a conversation about a product review
     * @description Takes no body.
     */
    post: operations['createConversation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/business-units/{businessUnitId}/imported-reviews-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** Get one star summary of the imported reviews of all given SKUs together */
    get: operations['getImportedReviewsSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/business-units/{businessUnitId}/imported-reviews': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** List imported product reviews */
    get: operations['listImportedReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/product-reviews/business-units/{businessUnitId}/invitation-links': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a link that asks a consumer to review products
     * @description Give the products either as productIds or as products, never both; both or neither is 400.
     */
    post: operations['createInvitationLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/business-units/{businessUnitId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** List a business unit's reviews as the business sees them */
    get: operations['listPrivateBusinessUnitReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/{businessUnitId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** List a business unit's public reviews */
    get: operations['listBusinessUnitReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/find': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find a business unit by name
     * @description An unknown name is answered with 404.
     */
    get: operations['findBusinessUnit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/{businessUnitId}/web-links': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** Get the platform's pages about a business unit */
    get: operations['getWebLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all business units, with or without reviews */
    get: operations['listAllBusinessUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the business units that have at least one review */
    get: operations['listBusinessUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/{businessUnitId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /**
     * Get a business unit
     * @description Answers with the current or the legacy variant; see BusinessUnit.
     */
    get: operations['getBusinessUnit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/{businessUnitId}/categories': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** Get the categories of a business unit */
    get: operations['getCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/business-units/{businessUnitId}/request-category-change': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a change of the categories of a business unit */
    post: operations['requestCategoryChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/business-units/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search business units by identifying and referring names */
    get: operations['searchBusinessUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/private/business-units/{businessUnitId}/products': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    /** List the product catalogue */
    get: operations['listProducts'];
    put?: never;
    /**
     * Insert or update products of the catalogue
     * @description Existing products are updated, others are inserted.
     */
    post: operations['upsertProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/metadata/locales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the supported locales */
    get: operations['getLocales'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/metadata/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the countries */
    get: operations['getCountries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the image resources */
    get: operations['getImageLinks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/images/stars/{stars}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A star count from 0 to 5 in steps of 0.5. */
        stars: components['parameters']['starsPath'];
      };
      cookie?: never;
    };
    /** Get the images of a star count */
    get: operations['getStarImages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/images/logos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the platform logos */
    get: operations['getLogos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/images/icons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the platform icon */
    get: operations['getIcons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/resources/strings/stars/{stars}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A star count from 0 to 5 in steps of 0.5. */
        stars: components['parameters']['starsPath'];
      };
      cookie?: never;
    };
    /** Get a star count in words */
    get: operations['getStarText'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/consumers/deletions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List consumers deleted on the platform
     * @description Remove the listed consumers from your own systems.
     */
    get: operations['listDeletedConsumers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reviews/deletions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List business unit reviews deleted on the platform
     * @description Remove the listed reviews from your own systems.
     */
    get: operations['listDeletedReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/product-reviews/deletions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List product reviews deleted on the platform
     * @description Remove the listed product reviews from your own systems.
     */
    get: operations['listDeletedProductReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/oauth/oauth-business-users-for-applications/accesstoken': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get an access token (password, authorization code or refresh grant)
     * @description Send the API key and secret as HTTP Basic. For the authorization_code and refresh_token grants they may instead be sent as client_id and client_secret in the form, hence the empty security alternative. Authenticate only when needed and reuse the token: frequent requests are answered with 429.
     */
    post: operations['createAccessToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/oauth/oauth-business-users-for-applications/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Get a new access token for a refresh token
     * @description Same as createAccessToken with grant_type refresh_token. The API key and secret go as HTTP Basic, or as client_id and client_secret in the form.
     */
    post: operations['refreshAccessToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/oauth/oauth-business-users-for-applications/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke a refresh token and the access token issued with it */
    post: operations['revokeToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Body of every non-2xx answer. */
    Error: {
      /** @description The HTTP status code, repeated. */
      status: number;
      /**
       * @description Machine-readable reason.
       * @enum {string}
       */
      code:
        | 'invalid_parameter'
        | 'missing_api_key'
        | 'invalid_api_key'
        | 'token_expired'
        | 'invalid_client'
        | 'invalid_grant'
        | 'not_found'
        | 'rate_limited'
        | 'server_error';
      /** @description Human-readable explanation, in English; not meant for end users. */
      message: string;
    };
    /** @description ISO 8601 date and time without a zone, for example 2024-05-17T09:30:00. The platform gives no zone for these values, so no date-time format is asserted. */
    Timestamp: string;
    /** @description A related call, as found in every links array. */
    Link: {
      /** @description Address of the related call. */
      href: string;
      /** @description HTTP method of the related call, for example GET. */
      method: string;
      /** @description Relation of the call to this resource, for example next-page. */
      rel: string;
    };
    /** @description Who wrote a comment. */
    CommentAuthor: {
      /** @description Identifier of the author. */
      id: string;
      /** @description Kind of author; businessUser occurs, other values are not documented. */
      type: string;
    };
    /** @description One message in a conversation. */
    Comment: {
      /** @description Identifier of the comment. */
      commentId: string;
      /** @description When the comment was written. */
      createdAt: components['schemas']['Timestamp'];
      author: components['schemas']['CommentAuthor'];
      /** @description Text of the comment. */
      content: string;
    };
    /** @description Body of createComment and updateComment. */
    CommentRequest: {
      /** @description Text of the comment. */
      content: string;
      /** @description Identifier of the integration that writes the comment. */
      integrationId?: string;
    };
    /**
     * @description Visibility of a conversation: public, or private (no third party sees it).
     * @enum {string}
     */
    ConversationState: 'public' | 'private';
    /** @description Body of setConversationState. */
    ConversationStateRequest: {
      state: components['schemas']['ConversationState'];
    };
    /** @description A conversation as the business sees it. */
    PrivateConversation: {
      /** @description Identifier of the conversation. */
      id: string;
      /** @description Business unit that takes part. */
      businessUnitId: string;
      /** @description Consumer who wrote the reviewed content. */
      consumerId: string;
      /** @description Kind of content the conversation belongs to. */
      source: string;
      /** @description Identifier of that content (for example the product review). */
      sourceId: string;
      state: components['schemas']['ConversationState'];
      /** @description Comments, oldest first; a new comment is appended. */
      comments: components['schemas']['Comment'][];
    };
    /** @description A conversation as anyone sees it: no source, sourceId or state. */
    PublicConversation: {
      /** @description Identifier of the conversation. */
      id: string;
      /** @description Business unit that takes part. */
      businessUnitId: string;
      /** @description Consumer who wrote the reviewed content. */
      consumerId: string;
      /** @description Comments, oldest first. */
      comments: components['schemas']['Comment'][];
    };
    /** @description How many reviews gave each number of stars. */
    StarDistribution: {
      /** @description Number of reviews. */
      total: number;
      /** @description Reviews with 1 star. */
      oneStar: number;
      /** @description Reviews with 2 stars. */
      twoStars: number;
      /** @description Reviews with 3 stars. */
      threeStars: number;
      /** @description Reviews with 4 stars. */
      fourStars: number;
      /** @description Reviews with 5 stars. */
      fiveStars: number;
    };
    /** @description Star summary of one SKU. */
    ProductReviewSummary: {
      /** @description The SKU summarized. */
      sku: string;
      /** @description Average number of stars (0 when there are no reviews). */
      starsAverage: number;
      numberOfReviews: components['schemas']['StarDistribution'];
    };
    /** @description A page of summaries (listPrivateProductReviewSummaries). */
    ProductReviewSummaryList: {
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
      summaries: components['schemas']['ProductReviewSummary'][];
    };
    /** @description Body of batchSummaries. */
    BatchSummariesRequest: {
      /** @description SKUs to summarize. */
      skus: string[];
    };
    /** @description Answer of batchSummaries. */
    BatchSummariesResponse: {
      /** @description One summary per SKU the platform knows. */
      summaries: components['schemas']['ProductReviewSummary'][];
    };
    /** @description One summary for all requested SKUs together (getProductReviewSummary, getImportedReviewsSummary); it has no sku. */
    CombinedSummary: {
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
      numberOfReviews: components['schemas']['StarDistribution'];
      /** @description Average number of stars over all given SKUs. */
      starsAverage: number;
    };
    /** @description How often each rating was given to an attribute. */
    AttributeOccurrences: {
      /** @description Ratings of 1. */
      one: number;
      /** @description Ratings of 2. */
      two: number;
      /** @description Ratings of 3. */
      three: number;
      /** @description Ratings of 4. */
      four: number;
      /** @description Ratings of 5. */
      five: number;
    };
    /** @description Ratings of one attribute, aggregated. */
    AttributeAggregate: {
      /**
       * @description Identifier of the attribute, of the form attributes.default.<name>.
       * @example attributes.default.quality
       */
      id: string;
      /** @description Display name of the attribute, in the requested locale. */
      name: string;
      /** @description Kind of rating; range_1to5 occurs, other kinds are not documented. */
      type: string;
      /** @description Options of the attribute. */
      options: unknown[];
      /** @description Number of ratings given. */
      totalOccurrences: number;
      occurrences: components['schemas']['AttributeOccurrences'];
      /** @description Average rating. */
      average: number;
    };
    /** @description Attribute ratings of one SKU. */
    AttributeSummary: {
      /** @description The SKU summarized; may be null. */
      sku: string | null;
      attributes: components['schemas']['AttributeAggregate'][];
    };
    /** @description Body of batchAttributeSummaries. */
    BatchAttributeSummariesRequest: {
      /** @description SKUs to summarize. */
      skus: string[];
      /** @description Language in which attribute names are returned, for example en-US. */
      locale?: string;
    };
    /** @description Answer of batchAttributeSummaries. */
    AttributeSummariesResponse: {
      summaries: components['schemas']['AttributeSummary'][];
    };
    /** @description A consumer's rating of one attribute of a product. */
    AttributeRating: {
      /** @description Identifier of the attribute. */
      attributeId: string;
      /** @description Display name of the attribute. */
      attributeName: string;
      /** @description The rating given. */
      rating: number;
    };
    /** @description One processed variant of an attachment. */
    ProcessedFile: {
      /** @description Size variant of the file. */
      dimension: string;
      /** @description Media type of the file, for example image/jpeg. */
      mimeType: string;
      /** @description Address of the file. */
      url: string;
    };
    /** @description A file (such as a photo) attached to a product review. */
    Attachment: {
      /** @description Identifier of the attachment. */
      id: string;
      /** @description Publication state; Published occurs. */
      state: string;
      processedFiles: components['schemas']['ProcessedFile'][];
    };
    /** @description Author of a public product review. */
    PublicProductReviewConsumer: {
      /** @description Identifier of the consumer. */
      id: string;
      /** @description Name shown for the consumer. */
      displayName: string;
    };
    /** @description The business's first reply to a product review. */
    FirstCompanyComment: {
      /** @description Text of the reply. */
      comment: string;
      /** @description When the reply was written. */
      createdAt: components['schemas']['Timestamp'];
    };
    /** @description A product review as anyone sees it. */
    PublicProductReview: {
      /** @description Identifier of the review. */
      id: string;
      /** @description When the review was written. */
      createdAt: components['schemas']['Timestamp'];
      /** @description Stars given. */
      stars: number;
      /** @description Text of the review. */
      content: string;
      consumer: components['schemas']['PublicProductReviewConsumer'];
      /** @description Language of the review. */
      language: string;
      attributeRatings: components['schemas']['AttributeRating'][];
      attachments: components['schemas']['Attachment'][];
      firstCompanyComment?: components['schemas']['FirstCompanyComment'];
    };
    /** @description A page of public product reviews. */
    PublicProductReviewList: {
      /** @description Empty beyond the last page. */
      productReviews: components['schemas']['PublicProductReview'][];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description An image of a product attached to a private product review. */
    ProductImage: {
      /** @description Kind of image. */
      type: string;
      /** @description Address of the image. */
      url: string;
    };
    /** @description The product a private product review is about. */
    ReviewedProduct: {
      /** @description Identifier of the product. */
      id: string;
      /** @description Address of the product's page. */
      productUrl: string;
      productImages: components['schemas']['ProductImage'][];
      /** @description Name of the product. */
      name: string;
      /** @description SKU of the product. */
      sku: string;
      /** @description Global trade item number. */
      gtin: string;
      /** @description Manufacturer part number. */
      mpn: string;
      /** @description Brand of the product. */
      brand: string;
    };
    /** @description Author of a private product review. */
    PrivateProductReviewConsumer: {
      /** @description Identifier of the consumer. */
      id: string;
      /** @description E-mail address of the consumer. */
      email: string;
      /** @description Name of the consumer. */
      name: string;
    };
    /** @description A product review as its business sees it. */
    PrivateProductReview: {
      /** @description Identifier of the review. */
      id: string;
      /** @description When the review was written. */
      createdAt: components['schemas']['Timestamp'];
      /** @description When the review last changed. */
      updatedAt: components['schemas']['Timestamp'];
      /** @description Business unit the review belongs to. */
      businessUnitId: string;
      /** @description Stars given. */
      stars: number;
      /** @description Text of the review. */
      content: string;
      product: components['schemas']['ReviewedProduct'];
      consumer: components['schemas']['PrivateProductReviewConsumer'];
      /** @description The business's own reference, for example an order number. */
      referenceId: string;
      /**
       * @description Locale as language-region.
       * @example en-US
       */
      locale: string;
      /** @description Language of the review. */
      language: string;
      /** @description Where the consumer was sent after writing the review. */
      redirectUri: string;
      /** @description Publication state in lower case; published and unpublished occur. */
      state: string;
      /** @description Whether the review has been moderated. */
      hasModerationHistory: boolean;
      /** @description Conversation about the review. */
      conversationId?: string;
      attributeRatings: components['schemas']['AttributeRating'][];
      attachments: components['schemas']['Attachment'][];
    };
    /** @description A page of private product reviews. */
    PrivateProductReviewList: {
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
      /** @description Empty beyond the last page. */
      productReviews: components['schemas']['PrivateProductReview'][];
      /** @description Number of reviews matching the filters, over all pages. */
      total: number;
    };
    /** @description A product review imported from another site. */
    ImportedProductReview: {
      /** @description When the review was written. */
      createdAt: components['schemas']['Timestamp'];
      /** @description Stars given. */
      stars: number;
      /** @description Text of the review. */
      content: string;
      consumer: {
        /** @description Name of the consumer. */
        name: string;
      };
      source: {
        /** @description Name of the site the review was imported from. */
        name: string;
      };
      /** @description Language of the review. */
      language: string;
    };
    /** @description A page of imported product reviews. */
    ImportedProductReviewList: {
      /** @description Empty beyond the last page. */
      productReviews: components['schemas']['ImportedProductReview'][];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description Answer of createConversation. */
    CreateConversationResponse: {
      /** @description Identifier of the conversation. */
      conversationId: string;
    };
    /** @description The consumer asked to write a review. */
    InvitationConsumer: {
      /** @description E-mail address of the consumer. */
      email: string;
      /** @description Name of the consumer. */
      name: string;
    };
    /** @description A product given by its details in an invitation-link request. */
    InvitationProduct: {
      /** @description Address of the product's page. */
      productUrl?: string;
      /** @description Address of an image of the product. */
      imageUrl?: string;
      /** @description Name of the product. */
      name: string;
      /** @description SKU of the product. */
      sku: string;
      /** @description Global trade item number. */
      gtin?: string;
      /** @description Manufacturer part number. */
      mpn?: string;
      /** @description Brand of the product. */
      brand?: string;
    };
    /** @description Body of createInvitationLink. Exactly one of products and productIds must be given; both or neither is answered with 400 invalid_parameter. */
    InvitationLinkRequest: {
      consumer: components['schemas']['InvitationConsumer'];
      /** @description The business's own reference, for example an order number. */
      referenceId?: string;
      /** @description Locale of the review page, for example en-US. */
      locale?: string;
      /** @description Where to send the consumer after the review is written. */
      redirectUri?: string;
      /** @description Products by their details. */
      products?: components['schemas']['InvitationProduct'][];
      /** @description Products by their identifiers in the product catalogue. */
      productIds?: string[];
    } & (
      | {
          productIds?: never;
        }
      | {
          products?: never;
        }
    );
    /** @description Answer of createInvitationLink. */
    InvitationLinkResponse: {
      /** @description Identifier of the link. */
      reviewLinkId: string;
      /** @description Address the consumer opens to write the review. */
      reviewUrl: string;
    };
    /** @description An image the platform made from a product image. */
    ProcessedImage: {
      /** @description Address of the image. */
      url: string;
      /** @description Kind of image. */
      type: string;
    };
    /** @description A product as sent to upsertProducts: a product with this SKU (or id) is updated, otherwise a new one is inserted. */
    ProductInput: {
      /** @description Identifier of the product in the catalogue. */
      id?: string;
      /** @description SKU of the product. */
      sku: string;
      /** @description Title of the product. */
      title?: string;
      /** @description Manufacturer part number. */
      mpn?: string;
      /** @description Global trade item number. */
      gtin?: string;
      /** @description Brand of the product. */
      brand?: string;
      /**
       * @description Amount followed by a currency code.
       * @example 19.99 EUR
       */
      price?: string;
      /** @description Identifier of the product in the merchant's feed. */
      merchantFeedProductId?: string;
      processedImages?: components['schemas']['ProcessedImage'][];
      /** @description Address of an image of the product. */
      imageLink?: string;
      /** @description Address of the product's page. */
      link?: string;
    };
    /** @description A product of the catalogue, as returned; every field is present. */
    Product: WithRequired<
      components['schemas']['ProductInput'],
      | 'id'
      | 'sku'
      | 'title'
      | 'mpn'
      | 'gtin'
      | 'brand'
      | 'price'
      | 'merchantFeedProductId'
      | 'processedImages'
      | 'imageLink'
      | 'link'
    >;
    /** @description Body of upsertProducts. */
    UpsertProductsRequest: {
      /** @description Products to insert or update. */
      products: components['schemas']['ProductInput'][];
      /** @description Whether each SKU equals the merchant feed product id. */
      skuSameAsMerchantFeedProductId?: boolean;
    };
    /** @description Answer of upsertProducts: the products as stored. */
    ProductList: {
      products: components['schemas']['Product'][];
    };
    /** @description A page of the product catalogue (listProducts). */
    ProductPage: {
      /** @description Whether this is the last page. */
      isLastPage: boolean;
      /** @description Empty beyond the last page. */
      products: components['schemas']['Product'][];
    };
    /** @description Names of a business unit. */
    BusinessUnitName: {
      /** @description Other names the business is known by. */
      referring: string[];
      /** @description The name that identifies the business, usually its domain. */
      identifying: string;
    };
    /** @description A business unit in short (findBusinessUnit and the unit listings). */
    BusinessUnitSummary: {
      /** @description Name shown for the business. */
      displayName: string;
      /** @description Identifier of the business unit. */
      id: string;
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
      name: components['schemas']['BusinessUnitName'];
    };
    /** @description A business unit in search results. */
    BusinessUnitSearchResult: {
      /** @description Name shown for the business. */
      displayName: string;
      /** @description Identifier of the business unit. */
      id: string;
      /** @description Related calls; in search results this list is named link, not links. */
      link: components['schemas']['Link'][];
      name: components['schemas']['BusinessUnitName'];
    };
    /** @description A page of business units (listAllBusinessUnits, listBusinessUnits). */
    BusinessUnitList: {
      /** @description Empty beyond the last page. */
      businessUnits: components['schemas']['BusinessUnitSummary'][];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description A page of search results (searchBusinessUnits). */
    BusinessUnitSearchList: {
      /** @description Empty beyond the last page. */
      businessUnits: components['schemas']['BusinessUnitSearchResult'][];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description Star distribution of a business unit, plus how many reviews count towards its TrustScore. */
    BusinessUnitReviewCounts: components['schemas']['StarDistribution'] & {
      /** @description Reviews used to compute the TrustScore. */
      usedForTrustScoreCalculation: number;
    };
    /** @description Fields shared by both variants of the full business unit. */
    BusinessUnitBase: {
      /** @description Status of the business unit; active occurs. */
      status: string;
      /** @description Name shown for the business. */
      displayName: string;
      name: components['schemas']['BusinessUnitName'];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
      /**
       * @description Country, ISO 3166-1 alpha-2.
       * @example DK
       */
      country: string;
      /** @description Address of the business's website. */
      websiteUrl: string;
      numberOfReviews: components['schemas']['BusinessUnitReviewCounts'];
      /** @description Identifier of the business unit. */
      id: string;
    };
    /** @description Full business unit, current variant: stars and trustScore at the top level. */
    BusinessUnitCurrent: components['schemas']['BusinessUnitBase'] & {
      /** @description Star rating shown for the business. */
      stars: number;
      /** @description TrustScore of the business. */
      trustScore: number;
    };
    /** @description Score of a business unit in the legacy variant. */
    BusinessUnitScore: {
      /** @description TrustScore of the business. */
      trustScore: number;
      /** @description Star rating shown for the business. */
      stars: number;
    };
    /** @description Full business unit, legacy variant: score object and warning, and no top-level stars or trustScore. */
    BusinessUnitLegacy: components['schemas']['BusinessUnitBase'] & {
      score: components['schemas']['BusinessUnitScore'];
      /** @description Warning shown about the business; may be null. */
      warning: string | null;
      stars?: never;
      trustScore?: never;
    };
    /** @description A full business unit (getBusinessUnit). Which variant a deployment answers with is not documented, so both are accepted; clients tell them apart by the presence of score. */
    BusinessUnit:
      components['schemas']['BusinessUnitCurrent'] | components['schemas']['BusinessUnitLegacy'];
    /** @description A review of a business, as anyone sees it. */
    BusinessUnitReview: {
      /** @description Status of the review; active occurs. */
      status: string;
      /** @description Language of the review. */
      language: string;
      /** @description Title of the review. */
      title: string;
      /** @description Text of the review. */
      text: string;
      /** @description Whether the review is verified. */
      isVerified: boolean;
      /** @description Stars given. */
      stars: number;
      /** @description When the review last changed. */
      updatedAt: components['schemas']['Timestamp'];
      /** @description When the review was written. */
      createdAt: components['schemas']['Timestamp'];
      /** @description How many people found the review useful. */
      numberOfLikes: number;
      /** @description Identifier of the review. */
      id: string;
    };
    /** @description The business unit a private review belongs to. */
    ReviewBusinessUnit: {
      /** @description The name that identifies the business. */
      identifyingName: string;
      /** @description Name shown for the business. */
      displayName: string;
      /** @description Identifier of the business unit. */
      id: string;
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description A tag on a business unit review. */
    ReviewTag: {
      /** @description Tag group. */
      group: string;
      /** @description Tag value. */
      value: string;
    };
    /** @description Author of a private business unit review. */
    ReviewConsumer: {
      /** @description Location shown for the consumer. */
      displayLocation: string;
      /** @description Reviews the consumer has written. */
      numberOfReviews: number;
      /** @description Name shown for the consumer. */
      displayName: string;
      /** @description Identifier of the consumer. */
      id: string;
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description The business's reply to a review. */
    CompanyReply: {
      /** @description Text of the reply. */
      text: string;
      /** @description When the reply was written. */
      createdAt: components['schemas']['Timestamp'];
    };
    /** @description Report made about a review. */
    ReportData: {
      /** @description Who reported the review. */
      source: string;
      /** @description Reason given in public. */
      publicComment: string;
      /** @description When the review was reported. */
      createdAt: components['schemas']['Timestamp'];
    };
    /** @description A review of a business, as the business sees it: every public field and more. */
    PrivateBusinessUnitReview: components['schemas']['BusinessUnitReview'] & {
      /** @description The business's own reference, for example an order number. */
      referenceId: string;
      /** @description E-mail address the review invitation was sent to. */
      referralEmail: string;
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
      businessUnit: components['schemas']['ReviewBusinessUnit'];
      tags: components['schemas']['ReviewTag'][];
      /** @description Compliance labels of the review. */
      complianceLabels: unknown[];
      consumer: components['schemas']['ReviewConsumer'];
      /** @description Whether the review counts towards the TrustScore. */
      countsTowardsTrustScore: boolean;
      /** @description How the review was collected. */
      source: string;
      companyReply?: components['schemas']['CompanyReply'];
      reportData?: components['schemas']['ReportData'];
    };
    /** @description A page of public business unit reviews. */
    BusinessUnitReviewList: {
      /** @description Empty beyond the last page. */
      reviews: components['schemas']['BusinessUnitReview'][];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description A page of private business unit reviews. */
    PrivateBusinessUnitReviewList: {
      /** @description Empty beyond the last page. */
      reviews: components['schemas']['PrivateBusinessUnitReview'][];
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description Pages of the platform about a business unit. */
    WebLinks: {
      /** @description Locale of the pages. */
      locale: string;
      /** @description Address of the business's profile page. */
      profileUrl: string;
      /** @description Address of the embeddable review form. */
      evaluateEmbedUrl: string;
      /** @description Address of the review form. */
      evaluateUrl: string;
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description Where a business ranks in a category. */
    CategoryRanking: {
      /** @description Rank of the business in the category. */
      position: number;
      /** @description Number of businesses in the category. */
      cardinality: number;
    };
    /** @description A category a business unit is in. */
    Category: {
      ranking: components['schemas']['CategoryRanking'];
      /** @description Whether this is the primary category of the business. */
      isPrimary: boolean;
      /** @description Name shown for the category, in the requested locale. */
      displayName: string;
      /** @description Identifier of the category. */
      categoryId: string;
      /** @description Name of the category. */
      name: string;
    };
    /** @description Answer of getCategories. */
    CategoryList: {
      categories: components['schemas']['Category'][];
    };
    /** @description Body of requestCategoryChange. */
    CategoryChangeRequest: {
      /** @description Why the change is asked for. */
      comment?: string;
      /** @description Categories to leave. */
      removeCategoryNames?: string[];
      /** @description Category to make primary. */
      primaryCategoryName?: string;
      /** @description Categories to join. */
      addCategoryNames?: string[];
    };
    /** @description A locale the platform supports. */
    Locale: {
      /**
       * @description Locale code.
       * @example en-US
       */
      locale: string;
      /** @description Language code. */
      language: string;
      /** @description Region code. */
      region: string;
      /** @description Numeric identifier of the country. */
      countryId: number;
      /** @description Name of the locale in its own language. */
      nativeName: string;
      /** @description Name of the locale in the requested translation locale. */
      translatedName: string;
      /** @description Top-level domain of the platform for this locale. */
      tld: string;
      /** @description Address of the consumer site. */
      consumerWebApp: string;
      /** @description Address of the business site. */
      businessWebApp: string;
      /** @description Address of the legal page. */
      legalUrl: string;
      /** @description Address of the commercial page. */
      commercialUrl: string;
      /** @description Address of the about page. */
      aboutServiceUrl: string;
      /** @description Address of the support page. */
      supportUrl: string;
      /** @description Address of the help centre. */
      helpCenterUrl: string;
      /** @description Address of the blog. */
      blog: string;
      /** @description Address of the business sign-up page. */
      businessSignupUrl: string;
      /** @description Address of the press page. */
      pressUrl: string;
      /** @description Address of the investors page. */
      investorsUrl: string;
      /** @description Address of the jobs page. */
      jobsUrl: string;
      /** @description Address of the status page. */
      statusPageUrl: string;
      /** @description Whether this is the default locale of its language. */
      isDefaultForLanguage: boolean;
      /** @description Whether the business site is offered in this locale. */
      isSupportedInBusinessWebApp: boolean;
    };
    /** @description Answer of getLocales. */
    LocaleList: {
      locales: components['schemas']['Locale'][];
      defaultLocale: components['schemas']['Locale'];
    };
    /** @description A country the platform knows. */
    Country: {
      /** @description Identifier of the country. */
      countryId: string;
      /** @description Country code. */
      country: string;
      /** @description Name in English. */
      englishName: string;
      /** @description Locale of translatedName. */
      locale: string;
      /** @description Name in the requested locale. */
      translatedName: string;
    };
    /** @description Answer of getCountries. */
    CountryList: {
      countries: components['schemas']['Country'][];
    };
    /** @description Answer of getImageLinks: the image resources. */
    ImageLinks: {
      /** @description Related calls (pagination and navigation). */
      links: components['schemas']['Link'][];
    };
    /** @description An image resource. */
    Image: {
      /** @description Address of the image. */
      url: string;
      /** @description Width, as text. */
      width: string;
      /** @description Height, as text. */
      height: string;
    };
    /** @description Images of a star count. */
    StarImages: {
      star128x24: components['schemas']['Image'];
      star256x48: components['schemas']['Image'];
      star512x96: components['schemas']['Image'];
      starSvg: components['schemas']['Image'];
      /** @description The star count drawn. */
      stars: number;
    };
    /** @description Logos for one kind of background. */
    LogoSet: {
      logo72x18: components['schemas']['Image'];
      logo144x36: components['schemas']['Image'];
      logo288x72: components['schemas']['Image'];
      logo576x144: components['schemas']['Image'];
      logoSvg: components['schemas']['Image'];
    };
    /** @description Platform logos for dark and light backgrounds. */
    Logos: {
      darkBackground: components['schemas']['LogoSet'];
      lightBackground: components['schemas']['LogoSet'];
    };
    /** @description Platform icon. */
    Icons: {
      image230x230: components['schemas']['Image'];
    };
    /** @description Text form of a star count. */
    StarText: {
      /** @description Locale of the text. */
      locale: string;
      /** @description The star count in words. */
      string: string;
      /** @description The star count. */
      stars: number;
    };
    /** @description A consumer deleted on the platform. */
    DeletedConsumer: {
      /** @description Identifier of the deleted consumer. */
      consumerId: string;
      /**
       * Format: date-time
       * @description When the consumer was deleted (UTC).
       */
      deletedAt: string;
    };
    /** @description A business unit review deleted on the platform. */
    DeletedReview: {
      /** @description Identifier of the deleted review. */
      reviewId: string;
      /**
       * Format: date-time
       * @description When the review was deleted (UTC).
       */
      deletedAt: string;
    };
    /** @description A product review deleted on the platform. */
    DeletedProductReview: {
      /** @description Identifier of the deleted product review. */
      productReviewId: string;
      /**
       * Format: date-time
       * @description When the product review was deleted (UTC).
       */
      deletedAt: string;
    };
    /** @description Answer of listDeletedConsumers. */
    DeletedConsumerList: {
      consumers: components['schemas']['DeletedConsumer'][];
      /** @description Pass as nextToken to get the next page; absent on the last page. */
      nextToken?: string;
    };
    /** @description Answer of listDeletedReviews. */
    DeletedReviewList: {
      reviews: components['schemas']['DeletedReview'][];
      /** @description Pass as nextToken to get the next page; absent on the last page. */
      nextToken?: string;
    };
    /** @description Answer of listDeletedProductReviews. */
    DeletedProductReviewList: {
      'product-reviews': components['schemas']['DeletedProductReview'][];
      /** @description Pass as nextToken to get the next page; absent on the last page. */
      nextToken?: string;
    };
    /** @description Password grant. Needs Basic authentication with the API key and secret. */
    PasswordGrantRequest: {
      /**
       * @description The grant.
       * @constant
       */
      grant_type: 'password';
      /** @description Login e-mail address of the business user. */
      username: string;
      /** @description Password of the business user. */
      password: string;
    };
    /** @description Authorization code grant, step 2: the code for a token. */
    AuthorizationCodeGrantRequest: {
      /**
       * @description The grant.
       * @constant
       */
      grant_type: 'authorization_code';
      /** @description The code given to redirect_uri by the authorization page. */
      code: string;
      /** @description The same https address as in the authorization request. */
      redirect_uri: string;
      /** @description The API key, when not sent with Basic authentication. */
      client_id?: string;
      /** @description The API secret, when not sent with Basic authentication. */
      client_secret?: string;
    };
    /** @description Refresh: a refresh token for a new access token. */
    RefreshTokenGrantRequest: {
      /**
       * @description The grant.
       * @constant
       */
      grant_type: 'refresh_token';
      /** @description A refresh token from the password or authorization code grant. */
      refresh_token: string;
      /** @description The API key, when not sent with Basic authentication. */
      client_id?: string;
      /** @description The API secret, when not sent with Basic authentication. */
      client_secret?: string;
    };
    /** @description Body of createAccessToken: one of the three grants, told apart by grant_type. */
    AccessTokenRequest:
      | components['schemas']['PasswordGrantRequest']
      | components['schemas']['AuthorizationCodeGrantRequest']
      | components['schemas']['RefreshTokenGrantRequest'];
    /** @description Body of revokeToken. */
    RevokeTokenRequest: {
      /** @description The refresh token to revoke. */
      token: string;
    };
    /** @description Answer of the token endpoints. Other fields may be present. The refresh answer is documented with access_token and refresh_token only, so expires_in is optional. */
    TokenResponse: {
      /** @description The business-user access token. */
      access_token: string;
      /** @description Token for refreshAccessToken and revokeToken. */
      refresh_token: string;
      /** @description Seconds until the access token expires. */
      expires_in?: number;
    };
  };
  responses: {
    /** @description A parameter or body field is missing, malformed or out of bounds (code invalid_parameter). */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Credentials missing or refused: missing_api_key or invalid_api_key for API-key calls; token_expired for a missing, expired or unknown access token. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The API key and secret (Basic, or client_id and client_secret) are refused (code invalid_client). */
    InvalidClient: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A form field is missing or malformed (invalid_parameter), or the credentials, code or refresh token are refused (invalid_grant). */
    TokenBadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The business unit, review, conversation or comment does not exist (code not_found). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many requests (code rate_limited); retry after the number of seconds in Retry-After. */
    TooManyRequests: {
      headers: {
        'Retry-After': components['headers']['Retry-After'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The platform failed (code server_error). */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /** @description Identifier of the business unit. */
    businessUnitId: string;
    /** @description Identifier of the conversation. */
    conversationId: string;
    /** @description Identifier of the comment. */
    commentId: string;
    /** @description Identifier of the product review. */
    reviewId: string;
    /** @description A star count from 0 to 5 in steps of 0.5. */
    starsPath: number;
    /** @description Page number, from 1. A page beyond the last gives an empty list. */
    page: number;
    /** @description Page number, from 1. A page beyond the last gives an empty list. */
    productPage: number;
    /** @description Reviews per page. */
    reviewPerPage: number;
    /** @description Items per page. */
    productReviewPerPage: number;
    /** @description Business units per page. */
    unitPerPage: number;
    /** @description Results per page (lower-case name on this endpoint). */
    searchPerPage: number;
    /** @description Products per page. */
    productPerPage: number;
    /** @description SKUs, comma-separated; they are summarized or listed together. */
    skuRequired: string[];
    /** @description Only reviews of these SKUs, comma-separated. */
    skuFilter: string[];
    /** @description Only reviews of products with these page addresses, comma-separated. */
    productUrl: string[];
    /** @description Only reviews with these star counts, comma-separated. */
    stars: number[];
    /** @description Only reviews in this language. */
    languageString: string;
    /** @description Only reviews in these languages, comma-separated. */
    languages: string[];
    /** @description Language in which attributes are returned, for example en-US. */
    attributeLocale: string;
    /** @description Sort keys, comma-separated, each key.direction; createdat.asc, createdat.desc and stars.desc occur. */
    orderBy: ('createdat.desc' | 'createdat.asc' | 'stars.desc' | 'stars.asc')[];
    /** @description Only reviews with a tag in this group. */
    tagGroup: string;
    /** @description Only reviews with a tag of this value. */
    tagValue: string;
    /** @description Only reviews the business has (true) or has not (false) replied to. */
    responded: boolean;
    /** @description Only units in these countries: ISO 3166-1 alpha-2 codes, comma-separated. */
    country: string[];
    /** @description Records per page. */
    deletionLimit: number;
    /** @description Only records deleted on or after this date. */
    deletionStartDate: string;
    /** @description Only records deleted on or before this date. */
    deletionEndDate: string;
    /** @description Opaque token from the previous page, to get the next one. */
    deletionNextToken: string;
  };
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before the next request. */
    'Retry-After': number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getPrivateConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivateConversation'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentRequest'];
      };
    };
    responses: {
      /** @description The comment created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Comment'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
        /** @description Identifier of the comment. */
        commentId: components['parameters']['commentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Comment'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  updateComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
        /** @description Identifier of the comment. */
        commentId: components['parameters']['commentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CommentRequest'];
      };
    };
    responses: {
      /** @description The comment as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Comment'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  setConversationState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConversationStateRequest'];
      };
    };
    responses: {
      /** @description State set; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getPublicConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the conversation. */
        conversationId: components['parameters']['conversationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicConversation'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listPrivateProductReviewSummaries: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['productPage'];
        /** @description Items per page. */
        perPage?: components['parameters']['productReviewPerPage'];
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductReviewSummaryList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  batchAttributeSummaries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchAttributeSummariesRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AttributeSummariesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  batchSummaries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BatchSummariesRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BatchSummariesResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getProductReviewSummary: {
    parameters: {
      query: {
        /** @description SKUs, comma-separated; they are summarized or listed together. */
        sku: components['parameters']['skuRequired'];
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CombinedSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listProductReviews: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['productPage'];
        /** @description Items per page. */
        perPage?: components['parameters']['productReviewPerPage'];
        /** @description Only reviews of products with these page addresses, comma-separated. */
        productUrl?: components['parameters']['productUrl'];
        /** @description Only reviews of these SKUs, comma-separated. */
        sku?: components['parameters']['skuFilter'];
        /** @description Only reviews in this language. */
        language?: components['parameters']['languageString'];
        /** @description Only reviews with these star counts, comma-separated. */
        stars?: components['parameters']['stars'];
        /** @description Language in which attributes are returned, for example en-US. */
        locale?: components['parameters']['attributeLocale'];
        /** @description Attribute ratings to include, comma-separated (identifiers like attributes.default.quality). */
        attributeIds?: string[];
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicProductReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listPrivateProductReviews: {
    parameters: {
      query?: {
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['productPage'];
        /** @description Items per page. */
        perPage?: components['parameters']['productReviewPerPage'];
        /** @description Only reviews of these SKUs, comma-separated. */
        sku?: components['parameters']['skuFilter'];
        /** @description Only reviews in this language. */
        language?: components['parameters']['languageString'];
        /** @description Only reviews in these states, comma-separated; published and unpublished occur. */
        state?: string[];
        /** @description Language in which attributes are returned, for example en-US. */
        locale?: components['parameters']['attributeLocale'];
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivateProductReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getPrivateProductReview: {
    parameters: {
      query?: {
        /** @description Language in which attributes are returned, for example en-US. */
        locale?: components['parameters']['attributeLocale'];
      };
      header?: never;
      path: {
        /** @description Identifier of the product review. */
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivateProductReview'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createConversation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the product review. */
        reviewId: components['parameters']['reviewId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateConversationResponse'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getImportedReviewsSummary: {
    parameters: {
      query: {
        /** @description SKUs, comma-separated; they are summarized or listed together. */
        sku: components['parameters']['skuRequired'];
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CombinedSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listImportedReviews: {
    parameters: {
      query: {
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['productPage'];
        /** @description Items per page. */
        perPage?: components['parameters']['productReviewPerPage'];
        /** @description SKUs, comma-separated; they are summarized or listed together. */
        sku: components['parameters']['skuRequired'];
        /** @description Only reviews with these star counts, comma-separated. */
        stars?: components['parameters']['stars'];
        /** @description Only reviews in this language. */
        language?: components['parameters']['languageString'];
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportedProductReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createInvitationLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InvitationLinkRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationLinkResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listPrivateBusinessUnitReviews: {
    parameters: {
      query?: {
        /** @description Only reviews with these star counts, comma-separated. */
        stars?: components['parameters']['stars'];
        /** @description Only reviews in these languages, comma-separated. */
        language?: components['parameters']['languages'];
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['page'];
        /** @description Reviews per page. */
        perPage?: components['parameters']['reviewPerPage'];
        /** @description Sort keys, comma-separated, each key.direction; createdat.asc, createdat.desc and stars.desc occur. */
        orderBy?: components['parameters']['orderBy'];
        /** @description Only reviews with a tag in this group. */
        tagGroup?: components['parameters']['tagGroup'];
        /** @description Only reviews with a tag of this value. */
        tagValue?: components['parameters']['tagValue'];
        /** @description Only reviews the business has (true) or has not (false) replied to. */
        responded?: components['parameters']['responded'];
        /** @description Only reviews with this reference. */
        referenceId?: string;
        /** @description Only reviews invited through this e-mail address. */
        referralEmail?: string;
        /** @description Only reported (true) or unreported (false) reviews. */
        reported?: boolean;
        /** @description Only reviews written at or after this ISO 8601 date or date and time (a date alone means 00:00:00). */
        startDateTime?: string;
        /** @description Only reviews written at or before this ISO 8601 date or date and time (a date alone means 00:00:00). */
        endDateTime?: string;
        /** @description Only reviews collected this way. */
        source?: string;
        /** @description Only reviews by this user name. */
        username?: string;
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivateBusinessUnitReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listBusinessUnitReviews: {
    parameters: {
      query?: {
        /** @description Only reviews with these star counts, comma-separated. */
        stars?: components['parameters']['stars'];
        /** @description Only reviews in these languages, comma-separated. */
        language?: components['parameters']['languages'];
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['page'];
        /** @description Reviews per page. */
        perPage?: components['parameters']['reviewPerPage'];
        /** @description Sort keys, comma-separated, each key.direction; createdat.asc, createdat.desc and stars.desc occur. */
        orderBy?: components['parameters']['orderBy'];
        /** @description Only reviews with a tag in this group. */
        tagGroup?: components['parameters']['tagGroup'];
        /** @description Only reviews with a tag of this value. */
        tagValue?: components['parameters']['tagValue'];
        /** @description Only reviews the business has (true) or has not (false) replied to. */
        responded?: components['parameters']['responded'];
        /** @description Whether reported reviews are listed too. */
        includeReportedReviews?: boolean;
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessUnitReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  findBusinessUnit: {
    parameters: {
      query: {
        /** @description Name of the business. */
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessUnitSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getWebLinks: {
    parameters: {
      query: {
        /** @description Locale of the pages, for example en-US. */
        locale: string;
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebLinks'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listAllBusinessUnits: {
    parameters: {
      query?: {
        /** @description Only units in these countries: ISO 3166-1 alpha-2 codes, comma-separated. */
        country?: components['parameters']['country'];
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['page'];
        /** @description Business units per page. */
        perPage?: components['parameters']['unitPerPage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessUnitList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listBusinessUnits: {
    parameters: {
      query?: {
        /** @description Only units in these countries: ISO 3166-1 alpha-2 codes, comma-separated. */
        country?: components['parameters']['country'];
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['page'];
        /** @description Business units per page. */
        perPage?: components['parameters']['unitPerPage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessUnitList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getBusinessUnit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessUnit'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getCategories: {
    parameters: {
      query?: {
        /** @description Locale of the category names. */
        locale?: string;
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  requestCategoryChange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CategoryChangeRequest'];
      };
    };
    responses: {
      /** @description Request received; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  searchBusinessUnits: {
    parameters: {
      query: {
        /** @description Text matched against identifying and referring names. */
        query: string;
        /** @description Only units in this country (two letters). */
        country?: string;
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['page'];
        /** @description Results per page (lower-case name on this endpoint). */
        perpage?: components['parameters']['searchPerPage'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BusinessUnitSearchList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listProducts: {
    parameters: {
      query?: {
        /** @description Only products with these SKUs, comma-separated. */
        skus?: string[];
        /** @description Page number, from 1. A page beyond the last gives an empty list. */
        page?: components['parameters']['productPage'];
        /** @description Products per page. */
        perPage?: components['parameters']['productPerPage'];
        /** @description Language of attached attributes. */
        locale?: string;
      };
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  upsertProducts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Identifier of the business unit. */
        businessUnitId: components['parameters']['businessUnitId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpsertProductsRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getLocales: {
    parameters: {
      query?: {
        /** @description Language of translatedName. */
        translationLocale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LocaleList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getCountries: {
    parameters: {
      query?: {
        /** @description Language of translatedName. */
        locale?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getImageLinks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageLinks'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getStarImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description A star count from 0 to 5 in steps of 0.5. */
        stars: components['parameters']['starsPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StarImages'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getLogos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Logos'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getIcons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Icons'];
        };
      };
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  getStarText: {
    parameters: {
      query: {
        /** @description Language of the text, for example en-US. */
        locale: string;
      };
      header?: never;
      path: {
        /** @description A star count from 0 to 5 in steps of 0.5. */
        stars: components['parameters']['starsPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StarText'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listDeletedConsumers: {
    parameters: {
      query?: {
        /** @description Records per page. */
        limit?: components['parameters']['deletionLimit'];
        /** @description Only records deleted on or after this date. */
        startDate?: components['parameters']['deletionStartDate'];
        /** @description Only records deleted on or before this date. */
        endDate?: components['parameters']['deletionEndDate'];
        /** @description Opaque token from the previous page, to get the next one. */
        nextToken?: components['parameters']['deletionNextToken'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedConsumerList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listDeletedReviews: {
    parameters: {
      query?: {
        /** @description Records per page. */
        limit?: components['parameters']['deletionLimit'];
        /** @description Only records deleted on or after this date. */
        startDate?: components['parameters']['deletionStartDate'];
        /** @description Only records deleted on or before this date. */
        endDate?: components['parameters']['deletionEndDate'];
        /** @description Opaque token from the previous page, to get the next one. */
        nextToken?: components['parameters']['deletionNextToken'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  listDeletedProductReviews: {
    parameters: {
      query?: {
        /** @description Records per page. */
        limit?: components['parameters']['deletionLimit'];
        /** @description Only records deleted on or after this date. */
        startDate?: components['parameters']['deletionStartDate'];
        /** @description Only records deleted on or before this date. */
        endDate?: components['parameters']['deletionEndDate'];
        /** @description Opaque token from the previous page, to get the next one. */
        nextToken?: components['parameters']['deletionNextToken'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletedProductReviewList'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  createAccessToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['AccessTokenRequest'];
      };
    };
    responses: {
      /** @description A token was issued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      400: components['responses']['TokenBadRequest'];
      401: components['responses']['InvalidClient'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  refreshAccessToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['RefreshTokenGrantRequest'];
      };
    };
    responses: {
      /** @description A token was issued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResponse'];
        };
      };
      400: components['responses']['TokenBadRequest'];
      401: components['responses']['InvalidClient'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
  revokeToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['RevokeTokenRequest'];
      };
    };
    responses: {
      /** @description Revoked; no body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['TokenBadRequest'];
      401: components['responses']['InvalidClient'];
      429: components['responses']['TooManyRequests'];
      '5XX': components['responses']['ServerError'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
