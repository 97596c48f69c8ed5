import { expect } from '@open-wc/testing';
import { MOCK_IDS, MOCK_USERS, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { OWNER, get, privateCall } from './helpers.js';
import contract from '../../src/api/openapi.json' with { type: 'json' };

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

  it('keeps every review’s company reply as the first comment of its public conversation', async () => {
    const { productReviews, conversations } = platform.data;
    const replied = productReviews.filter((review) => review.firstCompanyComment);
    expect(replied.length).to.be.above(50);
    for (const review of replied) {
      const found = conversations.find((item) => item.id === review.conversationId)!;
      expect(found, review.id).to.exist;
      expect(found.sourceId).to.equal(review.id);
      expect(found.consumerId).to.equal(review.consumer.id);
      expect(found.comments[0]).to.include({
        content: review.firstCompanyComment!.comment,
        createdAt: review.firstCompanyComment!.createdAt,
      });
    }
    for (const item of conversations) {
      const review = productReviews.find((candidate) => candidate.id === item.sourceId)!;
      expect(review.conversationId).to.equal(item.id);
      const times = item.comments.map((comment) => comment.createdAt);
      expect(times, item.id).to.deep.equal([...times].sort());
      if (times[0]) expect(times[0] >= review.createdAt, item.id).to.equal(true);
      for (const comment of item.comments) expect(comment.author.type).to.equal('businessUser');
    }
  });

  it('the public list shows a reply while its conversation is public, edited at once, and none once private', async () => {
    const list = `/v1/product-reviews/business-units/${MOCK_IDS.businessUnits.acme}/reviews?sku=${MOCK_IDS.skus.many}&perPage=5`;
    const published = async () =>
      (await get(list)).body.productReviews.find(
        (review: { id: string }) => review.id === reviewIds.published,
      );
    const first = `${conversation(conversationIds.public)}/comments/${commentIds.public}`;
    await privateCall('PUT', first, token, { content: 'Thanks, enjoy your trips!' });
    expect((await published()).firstCompanyComment.comment).to.equal('Thanks, enjoy your trips!');
    await privateCall('POST', `${conversation(conversationIds.public)}/state`, token, {
      state: 'private',
    });
    expect(await published()).not.to.have.property('firstCompanyComment');
  });

  it('a shopper’s read of a private conversation answers as an unknown one: 404, the contract’s choice', async () => {
    const hidden = await get(`/v1/conversations/${conversationIds.private}`);
    const unknown = await get('/v1/conversations/conv-acme-nope');
    expect([hidden.status, hidden.body.code]).to.deep.equal([404, 'not_found']);
    expect([unknown.status, unknown.body.code]).to.deep.equal([404, 'not_found']);
    // Nothing in the answer tells it apart from an id that does not exist.
    expect(hidden.body.message.replace(conversationIds.private, 'ID')).to.equal(
      unknown.body.message.replace('conv-acme-nope', 'ID'),
    );
    const { paths } = contract as unknown as {
      paths: Record<string, { get: Record<string, string> }>;
    };
    const operation = paths['/v1/conversations/{conversationId}'].get;
    expect(operation['x-project-choice']).to.include('404');
  });
});
