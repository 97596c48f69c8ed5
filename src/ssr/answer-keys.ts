import { remember } from '../api/client.js';
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
// Stryker disable next-line StringLiteral: a lock's name need only stay apart from answers and cursors.
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
  // Stryker disable next-line StringLiteral: the body of a GET reads as '' too.
  const body = request.method === 'GET' ? '' : await request.clone().text();
  return keyFrom(request.method, request.url, body, (name) => request.headers.get(name));
}

async function keyFrom(
  method: string,
  url: string,
  body: string,
  header: (name: string) => string | null,
): Promise<string> {
  const credential = header('apikey') ?? header('authorization') ?? '';
  return `${answerPrefix}${method} ${url}${body && ` ${body}`} #${await fingerprint(credential)}`;
}

/**
 * The fingerprints made, by secret: a server holds a few keys, and hashing one costs more than
 * a warm render's other lookups together.
 */
const fingerprints = new Map<string, Promise<string>>();

/**
 * The key of what `fetch` was given, read from its arguments when they are plain (a URL string,
 * headers as an object, a text body), as the client's are: a cache hit then builds no `Request`,
 * which costs more than the rest of the hit. Anything else is read through a `Request`.
 */
export function keyOf(input: RequestInfo | URL, init: RequestInit | undefined): Promise<string> {
  const method = standardMethod(init?.method ?? 'GET');
  const headers = init?.headers ?? {};
  const body = init?.body ?? '';
  const plain =
    // Stryker disable next-line StringLiteral: the shortcut not taken, the key is the same.
    typeof input === 'string' &&
    // Stryker disable next-line StringLiteral: the shortcut not taken, the key is the same.
    typeof body === 'string' &&
    !(body && (method === 'GET' || method === 'HEAD')) &&
    !(headers instanceof Headers) &&
    !Array.isArray(headers);
  if (!plain) return requestKey(new Request(input, init));
  // A plain GET or HEAD has no body.
  return keyFrom(method, new URL(input).href, body, (name) =>
    headerOf(headers as Record<string, string>, name),
  );
}

/** `method` as a `Request` spells it: the six standard ones in capitals, any other as given. */
const standardMethod = (method: string) =>
  /^(delete|get|head|options|post|put)$/i.test(method) ? method.toUpperCase() : method;

/** A header of a plain object, as `Headers.get` reads it: any case, repeats joined, trimmed. */
function headerOf(headers: Record<string, string>, name: string): string | null {
  const values = Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .map(([, value]) => String(value).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, ''));
  return values.length ? values.join(', ') : null;
}

/** A short SHA-256 of `secret`, hex (made again only once 100 others were made since). */
function fingerprint(secret: string): Promise<string> {
  let made = fingerprints.get(secret);
  if (!made) {
    made = sha256(secret);
    remember(fingerprints, secret, made, 100);
  }
  return made;
}

async function sha256(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}
