import type { LitElement } from 'lit';
import type { RpConfig } from '../config/rp-config.js';
import type { RpStars } from '../stars/rp-stars.js';
import type { RpProductReviews } from '../product-reviews/rp-product-reviews.js';
import type { RpBusinessReviews } from '../business-reviews/rp-business-reviews.js';
import type { RpTrustBadge } from '../trust-badge/rp-trust-badge.js';
import type { RpInviteButton } from '../invite-button/rp-invite-button.js';
import type { RpReviewCollector } from '../review-collector/rp-review-collector.js';
import type { RpReviewInbox } from '../review-inbox/rp-review-inbox.js';
import type { RpErrorEvent, RpLoadEvent } from '../core/events.js';
import type { RpFilterChangeEvent, RpPageChangeEvent } from '../review-list/events.js';
import type { RpInvitationCreatedEvent } from '../invite-button/events.js';

/**
 * What a template may set on an element: its own public properties, all optional. Frameworks
 * that set properties on custom elements (React 19, Preact, Vue) use these names.
 */
export type ElementProps<E> = Partial<Omit<E, keyof LitElement>>;

/** Every rp-* tag with the properties a template may set on it. */
export interface RpElementProps {
  'rp-config': ElementProps<RpConfig>;
  'rp-stars': ElementProps<RpStars>;
  'rp-product-reviews': ElementProps<RpProductReviews>;
  'rp-business-reviews': ElementProps<RpBusinessReviews>;
  'rp-trust-badge': ElementProps<RpTrustBadge>;
  'rp-invite-button': ElementProps<RpInviteButton>;
  'rp-review-collector': ElementProps<RpReviewCollector>;
  'rp-review-inbox': ElementProps<RpReviewInbox>;
}

interface LoadEvents {
  load: RpLoadEvent;
  error: RpErrorEvent;
}

/** Every rp-* tag with the events it fires, by event name. */
export interface RpElementEvents {
  'rp-config': Record<never, never>;
  'rp-stars': LoadEvents;
  'rp-product-reviews': LoadEvents & {
    'rp-page-change': RpPageChangeEvent;
    'rp-filter-change': RpFilterChangeEvent;
  };
  'rp-business-reviews': LoadEvents & { 'rp-page-change': RpPageChangeEvent };
  'rp-trust-badge': LoadEvents;
  'rp-invite-button': { error: RpErrorEvent; 'rp-invitation-created': RpInvitationCreatedEvent };
  'rp-review-collector': LoadEvents;
  'rp-review-inbox': LoadEvents;
}
