import { css } from 'lit';

/** The inbox's list and conversation panes: public custom properties map to private `--_*` ones. */
export const inboxStyles = css`
  :host {
    --_border: var(--rp-border-color, light-dark(#8c8c96, #6c6c76));
    --_muted: var(--rp-muted-color, light-dark(#55555f, #b4b4be));
    --_accent: var(--rp-accent-color, currentColor);
    --_error: var(--rp-error-color, light-dark(#b3261e, #f2b8b5));
    --_radius: var(--rp-radius, 8px);
    --_gap: var(--rp-gap, 1rem);
    display: block;
    container-type: inline-size;
    color: var(--rp-text-color);
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  [part='base'] > * + * {
    margin-block-start: var(--_gap);
  }
  p,
  ul,
  h2,
  h3 {
    margin: 0;
  }
  h2,
  h3 {
    font-size: 1.1em;
  }
  ul,
  ol {
    padding: 0;
    list-style: none;
  }
  input,
  select,
  textarea,
  button {
    max-width: 100%;
    box-sizing: border-box;
  }
  textarea {
    width: 100%;
    min-height: 6em;
    resize: vertical;
  }
  [aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
  :focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: end;
  }
  label {
    display: grid;
    gap: 0.25em;
  }
  .muted,
  time {
    color: var(--_muted);
  }
  .panes {
    display: grid;
    gap: var(--_gap);
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  @container (max-width: 40em) {
    .panes {
      grid-template-columns: minmax(0, 1fr);
    }
    .panes.open > .list-pane {
      display: none;
    }
  }
  @container (min-width: 40em) {
    [part='back'] {
      display: none;
    }
  }
  [part='list'] {
    display: grid;
    gap: 0.5em;
  }
  [part~='item'] {
    display: grid;
    gap: 0.25em;
    width: 100%;
    text-align: start;
  }
  [part~='item'][aria-current='true'] {
    border-width: 2px;
    border-color: var(--_accent);
  }
  .excerpt {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  [part='detail'] > * + *,
  [part='editor'] > * + * {
    margin-block-start: 0.75em;
  }
  .content {
    white-space: pre-line;
  }
  .photos {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
  }
  .photos img {
    width: 4.5em;
    height: 4.5em;
    object-fit: cover;
    border-radius: var(--_radius);
  }
  [part='comment'] {
    border-inline-start: 3px solid var(--_border);
    padding-inline-start: 0.75em;
  }
  [part='comment'] + [part='comment'] {
    margin-block-start: 0.75em;
  }
  [part='message'] {
    color: var(--_error);
  }
  [part='base'] > p:empty,
  [part='base'] > div:empty {
    display: none;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
