import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import type { MockPlatform } from '../../src/mock/index.js';
import { POPUP_NAME, returnToOpener } from '../../src/owner/sign-in.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { OWNER, tokenKey, activate, mount, part, view } from './helpers.js';
import { watchTokenHygiene } from './hygiene.js';

// A real pop-up: the mock's authorization page (authorize.html calls mountAuthorizePage) and a
// redirect page (callback.html calls returnToOpener) served by the test server on this origin.
const callback = `${location.origin}/test/invite-button/callback.html`;
const STATE_KEY = 'rp-widgets.oauth-state';

describe('<rp-invite-button auth-mode="popup">', () => {
  let platform: MockPlatform;
  let opened: (Window | null)[];
  const open = window.open;
  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
    sessionStorage.clear();
    opened = [];
    window.open = (...args) => {
      const popup = open.apply(window, args);
      opened.push(popup);
      return popup;
    };
  });
  afterEach(() => {
    window.open = open;
    opened.forEach((popup) => popup?.close());
  });
  afterEach(assertContract);
  const hygiene = watchTokenHygiene();
  // After the hygiene check, which reads the stored token: the test runner reuses the tab for the
  // next test file, and a token left in sessionStorage would sign that file's widgets in.
  afterEach(() => sessionStorage.clear());

  const popupElement = () =>
    mount({
      attrs: {
        'auth-mode': 'popup',
        'redirect-uri': callback,
        'product-ids': platform.data.products.find((p) => p.businessUnitId === 'bu-acme')!.id,
      },
    });

  it('signs in through the authorization page in a pop-up and keeps the page', async () => {
    const el = await popupElement();
    const pageUrl = location.href;
    await activate(el);
    expect(opened).to.have.length(1);
    const popup = opened[0]!;
    expect(view(el).button).to.equal('Signing in…');
    await waitUntil(
      () => popup.document?.querySelector('button[data-user="user-acme-owner"]'),
      'the authorization page did not load in the pop-up',
    );
    const asked = new URL(popup.location.href);
    expect(asked.searchParams.get('redirect_uri')).to.equal(callback);
    expect(asked.searchParams.get('response_type')).to.equal('token');
    expect(popup.name).to.equal(POPUP_NAME);
    popup.document.querySelector<HTMLButtonElement>('button[data-user="user-acme-owner"]')!.click();

    await waitUntil(() => view(el).button === 'Create review link', 'not signed in');
    await waitUntil(() => popup.closed, 'the pop-up did not close');
    expect(location.href).to.equal(pageUrl);
    const token = JSON.parse(sessionStorage.getItem(tokenKey())!).accessToken as string;
    expect(token).to.be.a('string');
    hygiene.seen(token);

    await activate(el);
    expect(view(el).link).to.equal(platform.data.invitations.at(-1)!.reviewUrl);
    const post = requests.find((r) => r.url.endsWith('/invitation-links'))!;
    expect(post.headers.authorization).to.equal(`Bearer ${token}`);
  });

  it('refuses an answer with a forged state: says so, stores nothing', async () => {
    const el = await popupElement();
    await activate(el);
    const popup = opened[0]!;
    expect(view(el).button).to.equal('Signing in…');
    expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();

    // The pop-up comes back to the redirect page with a state this page never sent.
    const token = platform.issueToken({ email: OWNER });
    hygiene.seen(token);
    expect(sessionStorage.getItem(STATE_KEY)).to.be.a('string');
    popup.location.href = `${callback}#access_token=${token}&token_type=bearer&expires_in=3600&state=forged`;
    await waitUntil(() => view(el).button !== 'Signing in…', 'the answer was not read');
    expect(view(el)).to.include({
      button: 'Sign in to create a review link',
      message:
        'Sign-in refused: the answer does not belong to a sign-in started on this page. Sign in again.',
      signOut: false,
    });
    expect(part(el, 'message')!.getAttribute('role')).to.equal('alert');
    expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('false');
    expect(sessionStorage.getItem(tokenKey())).to.equal(null);
    expect(JSON.stringify({ ...sessionStorage })).not.to.contain(token);
    await waitUntil(() => popup.closed, 'the pop-up did not close');
    await expect(el).to.be.accessible();
    expect(requests).to.have.length(0);
  });

  it('accepts the answer only from its own pop-up, and stops waiting when it is closed', async () => {
    const el = await popupElement();
    await activate(el);
    const popup = opened[0]!;
    const state = sessionStorage.getItem(STATE_KEY);
    const forged = `#access_token=${platform.issueToken({ email: OWNER })}&state=${state}`;
    // From this page itself, and from a same-origin frame: not the pop-up, so ignored.
    window.postMessage(forged, location.origin);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    (frame.contentWindow as Window & { eval(code: string): void }).eval(
      `parent.postMessage(${JSON.stringify(forged)}, ${JSON.stringify(location.origin)})`,
    );
    // Messages to this window arrive in the order they were posted: once a later one has
    // arrived, the element has heard both forged ones.
    await new Promise<void>((resolve) => {
      const heard = (event: MessageEvent) => {
        if (event.data !== 'after the forged ones') return;
        removeEventListener('message', heard);
        resolve();
      };
      addEventListener('message', heard);
      window.postMessage('after the forged ones', location.origin);
    });
    frame.remove();
    expect(sessionStorage.getItem(tokenKey())).to.equal(null);
    expect(view(el).button).to.equal('Signing in…');

    popup.close();
    await waitUntil(() => view(el).button === 'Sign in to create a review link', 'still waiting');
    expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('reads an answer posted just before the pop-up closed, even when a closed check comes first', async () => {
    const el = await popupElement();
    // A same-origin frame stands in for the pop-up; removing it closes its window.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const popup = frame.contentWindow!;
    window.open = () => popup;
    // The element's periodic closed check, run by hand below.
    const checks: (() => void)[] = [];
    const realSetInterval = window.setInterval;
    // An id no real timer has, so the element's clearInterval cancels nothing else.
    window.setInterval = ((check: () => void) => (checks.push(check), -1)) as typeof setInterval;
    try {
      await activate(el);
    } finally {
      window.setInterval = realSetInterval;
    }
    expect(checks).to.have.length(1);
    const token = platform.issueToken({ email: OWNER });
    hygiene.seen(token);
    const answer = `#access_token=${token}&token_type=bearer&expires_in=3600&state=${sessionStorage.getItem(STATE_KEY)}`;
    // The answer is posted, the pop-up closes, and the check runs before the message is handled.
    (popup as Window & { eval(code: string): void }).eval(
      `parent.postMessage(${JSON.stringify(answer)}, ${JSON.stringify(location.origin)})`,
    );
    frame.remove();
    expect(popup.closed).to.equal(true);
    checks[0]!();
    await waitUntil(() => view(el).button === 'Create review link', 'the answer was lost');
    expect(JSON.parse(sessionStorage.getItem(tokenKey())!).accessToken).to.equal(token);
  });

  it('says so when the pop-up is blocked', async () => {
    const el = await popupElement();
    window.open = () => null;
    await activate(el);
    expect(view(el).message).to.equal(
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    );
  });

  it('the redirect page helper posts only from a named pop-up, to its own origin, then closes', () => {
    const posted: [unknown, string][] = [];
    let closed = false;
    let replaced = '';
    const fake = (name: string, hash: string, opener: unknown) =>
      ({
        name,
        opener,
        location: { hash, origin: 'https://shop.example.test', pathname: '/cb', search: '?a=1' },
        history: { replaceState: (_: unknown, __: string, url: string) => (replaced = url) },
        close: () => (closed = true),
      }) as unknown as Window;
    const opener = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) };
    expect(returnToOpener(fake(POPUP_NAME, '#section', opener))).to.be.false;
    expect(returnToOpener(fake('other', '#access_token=t&state=s', opener))).to.be.false;
    expect(returnToOpener(fake(POPUP_NAME, '#access_token=t&state=s', null))).to.be.false;
    expect(posted).to.deep.equal([]);
    expect(returnToOpener(fake(POPUP_NAME, '#access_token=t&state=s', opener))).to.be.true;
    expect(posted).to.deep.equal([['#access_token=t&state=s', 'https://shop.example.test']]);
    expect(replaced).to.equal('/cb?a=1');
    expect(closed).to.be.true;
  });
});
