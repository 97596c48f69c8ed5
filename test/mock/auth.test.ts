import { expect } from '@open-wc/testing';
import { MOCK_API_KEY, MOCK_IDS, MOCK_USERS, type MockPlatform } from '../../src/mock/index.js';
import { mintToken } from '../../src/mock/auth.js';
import { mountAuthorizePage } from '../../src/mock/authorize.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { BASE, OWNER, basic, get, privateCall, tokenCall } from './helpers.js';

const acme = MOCK_IDS.businessUnits.acme;
const privateReviews = `/v1/private/product-reviews/business-units/${acme}/reviews`;
const start = Date.UTC(2026, 5, 1);

describe('mock authentication', () => {
  let platform: MockPlatform;
  let clock: number;
  beforeEach(async () => {
    clock = start;
    platform = await startMock({ now: () => clock });
  });
  afterEach(assertContract);

  describe('API key', () => {
    it('answers public calls that send the key in the apikey header', async () => {
      const answer = await get(`/v1/business-units/${acme}`);
      expect(answer.status).to.equal(200);
      expect(requests[0]!.headers.apikey).to.equal(MOCK_API_KEY);
    });

    it('answers 401 missing_api_key without a key', async () => {
      const answer = await get(`/v1/business-units/${acme}`, { key: null });
      expect(answer.status).to.equal(401);
      expect(answer.body).to.deep.include({ status: 401, code: 'missing_api_key' });
    });

    it('answers 401 invalid_api_key for another key', async () => {
      const answer = await get(`/v1/business-units/${acme}`, { key: 'nope' });
      expect(answer.body.code).to.equal('invalid_api_key');
    });
  });

  describe('bearer token', () => {
    it('accepts a token from issueToken, in the header or as token=', async () => {
      const token = platform.issueToken({ email: OWNER.email });
      expect((await privateCall('GET', privateReviews, token)).status).to.equal(200);
      const query = await fetch(`${BASE}${privateReviews}?token=${encodeURIComponent(token)}`);
      expect(query.status).to.equal(200);
    });

    it('answers 401 token_expired without a token, for a forged one, once expired and once revoked', async () => {
      const missing = await privateCall('GET', privateReviews, undefined);
      expect(missing.body).to.deep.include({ status: 401, code: 'token_expired' });
      const forged = mintToken(
        { typ: 'access', sub: OWNER.id, bu: acme, exp: 9e9, jti: 'x' },
        'other',
      );
      expect((await privateCall('GET', privateReviews, forged)).body.code).to.equal(
        'token_expired',
      );
      expect((await privateCall('GET', privateReviews, 'garbage')).status).to.equal(401);
      const short = platform.issueToken({ email: OWNER.email, expiresIn: 60 });
      expect((await privateCall('GET', privateReviews, short)).status).to.equal(200);
      clock += 61_000;
      const expired = await privateCall('GET', privateReviews, short);
      expect(expired.body.code).to.equal('token_expired');
      expect(expired.body.message).to.contain('expired');
    });

    it('does not accept an API key on private calls', async () => {
      const response = await fetch(`${BASE}${privateReviews}`, {
        headers: { apikey: MOCK_API_KEY },
      });
      expect(response.status).to.equal(401);
    });

    it('hides other units from a user (404)', async () => {
      const token = platform.issueToken({ email: OWNER.email });
      const other = `/v1/private/product-reviews/business-units/${MOCK_IDS.businessUnits.legacy}/reviews`;
      expect((await privateCall('GET', other, token)).body.code).to.equal('not_found');
      const review = `/v1/private/product-reviews/${MOCK_IDS.reviewIds.legacy}`;
      expect((await privateCall('GET', review, token)).status).to.equal(404);
    });

    it('refuses to issue tokens for unknown users', () => {
      expect(() => platform.issueToken({ email: 'nobody@example.test' })).to.throw(/no mock user/);
    });
  });

  describe('password grant', () => {
    it('issues access and refresh tokens that work', async () => {
      const answer = await tokenCall('accesstoken', {
        grant_type: 'password',
        username: OWNER.email,
        password: OWNER.password,
      });
      expect(answer.status).to.equal(200);
      expect(answer.body.expires_in).to.equal(3600);
      expect(answer.body.refresh_token).to.be.a('string');
      expect(answer.headers.get('cache-control')).to.equal('no-store');
      expect((await privateCall('GET', privateReviews, answer.body.access_token)).status).to.equal(
        200,
      );
    });

    it('answers 400 invalid_grant for a wrong password, an unknown user or a two-factor user', async () => {
      const wrong = await tokenCall('accesstoken', {
        grant_type: 'password',
        username: OWNER.email,
        password: 'x',
      });
      expect(wrong.body).to.deep.include({ status: 400, code: 'invalid_grant' });
      const unknown = await tokenCall('accesstoken', {
        grant_type: 'password',
        username: 'a@b.c',
        password: 'x',
      });
      expect(unknown.body.code).to.equal('invalid_grant');
      const secure = MOCK_USERS.find((user) => user.twoFactor)!;
      const twoFactor = await tokenCall('accesstoken', {
        grant_type: 'password',
        username: secure.email,
        password: secure.password,
      });
      expect(twoFactor.body.code).to.equal('invalid_grant');
      expect(twoFactor.body.message).to.contain('second authentication factor');
    });

    it('answers 400 invalid_parameter for missing fields, grant types and non-form bodies', async () => {
      expect(
        (await tokenCall('accesstoken', { grant_type: 'password', username: OWNER.email })).body
          .code,
      ).to.equal('invalid_parameter');
      expect((await tokenCall('accesstoken', {})).body.code).to.equal('invalid_parameter');
      clock += 20_000;
      expect(
        (await tokenCall('accesstoken', { grant_type: 'client_credentials' })).status,
      ).to.equal(400);
      const json = await fetch(
        `${BASE}/v1/oauth/oauth-business-users-for-applications/accesstoken`,
        {
          method: 'POST',
          headers: { authorization: basic(), 'content-type': 'application/json' },
          body: '{}',
        },
      );
      expect(json.status).to.equal(400);
    });

    it('answers 401 invalid_client for bad or missing Basic credentials, and for form credentials', async () => {
      const form = { grant_type: 'password', username: OWNER.email, password: OWNER.password };
      expect(
        (await tokenCall('accesstoken', form, basic(MOCK_API_KEY, 'wrong'))).body,
      ).to.deep.include({
        status: 401,
        code: 'invalid_client',
      });
      expect((await tokenCall('accesstoken', form, null)).body.code).to.equal('invalid_client');
      expect((await tokenCall('accesstoken', form, 'Basic %%%')).body.code).to.equal(
        'invalid_client',
      );
      const viaForm = await tokenCall(
        'accesstoken',
        { ...form, client_id: MOCK_API_KEY, client_secret: 'rp-mock-secret' },
        null,
      );
      expect(viaForm.body.code).to.equal('invalid_client');
    });
  });

  describe('refresh and revoke', () => {
    async function signIn() {
      const answer = await tokenCall('accesstoken', {
        grant_type: 'password',
        username: OWNER.email,
        password: OWNER.password,
      });
      return answer.body as { access_token: string; refresh_token: string };
    }

    it('refreshes through both paths, with Basic or client_id and client_secret', async () => {
      const { refresh_token } = await signIn();
      const viaRefresh = await tokenCall('refresh', { grant_type: 'refresh_token', refresh_token });
      expect(viaRefresh.status).to.equal(200);
      expect(viaRefresh.body.refresh_token).to.equal(refresh_token);
      const viaAccessToken = await tokenCall(
        'accesstoken',
        {
          grant_type: 'refresh_token',
          refresh_token,
          client_id: MOCK_API_KEY,
          client_secret: 'rp-mock-secret',
        },
        null,
      );
      expect(viaAccessToken.status).to.equal(200);
      expect(
        (await privateCall('GET', privateReviews, viaAccessToken.body.access_token)).status,
      ).to.equal(200);
      const badGrant = await tokenCall('refresh', { grant_type: 'password', refresh_token });
      expect(badGrant.status).to.equal(400);
      clock += 11_000;
      const unknown = await tokenCall('refresh', {
        grant_type: 'refresh_token',
        refresh_token: 'nope',
      });
      expect(unknown.body.code).to.equal('invalid_grant');
      const noSecret = await tokenCall(
        'refresh',
        { grant_type: 'refresh_token', refresh_token },
        null,
      );
      expect(noSecret.body.code).to.equal('invalid_client');
    });

    it('revokes a refresh token and the access tokens made from it (200, no body)', async () => {
      const { access_token, refresh_token } = await signIn();
      const revoked = await tokenCall('revoke', { token: refresh_token });
      expect(revoked.status).to.equal(200);
      expect(revoked.text).to.equal('');
      const after = await privateCall('GET', privateReviews, access_token);
      expect(after.body.code).to.equal('token_expired');
      expect(after.body.message).to.contain('revoked');
      expect(
        (await tokenCall('refresh', { grant_type: 'refresh_token', refresh_token })).body.code,
      ).to.equal('invalid_grant');
      // An unknown token is answered 200 too; a missing one is a 400; no Basic is a 401.
      clock += 11_000;
      expect((await tokenCall('revoke', { token: 'unknown' })).status).to.equal(200);
      expect((await tokenCall('revoke', {})).status).to.equal(400);
      expect((await tokenCall('revoke', { token: refresh_token }, null)).status).to.equal(401);
    });
  });

  describe('rate limit', () => {
    it('answers 429 rate_limited with Retry-After after 5 token requests in 10 s, then recovers', async () => {
      const form = { grant_type: 'password', username: OWNER.email, password: OWNER.password };
      for (let i = 0; i < 5; i++) {
        clock += 1000;
        expect((await tokenCall('accesstoken', form)).status).to.equal(200);
      }
      const limited = await tokenCall('accesstoken', form);
      expect(limited.status).to.equal(429);
      expect(limited.body).to.deep.include({ status: 429, code: 'rate_limited' });
      expect(Number(limited.headers.get('retry-after'))).to.equal(6);
      clock += 6000;
      expect((await tokenCall('accesstoken', form)).status).to.equal(200);
      // Per client: another key is counted apart (and refused for its credentials).
      expect((await tokenCall('accesstoken', form, basic('other-key'))).status).to.equal(401);
    });
  });

  describe('authorization code', () => {
    function authorize(redirectUri: string): string {
      let target = '';
      const root = document.createElement('div');
      document.body.append(root);
      mountAuthorizePage(root, {
        now: () => clock,
        location: {
          search: `?client_id=${MOCK_API_KEY}&response_type=code&state=s1&redirect_uri=${encodeURIComponent(redirectUri)}`,
          assign: (url: string | URL) => (target = String(url)),
        },
      });
      root.querySelector<HTMLButtonElement>('button[data-user]')!.click();
      root.remove();
      return new URL(target).searchParams.get('code')!;
    }

    it('exchanges a code from the authorization page once, for the same redirect_uri', async () => {
      const redirect = 'https://app.example.test/callback';
      const code = authorize(redirect);
      const form = { grant_type: 'authorization_code', code, redirect_uri: redirect };
      // The grant's name is spelled as in the spec; another spelling is refused and uses nothing.
      const misspelt = await tokenCall('accesstoken', {
        ...form,
        grant_type: 'authorisation_code',
      });
      expect(misspelt.status).to.equal(400);
      expect(misspelt.body.message).to.contain('"authorisation_code" is not supported');
      const answer = await tokenCall('accesstoken', form);
      expect(answer.status).to.equal(200);
      expect((await privateCall('GET', privateReviews, answer.body.access_token)).status).to.equal(
        200,
      );
      expect((await tokenCall('accesstoken', form)).body.code).to.equal('invalid_grant');
      const other = authorize(redirect);
      const mismatch = await tokenCall('accesstoken', {
        ...form,
        code: other,
        redirect_uri: 'https://evil.test/',
      });
      expect(mismatch.body.code).to.equal('invalid_grant');
      clock += 11_000;
      expect(
        (await tokenCall('accesstoken', { grant_type: 'authorization_code', code: other })).status,
      ).to.equal(400);
    });
  });
});
