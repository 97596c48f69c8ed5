import { expect } from '@open-wc/testing';
import { requests } from '../support/platform.js';

/** The mock platform's access tokens: `rpm.<base64url claims>.<checksum>`. */
const tokenShape = /rpm\.[\w-]{20,}\.[0-9a-f]{16}/;

/** The strings a value carries: its own fields (and an event's `detail`), read a few levels deep. */
function strings(value: unknown, seen = new WeakSet<object>(), depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (!value || typeof value !== 'object' || depth > 4 || seen.has(value)) return [];
  seen.add(value);
  if (value instanceof Error) return [value.message, value.stack ?? ''];
  const proto = Object.getPrototypeOf(value);
  const walk = value instanceof Event || Array.isArray(value) || proto === Object.prototype;
  if (!walk) {
    try {
      return [String(value)];
    } catch {
      return [];
    }
  }
  const fields = value instanceof CustomEvent ? { ...value, detail: value.detail } : value;
  return Object.values(fields).flatMap((field) => strings(field, seen, depth + 1));
}

function storageText(storage: Storage, skip: (key: string) => boolean = () => false): string {
  const pairs: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)!;
    if (!skip(key)) pairs.push(`${key}=${storage.getItem(key)}`);
  }
  return pairs.join('\n');
}

const tokenKey = (key: string) => key.startsWith('rp-widgets.token.');

/**
 * Token hygiene, checked after every test of the describe it is called in: no access token in an
 * API request's URL, in localStorage, in sessionStorage outside the token's own key, in the
 * console or in any event a script dispatches; the token goes only to owner endpoints, in the
 * Authorization header, never together with an API key. A token counts as known when the test
 * passed it to `seen`, sent it as a bearer, or left it stored; anything shaped like a mock token
 * counts too, so a test that forgets `seen` is still covered.
 */
export function watchTokenHygiene() {
  const consoleOutput: string[] = [];
  const events: string[] = [];
  const known = new Set<string>();
  const undo: (() => void)[] = [];

  before(() => {
    for (const name of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[name];
      console[name] = (...args: unknown[]) => {
        consoleOutput.push(args.flatMap((arg) => strings(arg)).join(' '));
        original.apply(console, args);
      };
      undo.push(() => (console[name] = original));
    }
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event: Event) {
      events.push([event.type, ...strings(event)].join(' '));
      return dispatch.call(this, event);
    };
    undo.push(() => (EventTarget.prototype.dispatchEvent = dispatch));
  });
  after(() => undo.splice(0).forEach((restore) => restore()));

  const reset = () => {
    consoleOutput.length = 0;
    events.length = 0;
    known.clear();
  };
  beforeEach(reset);

  /** What leaked since the last reset, one line per leak; empty when clean. */
  const leaks = (): string[] => {
    for (const request of requests) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      if (bearer) known.add(bearer[1]!);
    }
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (!tokenKey(key)) continue;
      try {
        known.add(JSON.parse(sessionStorage.getItem(key)!).accessToken);
      } catch {
        // Not a token record: the scan below still looks for token shapes.
      }
    }
    const places: [string, string][] = [
      ['request URL', requests.map((r) => r.url).join('\n')],
      ['localStorage', storageText(localStorage)],
      ['sessionStorage (besides the token)', storageText(sessionStorage, tokenKey)],
      ['console', consoleOutput.join('\n')],
      ['event', events.join('\n')],
    ];
    const found: string[] = [];
    for (const [place, text] of places) {
      const leaked =
        tokenShape.test(text) ||
        [...known].some((token) => token && (text.includes(token) || payloadIn(token, text)));
      if (leaked) found.push(`a token in ${place}`);
    }
    for (const request of requests) {
      if (!request.headers.authorization) continue;
      if (!new URL(request.url).pathname.startsWith('/v1/private/')) {
        found.push(`a token sent to ${request.method} ${new URL(request.url).pathname}`);
      }
      if (request.headers.apikey) found.push(`a token sent with an API key to ${request.url}`);
    }
    return found;
  };

  afterEach(() => {
    const found = leaks();
    reset();
    expect(found, 'token hygiene').to.deep.equal([]);
  });

  return {
    /** A token the test handled: it must not show up anywhere. */
    seen: (token: string) => void known.add(token),
    leaks,
    /** Forgets what was captured (after planting a leak on purpose). */
    reset,
  };
}

/** The claims part alone (a token cut at its dots) counts as a leak too. */
function payloadIn(token: string, text: string): boolean {
  const payload = token.split('.')[1];
  return !!payload && payload.length >= 20 && text.includes(payload);
}
