import { css } from 'lit';

/**
 * Public custom properties map to private `--_*` ones with light and dark defaults. Logical
 * properties throughout, so right-to-left pages mirror the layout.
 */
export const reviewStyles = css`
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
  [part='histogram-row'],
  .row {
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
  [part='review'],
  [part='skeleton'] {
    padding-block-end: var(--_space);
    border-block-end: 1px solid var(--_border);
  }
  /* Lines separate the reviews of a list: none hangs under the last one (a card keeps its own). */
  .list li:last-child > [part='review'],
  .list li:last-child > [part='skeleton'] {
    padding-block-end: 0;
    border-block-end: 0;
  }
  .name {
    font-weight: 600;
  }
  .title {
    font-weight: 700;
  }
  [part='likes'] {
    color: var(--_muted);
  }
  [part='verified'] {
    font-size: 0.875em;
    font-weight: 600;
  }
  [part='verified']::before {
    content: '✓ ' / '';
  }
  .text {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  [part='read-more'] {
    justify-self: start;
  }
  [part='photo'] {
    padding: 0;
    overflow: hidden;
    line-height: 0;
  }
  /* In em (72 px at 16 px text), so thumbnails grow with text zoom. */
  [part='photo'] img {
    inline-size: 4.5em;
    block-size: 4.5em;
    object-fit: cover;
  }
  /* The base is the container: the summary puts the photo strip beside it when there is room. */
  [part='base'] {
    container: reviews / inline-size;
  }
  [part='summary'] {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Under the summary, the strip is one row that scrolls sideways (beside it, it wraps). */
  [part='photo-strip'] {
    align-content: start;
    margin-block-start: 0.5em;
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
  }
  /* A button's shape, a link's role: it opens the platform's form in a new tab. */
  [part='write-review'] {
    justify-self: start;
    align-self: start;
    display: inline-flex;
    align-items: center;
    min-block-size: max(44px, 2.75em);
    padding: 0 1.25em;
    box-sizing: border-box;
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    color: var(--_accent);
    font-weight: 600;
    text-decoration: none;
  }
  [part='write-review']:hover {
    background: var(--_surface);
  }
  /* No reviews at all: a block of its own, with the way to write the first one. */
  .blank {
    display: grid;
    justify-items: start;
    gap: 0.5em;
    padding: calc(1.5 * var(--_space));
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .blank p {
    color: var(--_muted);
  }
  [part='tools'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em 1em;
  }
  [part='tools'] label {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    max-inline-size: 100%;
  }
  [part='tools'] select {
    max-inline-size: 100%;
  }
  /* The list's column is the widget's width: a menu whose longest choice is wider (the sort in
     Italian at 320 px and 200 % text) is narrowed to it rather than widening the whole list. */
  .list {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Its own width says nothing (an input's default is 20 characters): the line gives it one. */
  [part='search'] {
    flex: 1 1 12em;
    inline-size: 0;
    min-inline-size: 0;
    min-block-size: 2em;
    cursor: text;
  }
  [part='tools'] input[type='checkbox'] {
    inline-size: 1.25em;
    block-size: 1.25em;
    margin: 0;
    accent-color: var(--_accent);
  }
  /* Under the summary, the strip's row keeps one height whether the reviews shown have photos
     or not (a page, a filter or a search without any): the list below does not move. A whole
     list with no photo at all keeps no row. (One row of thumbnails and a thin scrollbar.) */
  @container reviews (inline-size < 44em) {
    [part='summary'] > [part='photo-strip'],
    [part='summary']:not(.skeleton, .no-photos, :has(> [part='photo-strip']))::after {
      block-size: calc(4.5em + 2px + 12px);
    }
    [part='summary'] > [part='photo-strip'] {
      overflow-y: hidden;
    }
    [part='summary']:not(.skeleton, .no-photos, :has(> [part='photo-strip']))::after {
      content: '';
      margin-block-start: 0.5em;
    }
  }
  @container reviews (inline-size >= 44em) {
    [part='summary'] {
      grid-template-columns: minmax(0, 28rem) minmax(0, 1fr);
      column-gap: calc(2 * var(--_space));
    }
    [part='summary'] > * {
      grid-column: 1;
    }
    [part='summary'] > [part='photo-strip'] {
      grid-column: 2;
      grid-row: 1 / span 3;
      margin: 0;
      flex-wrap: wrap;
      overflow-x: visible;
    }
  }
  /* Wide: the average beside the histogram, the photos (if any) beside both; the skeleton has
     the same two columns, so the loaded summary keeps its height. */
  @container reviews (inline-size >= 60em) {
    [part='summary'] {
      grid-template-columns: minmax(12em, auto) minmax(0, 28rem) minmax(0, 1fr);
    }
    [part='summary'] > [part='histogram'] {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    [part='summary'] > [part='photo-strip'] {
      grid-column: 3;
      grid-row: 1 / span 2;
    }
  }
  [part='reply'] {
    margin-inline-start: 1em;
    padding: 0.75em;
    border-inline-start: 3px solid var(--_border);
    background: var(--_surface);
  }
  [part='lightbox'] {
    max-inline-size: min(90vw, 64rem);
    /* No padding: the dialog's own box is only the backdrop, which closes it on a click. */
    padding: 0;
    border: 0;
    border-radius: var(--_radius);
    color: inherit;
    background: var(--rp-lightbox-background, light-dark(#fff, #18181b));
  }
  [part='lightbox']::backdrop {
    background: rgb(0 0 0 / 0.75);
  }
  .frame {
    display: grid;
    gap: 0.5em;
    padding: 1em;
  }
  .frame > img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 70vh;
    margin: 0 auto;
    /* Sideways swipes change the photo; vertical ones still scroll. */
    touch-action: pan-y;
    user-select: none;
  }
  .about {
    display: grid;
    gap: 0.25em;
    max-inline-size: 40rem;
  }
  /* A long text is cut after four lines: in the lightbox the photo stays the subject; a card
     that cuts its text offers Read more. */
  .clamp {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    overflow: hidden;
  }
  /* Cut, a text runs on: a blank line of its own would end the cut on an empty line. */
  .text.clamp {
    white-space: normal;
  }
  /* A card's text is cut after four whole lines: it ends where a line breaks, between words
     (the line clamp's ellipsis cuts into the last word, "windi…"); Read more says there is
     more. The photo viewer, with no Read more, keeps the clamp's ellipsis. */
  [part='review'] > .text.clamp {
    display: block;
    -webkit-line-clamp: none;
    line-clamp: none;
    max-block-size: 4lh;
  }
  .controls {
    justify-content: center;
  }
  .prev,
  .next {
    min-inline-size: max(44px, 2.75em);
    min-block-size: max(44px, 2.75em);
    font-size: 1.25em;
  }
  .stale {
    opacity: 0.5;
    transition: opacity 0.2s 0.1s;
  }
  /* A narrow pager says "Page 5 of 43" between previous and next instead of numbers. */
  [part='pagination'] {
    container: pager / inline-size;
  }
  .of {
    display: none;
  }
  @container pager (inline-size < 26em) {
    [part='pagination'] ol {
      display: none;
    }
    .of {
      display: inline;
      flex: 1;
      text-align: center;
    }
  }
  .bone {
    display: block;
    block-size: 1em;
    min-inline-size: 2.5ch;
    border-radius: 4px;
    background: var(--_surface);
    animation: pulse 1.5s ease-in-out infinite;
  }
  .wide {
    inline-size: 14em;
    max-inline-size: 100%;
  }
  .short {
    inline-size: 60%;
  }
  .sr {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @keyframes pulse {
    50% {
      opacity: 0.5;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .bone {
      animation: none;
    }
    .stale {
      transition: none;
    }
  }
  @media (forced-colors: active) {
    .fill {
      fill: CanvasText;
    }
    .track {
      fill: Canvas;
      stroke: CanvasText;
      stroke-width: 0.1;
    }
    [aria-pressed='true'],
    [aria-current='page'] {
      outline: 2px solid Highlight;
    }
  }
`;
