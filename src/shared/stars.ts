import { css, html, type TemplateResult } from 'lit';

/** The platform's rule: the nearest half star (ties round up), within 0..5. */
export function roundToHalf(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 2 + 1e-9) / 2));
}

/**
 * One decimal, ties up on the number as written (4.35 gives 4.4), as `Intl.NumberFormat` shows
 * it; `toFixed(1)` works on the binary value, just under 4.35, and gives 4.3.
 */
export function roundToTenth(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

/**
 * Five inline SVG stars filled to `value` (any fraction). Decorative: the accessible name lives
 * on the element that holds them. In right-to-left text the fill runs from the right. Each fill
 * is a nested SVG viewport as wide as the filled part (a CSP-safe clip, no style attribute).
 * One template with five stars written out: a render updates five widths and creates nothing.
 */
export function renderStars(value: number): TemplateResult {
  const fill = (index: number) => Math.min(1, Math.max(0, value - index)) * 24;
  return html`<span class="stars" aria-hidden="true">
    <svg part="star" viewBox="0 0 24 24" focusable="false">
      <path
        class="empty"
        d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
      ></path>
      <svg width=${fill(0)} height="24">
        <path
          class="full"
          d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
        ></path>
      </svg>
    </svg>
    <svg part="star" viewBox="0 0 24 24" focusable="false">
      <path
        class="empty"
        d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
      ></path>
      <svg width=${fill(1)} height="24">
        <path
          class="full"
          d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
        ></path>
      </svg>
    </svg>
    <svg part="star" viewBox="0 0 24 24" focusable="false">
      <path
        class="empty"
        d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
      ></path>
      <svg width=${fill(2)} height="24">
        <path
          class="full"
          d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
        ></path>
      </svg>
    </svg>
    <svg part="star" viewBox="0 0 24 24" focusable="false">
      <path
        class="empty"
        d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
      ></path>
      <svg width=${fill(3)} height="24">
        <path
          class="full"
          d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
        ></path>
      </svg>
    </svg>
    <svg part="star" viewBox="0 0 24 24" focusable="false">
      <path
        class="empty"
        d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
      ></path>
      <svg width=${fill(4)} height="24">
        <path
          class="full"
          d="M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z"
        ></path>
      </svg>
    </svg>
  </span>`;
}

/**
 * Public custom properties: --rp-star-color, --rp-star-empty-color, --rp-star-size,
 * --rp-star-gap. Light and dark follow the page's color-scheme. Sizes are in `em` (20 px and
 * 2 px at 16 px text), so stars, and the boxes reserved for them, grow with the page's text.
 */
export const starStyles = css`
  :host {
    --_star: var(--rp-star-color, light-dark(#b86e00, #ffc940));
    --_empty: var(--rp-star-empty-color, light-dark(#cfcfd4, #55555c));
    --_size: var(--rp-star-size, 1.25em);
    --_gap: var(--rp-star-gap, 0.125em);
  }
  .stars {
    display: inline-flex;
    gap: var(--_gap);
    flex: none;
    inline-size: calc(var(--_size) * 5 + var(--_gap) * 4);
    block-size: var(--_size);
  }
  [part='star'] {
    inline-size: var(--_size);
    block-size: var(--_size);
    flex: none;
  }
  :host(:dir(rtl)) [part='star'] {
    transform: scaleX(-1);
  }
  .empty {
    fill: var(--_empty);
  }
  .full {
    fill: var(--_star);
  }
  @media (forced-colors: active) {
    .empty {
      fill: Canvas;
      stroke: CanvasText;
    }
    .full {
      fill: CanvasText;
    }
  }
`;
