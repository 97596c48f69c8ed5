import { css } from 'lit';

/**
 * Every row has a fixed height and the skeleton renders the same rows, so the badge keeps its
 * height from the first paint; the texts' room is laid out from the loading shape on (see
 * `reserve`), so their width and wrapping do not change either. No animation.
 */
export const badgeStyles = css`
  :host {
    display: inline-block;
    vertical-align: middle;
    color-scheme: light;
    --_fg: var(--rp-badge-color, light-dark(#1b1b1f, #f4f4f6));
    --_muted: var(--rp-badge-muted-color, light-dark(#55555f, #b9b9c2));
    --_bg: var(--rp-badge-background, light-dark(#fff, #1b1b1f));
    --_border: var(--rp-badge-border-color, light-dark(#dcdce0, #3d3d44));
    --_radius: var(--rp-badge-radius, 8px);
    --_bar: var(--rp-badge-bar-color, var(--_star));
    --_track: var(--rp-badge-track-color, var(--_empty));
    --_focus: var(--rp-focus-color, light-dark(#0b57d0, #a8c7fa));
    --_line: 1.5em;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  [part='base'] {
    box-sizing: border-box;
    max-inline-size: 100%;
    color: var(--_fg);
    line-height: var(--_line);
  }
  .summary {
    display: grid;
    grid-template: var(--_line) var(--_size) minmax(var(--_line), auto) / minmax(0, 1fr);
    align-items: center;
    justify-items: start;
    gap: 0.25em 0.5em;
    position: relative;
    color: inherit;
    text-decoration: none;
    border-radius: 4px;
  }
  a:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  a:hover [part='count'],
  [part='review-link'] {
    text-decoration: underline;
  }
  [part='logo'] {
    display: block;
    max-inline-size: 100%;
    block-size: var(--_line);
    inline-size: calc(var(--_line) * 4);
    object-fit: contain;
    object-position: left center;
  }
  :host(:dir(rtl)) [part='logo'] {
    object-position: right center;
  }
  .texts {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.5em;
  }
  .pending .stars {
    opacity: 0.5;
  }
  [part='score'] {
    font-weight: 600;
  }
  [part='count'],
  [part='distribution'] {
    color: var(--_muted);
  }
  .micro,
  .micro .summary {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
    max-inline-size: 100%;
    min-block-size: max(var(--_size), var(--_line));
  }
  .micro .texts {
    display: contents;
  }
  .micro [part='logo'] {
    order: 1;
    block-size: var(--_size);
    inline-size: calc(var(--_size) * 4);
  }
  .mini,
  .full {
    display: inline-grid;
    gap: 0.5em;
    padding: 0.75em 1em;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [part='distribution'] {
    display: grid;
    grid-template-columns: auto minmax(1em, 1fr) auto;
    gap: 0.125em 0.5em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: center;
    block-size: var(--_line);
  }
  li :last-child {
    justify-self: end;
    text-align: end;
    /* "68 %" stays one word: a narrow space before the sign is no place to break. */
    white-space: nowrap;
  }
  [part='bar'] {
    inline-size: 100%;
    block-size: 0.5em;
    border-radius: 0.25em;
  }
  /* Bars fill from the start of the line: the right in right-to-left text. */
  :host(:dir(rtl)) [part='bar'] {
    transform: scaleX(-1);
  }
  .track {
    fill: var(--_track);
  }
  .fill {
    fill: var(--_bar);
  }
  [part='review-link'] {
    display: block;
    min-block-size: var(--_line);
    justify-self: start;
    color: inherit;
  }
  @media (forced-colors: active) {
    [part='base'] {
      border-color: CanvasText;
    }
    .track {
      fill: Canvas;
      stroke: CanvasText;
      /* One unit is the bar's whole height: a thin outline keeps the fill readable. */
      stroke-width: 0.1;
    }
    .fill {
      fill: CanvasText;
    }
  }
`;
