/**
 * How the answer cache writes into its store: the keys of answers, of their refreshes and of the
 * deletion lists' points, and an answer's text with its freshness.
 */

/**
 * Where a deletion list's point is kept, in the store itself: per API key (hashed) and address,
 * as another key or platform gives out other lists and refuses the first one's `nextToken`.
 */
export const cursorKey = async (list: string, apiKey: string, baseUrl: string) =>
  `rp-deletions:${list} ${baseUrl.replace(/\/+$/, '')} #${await fingerprint(`apiKey:${apiKey}`)}`;
export const answerPrefix = 'rp-answer:';
/** The key that one refresh of an answer holds while it runs. */
export const refreshPrefix = 'rp-refresh:';

/** An answer as the store keeps it: until when it is fresh, a line break, then the text. */
export const pack = (freshUntil: number, text: string) => `${freshUntil}\n${text}`;
export function unpack(kept: string): { freshUntil: number; text: string } {
  const cut = kept.indexOf('\n');
  const freshUntil = Number(kept.slice(0, cut));
  // Written by something else: served as it is while the store keeps it.
  if (cut < 0 || !Number.isFinite(freshUntil)) return { freshUntil: Infinity, text: kept };
  return { freshUntil, text: kept.slice(cut + 1) };
}

/** A request's key: method, URL and body, and the credential hashed (no secret in the store). */
export async function requestKey(request: Request): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const headers = request.headers;
  const credential = headers.get('apikey') ?? headers.get('authorization') ?? '';
  return `${answerPrefix}${request.method} ${request.url}${body && ` ${body}`} #${await fingerprint(credential)}`;
}

/** A short SHA-256 of `secret`, hex. */
async function fingerprint(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
