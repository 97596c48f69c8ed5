import { css } from 'lit';

/**
 * The owner elements' fields and buttons: the page's font and colour, one border and radius
 * (each element defines `--_border` and `--_radius`).
 */
export const controlStyles = css`
  input,
  select,
  textarea,
  button {
    font: inherit;
    color: inherit;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.4em 0.75em;
    background: none;
  }
  button {
    cursor: pointer;
  }
`;
