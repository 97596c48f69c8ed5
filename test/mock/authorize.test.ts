import { expect, fixture, html } from '@open-wc/testing';
import { TokenStore, authorizeUrl, readAuthRedirect } from '../../src/api/implicit-grant.js';
import { MOCK_API_KEY, MOCK_IDS, MOCK_USERS, mountAuthorizePage } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { privateCall } from './helpers.js';

interface FakeLocation {
  search: string;
  assign(url: string | URL): void;
  replace?(url: string | URL): void;
}

function fakeLocation(query: Record<string, string>): FakeLocation & { redirects: string[] } {
  const redirects: string[] = [];
  return {
    redirects,
    search: `?${new URLSearchParams(query)}`,
    assign: (url) => redirects.push(String(url)),
  };
}

async function mount(query: Record<string, string>, options: { replace?: boolean } = {}) {
  const root = await fixture<HTMLDivElement>(html`<div></div>`);
  const location = fakeLocation(query);
  if (options.replace)
    location.replace = (url) => location.redirects.push(`replace:${String(url)}`);
  const result = mountAuthorizePage(root, { location });
  return { root, location, result };
}

const valid = {
  client_id: MOCK_API_KEY,
  redirect_uri: 'https://shop.example.test/account',
  response_type: 'token',
  state: 'xyz',
};

describe('mock authorization page', () => {
  afterEach(assertContract);

  it('lists the business users as labelled buttons under a heading, without inline handlers', async () => {
    const { root } = await mount(valid);
    expect(root.querySelector('h1')!.textContent).to.contain('Sign in');
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-user]')];
    expect(buttons).to.have.length(MOCK_USERS.length);
    expect(buttons[0]!.textContent).to.equal(
      `Sign in as ${MOCK_USERS[0]!.name}Acme Outdoor, ${MOCK_USERS[0]!.email}`,
    );
    expect(buttons.find((button) => button.disabled)!.dataset.user).to.equal('user-acme-2fa');
    expect(root.innerHTML).not.to.match(/\son\w+=/);
    await expect(root).to.be.accessible();
  });

  it('redirects with the token in the fragment and echoes state; the platform accepts the token', async () => {
    await startMock();
    const { root, location } = await mount(valid);
    root.querySelector<HTMLButtonElement>('button[data-user="user-acme-owner"]')!.click();
    expect(location.redirects).to.have.length(1);
    const target = new URL(location.redirects[0]!);
    expect(`${target.origin}${target.pathname}`).to.equal(valid.redirect_uri);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('token_type')).to.equal('bearer');
    expect(fragment.get('expires_in')).to.equal('3600');
    expect(fragment.get('state')).to.equal('xyz');
    const path = `/v1/private/product-reviews/business-units/${MOCK_IDS.businessUnits.acme}/reviews`;
    expect((await privateCall('GET', path, fragment.get('access_token')!)).status).to.equal(200);
  });

  it('leaves state out when none was given, and uses location.replace when there is one', async () => {
    const { state: _state, ...noState } = valid;
    const { root, location } = await mount(noState, { replace: true });
    root.querySelector<HTMLButtonElement>('button[data-user]')!.click();
    expect(location.redirects[0]).to.match(
      /^replace:https:\/\/shop\.example\.test\/account#access_token=/,
    );
    expect(location.redirects[0]).not.to.contain('state=');
  });

  it('answers a cancel with error=access_denied', async () => {
    const { root, location } = await mount(valid);
    root.querySelector<HTMLButtonElement>('button[data-cancel]')!.click();
    expect(location.redirects[0]).to.equal(
      'https://shop.example.test/account#error=access_denied&state=xyz',
    );
  });

  it('gives a code in the query for response_type=code', async () => {
    const { root, location } = await mount({
      ...valid,
      response_type: 'code',
      redirect_uri: 'https://app.example.test/cb?x=1',
    });
    root.querySelector<HTMLButtonElement>('button[data-user]')!.click();
    const target = new URL(location.redirects[0]!);
    expect(target.searchParams.get('x')).to.equal('1');
    expect(target.searchParams.get('code')).to.match(/^rpm\./);
    expect(target.searchParams.get('state')).to.equal('xyz');
    expect(target.hash).to.equal('');
  });

  it('allows http only for localhost and 127.0.0.1', async () => {
    for (const uri of ['http://localhost:5173/', 'http://127.0.0.1:8080/cb']) {
      expect((await mount({ ...valid, redirect_uri: uri })).result.refused, uri).to.equal(
        undefined,
      );
    }
  });

  it('refuses bad requests with a visible message and no redirect', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...valid, redirect_uri: 'http://shop.example.test/' }, /https/],
      [{ ...valid, redirect_uri: 'shop.example.test' }, /absolute/],
      [{ ...valid, redirect_uri: '' }, /missing/],
      [{ ...valid, client_id: 'someone-else' }, /client_id/],
      [{ ...valid, response_type: 'id_token' }, /response_type/],
    ];
    for (const [query, message] of cases) {
      const { root, location, result } = await mount(query);
      expect(result.refused, JSON.stringify(query)).to.match(message);
      expect(root.querySelector('[role=alert]')!.textContent).to.match(message);
      expect(root.querySelector('h1')!.textContent).to.equal('Sign-in refused');
      expect(root.querySelector('button')).to.equal(null);
      expect(location.redirects).to.deep.equal([]);
    }
  });

  it('completes the implicit grant with the client helpers of src/api', async () => {
    await startMock();
    const store = new TokenStore(MOCK_API_KEY, null);
    const url = new URL(
      authorizeUrl({
        authUrl: 'https://auth.example.test/authorize',
        clientId: MOCK_API_KEY,
        redirectUri: 'http://localhost:8000/',
      }),
    );
    const { root, location } = await mount(Object.fromEntries(url.searchParams));
    root.querySelector<HTMLButtonElement>('button[data-user]')!.click();
    const token = readAuthRedirect(store, new URL(location.redirects[0]!).hash);
    expect(token!.accessToken).to.equal(store.get()!.accessToken);
    const path = `/v1/private/business-units/${MOCK_IDS.businessUnits.acme}/products?perPage=1`;
    expect((await privateCall('GET', path, token!.accessToken)).status).to.equal(200);
  });
});
