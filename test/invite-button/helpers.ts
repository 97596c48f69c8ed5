import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { TokenStore } from '../../src/api/implicit-grant.js';
import { mountAuthorizePage } from '../../src/mock/authorize.js';
import { MOCK_API_KEY, type MockPlatform } from '../../src/mock/index.js';
import type { RpInviteButton } from '../../src/invite-button/rp-invite-button.js';
import '../../src/invite-button/define.js';

export const OWNER = 'owner@acme-outdoor.example';
/** The test page itself is the redirect URI: the return is simulated on it. */
export const here = () => location.origin + location.pathname + location.search;

/** Text as a reader sees it: whitespace collapsed. */
export const text = (node: Node | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

export const part = <E extends HTMLElement = HTMLElement>(el: RpInviteButton, name: string) =>
  el.shadowRoot!.querySelector<E>(`[part~="${name}"]`);

/** The main button's words, the failure message and the status line. */
export const view = (el: RpInviteButton) => ({
  button: text(part(el, 'button')),
  message: text(part(el, 'message')),
  status: text(part(el, 'status')),
  signOut: !!part(el, 'sign-out'),
  link: part<HTMLInputElement>(el, 'link')?.value,
});

let serial = 0;
/** A base URL of its own per element: no shared client state across tests. */
export const freshBase = () => `https://api-${++serial}.invite-test.example`;
/** The platform address of this test's elements, the one its sign-ins keep the token for. */
export let base = freshBase();
beforeEach(() => (base = freshBase()));
/** Where the owner's token is kept for this test's address. */
export const tokenKey = () => `rp-widgets.token.${MOCK_API_KEY} ${base}/`;

export interface Setup {
  attrs?: Record<string, string>;
  products?: RpInviteButton['products'];
}

/** An element for bu-acme with the mock's key and auth page; attributes override. */
export async function mount({ attrs = {}, products }: Setup = {}): Promise<RpInviteButton> {
  const el = document.createElement('rp-invite-button');
  const all: Record<string, string> = {
    'client-id': MOCK_API_KEY,
    'base-url': base,
    'business-unit-id': 'bu-acme',
    'auth-url': '/test/invite-button/authorize.html',
    'redirect-uri': here(),
    'consumer-email': 'jamie@example.com',
    'consumer-name': 'Jamie Doe',
    ...attrs,
  };
  for (const [name, value] of Object.entries(all)) if (value) el.setAttribute(name, value);
  if (products) el.products = products;
  // The element as the fixture's root: fixture then waits for its render, not for an animation
  // frame, which never comes while the test page is a background tab.
  return fixture<RpInviteButton>(html`${el}`);
}

/**
 * Signs the owner in as the authorization page would have (a real token of the platform), for
 * the elements of `address` (the token is kept for that API address alone).
 */
export function signInDirectly(platform: MockPlatform, expiresIn = 3600, address = base): string {
  const accessToken = platform.issueToken({ email: OWNER, expiresIn });
  new TokenStore({ clientId: MOCK_API_KEY, address }).set({
    accessToken,
    expiresAt: Date.now() + expiresIn * 1000,
  });
  return accessToken;
}

/**
 * Runs the mock's authorization page on the URL the element built, in this document, picks the
 * first owner, and returns where it sends the browser (the redirect URI with the fragment).
 */
export function authorizeOn(url: string): string {
  let target = '';
  const root = document.createElement('div');
  const { refused } = mountAuthorizePage(root, {
    location: { search: new URL(url).search, assign: (to) => (target = String(to)) },
  });
  if (refused) throw new Error(refused);
  root.querySelector<HTMLButtonElement>(`button[data-user="user-acme-owner"]`)!.click();
  return target;
}

/** Clicks the main button and waits until nothing is in flight. */
export async function activate(el: RpInviteButton): Promise<void> {
  part(el, 'button')!.click();
  await el.updateComplete;
  await waitUntil(() => part(el, 'button')!.getAttribute('aria-disabled') !== 'true', 'busy');
  await el.updateComplete;
}

/** Types into an input as a person would: value, then an input event. */
export function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The page's clock, moved on by hand until `restore()`. Set it up before mounting: the token
 * store keeps the `Date.now` it was made with.
 */
export function movableClock() {
  const real = Date.now;
  let ahead = 0;
  Date.now = () => real() + ahead;
  return {
    real,
    /** Puts the clock `ms` after real time. */
    ahead: (ms: number) => void (ahead = ms),
    restore: () => void (Date.now = real),
  };
}
