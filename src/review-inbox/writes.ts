import type { ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { Client } from '../api/client.js';
import { createComment, setConversationState, updateComment } from '../api/conversations.js';
import { HttpError, RateLimitError, TokenExpiredError } from '../api/errors.js';
import type { PrivateConversation } from '../api/types.js';
import { lost, unusable } from '../owner/failures.js';
import { reportError } from '../core/events.js';
import { drafts } from './drafts.js';
import type { InboxMessages } from './messages.js';

/** A write the owner asked for, with what tells afterwards whether it was applied. */
export type Write =
  | { kind: 'reply'; conversationId: string; content: string; seen: string[]; draft: string }
  | { kind: 'edit'; conversationId: string; commentId: string; content: string; draft: string }
  | { kind: 'state'; conversationId: string; state: 'public' | 'private' };

/** A write whose outcome is unknown, and why. */
interface Unsure {
  write: Write;
  cause: 'lost' | 'unconfirmed';
}

/** What the live regions say: a failure with its way out, or what just happened. */
export interface Notice {
  text: string;
  error?: boolean;
  /** The button offered with a failure. */
  action?: 'reload' | 'check' | 'sign-out';
}

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

/** What the writes need of the inbox. */
export interface WriteOptions {
  /** The owner-token client; throws what the configuration lacks. */
  client(): Client;
  words(): InboxMessages;
  /** Reads the open conversation again: as the platform has it now, or nothing if the read failed. */
  reread(): Promise<PrivateConversation | undefined>;
  /** Puts words in the live regions (nothing: clears them). */
  say(notice: Notice | undefined): void;
  /** A failure in the owner's words, with its way out. */
  describe(error: unknown): Notice;
  /** The platform refused the token. */
  expired(): void;
  /** The reply is shown in the conversation: its field empties. */
  replied(): void;
}

/**
 * The inbox's writes (a reply, an edit, public or private), each sent once: never repeated by
 * itself, a second one ignored while one is out, and after an unknown outcome nothing offered to
 * send until a read of the conversation tells whether it was applied.
 */
export class WriteController {
  /** The comment being edited. */
  editing?: string;
  /** A write whose outcome is unknown: nothing is offered to send until a read tells. */
  private unsure?: Unsure;
  /** The write in flight, for `onError`, which is not given its arguments. */
  private sending?: Write;
  private readonly task: Task<readonly [Write | undefined], Write>;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: WriteOptions,
  ) {
    this.task = new Task(host, {
      autoRun: false,
      args: () => [undefined as Write | undefined] as const,
      task: async ([write], { signal }) => {
        const client = options.client();
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
  }

  /** A write is out. */
  get pending(): boolean {
    return this.task.status === TaskStatus.PENDING;
  }

  /** Nothing may be sent now: a write is out, or the outcome of the last one is unknown. */
  get blocked(): boolean {
    return this.pending || !!this.unsure;
  }

  /** A reply is out. */
  get replying(): boolean {
    return this.pending && this.sending?.kind === 'reply';
  }

  /** Sends one write; ignored while one is out or an unknown outcome is being checked. */
  send(write: Write): void {
    if (this.blocked) return;
    if (write.kind !== 'state' && !write.content.trim()) {
      this.options.say({ text: this.options.words().emptyReply, error: true });
      return;
    }
    this.options.say(undefined);
    this.sending = write;
    void this.task.run([write]);
  }

  /** Opens a comment's edit form, or closes it. */
  edit(commentId: string | undefined): void {
    this.editing = commentId;
    this.host.requestUpdate();
  }

  /** Forgets the edit form and an unknown outcome: the review they were about is closed. */
  forget(): void {
    this.editing = this.unsure = undefined;
    this.host.requestUpdate();
  }

  /** Reads the conversation again and tells whether the unsure write was applied. */
  async check(): Promise<void> {
    if (!this.unsure) return;
    const { write: op, cause } = this.unsure;
    const t = this.options.words();
    const said =
      cause === 'lost'
        ? { checking: t.checking, unknown: t.checkFailed, arrived: t.arrived, not: t.notArrived }
        : {
            checking: t.unconfirmed,
            unknown: t.unconfirmedUnknown,
            arrived: t.unconfirmedArrived,
            not: t.unconfirmedNotArrived,
          };
    this.options.say({ text: said.checking });
    const conversation = await this.options.reread();
    if (!conversation) {
      this.options.say({ text: said.unknown, error: true, action: 'check' });
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
      this.options.say({ text: said.not, error: true });
    }
  }

  /**
   * The write is on the platform: answered, or found by a read after an unknown outcome (`found`
   * says so then).
   */
  private async applied(op: Write, found?: string): Promise<void> {
    const t = this.options.words();
    this.sending = this.unsure = undefined;
    if (op.kind !== 'state') drafts.set(op.draft, '');
    // The form closes before the conversation is read, so it cannot be sent again meanwhile.
    if (op.kind === 'edit') this.editing = undefined;
    this.host.requestUpdate();
    const done =
      op.kind === 'reply'
        ? t.sent
        : op.kind === 'edit'
          ? t.saved
          : op.state === 'public'
            ? t.madePublic
            : t.madePrivate;
    // The conversation as the platform has it now, then the words.
    if (!found) await this.options.reread();
    this.options.say({ text: found ?? done });
    if (op.kind === 'reply') this.options.replied();
  }

  private async failed(error: unknown): Promise<void> {
    const op = this.sending;
    this.sending = undefined;
    if ((error as Error).name === 'AbortError' || !op) return;
    reportError(this.host, error as Error);
    if (error instanceof TokenExpiredError) this.options.expired();
    const cause = unknownOutcome(error);
    if (cause) {
      this.unsure = { write: op, cause };
      this.host.requestUpdate();
      await this.check();
      return;
    }
    this.options.say(this.options.describe(error));
  }
}
