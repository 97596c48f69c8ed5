import { css } from 'lit';

/**
 * The reviews of a list, their photos, the tools above them, the photo viewer, the pager and the
 * loading shape; after `listStyles` (its custom properties) in `reviewStyles`.
 */
export const cardStyles = css`
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
  /* The attributes and the room kept for them share one grid cell: the section is as tall as
     the taller of the two, so up to the room's number the reviews below start where the loading
     shape put them. The room's rows are unseen. */
  .attribute-rows {
    display: grid;
  }
  .attribute-rows > ul {
    grid-area: 1 / 1;
  }
  .attribute-rows > ul + ul {
    visibility: hidden;
  }
  .attributes > .ghost {
    font-weight: 700;
    font-size: 1.15em;
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
  /* No reviews at all: a block of its own, with the way to write the first one, at the top of
     the loading shape's box (kept unseen in the same cell, its pulse stopped). */
  .room {
    display: grid;
  }
  .room > * {
    grid-area: 1 / 1;
  }
  /* The loading shape's parts, spaced as in the base. */
  .room > .kept {
    display: grid;
    gap: var(--_space);
  }
  .room > .kept * {
    animation: none;
  }
  .blank {
    display: grid;
    align-self: start;
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
     or not (while loading, a page, a filter or a search without any, a product without any):
     the list below does not move. (One row of thumbnails and a thin scrollbar.) */
  @container reviews (inline-size < 44em) {
    [part='summary'] > [part='photo-strip'],
    [part='summary']:not(:has(> [part='photo-strip']))::after {
      block-size: calc(4.5em + 2px + 12px);
    }
    [part='summary'] > [part='photo-strip'] {
      overflow-y: hidden;
    }
    [part='summary']:not(:has(> [part='photo-strip']))::after {
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
  /* Room kept for a part that is not there (yet): the same box, unseen. */
  .kept {
    visibility: hidden;
  }
  /* The loading summary is the summary of no reviews with its texts as blank shapes. */
  [part='summary'].skeleton {
    color: transparent;
  }
  [part='summary'].skeleton :is(.score, .total, [part='histogram-row'] > span) {
    border-radius: 4px;
    background: var(--_surface);
    animation: pulse 1.5s ease-in-out infinite;
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
    .bone,
    [part='summary'].skeleton :is(.score, .total, [part='histogram-row'] > span) {
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
