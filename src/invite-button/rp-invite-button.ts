import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { RpElement } from '../shared/rp-element.js';
import { WordsController } from '../core/draw.js';
import { controlStyles } from '../shared/control-styles.js';
import { displayLocale, regionLocale } from '../core/resolve.js';
import { createClient, type Client } from '../api/client.js';
import type { InvitationProduct } from '../api/types.js';
import { inviteMessages, inviteWords, type InviteMessages } from './messages.js';
import { SignInController, authorizationOf } from '../owner/sign-in.js';
import { InvitationController, invitationBody } from './invitation.js';

export { returnToOpener } from '../owner/sign-in.js';
export { RpInvitationCreatedEvent } from './events.js';

/**
 * A business owner creates a review invitation link for a customer and the products they bought.
 * The owner signs in on the platform's hosted authorization page (OAuth implicit grant): the page
 * never holds an API secret, and the access token stays in sessionStorage, never in a URL, in
 * localStorage, in an event or in the console.
 *
 * Signed out, the button is the sign-in step; signed in, it creates the link, which is shown with
 * a Copy button. The customer's e-mail and name come from the attributes and can be edited.
 * Back from the authorization page (redirect), focus is on the form's first field, the customer's
 * e-mail; a page load without a sign-in answer never moves focus.
 *
 * @summary Owner sign-in and a review invitation link for a customer, with a Copy button.
 * @tag rp-invite-button
 *
 * @event {RpInvitationCreatedEvent} rp-invitation-created - A link was created: `event.reviewLinkId` and `event.reviewUrl`.
 * @event {RpErrorEvent} error - Sign-in or the request failed, or the input was refused; `event.error` says why.
 *
 * @csspart base - The grid around everything.
 * @csspart field - A label with its input.
 * @csspart input - The customer e-mail and name inputs.
 * @csspart button - The main button: sign in, create the link, or try again.
 * @csspart sign-out - The sign-out button (signed in only).
 * @csspart message - Why the last step failed (a live region).
 * @csspart status - What just happened: link created, link copied (a live region).
 * @csspart link - The read-only field holding the created link.
 * @csspart copy - The Copy button.
 *
 * @cssproperty --rp-text-color - Text colour. Default: the page's.
 * @cssproperty --rp-border-color - Borders of inputs and buttons.
 * @cssproperty --rp-accent-color - Background of the main button, and the focus ring. Default: none; the main button is outlined in the text colour.
 * @cssproperty --rp-on-accent-color - Text on the main button filled with `--rp-accent-color`.
 * @cssproperty --rp-error-color - Colour of the failure message.
 * @cssproperty --rp-radius - Corner radius. Default 8px.
 * @cssproperty --rp-gap - Space between the rows. Default 0.75rem.
 */
export class RpInviteButton extends RpElement {
  static override styles = [
    controlStyles,
    css`
      :host {
        --_border: var(--rp-border-color, light-dark(#8c8c96, #6c6c76));
        /* Without a shop accent, the page's own text colour: an outlined main button and focus
         ring as readable as the page's text, on any background, light or dark. */
        --_accent: var(--rp-accent-color, currentColor);
        /* Invalid (so unused) without --rp-accent-color: text on a filled button only. */
        --_on-accent: color-mix(
          in srgb,
          var(--rp-accent-color) 0%,
          var(--rp-on-accent-color, light-dark(#fff, #111))
        );
        --_error: var(--rp-error-color, light-dark(#b3261e, #f2b8b5));
        --_radius: var(--rp-radius, 8px);
        --_gap: var(--rp-gap, 0.75rem);
        display: block;
        /* Invalid when --rp-text-color is not set, so the page's colour is inherited. */
        color: var(--rp-text-color);
        line-height: 1.5;
      }
      [part='base'] > * + * {
        margin-block-start: var(--_gap);
      }
      [part='field'] {
        display: grid;
        gap: 0.25em;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
        align-items: end;
      }
      .row > [part='field'] {
        flex: 1 1 16em;
      }
      [part='button'] {
        background: var(--rp-accent-color, transparent);
        border-color: var(--_accent);
        /* Without an accent this is invalid, and the button keeps the page's text colour. */
        color: var(--_on-accent);
        font-weight: 600;
      }
      [aria-disabled='true'] {
        cursor: progress;
        opacity: 0.7;
      }
      :focus-visible {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
      p {
        margin: 0;
      }
      [part='message'] {
        color: var(--_error);
      }
      /* Empty live regions stay in place (to be announced when filled) but take no room. */
      [part='base'] > p:empty {
        margin: 0;
      }
      @media (forced-colors: active) {
        [part='button'] {
          border-color: ButtonText;
        }
      }
    `,
  ];

  /** The API key the owner signs in for; the `api-key` of the element or `<rp-config>` if absent. */
  @property({ attribute: 'client-id' }) clientId?: string;

  /** Where the authorization page sends the owner back: https (http only on localhost), registered with the API key. Default: this page without query or fragment. */
  @property({ attribute: 'redirect-uri' }) redirectUri?: string;

  /** `redirect` (the page goes to the authorization page and comes back) or `popup` (the page stays). */
  @property({ attribute: 'auth-mode' }) authMode: 'redirect' | 'popup' = 'redirect';

  /** The customer's e-mail address (the owner can edit it). */
  @property({ attribute: 'consumer-email' }) consumerEmail?: string;

  /** The customer's name (the owner can edit it). */
  @property({ attribute: 'consumer-name' }) consumerName?: string;

  /** Your reference, for example the order number. */
  @property({ attribute: 'reference-id' }) referenceId?: string;

  /** Catalogue product IDs, separated by commas. Give these or `products`, not both. */
  @property({ attribute: 'product-ids' }) productIds?: string;

  /** Product details (`name` and `sku` required; productUrl, imageUrl, gtin, mpn, brand) for shops without a catalogue. Property only. */
  @property({ attribute: false }) products?: Partial<InvitationProduct>[];

  /** Where the customer lands after writing the review (https). */
  @property({ attribute: 'consumer-redirect-uri' }) consumerRedirectUri?: string;

  /** How the page goes to the authorization page (redirect mode). Default `location.assign`; set it to route through your router. Property only. */
  @property({ attribute: false }) navigate: (url: string) => void = (url) => location.assign(url);

  @state() private copied?: boolean;

  private readonly words = new WordsController(this, inviteWords);

  private readonly signIn = new SignInController(this, {
    authorization: () => authorizationOf(this, this.config),
    messages: () => this.messages,
    draftKey: 'rp-widgets.invite-draft',
    restore: (draft) => {
      this.consumerEmail = draft.email;
      this.consumerName = draft.name;
    },
    // Not while the form waits for its words (inert, so nothing could take focus).
    firstField: () =>
      this.renderRoot?.querySelector<HTMLInputElement>('[part=base]:not([inert]) [part=input]'),
  });
  private readonly invitation = new InvitationController(this, {
    messages: () => this.messages,
    prepare: () => this.prepare(),
    tokenExpired: () => this.signIn.expire(),
  });
  private client?: Client;
  /** What the main button offered when last drawn. */
  private shownSignedIn = false;

  private get messages(): InviteMessages {
    return inviteMessages(displayLocale(this.config, this));
  }

  /** The client, business unit and request body; throws what the input or configuration lacks. */
  private prepare() {
    const config = this.requireConfig('businessUnitId');
    const body = invitationBody(
      {
        email: this.consumerEmail,
        name: this.consumerName,
        referenceId: this.referenceId,
        // Only a locale the page chose: the customer's language is not the owner's page's. The
        // platform wants language-region ("de" becomes "de-DE").
        locale: this.config.locale ? regionLocale(config.locale) : undefined,
        redirectUri: this.consumerRedirectUri,
        productIds: this.productIds,
        products: this.products,
      },
      this.messages,
    );
    if (this.client?.options.baseUrl !== config.baseUrl) {
      // No API key: this client only ever sends the owner's token, and only to owner endpoints.
      this.client = createClient({
        baseUrl: config.baseUrl,
        token: () => this.signIn.tokenFor(config.baseUrl),
      });
    }
    return { client: this.client, businessUnitId: config.businessUnitId!, body };
  }

  private activate(): void {
    if (this.invitation.pending) return;
    this.copied = undefined;
    if (this.shownSignedIn) {
      this.invitation.create();
    } else {
      this.invitation.clear();
      this.signIn.start({ email: this.consumerEmail, name: this.consumerName });
    }
  }

  private async signOut(): Promise<void> {
    this.invitation.clear();
    this.copied = undefined;
    this.signIn.signOut();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=button]')?.focus();
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.invitation.link!.reviewUrl);
      this.copied = true;
    } catch {
      this.copied = false;
      this.renderRoot.querySelector<HTMLInputElement>('[part=link]')?.select();
    }
  }

  protected override render() {
    // Until the locale's catalogue is in, the form's shape without words, inert: no English
    // before the shop's language, and nothing moves when the words arrive.
    const locale = displayLocale(this.config, this);
    const loaded = this.words.in(locale);
    const t = loaded ?? inviteWords.blank(locale);
    const signedIn = (this.shownSignedIn = !!this.signIn.token);
    const { pending, error, canRetry } = this.invitation;
    const link = signedIn ? this.invitation.link : undefined;
    const label = !signedIn
      ? this.signIn.waiting
        ? t.signingIn
        : t.signIn
      : pending
        ? t.creating
        : error && canRetry
          ? t.retry
          : t.create;
    const status = this.copied
      ? t.copied
      : this.copied === false
        ? t.copyFailed
        : link
          ? t.created
          : '';
    const field = (
      name: string,
      type: string,
      value: string | undefined,
      set: (value: string) => void,
    ) =>
      html`<label part="field"
        >${name}<input
          part="input"
          type=${type}
          autocomplete="off"
          .value=${value ?? ''}
          @input=${(event: Event) => set((event.target as HTMLInputElement).value)}
      /></label>`;
    return html`<div part="base" ?inert=${!loaded} aria-busy=${pending || this.signIn.waiting}>
      <div class="row">
        ${field(t.email, 'email', this.consumerEmail, (v) => (this.consumerEmail = v))}
        ${field(t.name, 'text', this.consumerName, (v) => (this.consumerName = v))}
      </div>
      <div class="row">
        <button
          part="button"
          type="button"
          aria-disabled=${pending}
          aria-describedby="message"
          @click=${this.activate}
        >
          ${label}
        </button>
        ${
          signedIn
            ? html`<button part="sign-out" type="button" @click=${this.signOut}>
                ${t.signOut}
              </button>`
            : nothing
        }
      </div>
      <p part="message" id="message" role="alert">${this.signIn.error ?? error ?? ''}</p>
      ${
        link
          ? html`<div class="row">
              <label part="field"
                >${t.link}<input part="link" readonly .value=${link.reviewUrl}
              /></label>
              <button part="copy" type="button" @click=${this.copy}>${t.copy}</button>
            </div>`
          : nothing
      }
      <p part="status" role="status">${status}</p>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-invite-button': RpInviteButton;
  }
}
