import { html, nothing } from 'lit';
import type { Client } from '../api/client.js';
import { listPrivateProductReviews } from '../api/product-reviews.js';
import type { PrivateProductReview } from '../api/types.js';
import { photosOf } from '../review-list/review-card.js';
import { text } from '../shared/platform-values.js';
import { formatNumber } from '../shared/messages.js';
import { renderStars } from '../shared/stars.js';
import { formatDate } from '../review-list/messages.js';
import type { InboxMessages } from './messages.js';

/** Which reviews the list shows. */
export interface Filters {
  state: 'published' | 'unpublished';
  sku?: string;
  language?: string;
}

/** One page of the private list. */
export interface Page {
  reviews: PrivateProductReview[];
  total: number;
  pages: number;
}

/** The page, from 1, that a `page` property stands for. */
export const pageNumber = (page: number) => Math.max(1, Math.floor(page) || 1);

/** One page of the business unit's private reviews, newest first. */
export async function loadInboxPage(
  client: Client,
  businessUnitId: string,
  { state, sku, language }: Filters,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<Page> {
  const size = Math.min(100, Math.max(1, Math.floor(perPage) || 10));
  const answer = await listPrivateProductReviews(
    client,
    businessUnitId,
    {
      state: [state === 'unpublished' ? 'unpublished' : 'published'],
      ...(sku?.trim() ? { sku: [sku.trim()] } : {}),
      ...(language?.trim() ? { language: language.trim() } : {}),
      page: pageNumber(page),
      perPage: size,
    },
    { signal },
  );
  const reviews = (Array.isArray(answer.productReviews) ? answer.productReviews : [])
    .filter((review) => review && typeof review === 'object' && typeof review.id === 'string')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const total = Math.max(0, Math.floor(Number(answer.total)) || 0);
  return { reviews, total, pages: Math.max(1, Math.ceil(total / size)) };
}

/** The filters form; `submit` gets its submit event. */
export function renderFilters(t: InboxMessages, filters: Filters, submit: (event: Event) => void) {
  return html`<form part="filters" aria-label=${t.filters} @submit=${submit}>
    <div class="row">
      <label
        >${t.state}
        <select name="state">
          <option value="published" ?selected=${filters.state !== 'unpublished'}>
            ${t.published}
          </option>
          <option value="unpublished" ?selected=${filters.state === 'unpublished'}>
            ${t.unpublished}
          </option>
        </select></label
      >
      <label>${t.sku} <input name="sku" .value=${filters.sku ?? ''} size="10" /></label>
      <label
        >${t.language}
        <input
          name="language"
          .value=${filters.language ?? ''}
          size="6"
          placeholder=${t.anyLanguage}
      /></label>
      <button type="submit">${t.apply}</button>
    </div>
  </form>`;
}

/** What the list draws, and what its buttons do. */
export interface ListView {
  t: InboxMessages;
  locale: string;
  /** The page as last read, if any. */
  page?: Page;
  loading: boolean;
  /** The page shown, from 1. */
  current: number;
  openId?: string;
  open(id: string): void;
  go(page: number): void;
}

/** The list of reviews, each a button that opens it, with the pages around it. */
export function renderList({ t, locale, page, loading, current, openId, open, go }: ListView) {
  if (!page) return loading ? html`<p role="status">${t.loading}</p>` : nothing;
  if (!page.reviews.length) return html`<p part="empty">${t.empty}</p>`;
  return html`<p class="muted">${t.count(page.total, formatNumber(locale, page.total))}</p>
    <ul part="list" aria-label=${t.inbox} tabindex="-1">
      ${page.reviews.map((review) => {
        const photos = photosOf(review.attachments).length;
        return html`<li>
          <button
            part="item"
            type="button"
            data-id=${review.id}
            aria-current=${review.id === openId ? 'true' : 'false'}
            @click=${() => open(review.id)}
          >
            <span
              >${renderStars(review.stars)} <span class="sr">${t.stars(review.stars)}</span></span
            >
            <strong dir="auto">${text(review.product?.name)}</strong>
            <span class="muted" dir="auto"
              >${t.by(text(review.consumer?.name), formatDate(locale, review.createdAt))}</span
            >
            <span class="excerpt" dir="auto">${text(review.content, 300)}</span>
            <span class="muted"
              >${review.conversationId ? t.answered : t.unanswered}${
                photos ? ` · ${t.photos(photos)}` : ''
              }</span
            >
          </button>
        </li>`;
      })}
    </ul>
    ${
      page.pages > 1
        ? html`<nav part="pagination" aria-label=${t.pageOf(String(current), String(page.pages))}>
            <button
              type="button"
              aria-disabled=${current <= 1 ? 'true' : 'false'}
              @click=${() => current > 1 && go(current - 1)}
            >
              ${t.previous}
            </button>
            <span
              >${t.pageOf(formatNumber(locale, current), formatNumber(locale, page.pages))}</span
            >
            <button
              type="button"
              aria-disabled=${current >= page.pages ? 'true' : 'false'}
              @click=${() => current < page.pages && go(current + 1)}
            >
              ${t.next}
            </button>
          </nav>`
        : nothing
    }`;
}
