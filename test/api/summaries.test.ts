import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { createClient } from '../../src/api/client.js';
import { combineSummaries, getStarSummary } from '../../src/api/summaries.js';
import { holdTimers } from '../support/hold.js';

const base = 'https://api.summaries-test.example';
const batches: string[][] = [];
const worker = setupWorker(
  http.post(
    `${base}/v1/product-reviews/business-units/:id/batch-summaries`,
    async ({ request }) => {
      const { skus } = (await request.json()) as { skus: string[] };
      batches.push(skus);
      return HttpResponse.json({
        summaries: skus
          .filter((sku) => !sku.startsWith('NONE'))
          .map((sku) => {
            const n = Number(sku.replace(/\D/g, '')) || 1;
            return {
              sku,
              starsAverage: 4,
              numberOfReviews: {
                total: n,
                oneStar: 0,
                twoStars: 0,
                threeStars: 0,
                fourStars: n,
                fiveStars: 0,
              },
            };
          }),
      });
    },
  ),
);

const summary = (total: number, starsAverage: number, counts: number[]) => ({
  starsAverage,
  numberOfReviews: {
    total,
    oneStar: counts[0],
    twoStars: counts[1],
    threeStars: counts[2],
    fourStars: counts[3],
    fiveStars: counts[4],
  },
});

describe('star summaries', () => {
  before(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
  after(() => worker.stop());
  beforeEach(() => (batches.length = 0));

  it('combines SKUs exactly: summed distributions, average from the star totals', () => {
    // A: 3 reviews (5,5,2) avg 4; B: 1 review (1) avg 1; C: no reviews.
    const combined = combineSummaries([
      summary(3, 4, [0, 1, 0, 0, 2]),
      summary(1, 1, [1, 0, 0, 0, 0]),
      summary(0, 0, [0, 0, 0, 0, 0]),
    ]);
    expect(combined.numberOfReviews).to.deep.equal({
      total: 4,
      oneStar: 1,
      twoStars: 1,
      threeStars: 0,
      fourStars: 0,
      fiveStars: 2,
    });
    // (5 + 5 + 2 + 1) / 4 = 3.25, not the plain mean of averages (2.5).
    expect(combined.starsAverage).to.equal(3.25);
    expect(combineSummaries([]).starsAverage).to.equal(0);
    // Rounded per-SKU averages do not spoil the result: 2 reviews (4, 5) reported as 4.5 and
    // 3 reviews (1, 1, 2) reported as 1.3 give (9 + 4) / 5 = 2.6, not (9 + 3.9) / 5 = 2.58.
    const rounded = combineSummaries([
      summary(2, 4.5, [0, 0, 0, 1, 1]),
      summary(3, 1.3, [2, 1, 0, 0, 0]),
    ]);
    expect(rounded.starsAverage).to.equal(2.6);
    // A distribution that does not add up falls back to the weighted averages.
    expect(combineSummaries([summary(4, 3, [1, 0, 0, 0, 0])]).starsAverage).to.equal(3);
  });

  it('sends 48 SKU summaries asked in one task as one batch-summaries request', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    const skus = Array.from({ length: 48 }, (_, i) => `SKU-${i + 1}`);
    const results = await Promise.all(skus.map((sku) => getStarSummary(client, 'bu-1', [sku])));
    expect(batches).to.have.length(1);
    expect(batches[0]).to.have.length(48);
    expect(results[9].numberOfReviews.total).to.equal(10);
    // Answers are kept: asking again sends nothing.
    await getStarSummary(client, 'bu-1', ['SKU-3', 'SKU-4']);
    expect(batches).to.have.length(1);
  });

  it('sends SKUs asked over many tasks together once the batching window closes', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    const windows = holdTimers(50);
    try {
      const asked: Promise<unknown>[] = [];
      for (let i = 1; i <= 50; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        asked.push(getStarSummary(client, 'bu-1', [`SKU-${i}`]));
      }
      // The first left at once; the other 49 wait for the window.
      await asked[0];
      expect(batches).to.deep.equal([['SKU-1']]);
      windows.release();
      const results = (await Promise.all(asked)) as { numberOfReviews: { total: number } }[];
      expect(results.map((result) => result.numberOfReviews.total)).to.deep.equal(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(batches.map((batch) => batch.length)).to.deep.equal([1, 49]);
    } finally {
      windows.release();
    }
    // With no window, each task's SKUs go at its end.
    const eager = createClient({ baseUrl: base, apiKey: 'k', batchWindow: 0 });
    batches.length = 0;
    for (let i = 51; i <= 53; i++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await getStarSummary(eager, 'bu-1', [`SKU-${i}`]);
    }
    expect(batches).to.deep.equal([['SKU-51'], ['SKU-52'], ['SKU-53']]);
  });

  it('splits a batch at the configured maximum', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k', batchSize: 20 });
    const skus = Array.from({ length: 48 }, (_, i) => `SKU-${i + 1}`);
    await Promise.all(skus.map((sku) => getStarSummary(client, 'bu-1', [sku])));
    expect(batches.map((batch) => batch.length)).to.deep.equal([20, 20, 8]);
  });

  it('combines a product with variants, and counts an unlisted SKU as no reviews', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    const result = await getStarSummary(client, 'bu-1', ['SKU-2', ' SKU-6 ', 'NONE-1', 'SKU-2']);
    expect(batches).to.deep.equal([['SKU-2', 'SKU-6', 'NONE-1']]);
    expect(result.numberOfReviews.total).to.equal(8);
    expect(result.numberOfReviews.fourStars).to.equal(8);
    expect(result.starsAverage).to.equal(4);
  });

  it('refuses an empty SKU list and honours an aborted signal', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    const empty = await getStarSummary(client, 'bu-1', [' ', '']).catch((e: unknown) => e);
    expect((empty as Error).message).to.contain('at least one SKU');
    const controller = new AbortController();
    const pending = getStarSummary(client, 'bu-1', ['SKU-7'], { signal: controller.signal });
    controller.abort();
    expect(((await pending.catch((e: unknown) => e)) as DOMException).name).to.equal('AbortError');
  });

  it('drops the SKU of a caller that aborts before the batch leaves', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    const controller = new AbortController();
    const left = getStarSummary(client, 'bu-1', ['SKU-11'], { signal: controller.signal });
    const stays = getStarSummary(client, 'bu-1', ['SKU-12']);
    controller.abort();
    expect(((await left.catch((e: unknown) => e)) as DOMException).name).to.equal('AbortError');
    expect((await stays).numberOfReviews.total).to.equal(12);
    expect(batches).to.deep.equal([['SKU-12']]);
  });

  it('cancels a batch in flight once every caller has aborted, and only then', async () => {
    const signals: AbortSignal[] = [];
    const client = createClient({
      baseUrl: base,
      apiKey: 'k',
      fetch: (input, init) => (signals.push(init!.signal!), fetch(input, init)),
    });
    const [a, b] = [new AbortController(), new AbortController()];
    const first = getStarSummary(client, 'bu-1', ['SKU-21'], { signal: a.signal });
    const second = getStarSummary(client, 'bu-1', ['SKU-22'], { signal: b.signal });
    await Promise.resolve();
    expect(signals).to.have.length(1); // sent at the end of the task's microtasks
    a.abort();
    expect(signals[0].aborted, 'aborted while a caller still waits').to.equal(false);
    b.abort();
    expect(signals[0].aborted, 'aborted once all callers left').to.equal(true);
    const reasons = await Promise.all([first, second].map((p) => p.catch((e: Error) => e.name)));
    expect(reasons).to.deep.equal(['AbortError', 'AbortError']);
    // The next caller of the same SKUs gets a fresh request, not the cancelled one.
    const again = await getStarSummary(client, 'bu-1', ['SKU-21', 'SKU-22']);
    expect(again.numberOfReviews.total).to.equal(43);
    expect(signals).to.have.length(2);
  });

  it('forgets kept summaries when the client is cleared', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    await getStarSummary(client, 'bu-1', ['SKU-31']);
    await getStarSummary(client, 'bu-1', ['SKU-31']);
    expect(batches).to.have.length(1);
    client.clear();
    await getStarSummary(client, 'bu-1', ['SKU-31']);
    expect(batches).to.have.length(2);
  });

  it('asks again with cache: false, as every other call does', async () => {
    const client = createClient({ baseUrl: base, apiKey: 'k' });
    await getStarSummary(client, 'bu-1', ['SKU-32']);
    await getStarSummary(client, 'bu-1', ['SKU-32'], { cache: false });
    expect(batches).to.have.length(2);
    // The new answer is kept for the next call.
    await getStarSummary(client, 'bu-1', ['SKU-32']);
    expect(batches).to.have.length(2);
  });
});
