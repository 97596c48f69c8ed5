import type { CallOptions, Client } from './client.js';
import { ApiError } from './errors.js';
import type { TokenResponse } from './types.js';

/**
 * Token operations need the API secret, so they run only on a server (`rp-widgets/api/server`).
 * In a page they throw before anything is sent: a secret in a page is a secret given away.
 */
function basicAuth(client: Client, apiSecret: string, operation: string): Record<string, string> {
  if (typeof document !== 'undefined' || typeof window !== 'undefined') {
    throw new ApiError(
      `${operation} needs the API secret and must run on your server, never in a browser. In a page, use the implicit grant (authorizeUrl, readAuthRedirect).`,
    );
  }
  const apiKey = client.options.apiKey;
  if (!apiKey || !apiSecret)
    throw new ApiError(`${operation} needs the API key and the API secret.`);
  return { authorization: `Basic ${btoa(`${apiKey}:${apiSecret}`)}` };
}

const tokenPath = '/v1/oauth/oauth-business-users-for-applications';

function tokenCall(
  client: Client,
  apiSecret: string,
  operation: string,
  form: Record<string, string>,
  call?: CallOptions,
  endpoint = 'accesstoken',
): Promise<TokenResponse> {
  return client.request<TokenResponse>(
    {
      method: 'POST',
      path: `${tokenPath}/${endpoint}`,
      form,
      auth: 'none',
      headers: basicAuth(client, apiSecret, operation),
      check: (body: Partial<TokenResponse>) =>
        endpoint !== 'revoke' && typeof body?.access_token !== 'string' && 'no access_token',
    },
    call,
  );
}

/** Password grant (spec 5.1): a business user's e-mail and password for an access token. */
export async function passwordGrant(
  client: Client,
  params: { apiSecret: string; username: string; password: string },
  call?: CallOptions,
): Promise<TokenResponse> {
  const { apiSecret, username, password } = params;
  return tokenCall(
    client,
    apiSecret,
    'passwordGrant',
    { grant_type: 'password', username, password },
    call,
  );
}

/** Authorization code grant, step 2 (spec 5.2): the code from the redirect for a token. */
export async function exchangeCode(
  client: Client,
  params: { apiSecret: string; code: string; redirectUri: string },
  call?: CallOptions,
): Promise<TokenResponse> {
  const form = {
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirectUri,
  };
  return tokenCall(client, params.apiSecret, 'exchangeCode', form, call);
}

/** Refresh (spec 5.4): a refresh token for a new access token. */
export async function refreshToken(
  client: Client,
  params: { apiSecret: string; refreshToken: string },
  call?: CallOptions,
): Promise<TokenResponse> {
  const form = { grant_type: 'refresh_token', refresh_token: params.refreshToken };
  return tokenCall(client, params.apiSecret, 'refreshToken', form, call, 'refresh');
}

/** Revoke (spec 5.5): ends a refresh token and the access token issued with it. */
export async function revokeToken(
  client: Client,
  params: { apiSecret: string; refreshToken: string },
  call?: CallOptions,
): Promise<void> {
  await tokenCall(
    client,
    params.apiSecret,
    'revokeToken',
    { token: params.refreshToken },
    call,
    'revoke',
  );
}
