import { expect } from '@open-wc/testing';
import { MOCK_IDS, MOCK_USERS, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { OWNER, get, privateCall } from './helpers.js';

const { conversationIds, commentIds, reviewIds } = MOCK_IDS;
const conversation = (id: string) => `/v1/private/conversations/${id}`;

describe('mock conversations', () => {
  let platform: MockPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await startMock({ now: () => Date.UTC(2026, 1, 2, 3, 4, 5) });
    token = platform.issueToken({ email: OWNER.email });
  });
  afterEach(assertContract);

  it('gets a private conversation with its state, source and comments', async () => {
    const answer = await privateCall('GET', conversation(conversationIds.public), token);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({
      id: conversationIds.public,
      businessUnitId: MOCK_IDS.businessUnits.acme,
      state: 'public',
      source: 'ProductReview',
      sourceId: reviewIds.published,
    });
    expect(answer.body.comments[0].commentId).to.equal(commentIds.public);
    expect(answer.body.comments[0].author.type).to.equal('businessUser');
  });

  it('answers 404 for an unknown conversation or comment, and for another unit’s conversation', async () => {
    expect((await privateCall('GET', conversation('conv-nope'), token)).body.code).to.equal(
      'not_found',
    );
    const comment = `${conversation(conversationIds.public)}/comments/nope`;
    expect((await privateCall('GET', comment, token)).status).to.equal(404);
    expect((await privateCall('GET', conversation(conversationIds.legacy), token)).status).to.equal(
      404,
    );
    const legacyOwner = platform.issueToken({ email: MOCK_USERS[2]!.email });
    expect(
      (await privateCall('GET', conversation(conversationIds.legacy), legacyOwner)).status,
    ).to.equal(200);
  });

  it('appends a comment by the signed-in user, stamped with the platform clock', async () => {
    const created = await privateCall(
      'POST',
      `${conversation(conversationIds.public)}/comments`,
      token,
      {
        content: 'We have shipped a new pole.',
        integrationId: 'crm-1',
      },
    );
    expect(created.status).to.equal(200);
    expect(created.body).to.include({
      content: 'We have shipped a new pole.',
      createdAt: '2026-02-02T03:04:05',
    });
    expect(created.body.author).to.deep.equal({ id: OWNER.id, type: 'businessUser' });
    const after = await privateCall('GET', conversation(conversationIds.public), token);
    expect(after.body.comments.at(-1)).to.deep.equal(created.body);
    const single = await privateCall(
      'GET',
      `${conversation(conversationIds.public)}/comments/${created.body.commentId}`,
      token,
    );
    expect(single.body).to.deep.equal(created.body);
  });

  it('refuses an empty or malformed comment (400)', async () => {
    const path = `${conversation(conversationIds.public)}/comments`;
    expect((await privateCall('POST', path, token, { content: '  ' })).body.code).to.equal(
      'invalid_parameter',
    );
    expect(
      (await privateCall('POST', path, token, { content: 'x', integrationId: 3 })).status,
    ).to.equal(400);
    expect((await privateCall('POST', path, token, '{not json')).status).to.equal(400);
    expect((await privateCall('POST', path, token, [1])).status).to.equal(400);
  });

  it('updates a comment', async () => {
    const path = `${conversation(conversationIds.public)}/comments/${commentIds.public}`;
    const updated = await privateCall('PUT', path, token, {
      content: 'Edited.',
      integrationId: 'crm-2',
    });
    expect(updated.status).to.equal(200);
    expect(updated.body).to.include({ commentId: commentIds.public, content: 'Edited.' });
    expect((await privateCall('GET', path, token)).body.content).to.equal('Edited.');
    expect((await privateCall('PUT', path, token, {})).status).to.equal(400);
  });

  it('switches the state (204, no body); a private conversation is hidden from the public', async () => {
    const id = conversationIds.public;
    expect((await get(`/v1/conversations/${id}`)).status).to.equal(200);
    const changed = await privateCall('POST', `${conversation(id)}/state`, token, {
      state: 'private',
    });
    expect(changed.status).to.equal(204);
    expect(changed.text).to.equal('');
    expect((await privateCall('GET', conversation(id), token)).body.state).to.equal('private');
    expect((await get(`/v1/conversations/${id}`)).body.code).to.equal('not_found');
    await privateCall('POST', `${conversation(id)}/state`, token, { state: 'public' });
    expect((await get(`/v1/conversations/${id}`)).status).to.equal(200);
    expect(
      (await privateCall('POST', `${conversation(id)}/state`, token, { state: 'secret' })).status,
    ).to.equal(400);
  });

  it('shows a public conversation without source, sourceId or state, with the API key', async () => {
    const answer = await get(`/v1/conversations/${conversationIds.public}`);
    expect(Object.keys(answer.body).sort()).to.deep.equal([
      'businessUnitId',
      'comments',
      'consumerId',
      'id',
    ]);
    expect((await get(`/v1/conversations/${conversationIds.private}`)).status).to.equal(404);
    expect(
      (await get(`/v1/conversations/${conversationIds.public}`, { key: null })).status,
    ).to.equal(401);
  });

  it('creates a conversation for a review once, then gives the same one', async () => {
    const path = `/v1/private/product-reviews/${reviewIds.noConversation}/create-conversation`;
    const first = await privateCall('POST', path, token);
    expect(first.status).to.equal(200);
    const id = first.body.conversationId;
    expect((await privateCall('POST', path, token)).body.conversationId).to.equal(id);
    const review = await privateCall(
      'GET',
      `/v1/private/product-reviews/${reviewIds.noConversation}`,
      token,
    );
    expect(review.body.conversationId).to.equal(id);
    const created = await privateCall('GET', conversation(id), token);
    expect(created.body).to.include({ sourceId: reviewIds.noConversation, state: 'public' });
    expect(created.body.comments).to.deep.equal([]);
    const existing = `/v1/private/product-reviews/${reviewIds.published}/create-conversation`;
    expect((await privateCall('POST', existing, token)).body.conversationId).to.equal(
      conversationIds.public,
    );
    expect(
      (await privateCall('POST', '/v1/private/product-reviews/nope/create-conversation', token))
        .status,
    ).to.equal(404);
  });
});
