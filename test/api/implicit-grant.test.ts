import { expect } from '@open-wc/testing';
import {
  AuthStateError,
  TokenStore,
  authorizeUrl,
  isAllowedRedirectUri,
  readAuthRedirect,
} from '../../src/api/implicit-grant.js';
import { passwordGrant, refreshToken, revokeToken, exchangeCode } from '../../src/api/server.js';
import { createClient } from '../../src/api/client.js';

describe('implicit grant helpers', () => {
  beforeEach(() => sessionStorage.clear());
  // The test runner reuses the tab, and its sessionStorage, for the next test file.
  afterEach(() => sessionStorage.clear());

  it('builds the authorization URL with client_id, redirect_uri, response_type=token and a fresh state', () => {
    const first = new URL(
      authorizeUrl({
        authUrl: 'https://auth.example.test/authorize',
        clientId: 'key-1',
        redirectUri: 'https://shop.example.test/owner',
      }),
    );
    expect(first.origin + first.pathname).to.equal('https://auth.example.test/authorize');
    expect(first.searchParams.get('client_id')).to.equal('key-1');
    expect(first.searchParams.get('redirect_uri')).to.equal('https://shop.example.test/owner');
    expect(first.searchParams.get('response_type')).to.equal('token');
    const second = new URL(
      authorizeUrl({ authUrl: '/authorize', clientId: 'k', redirectUri: 'http://localhost:5173/' }),
    );
    expect(second.searchParams.get('state')).to.have.length.above(20);
    expect(second.searchParams.get('state')).not.to.equal(first.searchParams.get('state'));
  });

  it('accepts https redirect URIs, and http only on localhost', () => {
    expect(isAllowedRedirectUri('https://shop.example.test/cb')).to.be.true;
    expect(isAllowedRedirectUri('http://localhost:8000/cb')).to.be.true;
    expect(isAllowedRedirectUri('http://127.0.0.1/cb')).to.be.true;
    expect(isAllowedRedirectUri('http://shop.example.test/cb')).to.be.false;
    expect(isAllowedRedirectUri('javascript:alert(1)')).to.be.false;
    expect(isAllowedRedirectUri('not a url')).to.be.false;
    expect(() =>
      authorizeUrl({ authUrl: '/a', clientId: 'k', redirectUri: 'http://shop.example.test/' }),
    ).to.throw(/must be https/);
    // The authorization page too; relative to this page (http on localhost here) is fine.
    expect(isAllowedRedirectUri('/authorize', 'https://shop.example.test/owner')).to.be.true;
    expect(isAllowedRedirectUri('/authorize', 'http://shop.example.test/owner')).to.be.false;
    for (const authUrl of ['javascript:alert(1)//', 'http://auth.example.test/authorize']) {
      expect(() =>
        authorizeUrl({ authUrl, clientId: 'k', redirectUri: 'https://shop.example.test/' }),
      ).to.throw(
        `auth-url "${authUrl}" must be https (http only on localhost), without a user name or password.`,
      );
    }
  });

  it('reads the redirect once: checks state, stores the token with its expiry, clears the fragment', () => {
    const state = new URL(
      authorizeUrl({ authUrl: '/a', clientId: 'k', redirectUri: 'https://x.test/' }),
    ).searchParams.get('state');
    const before = location.pathname + location.search;
    history.replaceState(
      null,
      '',
      `#access_token=tok-1&token_type=bearer&expires_in=3600&state=${state}`,
    );
    const store = new TokenStore('k');
    const token = readAuthRedirect(store, location.hash, () => 1_000);
    expect(token).to.deep.equal({ accessToken: 'tok-1', expiresAt: 1_000 + 3_600_000 });
    expect(location.hash).to.equal('');
    expect(location.pathname + location.search).to.equal(before);
    expect(JSON.parse(sessionStorage.getItem('rp-widgets.token.k')!).accessToken).to.equal('tok-1');
    expect(JSON.stringify(localStorage)).not.to.contain('tok-1');
    // The state was single-use: the same answer again is refused.
    expect(() => readAuthRedirect(store, `#access_token=tok-2&state=${state}`)).to.throw(
      AuthStateError,
    );
  });

  it('refuses a wrong or missing state and stores nothing', () => {
    authorizeUrl({ authUrl: '/a', clientId: 'k', redirectUri: 'https://x.test/' });
    const store = new TokenStore('k');
    expect(() => readAuthRedirect(store, '#access_token=evil&state=forged')).to.throw(
      AuthStateError,
      /Sign in again/,
    );
    expect(() => readAuthRedirect(store, '#access_token=evil')).to.throw(AuthStateError);
    expect(store.get()).to.equal(undefined);
    expect(readAuthRedirect(store, '#section-2')).to.equal(undefined);
  });

  it('drops an expired token before use, and signs out', () => {
    let now = 0;
    const store = new TokenStore('k', sessionStorage, () => now);
    store.set({ accessToken: 'tok', expiresAt: 100_000 });
    expect(store.get()?.accessToken).to.equal('tok');
    now = 100_000;
    expect(store.get()).to.equal(undefined);
    expect(sessionStorage.getItem('rp-widgets.token.k')).to.equal(null);
    store.set({ accessToken: 'tok', expiresAt: 1e15 });
    store.clear();
    expect(store.get()).to.equal(undefined);
  });

  it('with an address, keeps the token for that API address alone', () => {
    const at = (address?: string) =>
      new TokenStore(address ? { clientId: 'k', address } : 'k').get()?.accessToken;
    new TokenStore({ clientId: 'k', address: 'https://api.example' }).set({
      accessToken: 'bound',
      expiresAt: Date.now() + 3_600_000,
    });
    expect([at('https://api.example'), at('https://api.example/')]).to.deep.equal([
      'bound',
      'bound',
    ]);
    expect([at('https://other.example'), at('https://api.example/proxy'), at()]).to.deep.equal([
      undefined,
      undefined,
      undefined,
    ]);
    // Another address signing in keeps its own token; neither replaces the other.
    new TokenStore({ clientId: 'k', address: 'https://other.example' }).set({
      accessToken: 'other',
      expiresAt: Date.now() + 3_600_000,
    });
    expect([at('https://api.example'), at('https://other.example')]).to.deep.equal([
      'bound',
      'other',
    ]);
  });

  it('keeps the token in memory only when asked', () => {
    const store = new TokenStore('k', null);
    store.set({ accessToken: 'mem', expiresAt: Date.now() + 3_600_000 });
    expect(store.get()?.accessToken).to.equal('mem');
    expect(sessionStorage.length).to.equal(0);
  });
});

describe('server-only token operations', () => {
  it('throw in a browser before anything is sent, so the secret never reaches a page', async () => {
    const client = createClient({ baseUrl: 'https://api.example.test', apiKey: 'k' });
    const secret = { apiSecret: 's' };
    for (const call of [
      () => passwordGrant(client, { ...secret, username: 'u', password: 'p' }),
      () => exchangeCode(client, { ...secret, code: 'c', redirectUri: 'https://x.test/' }),
      () => refreshToken(client, { ...secret, refreshToken: 'r' }),
      () => revokeToken(client, { ...secret, refreshToken: 'r' }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect((error as Error).message).to.match(/must run on your server, never in a browser/);
    }
  });
});
