import { expect } from '@open-wc/testing';
import { MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { OWNER, get, post, privateCall } from './helpers.js';

const acme = MOCK_IDS.businessUnits.acme;
const { skus } = MOCK_IDS;
const reviews = `/v1/product-reviews/business-units/${acme}/reviews`;

function expectedSummary(list: { stars: number }[]) {
  const counts = [1, 2, 3, 4, 5].map(
    (stars) => list.filter((review) => review.stars === stars).length,
  );
  const average = list.length
    ? Math.round((list.reduce((sum, r) => sum + r.stars, 0) / list.length) * 10) / 10
    : 0;
  return {
    numberOfReviews: {
      total: list.length,
      oneStar: counts[0],
      twoStars: counts[1],
      threeStars: counts[2],
      fourStars: counts[3],
      fiveStars: counts[4],
    },
    starsAverage: average,
  };
}

describe('mock product reviews', () => {
  let platform: MockPlatform;
  let token: string;
  const published = (sku: string) =>
    platform.data.productReviews.filter(
      (review) => review.sku === sku && review.state === 'published',
    );
  beforeEach(async () => {
    platform = await startMock();
    token = platform.issueToken({ email: OWNER.email });
  });
  afterEach(assertContract);

  describe('public list', () => {
    it('lists published reviews of a SKU, newest first, 20 a page, with paging links', async () => {
      const answer = await get(`${reviews}?sku=${skus.many}`);
      expect(answer.status).to.equal(200);
      expect(answer.body.productReviews).to.have.length(20);
      expect(answer.body.productReviews[0].id).to.equal(MOCK_IDS.reviewIds.published);
      const dates = answer.body.productReviews.map(
        (review: { createdAt: string }) => review.createdAt,
      );
      expect(dates).to.deep.equal([...dates].sort().reverse());
      const ids = answer.body.productReviews.map((review: { id: string }) => review.id);
      expect(ids).not.to.include(MOCK_IDS.reviewIds.unpublished);
      expect(answer.body.links.map((link: { rel: string }) => link.rel)).to.deep.equal([
        'self',
        'next-page',
      ]);
      const next = answer.body.links[1].href as string;
      const second = await get(next.slice(next.indexOf('/v1/')));
      expect(second.body.links.map((link: { rel: string }) => link.rel)).to.include('prev-page');
      expect(second.body.productReviews[0].id).to.not.equal(ids[0]);
    });

    it('never shows unpublished reviews and their totals agree with the summary', async () => {
      const all: string[] = [];
      for (let page = 1; ; page++) {
        const answer = await get(`${reviews}?sku=${skus.many}&perPage=100&page=${page}`);
        if (!answer.body.productReviews.length) break;
        all.push(...answer.body.productReviews.map((review: { id: string }) => review.id));
      }
      expect(all).to.have.length(published(skus.many).length);
      const summary = await get(`/v1/product-reviews/business-units/${acme}?sku=${skus.many}`);
      expect(summary.body.numberOfReviews.total).to.equal(all.length);
    });

    it('answers an empty list beyond the last page', async () => {
      const answer = await get(`${reviews}?sku=${skus.few}&page=2`);
      expect(answer.status).to.equal(200);
      expect(answer.body.productReviews).to.deep.equal([]);
      expect((await get(`${reviews}?sku=${skus.none}`)).body.productReviews).to.deep.equal([]);
    });

    it('needs sku or productUrl (400)', async () => {
      const answer = await get(reviews);
      expect(answer.body).to.deep.include({ status: 400, code: 'invalid_parameter' });
    });

    it('checks page, perPage and stars bounds (400)', async () => {
      for (const query of [
        'page=0',
        'page=2147483648',
        'perPage=0',
        'perPage=101',
        'perPage=x',
        'stars=0',
        'stars=6',
        'stars=2.5',
      ]) {
        const answer = await get(`${reviews}?sku=${skus.many}&${query}`);
        expect(answer.status, query).to.equal(400);
      }
      expect(
        (await get(`${reviews}?sku=${skus.many}&page=2147483647&perPage=100`)).status,
      ).to.equal(200);
      expect(
        (await get(`${reviews}?sku=${skus.many}&perPage=100`)).body.productReviews,
      ).to.have.length(100);
    });

    it('filters by several SKUs, by product URL (all variants), stars and language', async () => {
      const both = await get(`${reviews}?sku=${skus.few},${skus.photos}&perPage=100`);
      expect(both.body.productReviews).to.have.length(
        published(skus.few).length + published(skus.photos).length,
      );
      const url = platform.data.products.find((item) => item.sku === skus.variants[0])!.link;
      const byUrl = await get(`${reviews}?productUrl=${encodeURIComponent(url)}&perPage=100`);
      const variantCount = skus.variants.reduce((sum, sku) => sum + published(sku).length, 0);
      expect(byUrl.body.productReviews).to.have.length(variantCount);
      const stars = await get(`${reviews}?sku=${skus.many}&stars=1,2&perPage=100`);
      expect(
        stars.body.productReviews.every((review: { stars: number }) => review.stars <= 2),
      ).to.equal(true);
      expect(stars.body.productReviews).to.have.length(
        published(skus.many).filter((r) => r.stars <= 2).length,
      );
      const german = await get(`${reviews}?sku=${skus.many}&language=de&perPage=100`);
      expect(german.body.productReviews.length).to.equal(
        published(skus.many).filter((r) => r.language === 'de').length,
      );
      expect(
        german.body.productReviews.every(
          (review: { language: string }) => review.language === 'de',
        ),
      ).to.equal(true);
    });

    it('orders by createdat.asc and stars.desc, and refuses unknown orders', async () => {
      const asc = await get(`${reviews}?sku=${skus.few}&orderBy=createdat.asc`);
      const dates = asc.body.productReviews.map(
        (review: { createdAt: string }) => review.createdAt,
      );
      expect(dates).to.deep.equal([...dates].sort());
      const stars = await get(`${reviews}?sku=${skus.many}&orderBy=stars.desc&perPage=100`);
      const values = stars.body.productReviews.map((review: { stars: number }) => review.stars);
      expect(values).to.deep.equal([...values].sort((a, b) => b - a));
      expect((await get(`${reviews}?sku=${skus.many}&orderBy=helpful.desc`)).status).to.equal(400);
    });

    it('names attributes in the locale and keeps only the asked attributeIds', async () => {
      const english = await get(`${reviews}?sku=${skus.attributes}&perPage=1`);
      expect(
        english.body.productReviews[0].attributeRatings.map(
          (r: { attributeName: string }) => r.attributeName,
        ),
      ).to.deep.equal(['Quality', 'Fit', 'Value']);
      const german = await get(`${reviews}?sku=${skus.attributes}&perPage=1&locale=de-DE`);
      expect(german.body.productReviews[0].attributeRatings[0].attributeName).to.equal('Qualität');
      const only = await get(
        `${reviews}?sku=${skus.attributes}&perPage=1&attributeIds=attributes.default.fit`,
      );
      expect(only.body.productReviews[0].attributeRatings).to.have.length(1);
    });

    it('shows attachments, the company comment and the consumer display name', async () => {
      const answer = await get(`${reviews}?sku=${skus.many}&perPage=1`);
      const [review] = answer.body.productReviews;
      expect(review.attachments[0].processedFiles.length).to.be.at.least(3);
      expect(review.firstCompanyComment.comment).to.be.a('string');
      expect(review.consumer.displayName).to.match(/\.$/);
      expect(review).not.to.have.property('email');
    });

    it('answers 404 for an unknown unit', async () => {
      expect(
        (await get(`/v1/product-reviews/business-units/bu-nope/reviews?sku=x`)).body.code,
      ).to.equal('not_found');
    });
  });

  describe('summaries', () => {
    it('sums the given SKUs together, published reviews only', async () => {
      const answer = await get(
        `/v1/product-reviews/business-units/${acme}?sku=${skus.few},${skus.photos}`,
      );
      expect(answer.body).to.deep.include(
        expectedSummary([...published(skus.few), ...published(skus.photos)]),
      );
      expect(answer.body.links[0].rel).to.equal('self');
      const none = await get(`/v1/product-reviews/business-units/${acme}?sku=${skus.none}`);
      expect(none.body.starsAverage).to.equal(0);
      expect(none.body.numberOfReviews.total).to.equal(0);
      expect((await get(`/v1/product-reviews/business-units/${acme}`)).status).to.equal(400);
    });

    it('batch-summarizes each SKU in the order asked', async () => {
      const batch = `/v1/product-reviews/business-units/${acme}/batch-summaries`;
      const answer = await post(batch, { skus: [skus.many, skus.none, skus.few, skus.many] });
      expect(answer.body.summaries.map((s: { sku: string }) => s.sku)).to.deep.equal([
        skus.many,
        skus.none,
        skus.few,
      ]);
      expect(answer.body.summaries[0]).to.deep.include(expectedSummary(published(skus.many)));
      expect((await post(batch, { skus: [] })).status).to.equal(400);
      expect((await post(batch, {})).status).to.equal(400);
      expect((await post(batch, { skus: [skus.many] }, null)).status).to.equal(401);
    });

    it('aggregates attribute ratings per SKU, names in the locale', async () => {
      const path = `/v1/product-reviews/business-units/${acme}/attribute-summaries`;
      const answer = await post(path, { skus: [skus.attributes, skus.none], locale: 'fr-FR' });
      const [withRatings, without] = answer.body.summaries;
      expect(without).to.deep.equal({ sku: skus.none, attributes: [] });
      const quality = withRatings.attributes[0];
      expect(quality).to.include({
        id: 'attributes.default.quality',
        name: 'Qualité',
        type: 'range_1to5',
      });
      const ratings = published(skus.attributes).map(
        (review) => review.attributeRatings[0]!.rating,
      );
      expect(quality.totalOccurrences).to.equal(ratings.length);
      expect(quality.occurrences.five).to.equal(ratings.filter((rating) => rating === 5).length);
      expect(quality.average).to.equal(
        Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
      );
      expect((await post(path, { skus: [skus.many], locale: 7 })).status).to.equal(400);
    });

    it('lists private summaries of reviewed SKUs, paged', async () => {
      const path = `/v1/private/product-reviews/business-units/${acme}/summaries`;
      const answer = await privateCall('GET', `${path}?perPage=100`, token);
      expect(answer.body.summaries).to.have.length(100);
      const few = (
        await privateCall('GET', `${path}?perPage=100&page=1`, token)
      ).body.summaries.find((summary: { sku: string }) => summary.sku === skus.few);
      expect(few).to.deep.include(expectedSummary(published(skus.few)));
      expect((await privateCall('GET', `${path}?page=99`, token)).body.summaries).to.deep.equal([]);
      expect((await privateCall('GET', `${path}?perPage=101`, token)).status).to.equal(400);
      expect((await privateCall('GET', path, undefined)).status).to.equal(401);
    });
  });

  describe('private reviews', () => {
    const path = `/v1/private/product-reviews/business-units/${acme}/reviews`;

    it('lists published reviews by default, with product, consumer e-mail and total', async () => {
      const answer = await privateCall('GET', `${path}?sku=${skus.many}`, token);
      expect(answer.body.total).to.equal(published(skus.many).length);
      const review = answer.body.productReviews[0];
      expect(review.product.sku).to.equal(skus.many);
      expect(review.consumer.email).to.contain('@');
      expect(review.state).to.equal('published');
    });

    it('filters by state, language and SKU', async () => {
      const unpublished = await privateCall('GET', `${path}?state=Unpublished&perPage=100`, token);
      expect(unpublished.body.total).to.equal(
        platform.data.productReviews.filter(
          (r) => r.businessUnitId === acme && r.state === 'unpublished',
        ).length,
      );
      expect(
        unpublished.body.productReviews.every((r: { state: string }) => r.state === 'unpublished'),
      ).to.equal(true);
      const both = await privateCall(
        'GET',
        `${path}?sku=${skus.few}&state=published,unpublished`,
        token,
      );
      expect(both.body.total).to.equal(4);
      const danish = await privateCall('GET', `${path}?language=da&perPage=5`, token);
      expect(
        danish.body.productReviews.every((r: { language: string }) => r.language === 'da'),
      ).to.equal(true);
      expect((await privateCall('GET', `${path}?page=0`, token)).status).to.equal(400);
    });

    it('gets one review (even unpublished) and answers 404 for an unknown one', async () => {
      const answer = await privateCall(
        'GET',
        `/v1/private/product-reviews/${MOCK_IDS.reviewIds.unpublished}?locale=da-DK`,
        token,
      );
      expect(answer.body).to.include({
        id: MOCK_IDS.reviewIds.unpublished,
        state: 'unpublished',
        hasModerationHistory: true,
      });
      const rated = await privateCall(
        'GET',
        `/v1/private/product-reviews/${MOCK_IDS.reviewIds.published}?locale=da-DK`,
        token,
      );
      expect(rated.body.attributeRatings[0].attributeName).to.equal('Kvalitet');
      expect(
        (await privateCall('GET', '/v1/private/product-reviews/pr-nope', token)).body.code,
      ).to.equal('not_found');
    });
  });

  describe('imported reviews', () => {
    const imported = () =>
      platform.data.importedReviews.filter((review) => review.sku === skus.imported);

    it('summarizes and lists imported reviews with their source', async () => {
      const summary = await get(
        `/v1/product-reviews/business-units/${acme}/imported-reviews-summaries?sku=${skus.imported}`,
      );
      expect(summary.body).to.deep.include(expectedSummary(imported()));
      const list = await get(
        `/v1/product-reviews/business-units/${acme}/imported-reviews?sku=${skus.imported}&perPage=100`,
      );
      expect(list.body.productReviews).to.have.length(imported().length);
      expect(list.body.productReviews[0].source.name).to.be.a('string');
      const five = await get(
        `/v1/product-reviews/business-units/${acme}/imported-reviews?sku=${skus.imported}&stars=5&language=en`,
      );
      expect(
        five.body.productReviews.every(
          (r: { stars: number; language: string }) => r.stars === 5 && r.language === 'en',
        ),
      ).to.equal(true);
    });

    it('needs sku (400) and checks bounds', async () => {
      expect(
        (await get(`/v1/product-reviews/business-units/${acme}/imported-reviews`)).status,
      ).to.equal(400);
      expect(
        (await get(`/v1/product-reviews/business-units/${acme}/imported-reviews-summaries`)).status,
      ).to.equal(400);
      const beyond = await get(
        `/v1/product-reviews/business-units/${acme}/imported-reviews?sku=${skus.imported}&page=50`,
      );
      expect(beyond.body.productReviews).to.deep.equal([]);
      expect(
        (await get(`/v1/product-reviews/business-units/${acme}/imported-reviews?sku=x&perPage=500`))
          .status,
      ).to.equal(400);
    });
  });

  describe('invitation links', () => {
    const path = `/v1/private/product-reviews/business-units/${acme}/invitation-links`;
    const consumer = { email: 'kim@example.test', name: 'Kim' };

    it('makes a link for catalogue product ids or for product details', async () => {
      const productId = platform.data.products.find((item) => item.sku === skus.many)!.id;
      const byIds = await privateCall('POST', path, token, {
        consumer,
        productIds: [productId],
        locale: 'en-GB',
      });
      expect(byIds.status).to.equal(200);
      expect(byIds.body.reviewLinkId).to.be.a('string');
      expect(new URL(byIds.body.reviewUrl).protocol).to.equal('https:');
      const byDetails = await privateCall('POST', path, token, {
        consumer,
        referenceId: 'ORD-1',
        products: [
          { sku: 'NEW-1', name: 'New thing', productUrl: 'https://shop.example.test/new' },
        ],
      });
      expect(byDetails.body.reviewLinkId).to.not.equal(byIds.body.reviewLinkId);
      expect(platform.data.invitations).to.have.length(2);
    });

    it('answers 400 for both or neither of products and productIds, and for bad fields', async () => {
      const productId = platform.data.products[0]!.id;
      const bodies = [
        { consumer },
        { consumer, productIds: [productId], products: [{ sku: 'a', name: 'b' }] },
        { consumer, productIds: [] },
        { consumer, productIds: ['prod-unknown'] },
        { consumer, products: [{ name: 'no sku' }] },
        { consumer, products: [{ sku: 'a', name: 'b', gtin: 5 }] },
        { consumer, products: [null] },
        { consumer, products: [] },
        { productIds: [productId] },
        { consumer: { email: 'no-at', name: 'x' }, productIds: [productId] },
        { consumer, productIds: [productId], locale: 5 },
      ];
      for (const body of bodies) {
        const answer = await privateCall('POST', path, token, body);
        expect(answer.body.code, JSON.stringify(body)).to.equal('invalid_parameter');
      }
    });
  });
});
