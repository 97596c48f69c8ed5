import { css } from 'lit';

/**
 * Each phrase takes its direction from its own words, as `dir="auto"` would: on a right-to-left
 * page, English fallback texts and left-to-right reviews keep their order ("5 stars", not
 * "stars 5"), while the layout around them still mirrors. Zero specificity: elements may override.
 */
export const bidiStyles = css`
  :where(p, span, a, button, label, time, li, q, blockquote, input, [role='heading']) {
    unicode-bidi: plaintext;
  }
`;
