/**
 * Values from the platform, checked before a widget shows them: something of the wrong type
 * becomes empty or zero instead of "[object Object]" or "NaN".
 */

/** The value when it is text, else ''. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The value when it is a finite number, else 0. */
export const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
