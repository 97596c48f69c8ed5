import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Task, TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { widgetTask } from '../core/widget-task.js';
import {
  SignInController,
  authorizationOf,
  ownerWork as store,
  type Draft,
} from '../shared/sign-in.js';
import { renderStars, starStyles } from '../shared/stars.js';
import { photosOf } from '../shared/review-card.js';
import { TEXT_LENGTH, text } from '../shared/platform-values.js';
import { reportError } from '../core/events.js';
import { formatNumber } from '../shared/messages.js';
import { formatDate } from '../product-reviews/messages.js';
import { displayLocale } from '../core/resolve.js';
import { createClient, type Client } from '../api/client.js';
import {
  createConversation,
  getPrivateProductReview,
  listPrivateProductReviews,
} from '../api/product-reviews.js';
import {
  createComment,
  getPrivateConversation,
  setConversationState,
  updateComment,
} from '../api/conversations.js';
import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  RateLimitError,
  ResponseTooLargeError,
  TimeoutError,
  TokenExpiredError,
} from '../api/errors.js';
import type { Comment, PrivateConversation, PrivateProductReview } from '../api/types.js';
import { inboxMessages, inboxWords, type InboxMessages } from './messages.js';
import { inboxStyles } from './styles.js';
import { controlStyles } from '../shared/control-styles.js';

const { PENDING, COMPLETE, ERROR } = TaskStatus;

/** One page of the private list. */
interface Page {
  reviews: PrivateProductReview[];
  total: number;
  pages: number;
}

/** An open review with its conversation. */
interface Detail {
  review: PrivateProductReview;
  conversation: PrivateConversation;
}

/** A write the owner asked for, with what tells afterwards whether it was applied. */
type Write =
  | { kind: 'reply'; conversationId: string; content: string; seen: string[]; draft: string }
  | { kind: 'edit'; conversationId: string; commentId: string; content: string; draft: string }
  | { kind: 'state'; conversationId: string; state: 'public' | 'private' };

/** A write whose outcome is unknown, and why. */
interface Unsure {
  write: Write;
  cause: 'lost' | 'unconfirmed';
}

/** What the live regions say: a failure with its way out, or what just happened. */
interface Notice {
  text: string;
  error?: boolean;
  /** The button offered with a failure. */
  action?: 'reload' | 'check' | 'sign-out';
}

/** No answer came: the connection broke or timed out. */
const lost = (error: unknown) => error instanceof NetworkError || error instanceof TimeoutError;

/** A 2xx answer that cannot be used: its body is not what was asked for, or too large to read. */
const unusable = (error: unknown) =>
  error instanceof InvalidResponseError || error instanceof ResponseTooLargeError;

/**
 * Why a write may or may not have been applied: no answer came (`lost`), or the platform did
 * not confirm it (a 5xx, which a gateway may send after the write took effect, or an unreadable
 * answer); nothing when the failure says it was not applied.
 */
const unknownOutcome = (error: unknown): Unsure['cause'] | undefined =>
  lost(error)
    ? 'lost'
    : unusable(error) ||
        (error instanceof HttpError && !(error instanceof RateLimitError) && error.status >= 500)
      ? 'unconfirmed'
      : undefined;

/** The owner's words for a failure: the cause and the way out. */
function describe(error: unknown, t: InboxMessages, businessUnitId: string): Notice {
  if (error instanceof TokenExpiredError) return { text: t.expired, error: true };
  if (error instanceof RateLimitError) {
    const seconds = error.retryAfter && Math.ceil(error.retryAfter / 1000);
    return { text: t.rateLimited(seconds), error: true };
  }
  if (error instanceof HttpError) {
    if (error.status >= 500) return { text: t.down, error: true };
    if (error.status === 403 || error.status === 404) {
      return { text: t.noRights(businessUnitId), error: true, action: 'sign-out' };
    }
    const { message } = (error.body ?? {}) as { message?: unknown };
    const detail = typeof message === 'string' ? message : String(error.status);
    return { text: t.refused(detail), error: true };
  }
  if (unusable(error)) return { text: t.unusable, error: true };
  if (lost(error)) return { text: t.down, error: true };
  return { text: (error as Error).message, error: true };
}

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
  protected static override waitsForRequests = false;

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
  /** The comment being edited. */
  @state() private editing?: string;
  @state() private notice?: Notice;
  /** A write whose outcome is unknown: nothing is offered to send until a read tells. */
  @state() private unsure?: Unsure;

  private readonly signIn = new SignInController(this);
  private client?: Client;

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
      const size = Math.min(100, Math.max(1, Math.floor(perPage) || 10));
      const answer = await listPrivateProductReviews(
        client,
        businessUnitId,
        {
          state: [state === 'unpublished' ? 'unpublished' : 'published'],
          ...(sku?.trim() ? { sku: [sku.trim()] } : {}),
          ...(language?.trim() ? { language: language.trim() } : {}),
          page: Math.max(1, Math.floor(page) || 1),
          perPage: size,
        },
        { signal },
      ).catch((error) => this.expired(error));
      if (!answer) return undefined;
      const reviews = (Array.isArray(answer.productReviews) ? answer.productReviews : [])
        .filter((review) => review && typeof review === 'object' && typeof review.id === 'string')
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      const total = Math.max(0, Math.floor(Number(answer.total)) || 0);
      return { reviews, total, pages: Math.max(1, Math.ceil(total / size)) } satisfies Page;
    },
  });

  private readonly detail = widgetTask(
    this,
    {
      args: () => [this.openId, this.signIn.token, this.config.baseUrl] as const,
      task: async ([id, token], { signal }) => {
        if (!id || !token) return undefined;
        const { client } = this.connection();
        try {
          const listed = this.list.value?.reviews.find((review) => review.id === id);
          const review = listed ?? (await getPrivateProductReview(client, id, {}, { signal }));
          // Opening a review without a conversation starts one; the platform keeps one per review.
          const conversationId =
            review.conversationId ??
            (await createConversation(client, id, { signal })).conversationId;
          review.conversationId = conversationId;
          const conversation = await getPrivateConversation(client, conversationId, { signal });
          return { review, conversation } satisfies Detail;
        } catch (error) {
          return this.expired(error);
        }
      },
    },
    { load: false },
  );

  private readonly writer = new Task(this, {
    autoRun: false,
    args: () => [undefined as Write | undefined] as const,
    task: async ([write], { signal }) => {
      const { client } = this.connection();
      const op = write!;
      if (op.kind === 'reply') {
        await createComment(client, op.conversationId, { content: op.content }, { signal });
      } else if (op.kind === 'edit') {
        await updateComment(
          client,
          op.conversationId,
          op.commentId,
          { content: op.content },
          { signal },
        );
      } else {
        await setConversationState(client, op.conversationId, op.state, { signal });
      }
      return op;
    },
    onComplete: (op) => void this.applied(op),
    onError: (error) => void this.failed(error),
  });

  /** The open review's conversation as last read. */
  private shown?: Detail;

  /** The business unit drawn last. */
  private unitShown?: string;

  /** The write in flight, for `onError`, which is not given its arguments. */
  private sending?: Write;

  /** @internal */
  get messages(): InboxMessages {
    return inboxMessages(displayLocale(this.config, this));
  }

  /** @internal */
  get authorization() {
    return authorizationOf(this, this.config);
  }

  /** @internal */
  readonly draftKey = 'rp-widgets.inbox-sign-in';

  /** @internal */
  forget(): void {
    this.close();
  }

  /** @internal */
  restore(draft: Draft): void {
    if (draft.review) this.openId = draft.review;
  }

  /** @internal */
  get firstField(): HTMLElement | null | undefined {
    return this.renderRoot?.querySelector<HTMLElement>(
      '[part=base]:not([inert]) textarea, [part=base]:not([inert]) [part~=item]',
    );
  }

  private get unitId(): string {
    return this.config.businessUnitId ?? '';
  }

  private draftKeyOf(reviewId: string, commentId?: string): string {
    return `reply-draft.${this.unitId}.${reviewId}${commentId ? `.${commentId}` : ''}`;
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
    this.openId ??= store.get(`inbox-open.${this.unitId}`) || undefined;
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
      store.set(`inbox-open.${this.unitId}`, this.openId ?? '');
    }
  }

  /** Closes the open review and its forms, and forgets what was said about them. */
  private close(): void {
    this.openId = this.editing = this.notice = this.shown = this.unsure = undefined;
  }

  private open(id: string | undefined): void {
    if (this.writer.status === PENDING || this.unsure) return;
    const from = this.openId;
    this.openId = id;
    this.editing = undefined;
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

  /** Sends one write; ignored while one is out or an unknown outcome is being checked. */
  private send(write: Write): void {
    if (this.writer.status === PENDING || this.unsure) return;
    if (write.kind !== 'state' && !write.content.trim()) {
      this.notice = { text: this.messages.emptyReply, error: true };
      return;
    }
    this.notice = undefined;
    this.sending = write;
    void this.writer.run([write]);
  }

  /**
   * The write is on the platform: answered, or found by a read after an unknown outcome (`found`
   * says so then).
   */
  private async applied(op: Write, found?: string): Promise<void> {
    const t = this.messages;
    this.sending = this.unsure = undefined;
    if (op.kind !== 'state') store.set(op.draft, '');
    if (op.kind === 'edit') this.editing = undefined;
    const done =
      op.kind === 'reply'
        ? t.sent
        : op.kind === 'edit'
          ? t.saved
          : op.state === 'public'
            ? t.madePublic
            : t.madePrivate;
    // The conversation as the platform has it now, then the words.
    if (!found) await this.detail.run();
    this.notice = { text: found ?? done };
    if (op.kind === 'reply') {
      const field = this.renderRoot.querySelector<HTMLTextAreaElement>('[part=editor] textarea');
      if (field) field.value = '';
    }
  }

  private async failed(error: unknown): Promise<void> {
    const op = this.sending;
    this.sending = undefined;
    if ((error as Error).name === 'AbortError' || !op) return;
    reportError(this, error as Error);
    if (error instanceof TokenExpiredError) this.signIn.expire();
    const cause = unknownOutcome(error);
    if (cause) {
      this.unsure = { write: op, cause };
      await this.check();
      return;
    }
    this.notice = describe(error, this.messages, this.unitId);
  }

  /** Reads the conversation again and tells whether the unsure write was applied. */
  private async check(): Promise<void> {
    if (!this.unsure) return;
    const { write: op, cause } = this.unsure;
    const t = this.messages;
    const said =
      cause === 'lost'
        ? { checking: t.checking, unknown: t.checkFailed, arrived: t.arrived, not: t.notArrived }
        : {
            checking: t.unconfirmed,
            unknown: t.unconfirmedUnknown,
            arrived: t.unconfirmedArrived,
            not: t.unconfirmedNotArrived,
          };
    this.notice = { text: said.checking };
    await this.detail.run();
    const conversation =
      this.detail.status === COMPLETE ? this.detail.value?.conversation : undefined;
    if (!conversation) {
      this.notice = { text: said.unknown, error: true, action: 'check' };
      return;
    }
    const comments = Array.isArray(conversation.comments) ? conversation.comments : [];
    const arrived =
      op.kind === 'reply'
        ? comments.some((c) => !op.seen.includes(c.commentId) && c.content === op.content)
        : op.kind === 'edit'
          ? comments.some((c) => c.commentId === op.commentId && c.content === op.content)
          : conversation.state === op.state;
    if (arrived) {
      await this.applied(op, said.arrived);
    } else {
      this.unsure = undefined;
      this.notice = { text: said.not, error: true };
    }
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
    if (action === 'check') void this.check();
    else if (action === 'sign-out') void this.signOut();
    else {
      this.notice = undefined;
      for (const task of [this.list, this.detail]) if (task.status === ERROR) void task.run();
    }
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

  /** The failed read, if any, said with its way out (read again). */
  private readFailure(): Notice | undefined {
    const task = [this.list, this.detail].find((item) => item.status === ERROR);
    if (!task) return undefined;
    const notice = describe(task.error, this.messages, this.unitId);
    return { ...notice, action: notice.action ?? 'reload' };
  }

  protected override render() {
    const locale = displayLocale(this.config, this);
    const loaded = this.wordsFor(inboxWords, locale);
    const t = loaded ?? inboxWords.blank(locale);
    const signedIn = !!this.signIn.token;
    const busy = this.list.status === PENDING || this.writer.status === PENDING;
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
    return html`<div class="panes ${this.openId ? 'open' : ''}">
      <div class="list-pane">${this.renderFilters(t)} ${this.renderList(t, locale)}</div>
      ${this.openId ? this.renderDetail(t, locale) : nothing}
    </div>`;
  }

  private renderFilters(t: InboxMessages) {
    return html`<form part="filters" aria-label=${t.filters} @submit=${this.filter}>
      <div class="row">
        <label
          >${t.state}
          <select name="state">
            <option value="published" ?selected=${this.state !== 'unpublished'}>
              ${t.published}
            </option>
            <option value="unpublished" ?selected=${this.state === 'unpublished'}>
              ${t.unpublished}
            </option>
          </select></label
        >
        <label>${t.sku} <input name="sku" .value=${this.sku ?? ''} size="10" /></label>
        <label
          >${t.language}
          <input
            name="language"
            .value=${this.language ?? ''}
            size="6"
            placeholder=${t.anyLanguage}
        /></label>
        <button type="submit">${t.apply}</button>
      </div>
    </form>`;
  }

  private renderList(t: InboxMessages, locale: string) {
    const page = this.list.value;
    if (!page) {
      return this.list.status === PENDING ? html`<p role="status">${t.loading}</p>` : nothing;
    }
    if (!page.reviews.length) return html`<p part="empty">${t.empty}</p>`;
    const current = Math.max(1, Math.floor(this.page) || 1);
    return html`<p class="muted">${t.count(page.total, formatNumber(locale, page.total))}</p>
      <ul part="list" aria-label=${t.inbox} tabindex="-1">
        ${page.reviews.map((review) => {
          const photos = photosOf(review.attachments).length;
          return html`<li>
            <button
              part="item"
              type="button"
              data-id=${review.id}
              aria-current=${review.id === this.openId ? 'true' : 'false'}
              @click=${() => this.open(review.id)}
            >
              <span
                >${renderStars(review.stars)} <span class="sr">${t.stars(review.stars)}</span></span
              >
              <strong dir="auto">${text(review.product?.name)}</strong>
              <span class="muted" dir="auto"
                >${t.by(text(review.consumer?.name), formatDate(locale, review.createdAt))}</span
              >
              <span class="excerpt" dir="auto">${text(review.content, 300)}</span>
              <span class="muted"
                >${review.conversationId ? t.answered : t.unanswered}${
                  photos ? ` · ${t.photos(photos)}` : ''
                }</span
              >
            </button>
          </li>`;
        })}
      </ul>
      ${
        page.pages > 1
          ? html`<nav part="pagination" aria-label=${t.pageOf(String(current), String(page.pages))}>
              <button
                type="button"
                aria-disabled=${current <= 1 ? 'true' : 'false'}
                @click=${() => current > 1 && this.go(current - 1)}
              >
                ${t.previous}
              </button>
              <span
                >${t.pageOf(formatNumber(locale, current), formatNumber(locale, page.pages))}</span
              >
              <button
                type="button"
                aria-disabled=${current >= page.pages ? 'true' : 'false'}
                @click=${() => current < page.pages && this.go(current + 1)}
              >
                ${t.next}
              </button>
            </nav>`
          : nothing
      }`;
  }

  private renderDetail(t: InboxMessages, locale: string) {
    // A failed read leaves the last conversation read (and the draft under it) in place.
    if (this.detail.value) this.shown = this.detail.value;
    const detail = this.shown?.review.id === this.openId ? this.shown : undefined;
    // One heading element whatever the state, so the focus put on it stays when the review loads.
    return html`<article part="detail" aria-labelledby="review-heading">
      <button part="back" type="button" @click=${() => this.open(undefined)}>${t.back}</button>
      <h2 id="review-heading" tabindex="-1" dir="auto">
        ${detail ? text(detail.review.product?.name) : t.conversation}
      </h2>
      ${
        detail
          ? this.renderConversation(t, locale, detail)
          : this.detail.status === PENDING
            ? html`<p>${t.loadingConversation}</p>`
            : nothing
      }
    </article>`;
  }

  private renderConversation(t: InboxMessages, locale: string, { review, conversation }: Detail) {
    const photos = photosOf(review.attachments);
    const comments = (Array.isArray(conversation.comments) ? conversation.comments : []).filter(
      (comment) => comment && typeof comment === 'object',
    );
    const pending = this.writer.status === PENDING;
    const blocked = pending || !!this.unsure;
    const isPublic = conversation.state !== 'private';
    const replyKey = this.draftKeyOf(review.id);
    return html`<p>
        ${renderStars(review.stars)} <span class="sr">${t.stars(review.stars)}</span>
        <span class="muted" dir="auto"
          >${t.by(text(review.consumer?.name), formatDate(locale, review.createdAt))}</span
        >
      </p>
      <p class="content" dir="auto">${text(review.content, TEXT_LENGTH)}</p>
      ${
        photos.length
          ? html`<ul class="photos">
              ${photos.map(
                (photo, i) =>
                  html`<li>
                    <a href=${photo.full} target="_blank" rel="noopener"
                      ><img src=${photo.thumb} alt=${t.photo(i + 1, photos.length)} loading="lazy"
                    /></a>
                  </li>`,
              )}
            </ul>`
          : nothing
      }
      <h3>${t.conversation}</h3>
      <div part="visibility" class="row">
        <p>${isPublic ? t.isPublic : t.isPrivate}</p>
        <button
          type="button"
          aria-disabled=${blocked ? 'true' : 'false'}
          @click=${() =>
            this.send({
              kind: 'state',
              conversationId: conversation.id,
              state: isPublic ? 'private' : 'public',
            })}
        >
          ${isPublic ? t.makePrivate : t.makePublic}
        </button>
      </div>
      ${
        comments.length
          ? html`<ol class="comments">
              ${comments.map((comment) =>
                this.renderComment(t, locale, conversation.id, review.id, comment, blocked),
              )}
            </ol>`
          : html`<p class="muted">${t.noComments}</p>`
      }
      <form
        part="editor"
        @submit=${(event: Event) => {
          event.preventDefault();
          const field = (event.currentTarget as HTMLFormElement).querySelector('textarea')!;
          this.send({
            kind: 'reply',
            conversationId: conversation.id,
            content: field.value,
            seen: comments.map((comment) => comment.commentId),
            draft: replyKey,
          });
        }}
      >
        <label
          >${t.reply}
          <textarea
            part="input"
            .value=${store.get(replyKey)}
            @input=${(event: Event) =>
              store.set(replyKey, (event.target as HTMLTextAreaElement).value)}
          ></textarea>
        </label>
        <button type="submit" aria-disabled=${blocked ? 'true' : 'false'}>
          ${pending && this.sending?.kind === 'reply' ? t.sending : t.send}
        </button>
      </form>`;
  }

  private renderComment(
    t: InboxMessages,
    locale: string,
    conversationId: string,
    reviewId: string,
    comment: Comment,
    blocked: boolean,
  ) {
    const ours = comment.author?.type === 'businessUser';
    const key = this.draftKeyOf(reviewId, comment.commentId);
    const editing = this.editing === comment.commentId;
    return html`<li part="comment">
      <p>
        <strong>${ours ? t.you : t.customer}</strong>
        <time datetime=${text(comment.createdAt)}>${formatDate(locale, comment.createdAt)}</time>
      </p>
      ${
        editing
          ? html`<form
              part="editor"
              @submit=${(event: Event) => {
                event.preventDefault();
                const field = (event.currentTarget as HTMLFormElement).querySelector('textarea')!;
                this.send({
                  kind: 'edit',
                  conversationId,
                  commentId: comment.commentId,
                  content: field.value,
                  draft: key,
                });
              }}
            >
              <label
                >${t.editing}
                <textarea
                  part="input"
                  .value=${store.get(key) || text(comment.content, TEXT_LENGTH)}
                  @input=${(event: Event) =>
                    store.set(key, (event.target as HTMLTextAreaElement).value)}
                ></textarea>
              </label>
              <div class="row">
                <button type="submit" aria-disabled=${blocked ? 'true' : 'false'}>${t.save}</button>
                <button
                  type="button"
                  @click=${() => {
                    store.set(key, '');
                    this.editing = undefined;
                  }}
                >
                  ${t.cancel}
                </button>
              </div>
            </form>`
          : html`<p class="content" dir="auto">${text(comment.content, TEXT_LENGTH)}</p>
              ${
                ours
                  ? html`<button
                      type="button"
                      aria-disabled=${blocked ? 'true' : 'false'}
                      @click=${() => {
                        if (!blocked) this.editing = comment.commentId;
                      }}
                    >
                      ${t.edit}
                    </button>`
                  : nothing
              }`
      }
    </li>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-review-inbox': RpReviewInbox;
  }
}
