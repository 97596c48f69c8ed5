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
  .grid [part='review'],
  .grid [part='skeleton'] {
    block-size: 100%;
    box-sizing: border-box;
    padding: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
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
