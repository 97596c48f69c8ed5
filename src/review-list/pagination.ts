import { html, nothing } from 'lit';
import { formatNumber } from '../shared/messages.js';
import type { ReviewMessages } from './messages.js';

export interface Pager {
  page: number;
  /** The last page, or undefined when the total is unknown (a language filter is active). */
  last: number | undefined;
  /** Whether a next page may exist. */
  more: boolean;
}

/**
 * Where paging can go. With a known total the last page follows from it. Without one the
 * public list gives no total, so "next" stays available until a page comes back short.
 */
export function pager(page: number, perPage: number, total: number | undefined, shown = 0): Pager {
  if (total === undefined) return { page, last: undefined, more: shown >= perPage };
  const last = Math.max(1, Math.ceil(total / perPage));
  return { page, last, more: page < last };
}

/** Page numbers to offer: first, last and the neighbours of the current one; 0 marks a gap. */
export function pageItems(page: number, last: number): number[] {
  const keep = [1, page - 1, page, page + 1, last].filter((item) => item >= 1 && item <= last);
  const items: number[] = [];
  for (const item of [...new Set(keep)].sort((a, b) => a - b)) {
    const previous = items.at(-1) ?? 0;
    if (item - previous === 2) items.push(previous + 1);
    else if (item - previous > 2) items.push(0);
    items.push(item);
  }
  return items;
}

/**
 * Previous, page numbers (or "Page n" when the total is unknown) and next, as buttons. In a
 * narrow space the numbers give way to "Page 5 of 43" (hidden from assistive technology, which
 * keeps the numbered list).
 */
export function renderPager(
  m: ReviewMessages,
  locale: string,
  { page, last, more }: Pager,
  go: (page: number) => void,
) {
  if (page === 1 && !more) return nothing;
  return html`<nav part="pagination" aria-label=${m.pages}>
    <button ?disabled=${page <= 1} @click=${() => go(Math.min(page - 1, last ?? page))}>
      ${m.previous}
    </button>
    ${
      last
        ? html`<ol>
              ${pageItems(Math.min(page, last), last).map((item) =>
                item
                  ? html`<li>
                      <button
                        aria-label=${m.page(item)}
                        aria-current=${item === page ? 'page' : nothing}
                        @click=${() => go(item)}
                      >
                        ${formatNumber(locale, item)}
                      </button>
                    </li>`
                  : html`<li aria-hidden="true">…</li>`,
              )}
            </ol>
            <span class="of" aria-hidden="true"
              >${m.pageOf(formatNumber(locale, page), formatNumber(locale, last))}</span
            >`
        : html`<span>${m.page(page)}</span>`
    }
    <button ?disabled=${!more} @click=${() => go(page + 1)}>${m.next}</button>
  </nav>`;
}
