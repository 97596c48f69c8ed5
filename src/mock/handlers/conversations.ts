/** Conversations on product reviews: read, comment, edit, make public or private (spec 4.1). */
import {
  ensureOwn,
  nextSerial,
  route,
  type PlatformState,
  type RequestContext,
  type Route,
} from '../context.js';
import type { CommentRecord, ConversationRecord } from '../data/types.js';
import { timestamp } from '../data/time.js';
import { badRequest, json, noContent, notFound, readJson } from '../http.js';
import { comment, privateConversation, publicConversation } from '../views.js';

export function findConversation(state: PlatformState, id: string): ConversationRecord {
  const conversation = state.data.conversations.find((item) => item.id === id);
  if (!conversation) throw notFound(`Conversation ${id} was not found.`);
  return conversation;
}

function ownConversation(context: RequestContext): ConversationRecord {
  const conversation = findConversation(context.state, context.params.conversationId!);
  ensureOwn(context, conversation.businessUnitId, `Conversation ${conversation.id}`);
  return conversation;
}

function findComment(conversation: ConversationRecord, id: string): CommentRecord {
  const found = conversation.comments.find((item) => item.commentId === id);
  if (!found) throw notFound(`Comment ${id} was not found in conversation ${conversation.id}.`);
  return found;
}

/** content: a non-empty string; integrationId: an optional string. */
async function commentBody(request: Request): Promise<{ content: string; integrationId?: string }> {
  const body = await readJson(request);
  if (typeof body.content !== 'string' || !body.content.trim()) {
    throw badRequest('content is required and must be a non-empty string.');
  }
  if (body.integrationId !== undefined && typeof body.integrationId !== 'string') {
    throw badRequest('integrationId must be a string.');
  }
  return {
    content: body.content,
    ...(body.integrationId ? { integrationId: body.integrationId } : {}),
  };
}

export const conversationRoutes: Route[] = [
  route(
    'get',
    '/v1/private/conversations/:conversationId',
    'getPrivateConversation',
    'bearer',
    (context) => json(privateConversation(ownConversation(context))),
  ),
  route(
    'post',
    '/v1/private/conversations/:conversationId/comments',
    'createComment',
    'bearer',
    async (context) => {
      const conversation = ownConversation(context);
      const body = await commentBody(context.request);
      const record: CommentRecord = {
        commentId: `${conversation.id}-n${nextSerial(context.state, `comment:${conversation.id}`)}`,
        createdAt: timestamp(context.state.knobs.now()),
        author: { id: context.user.id, type: 'businessUser' },
        ...body,
      };
      conversation.comments.push(record);
      return json(comment(record));
    },
  ),
  route(
    'post',
    '/v1/private/conversations/:conversationId/state',
    'setConversationState',
    'bearer',
    async (context) => {
      const conversation = ownConversation(context);
      const body = await readJson(context.request);
      if (body.state !== 'public' && body.state !== 'private') {
        throw badRequest('state must be "public" or "private".');
      }
      conversation.state = body.state;
      return noContent();
    },
  ),
  route(
    'get',
    '/v1/private/conversations/:conversationId/comments/:commentId',
    'getComment',
    'bearer',
    (context) => json(comment(findComment(ownConversation(context), context.params.commentId!))),
  ),
  route(
    'put',
    '/v1/private/conversations/:conversationId/comments/:commentId',
    'updateComment',
    'bearer',
    async (context) => {
      const record = findComment(ownConversation(context), context.params.commentId!);
      const body = await commentBody(context.request);
      record.content = body.content;
      if (body.integrationId) record.integrationId = body.integrationId;
      return json(comment(record));
    },
  ),
  route(
    'get',
    '/v1/conversations/:conversationId',
    'getPublicConversation',
    'apiKey',
    (context) => {
      const conversation = findConversation(context.state, context.params.conversationId!);
      // A private conversation is seen by no third party: as if it did not exist (the
      // contract's x-project-choice for this operation).
      if (conversation.state === 'private') {
        throw notFound(`Conversation ${conversation.id} was not found.`);
      }
      return json(publicConversation(conversation));
    },
  ),
];
