import { html, nothing } from 'lit';
import type { Fallback } from '../shared/failed.js';
import type { ReviewMessages } from '../review-list/messages.js';
import { fromPlatform, slidesOf, type OpenPhoto } from '../review-list/review-card.js';
import { pager, renderPager } from '../review-list/pagination.js';
import { renderSummary, renderWriteLink, summarySkeleton } from './summary.js';
import { renderAttributes } from './attributes.js';
import { renderFilter, renderLanguages, renderTools, type Tools } from './list-head.js';
import { emptyText, languageLine, shownReviews, type Asked } from './list-state.js';
import { renderError, renderList, shapeList, type Heading } from './templates.js';
import type { PlatformView } from './review-page.js';

/** What the widget's body is drawn from: words, answer, the shopper's asks and the actions. */
export interface Body {
  m: ReviewMessages;
  locale: string;
  heading: Heading;
  asked: Asked;
  perPage: number;
  /** The language filter sent (empty for all) and the one "only in …" goes back to. */
  shown: string;
  own: string;
  fallback: Fallback;
  /** The shopper changed the whole list's order, photo filter or search. */
  arrange: Tools['change'];
  toggle: (stars: number) => void;
  filter: (stars: number[], language: string) => void;
  go: (page: number) => void;
  open: OpenPhoto;
  retry: () => void;
}

/**
 * The whole list's tools (at most 100 reviews, two or more): the photo filter when some review
 * has photos. Loading, or for another list, the row keeps its room unseen.
 */
function tools({ m, asked, arrange }: Body, view?: PlatformView) {
  const all = view?.all ?? [];
  return renderTools(m, {
    offered: all.length > 1,
    photos: !view || all.some((review) => fromPlatform(review).photos.length > 0),
    sort: asked.sort,
    photosOnly: asked.photos,
    search: asked.search,
    change: arrange,
  });
}

/**
 * While loading: the loaded layout's parts, of nothing and unseen; the reviews start where they
 * will. Without `marker`, the same box as a room kept unseen, not marked as loading.
 */
export function renderLoading(b: Body, marker: 'skeleton' | '' = 'skeleton') {
  const { m, locale, heading } = b;
  return html`${marker ? html`<p class="sr">${m.loading}</p>` : nothing}
    ${summarySkeleton(m, locale, marker)}
    ${renderAttributes(m, locale, undefined, heading('attributes', m.attributes, 1))}
    <section class="list">
      ${heading('list', m.reviews, 1)}
      ${renderLanguages(m, locale, { shown: b.shown, own: b.own }, () => {}, true)}
      ${renderFilter(m, locale, b.asked.stars, () => {}, true)} ${tools(b)} ${shapeList(marker)}
    </section>`;
}

/**
 * A product without reviews: a block with a heading, a sentence and the way to write the first
 * one, over the loading shape kept unseen in the same cell, so the widget keeps the box it
 * reserved and nothing below it moves.
 */
export function renderNoReviews(b: Body, writeUrl: string | undefined) {
  const { m, heading } = b;
  return html`<div class="room">
    <div part="empty" class="blank">
      ${heading('empty', m.noReviews, 1)}
      <p>${m.firstReview}</p>
      ${renderWriteLink(m, writeUrl)}
    </div>
    <div class="kept" aria-hidden="true" inert>${renderLoading(b, '')}</div>
  </div>`;
}

/**
 * The summary, the attributes and the list of an answer; `partial` when only the page of
 * reviews failed (the notice, or nothing, in the list's place).
 */
export function renderLoaded(b: Body, view: PlatformView, pending: boolean, partial: boolean) {
  const { m, locale, heading, asked, perPage } = b;
  const active = asked.stars;
  const shown = shownReviews(view, asked, locale);
  const { page } = asked;
  const items = shown.items.slice(...(view.all ? [(page - 1) * perPage, page * perPage] : []));
  const extras = { slides: slidesOf(items), open: b.open, writeUrl: view.writeUrl };
  const list = partial
    ? b.fallback === 'notice'
      ? html`<section class="list" aria-labelledby="list">
          ${heading('list', m.reviews, 1)} ${renderError(m, b.fallback, b.retry)}
        </section>`
      : nothing
    : html`<section class="list" aria-labelledby="list" aria-busy=${pending}>
        ${heading('list', m.reviews, 1)}
        ${renderLanguages(m, locale, languageLine(view, active, b.own), (language) =>
          b.filter(active, language),
        )}
        ${renderFilter(m, locale, active, () => b.filter([], b.shown || 'all'))} ${tools(b, view)}
        ${renderList(
          m,
          locale,
          items,
          pending && !view.all,
          emptyText(m, locale, view, asked),
          b.open,
        )}
        ${renderPager(
          m,
          locale,
          pager(page, perPage, shown.total, pending ? 0 : view.reviews.length),
          b.go,
        )}
      </section>`;
  return html`${renderSummary(m, locale, view.summary, active, b.toggle, extras)}
  ${renderAttributes(m, locale, view.attributes, heading('attributes', m.attributes, 1))} ${list}`;
}
