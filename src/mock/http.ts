/** Answers, errors, query parsing and paging shared by every handler. */
import type { ErrorBody, ErrorCode, Link } from '../api/types.js';

/** Marks answers a fault rule produced on purpose; the contract checker skips them. */
export const FAULT_HEADER = 'x-rp-mock-fault';

const statusCodes: Record<number, ErrorCode> = {
  400: 'invalid_parameter',
  401: 'token_expired',
  404: 'not_found',
  429: 'rate_limited',
};

/** The error code a bare status stands for (5xx: server_error). */
export function codeForStatus(status: number): ErrorCode {
  return statusCodes[status] ?? (status >= 500 ? 'server_error' : 'invalid_parameter');
}

/** Thrown inside a handler, turned into the JSON error body by the route wrapper. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new Problem(400, 'invalid_parameter', message);
export const notFound = (message: string) => new Problem(404, 'not_found', message);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function noContent(status = 204): Response {
  return new Response(null, { status });
}

export function errorResponse(problem: Problem): Response {
  const body: ErrorBody = { status: problem.status, code: problem.code, message: problem.message };
  const headers = { ...problem.headers };
  if (problem.status === 429 && !headers['retry-after']) headers['retry-after'] = '1';
  return json(body, problem.status, headers);
}

export interface IntBounds {
  min: number;
  max: number;
  default: number;
}

/** An integer query parameter within bounds; anything else is a 400. */
export function intParam(url: URL, name: string, bounds: IntBounds): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return bounds.default;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value)) {
    throw badRequest(`${name} must be an integer, got "${raw}".`);
  }
  if (value < bounds.min || value > bounds.max) {
    throw badRequest(`${name} must be between ${bounds.min} and ${bounds.max}, got ${value}.`);
  }
  return value;
}

/** A comma-separated array parameter (repeated parameters are joined too); empty when absent. */
export function listParam(url: URL, name: string): string[] {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** A boolean query parameter: true or false, otherwise a 400. */
export function boolParam(url: URL, name: string): boolean | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw badRequest(`${name} must be true or false, got "${raw}".`);
}

/** A required, non-empty string query parameter. */
export function requiredParam(url: URL, name: string): string {
  const value = url.searchParams.get(name)?.trim();
  if (!value) throw badRequest(`${name} is required.`);
  return value;
}

/** Star filter values: integers 1 to 5. */
export function starsParam(url: URL, name = 'stars'): number[] {
  return listParam(url, name).map((value) => {
    const stars = Number(value);
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) {
      throw badRequest(`${name} values must be integers from 1 to 5, got "${value}".`);
    }
    return stars;
  });
}

export const PAGE: IntBounds = { min: 1, max: 2147483647, default: 1 };

export function pageOf<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return start >= items.length ? [] : items.slice(start, start + perPage);
}

/**
 * Paging links: self always, next-page while more items follow, prev-page after the first page.
 * `pageName` and `perPageName` are the parameter names of the endpoint (search uses perpage).
 */
export function pageLinks(
  url: URL,
  page: number,
  perPage: number,
  total: number,
  perPageName = 'perPage',
): Link[] {
  const at = (target: number): string => {
    const next = new URL(url.href);
    next.searchParams.set('page', String(target));
    next.searchParams.set(perPageName, String(perPage));
    return next.href;
  };
  const links: Link[] = [{ href: url.href, method: 'GET', rel: 'self' }];
  if (page * perPage < total) links.push({ href: at(page + 1), method: 'GET', rel: 'next-page' });
  if (page > 1) {
    const last = Math.max(1, Math.ceil(total / perPage));
    links.push({ href: at(Math.min(page - 1, last)), method: 'GET', rel: 'prev-page' });
  }
  return links;
}

/**
 * The page a list's query asks for (`page`, and `perPage` within `bounds`): a page of `items`
 * and the paging links. `perPageName` is the endpoint's parameter name (search uses perpage).
 */
export function paging(url: URL, bounds: IntBounds, perPageName = 'perPage') {
  const page = intParam(url, 'page', PAGE);
  const perPage = intParam(url, perPageName, bounds);
  return {
    of: <T>(items: readonly T[]) => pageOf(items, page, perPage),
    links: (total: number) => pageLinks(url, page, perPage, total, perPageName),
    isLast: (total: number) => page * perPage >= total,
  };
}

export function selfLink(url: URL): Link[] {
  return [{ href: url.href, method: 'GET', rel: 'self' }];
}

/** The JSON body as an object; a malformed or non-object body is a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    throw badRequest('The body must be JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** The form-encoded body of a token request; another content type is a 400. */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw badRequest('The body must be application/x-www-form-urlencoded.');
  }
  return new URLSearchParams(await request.text());
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Resolves after `ms`, or at once when the request is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
