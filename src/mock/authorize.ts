/**
 * The hosted authorization page of the mock platform ({auth_url}, spec 5.2 and 5.3). A demo serves
 * an HTML page that imports this module and calls `mountAuthorizePage(document.body)`.
 *
 * It checks client_id, redirect_uri and response_type (token, or code), lets the visitor pick a
 * business user, and redirects to redirect_uri with the token in the fragment (or the code in the
 * query), echoing state. Tokens are stateless, so the platform in another document accepts them.
 * No inline handlers or styles: it works under a strict Content-Security-Policy.
 */
import { ACCESS_TOKEN_SECONDS, MOCK_API_KEY, MOCK_USERS, type MockUser } from './constants.js';
import { accessTokenFor, authorizationCodeFor } from './auth.js';
import { generateBusinessUnits } from './data/business-units.js';

export interface AuthorizePageOptions {
  /** Where the query is read and the redirect goes. Default: the page's location. */
  location?: Pick<Location, 'search' | 'assign'> & Partial<Pick<Location, 'replace'>>;
  /** Who may sign in. Default MOCK_USERS. */
  users?: readonly MockUser[];
  /** API keys that may ask. Default [MOCK_API_KEY]. */
  clientIds?: readonly string[];
  /** Clock for token expiry; use the platform's when it is not Date.now. */
  now?: () => number;
}

/** https anywhere; http only on the machine itself. */
function redirectProblem(raw: string | null): string | undefined {
  if (!raw) return 'redirect_uri is missing.';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `redirect_uri "${raw}" is not an absolute address.`;
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return undefined;
  return `redirect_uri "${raw}" must use https (http is allowed only for localhost and 127.0.0.1).`;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

const styles = `
  .rp-authorize { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #191919; }
  .rp-authorize ul { list-style: none; padding: 0; display: grid; gap: .5rem; }
  .rp-authorize button { width: 100%; text-align: start; padding: .75rem 1rem; border: 1px solid #8c8c9a; border-radius: .5rem; background: #fff; font: inherit; cursor: pointer; }
  .rp-authorize button:hover:not(:disabled), .rp-authorize button:focus-visible { border-color: #00b67a; outline: 2px solid #00b67a; }
  .rp-authorize button:disabled { cursor: not-allowed; color: #6b6b78; }
  .rp-authorize [role=alert] { padding: 1rem; border-radius: .5rem; background: #fde8e8; color: #8a1111; }
  .rp-authorize small { display: block; color: #5c5c6a; }
`;

function adoptStyles(root: HTMLElement): void {
  const owner = root.getRootNode() as Document | ShadowRoot;
  if (!('adoptedStyleSheets' in owner)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  owner.adoptedStyleSheets = [...owner.adoptedStyleSheets, sheet];
}

/** Renders the page into `root`. Returns the reason when the request is refused. */
export function mountAuthorizePage(
  root: HTMLElement,
  options: AuthorizePageOptions = {},
): { refused?: string } {
  const location = options.location ?? window.location;
  const users = options.users ?? MOCK_USERS;
  const clientIds = options.clientIds ?? [MOCK_API_KEY];
  const now = options.now ?? (() => Date.now());
  const query = new URLSearchParams(location.search);
  const clientId = query.get('client_id');
  const redirectUri = query.get('redirect_uri');
  const responseType = query.get('response_type');
  const state = query.get('state');

  adoptStyles(root);
  const main = element('main', undefined, { class: 'rp-authorize' });
  root.replaceChildren(main);

  const refused =
    responseType !== 'token' && responseType !== 'code'
      ? `response_type must be "token" (or "code"), got "${responseType ?? ''}".`
      : !clientId || !clientIds.includes(clientId)
        ? `client_id "${clientId ?? ''}" is not a known API key.`
        : redirectProblem(redirectUri);
  if (refused) {
    main.append(
      element('h1', 'Sign-in refused'),
      element('p', refused, { role: 'alert' }),
      element('p', 'Nothing was sent anywhere. Check the address of this page and try again.'),
    );
    return { refused };
  }

  const target = new URL(redirectUri!);
  // Token answers go in the fragment (never sent to a server), code answers in the query.
  const go = (user: MockUser | undefined) => {
    const answer = new URLSearchParams();
    if (!user) {
      answer.set('error', 'access_denied');
    } else if (responseType === 'token') {
      answer.set('access_token', accessTokenFor(user, now()));
      answer.set('token_type', 'bearer');
      answer.set('expires_in', String(ACCESS_TOKEN_SECONDS));
    } else {
      answer.set('code', authorizationCodeFor(user, now(), redirectUri!));
    }
    if (state !== null) answer.set('state', state);
    if (responseType === 'token') target.hash = answer.toString();
    else answer.forEach((value, name) => target.searchParams.set(name, value));
    if (location.replace) location.replace(target.href);
    else location.assign(target.href);
  };

  const units = new Map(generateBusinessUnits().map((unit) => [unit.id, unit.displayName]));
  const heading = element('h1', 'Sign in to the review platform (mock)', {
    id: 'rp-authorize-title',
  });
  const intro = element(
    'p',
    `An application (${clientId}) asks to act for a business and will be sent back to ${target.origin}. Choose who you are:`,
  );
  const list = element('ul', undefined, { 'aria-labelledby': 'rp-authorize-title' });
  for (const user of users) {
    const unit = units.get(user.businessUnitId) ?? user.businessUnitId;
    // The visible text is the accessible name: "Sign in as Alex Morgan Acme Outdoor, owner@…".
    const button = element('button', undefined, { type: 'button', 'data-user': user.id });
    button.append(
      element('span', `Sign in as ${user.name}`),
      element(
        'small',
        `${unit}, ${user.email}${user.twoFactor ? ' (two-factor sign-in: OAuth not available)' : ''}`,
      ),
    );
    if (user.twoFactor) button.disabled = true;
    button.addEventListener('click', () => go(user));
    const item = element('li');
    item.append(button);
    list.append(item);
  }
  const cancel = element('button', 'Cancel', { type: 'button', 'data-cancel': '' });
  cancel.addEventListener('click', () => go(undefined));
  main.append(heading, intro, list, cancel);
  return {};
}
