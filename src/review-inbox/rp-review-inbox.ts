import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { WordsController } from '../core/draw.js';
import { widgetTask } from '../core/widget-task.js';
import { SignInController, authorizationOf } from '../owner/sign-in.js';
import { describeFailure, forbidden } from '../owner/failures.js';
import { starStyles } from '../shared/stars.js';
import { reportError } from '../core/events.js';
import { displayLocale } from '../core/resolve.js';
import { createClient, type Client } from '../api/client.js';
import { TokenExpiredError } from '../api/errors.js';
import { inboxMessages, inboxWords, type InboxMessages } from './messages.js';
import { inboxStyles } from './styles.js';
import { controlStyles } from '../shared/control-styles.js';
import { loadInboxPage, pageNumber, renderFilters, renderList } from './list.js';
import { loadConversation, renderDetail, type Detail } from './conversation.js';
import { WriteController, type Notice } from './writes.js';
import { draftKeys, drafts } from './drafts.js';

const { PENDING, COMPLETE, ERROR } = TaskStatus;

/**
 * The shop owner's inbox of product reviews, for the back office: the business unit's reviews
 * from the private list (published or unpublished, by SKU and language, newest first, in pages)
 * and, beside them, the open review's conversation, where the owner replies, edits a reply of the
 * business and makes the conversation public (shoppers see it under the review) or private (no
 * shopper sees any of it). A review without a conversation gets one when it is opened.
 *
 * It signs in as `<rp-invite-button>` does (OAuth implicit grant, the token in sessionStorage),
 * and one sign-in or sign-out serves every owner element of the page.
 *
 * Nothing typed is lost: a reply or an edit is kept in sessionStorage for its business unit and
 * review as it is typed, and comes back after a failure, a reload or a new sign-in; it is dropped
 * once the platform has it. Nothing is sent twice: a write is never repeated by itself, a second
 * activation while one is out is ignored, and when the outcome of a write is unknown (the
 * connection broke, a timeout, or a 5xx or unreadable answer, which may come after the write took
 * effect) the element reads the conversation again before it offers to send anything, and shows
 * the reply when it did arrive.
 *
 * Failures are said in a live region with their cause and way out: an expired sign-in (sign in
 * again), a business unit the sign-in has no rights on (sign out), too many requests (with the
 * wait), the platform out of reach (try again).
 *
 * From the keyboard: each review of the list is a button that opens it; focus then moves to the
 * review's heading, and Back (or Escape) returns it to the review in the list. Below 40em of
 * width the list and the review take turns.
 *
 * @summary The owner's product reviews and their conversations: reply, edit, public or private.
 * @tag rp-review-inbox
 *
 * @event {RpLoadEvent} load - A page of reviews is shown.
 * @event {RpErrorEvent} error - Sign-in, a read or a write failed; `event.error` says why.
 *
 * @csspart base - The whole element.
 * @csspart sign-in - The sign-in button (signed out) and the sign-out button (signed in).
 * @csspart filters - The filters form: state, SKU and language.
 * @csspart list - The list of reviews.
 * @csspart item - A review of the list (a button that opens it).
 * @csspart pagination - Previous and next page, with "Page 2 of 5".
 * @csspart empty - "No reviews match these filters."
 * @csspart back - Back to the list (shown below 40em of width, where the list and the review take turns).
 * @csspart detail - The open review and its conversation.
 * @csspart comment - A comment of the conversation.
 * @csspart visibility - What the conversation's state means for shoppers, with its button.
 * @csspart editor - A reply or edit form.
 * @csspart input - The text area of a reply or an edit.
 * @csspart message - Why the last step failed and the way out (a live region).
 * @csspart status - What just happened (a live region).
 * @csspart star - Each star (an SVG).
 *
 * @cssproperty --rp-text-color - Text colour. Default: the page's.
 * @cssproperty --rp-muted-color - Dates and secondary text.
 * @cssproperty --rp-border-color - Lines, inputs and buttons.
 * @cssproperty --rp-accent-color - Focus ring and the open review's mark. Default: the text colour.
 * @cssproperty --rp-error-color - Colour of the failure message.
 * @cssproperty --rp-radius - Corner radius. Default 8px.
 * @cssproperty --rp-gap - Space between blocks. Default 1rem.
 * @cssproperty --rp-star-color - Filled star colour.
 * @cssproperty --rp-star-empty-color - Empty star colour.
 * @cssproperty --rp-star-size - Size of one star. Default 20px.
 */
export class RpReviewInbox extends RpElement {
  static override styles = [starStyles, controlStyles, inboxStyles];

  /** Its first update draws only its frame; nothing to wait for. */

  /** The API key the owner signs in for; the `api-key` of the element or `<rp-config>` if absent. */
  @property({ attribute: 'client-id' }) clientId?: string;

  /** Where the authorization page sends the owner back: https (http only on localhost), registered with the API key. Default: this page without query or fragment. */
  @property({ attribute: 'redirect-uri' }) redirectUri?: string;

  /** `redirect` (the page goes to the authorization page and comes back) or `popup` (the page stays). */
  @property({ attribute: 'auth-mode' }) authMode: 'redirect' | 'popup' = 'redirect';

  /** Which reviews: `published` (default) or `unpublished`. */
  @property() state: 'published' | 'unpublished' = 'published';

  /** Only the reviews of this SKU. */
  @property() sku?: string;

  /** Only the reviews in this language (for example `en`). */
  @property() language?: string;

  /** Reviews per page, 1 to 100. Default 10. */
  @property({ attribute: 'per-page', type: Number }) perPage = 10;

  /** The page of the list shown, from 1. */
  @property({ type: Number }) page = 1;

  /** How the page goes to the authorization page (redirect mode). Default `location.assign`. Property only. */
  @property({ attribute: false }) navigate: (url: string) => void = (url) => location.assign(url);

  /** The open review's id. */
  @state() private openId?: string;
  @state() private notice?: Notice;

  private client?: Client;

  private readonly words = new WordsController(this, inboxWords);

  private readonly signIn = new SignInController(this, {
    authorization: () => authorizationOf(this, this.config),
    messages: () => this.messages,
    draftKey: 'rp-widgets.inbox-sign-in',
    restore: (draft) => {
      if (draft.review) this.openId = draft.review;
    },
    firstField: () =>
      this.renderRoot?.querySelector<HTMLElement>(
        '[part=base]:not([inert]) textarea, [part=base]:not([inert]) [part~=item]',
      ),
    forget: () => this.close(),
  });

  private readonly list = widgetTask(this, {
    args: () =>
      [
        this.signIn.token,
        this.config.baseUrl,
        this.config.businessUnitId,
        this.state,
        this.sku,
        this.language,
        this.page,
        this.perPage,
      ] as const,
    task: async ([token, , , state, sku, language, page, perPage], { signal }) => {
      if (!token) return undefined;
      const { client, businessUnitId } = this.connection();
      const filters = { state, sku, language };
      return loadInboxPage(client, businessUnitId, filters, page, perPage, signal).catch(
        (error: unknown) => this.expired(error),
      );
    },
  });

  private readonly detail = widgetTask(
    this,
    {
      args: () => [this.openId, this.signIn.token, this.config.baseUrl] as const,
      task: async ([id, token], { signal }) => {
        if (!id || !token) return undefined;
        const { client } = this.connection();
        const listed = this.list.value?.reviews.find((review) => review.id === id);
        return loadConversation(client, id, listed, signal).catch((error: unknown) =>
          this.expired(error),
        );
      },
    },
    { load: false },
  );

  private readonly writes = new WriteController(this, {
    client: () => this.connection().client,
    words: () => this.messages,
    reread: async () => {
      await this.detail.run();
      return this.detail.status === COMPLETE ? this.detail.value?.conversation : undefined;
    },
    say: (notice) => (this.notice = notice),
    describe: (error) => this.describe(error),
    expired: () => this.signIn.expire(),
    replied: () => {
      const field = this.renderRoot.querySelector<HTMLTextAreaElement>('[part=editor] textarea');
      if (field) field.value = '';
    },
  });

  /** The open review's conversation as last read. */
  private shown?: Detail;

  /** The business unit drawn last. */
  private unitShown?: string;

  private get messages(): InboxMessages {
    return inboxMessages(displayLocale(this.config, this));
  }

  private get unitId(): string {
    return this.config.businessUnitId ?? '';
  }

  /** The owner-token client for this configuration; throws what is missing. */
  private connection() {
    const config = this.requireConfig('businessUnitId');
    if (this.client?.options.baseUrl !== config.baseUrl) {
      // No API key: this client only ever sends the owner's token, and only to owner endpoints.
      // Nothing cached: the owner must see the conversation as it is now, above all after a
      // write whose answer was lost.
      this.client = createClient({
        baseUrl: config.baseUrl,
        timeout: config.timeout,
        cacheTtl: 0,
        token: () => this.signIn.tokenFor(config.baseUrl),
      });
    }
    return { client: this.client, businessUnitId: config.businessUnitId! };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // After a reload, the review that was open opens again (its draft with it).
    this.openId ??= drafts.get(draftKeys.open(this.unitId)) || undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another business unit (its attribute or <rp-config>'s): the open review and its form were
    // the old unit's.
    if (this.hasUpdated && this.unitId !== this.unitShown) this.close();
    this.unitShown = this.unitId;
    const filters = ['state', 'sku', 'language', 'perPage'] as const;
    if (this.hasUpdated && !changed.has('page') && filters.some((name) => changed.has(name))) {
      this.page = 1;
    }
    if ((changed as Map<string, unknown>).has('openId')) {
      drafts.set(draftKeys.open(this.unitId), this.openId ?? '');
    }
  }

  /** Closes the open review and its forms, and forgets what was said about them. */
  private close(): void {
    this.openId = this.notice = this.shown = undefined;
    this.writes.forget();
  }

  private open(id: string | undefined): void {
    if (this.writes.blocked) return;
    const from = this.openId;
    this.openId = id;
    this.writes.edit(undefined);
    this.notice = undefined;
    void this.updateComplete.then(() => {
      // The id is the platform's: compared as a value, never put into a selector.
      const target = id
        ? this.renderRoot.querySelector<HTMLElement>('[part=detail] h2')
        : [...this.renderRoot.querySelectorAll<HTMLElement>('[part~=item]')].find(
            (item) => item.dataset.id === from,
          );
      target?.focus();
    });
  }

  private filter(event: Event): void {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    this.state = data.get('state') === 'unpublished' ? 'unpublished' : 'published';
    this.sku = String(data.get('sku') ?? '').trim() || undefined;
    this.language = String(data.get('language') ?? '').trim() || undefined;
    this.page = 1;
  }

  private go(page: number): void {
    this.page = page;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[part=list]')?.focus(),
    );
  }

  private async signOut(): Promise<void> {
    this.signIn.signOut();
    this.notice = undefined;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[part=sign-in]')?.focus();
  }

  private startSignIn(): void {
    this.signIn.start({ review: this.openId });
  }

  private act(action: Notice['action']): void {
    if (action === 'check') void this.writes.check();
    else if (action === 'sign-out') void this.signOut();
    else {
      this.notice = undefined;
      for (const task of [this.list, this.detail]) if (task.status === ERROR) void task.run();
    }
  }

  /** The owner's words for a failure: the cause and the way out. */
  private describe(error: unknown): Notice {
    const text = describeFailure(error, this.messages, this.unitId);
    return { text, error: true, action: forbidden(error) ? 'sign-out' : undefined };
  }

  /**
   * A read the platform refused for an expired token: said, reported once, and signed out
   * everywhere (which starts the signed-out run, so this one's failure would go unreported).
   */
  private expired(error: unknown): undefined {
    if (!(error instanceof TokenExpiredError)) throw error;
    this.notice = { text: this.messages.expired, error: true };
    reportError(this, error);
    this.signIn.expire();
    return undefined;
  }

  /** The open review as last read; a failed read leaves it (and the draft under it) in place. */
  private openDetail(): Detail | undefined {
    if (this.detail.value) this.shown = this.detail.value;
    return this.shown?.review.id === this.openId ? this.shown : undefined;
  }

  /** The failed read, if any, said with its way out (read again). */
  private readFailure(): Notice | undefined {
    const task = [this.list, this.detail].find((item) => item.status === ERROR);
    if (!task) return undefined;
    const notice = this.describe(task.error);
    return { ...notice, action: notice.action ?? 'reload' };
  }

  protected override render() {
    const locale = displayLocale(this.config, this);
    const loaded = this.words.in(locale);
    const t = loaded ?? inboxWords.blank(locale);
    const signedIn = !!this.signIn.token;
    const busy = this.list.status === PENDING || this.writes.pending;
    const notice: Notice | undefined = this.signIn.error
      ? { text: this.signIn.error, error: true }
      : this.notice?.error
        ? this.notice
        : (this.readFailure() ?? this.notice);
    return html`<section
      part="base"
      aria-label=${t.inbox}
      ?inert=${!loaded}
      aria-busy=${busy ? 'true' : 'false'}
      @keydown=${(event: KeyboardEvent) => {
        if (event.key === 'Escape' && this.openId) this.open(undefined);
      }}
    >
      <div class="row">
        ${
          signedIn
            ? html`<button part="sign-in" type="button" @click=${this.signOut}>
                ${t.signOut}
              </button>`
            : html`<p>${t.signedOut}</p>
                <button part="sign-in" type="button" @click=${this.startSignIn}>
                  ${this.signIn.waiting ? t.signingIn : t.signIn}
                </button>`
        }
      </div>
      <div part="message" role="alert">
        ${
          notice?.error
            ? html`<p>${notice.text}</p>
                ${
                  notice.action && signedIn
                    ? html`<button type="button" @click=${() => this.act(notice.action)}>
                        ${
                          notice.action === 'check'
                            ? t.checkAgain
                            : notice.action === 'sign-out'
                              ? t.signOut
                              : t.retry
                        }
                      </button>`
                    : nothing
                }`
            : nothing
        }
      </div>
      <p part="status" role="status">${notice && !notice.error ? notice.text : ''}</p>
      ${signedIn ? this.renderPanes(t, locale) : nothing}
    </section>`;
  }

  private renderPanes(t: InboxMessages, locale: string) {
    const list = renderList({
      t,
      locale,
      page: this.list.value,
      loading: this.list.status === PENDING,
      current: pageNumber(this.page),
      openId: this.openId,
      open: (id) => this.open(id),
      go: (page) => this.go(page),
    });
    const filters = { state: this.state, sku: this.sku, language: this.language };
    return html`<div class="panes ${this.openId ? 'open' : ''}">
      <div class="list-pane">
        ${renderFilters(t, filters, (event) => this.filter(event))} ${list}
      </div>
      ${
        this.openId
          ? renderDetail({
              t,
              locale,
              detail: this.openDetail(),
              loading: this.detail.status === PENDING,
              businessUnitId: this.unitId,
              writes: this.writes,
              back: () => this.open(undefined),
            })
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-review-inbox': RpReviewInbox;
  }
}
