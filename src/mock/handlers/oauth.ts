/**
 * OAuth 2.0 token endpoints for business users (spec 5): password and authorization-code grants,
 * refresh through both paths, revocation; client credentials as Basic or (code and refresh only)
 * client_id and client_secret; more than 5 requests in 10 s per client answer 429.
 */
import type { TokenPair } from '../auth.js';
import { findUser } from '../auth.js';
import { MOCK_API_KEY, MOCK_API_SECRET } from '../constants.js';
import { route, type PlatformState, type Route } from '../context.js';
import { Problem, badRequest, json, readForm } from '../http.js';

const BASE = '/v1/oauth/oauth-business-users-for-applications';

interface Client {
  id?: string;
  secret?: string;
  via: 'basic' | 'form' | 'none';
}

function clientOf(request: Request, form: URLSearchParams): Client {
  const header = request.headers.get('authorization') ?? '';
  const match = /^basic\s+(.+)$/i.exec(header.trim());
  if (match) {
    try {
      const decoded = atob(match[1]!);
      const at = decoded.indexOf(':');
      return at === -1
        ? { id: decoded, via: 'basic' }
        : { id: decoded.slice(0, at), secret: decoded.slice(at + 1), via: 'basic' };
    } catch {
      return { via: 'basic' };
    }
  }
  const id = form.get('client_id') ?? undefined;
  const secret = form.get('client_secret') ?? undefined;
  return id || secret ? { id, secret, via: 'form' } : { via: 'none' };
}

function invalidClient(message: string): Problem {
  return new Problem(401, 'invalid_client', message);
}

/** The client must be the mock's key and secret; `formAllowed` for the code and refresh grants. */
function checkClient(client: Client, formAllowed: boolean): void {
  if (client.via === 'none' || (client.via === 'form' && !formAllowed)) {
    throw invalidClient(
      formAllowed
        ? 'Send the API key and secret as HTTP Basic (or client_id and client_secret).'
        : 'Send the API key and secret as HTTP Basic.',
    );
  }
  if (client.id !== MOCK_API_KEY || client.secret !== MOCK_API_SECRET) {
    throw invalidClient('The API key and secret were not recognised.');
  }
}

function required(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (!value) throw badRequest(`${name} is required.`);
  return value;
}

function tokens(pair: TokenPair): Response {
  return json({ ...pair, token_type: 'bearer' }, 200, { 'cache-control': 'no-store' });
}

/** Reads the form, counts the request against the client's rate, and hands both on. */
async function begin(
  request: Request,
  state: PlatformState,
): Promise<{ form: URLSearchParams; client: Client }> {
  const form = await readForm(request);
  const client = clientOf(request, form);
  const wait = state.tokens.throttle(client.id ?? 'anonymous');
  if (wait !== undefined) {
    throw new Problem(429, 'rate_limited', `Too many token requests; retry in ${wait} s.`, {
      'retry-after': String(wait),
    });
  }
  return { form, client };
}

function refreshGrant(state: PlatformState, form: URLSearchParams, client: Client): Response {
  checkClient(client, true);
  const pair = state.tokens.refresh(required(form, 'refresh_token'));
  if (!pair)
    throw new Problem(400, 'invalid_grant', 'The refresh token is unknown, expired or revoked.');
  return tokens(pair);
}

export const oauthRoutes: Route[] = [
  route('post', `${BASE}/accesstoken`, 'createAccessToken', 'basic', async ({ request, state }) => {
    const { form, client } = await begin(request, state);
    const grant = form.get('grant_type');
    switch (grant) {
      case 'password': {
        checkClient(client, false);
        const username = required(form, 'username');
        const password = required(form, 'password');
        const user = findUser(username);
        if (
          !user ||
          user.password !== password ||
          user.email.toLowerCase() !== username.toLowerCase()
        ) {
          throw new Problem(400, 'invalid_grant', 'The user name or password is wrong.');
        }
        if (user.twoFactor) {
          throw new Problem(
            400,
            'invalid_grant',
            'OAuth is not supported for business users with a second authentication factor.',
          );
        }
        return tokens(state.tokens.issuePair(user));
      }
      case 'authorization_code': {
        checkClient(client, true);
        const pair = state.tokens.redeemCode(
          required(form, 'code'),
          required(form, 'redirect_uri'),
        );
        if (!pair) {
          throw new Problem(
            400,
            'invalid_grant',
            'The code is unknown, expired, used, or for another redirect_uri.',
          );
        }
        return tokens(pair);
      }
      case 'refresh_token':
        return refreshGrant(state, form, client);
      case null:
      case '':
        throw badRequest('grant_type is required.');
      default:
        throw badRequest(
          `grant_type "${grant}" is not supported; use password, authorization_code or refresh_token.`,
        );
    }
  }),
  route('post', `${BASE}/refresh`, 'refreshAccessToken', 'basic', async ({ request, state }) => {
    const { form, client } = await begin(request, state);
    if (form.get('grant_type') !== 'refresh_token')
      throw badRequest('grant_type must be refresh_token.');
    return refreshGrant(state, form, client);
  }),
  route('post', `${BASE}/revoke`, 'revokeToken', 'basic', async ({ request, state }) => {
    const { form, client } = await begin(request, state);
    checkClient(client, false);
    // An unknown token is answered 200 too (RFC 7009): the caller's goal is reached either way.
    state.tokens.revoke(required(form, 'token'));
    return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
  }),
];
