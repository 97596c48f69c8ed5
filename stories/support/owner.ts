/**
 * The owner's sign-in for `<rp-invite-button>` stories: a token in the element's session store,
 * as the hosted authorization page would leave it, or none. Tokens of the mock platform are
 * stateless, so the catalogue's platform (and the smoke test's) accepts them.
 */
import { TokenStore } from '../../src/api/implicit-grant.js';
import { accessTokenFor } from '../../src/mock/auth.js';
import { MOCK_API_KEY, MOCK_USERS } from '../../src/mock/index.js';
import { apiAddress, type MockScenario } from './mock.js';

/** What a loader is given of its story: the mock scenario decides the widgets' address. */
interface Story {
  parameters?: { mock?: MockScenario };
}

// Kept for the address the story's owner elements use (a token is sent to no other).
const store = (story?: Story) =>
  new TokenStore({ clientId: MOCK_API_KEY, address: apiAddress(story?.parameters?.mock) });

/** A loader: the owner of Acme Outdoor (or `email`) is signed in for an hour. */
export function signedIn(email = MOCK_USERS[0]!.email) {
  return async (story?: Story) => {
    const user = MOCK_USERS.find((candidate) => candidate.email === email)!;
    const now = Date.now();
    store(story).set({ accessToken: accessTokenFor(user, now), expiresAt: now + 3_600_000 });
    return {};
  };
}

/**
 * A loader: a sign-in the page still holds but the platform no longer accepts (it expired an
 * hour ago by the platform's clock), so the first call answers 401.
 */
export function signedInExpired(email = MOCK_USERS[0]!.email) {
  return async (story?: Story) => {
    const user = MOCK_USERS.find((candidate) => candidate.email === email)!;
    const now = Date.now();
    const accessToken = accessTokenFor(user, now - 2 * 3_600_000);
    store(story).set({ accessToken, expiresAt: now + 3_600_000 });
    return {};
  };
}

/** A loader: nobody is signed in. */
export async function signedOut(story?: Story) {
  store(story).clear();
  return {};
}

/** Clicks the main button of the story's invite button and waits for the outcome (a play). */
export async function pressMainButton({ canvasElement }: { canvasElement: HTMLElement }) {
  const invite = canvasElement.querySelector('rp-invite-button')!;
  await invite.updateComplete;
  const outcome = new Promise<void>((resolve) => {
    invite.addEventListener('rp-invitation-created', () => resolve(), { once: true });
    invite.addEventListener('error', () => resolve(), { once: true });
  });
  invite.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!.click();
  await outcome;
  await invite.updateComplete;
}

/** Where the invite button's sign-in pop-up goes: the authorization page story. */
export function authorizationStoryUrl(): string {
  return new URL(
    'iframe.html?id=mock-platform-authorization-page--page&viewMode=story',
    location.href,
  ).href;
}
