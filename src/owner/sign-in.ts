import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  AuthStateError,
  TokenStore,
  authorizeUrl,
  isAllowedRedirectUri,
  readAuthRedirect,
  tokenAddress,
} from '../api/implicit-grant.js';
import { reportError } from '../core/events.js';
import { ConfigError } from '../core/resolve.js';

/** The words the sign-in says itself, from the catalogue of the element that shows them. */
export interface SignInMessages {
  insecure(attribute: string, uri: string): string;
  stateMismatch: string;
  notCompleted: string;
  blocked: string;
}

/** The name of the sign-in pop-up window; the redirect page knows it is one by this name. */
export const POPUP_NAME = 'rp-sign-in';

const answer = /(^#|&)(access_token|error)=/;

/**
 * For the redirect page when sign-in runs in a pop-up: hands the address fragment (the token) to
 * the page that opened the pop-up, only if that page has this page's origin, then clears the
 * fragment and closes the pop-up. Returns false, doing nothing, anywhere else.
 */
export function returnToOpener(win: Window = window): boolean {
  const { opener, location } = win;
  if (!opener || opener === win || win.name !== POPUP_NAME || !answer.test(location.hash)) {
    return false;
  }
  (opener as Window).postMessage(location.hash, location.origin);
  win.history.replaceState(null, '', location.pathname + location.search);
  win.close();
  return true;
}

/** An owner element's sign-in attributes. */
export interface SignInAttributes {
  clientId?: string;
  redirectUri?: string;
  authMode: 'redirect' | 'popup';
}

/**
 * Where and how an owner element signs in: its own attributes, else the API key and the
 * authorization page of its configuration; back to this page without query or fragment.
 */
export function authorizationOf(
  element: SignInAttributes,
  config: { apiKey?: string; authUrl?: string; baseUrl?: string },
): Authorization {
  return {
    clientId: element.clientId?.trim() || config.apiKey,
    address: tokenAddress(config.baseUrl || '/'),
    authUrl: config.authUrl,
    redirectUri: element.redirectUri?.trim() || location.origin + location.pathname,
    popup: element.authMode === 'popup',
  };
}

/** Where and how an owner signs in. */
export interface Authorization {
  clientId?: string;
  /** The API address (base URL) the token is issued for and sent to, and to no other. */
  address: string;
  authUrl?: string;
  redirectUri: string;
  popup: boolean;
}

/** The element the sign-in serves: it draws the sign-in's state and may send the page away. */
export interface SignInHost extends ReactiveControllerHost, HTMLElement {
  navigate(url: string): void;
}

/**
 * What the sign-in needs from its element, given when it is made. Every owner element of the
 * page signs in with the same token (kept per client id and API address), so one sign-in or
 * sign-out serves them all.
 */
export interface SignInOptions {
  /** Where and how to sign in now (the element's attributes and configuration may change). */
  authorization(): Authorization;
  messages(): SignInMessages;
  /** The sessionStorage key of what the owner typed while the page is away for sign-in. */
  draftKey: string;
  /** Puts back what the owner had typed before leaving to sign in. */
  restore(draft: Draft): void;
  /** Where focus goes once the element has drawn after a sign-in by redirect. */
  firstField(): HTMLElement | null | undefined;
  /** The owner signed out: drops what the element holds of their work (drafts, open things). */
  forget?(): void;
}

export type Draft = Record<string, string | undefined>;

/** Where owner elements keep the owner's work in sessionStorage: all of it goes on sign-out. */
const ownerPrefix = 'rp-widgets.owner.';

/**
 * What the owner typed or opened (drafts, the open review), kept in sessionStorage under `key`
 * until the platform has it or the owner signs out; best effort: a browser that refuses storage
 * keeps it in the field only.
 */
export const ownerWork = {
  get: (key: string): string => {
    try {
      return sessionStorage.getItem(ownerPrefix + key) ?? '';
    } catch {
      return '';
    }
  },
  set: (key: string, value: string): void => {
    try {
      if (value) sessionStorage.setItem(ownerPrefix + key, value);
      else sessionStorage.removeItem(ownerPrefix + key);
    } catch {
      // The draft stays in the field.
    }
  },
  /** Forgets all of it, for every owner element and business unit. */
  clear: (): void => {
    try {
      const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
      for (const key of keys) if (key?.startsWith(ownerPrefix)) sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};

/** A page address without its fragment: the redirect URI on leaving, this page on coming back. */
const pageOf = (url: string) => {
  const { origin, pathname, search } = new URL(url, location.href);
  return origin + pathname + search;
};

/**
 * Keeps what the owner typed while the page is away for sign-in (best effort: storage may be
 * off), for the page the sign-in comes back to: by default this one without its query.
 */
function saveDraft(draftKey: string, data: Draft, returnTo: string): void {
  try {
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({ page: pageOf(returnTo), at: Date.now(), data }),
    );
  } catch {
    // Without storage the owner types again; sign-in goes on.
  }
}

/** The draft saved shortly before for this very page, once. */
function takeDraft(draftKey: string): Draft | undefined {
  try {
    const draft = JSON.parse(sessionStorage.getItem(draftKey) ?? 'null');
    sessionStorage.removeItem(draftKey);
    const mine = draft?.page === pageOf(location.href);
    return mine && Date.now() - draft.at < 600_000 ? draft.data : undefined;
  } catch {
    return undefined;
  }
}

/** Every connected element: one signing in or out updates the others. */
const live = new Set<SignInController>();

/**
 * Whether this page load brought the authorization page's answer and it was accepted: the first
 * element to look reads it, and every element then takes back its own draft.
 */
let redirect: 'signed-in' | 'refused' | undefined;

/**
 * Owner sign-in with the implicit grant: sends the owner to the authorization page (or opens it in
 * a pop-up), reads the answer once, keeps the token in sessionStorage and forgets it on sign-out.
 */
export class SignInController implements ReactiveController {
  /** Why the last sign-in failed, in words for the owner. */
  error?: string;
  /** A pop-up is open and its answer awaited. */
  waiting = false;
  private store?: TokenStore;
  /** The client id and API address the store is for. */
  private storeFor?: string;
  private stop?: () => void;
  /** Signed in by a redirect just now: the page was loaded anew and focus is on its body. */
  private focusAfterDraw = false;

  /** Every element draws the sign-in's state anew. */
  private static notify(): void {
    for (const controller of live) controller.host.requestUpdate();
  }

  constructor(
    private readonly host: SignInHost,
    private readonly options: SignInOptions,
  ) {
    host.addController(this);
  }

  /** The owner's access token, while one is kept and unexpired. */
  get token(): string | undefined {
    return this.store?.get()?.accessToken;
  }

  /** The token, only for requests to the address it was issued for (`baseUrl`). */
  tokenFor(baseUrl: string): string | undefined {
    return tokenAddress(baseUrl) === this.options.authorization().address ? this.token : undefined;
  }

  hostConnected(): void {
    live.add(this);
  }

  hostDisconnected(): void {
    live.delete(this);
    this.stop?.();
  }

  /** Reads a redirect's answer once the client is known; the first element to look takes it. */
  hostUpdate(): void {
    const { clientId, address } = this.options.authorization();
    if (!clientId || `${clientId} ${address}` === this.storeFor) return;
    this.storeFor = `${clientId} ${address}`;
    this.store = new TokenStore({ clientId, address });
    if (!returnToOpener() && answer.test(location.hash)) {
      redirect = this.accept(location.hash) ? 'signed-in' : 'refused';
    }
    if (!redirect) return;
    // The element that sent the owner away left a draft; it gets it back, and focus.
    const draft = takeDraft(this.options.draftKey);
    if (redirect === 'signed-in' && draft) {
      this.options.restore(draft);
      this.focusAfterDraw = true;
    }
  }

  /**
   * Back from the authorization page the owner would start again at the top of the page: focus
   * goes to the form, unless the page or the owner has already put it somewhere.
   */
  hostUpdated(): void {
    // The form may wait for its words first: focus goes once its field is there.
    const field = this.focusAfterDraw && this.options.firstField();
    if (!field) return;
    this.focusAfterDraw = false;
    const active = document.activeElement;
    if (!active || active === document.body) field.focus();
  }

  /** Goes to the authorization page, or opens it in a pop-up. */
  start(draft?: Draft): void {
    const authorization = this.options.authorization();
    const messages = this.options.messages();
    const { clientId } = authorization;
    try {
      if (!clientId) throw new ConfigError('missing client-id (or api-key): set it to sign in.');
      if (!authorization.authUrl) {
        throw new ConfigError('missing auth-url: set it on the element or on <rp-config>.');
      }
      if (!isAllowedRedirectUri(authorization.redirectUri)) {
        throw new ConfigError(messages.insecure('redirect-uri', authorization.redirectUri));
      }
      if (!isAllowedRedirectUri(authorization.authUrl, location.href)) {
        throw new ConfigError(messages.insecure('auth-url', authorization.authUrl));
      }
      const url = authorizeUrl({
        authUrl: authorization.authUrl,
        clientId,
        redirectUri: authorization.redirectUri,
      });
      this.error = undefined;
      if (!authorization.popup) {
        if (draft) saveDraft(this.options.draftKey, draft, authorization.redirectUri);
        this.host.navigate(url);
      } else if (!this.openPopup(url)) this.fail(messages.blocked, new Error(messages.blocked));
    } catch (error) {
      this.fail((error as Error).message, error);
    }
    this.host.requestUpdate();
  }

  /**
   * The owner signs out: the token and their work go, in sessionStorage and in every owner
   * element, so whoever signs in next in this tab finds none of it.
   */
  signOut(): void {
    ownerWork.clear();
    for (const { options } of live) {
      options.forget?.();
      try {
        sessionStorage.removeItem(options.draftKey);
      } catch {
        // Nothing was kept.
      }
    }
    this.expire();
  }

  /** Drops a token the platform no longer accepts; the owner's work stays for the next sign-in. */
  expire(): void {
    this.store?.clear();
    SignInController.notify();
  }

  private openPopup(url: string): boolean {
    this.stop?.();
    const popup = window.open(url, POPUP_NAME, 'popup,width=520,height=680');
    if (!popup) return false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return;
      if (typeof event.data !== 'string' || !answer.test(event.data)) return;
      this.stop?.();
      this.accept(event.data);
    };
    // The callback page posts its answer and closes at once, so the answer may still be queued
    // when the pop-up is first seen closed: stop waiting only at the check after that.
    let closed = false;
    const timer = setInterval(() => {
      if (closed) this.stop?.();
      closed = popup.closed;
    }, 400);
    this.stop = () => {
      removeEventListener('message', onMessage);
      clearInterval(timer);
      this.stop = undefined;
      this.waiting = false;
      this.host.requestUpdate();
    };
    addEventListener('message', onMessage);
    this.waiting = true;
    return true;
  }

  private accept(hash: string): boolean {
    try {
      readAuthRedirect(this.store!, hash);
      this.error = undefined;
      return true;
    } catch (error) {
      const messages = this.options.messages();
      this.fail(
        error instanceof AuthStateError ? messages.stateMismatch : messages.notCompleted,
        error,
      );
      return false;
    } finally {
      SignInController.notify();
    }
  }

  private fail(message: string, error: unknown): void {
    this.error = message;
    reportError(this.host, error as Error);
  }
}
