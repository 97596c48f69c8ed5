import { expect } from '@open-wc/testing';
import type { MockPlatform } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { get } from './helpers.js';

const lists = [
  { path: '/v1/consumers/deletions', key: 'consumers', data: 'consumers', id: 'consumerId' },
  { path: '/v1/reviews/deletions', key: 'reviews', data: 'reviews', id: 'reviewId' },
  {
    path: '/v1/product-reviews/deletions',
    key: 'product-reviews',
    data: 'productReviews',
    id: 'productReviewId',
  },
] as const;

describe('mock deletions', () => {
  let platform: MockPlatform;
  beforeEach(async () => (platform = await startMock()));
  afterEach(assertContract);

  for (const list of lists) {
    describe(list.path, () => {
      it('pages 100 by default with nextToken, which is absent on the last page', async () => {
        const all = platform.data.deletions[list.data];
        const seen: string[] = [];
        let token: string | undefined;
        let pages = 0;
        do {
          const answer = await get(`${list.path}?limit=1000${token ? `&nextToken=${token}` : ''}`);
          seen.push(
            ...answer.body[list.key].map((record: Record<string, string>) => record[list.id]),
          );
          token = answer.body.nextToken;
          pages++;
        } while (token);
        expect(seen).to.have.length(all.length);
        expect(pages).to.equal(Math.ceil(all.length / 1000));
        const first = await get(list.path);
        expect(first.body[list.key]).to.have.length(100);
        expect(first.body.nextToken).to.be.a('string');
        expect(first.body[list.key][0].deletedAt).to.match(
          /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
        );
      });
    });
  }

  it('filters by startDate and endDate (whole days, UTC), carried by nextToken', async () => {
    const expected = platform.data.deletions.reviews.filter(
      (record) => record.deletedAt >= '2025-03-01' && record.deletedAt < '2025-04-01',
    );
    const first = await get(
      '/v1/reviews/deletions?startDate=2025-03-01&endDate=2025-03-31&limit=10',
    );
    expect(first.body.reviews[0]).to.deep.equal(expected[0]);
    const ids: string[] = first.body.reviews.map((record: { reviewId: string }) => record.reviewId);
    let token = first.body.nextToken;
    while (token) {
      const next = await get(`/v1/reviews/deletions?nextToken=${token}&limit=50`);
      ids.push(...next.body.reviews.map((record: { reviewId: string }) => record.reviewId));
      token = next.body.nextToken;
    }
    expect(ids).to.deep.equal(expected.map((record) => record.reviewId));
    const none = await get('/v1/reviews/deletions?startDate=2030-01-01');
    expect(none.body).to.deep.equal({ reviews: [] });
  });

  it('answers 400 for a bad limit, date or token', async () => {
    for (const query of [
      'limit=0',
      'limit=1001',
      'startDate=2025-13-01',
      'endDate=yesterday',
      'startDate=2025-02-01&endDate=2025-01-01',
      'nextToken=%%%',
      'nextToken=e30',
    ]) {
      const answer = await get(`/v1/consumers/deletions?${query}`);
      expect(answer.body.code, query).to.equal('invalid_parameter');
    }
    expect((await get('/v1/consumers/deletions?limit=1000')).body.consumers).to.have.length(1000);
    expect((await get('/v1/consumers/deletions', { key: null })).status).to.equal(401);
  });
});
