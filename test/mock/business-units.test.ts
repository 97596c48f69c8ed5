import { expect } from '@open-wc/testing';
import {
  MOCK_IDS,
  MOCK_USERS,
  type MockPlatform,
  type ServiceReviewRecord,
} from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { OWNER, get, privateCall } from './helpers.js';

const { acme, legacy, empty, inactive } = MOCK_IDS.businessUnits;

function score(reviews: ServiceReviewRecord[]) {
  const counting = reviews.filter((review) => review.countsTowardsTrustScore);
  const mean = counting.reduce((sum, review) => sum + review.stars, 0) / counting.length;
  return {
    trustScore: Math.round(mean * 10) / 10,
    stars: Math.round(mean * 2) / 2,
    used: counting.length,
  };
}

describe('mock business units', () => {
  let platform: MockPlatform;
  let token: string;
  const serviceReviews = (id: string) =>
    platform.data.serviceReviews.filter((review) => review.businessUnitId === id);
  beforeEach(async () => {
    platform = await startMock();
    token = platform.issueToken({ email: OWNER.email });
  });
  afterEach(assertContract);

  describe('get unit', () => {
    it('answers the current variant with figures computed from the reviews', async () => {
      const answer = await get(`/v1/business-units/${acme}`);
      const expected = score(serviceReviews(acme));
      expect(answer.body).to.include({
        id: acme,
        status: 'active',
        country: 'GB',
        ...{ trustScore: expected.trustScore, stars: expected.stars },
      });
      expect(answer.body.numberOfReviews.total).to.equal(serviceReviews(acme).length);
      expect(answer.body.numberOfReviews.usedForTrustScoreCalculation).to.equal(expected.used);
      expect(answer.body).not.to.have.property('score');
      expect(answer.body.name.identifying).to.equal(MOCK_IDS.domains.acme);
    });

    it('answers the legacy variant for bu-legacy', async () => {
      const answer = await get(`/v1/business-units/${legacy}`);
      const expected = score(serviceReviews(legacy));
      expect(answer.body.score).to.deep.equal({
        trustScore: expected.trustScore,
        stars: expected.stars,
      });
      expect(answer.body).to.have.property('warning', null);
      expect(answer.body).not.to.have.property('stars');
    });

    it('shows an inactive unit and a unit without reviews', async () => {
      expect((await get(`/v1/business-units/${inactive}`)).body.status).to.equal('inactive');
      const none = await get(`/v1/business-units/${empty}`);
      expect(none.body).to.include({ stars: 0, trustScore: 0 });
      expect(none.body.numberOfReviews.total).to.equal(0);
    });

    it('answers 404 for an unknown unit, through any origin', async () => {
      expect((await get('/v1/business-units/bu-nope')).body.code).to.equal('not_found');
      const sameOrigin = await get(`/v1/business-units/${acme}`, { base: location.origin });
      expect(sameOrigin.status).to.equal(200);
      expect(sameOrigin.body.links[0].href).to.equal(
        `${location.origin}/v1/business-units/${acme}`,
      );
    });
  });

  describe('find, listings and search', () => {
    it('finds a unit by identifying or referring name, 404 otherwise, 400 without a name', async () => {
      const found = await get(`/v1/business-units/find?name=${MOCK_IDS.domains.acme}`);
      expect(found.body).to.include({ id: acme, displayName: 'Acme Outdoor' });
      expect((await get('/v1/business-units/find?name=WWW.ACME-OUTDOOR.EXAMPLE')).body.id).to.equal(
        acme,
      );
      expect((await get('/v1/business-units/find?name=nobody.example')).body.code).to.equal(
        'not_found',
      );
      expect((await get('/v1/business-units/find')).status).to.equal(400);
    });

    it('lists all units, or only those with reviews, by country, paged', async () => {
      const all = await get('/v1/business-units/all');
      expect(all.body.businessUnits).to.have.length(platform.data.businessUnits.length);
      const reviewed = await get('/v1/business-units');
      const ids = reviewed.body.businessUnits.map((unit: { id: string }) => unit.id);
      expect(ids).to.include(acme);
      expect(ids).not.to.include(empty);
      const british = await get('/v1/business-units/all?country=gb,US');
      expect(british.body.businessUnits.map((unit: { id: string }) => unit.id)).to.include.members([
        acme,
        empty,
      ]);
      const paged = await get('/v1/business-units/all?perPage=5&page=2');
      expect(paged.body.businessUnits).to.have.length(5);
      expect(
        (await get('/v1/business-units/all?perPage=5&page=9')).body.businessUnits,
      ).to.deep.equal([]);
      for (const query of ['perPage=1001', 'perPage=0', 'page=0', 'country=GBR']) {
        expect((await get(`/v1/business-units/all?${query}`)).status, query).to.equal(400);
      }
      expect((await get('/v1/business-units?perPage=1000')).status).to.equal(200);
    });

    it('searches identifying and referring names, with country and perpage', async () => {
      const answer = await get('/v1/business-units/search?query=acme');
      expect(answer.body.businessUnits[0]).to.include({ id: acme });
      expect(answer.body.businessUnits[0]).to.have.property('link');
      expect(answer.body.businessUnits[0]).not.to.have.property('links');
      expect(
        (await get('/v1/business-units/search?query=acme&country=DE')).body.businessUnits,
      ).to.deep.equal([]);
      const all = await get('/v1/business-units/search?query=.example&perpage=3');
      expect(all.body.businessUnits).to.have.length(3);
      expect(all.body.links[1].href).to.contain('perpage=3');
      for (const query of ['', 'query=a&perpage=101', 'query=a&country=DEU', 'query=a&page=0']) {
        expect((await get(`/v1/business-units/search?${query}`)).status, query).to.equal(400);
      }
    });
  });

  describe('service reviews', () => {
    const path = `/v1/business-units/${acme}/reviews`;

    it('lists public reviews newest first without reported ones, paged', async () => {
      const answer = await get(path);
      expect(answer.body.reviews).to.have.length(20);
      expect(answer.body.reviews[0].id).to.equal(MOCK_IDS.reviewIds.service);
      expect(answer.body.reviews[0]).not.to.have.property('companyReply');
      let total = 0;
      for (let page = 1; ; page++) {
        const list = await get(`${path}?perPage=100&page=${page}`);
        if (!list.body.reviews.length) break;
        total += list.body.reviews.length;
      }
      const reported = serviceReviews(acme).filter((review) => review.reportData).length;
      expect(total).to.equal(serviceReviews(acme).length - reported);
      const withReported = await get(`${path}?perPage=100&page=8&includeReportedReviews=true`);
      expect(withReported.body.reviews.length).to.equal(serviceReviews(acme).length - 700);
    });

    it('filters by stars, language, tags and replies, and orders', async () => {
      const low = await get(`${path}?stars=1,2&perPage=100`);
      expect(low.body.reviews.every((review: { stars: number }) => review.stars <= 2)).to.equal(
        true,
      );
      const languages = await get(`${path}?language=de,fr&perPage=100`);
      expect(
        languages.body.reviews.every((review: { language: string }) =>
          ['de', 'fr'].includes(review.language),
        ),
      ).to.equal(true);
      const tagged = serviceReviews(acme).filter(
        (r) => !r.reportData && r.tags.some((tag) => tag.value === 'delivery'),
      );
      expect(
        (await get(`${path}?tagGroup=topic&tagValue=delivery&perPage=100`)).body.reviews,
      ).to.have.length(tagged.length);
      const group = serviceReviews(acme).filter(
        (r) => !r.reportData && r.tags.some((tag) => tag.group === 'campaign'),
      );
      expect((await get(`${path}?tagGroup=campaign&perPage=100`)).body.reviews).to.have.length(
        group.length,
      );
      const replied = serviceReviews(acme).filter((r) => !r.reportData && r.companyReply).length;
      let count = 0;
      for (let page = 1; page < 10; page++) {
        count += (await get(`${path}?responded=true&perPage=100&page=${page}`)).body.reviews.length;
      }
      expect(count).to.equal(replied);
      const stars = await get(`${path}?orderBy=stars.desc,createdat.asc&perPage=50`);
      const values = stars.body.reviews.map((review: { stars: number }) => review.stars);
      expect(values).to.deep.equal([...values].sort((a, b) => b - a));
      for (const query of [
        'stars=6',
        'perPage=101',
        'page=0',
        'responded=maybe',
        'orderBy=likes',
      ]) {
        expect((await get(`${path}?${query}`)).status, query).to.equal(400);
      }
      expect((await get(`/v1/business-units/${empty}/reviews`)).body.reviews).to.deep.equal([]);
    });

    it('lists private reviews with private fields and private filters', async () => {
      const privatePath = `/v1/private/business-units/${acme}/reviews`;
      const answer = await privateCall('GET', `${privatePath}?perPage=100`, token);
      const first = answer.body.reviews[0];
      expect(first).to.include({ id: MOCK_IDS.reviewIds.service, countsTowardsTrustScore: true });
      expect(first.companyReply.text).to.be.a('string');
      expect(first.businessUnit.identifyingName).to.equal(MOCK_IDS.domains.acme);
      const reported = await privateCall('GET', `${privatePath}?reported=true&perPage=100`, token);
      expect(reported.body.reviews).to.have.length(
        serviceReviews(acme).filter((review) => review.reportData).length,
      );
      const window = await privateCall(
        'GET',
        `${privatePath}?startDateTime=2025-12-01&endDateTime=2025-12-31T23:59:59&perPage=100`,
        token,
      );
      expect(
        window.body.reviews.every(
          (review: { createdAt: string }) => review.createdAt >= '2025-12-01',
        ),
      ).to.equal(true);
      const invited = serviceReviews(acme).find((review) => review.referralEmail)!;
      const byEmail = await privateCall(
        'GET',
        `${privatePath}?referralEmail=${encodeURIComponent(invited.referralEmail)}&referenceId=${invited.referenceId}`,
        token,
      );
      expect(byEmail.body.reviews.map((review: { id: string }) => review.id)).to.deep.equal([
        invited.id,
      ]);
      const organic = await privateCall('GET', `${privatePath}?source=organic&perPage=5`, token);
      expect(
        organic.body.reviews.every((review: { source: string }) => review.source === 'Organic'),
      ).to.equal(true);
      const byName = await privateCall(
        'GET',
        `${privatePath}?username=${encodeURIComponent(first.consumer.displayName)}`,
        token,
      );
      expect(byName.body.reviews[0].consumer.displayName).to.equal(first.consumer.displayName);
      expect(
        (await privateCall('GET', `${privatePath}?startDateTime=yesterday`, token)).status,
      ).to.equal(400);
      expect(
        (await privateCall('GET', `/v1/private/business-units/${legacy}/reviews`, token)).status,
      ).to.equal(404);
    });
  });

  describe('web links and categories', () => {
    it('gives web links per locale; locale is required', async () => {
      const answer = await get(`/v1/business-units/${acme}/web-links?locale=de-DE`);
      expect(answer.body.locale).to.equal('de-DE');
      expect(answer.body.profileUrl).to.equal(
        'https://de.rp-mock.test/review/acme-outdoor.example',
      );
      expect(
        (await get(`/v1/business-units/${acme}/web-links?locale=en-us`)).body.profileUrl,
      ).to.contain('https://www.');
      expect((await get(`/v1/business-units/${acme}/web-links`)).status).to.equal(400);
      expect((await get(`/v1/business-units/${acme}/web-links?locale=xx-XX`)).status).to.equal(400);
      expect((await get('/v1/business-units/bu-nope/web-links?locale=en-US')).status).to.equal(404);
    });

    it('lists categories with ranking, in the locale', async () => {
      const answer = await get(`/v1/business-units/${acme}/categories`);
      const primary = answer.body.categories.find(
        (category: { isPrimary: boolean }) => category.isPrimary,
      );
      expect(primary).to.include({ name: 'outdoor_store', displayName: 'Outdoor Store' });
      expect(primary.ranking.cardinality).to.equal(2);
      expect(primary.ranking.position).to.be.within(1, 2);
      const german = await get(`/v1/business-units/${acme}/categories?locale=de-DE`);
      expect(german.body.categories[0].displayName).to.equal('Outdoor-Geschäft');
      expect((await get(`/v1/business-units/${acme}/categories?locale=zz`)).status).to.equal(400);
    });

    it('takes a category change request (204) and checks the names', async () => {
      const path = `/v1/private/business-units/${acme}/request-category-change`;
      const answer = await privateCall('POST', path, token, {
        comment: 'We sell shoes now.',
        addCategoryNames: ['shoe_store'],
        removeCategoryNames: ['clothing_store'],
        primaryCategoryName: 'outdoor_store',
      });
      expect(answer.status).to.equal(204);
      expect(platform.data.categoryChangeRequests[0]).to.deep.include({
        businessUnitId: acme,
        userId: OWNER.id,
      });
      expect((await privateCall('POST', path, token, {})).status).to.equal(204);
      for (const body of [
        { addCategoryNames: ['no_such'] },
        { addCategoryNames: 'shoe_store' },
        { primaryCategoryName: 3 },
        { comment: 1 },
      ]) {
        expect(
          (await privateCall('POST', path, token, body)).status,
          JSON.stringify(body),
        ).to.equal(400);
      }
      const other = platform.issueToken({ email: MOCK_USERS[2]!.email });
      expect((await privateCall('POST', path, other, {})).status).to.equal(404);
    });
  });
});
