import { ApiError } from './errors.js';
import { isSecureUrl } from './secure-url.js';

/** An owner's access token and when it stops working (ms since the epoch). */
export interface AccessToken {
  accessToken: string;
  expiresAt: number;
}

/** The state in the redirect does not match the one this page sent: the answer is refused. */
export class AuthStateError extends ApiError {
  override name = 'AuthStateError';
}

/**
 * The part of `Storage` (sessionStorage) the token store uses, declared here so the types also
 * compile in Node without the DOM library.
 */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const stateKey = 'rp-widgets.oauth-state';
const skew = 30_000;

function session(): TokenStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * https, or http on the machine itself (localhost, 127.0.0.1, [::1]) for development, without a
 * user name or password. With a `base`, a relative address is resolved against it first (the
 * authorization page may be given relative to the page); without one it must be absolute.
 */
export function isAllowedRedirectUri(uri: string, base?: string): boolean {
  try {
    return isSecureUrl(new URL(uri, base));
  } catch {
    return false;
  }
}

/**
 * The hosted authorization page's address for the implicit grant, with a fresh `state` that is
 * remembered in sessionStorage until the redirect comes back.
 */
export function authorizeUrl(options: {
  authUrl: string;
  clientId: string;
  redirectUri: string;
}): string {
  if (!isAllowedRedirectUri(options.redirectUri)) {
    throw new ApiError(
      `redirect-uri "${options.redirectUri}" must be https (http only on localhost), without a user name or password.`,
    );
  }
  const page = globalThis.location?.href;
  if (!isAllowedRedirectUri(options.authUrl, page)) {
    throw new ApiError(
      `auth-url "${options.authUrl}" must be https (http only on localhost), without a user name or password.`,
    );
  }
  const state = crypto.randomUUID();
  session()?.setItem(stateKey, state);
  const url = new URL(options.authUrl, page);
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('state', state);
  return url.href;
}

/**
 * The API address a token is kept for: absolute (resolved against the page), with one trailing
 * slash, so `https://api.example` and `https://api.example/` are one address.
 */
export function tokenAddress(baseUrl: string): string {
  return new URL(baseUrl.replace(/\/*$/, '/'), globalThis.location?.href).href;
}

/**
 * Keeps one client's access token in sessionStorage (or only in memory when asked), and drops it
 * once expired, so an expired token is never sent. Given an `address` (the API base URL it is
 * issued for), the token is kept for that address alone: a store for another address, or
 * without one, never gives it.
 */
export class TokenStore {
  private memory?: AccessToken;
  private readonly key: string;

  constructor(
    client: string | { clientId: string; address?: string },
    /** `null` keeps the token in memory only. */
    private readonly storage: TokenStorage | null | undefined = session(),
    private readonly now: () => number = Date.now,
  ) {
    const { clientId, address } = typeof client === 'string' ? { clientId: client } : client;
    this.key = `rp-widgets.token.${clientId}${address ? ` ${tokenAddress(address)}` : ''}`;
  }

  get(): AccessToken | undefined {
    let token = this.memory;
    if (!token && this.storage) {
      try {
        token = JSON.parse(this.storage.getItem(this.key) ?? 'null') ?? undefined;
      } catch {
        token = undefined;
      }
    }
    if (token && typeof token.accessToken === 'string' && token.expiresAt - skew > this.now()) {
      return token;
    }
    if (token) this.clear();
    return undefined;
  }

  set(token: AccessToken): void {
    if (this.storage) this.storage.setItem(this.key, JSON.stringify(token));
    else this.memory = token;
  }

  /** Sign out: forget the token. */
  clear(): void {
    this.memory = undefined;
    this.storage?.removeItem(this.key);
  }
}

/**
 * Reads the implicit grant's answer from the address bar once: the fragment is removed at once
 * (it holds the token), `state` must match the one `authorizeUrl` stored, and the token is given
 * to `store`. Returns undefined when the address carries no answer.
 */
export function readAuthRedirect(
  store: TokenStore,
  hash: string = globalThis.location?.hash ?? '',
  now: () => number = Date.now,
): AccessToken | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('access_token') && !params.has('error')) return undefined;
  if (globalThis.location && globalThis.history && hash === location.hash) {
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  const expected = session()?.getItem(stateKey);
  session()?.removeItem(stateKey);
  const error = params.get('error');
  if (error) throw new ApiError(`Sign-in was not completed: ${error}.`);
  if (!expected || params.get('state') !== expected) {
    throw new AuthStateError(
      'Sign-in refused: the answer does not belong to a sign-in started on this page. Sign in again.',
    );
  }
  const seconds = Number(params.get('expires_in'));
  const token: AccessToken = {
    accessToken: params.get('access_token')!,
    expiresAt: now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000,
  };
  store.set(token);
  return token;
}
