import { css } from 'lit';

/** `.vh`: words for readers only ("opens in a new tab"), in the accessible name, not drawn. */
export const hiddenTextStyles = css`
  .vh {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
