import { expect } from '@open-wc/testing';
import { BASE_DATE, MOCK_IDS, createMockPlatform } from '../../src/mock/index.js';
import { buildData, generateData } from '../../src/mock/data/index.js';
import { isValidGtin13 } from '../../src/mock/data/products.js';
import { LANGUAGES } from '../../src/mock/data/text.js';
import { createRandom } from '../../src/mock/random.js';

describe('mock data set', () => {
  const data = generateData(1);

  it('is the same for the same seed and differs for another', () => {
    expect(buildData(1)).to.deep.equal(data);
    expect(generateData(1)).to.deep.equal(data);
    expect(buildData(2).productReviews).not.to.deep.equal(data.productReviews);
  });

  // How long a build takes is a figure for the benchmarks, not a test: it depends on the machine.
  it('is built once per seed: later platforms get copies that share its frozen objects', () => {
    const first = generateData(11);
    const second = generateData(11);
    expect(second.productReviews).to.not.equal(first.productReviews);
    expect(second.productReviews[0]).to.not.equal(first.productReviews[0]);
    expect(second.productReviews[0]!.consumer).to.equal(first.productReviews[0]!.consumer);
    expect(Object.isFrozen(first.productReviews[0]!.consumer)).to.equal(true);
    // A fresh build makes new objects everywhere.
    expect(buildData(11).productReviews[0]!.consumer).to.not.equal(
      first.productReviews[0]!.consumer,
    );
  });

  it('gives every caller its own copy', () => {
    const first = generateData(1);
    first.productReviews.length = 0;
    first.businessUnits[0]!.displayName = 'Changed';
    first.conversations[0]!.comments.push(first.conversations[1]!.comments[0]!);
    first.conversations[0]!.comments[0]!.content = 'Changed';
    const second = generateData(1);
    expect(second).to.deep.equal(buildData(1));
    // Objects inside records are shared, so they are frozen: a change fails loudly.
    expect(() => {
      second.productReviews[0]!.consumer.displayName = 'X';
    }).to.throw(TypeError);
  });

  it('has the units tests name, with their roles', () => {
    const units = new Map(data.businessUnits.map((unit) => [unit.id, unit]));
    expect(data.businessUnits.length).to.be.at.least(4);
    expect(units.get(MOCK_IDS.businessUnits.acme)!.identifyingName).to.equal(MOCK_IDS.domains.acme);
    expect(units.get(MOCK_IDS.businessUnits.legacy)!.legacy).to.equal(true);
    expect(units.get(MOCK_IDS.businessUnits.inactive)!.status).to.equal('inactive');
    const empty = MOCK_IDS.businessUnits.empty;
    expect(data.productReviews.filter((review) => review.businessUnitId === empty)).to.have.length(
      0,
    );
    expect(data.serviceReviews.filter((review) => review.businessUnitId === empty)).to.have.length(
      0,
    );
  });

  it('has 240+ products with valid GTINs, prices, images and links', () => {
    expect(data.products.length).to.be.at.least(240);
    const count = (id: string) => data.products.filter((item) => item.businessUnitId === id).length;
    expect(count(MOCK_IDS.businessUnits.acme)).to.be.at.least(200);
    expect(count(MOCK_IDS.businessUnits.legacy)).to.equal(40);
    expect(new Set(data.products.map((item) => item.sku)).size).to.equal(data.products.length);
    for (const product of data.products) {
      expect(isValidGtin13(product.gtin), product.gtin).to.equal(true);
      expect(product.price).to.match(/^\d+\.\d{2} [A-Z]{3}$/);
      expect(product.processedImages).to.have.length(3);
      expect(product.imageLink.startsWith('https://assets.rp-mock.test/')).to.equal(true);
      expect(product.link).to.match(/^https:\/\//);
      expect(product.mpn).to.not.equal('');
    }
    expect(isValidGtin13('5012345678900')).to.equal(true);
    expect(isValidGtin13('5012345678901')).to.equal(false);
    const variants = data.products.filter((item) => MOCK_IDS.skus.variants.includes(item.sku));
    expect(new Set(variants.map((item) => item.link)).size).to.equal(1);
  });

  it('has 5000+ product reviews spread unevenly over products, in several languages', () => {
    const reviews = data.productReviews;
    expect(reviews.length).to.be.at.least(5000);
    const perSku = new Map<string, number>();
    for (const review of reviews) perSku.set(review.sku, (perSku.get(review.sku) ?? 0) + 1);
    const counts = [...perSku.values()].sort((a, b) => b - a);
    expect(counts[0]).to.be.at.least(200);
    expect(counts.filter((n) => n <= 3).length).to.be.at.least(5);
    expect(data.products.filter((item) => !perSku.has(item.sku)).length).to.be.at.least(10);
    expect(perSku.get(MOCK_IDS.skus.many)).to.be.at.least(400);
    expect(perSku.has(MOCK_IDS.skus.none)).to.equal(false);
    const published = (sku: string) =>
      reviews.filter((r) => r.sku === sku && r.state === 'published');
    expect(published(MOCK_IDS.skus.few)).to.have.length(3);
    for (const language of LANGUAGES) {
      expect(
        reviews.some((review) => review.language === language),
        language,
      ).to.equal(true);
    }
    expect(reviews.some((review) => review.content.includes('\n'))).to.equal(true);
    expect(reviews.some((review) => review.content.length > 600)).to.equal(true);
    expect(reviews.some((review) => review.state === 'unpublished')).to.equal(true);
    expect(reviews.some((review) => review.firstCompanyComment)).to.equal(true);
  });

  it('gives the fixed SKUs and reviews their promised properties', () => {
    const reviews = data.productReviews;
    const attributes = reviews.filter((review) => review.sku === MOCK_IDS.skus.attributes);
    expect(attributes.length, 'reviews of the attributes SKU').to.be.at.least(3);
    for (const review of attributes) {
      expect(review.attributeRatings.map((rating) => rating.attributeId)).to.deep.equal([
        'attributes.default.quality',
        'attributes.default.fit',
        'attributes.default.value',
      ]);
    }
    const photos = reviews.filter((review) => review.sku === MOCK_IDS.skus.photos);
    expect(photos.filter((review) => review.attachments.length).length).to.be.above(
      photos.length / 2,
    );
    const attachment = reviews.find((review) => review.attachments.length)!.attachments[0]!;
    expect(attachment.state).to.equal('Published');
    expect(new Set(attachment.processedFiles.map((file) => file.dimension))).to.deep.equal(
      new Set(['80x80', '320x320', '1024x1024']),
    );
    expect(new Set(attachment.processedFiles.map((file) => file.mimeType)).size).to.be.at.least(2);
    const published = reviews.find((review) => review.id === MOCK_IDS.reviewIds.published)!;
    expect(published.state).to.equal('published');
    expect(published.attachments.length).to.be.above(0);
    expect(published.firstCompanyComment).to.exist;
    expect(published.conversationId).to.equal(MOCK_IDS.conversationIds.public);
    expect(reviews.find((review) => review.id === MOCK_IDS.reviewIds.unpublished)!.state).to.equal(
      'unpublished',
    );
    expect(
      data.importedReviews.filter((review) => review.sku === MOCK_IDS.skus.imported).length,
    ).to.be.at.least(50);
    expect(new Set(data.importedReviews.map((review) => review.source.name)).size).to.be.at.least(
      2,
    );
    const conversations = new Map(data.conversations.map((item) => [item.id, item]));
    expect(conversations.get(MOCK_IDS.conversationIds.private)!.state).to.equal('private');
    expect(conversations.get(MOCK_IDS.conversationIds.public)!.comments[0]!.commentId).to.equal(
      MOCK_IDS.commentIds.public,
    );
    const service = data.serviceReviews.find((review) => review.id === MOCK_IDS.reviewIds.service)!;
    expect(service.companyReply).to.exist;
  });

  it('keeps the promises of MOCK_IDS for every seed', () => {
    for (const seed of [1, 2, 3, 42]) {
      const set = buildData(seed);
      const review = (id: string) => set.productReviews.find((item) => item.id === id)!;
      const published = (sku: string) =>
        set.productReviews.filter((item) => item.sku === sku && item.state === 'published');
      expect(published(MOCK_IDS.skus.few), `seed ${seed}`).to.have.length(3);
      expect(published(MOCK_IDS.skus.none)).to.have.length(0);
      expect(published(MOCK_IDS.skus.many).length).to.be.at.least(400);
      expect(review(MOCK_IDS.reviewIds.noConversation).conversationId).to.equal(undefined);
      expect(review(MOCK_IDS.reviewIds.published).conversationId).to.equal(
        MOCK_IDS.conversationIds.public,
      );
      expect(review(MOCK_IDS.reviewIds.unpublished).state).to.equal('unpublished');
      expect(review(MOCK_IDS.reviewIds.legacy).businessUnitId).to.equal(
        MOCK_IDS.businessUnits.legacy,
      );
      const newest = set.productReviews
        .filter((item) => item.sku === MOCK_IDS.skus.many && item.state === 'published')
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]!;
      expect(newest.id).to.equal(MOCK_IDS.reviewIds.published);
      const units = set.businessUnits.map((unit) => unit.id);
      expect(units).to.include.members(Object.values(MOCK_IDS.businessUnits));
      const conversations = set.conversations.map((item) => item.id);
      expect(conversations).to.include.members(Object.values(MOCK_IDS.conversationIds));
    }
  });

  it('dates everything before the base date, deletions in UTC with milliseconds', () => {
    const before = (value: string) => Date.parse(`${value}Z`) < BASE_DATE;
    expect(data.productReviews.every((review) => before(review.createdAt))).to.equal(true);
    expect(data.serviceReviews.every((review) => before(review.createdAt))).to.equal(true);
    expect(data.productReviews[0]!.createdAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    for (const list of [
      data.deletions.consumers,
      data.deletions.reviews,
      data.deletions.productReviews,
    ]) {
      expect(list.length).to.be.at.least(1000);
      expect(list[0]!.deletedAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(list.at(-1)!.deletedAt)).to.be.below(BASE_DATE);
      expect(Date.parse(list[0]!.deletedAt)).to.be.below(Date.parse(list.at(-1)!.deletedAt));
    }
  });

  it('exposes the live data on the platform and makes it anew on reset', () => {
    const platform = createMockPlatform({ seed: 3 });
    const before = platform.data;
    platform.data.products.length = 0;
    platform.reset();
    expect(platform.data).to.not.equal(before);
    expect(platform.data).to.deep.equal(generateData(3));
  });

  it('has a seeded generator: one sequence per seed, in range, with stable forks', () => {
    const draws = (random: ReturnType<typeof createRandom>) =>
      Array.from({ length: 20 }, () => random.next());
    const five = draws(createRandom(5));
    // The same seed repeats the sequence; another seed gives another.
    expect(draws(createRandom(5))).to.deep.equal(five);
    expect(draws(createRandom(6))).to.not.deep.equal(five);
    expect(new Set(five).size, 'distinct draws').to.equal(20);
    expect(five.every((value) => value >= 0 && value < 1)).to.equal(true);

    const random = createRandom(5);
    const dice = Array.from({ length: 600 }, () => random.int(1, 6));
    expect([...new Set(dice)].sort()).to.deep.equal([1, 2, 3, 4, 5, 6]);
    const picks = new Set(Array.from({ length: 100 }, () => random.pick(['x', 'y', 'z'])));
    expect([...picks].sort()).to.deep.equal(['x', 'y', 'z']);
    expect(
      Array.from({ length: 50 }, () => random.weighted(['never', 'always'], [0, 1])),
    ).to.satisfy((items: string[]) => items.every((item) => item === 'always'));
    const heavy = Array.from({ length: 1000 }, () => random.weighted(['a', 'b'], [1, 3]));
    const share = heavy.filter((item) => item === 'b').length / heavy.length;
    expect(share).to.be.within(0.7, 0.8);

    // A fork depends on the seed and its label, not on what the parent drew before.
    expect(draws(random.fork('x'))).to.deep.equal(draws(createRandom(5).fork('x')));
    expect(draws(createRandom(5).fork('y'))).to.not.deep.equal(draws(createRandom(5).fork('x')));
    expect(draws(createRandom(5).fork('x'))).to.not.deep.equal(five);

    // A shuffle is a new array with the same items in another order, the input left alone.
    const items = Array.from({ length: 10 }, (_, i) => i);
    const orders = Array.from({ length: 5 }, () => random.shuffle(items));
    expect(items).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const order of orders) {
      expect(order).to.not.equal(items);
      expect([...order].sort((x, y) => x - y)).to.deep.equal(items);
      expect(order).to.not.deep.equal(items);
    }
    expect(new Set(orders.map(String)).size, 'distinct orders').to.equal(5);
  });
});
