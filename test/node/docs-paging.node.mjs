// The paging example of docs/headless-client.md, run as written (its `rp-widgets/api` import
// pointed at the built dist/: run after `npm run build`) against the mock platform served from
// this process, which counts the requests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { docBlock } from '../../scripts/docs.mjs';
import { platformForTests } from './helpers.mjs';

const block = docBlock('headless-paging');

const api = new URL('../../dist/api/index.js', import.meta.url).href;
const { createClient } = await import(api);
const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');

const folder = mkdtempSync(join(tmpdir(), 'rp-readme-'));
const file = join(folder, 'paging.mjs');
writeFileSync(file, `${block.replace("'rp-widgets/api'", `'${api}'`)}\nexport { allReviews };\n`);
const { allReviews } = await import(pathToFileURL(file).href);
rmSync(folder, { recursive: true, force: true });

const platform = platformForTests();

const client = () => createClient({ apiKey: MOCK_API_KEY, baseUrl: platform.origin });
const published = (sku) =>
  platform.platform.data.productReviews
    .filter((review) => review.sku === sku && review.state === 'published')
    .map((review) => review.id)
    .sort();

test('every published review of a product, each once, 100 a page until the last', async () => {
  const sku = MOCK_IDS.skus.many;
  const reviews = await allReviews(client(), MOCK_IDS.businessUnits.acme, sku);
  const ids = reviews.map((review) => review.id).sort();
  assert.deepEqual(ids, published(sku));
  const pages = platform.sent.filter((line) => line.includes('/reviews?'));
  assert.equal(pages.length, Math.ceil(ids.length / 100));
  assert.ok(pages.every((line) => line.includes('perPage=100')));
});

test('a product without reviews: one request, an empty list', async () => {
  const reviews = await allReviews(client(), MOCK_IDS.businessUnits.acme, MOCK_IDS.skus.none);
  assert.deepEqual(reviews, []);
  assert.equal(platform.sent.length, 1);
});
