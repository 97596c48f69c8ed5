import { css } from 'lit';

/** Header, cards and layouts, on top of the review list's styles (`reviewStyles`). */
export const businessReviewStyles = css`
  :host {
    container: reviews / inline-size;
  }
  [part='base'] {
    outline: none;
  }
  [part='header'] {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.5em;
    /* The loaded header is one line of stars and text: the same height while it loads. */
    min-block-size: max(var(--_size), 1.5em);
  }
  [part='header'] a,
  [part='header'] p {
    display: inline-flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.5em;
    color: inherit;
  }
  [part='score'] {
    font-weight: 700;
  }
  [part='count'] {
    color: var(--_muted);
  }
  .cards {
    display: grid;
    gap: var(--_space);
  }
  .grid .cards {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  }
  /* A card is as wide as its column: a skeleton's bones never widen it past a narrow one. */
  .cards > li,
  .track > * {
    min-inline-size: 0;
  }
  /* Rows keep their height when the card is stretched: a text's size changes only with its own. */
  .grid [part='review'],
  .grid [part='skeleton'] {
    align-content: start;
    block-size: 100%;
    box-sizing: border-box;
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  /* One card in a narrow space, up to four in a wide one; native scrolling snaps to a card. */
  .track {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 100%;
    gap: var(--_space);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-behavior: smooth;
    scrollbar-width: thin;
    padding-block-end: 0.25em;
  }
  /* The skeleton's cards hold nothing to focus: no scrolling region until the reviews are in. */
  [aria-busy='true'] .track {
    overflow-x: hidden;
  }
  @container reviews (inline-size >= 34rem) {
    .track {
      grid-auto-columns: calc((100% - var(--_space)) / 2);
    }
  }
  @container reviews (inline-size >= 52rem) {
    .track {
      grid-auto-columns: calc((100% - 2 * var(--_space)) / 3);
    }
  }
  @container reviews (inline-size >= 70rem) {
    .track {
      grid-auto-columns: calc((100% - 3 * var(--_space)) / 4);
    }
  }
  /* A slide lays its card and the largest card the clamps allow (unseen) in one cell: every
     track is as tall as that shape, loading or loaded, and each card as tall as its content. */
  .track > * {
    scroll-snap-align: start;
    min-block-size: var(--rp-card-height, auto);
    display: grid;
    /* The slide's width, never a wide skeleton bone's. */
    grid-template-columns: minmax(0, 1fr);
  }
  .track > * > * {
    grid-area: 1 / 1;
  }
  .carousel [part='review'],
  .carousel [part='skeleton'],
  .shape {
    align-self: start;
    box-sizing: border-box;
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .shape {
    display: grid;
    gap: 0.5em;
    visibility: hidden;
  }
  .lines-2 {
    block-size: 3em;
  }
  .lines-4 {
    block-size: 6em;
  }
  .ghost.button {
    display: block;
    inline-size: fit-content;
    padding: 0.25em 0.75em;
    border: 1px solid;
  }
  .ghost.verified {
    font-size: 0.875em;
    font-weight: 600;
  }
  .carousel [part='review'] {
    display: flex;
    flex-direction: column;
  }
  .carousel [part='read-more'] {
    align-self: start;
  }
  .carousel .title {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  .controls {
    display: flex;
    justify-content: flex-end;
    gap: 0.5em;
  }
  [part='previous'],
  [part='next'] {
    min-inline-size: 2.75em;
    min-block-size: 2.75em;
    font-size: 1.1em;
  }
  .ghost {
    visibility: hidden;
  }
  [aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }
  @media (prefers-reduced-motion: reduce) {
    .track {
      scroll-behavior: auto;
    }
  }
  [part='empty'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  a {
    color: var(--_accent);
  }
`;
