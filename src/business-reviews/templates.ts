import { html, nothing } from 'lit';
import { formatNumber } from '../shared/messages.js';
import { renderStars } from '../shared/stars.js';
import { countRoom, reserve } from '../shared/reserve.js';
import { formatDate } from '../review-list/messages.js';
import type { BadgeMessages } from '../business-summary/messages.js';
import type { BusinessReviewMessages } from './messages.js';

/** What the header and the empty state show of the business (its badge data). */
export interface Business {
  name: string;
  score: number;
  stars: number;
  total: number;
  profileUrl?: string;
  evaluateUrl?: string;
}

/** A date whose words are among the longest of a year (September, a two-digit day). */
const SHAPE_DATE = '2026-09-28T12:00:00Z';

/**
 * The business's numbers as one link to its profile, named as one sentence (as the badge).
 * `view` is undefined while loading, and has no business once the header is not to be shown.
 */
export function renderHeader(
  b: BadgeMessages,
  locale: string,
  view: { badge?: Business } | undefined,
  loaded: boolean,
) {
  const badge = view?.badge;
  if (view && !badge) return nothing;
  // The texts' room is laid out while loading too: the header keeps its box (see `reserve`).
  const rooms = loaded
    ? {
        score: [`TrustScore ${formatNumber(locale, 8.8, 1)}`],
        count: countRoom(locale, b),
      }
    : { score: [], count: [] };
  if (!badge) {
    return html`<div part="header" class="pending" aria-hidden="true">
      <p>
        ${reserve('score', '', rooms.score)}${renderStars(0)}${reserve('count', '', rooms.count)}
      </p>
    </div>`;
  }
  const total = badge.total;
  const score = total ? `TrustScore ${formatNumber(locale, badge.score, 1)}` : '';
  const count = total ? b.reviews(formatNumber(locale, total), total) : b.noReviews;
  const [before, between, after] = total
    ? b.summary(badge.name)
    : [b.empty(badge.name)[0], '', b.empty(badge.name)[1]];
  const hidden = (words: string) => (words ? html`<span class="sr">${words}</span>` : nothing);
  const content = html`${hidden(before)}${reserve('score', score, rooms.score)}${renderStars(
    total ? badge.stars : 0,
  )}${hidden(between)}${reserve('count', count, rooms.count)}${hidden(after)}`;
  return html`<div part="header">
    ${
      badge.profileUrl
        ? html`<a part="profile-link" href=${badge.profileUrl} target="_blank" rel="noopener"
            >${content}${hidden(b.newTab)}</a
          >`
        : html`<p>${content}</p>`
    }
  </div>`;
}

/**
 * The largest card the clamps allow, unseen, in every slide's cell: the track is as tall with
 * the answers as while loading, whatever the texts, and each card is as tall as its content.
 */
export function renderShape(m: BusinessReviewMessages, locale: string) {
  const room = (text: string, more = '') =>
    html`<span class="ghost ${more}" data-room=${text}></span>`;
  return html`<div class="shape" aria-hidden="true">
    <p class="meta">
      ${renderStars(0)}${room(formatDate(locale, SHAPE_DATE))}${room(`✓ ${m.verified}`, 'verified')}
    </p>
    <p class="title lines-2"></p>
    <p class="lines-4"></p>
    <p>${room(`${m.readMore}`, 'button')}</p>
    <p>${room(m.likes(formatNumber(locale, 88), 88))}</p>
  </div>`;
}

/** "No reviews yet" (or an empty later page), with the link to write one on the first page. */
export function renderEmpty(
  m: BusinessReviewMessages,
  b: BadgeMessages,
  view: { page: number; badge?: Business },
) {
  const link = view.badge?.evaluateUrl;
  return html`<p part="empty">
    <span>${view.page > 1 ? m.pageEmpty : m.noReviews}</span>
    ${
      link && view.page === 1
        ? html`<a part="review-link" href=${link} target="_blank" rel="noopener"
            >${b.writeReview}<span class="sr">${b.newTab}</span></a
          >`
        : nothing
    }
  </p>`;
}
