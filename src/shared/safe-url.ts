/**
 * The URL when it is absolute http(s), otherwise undefined: `javascript:`, `data:`, `vbscript:`,
 * protocol-relative and malformed values never become a link or an image source.
 */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value.trim())) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
