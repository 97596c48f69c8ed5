/**
 * Values from the platform, checked before a widget shows them: something of the wrong type
 * becomes empty or zero instead of "[object Object]" or "NaN".
 */

/** Longest name drawn: a reviewer, a business, a source, an attribute, the star words. */
export const NAME_LENGTH = 200;
/** Longest review or reply text drawn; far above real reviews, far below a page-freezing one. */
export const TEXT_LENGTH = 10_000;

/**
 * The value when it is text, else ''; longer than `max` characters it is cut with an ellipsis
 * (never inside a surrogate pair), so a megabyte-long name cannot stall the page.
 */
export function text(value: unknown, max = NAME_LENGTH): string {
  if (typeof value !== 'string') return '';
  if (value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value[max - 2] ?? '') ? max - 2 : max - 1;
  return `${value.slice(0, end)}…`;
}

/** The value when it is a finite number, else 0. */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
