/**
 * React components for the elements, made with Lit's `@lit/react`: they set every camelCase prop
 * as a property (also when the elements are defined after React renders, and after a server
 * render hydrates) and listen to the elements' events through `onLoad`, `onError`,
 * `onPageChange`, `onFilterChange` and `onInvitationCreated`. The module registers nothing:
 * import `rp-widgets/define` (or one element's `define`) in the browser, eagerly or lazily.
 */
import * as React from 'react';
import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
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

type Events = Record<string, EventName>;

/** The component of one element, named as its class is (`rp-stars`: `RpStars`). */
function component<I extends HTMLElement, E extends Events = Record<never, EventName>>(
  tagName: string,
  elementClass: new () => I,
  events?: E,
): ReactWebComponent<I, E> {
  const displayName = tagName.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
  return createComponent({ react: React, tagName, elementClass, events, displayName });
}

export const RpConfig = component('rp-config', RpConfigElement);
export const RpStars = component('rp-stars', RpStarsElement, loadEvents);
export const RpTrustBadge = component('rp-trust-badge', RpTrustBadgeElement, loadEvents);
export const RpProductReviews = component('rp-product-reviews', RpProductReviewsElement, {
  ...loadEvents,
  onPageChange: 'rp-page-change' as EventName<RpPageChangeEvent>,
  onFilterChange: 'rp-filter-change' as EventName<RpFilterChangeEvent>,
});
export const RpBusinessReviews = component('rp-business-reviews', RpBusinessReviewsElement, {
  ...loadEvents,
  onPageChange: 'rp-page-change' as EventName<RpPageChangeEvent>,
});
export const RpInviteButton = component('rp-invite-button', RpInviteButtonElement, {
  onError: 'error' as EventName<RpErrorEvent>,
  onInvitationCreated: 'rp-invitation-created' as EventName<RpInvitationCreatedEvent>,
});
export const RpReviewCollector = component(
  'rp-review-collector',
  RpReviewCollectorElement,
  loadEvents,
);
export const RpReviewInbox = component('rp-review-inbox', RpReviewInboxElement, loadEvents);
