import { isSecureUrl } from '../api/secure-url.js';

/**
 * The URL when it is absolute https (http only on localhost) without a user name or password,
 * otherwise undefined: `javascript:`, `data:`, plain http on a shop's https page (mixed content),
 * `https://shop.example@evil.example/`, protocol-relative and malformed values never become a
 * link or an image source.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    const url = new URL(value.trim());
    return isSecureUrl(url) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Why a URL kept in data (not fresh from an answer) cannot be drawn, or nothing. */
export const urlProblem = (value: unknown, where: string, safe = safeUrl): string | undefined =>
  value === undefined || safe(value) === value
    ? undefined
    : `${where} ${JSON.stringify(value)} is not a safe address`;

/**
 * An image source: a safe absolute URL (see `safeUrl`), or a path on the page's own host
 * (`/images/a.jpg`), as a shop serving the platform's images itself writes them. Kept as given,
 * not resolved, so the server and the browser draw the same from the same data.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value.trim())) return value.trim();
  return safeUrl(value);
}
