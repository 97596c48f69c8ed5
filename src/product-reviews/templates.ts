import { html, nothing, type TemplateResult } from 'lit';
import { TaskStatus } from '@lit/task';
import type { ImportedProductReview } from '../api/types.js';
import type { Fallback } from '../shared/failed.js';
import type { ReviewMessages } from '../review-list/messages.js';
import {
  fromImport,
  renderReview,
  bones,
  type Item,
  type OpenPhoto,
} from '../review-list/review-card.js';
import { pager, renderPager } from '../review-list/pagination.js';
import { renderAverage } from './summary.js';
import type { View } from './review-page.js';

/* The list's own parts: headings, the reviews or why there are none, the failure notice and
   the section of imported reviews. */

/** A heading: `sub` levels below the widget's (`level`), focusable for the page changes. */
export type Heading = (id: string, text: string, sub?: number) => TemplateResult;

export const headingOf =
  (level: number): Heading =>
  (id, text, sub = 0) =>
    html`<div
      role="heading"
      aria-level=${level + sub}
      id=${id}
      part=${sub ? 'section-heading' : 'heading'}
      class="h${sub}"
      tabindex="-1"
    >
      ${text}
    </div>`;

/** Three reviews' shapes: while a list loads, or (no `marker`) as a room kept unseen. */
export const shapeList = (marker: 'skeleton' | '') =>
  html`<ul>
    ${[0, 1, 2].map(() => html`<li aria-hidden="true">${bones(marker)}</li>`)}
  </ul>`;

export const skeletonList = shapeList('skeleton');

/** The notice with its Retry button; nothing when the widget collapses. */
export function renderError(m: ReviewMessages, fallback: Fallback, retry: () => void) {
  if (fallback !== 'notice') return nothing;
  return html`<div part="error">
    <p>${m.failed}</p>
    <button @click=${retry}>${m.retry}</button>
  </div>`;
}

/**
 * The reviews, or why there are none (`empty`). While the next page loads, the current one stays
 * in place, dimmed (its section is aria-busy): the page keeps its height and the pager stays
 * under the pointer.
 */
export function renderList(
  m: ReviewMessages,
  locale: string,
  items: Item[],
  pending: boolean,
  empty: string,
  open: OpenPhoto,
) {
  if (!items.length) return pending ? skeletonList : html`<p part="empty">${empty}</p>`;
  return html`<ul class=${pending ? 'stale' : ''}>
    ${items.map((item) => html`<li>${renderReview(m, locale, item, open)}</li>`)}
  </ul>`;
}

/** The imported reviews' answer and what their section needs. */
export interface ImportedSection {
  status: TaskStatus;
  /** The answer for the product shown, if any. */
  view?: View<ImportedProductReview>;
  page: number;
  perPage: number;
  /** The language filter sent (empty for all): its total is not known. */
  language: string;
  fallback: Fallback;
  retry: () => void;
  go: (page: number) => void;
  open: OpenPhoto;
  empty: (view: View<ImportedProductReview>) => string;
}

/** Reviews imported from other sites: their own average, list and pages. */
export function renderImported(
  m: ReviewMessages,
  locale: string,
  heading: Heading,
  section: ImportedSection,
) {
  const { status, view, page, perPage, language, fallback } = section;
  if (view && !view.summary.numberOfReviews.total) return nothing;
  if (status === TaskStatus.ERROR && fallback !== 'notice') return nothing;
  const pending = status === TaskStatus.PENDING || !view;
  const total = language ? undefined : view?.summary.numberOfReviews.total;
  return html`<section
    part="imported"
    class="list"
    aria-labelledby="imported"
    aria-busy=${status === TaskStatus.PENDING}
  >
    ${heading('imported', m.imported, 1)}
    ${
      status === TaskStatus.ERROR
        ? renderError(m, fallback, section.retry)
        : view
          ? html`${renderAverage(m, locale, view.summary)}
            ${renderList(
              m,
              locale,
              view.reviews.map(fromImport),
              pending,
              section.empty(view),
              section.open,
            )}
            ${renderPager(
              m,
              locale,
              pager(page, perPage, total, pending ? 0 : view.reviews.length),
              section.go,
            )}`
          : skeletonList
    }
  </section>`;
}
