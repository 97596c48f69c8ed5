import { path, type CallOptions, type Client } from './client.js';
import type { BodyOf, ResultOf } from './operation-types.js';

const conversation = (id: string) => path`/v1/private/conversations/${id}`;

/** GET a public conversation (API key). */
export function getPublicConversation(
  client: Client,
  conversationId: string,
  call?: CallOptions,
): Promise<ResultOf<'getPublicConversation'>> {
  return client.request({ path: path`/v1/conversations/${conversationId}`, auth: 'apiKey' }, call);
}

/** GET a conversation with its source and state (owner token). */
export function getPrivateConversation(
  client: Client,
  conversationId: string,
  call?: CallOptions,
): Promise<ResultOf<'getPrivateConversation'>> {
  return client.request({ path: conversation(conversationId), auth: 'bearer' }, call);
}

/** POST state: make a conversation public or private (owner token). */
export async function setConversationState(
  client: Client,
  conversationId: string,
  state: 'public' | 'private',
  call?: CallOptions,
): Promise<void> {
  await client.request(
    {
      method: 'POST',
      path: `${conversation(conversationId)}/state`,
      json: { state },
      auth: 'bearer',
    },
    call,
  );
}

/** POST a comment, appended to the conversation (owner token). */
export function createComment(
  client: Client,
  conversationId: string,
  body: BodyOf<'createComment'>,
  call?: CallOptions,
): Promise<ResultOf<'createComment'>> {
  return client.request(
    {
      method: 'POST',
      path: `${conversation(conversationId)}/comments`,
      json: body,
      auth: 'bearer',
    },
    call,
  );
}

/** GET one comment (owner token). */
export function getComment(
  client: Client,
  conversationId: string,
  commentId: string,
  call?: CallOptions,
): Promise<ResultOf<'getComment'>> {
  return client.request(
    { path: `${conversation(conversationId)}${path`/comments/${commentId}`}`, auth: 'bearer' },
    call,
  );
}

/** PUT a comment's new content (owner token). */
export function updateComment(
  client: Client,
  conversationId: string,
  commentId: string,
  body: BodyOf<'updateComment'>,
  call?: CallOptions,
): Promise<ResultOf<'updateComment'>> {
  return client.request(
    {
      method: 'PUT',
      path: `${conversation(conversationId)}${path`/comments/${commentId}`}`,
      json: body,
      auth: 'bearer',
    },
    call,
  );
}
