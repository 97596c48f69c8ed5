/**
 * React components for the elements, made with Lit's `@lit/react`: they set every camelCase prop
 * as a property (also when the elements are defined after React renders, and after a server
 * render hydrates) and listen to the elements' events through `onLoad`, `onError`,
 * `onPageChange`, `onFilterChange` and `onInvitationCreated`. The module registers nothing:
 * import `rp-widgets/define` (or one element's `define`) in the browser, eagerly or lazily.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { RpConfig as RpConfigElement } from '../config/rp-config.js';
import { RpStars as RpStarsElement } from '../stars/rp-stars.js';
import { RpTrustBadge as RpTrustBadgeElement } from '../trust-badge/rp-trust-badge.js';
import { RpProductReviews as RpProductReviewsElement } from '../product-reviews/rp-product-reviews.js';
import { RpBusinessReviews as RpBusinessReviewsElement } from '../business-reviews/rp-business-reviews.js';
import { RpInviteButton as RpInviteButtonElement } from '../invite-button/rp-invite-button.js';
import { RpReviewCollector as RpReviewCollectorElement } from '../review-collector/rp-review-collector.js';
import { RpReviewInbox as RpReviewInboxElement } from '../review-inbox/rp-review-inbox.js';
import type { RpErrorEvent, RpLoadEvent } from '../core/events.js';
import type { RpFilterChangeEvent, RpPageChangeEvent } from '../review-list/events.js';
import type { RpInvitationCreatedEvent } from '../invite-button/events.js';
// The JSX types of the tags stay available from this entry too (they also live in `react-jsx`).
import '../jsx/react.js';

const loadEvents = {
  onLoad: 'load' as EventName<RpLoadEvent>,
  onError: 'error' as EventName<RpErrorEvent>,
};

export const RpConfig = createComponent({
  react: React,
  tagName: 'rp-config',
  elementClass: RpConfigElement,
  displayName: 'RpConfig',
});

export const RpStars = createComponent({
  react: React,
  tagName: 'rp-stars',
  elementClass: RpStarsElement,
  events: loadEvents,
  displayName: 'RpStars',
});

export const RpTrustBadge = createComponent({
  react: React,
  tagName: 'rp-trust-badge',
  elementClass: RpTrustBadgeElement,
  events: loadEvents,
  displayName: 'RpTrustBadge',
});

export const RpProductReviews = createComponent({
  react: React,
  tagName: 'rp-product-reviews',
  elementClass: RpProductReviewsElement,
  events: {
    ...loadEvents,
    onPageChange: 'rp-page-change' as EventName<RpPageChangeEvent>,
    onFilterChange: 'rp-filter-change' as EventName<RpFilterChangeEvent>,
  },
  displayName: 'RpProductReviews',
});

export const RpBusinessReviews = createComponent({
  react: React,
  tagName: 'rp-business-reviews',
  elementClass: RpBusinessReviewsElement,
  events: { ...loadEvents, onPageChange: 'rp-page-change' as EventName<RpPageChangeEvent> },
  displayName: 'RpBusinessReviews',
});

export const RpInviteButton = createComponent({
  react: React,
  tagName: 'rp-invite-button',
  elementClass: RpInviteButtonElement,
  events: {
    onError: 'error' as EventName<RpErrorEvent>,
    onInvitationCreated: 'rp-invitation-created' as EventName<RpInvitationCreatedEvent>,
  },
  displayName: 'RpInviteButton',
});

export const RpReviewCollector = createComponent({
  react: React,
  tagName: 'rp-review-collector',
  elementClass: RpReviewCollectorElement,
  events: loadEvents,
  displayName: 'RpReviewCollector',
});

export const RpReviewInbox = createComponent({
  react: React,
  tagName: 'rp-review-inbox',
  elementClass: RpReviewInboxElement,
  events: loadEvents,
  displayName: 'RpReviewInbox',
});
