import { path, type CallOptions, type Client } from './client.js';
import type { BodyOf } from './operation-types.js';
import { endpoint, type Endpoint } from './endpoint.js';

const conversation = (id: string) => path`/v1/private/conversations/${id}`;

/** GET a public conversation (API key). */
export const getPublicConversation: Endpoint<'getPublicConversation', [conversationId: string]> =
  endpoint(1, (conversationId) => ({
    path: path`/v1/conversations/${conversationId}`,
    auth: 'apiKey',
  }));

/** GET a conversation with its source and state (owner token). */
export const getPrivateConversation: Endpoint<'getPrivateConversation', [conversationId: string]> =
  endpoint(1, (conversationId) => ({ path: conversation(conversationId), auth: 'bearer' }));

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

const comment = (conversationId: string, commentId: string) =>
  `${conversation(conversationId)}${path`/comments/${commentId}`}`;

/** POST a comment, appended to the conversation (owner token). */
export const createComment: Endpoint<
  'createComment',
  [conversationId: string, body: BodyOf<'createComment'>]
> = endpoint(2, (conversationId, body) => ({
  method: 'POST',
  path: `${conversation(conversationId)}/comments`,
  json: body,
  auth: 'bearer',
}));

/** GET one comment (owner token). */
export const getComment: Endpoint<'getComment', [conversationId: string, commentId: string]> =
  endpoint(2, (conversationId, commentId) => ({
    path: comment(conversationId, commentId),
    auth: 'bearer',
  }));

/** PUT a comment's new content (owner token). */
export const updateComment: Endpoint<
  'updateComment',
  [conversationId: string, commentId: string, body: BodyOf<'updateComment'>]
> = endpoint(3, (conversationId, commentId, body) => ({
  method: 'PUT',
  path: comment(conversationId, commentId),
  json: body,
  auth: 'bearer',
}));
