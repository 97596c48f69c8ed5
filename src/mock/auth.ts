/**
 * Stateless tokens: base64url JSON claims plus a checksum keyed by the API secret, so a token minted
 * in one document (the authorization page) is accepted by a platform in another. Expiry is checked
 * against the platform's clock; revocations and used codes live in the platform's memory.
 *
 * The checksum is a keyed non-cryptographic hash: enough to catch tampered or foreign tokens in a
 * mock, not a security measure.
 */
import { ACCESS_TOKEN_SECONDS, MOCK_API_SECRET, MOCK_USERS, type MockUser } from './constants.js';
import { hashString } from './random.js';

export interface TokenClaims {
  typ: 'access' | 'refresh' | 'code';
  /** User id. */
  sub: string;
  /** The user's business unit. */
  bu: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Unique per token. */
  jti: string;
  /** An access token's refresh token (its jti), so revoking the one ends the other. */
  rid?: string;
  /** A code's redirect_uri, which the exchange must repeat. */
  uri?: string;
}

const PREFIX = 'rpm';
/** Refresh tokens are not documented to expire; they last 30 days here. */
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;
export const CODE_SECONDS = 120;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function checksum(payload: string, secret: string): string {
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  return (
    hex(hashString(`${secret}|${payload}`)) + hex(hashString(`${payload}|${secret}`, 0x9747b28c))
  );
}

export function mintToken(claims: TokenClaims, secret = MOCK_API_SECRET): string {
  const payload = toBase64Url(JSON.stringify(claims));
  return `${PREFIX}.${payload}.${checksum(payload, secret)}`;
}

/** The claims of a well-formed token with a correct checksum; expiry is not checked here. */
export function readToken(token: string, secret = MOCK_API_SECRET): TokenClaims | undefined {
  const [prefix, payload, sum, extra] = token.split('.');
  if (prefix !== PREFIX || !payload || !sum || extra !== undefined) return undefined;
  if (checksum(payload, secret) !== sum) return undefined;
  try {
    const claims = JSON.parse(fromBase64Url(payload)) as TokenClaims;
    return typeof claims.sub === 'string' && typeof claims.exp === 'number' ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** A random nonce from the browser's or Node's crypto (the authorization page has no seed). */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function findUser(emailOrId: string, users: readonly MockUser[] = MOCK_USERS) {
  const wanted = emailOrId.toLowerCase();
  return users.find((user) => user.email.toLowerCase() === wanted || user.id === emailOrId);
}

/** Mints an access token for a user at a given time, as the authorization page does. */
export function accessTokenFor(
  user: MockUser,
  nowMs: number,
  options: { expiresIn?: number; jti?: string; rid?: string } = {},
): string {
  return mintToken({
    typ: 'access',
    sub: user.id,
    bu: user.businessUnitId,
    exp: Math.floor(nowMs / 1000) + (options.expiresIn ?? ACCESS_TOKEN_SECONDS),
    jti: options.jti ?? randomNonce(),
    ...(options.rid ? { rid: options.rid } : {}),
  });
}

/** Mints a one-time authorization code bound to its redirect_uri. */
export function authorizationCodeFor(user: MockUser, nowMs: number, redirectUri: string): string {
  return mintToken({
    typ: 'code',
    sub: user.id,
    bu: user.businessUnitId,
    exp: Math.floor(nowMs / 1000) + CODE_SECONDS,
    jti: randomNonce(),
    uri: redirectUri,
  });
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Token state of one platform: revocations, used codes and the request-rate window. */
export class TokenAuthority {
  private revoked = new Set<string>();
  private usedCodes = new Set<string>();
  private attempts = new Map<string, number[]>();
  private serial = 0;

  constructor(
    private readonly now: () => number,
    private readonly seed: number,
    /** Token requests allowed per client in `window` ms. */
    private readonly limit = 5,
    private readonly window = 10_000,
  ) {}

  /** Deterministic per platform (seed and order), so tests can compare tokens. */
  private nonce(): string {
    return `${this.seed.toString(36)}n${(++this.serial).toString(36)}`;
  }

  private valid(claims: TokenClaims | undefined, typ: TokenClaims['typ']): MockUser | undefined {
    if (!claims || claims.typ !== typ) return undefined;
    if (claims.exp * 1000 <= this.now()) return undefined;
    if (this.revoked.has(claims.jti) || (claims.rid && this.revoked.has(claims.rid)))
      return undefined;
    return findUser(claims.sub);
  }

  issueAccess(user: MockUser, expiresIn = ACCESS_TOKEN_SECONDS, rid?: string): string {
    return accessTokenFor(user, this.now(), {
      expiresIn,
      jti: this.nonce(),
      ...(rid ? { rid } : {}),
    });
  }

  issuePair(user: MockUser): TokenPair {
    const jti = this.nonce();
    const refresh = mintToken({
      typ: 'refresh',
      sub: user.id,
      bu: user.businessUnitId,
      exp: Math.floor(this.now() / 1000) + REFRESH_TOKEN_SECONDS,
      jti,
    });
    return {
      access_token: this.issueAccess(user, ACCESS_TOKEN_SECONDS, jti),
      refresh_token: refresh,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  }

  /** The user of a valid access token: well formed, unexpired, not revoked. */
  verifyAccess(token: string): MockUser | undefined {
    return this.valid(readToken(token), 'access');
  }

  /** A new access token for a valid refresh token (the refresh token stays the same). */
  refresh(token: string): TokenPair | undefined {
    const claims = readToken(token);
    const user = this.valid(claims, 'refresh');
    if (!user || !claims) return undefined;
    return {
      access_token: this.issueAccess(user, ACCESS_TOKEN_SECONDS, claims.jti),
      refresh_token: token,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  }

  /** Exchanges an authorization code once, for the same redirect_uri. */
  redeemCode(code: string, redirectUri: string): TokenPair | undefined {
    const claims = readToken(code);
    const user = this.valid(claims, 'code');
    if (!user || !claims || claims.uri !== redirectUri || this.usedCodes.has(claims.jti)) {
      return undefined;
    }
    this.usedCodes.add(claims.jti);
    return this.issuePair(user);
  }

  /** Revokes a refresh token (and every access token made from it) or an access token. */
  revoke(token: string): boolean {
    const claims = readToken(token);
    if (!claims) return false;
    this.revoked.add(claims.jti);
    return true;
  }

  /**
   * Counts a token request of a client. Returns the seconds to wait when the client made more
   * than `limit` requests within `window` ms of the platform clock (the refused one is not counted).
   */
  throttle(client: string): number | undefined {
    const now = this.now();
    const recent = (this.attempts.get(client) ?? []).filter((time) => time > now - this.window);
    if (recent.length >= this.limit) {
      this.attempts.set(client, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.window - now) / 1000));
    }
    recent.push(now);
    this.attempts.set(client, recent);
    return undefined;
  }
}
