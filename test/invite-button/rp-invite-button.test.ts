import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { MOCK_API_KEY, type MockPlatform } from '../../src/mock/index.js';
import { RpInvitationCreatedEvent } from '../../src/invite-button/events.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import {
  OWNER,
  TOKEN_KEY,
  activate,
  authorizeOn,
  here,
  mount,
  part,
  signInDirectly,
  text,
  type,
  view,
} from './helpers.js';

// Token hygiene: everything the page writes to the console, and every event the elements fire,
// is kept and scanned for the tokens the tests saw.
const consoleOutput: string[] = [];
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
const originals = methods.map((name) => console[name]);
methods.forEach((name, i) => {
  console[name] = (...args: unknown[]) => {
    consoleOutput.push(
      args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
    );
    originals[i]!.apply(console, args);
  };
});
const events: string[] = [];
for (const name of ['rp-invitation-created', 'error']) {
  document.addEventListener(
    name,
    (event) => {
      const { reviewLinkId, reviewUrl, error } = event as Event & Record<string, unknown>;
      events.push(JSON.stringify({ reviewLinkId, reviewUrl, error: (error as Error)?.message }));
    },
    true,
  );
}
const tokens = new Set<string>();
const sent: { url: string; headers: Record<string, string> }[] = [];

const invitationPosts = () => requests.filter((r) => r.url.endsWith('/invitation-links'));

function productIds(platform: MockPlatform, count = 2): string[] {
  return platform.data.products
    .filter((product) => product.businessUnitId === 'bu-acme')
    .slice(0, count)
    .map((product) => product.id);
}

describe('<rp-invite-button>', () => {
  let platform: MockPlatform;
  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
    sessionStorage.clear();
    if (location.hash) history.replaceState(null, '', here());
  });
  afterEach(() => sent.push(...requests));
  afterEach(assertContract);
  after(() => methods.forEach((name, i) => (console[name] = originals[i]!)));

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
      tokens.add(token);
      history.replaceState(null, '', target.href);
      expect(location.hash).to.contain('access_token');

      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      expect(location.href).to.equal(here());
      const stored = JSON.parse(sessionStorage.getItem(TOKEN_KEY)!);
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

    it('refuses a wrong or missing state with a clear message, stores nothing', async () => {
      const token = platform.issueToken({ email: OWNER });
      tokens.add(token);
      for (const hash of [`#access_token=${token}&state=forged`, `#access_token=${token}`]) {
        sessionStorage.setItem('rp-widgets.oauth-state', 'the-real-one');
        history.replaceState(null, '', here() + hash);
        const mounted = await mount();
        expect(location.hash).to.equal('');
        expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
        expect(view(mounted)).to.include({
          button: 'Sign in to create a review link',
          message:
            'Sign-in refused: the answer does not belong to a sign-in started on this page. Sign in again.',
        });
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
        'redirect-uri “http://shop.example.test/owner” must start with https:// (http only on localhost).',
      );
    });

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
      tokens.add(signInDirectly(platform));
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
    });

    it('sends product details given as the products property', async () => {
      tokens.add(signInDirectly(platform));
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
      tokens.add(signInDirectly(platform));
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
      tokens.add(signInDirectly(platform));
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
      tokens.add(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      await activate(el);
      part(el, 'sign-out')!.click();
      await el.updateComplete;
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
      expect(view(el)).to.include({ button: 'Sign in to create a review link', signOut: false });
      expect(view(el).link).to.equal(undefined);
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'button'));
    });

    it('makes exactly one invitation from a double click: busy while in flight', async () => {
      tokens.add(signInDirectly(platform));
      platform.set({ latency: 150 });
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      const button = part(el, 'button')!;
      button.click();
      button.click();
      await el.updateComplete;
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(view(el).button).to.equal('Creating link…');
      expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('true');
      button.click();
      await activate(el);
      expect(invitationPosts()).to.have.length(1);
      expect(platform.data.invitations).to.have.length(1);
    });
  });

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
        'consumer-redirect-uri “http://shop.example.test/” must start with https:// (http only on localhost).',
      ],
      [
        'a missing business unit',
        { attrs: { 'product-ids': 'p-1', 'business-unit-id': '' } },
        'missing business-unit-id: set it on <rp-invite-button> or on an <rp-config> ancestor.',
      ],
    ];
    for (const [name, setup, message] of cases) {
      it(`refuses ${name}`, async () => {
        tokens.add(signInDirectly(platform));
        const el = await mount(setup);
        const error = oneEvent(el, 'error');
        await activate(el);
        await error;
        expect(view(el).message).to.equal(message);
        expect(view(el).button).to.equal('Create review link');
        expect(requests).to.have.length(0);
      });
    }

    it('sends what the owner typed', async () => {
      tokens.add(signInDirectly(platform));
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
      tokens.add(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      const [email] = [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=input]')];
      type(email!, 'typed@example.org');
      // The platform's clock moves past the token's expiry; the page's does not know.
      platform.set({ now: () => Date.now() + 2 * 3600_000 });
      await activate(el);
      expect(invitationPosts()).to.have.length(1);
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
      expect(view(el)).to.include({
        button: 'Sign in to create a review link',
        message: 'Your sign-in has expired. Sign in again; what you entered is kept.',
        signOut: false,
      });
      expect(email!.value).to.equal('typed@example.org');
      expect(el.consumerEmail).to.equal('typed@example.org');
    });

    it('401 then sign-in by redirect: what was typed comes back on the page', async () => {
      tokens.add(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      type(el.shadowRoot!.querySelector<HTMLInputElement>('[part=input]')!, 'typed@example.org');
      platform.fail({ operation: 'createInvitationLink', status: 401, times: 1 });
      await activate(el);
      let visited = '';
      el.navigate = (url) => (visited = url);
      await activate(el);
      el.remove();
      // The page is left and loaded again with the answer.
      const target = authorizeOn(visited);
      tokens.add(new URLSearchParams(new URL(target).hash.slice(1)).get('access_token')!);
      history.replaceState(null, '', target);
      const back = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      expect(back.consumerEmail).to.equal('typed@example.org');
      expect(view(back)).to.include({ button: 'Create review link', message: '' });
      expect(sessionStorage.getItem('rp-widgets.invite-draft')).to.equal(null);
    });

    it('an expired token is dropped before use: no request, sign in again', async () => {
      const accessToken = platform.issueToken({ email: OWNER });
      tokens.add(accessToken);
      // Valid for 30.3 s; the store treats the last 30 s as expired.
      sessionStorage.setItem(
        TOKEN_KEY,
        JSON.stringify({ accessToken, expiresAt: Date.now() + 30_300 }),
      );
      const el = await mount({ attrs: { 'product-ids': productIds(platform, 1)[0]! } });
      expect(view(el).button).to.equal('Create review link');
      await new Promise((resolve) => setTimeout(resolve, 400));
      await activate(el);
      expect(requests).to.have.length(0);
      expect(view(el)).to.include({
        button: 'Sign in to create a review link',
        message: 'Your sign-in has expired. Sign in again; what you entered is kept.',
      });
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    });

    it('429: a message with the wait and a retry that works', async () => {
      tokens.add(signInDirectly(platform));
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
    });

    it('network failure: a message and a retry; writes are never retried on their own', async () => {
      tokens.add(signInDirectly(platform));
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
      tokens.add(signInDirectly(platform));
      const el = await mount({ attrs: { 'product-ids': 'no-such-product' } });
      await activate(el);
      expect(view(el)).to.include({
        button: 'Create review link',
        message: 'The platform refused the request: Unknown productIds: no-such-product.',
      });
    });
  });

  describe('German', () => {
    it('speaks German from locale="de-DE"', async () => {
      const el = await mount({ attrs: { locale: 'de-DE' } });
      expect(view(el).button).to.equal('Anmelden, um einen Bewertungslink zu erstellen');
      expect(
        [...el.shadowRoot!.querySelectorAll('[part=field]')].map((l) => l.textContent!.trim()),
      ).to.deep.equal(['E-Mail des Kunden', 'Name des Kunden']);
      tokens.add(signInDirectly(platform));
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
      tokens.add(signInDirectly(platform));
      el.requestUpdate();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      platform.set({ latency: 300 });
      part(el, 'button')!.click();
      await el.updateComplete;
      await expect(el).to.be.accessible();
      await activate(el);
      expect(view(el).link).to.be.a('string');
      await expect(el).to.be.accessible();
      el.productIds = '';
      await activate(el);
      expect(view(el).message).to.match(/No products/);
      await expect(el).to.be.accessible();
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
      tokens.add(signInDirectly(platform));
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
    it('never puts a token in a URL, localStorage, an event or the console', () => {
      expect(tokens.size).to.be.above(5);
      const all = sent.map((r) => r.url).join('\n');
      for (const request of sent) {
        // The token goes only to owner endpoints, and only in the Authorization header.
        if (request.headers.authorization) {
          expect(new URL(request.url).pathname).to.match(/^\/v1\/private\//);
          expect(request.headers.apikey).to.equal(undefined);
        }
      }
      expect(sent.filter((r) => r.headers.authorization).length).to.be.above(5);
      for (const token of tokens) {
        expect(all, 'request URLs').not.to.contain(token);
        expect(JSON.stringify({ ...localStorage }), 'localStorage').not.to.contain(token);
        expect(events.join('\n'), 'events').not.to.contain(token);
        expect(consoleOutput.join('\n'), 'console').not.to.contain(token);
      }
      expect(events.length, 'events were captured').to.be.above(5);
      expect(consoleOutput.length, 'console was captured').to.be.above(3);
    });
  });
});
