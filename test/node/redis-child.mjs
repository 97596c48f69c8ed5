// One server process of the Redis tests: renders the product page once through an AnswerCache on
// the Redis at argv[2], with the mock platform in this process, and prints the platform requests
// it made (JSON) and whether the stars were drawn.
import process from 'node:process';
import { getResponse } from 'msw';
import { createClient } from 'redis';
import { AnswerCache, renderElements } from 'rp-widgets/ssr';
import { redisStore } from 'rp-widgets/ssr/redis';
import { createMockPlatform, MOCK_API_KEY, MOCK_IDS } from '../../dist/mock/index.js';

const client = createClient({
  url: `redis://127.0.0.1:${process.argv[2]}`,
  disableOfflineQueue: true,
});
client.on('error', () => {});
await client.connect();
const cache = new AnswerCache({ store: redisStore({ client, tenant: 'shop-a' }) });
const platform = createMockPlatform({ seed: 1 });
const sent = [];
const html = await renderElements(
  [
    { tag: 'rp-trust-badge', attributes: { layout: 'micro' } },
    { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
    { tag: 'rp-product-reviews', attributes: { sku: MOCK_IDS.skus.many, 'per-page': 5 } },
  ],
  {
    apiKey: MOCK_API_KEY,
    baseUrl: 'https://api.rp-mock.test',
    businessUnitId: MOCK_IDS.businessUnits.acme,
    cache,
    timeout: 600_000,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push(`${request.method} ${request.url}`);
      return getResponse(platform.handlers, request);
    },
  },
);
await client.quit();
console.log(JSON.stringify({ sent, stars: html[1].includes('aria-label="Rated') }));
