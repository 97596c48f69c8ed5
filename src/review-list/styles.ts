import { css } from 'lit';
import { cardStyles } from './card-styles.js';

/**
 * Public custom properties map to private `--_*` ones with light and dark defaults. Logical
 * properties throughout, so right-to-left pages mirror the layout.
 */
const listStyles = css`
  :host {
    --_text: var(--rp-text-color, light-dark(#1d1d20, #ececf0));
    --_muted: var(--rp-muted-color, light-dark(#5b5b66, #a9a9b4));
    --_surface: var(--rp-surface-color, light-dark(#f1f1f4, #2a2a30));
    --_border: var(--rp-border-color, light-dark(#d6d6dc, #44444c));
    --_accent: var(--rp-accent-color, light-dark(#0b57d0, #8ab4f8));
    --_bar: var(--rp-bar-color, var(--_star));
    --_radius: var(--rp-radius, 8px);
    /* Not --_gap: the stars inside use that name for the space between stars. */
    --_space: var(--rp-gap, 1rem);
    display: block;
    color: var(--_text);
    line-height: 1.5;
    /* A long unbroken name or word wraps instead of widening the whole widget. */
    overflow-wrap: anywhere;
  }
  [part='base'],
  .list,
  .attributes,
  .list > ul,
  .attributes ul,
  [part='summary'],
  [part='histogram'],
  [part='review'],
  [part='skeleton'] {
    display: grid;
    gap: var(--_space);
  }
  [part='summary'],
  [part='histogram'],
  [part='review'],
  [part='skeleton'],
  .list,
  .attributes {
    gap: 0.5em;
  }
  [role='heading'] {
    font-weight: 700;
    font-size: 1.15em;
  }
  .h0 {
    font-size: 1.4em;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  p,
  ul,
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button,
  select,
  [part='search'] {
    font: inherit;
    color: inherit;
    background: none;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.25em 0.75em;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.5;
  }
  .average,
  .meta,
  .photos,
  [part='filter'],
  [part='languages'],
  [part='pagination'],
  [part='pagination'] ol,
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
  }
  .score {
    font-size: 2em;
    font-weight: 700;
    min-inline-size: 2ch;
  }
  .total,
  time,
  [part='source'],
  [part='filter'],
  [part='languages'] {
    color: var(--_muted);
  }
  [part='histogram'],
  .attributes ul {
    gap: 0.25em;
    max-inline-size: 28rem;
  }
  [part='histogram'] {
    container: histogram / inline-size;
  }
  [part='histogram-row'] {
    display: grid;
    grid-template-columns: minmax(4.5em, auto) minmax(2em, 1fr) minmax(4ch, auto) minmax(3ch, auto);
    align-items: center;
    gap: 0.5em;
    border-color: transparent;
    text-align: start;
    min-block-size: 2em;
  }
  /* Too narrow for one line (a phone at 200 % text): the bar takes a line of its own. */
  @container histogram (inline-size < 17em) {
    [part='histogram-row'] {
      grid-template-columns: auto 1fr auto;
    }
    [part='histogram-row'] .bar {
      grid-row: 2;
      grid-column: 1 / -1;
    }
  }
  [aria-current='page'] {
    border-color: var(--_accent);
    background: var(--_surface);
    font-weight: 700;
  }
  /* A selected row keeps its bar's track (no background the colour of the track) and its
     width: an inset ring beside the border instead of bold text. */
  [part='histogram-row'][aria-pressed='true'] {
    border-color: var(--_accent);
    outline: 2px solid var(--_accent);
    outline-offset: 0.25em;
  }
  /* The rows' texts line up with the texts above and below them: no inline padding or border
     (the pressed ring and the focus ring are outlines around the row). */
  [part='histogram-row'] {
    font-variant-numeric: tabular-nums;
    padding-inline: 0;
    border-inline-width: 0;
  }
  /* "68 %" is one word: the space before the sign is no place to break. */
  .percent {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  .count {
    text-align: end;
  }
  .bar {
    display: block;
    inline-size: 100%;
    block-size: 0.6em;
  }
  /* Not the photo viewer's ‹ and ›: right-to-left text mirrors those characters already. */
  :host(:dir(rtl)) .bar {
    transform: scaleX(-1);
  }
  /* The star's partial fill is drawn inside the mirrored star: mirroring it again hides it. */
  :host(:dir(rtl)) svg svg {
    transform: none;
  }
  .track {
    fill: var(--_surface);
  }
  .fill {
    fill: var(--_bar);
  }
  /* Name and average on one line, the bar under them: readable at any width. */
  [part='attribute'],
  [part='rating'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 0.25em 0.75em;
  }
  [part='attribute'] .bar,
  [part='rating'] .bar {
    grid-column: 1 / -1;
  }
  [part='attribute'] .value,
  [part='rating'] .value {
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  /* A review's ratings: small labelled scales, as many side by side as fit. Each takes two
     rows of the list's grid, so a name that wraps ("Preis-Leistung") moves the bars of its
     whole row alike. */
  .ratings {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 10em), 12em));
    gap: 0 1.5em;
    font-size: 0.875em;
  }
  [part='rating'] {
    grid-row: span 2;
    grid-template-rows: subgrid;
    align-items: end;
    gap: 0 0.75em;
    margin-block-end: 0.5em;
  }
  [part='rating'] .label {
    hyphens: auto;
  }
  [part='rating'] .bar {
    block-size: 0.45em;
  }
`;

/** Both review lists' styles: the summary and its bars, then the reviews, tools and pager. */
export const reviewStyles = [listStyles, cardStyles];
