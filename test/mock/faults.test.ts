import { expect } from '@open-wc/testing';
import {
  FAULT_HEADER,
  MOCK_IDS,
  createMockPlatform,
  type MockPlatform,
} from '../../src/mock/index.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { BASE, OWNER, get, privateCall, tokenCall } from './helpers.js';
import { holdTimers } from '../support/hold.js';
import { waitUntil } from '../support/wait.js';

const acme = MOCK_IDS.businessUnits.acme;
const unitPath = `/v1/business-units/${acme}`;
const reviewsPath = `/v1/product-reviews/business-units/${acme}/reviews?sku=${MOCK_IDS.skus.few}`;

describe('mock faults and knobs', () => {
  let platform: MockPlatform;
  beforeEach(async () => (platform = await startMock()));
  afterEach(assertContract);

  describe('fault rules', () => {
    it('answers a status with the error body of its code, marked as a fault', async () => {
      platform.fail({ operation: 'getBusinessUnit', status: 503 });
      const answer = await get(unitPath);
      expect(answer.status).to.equal(503);
      expect(answer.body).to.deep.include({ status: 503, code: 'server_error' });
      expect(answer.headers.get(FAULT_HEADER)).to.equal('status');
      // Other operations are untouched.
      expect((await get(`${unitPath}/web-links?locale=en-US`)).status).to.equal(200);
    });

    it('adds Retry-After and picks the 401 code of the scheme', async () => {
      platform.fail({ operation: 'getBusinessUnit', status: 429, retryAfter: 7 });
      const limited = await get(unitPath);
      expect(limited.body.code).to.equal('rate_limited');
      expect(limited.headers.get('retry-after')).to.equal('7');
      platform.clearFaults();
      platform.fail({ status: 401 });
      expect((await get(unitPath)).body.code).to.equal('invalid_api_key');
      const token = platform.issueToken({ email: OWNER.email });
      expect(
        (
          await privateCall(
            'GET',
            `/v1/private/conversations/${MOCK_IDS.conversationIds.public}`,
            token,
          )
        ).body.code,
      ).to.equal('token_expired');
      expect((await tokenCall('revoke', { token: 'x' })).body.code).to.equal('invalid_client');
      platform.clearFaults();
      platform.fail({ path: 'web-links', status: 404 });
      expect((await get(`${unitPath}/web-links?locale=en-US`)).body.code).to.equal('not_found');
      platform.clearFaults();
      platform.fail({ path: 'web-links', status: 202 });
      expect((await get(`${unitPath}/web-links?locale=en-US`)).status).to.equal(202);
    });

    it('applies `times` times, then stops; the remover and clearFaults end a rule', async () => {
      platform.fail({ operation: 'getBusinessUnit', status: 500, times: 2 });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await get(unitPath)).status);
      expect(statuses).to.deep.equal([500, 500, 200, 200]);
      const remove = platform.fail({ path: /business-units\/bu-acme$/, status: 502 });
      expect((await get(unitPath)).status).to.equal(502);
      remove();
      expect((await get(unitPath)).status).to.equal(200);
    });

    it('hits about `rate` of the requests, the same ones for the same seed', async () => {
      const run = async () => {
        const platformRun = await startMock({ seed: 9 });
        platformRun.fail({ operation: 'getBusinessUnit', status: 500, rate: 0.3 });
        const statuses: number[] = [];
        for (let i = 0; i < 40; i++) statuses.push((await get(unitPath)).status);
        return statuses;
      };
      const first = await run();
      const failures = first.filter((status) => status === 500).length;
      expect(failures).to.be.within(4, 20);
      expect(await run()).to.deep.equal(first);
    });

    it('tries the newest rule first', async () => {
      platform.fail({ operation: 'getBusinessUnit', status: 500 });
      platform.fail({ operation: 'getBusinessUnit', status: 503, times: 1 });
      expect((await get(unitPath)).status).to.equal(503);
      expect((await get(unitPath)).status).to.equal(500);
    });

    it('breaks bodies: malformed, wrong types, missing fields, empty arrays, or a given value', async () => {
      platform.fail({ operation: 'listProductReviews', body: 'malformed', times: 1 });
      const malformed = await get(reviewsPath);
      expect(malformed.status).to.equal(200);
      expect(() => JSON.parse(malformed.text)).to.throw();
      expect(malformed.headers.get(FAULT_HEADER)).to.equal('malformed');

      platform.fail({ operation: 'getBusinessUnit', body: 'wrong-types', times: 1 });
      const wrong = await get(unitPath);
      expect(wrong.body.numberOfReviews.total).to.be.a('string');
      expect(wrong.body.id).to.be.a('number');
      expect(wrong.body.name.referring).to.be.an('array');

      platform.fail({ operation: 'listProductReviews', body: 'missing-fields', times: 1 });
      const missing = await get(reviewsPath);
      expect(missing.body).not.to.have.property('productReviews');
      expect(missing.body.links[0]).not.to.have.property('href');

      platform.fail({ operation: 'listProductReviews', body: 'empty-arrays', times: 1 });
      expect((await get(reviewsPath)).body).to.deep.equal({ productReviews: [], links: [] });

      platform.fail({
        operation: 'getBusinessUnit',
        body: { surprise: true },
        status: 500,
        times: 1,
      });
      const custom = await get(unitPath);
      expect(custom.status).to.equal(500);
      expect(custom.body).to.deep.equal({ surprise: true });

      platform.fail({ operation: 'getBusinessUnit', body: 'wrong-types', times: 1 });
      // Error answers are broken too: the code string becomes its length.
      expect((await get('/v1/business-units/bu-nope')).body.code).to.equal('not_found'.length);
      const token = platform.issueToken({ email: OWNER.email });
      platform.fail({ operation: 'setConversationState', body: 'missing-fields', times: 1 });
      const state = `/v1/private/conversations/${MOCK_IDS.conversationIds.public}/state`;
      const empty = await privateCall('POST', state, token, { state: 'private' });
      expect(empty.text).to.equal('');
      platform.fail({ operation: 'setConversationState', body: [1], times: 1, retryAfter: 3 });
      const replaced = await privateCall('POST', state, token, { state: 'private' });
      expect(replaced.status).to.equal(200);
      expect(replaced.body).to.deep.equal([1]);
      expect(replaced.headers.get('retry-after')).to.equal('3');
    });

    it('applied: carries a write out, then answers the status; drop: then cuts the connection', async () => {
      const token = platform.issueToken({ email: OWNER.email });
      const comments = `/v1/private/conversations/${MOCK_IDS.conversationIds.public}/comments`;
      const conversation = platform.data.conversations.find(
        (c) => c.id === MOCK_IDS.conversationIds.public,
      )!;
      const before = conversation.comments.length;
      platform.fail({ operation: 'createComment', status: 502, applied: true, times: 1 });
      const failed = await privateCall('POST', comments, token, { content: 'Applied, then 502.' });
      expect(failed.status).to.equal(502);
      expect(failed.body).to.deep.include({ status: 502 });
      expect(failed.headers.get(FAULT_HEADER)).to.equal('status');
      expect(conversation.comments.map((c) => c.content).slice(before)).to.deep.equal([
        'Applied, then 502.',
      ]);
      // Without `applied` the write is not carried out.
      platform.fail({ operation: 'createComment', status: 502, times: 1 });
      expect(
        (await privateCall('POST', comments, token, { content: 'Not applied.' })).status,
      ).to.equal(502);
      platform.fail({ operation: 'createComment', drop: true, times: 1 });
      let error: unknown;
      try {
        await privateCall('POST', comments, token, { content: 'Applied, then cut.' });
      } catch (caught) {
        error = caught;
      }
      expect((error as Error).name).to.equal('TypeError');
      expect(conversation.comments.map((c) => c.content).slice(before)).to.deep.equal([
        'Applied, then 502.',
        'Applied, then cut.',
      ]);
    });

    it('hangs until the request is aborted', async () => {
      platform.fail({ operation: 'getBusinessUnit', hang: true, times: 1 });
      const controller = new AbortController();
      let settled = false;
      const pending = fetch(`${BASE}${unitPath}`, {
        headers: { apikey: 'rp-mock-key' },
        signal: controller.signal,
      }).finally(() => (settled = true));
      await waitUntil(() => requests.length === 1, 'the request never reached the mock');
      // Its rule is used up once it matched, so the next request is answered: by then the first
      // would have been too, had it not hung.
      expect((await get(unitPath)).status).to.equal(200);
      expect(settled).to.equal(false);
      controller.abort();
      let error: unknown;
      try {
        await pending;
      } catch (caught) {
        error = caught;
      }
      expect((error as Error).name).to.equal('AbortError');
      expect((await get(unitPath)).status).to.equal(200);
    });

    it('delays an answer that stays genuine', async () => {
      platform.fail({ operation: 'getBusinessUnit', delay: 120, times: 1 });
      const timers = holdTimers(120);
      try {
        let answered = false;
        const pending = get(unitPath).finally(() => (answered = true));
        await waitUntil(() => timers.count === 1, 'no 120 ms wait was set');
        // Another operation is not delayed, and answers while the held one still waits.
        expect((await get(`${unitPath}/web-links?locale=en-US`)).status).to.equal(200);
        expect(answered, 'answered before its delay was over').to.equal(false);
        timers.release();
        const answer = await pending;
        expect(answer.status).to.equal(200);
        expect(answer.headers.get(FAULT_HEADER)).to.equal(null);
      } finally {
        timers.release();
      }
    });

    it('can fail the asset host', async () => {
      platform.fail({ operation: 'asset', status: 500, times: 1 });
      expect((await fetch('https://assets.rp-mock.test/icons/icon-230x230.svg')).status).to.equal(
        500,
      );
    });
  });

  describe('knobs', () => {
    it('delays every answer by the latency', async () => {
      /** Asks for the unit with the latency's timer held: answered only when it is let go. */
      const delayed = async (latency: number) => {
        const timers = holdTimers(latency);
        try {
          let answered = false;
          const pending = get(unitPath).finally(() => (answered = true));
          await waitUntil(() => timers.count === 1, `no ${latency} ms wait was set`);
          // With the latency at 0 meanwhile, a request is answered while the first still waits.
          platform.set({ latency: 0 });
          expect((await get(unitPath)).status).to.equal(200);
          expect(answered, 'answered before the latency was over').to.equal(false);
          timers.release();
          expect((await pending).status).to.equal(200);
        } finally {
          timers.release();
        }
      };
      platform.set({ latency: 600 });
      await delayed(600);
      // A latency given when the platform is made works the same.
      platform = await startMock({ latency: 100 });
      await delayed(100);
    });

    it('switches every unit to the legacy variant and back', async () => {
      expect((await get(unitPath)).body).to.have.property('trustScore');
      platform.set({ legacy: true });
      const legacy = await get(unitPath);
      expect(legacy.body).to.have.property('score');
      expect(legacy.body).not.to.have.property('trustScore');
      platform.set({ legacy: false });
      expect((await get(unitPath)).body).to.have.property('trustScore');
      await startMock({ legacy: true });
      expect((await get(unitPath)).body).to.have.property('score');
    });

    it('moves the clock for token expiry and new records', async () => {
      let now = Date.UTC(2026, 0, 10);
      platform.set({ now: () => now });
      const token = platform.issueToken({ email: OWNER.email, expiresIn: 10 });
      const conversation = `/v1/private/conversations/${MOCK_IDS.conversationIds.public}`;
      const comment = await privateCall('POST', `${conversation}/comments`, token, {
        content: 'Hi',
      });
      expect(comment.body.createdAt).to.equal('2026-01-10T00:00:00');
      now += 10_000;
      expect((await privateCall('GET', conversation, token)).status).to.equal(401);
    });

    it('resets data, knobs, tokens and faults', async () => {
      const token = platform.issueToken({ email: OWNER.email });
      await tokenCall('revoke', { token });
      platform.set({ legacy: true, latency: 5 });
      platform.fail({ operation: 'getBusinessUnit', status: 500 });
      platform.data.businessUnits.pop();
      platform.reset();
      expect((await get(unitPath)).body).to.have.property('trustScore');
      expect(platform.data.businessUnits).to.deep.equal(createMockPlatform().data.businessUnits);
      expect(
        (
          await privateCall(
            'GET',
            `/v1/private/conversations/${MOCK_IDS.conversationIds.public}`,
            token,
          )
        ).status,
      ).to.equal(200);
    });
  });
});
