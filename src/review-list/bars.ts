import { html } from 'lit';

/**
 * A horizontal bar as SVG geometry (a strict CSP blocks style attributes). Decorative: the
 * numbers are in the text next to it.
 */
export const bar = (share: number) =>
  html`<svg class="bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
    <rect class="track" width="100" height="1"></rect>
    <rect class="fill" width=${Math.max(0, Math.min(1, share)) * 100} height="1"></rect>
  </svg>`;
