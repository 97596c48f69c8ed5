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
