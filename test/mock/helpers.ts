/** Small request helpers for the mock platform's own tests. */
import { MOCK_API_KEY, MOCK_API_SECRET, MOCK_USERS } from '../../src/mock/index.js';

/** A foreign origin: the handlers answer any origin. */
export const BASE = 'https://api.example.test';
export const OAUTH = `${BASE}/v1/oauth/oauth-business-users-for-applications`;
export const OWNER = MOCK_USERS[0]!;

// Tests read answer bodies freely; the contract checker vouches for their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface Answer<T = Json> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  let body: Json;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** A public call with the API key (or `key: null` for none). */
export async function get<T = Json>(
  path: string,
  options: { key?: string | null; base?: string; signal?: AbortSignal } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.key !== null) headers.apikey = options.key ?? MOCK_API_KEY;
  return answer(await fetch(`${options.base ?? BASE}${path}`, { headers, signal: options.signal }));
}

export async function post<T = Json>(
  path: string,
  body: unknown,
  key: string | null = MOCK_API_KEY,
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.apikey = key;
  return answer(
    await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
}

/** A private call with a bearer token (or none). */
export async function privateCall<T = Json>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return answer(
    await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export const basic = (key = MOCK_API_KEY, secret = MOCK_API_SECRET) =>
  `Basic ${btoa(`${key}:${secret}`)}`;

/** A form-encoded token request; `auth` is the Authorization header (Basic by default). */
export async function tokenCall<T = Json>(
  endpoint: 'accesstoken' | 'refresh' | 'revoke',
  form: Record<string, string>,
  auth: string | null = basic(),
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (auth) headers.authorization = auth;
  return answer(
    await fetch(`${OAUTH}/${endpoint}`, {
      method: 'POST',
      headers,
      body: new URLSearchParams(form),
    }),
  );
}
