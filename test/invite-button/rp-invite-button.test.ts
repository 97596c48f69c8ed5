import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/config/define.js';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { MOCK_API_KEY, type MockPlatform } from '../../src/mock/index.js';
import { RpInvitationCreatedEvent } from '../../src/invite-button/events.js';
import type { RpInviteButton } from '../../src/invite-button/rp-invite-button.js';
import { assertContract, clearRequests, requests, startMock } from '../support/platform.js';
import { holdRequests, releaseHeldRequests } from '../support/hold.js';
import { watchTokenHygiene } from './hygiene.js';
import {
  OWNER,
  tokenKey,
  activate,
  authorizeOn,
  freshBase,
  here,
  mount,
  part,
  signInDirectly,
  text,
  type,
  view,
  movableClock,
} from './helpers.js';

const invitationPosts = () => requests.filter((r) => r.url.endsWith('/invitation-links'));

function productIds(platform: MockPlatform, count = 2): string[] {
  return platform.data.products
    .filter((product) => product.businessUnitId === 'bu-acme')
    .slice(0, count)
    .map((product) => product.id);
}

/** What the owner sees once the token has expired: the sign-in step again, input kept. */
const EXPIRED_VIEW = {
  button: 'Sign in to create a review link',
  message: 'Your sign-in has expired. Sign in again; what you entered is kept.',
  signOut: false,
};

describe('<rp-invite-button>', () => {
  let platform: MockPlatform;
  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
    sessionStorage.clear();
    if (location.hash) history.replaceState(null, '', here());
  });
  afterEach(releaseHeldRequests);
  afterEach(assertContract);
  const hygiene = watchTokenHygiene();
  // After the hygiene check, which reads the stored token: the test runner reuses the tab for the
  // next test file, and a token left in sessionStorage would sign that file's widgets in.
  afterEach(() => sessionStorage.clear());

  /**
   * Sends `el` to sign in and comes back to this page with the platform's answer, as the browser
   * would (`el` is gone, as the page it was on). Returns the authorization address it went to.
   */
  async function signInByRedirect(el: RpInviteButton): Promise<string> {
    let visited = '';
    el.navigate = (url) => (visited = url);
    await activate(el);
    el.remove();
    const target = authorizeOn(visited);
    hygiene.seen(new URLSearchParams(new URL(target).hash.slice(1)).get('access_token')!);
    history.replaceState(null, '', target);
    return visited;
  }

  describe('redirect sign-in', () => {
    it('signed out, the button is the sign-in step and goes to the authorization URL', async () => {
      const el = await mount();
      expect(view(el)).to.include({ button: 'Sign in to create a review link', signOut: false });
      const visited: string[] = [];
      el.navigate = (url) => visited.push(url);
      await activate(el);
      expect(visited).to.have.length(1);
      const url = new URL(visited[0]!);
      expect(url.origin + url.pathname).to.equal(
        `${location.origin}/test/invite-button/authorize.html`,
      );
      expect(url.searchParams.get('client_id')).to.equal(MOCK_API_KEY);
      expect(url.searchParams.get('redirect_uri')).to.equal(here());
      expect(url.searchParams.get('response_type')).to.equal('token');
      expect(url.searchParams.get('state')).to.equal(
        sessionStorage.getItem('rp-widgets.oauth-state'),
      );
      // A fresh state each time.
      await activate(el);
      expect(new URL(visited[1]!).searchParams.get('state')).not.to.equal(
        url.searchParams.get('state'),
      );
      expect(requests).to.have.length(0);
    });

    it('falls back to api-key from <rp-config> for the client id', async () => {
      const el = await mount({ attrs: { 'client-id': '', 'api-key': 'key-from-config' } });
      let visited = '';
      el.navigate = (url) => (visited = url);
      await activate(el);
      expect(new URL(visited).searchParams.get('client_id')).to.equal('key-from-config');
    });

    it('comes back signed in: reads the fragment once, stores the token, clears the address bar', async () => {
      const first = await mount();
      let visited = '';
      first.navigate = (url) => (visited = url);
      await activate(first);
      first.remove();
      const target = new URL(authorizeOn(visited));
      const fragment = new URLSearchParams(target.hash.slice(1));
      const token = fragment.get('access_token')!;
      hygiene.seen(token);
      history.replaceState(null, '', target.href);
      expect(location.hash).to.contain('access_token');

      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      expect(location.href).to.equal(here());
      const stored = JSON.parse(sessionStorage.getItem(tokenKey())!);
      expect(stored.accessToken).to.equal(token);
      expect(stored.expiresAt).to.be.closeTo(Date.now() + 3600_000, 5000);
      expect(view(el)).to.include({ button: 'Create review link', signOut: true, message: '' });

      const created = oneEvent(el, 'rp-invitation-created');
      await activate(el);
      const event = (await created) as unknown as RpInvitationCreatedEvent;
      const made = platform.data.invitations.at(-1)!;
      expect(event.reviewLinkId).to.equal(made.reviewLinkId);
      expect(event.reviewUrl).to.equal(made.reviewUrl);
      expect(event.bubbles && event.composed).to.be.true;
      expect(Object.keys(event)).to.have.members(['isTrusted', 'reviewLinkId', 'reviewUrl']);
      expect(view(el)).to.include({ link: made.reviewUrl, status: 'Review link created.' });
      const posts = invitationPosts();
      expect(posts).to.have.length(1);
      expect(posts[0]!.headers.authorization).to.equal(`Bearer ${token}`);
      expect(posts[0]!.headers.apikey).to.equal(undefined);
    });

    it('back from the authorization page, focus is on the first field once drawn; never on a plain load', async () => {
      /** Where focus is, as words: the element and the label of the field inside it. */
      const focused = () => {
        const active = document.activeElement;
        const inner = active?.shadowRoot?.activeElement;
        if (inner) return `${active!.localName}: ${text(inner.closest('label'))}`;
        return active?.getAttribute('aria-label') ?? active?.localName;
      };
      const signOutAndBack = async () => {
        sessionStorage.removeItem(tokenKey());
        await signInByRedirect(await mount());
      };
      (document.activeElement as HTMLElement | null)?.blur();

      const plain = await mount();
      expect(focused()).to.equal('body');
      plain.remove();

      await signOutAndBack();
      (document.activeElement as HTMLElement | null)?.blur();
      const back = await mount();
      expect(view(back)).to.include({ button: 'Create review link', signOut: true });
      expect(focused()).to.equal('rp-invite-button: Customer e-mail');
      expect(back.shadowRoot!.activeElement === part(back, 'input')).to.be.true;
      back.remove();

      // Signed in from before, a new page load leaves focus alone.
      (document.activeElement as HTMLElement | null)?.blur();
      const again = await mount();
      expect(view(again).signOut).to.be.true;
      expect(focused()).to.equal('body');
      again.remove();

      // In a language whose words load first, focus waits for the field, then goes there.
      await signOutAndBack();
      (document.activeElement as HTMLElement | null)?.blur();
      const finnish = await mount({ attrs: { locale: 'fi-FI' } });
      await waitUntil(() => focused() !== 'body', 'focus stayed on the page');
      expect(focused()).to.equal('rp-invite-button: Asiakkaan sähköposti');
      finnish.remove();

      // Focus the page has already placed elsewhere stays there.
      await signOutAndBack();
      const search = await fixture<HTMLInputElement>(html`<input aria-label="Search" />`);
      search.focus();
      const other = await mount();
      expect(view(other).signOut).to.be.true;
      expect(focused()).to.equal('Search');
    });

    it('keeps the expiry the answer gives (expires_in=120) and drops the token once past it', async () => {
      const accessToken = platform.issueToken({ email: OWNER, expiresIn: 120 });
      hygiene.seen(accessToken);
      sessionStorage.setItem('rp-widgets.oauth-state', 'the-real-one');
      history.replaceState(
        null,
        '',
        `${here()}#access_token=${accessToken}&token_type=bearer&expires_in=120&state=the-real-one`,
      );
      // The page's clock, moved on by hand below.
      const clock = movableClock();
      try {
        const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
        expect(location.hash).to.equal('');
        const stored = JSON.parse(sessionStorage.getItem(tokenKey())!);
        expect(stored.accessToken).to.equal(accessToken);
        expect(stored.expiresAt).to.be.closeTo(clock.real() + 120_000, 5000);
        expect(view(el)).to.include({ button: 'Create review link', signOut: true });

        // A minute on, the token still has more than the store's 30 s margin left.
        clock.ahead(60_000);
        el.requestUpdate();
        await el.updateComplete;
        expect(view(el)).to.include({ button: 'Create review link', signOut: true });

        // 100 s on it has not (it would have with the 3600 s default): dropped before any request.
        clock.ahead(100_000);
        await activate(el);
        expect(requests).to.have.length(0);
        expect(sessionStorage.getItem(tokenKey())).to.equal(null);
        expect(view(el)).to.include(EXPIRED_VIEW);
      } finally {
        clock.restore();
      }
    });

    it('takes api-key, auth-url, business-unit-id and base-url from <rp-config>', async () => {
      const base = freshBase();
      const authUrl = `${location.origin}/test/invite-button/authorize.html?via=rp-config`;
      const product = productIds(platform, 1)[0]!;
      const inConfig = async () => {
        const config = await fixture(
          html`<rp-config
            api-key=${MOCK_API_KEY}
            auth-url=${authUrl}
            business-unit-id="bu-acme"
            base-url=${base}
          >
            <rp-invite-button
              consumer-email="jamie@example.com"
              consumer-name="Jamie Doe"
              product-ids=${product}
            ></rp-invite-button>
          </rp-config>`,
        );
        const el = config.querySelector('rp-invite-button')!;
        await el.updateComplete;
        return el;
      };
      const el = await inConfig();
      for (const name of ['api-key', 'client-id', 'auth-url', 'business-unit-id', 'base-url']) {
        expect(el.hasAttribute(name), name).to.be.false;
      }
      expect(view(el)).to.include({ button: 'Sign in to create a review link', message: '' });
      let visited = '';
      el.navigate = (url) => (visited = url);
      await activate(el);
      expect(view(el).message).to.equal('');
      const asked = new URL(visited);
      expect(asked.origin + asked.pathname).to.equal(
        `${location.origin}/test/invite-button/authorize.html`,
      );
      expect(asked.searchParams.get('via')).to.equal('rp-config');
      expect(asked.searchParams.get('client_id')).to.equal(MOCK_API_KEY);
      expect(asked.searchParams.get('redirect_uri')).to.equal(location.origin + location.pathname);
      el.closest('rp-config')!.remove();

      // Back from the authorization page (the fragment replayed on this test page).
      const target = new URL(authorizeOn(visited));
      history.replaceState(null, '', here() + target.hash);
      const back = await inConfig();
      expect(view(back)).to.include({ button: 'Create review link', message: '' });
      await activate(back);
      expect(view(back).link).to.equal(platform.data.invitations.at(-1)!.reviewUrl);
      expect(invitationPosts().map((r) => r.url)).to.deep.equal([
        `${base}/v1/private/product-reviews/business-units/bu-acme/invitation-links`,
      ]);
    });

    it('refuses a wrong or missing state with a clear message, stores nothing', async () => {
      const token = platform.issueToken({ email: OWNER });
      hygiene.seen(token);
      for (const hash of [`#access_token=${token}&state=forged`, `#access_token=${token}`]) {
        sessionStorage.setItem('rp-widgets.oauth-state', 'the-real-one');
        history.replaceState(null, '', here() + hash);
        const mounted = await mount();
        expect(location.hash).to.equal('');
        expect(sessionStorage.getItem(tokenKey())).to.equal(null);
        expect(view(mounted)).to.include({
          button: 'Sign in to create a review link',
          message:
            'Sign-in refused: the answer does not belong to a sign-in started on this page. Sign in again.',
        });
        await expect(mounted).to.be.accessible();
        mounted.remove();
      }
    });

    it('says so when the owner cancels on the authorization page', async () => {
      sessionStorage.setItem('rp-widgets.oauth-state', 's');
      history.replaceState(null, '', `${here()}#error=access_denied&state=s`);
      const el = await mount();
      expect(view(el).message).to.equal(
        'Sign-in was not completed. Sign in again to create review links.',
      );
      expect(location.hash).to.equal('');
    });

    it('refuses a non-https redirect URI before leaving', async () => {
      const el = await mount({ attrs: { 'redirect-uri': 'http://shop.example.test/owner' } });
      const visited: string[] = [];
      el.navigate = (url) => visited.push(url);
      await activate(el);
      expect(visited).to.deep.equal([]);
      expect(view(el).message).to.equal(
        'redirect-uri “http://shop.example.test/owner” must start with https:// (http only on localhost), without a user name or password.',
      );
    });

    for (const authUrl of [
      'javascript:alert(document.domain)//',
      'http://auth.example.test/authorize',
    ]) {
      it(`refuses an auth-url that is not https before leaving (${authUrl.split(':')[0]})`, async () => {
        const el = await mount({ attrs: { 'auth-url': authUrl } });
        const visited: string[] = [];
        el.navigate = (url) => visited.push(url);
        await activate(el);
        expect(visited).to.deep.equal([]);
        expect(view(el).message).to.equal(
          `auth-url “${authUrl}” must start with https:// (http only on localhost), without a user name or password.`,
        );
      });
    }

    it('names a missing auth-url', async () => {
      const el = await mount({ attrs: { 'auth-url': '' } });
      el.navigate = () => expect.fail('must not navigate');
      const error = oneEvent(el, 'error');
      await activate(el);
      expect(((await error) as unknown as { error: Error }).error.message).to.match(/auth-url/);
      expect(view(el).message).to.match(/missing auth-url/);
    });
  });

  describe('signed in', () => {
    it('sends the invitation with productIds, reference, locale and the customer redirect', async () => {
      hygiene.seen(signInDirectly(platform));
      const ids = productIds(platform);
      const el = await mount({
        attrs: {
          'product-ids': ids.join(', '),
          'reference-id': 'ORD-42',
          locale: 'en-GB',
          'consumer-redirect-uri': 'https://shop.example.test/thanks',
        },
      });
      await activate(el);
      expect(platform.data.invitations.at(-1)!.request).to.deep.equal({
        consumer: { email: 'jamie@example.com', name: 'Jamie Doe' },
        referenceId: 'ORD-42',
        locale: 'en-GB',
        redirectUri: 'https://shop.example.test/thanks',
        productIds: ids,
      });
      // A bare language goes out as the language-region the platform wants.
      el.locale = 'de';
      await activate(el);
      expect(platform.data.invitations.at(-1)!.request).to.have.property('locale', 'de-DE');
    });

    it('sends product details given as the products property', async () => {
      hygiene.seen(signInDirectly(platform));
      const products = [
        {
          name: 'Trail shoe',
          sku: 'SHOE-1',
          productUrl: 'https://shop.example.test/shoe',
          brand: 'Acme',
        },
      ];
      const el = await mount({ products });
      await activate(el);
      expect(platform.data.invitations.at(-1)!.request).to.deep.include({ products });
      expect(view(el).link).to.equal(platform.data.invitations.at(-1)!.reviewUrl);
    });

    it('copies the link and confirms it; says how to copy when the clipboard refuses', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      await activate(el);
      const copied: string[] = [];
      const writeText = navigator.clipboard.writeText;
      navigator.clipboard.writeText = async (value: string) => void copied.push(value);
      try {
        part(el, 'copy')!.click();
        await waitUntil(() => view(el).status === 'Link copied.');
        expect(copied).to.deep.equal([view(el).link]);
        navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
        part(el, 'copy')!.click();
        await waitUntil(() => view(el).status.startsWith('Copying failed'));
        expect(el.shadowRoot!.activeElement).to.equal(part(el, 'link'));
      } finally {
        navigator.clipboard.writeText = writeText;
      }
    });

    it('elements of the same client sign in and out together', async () => {
      hygiene.seen(signInDirectly(platform));
      const [a, b] = [await mount(), await mount()];
      expect([view(a).button, view(b).button]).to.deep.equal([
        'Create review link',
        'Create review link',
      ]);
      part(a, 'sign-out')!.click();
      await b.updateComplete;
      expect(view(b)).to.include({ button: 'Sign in to create a review link', signOut: false });
    });

    it('signs out in one click and forgets the token', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      await activate(el);
      part(el, 'sign-out')!.click();
      await el.updateComplete;
      expect(sessionStorage.getItem(tokenKey())).to.equal(null);
      expect(view(el)).to.include({ button: 'Sign in to create a review link', signOut: false });
      expect(view(el).link).to.equal(undefined);
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'button'));
    });

    it('makes exactly one invitation from a double click: busy while in flight', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      const button = part(el, 'button')!;
      // The answer is held while the button is clicked again, however fast the machine answers.
      const held = holdRequests();
      try {
        button.click();
        button.click();
        await el.updateComplete;
        expect(button.getAttribute('aria-disabled')).to.equal('true');
        expect(view(el).button).to.equal('Creating link…');
        expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('true');
        button.click();
        await el.updateComplete;
        expect(held.calls.filter((url) => url.endsWith('/invitation-links'))).to.have.length(1);
      } finally {
        held.release();
      }
      await waitUntil(() => button.getAttribute('aria-disabled') !== 'true', 'still busy');
      expect(view(el).link).to.be.a('string');
      expect(invitationPosts()).to.have.length(1);
      expect(platform.data.invitations).to.have.length(1);
    });
  });

  /** Activates a signed-in button whose input is wrong: shown `message`, nothing sent. */
  async function refusesBeforeAnyRequest(
    setup: Parameters<typeof mount>[0],
    message: string,
    button: string,
  ) {
    hygiene.seen(signInDirectly(platform));
    const el = await mount(setup);
    const error = oneEvent(el, 'error');
    await activate(el);
    await error;
    expect(view(el).message).to.equal(message);
    expect(view(el).button).to.equal(button);
    expect(requests).to.have.length(0);
  }

  describe('input refused before any request', () => {
    const cases: [string, Parameters<typeof mount>[0], string][] = [
      [
        'both product-ids and products',
        { attrs: { 'product-ids': 'p-1' }, products: [{ name: 'A', sku: 'A-1' }] },
        'Give the products either as product-ids or as products, not both.',
      ],
      ['neither', {}, 'No products: give them as product-ids or as products (one of the two).'],
      ['a product without sku', { products: [{ name: 'A' }] }, 'Product 1 needs a name and a SKU.'],
      [
        'a missing e-mail',
        { attrs: { 'product-ids': 'p-1', 'consumer-email': '' } },
        'Enter the customer’s e-mail address.',
      ],
      [
        'a malformed e-mail',
        { attrs: { 'product-ids': 'p-1', 'consumer-email': 'jamie@example' } },
        '“jamie@example” is not an e-mail address.',
      ],
      [
        'a missing name',
        { attrs: { 'product-ids': 'p-1', 'consumer-name': ' ' } },
        'Enter the customer’s name.',
      ],
      [
        'a non-https customer redirect',
        { attrs: { 'product-ids': 'p-1', 'consumer-redirect-uri': 'http://shop.example.test/' } },
        'consumer-redirect-uri “http://shop.example.test/” must start with https:// (http only on localhost), without a user name or password.',
      ],
      [
        'a missing business unit',
        { attrs: { 'product-ids': 'p-1', 'business-unit-id': '' } },
        'missing business-unit-id: set it on <rp-invite-button> or on an <rp-config> ancestor.',
      ],
    ];
    for (const [name, setup, message] of cases) {
      it(`refuses ${name}`, () => refusesBeforeAnyRequest(setup, message, 'Create review link'));
    }

    it('sends what the owner typed', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({
        attrs: { 'product-ids': productIds(platform, 1)[0]!, 'consumer-email': '' },
      });
      const [email, name] = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=input]')];
      type(email!, 'sam@example.org');
      type(name!, 'Sam Lee');
      await activate(el);
      expect(platform.data.invitations.at(-1)!.request).to.deep.include({
        consumer: { email: 'sam@example.org', name: 'Sam Lee' },
      });
    });
  });

  describe('faults', () => {
    it('401: drops the token, asks to sign in again, keeps what was typed', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      const [email] = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=input]')];
      type(email!, 'typed@example.org');
      // The platform's clock moves past the token's expiry; the page's does not know.
      platform.set({ now: () => Date.now() + 2 * 3600_000 });
      await activate(el);
      expect(invitationPosts()).to.have.length(1);
      expect(sessionStorage.getItem(tokenKey())).to.equal(null);
      expect(view(el)).to.include(EXPIRED_VIEW);
      expect(email!.value).to.equal('typed@example.org');
      expect(el.consumerEmail).to.equal('typed@example.org');
      await expect(el).to.be.accessible();
    });

    it('401 then sign-in by redirect: what was typed comes back on the page', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      type(el.shadowRoot!.querySelector<HTMLInputElement>('[part=input]')!, 'typed@example.org');
      platform.fail({ operation: 'createInvitationLink', status: 401, times: 1 });
      await activate(el);
      // The page is left and loaded again with the answer.
      await signInByRedirect(el);
      const back = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      expect(back.consumerEmail).to.equal('typed@example.org');
      expect(view(back)).to.include({ button: 'Create review link', message: '' });
      expect(sessionStorage.getItem('rp-widgets.invite-draft')).to.equal(null);
    });

    it('what was typed on a page with a query comes back on the default redirect page', async () => {
      const page = location.href;
      history.replaceState(null, '', `${location.pathname}?order=42`);
      try {
        // No redirect-uri: the default is this page without its query.
        const attrs = { 'redirect-uri': '', 'product-ids': productIds(platform, 1)[0]! };
        const el = await mount({ attrs });
        type(el.shadowRoot!.querySelector<HTMLInputElement>('[part=input]')!, 'typed@example.org');
        const visited = await signInByRedirect(el);
        expect(new URL(visited).searchParams.get('redirect_uri')).to.equal(
          location.origin + location.pathname,
        );
        const back = await mount({ attrs });
        expect(back.consumerEmail).to.equal('typed@example.org');
        expect(view(back)).to.include({ button: 'Create review link', message: '' });
      } finally {
        history.replaceState(null, '', page);
      }
    });

    it('an expired token is dropped before use: no request, sign in again', async () => {
      const accessToken = platform.issueToken({ email: OWNER });
      hygiene.seen(accessToken);
      // Valid for 60 s; the store treats the last 30 s as expired. The page's clock is moved by hand.
      sessionStorage.setItem(
        tokenKey(),
        JSON.stringify({ accessToken, expiresAt: Date.now() + 60_000 }),
      );
      const clock = movableClock();
      try {
        const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
        expect(view(el).button).to.equal('Create review link');
        clock.ahead(30_100);
        await activate(el);
        expect(requests).to.have.length(0);
        expect(view(el)).to.include(EXPIRED_VIEW);
        expect(sessionStorage.getItem(tokenKey())).to.equal(null);
      } finally {
        clock.restore();
      }
    });

    it('429: a message with the wait and a retry that works', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      platform.fail({ operation: 'createInvitationLink', status: 429, retryAfter: 7, times: 1 });
      await activate(el);
      expect(view(el)).to.include({
        button: 'Try again',
        message: 'Too many requests. Wait 7 seconds, then try again.',
        link: undefined,
      });
      expect(platform.data.invitations).to.have.length(0);
      await activate(el);
      expect(view(el)).to.include({ button: 'Create review link', message: '' });
      expect(invitationPosts()).to.have.length(2);
      expect(platform.data.invitations).to.have.length(1);
      // One second, in both languages.
      platform.fail({ operation: 'createInvitationLink', status: 429, retryAfter: 1, times: 2 });
      await activate(el);
      expect(view(el).message).to.equal('Too many requests. Wait 1 second, then try again.');
      el.locale = 'de-DE';
      await activate(el);
      expect(view(el).message).to.equal(
        'Zu viele Anfragen. Warten Sie 1 Sekunde und versuchen Sie es dann erneut.',
      );
    });

    it('network failure: a message and a retry; writes are never retried on their own', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      const realFetch = window.fetch;
      let calls = 0;
      window.fetch = (...args) => {
        if (String(args[0]).endsWith('/invitation-links') && calls++ === 0) {
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return realFetch(...args);
      };
      try {
        await activate(el);
        expect(view(el)).to.include({
          button: 'Try again',
          message: 'The review platform could not be reached. Check the connection and try again.',
        });
        expect(calls).to.equal(1);
        await activate(el);
        expect(view(el).link).to.equal(platform.data.invitations.at(-1)!.reviewUrl);
      } finally {
        window.fetch = realFetch;
      }
    });

    it('a refusal of the platform is shown with its reason', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': 'no-such-product' } });
      await activate(el);
      expect(view(el)).to.include({
        button: 'Create review link',
        message: 'The platform refused the request: Unknown productIds: no-such-product.',
      });
    });
  });

  describe('German', () => {
    const refusals: [string, Record<string, string>, string][] = [
      [
        'a malformed e-mail',
        { 'consumer-email': 'jamie@example' },
        '„jamie@example“ ist keine E-Mail-Adresse.',
      ],
      [
        'a non-https customer redirect',
        { 'consumer-redirect-uri': 'http://shop.example.test/' },
        'consumer-redirect-uri „http://shop.example.test/“ muss mit https:// beginnen (http nur auf localhost), ohne Benutzername oder Passwort.',
      ],
    ];
    for (const [name, attrs, message] of refusals) {
      it(`refuses ${name} in German`, () =>
        refusesBeforeAnyRequest(
          { attrs: { 'product-ids': 'p-1', locale: 'de-DE', ...attrs } },
          message,
          'Bewertungslink erstellen',
        ));
    }

    it('refuses a product without sku in German', () =>
      refusesBeforeAnyRequest(
        { attrs: { locale: 'de-DE' }, products: [{ name: 'A', sku: 'A-1' }, { name: 'B' }] },
        'Produkt 2 braucht einen Namen und eine SKU.',
        'Bewertungslink erstellen',
      ));

    it('shows a refusal of the platform in German, with its reason', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': 'no-such-product', locale: 'de-DE' } });
      await activate(el);
      expect(view(el)).to.include({
        button: 'Bewertungslink erstellen',
        message: 'Die Plattform hat die Anfrage abgelehnt: Unknown productIds: no-such-product.',
      });
    });

    it('speaks German from locale="de-DE"', async () => {
      const el = await mount({ attrs: { locale: 'de-DE' } });
      expect(view(el).button).to.equal('Anmelden, um einen Bewertungslink zu erstellen');
      expect(
        [...el.shadowRoot!.querySelectorAll('[part=field]')].map((l) => l.textContent!.trim()),
      ).to.deep.equal(['E-Mail des Kunden', 'Name des Kunden']);
      hygiene.seen(signInDirectly(platform));
      el.requestUpdate();
      await el.updateComplete;
      await activate(el);
      expect(view(el)).to.include({
        button: 'Bewertungslink erstellen',
        message:
          'Keine Produkte: Geben Sie sie als product-ids oder als products an (eines von beiden).',
      });
    });
  });

  describe('accessibility', () => {
    it('is axe clean signed out, signed in, busy, with an error and with a link', async () => {
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      await expect(el).to.be.accessible();
      hygiene.seen(signInDirectly(platform));
      el.requestUpdate();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      const held = holdRequests();
      try {
        part(el, 'button')!.click();
        await el.updateComplete;
        expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('true');
        await expect(el).to.be.accessible();
      } finally {
        held.release();
      }
      await waitUntil(() => view(el).link !== undefined, 'no link');
      expect(view(el).link).to.be.a('string');
      await expect(el).to.be.accessible();
      el.productIds = '';
      await activate(el);
      expect(view(el).message).to.match(/No products/);
      await expect(el).to.be.accessible();
    });

    it("draws its main button in the page's colours, or the shop's accent; axe clean in light, dark and forced colours", async () => {
      await executeServerCommand('emulate-focus');
      const el = await mount();
      const page = el.parentElement!;
      const button = part(el, 'button')!;
      // The text on a filled button is computed as color(srgb r g b): written here as rgb().
      const rgb = (value: string) =>
        value.replace(/^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)$/, (_, ...channels: string[]) => {
          const [r, g, b] = channels.map((channel) => Math.round(Number(channel) * 255));
          return `rgb(${r}, ${g}, ${b})`;
        });
      const colours = () => {
        const style = getComputedStyle(button);
        return [style.color, style.borderTopColor, style.backgroundColor].map(rgb);
      };
      const none = 'rgba(0, 0, 0, 0)';
      const cases: [string, string[]][] = [
        // The page's text colour: an outlined button in it.
        [
          'color: rgb(0, 90, 40); background: rgb(255, 255, 255)',
          ['rgb(0, 90, 40)', 'rgb(0, 90, 40)', none],
        ],
        [
          'color-scheme: dark; color: rgb(233, 233, 238); background: rgb(21, 23, 28)',
          ['rgb(233, 233, 238)', 'rgb(233, 233, 238)', none],
        ],
        // The shop's accent, set on the page: a filled button with light or dark text on it.
        [
          'color: rgb(0, 90, 40); background: rgb(255, 255, 255); --rp-accent-color: rgb(31, 107, 79)',
          ['rgb(255, 255, 255)', 'rgb(31, 107, 79)', 'rgb(31, 107, 79)'],
        ],
        [
          'color-scheme: dark; color: rgb(233, 233, 238); background: rgb(21, 23, 28); --rp-accent-color: rgb(127, 209, 173)',
          ['rgb(17, 17, 17)', 'rgb(127, 209, 173)', 'rgb(127, 209, 173)'],
        ],
        [
          'background: rgb(255, 255, 255); --rp-accent-color: rgb(255, 201, 64); --rp-on-accent-color: rgb(20, 20, 20)',
          ['rgb(20, 20, 20)', 'rgb(255, 201, 64)', 'rgb(255, 201, 64)'],
        ],
      ];
      for (const [style, expected] of cases) {
        page.setAttribute('style', style);
        expect(colours(), style).to.deep.equal(expected);
        // The focus ring is drawn in the same colour as the button's outline.
        button.focus({ focusVisible: true } as FocusOptions);
        expect(getComputedStyle(button).outlineColor, style).to.equal(expected[1]);
        await expect(page).to.be.accessible();
      }
      await executeServerCommand('emulate-forced-colors', { active: true });
      try {
        page.setAttribute('style', 'color: rgb(0, 90, 40)');
        const [color, border, background] = colours();
        expect(border).to.equal(color);
        expect(border).not.to.equal(background);
        await expect(page).to.be.accessible();
      } finally {
        await executeServerCommand('emulate-forced-colors', { active: false });
      }
    });

    it('works from the keyboard: Enter on the focused button signs in', async () => {
      const el = await mount();
      const visited: string[] = [];
      el.navigate = (url) => visited.push(url);
      part(el, 'button')!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(visited).to.have.length(1);
    });

    it('names its controls: labelled inputs and buttons', async () => {
      hygiene.seen(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      await activate(el);
      const inputs = [...el.shadowRoot!.querySelectorAll('input')];
      expect(inputs.map((input) => text(input.closest('label')))).to.deep.equal([
        'Customer e-mail',
        'Customer name',
        'Review link',
      ]);
      expect(part(el, 'message')!.getAttribute('role')).to.equal('alert');
      expect(part(el, 'status')!.getAttribute('role')).to.equal('status');
      expect(part(el, 'button')!.getAttribute('aria-describedby')).to.equal('message');
    });
  });

  describe('token hygiene', () => {
    // The check itself runs after every test (watchTokenHygiene); here it is shown to catch each leak.
    it('the after-each check finds a token in each place it must never be', async () => {
      const token = platform.issueToken({ email: OWNER });
      const plants: [string, () => unknown, () => void][] = [
        ['console', () => console.info(`planted by the self-test: ${token}`), () => {}],
        [
          'event',
          () => document.body.dispatchEvent(new CustomEvent('leak', { detail: { token } })),
          () => {},
        ],
        [
          'localStorage',
          () => localStorage.setItem('leak', token),
          () => localStorage.removeItem('leak'),
        ],
        [
          'sessionStorage (besides the token)',
          () => sessionStorage.setItem('leak', JSON.stringify({ token })),
          () => sessionStorage.removeItem('leak'),
        ],
        [
          'request URL',
          () =>
            fetch(`/v1/business-units/find?name=x&access_token=${token}`).catch(() => undefined),
          () => clearRequests(),
        ],
      ];
      for (const [place, plant, clean] of plants) {
        await plant();
        await waitUntil(() => hygiene.leaks().length, `a token in ${place} went unnoticed`);
        expect(hygiene.leaks()).to.deep.equal([`a token in ${place}`]);
        clean();
        hygiene.reset();
        expect(hygiene.leaks()).to.deep.equal([]);
      }
      // A token the shape scan would miss but the test handed out, and the claims part alone.
      const opaque = 'opaque-token-without-the-mock-shape';
      for (const [known, leak] of [
        [opaque, opaque],
        [token, token.split('.')[1]!],
      ] as const) {
        hygiene.seen(known);
        console.warn(`planted by the self-test: ${leak}`);
        expect(hygiene.leaks()).to.deep.equal(['a token in console']);
        hygiene.reset();
      }
      // A bearer to a public endpoint, or with an API key.
      await fetch('/v1/business-units/find?name=x', {
        headers: { authorization: `Bearer ${token}`, apikey: MOCK_API_KEY },
      }).catch(() => undefined);
      await waitUntil(() => requests.length, 'the request was not recorded');
      expect(hygiene.leaks()).to.deep.equal([
        'a token sent to GET /v1/business-units/find',
        `a token sent with an API key to ${location.origin}/v1/business-units/find?name=x`,
      ]);
      clearRequests();
      hygiene.reset();
    });
  });
});
