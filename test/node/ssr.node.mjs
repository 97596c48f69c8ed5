// Server rendering as an integrator's Node server does it: `rp-widgets/ssr` (the built dist/: run
// after `npm run build`) against the mock platform served over HTTP from this process, so the test
// can count requests, change the data and add faults.
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderOptions, usePlatform } from './helpers.mjs';

const built = new URL('../../dist/ssr/index.js', import.meta.url);
if (!existsSync(built)) throw new Error('dist/ssr is missing: run `npm run build` first.');

const { AnswerCache, renderElement, renderElements } = await import('rp-widgets/ssr');
const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');

const bu = MOCK_IDS.businessUnits.acme;
const api = usePlatform();

const options = (more = {}) => renderOptions(api, more);

const entities = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
/** The text a reader sees in the HTML: no styles, scripts, comments or tags. */
function textOf(html) {
  return html
    .replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();
}
const embedded = (html) =>
  JSON.parse(/<script type="application\/json" data-rp-data>(.*?)<\/script>/s.exec(html)[1]);
const jsonLdOf = (html) =>
  JSON.parse(/<script type="application\/ld\+json" data-rp-json-ld>(.*?)<\/script>/s.exec(html)[1]);

test('stars, badge, product and business reviews: texts, numbers, links and their data', async () => {
  const [stars, badge, product, business] = await renderElements(
    [
      { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
      { tag: 'rp-trust-badge', attributes: { 'structured-data': true } },
      {
        tag: 'rp-product-reviews',
        attributes: { sku: MOCK_IDS.skus.many, 'structured-data': true, 'per-page': 3 },
      },
      { tag: 'rp-business-reviews', attributes: { layout: 'list' } },
    ],
    options(),
  );
  const data = api.platform.data;
  const many = data.productReviews.filter(
    (review) => review.sku === MOCK_IDS.skus.many && review.state === 'published',
  );
  assert.match(
    stars,
    /^<rp-stars [^>]*sku="ACME-1000"[^>]*><template shadowroot="open" shadowrootmode="open">/,
  );
  assert.match(stars, /aria-label="Rated 4\.5 out of 5 stars, 423 reviews"/);
  assert.equal(textOf(stars), `(${many.length} reviews)`);

  const unit = data.businessUnits.find((unit) => unit.id === bu);
  assert.match(textOf(badge), /Acme Outdoor has TrustScore 4\.1 out of 5, based on 700 reviews/);
  assert.match(
    badge,
    /<a class="summary" part="link" href="https:\/\/www\.rp-mock\.test\/review\//,
  );
  const organization = jsonLdOf(badge);
  assert.equal(organization['@type'], 'Organization');
  assert.equal(organization.name, unit.displayName);
  assert.equal(organization.aggregateRating.ratingCount, 700);

  assert.match(textOf(product), /Customer reviews 4\.5 Based on 423 reviews/);
  const product_ = jsonLdOf(product);
  assert.equal(product_['@type'], 'Product');
  assert.equal(product_.aggregateRating.reviewCount, 423);
  assert.equal(product_.review.length, 3);
  // Each review of the page is in the HTML, with its text.
  for (const review of product_.review)
    assert.ok(textOf(product).includes(review.reviewBody.replace(/\s+/g, ' ')));

  assert.match(textOf(business), /Acme Outdoor has TrustScore 4\.1/);
  assert.equal((business.match(/<article part="review"/g) ?? []).length, 10);

  // The data each element drew from, for the browser: each loader's value and arguments.
  const starsData = embedded(stars);
  assert.deepEqual(starsData.loaded.rating.value, {
    score: starsData.loaded.rating.value.score,
    stars: 4.5,
    total: 423,
  });
  assert.equal(embedded(badge).loaded.badge.value.total, 700);
  assert.equal(embedded(product).loaded['product-page'].value.reviews.length, 3);
  assert.ok(Date.now() - starsData.at < 60_000);
});

test('the review collector: its "Review us" link in the locale, with its data for hydration', async () => {
  const [html] = await renderElements(
    [{ tag: 'rp-review-collector', attributes: { locale: 'de-DE' } }],
    options(),
  );
  assert.match(
    html,
    /<a part="base" href="https:\/\/de\.rp-mock\.test\/evaluate\/[^"]+" target="_blank" rel="noopener"/,
  );
  assert.match(textOf(html), /^Bewerten Sie uns \(öffnet in neuem Tab\)$/);
  const { collector } = embedded(html).loaded;
  assert.match(collector.value.evaluateUrl, /^https:\/\/de\.rp-mock\.test\/evaluate\//);
});

test('one call makes the batched requests the browser makes: one summaries request for all SKUs', async () => {
  await renderElements(
    [
      { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many } },
      { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.few } },
      { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.none } },
      { tag: 'rp-product-reviews', attributes: { sku: MOCK_IDS.skus.many } },
    ],
    options(),
  );
  const summaries = api.sent.filter((line) => line.includes('batch-summaries'));
  assert.equal(summaries.length, 1, api.sent.join('\n'));
});

test("a path as browserBaseUrl (a proxy on the shop's domain): rendered with its data, the path kept for the browser", async () => {
  const errors = [];
  const [stars, reviews] = await renderElements(
    [
      { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
      { tag: 'rp-product-reviews', attributes: { sku: MOCK_IDS.skus.many, 'per-page': 3 } },
    ],
    options({ browserBaseUrl: '/reviews-api', onError: (error) => errors.push(error.message) }),
  );
  assert.deepEqual(errors, []);
  for (const html of [stars, reviews])
    assert.match(html, /^<rp-[a-z-]+ [^>]*base-url="\/reviews-api"/);
  assert.match(stars, /aria-label="Rated 4\.5 out of 5 stars, 423 reviews"/);
  assert.equal(embedded(reviews).loaded['product-page'].value.reviews.length, 3);
  // The server's requests went to its own baseUrl, none to the path.
  assert.ok(api.sent.length > 0 && api.sent.every((line) => !line.includes('reviews-api')));
});

test('in the requested locale, with its catalogue loaded first', async () => {
  const html = await renderElement(
    { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
    options({ locale: 'de-DE' }),
  );
  assert.match(html, /locale="de-DE"/);
  assert.match(html, /aria-label="Bewertet mit 4,5 von 5 Sternen, 423 Bewertungen"/);
});

test('hostile review text is escaped: text in the HTML, never markup; the data cannot end its script', async () => {
  const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)> & "quoted" <!--';
  const review = api.platform.data.productReviews.find(
    (item) => item.sku === MOCK_IDS.skus.few && item.state === 'published',
  );
  review.content = hostile;
  review.consumer = { ...review.consumer, displayName: '<b onmouseover=alert(3)>Eve</b>' };
  const html = await renderElement(
    {
      tag: 'rp-product-reviews',
      attributes: { sku: MOCK_IDS.skus.few, language: 'all', 'structured-data': true },
    },
    options(),
  );
  assert.ok(!html.includes('<script>alert'), 'no script element from the review');
  assert.ok(!html.includes('<img src=x'), 'no image element from the review');
  assert.ok(!html.includes('<b onmouseover'), 'no element from the name');
  assert.ok(
    html.includes(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quoted&quot; &lt;!--',
    ),
  );
  // Exactly the two scripts written here, each whole; the review's text is inside their JSON.
  assert.equal((html.match(/<script/g) ?? []).length, 2);
  assert.equal((html.match(/<\/script>/g) ?? []).length, 2);
  assert.ok(
    embedded(html).loaded['product-page'].value.reviews.some((item) => item.content === hostile),
  );
  assert.ok(jsonLdOf(html).review.some((item) => item.reviewBody === hostile));
});

test("review photos on the shop's own host are drawn as given; protocol-relative and script URLs never", async () => {
  const review = api.platform.data.productReviews.find(
    (item) => item.id === MOCK_IDS.reviewIds.published,
  );
  const image = (dimension, url) => ({ dimension, mimeType: 'image/jpeg', url });
  review.attachments = [
    {
      ...review.attachments[0],
      processedFiles: [
        // Smaller ones first: each would be the thumbnail, were it accepted.
        image('160x160', 'javascript:alert(1)'),
        image('200x200', '//evil.example/a.jpg'),
        image('240x240', '/\\evil.example/a.jpg'),
        image('320x320', '/shop-images/a-320.jpg'),
      ],
    },
  ];
  const html = await renderElement(
    { tag: 'rp-product-reviews', attributes: { sku: MOCK_IDS.skus.many, 'per-page': 5 } },
    options(),
  );
  const sources = [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((match) => match[1]);
  // The photo strip and the review each show the one photo, from the shop's own path.
  assert.deepEqual(sources, ['/shop-images/a-320.jpg', '/shop-images/a-320.jpg']);
});

test('a kept answer is gone after purgeDeleted() once the mock lists its review or consumer as deleted', async () => {
  const cache = new AnswerCache({ ttl: 60_000 });
  const element = {
    tag: 'rp-product-reviews',
    attributes: { sku: MOCK_IDS.skus.few, language: 'all' },
  };
  const first = await renderElement(element, options({ cache }));
  const sentFirst = api.sent.length;
  assert.ok(sentFirst > 0);
  // Kept: the same render asks nothing.
  assert.equal(textOf(await renderElement(element, options({ cache }))), textOf(first));
  assert.equal(api.sent.length, sentFirst);

  const deletions = api.platform.data.deletions;
  const purge = () => cache.purgeDeleted({ apiKey: MOCK_API_KEY, baseUrl: api.origin, limit: 400 });
  // The lists as they are: pages through all of them (the mock holds 1500, 2400 and 1300).
  api.sent.length = 0;
  const before = await purge();
  assert.equal(before.consumers.length, deletions.consumers.length);
  assert.equal(before.reviews.length, deletions.reviews.length);
  assert.equal(before.productReviews.length, deletions.productReviews.length);
  assert.deepEqual(before.removed, []);
  assert.equal(
    api.sent.filter((line) => line.includes('/v1/reviews/deletions')).length,
    Math.ceil(deletions.reviews.length / 400),
  );

  const [shown] = embedded(first).loaded['product-page'].value.reviews;
  deletions.productReviews.push({ productReviewId: shown.id, deletedAt: new Date().toISOString() });
  api.sent.length = 0;
  const result = await purge();
  // From the last point reached: only the last page of each list is read again.
  assert.deepEqual(api.sent.map((line) => line.split('?')[0]).sort(), [
    'GET /v1/consumers/deletions',
    'GET /v1/product-reviews/deletions',
    'GET /v1/reviews/deletions',
  ]);
  assert.ok(api.sent.every((line) => line.includes('nextToken=')));
  assert.ok(result.productReviews.includes(shown.id));
  assert.equal(result.removed.length, 1);
  assert.match(
    result.removed[0],
    /^GET \S+\/v1\/product-reviews\/business-units\/bu-acme\/reviews\?sku=ACME-1001&/,
  );
  // Asked again: the answer that held the review is fetched anew.
  api.sent.length = 0;
  await renderElement(element, options({ cache }));
  assert.deepEqual(
    api.sent.map((line) => line.split('?')[0]),
    ['GET /v1/product-reviews/business-units/bu-acme/reviews'],
  );

  // A deleted consumer drops every answer that names them.
  const other = embedded(first).loaded['product-page'].value.reviews[1];
  const consumer = api.platform.data.productReviews.find((item) => item.id === other.id).consumer
    .id;
  deletions.consumers.push({ consumerId: consumer, deletedAt: new Date().toISOString() });
  const byConsumer = await purge();
  assert.ok(byConsumer.consumers.includes(consumer));
  assert.equal(byConsumer.removed.length, 1);
});

// The fault matrix: whatever the platform does, the render resolves with every element, each
// empty at its reserved size (its styles, no content, no data) and told to `onError`.
const faults = [
  ['unreachable', () => ({ baseUrl: 'http://127.0.0.1:9' })],
  ['hanging past the timeout', () => (api.platform.fail({ hang: true }), { timeout: 300 })],
  ['server errors', () => (api.platform.fail({ status: 503 }), { retries: 0 })],
  ['a malformed body', () => (api.platform.fail({ body: 'malformed' }), {})],
];
for (const [name, arrange] of faults) {
  test(`API ${name}: elements rendered empty at their reserved size, no exception`, async () => {
    const errors = [];
    const html = await renderElements(
      [
        { tag: 'rp-stars', attributes: { sku: MOCK_IDS.skus.many, 'show-count': true } },
        {
          tag: 'rp-product-reviews',
          attributes: { sku: MOCK_IDS.skus.many, 'structured-data': true },
        },
        { tag: 'rp-trust-badge', attributes: { 'structured-data': true } },
        { tag: 'rp-business-reviews' },
      ],
      options({ ...arrange(), onError: (error, element) => errors.push([element.tag, error]) }),
    );
    assert.deepEqual(errors.map(([tag]) => tag).sort(), [
      'rp-business-reviews',
      'rp-product-reviews',
      'rp-stars',
      'rp-trust-badge',
    ]);
    for (const [, error] of errors) assert.ok(error instanceof Error && error.message);
    for (const element of html) {
      // The host's styles (which reserve its size) are there; no words, no data, no JSON-LD.
      assert.match(
        element,
        /<template shadowroot="open" shadowrootmode="open"><style>[\s\S]*:host/,
      );
      assert.equal(textOf(element), '');
      const { loaded } = embedded(element);
      for (const loader of ['rating', 'badge', 'product-page', 'business-page']) {
        assert.equal(loaded[loader], undefined);
      }
      assert.ok(!element.includes('application/ld+json'));
    }
  });
}
