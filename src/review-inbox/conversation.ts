import { html, nothing } from 'lit';
import type { Client } from '../api/client.js';
import { createConversation, getPrivateProductReview } from '../api/product-reviews.js';
import { getPrivateConversation } from '../api/conversations.js';
import type { Comment, PrivateConversation, PrivateProductReview } from '../api/types.js';
import { photosOf } from '../review-list/review-card.js';
import { TEXT_LENGTH, text } from '../shared/platform-values.js';
import { renderStars } from '../shared/stars.js';
import { formatDate } from '../review-list/messages.js';
import { draftKeys, drafts } from './drafts.js';
import type { InboxMessages } from './messages.js';
import type { WriteController } from './writes.js';

/** An open review with its conversation. */
export interface Detail {
  review: PrivateProductReview;
  conversation: PrivateConversation;
}

/**
 * A review with its conversation: the one of the list (`listed`) or read by its id; a review
 * without a conversation gets one, as the platform keeps one per review.
 */
export async function loadConversation(
  client: Client,
  id: string,
  listed: PrivateProductReview | undefined,
  signal?: AbortSignal,
): Promise<Detail> {
  const review = listed ?? (await getPrivateProductReview(client, id, {}, { signal }));
  const conversationId =
    review.conversationId ?? (await createConversation(client, id, { signal })).conversationId;
  review.conversationId = conversationId;
  const conversation = await getPrivateConversation(client, conversationId, { signal });
  return { review, conversation };
}

/** What the open review draws, and what its buttons do. */
export interface ConversationView {
  t: InboxMessages;
  locale: string;
  /** The open review as last read, if it is the one open. */
  detail?: Detail;
  loading: boolean;
  businessUnitId: string;
  writes: WriteController;
  back(): void;
}

/** The text of the reply or edit form being submitted (the page stays). */
function submitted(event: Event): string {
  event.preventDefault();
  return (event.currentTarget as HTMLFormElement).querySelector('textarea')!.value;
}

/** The open review: Back, its heading, and its conversation once read. */
export function renderDetail(view: ConversationView) {
  const { t, detail } = view;
  // One heading element whatever the state, so the focus put on it stays when the review loads.
  return html`<article part="detail" aria-labelledby="review-heading">
    <button part="back" type="button" @click=${() => view.back()}>${t.back}</button>
    <h2 id="review-heading" tabindex="-1" dir="auto">
      ${detail ? text(detail.review.product?.name) : t.conversation}
    </h2>
    ${
      detail
        ? renderConversation(view, detail)
        : view.loading
          ? html`<p>${t.loadingConversation}</p>`
          : nothing
    }
  </article>`;
}

function renderConversation(view: ConversationView, { review, conversation }: Detail) {
  const { t, locale, writes } = view;
  const { blocked } = writes;
  const photos = photosOf(review.attachments);
  const comments = (Array.isArray(conversation.comments) ? conversation.comments : []).filter(
    (comment) => comment && typeof comment === 'object',
  );
  const isPublic = conversation.state !== 'private';
  const replyKey = draftKeys.key(view.businessUnitId, review.id);
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
          writes.send({
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
            ${comments.map((comment) => renderComment(view, conversation.id, review.id, comment))}
          </ol>`
        : html`<p class="muted">${t.noComments}</p>`
    }
    <form
      part="editor"
      @submit=${(event: Event) =>
        writes.send({
          kind: 'reply',
          conversationId: conversation.id,
          content: submitted(event),
          seen: comments.map((comment) => comment.commentId),
          draft: replyKey,
        })}
    >
      <label
        >${t.reply}
        <textarea
          part="input"
          .value=${drafts.get(replyKey)}
          @input=${(event: Event) =>
            drafts.set(replyKey, (event.target as HTMLTextAreaElement).value)}
        ></textarea>
      </label>
      <button type="submit" aria-disabled=${blocked ? 'true' : 'false'}>
        ${writes.replying ? t.sending : t.send}
      </button>
    </form>`;
}

function renderComment(
  view: ConversationView,
  conversationId: string,
  reviewId: string,
  comment: Comment,
) {
  const { t, locale, writes } = view;
  const { blocked } = writes;
  const ours = comment.author?.type === 'businessUser';
  const key = draftKeys.key(view.businessUnitId, reviewId, comment.commentId);
  const editing = writes.editing === comment.commentId;
  return html`<li part="comment">
    <p>
      <strong>${ours ? t.you : t.customer}</strong>
      <time datetime=${text(comment.createdAt)}>${formatDate(locale, comment.createdAt)}</time>
    </p>
    ${
      editing
        ? html`<form
            part="editor"
            @submit=${(event: Event) =>
              writes.send({
                kind: 'edit',
                conversationId,
                commentId: comment.commentId,
                content: submitted(event),
                draft: key,
              })}
          >
            <label
              >${t.editing}
              <textarea
                part="input"
                .value=${drafts.get(key) || text(comment.content, TEXT_LENGTH)}
                @input=${(event: Event) =>
                  drafts.set(key, (event.target as HTMLTextAreaElement).value)}
              ></textarea>
            </label>
            <div class="row">
              <button type="submit" aria-disabled=${blocked ? 'true' : 'false'}>${t.save}</button>
              <button
                type="button"
                @click=${() => {
                  drafts.set(key, '');
                  writes.edit(undefined);
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
                      if (!blocked) writes.edit(comment.commentId);
                    }}
                  >
                    ${t.edit}
                  </button>`
                : nothing
            }`
    }
  </li>`;
}
