import { css, html, nothing, type TemplateResult } from 'lit';
import { formatNumber, type Messages } from './messages.js';

/**
 * A text that keeps its box from the loading shape on: the texts it may become are laid, unseen,
 * in the same grid cell, so the cell is as wide (and wraps as) the widest of them, and what
 * arrives moves nothing. `shown` is empty while loading.
 */
export const reserve = (
  part: string | undefined,
  shown: string,
  room: readonly string[],
): TemplateResult =>
  html`<span class="room"
    ><span part=${part ?? nothing}>${shown}</span>${room.map(
      // The same part, after the shown text: the page's ::part styles size the room alike. The
      // words are generated content: in no text, accessible name or search of the page.
      (text) => html`<span part=${part ?? nothing} class="ghost" data-room=${text}></span>`,
    )}</span
  >`;

/**
 * Counts whose words span the plural forms of every language, up to four digits: one with a
 * single digit (English's only "one") and four-digit ones of each form (Russian's "one" and
 * "few", Polish's "few", and "many" or "other" everywhere). Digits are of one width.
 */
export const ROOM_COUNTS = [1, 1001, 2222, 8888] as const;

/** The room of a count's words in `locale`: every plural form's widest, and "No reviews yet". */
export const countRoom = (locale: string, m: Messages, wrap = (words: string) => words) => [
  ...ROOM_COUNTS.map((n) => wrap(m.reviews(formatNumber(locale, n), n))),
  m.noReviews,
];

export const reserveStyles = css`
  .room {
    display: inline-grid;
  }
  .room > * {
    grid-area: 1 / 1;
    /* Digits of one width: another number of as many digits takes the same room. */
    font-variant-numeric: tabular-nums;
  }
  .ghost {
    visibility: hidden;
  }
  .ghost::before {
    content: attr(data-room);
  }
`;
