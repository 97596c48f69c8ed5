import { css, html, nothing } from 'lit';

/** What a rating widget shows when it cannot show its data. */
export type Fallback = 'collapse' | 'notice';

/**
 * A widget that failed carries the `failed` attribute, valued with what it shows. With
 * `collapse` (the default) it takes no space at all; with `notice` a short text and no stars,
 * so a failure can never be read as a rating of zero.
 */
export const failedStyles = css`
  :host([failed='collapse']) {
    display: none;
  }
  [part='notice'] {
    color: var(--_muted, inherit);
    font-style: italic;
  }
`;

/** Sets or clears the host's `failed` attribute; any other `fallback` value collapses. */
export function markFailed(host: HTMLElement & { fallback: Fallback }, failed: boolean): void {
  if (!failed) host.removeAttribute('failed');
  else host.setAttribute('failed', host.fallback === 'notice' ? 'notice' : 'collapse');
}

/** The notice in place of the data (`fallback="notice"`), or nothing (collapsed). */
export const renderFailed = (fallback: Fallback, text: string) =>
  fallback === 'notice' ? html`<span part="notice">${text}</span>` : nothing;
