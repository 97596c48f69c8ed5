/**
 * rp-widgets: the element classes and their types, with no side effects. Register them with
 * `rp-widgets/define` (all) or `rp-widgets/<element>/define` (one).
 */
export { RpConfig } from './config/rp-config.js';
export { RpStars } from './stars/rp-stars.js';
export { RpTrustBadge } from './trust-badge/rp-trust-badge.js';
export { RpProductReviews } from './product-reviews/rp-product-reviews.js';
export { RpBusinessReviews } from './business-reviews/rp-business-reviews.js';
export { RpInviteButton } from './invite-button/rp-invite-button.js';
export { RpReviewCollector } from './review-collector/rp-review-collector.js';
export { RpReviewInbox } from './review-inbox/rp-review-inbox.js';
export { RpFilterChangeEvent, RpPageChangeEvent } from './review-list/events.js';
export { RpInvitationCreatedEvent } from './invite-button/events.js';
export { RpElement } from './shared/rp-element.js';
export { RpErrorEvent, RpLoadEvent } from './core/events.js';
export { rpConfigContext, type RpConfigValue } from './core/context.js';
export { defineElement } from './shared/define.js';
