import { expect } from '@open-wc/testing';
import { MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { OWNER, privateCall } from './helpers.js';

const acme = MOCK_IDS.businessUnits.acme;
const path = `/v1/private/business-units/${acme}/products`;

describe('mock products', () => {
  let platform: MockPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await startMock();
    token = platform.issueToken({ email: OWNER.email });
  });
  afterEach(assertContract);

  it('lists the whole catalogue on one page by default', async () => {
    const answer = await privateCall('GET', path, token);
    const own = platform.data.products.filter((item) => item.businessUnitId === acme);
    expect(answer.body.isLastPage).to.equal(true);
    expect(answer.body.products).to.have.length(own.length);
    expect(answer.body.products[0]).to.include({
      sku: own[0]!.sku,
      gtin: own[0]!.gtin,
      price: own[0]!.price,
    });
    expect(answer.body.products[0]).not.to.have.property('businessUnitId');
  });

  it('pages and filters by skus', async () => {
    const first = await privateCall('GET', `${path}?perPage=100`, token);
    expect(first.body).to.include({ isLastPage: false });
    const last = await privateCall('GET', `${path}?perPage=100&page=3`, token);
    expect(last.body.isLastPage).to.equal(true);
    expect(
      (await privateCall('GET', `${path}?perPage=100&page=9`, token)).body.products,
    ).to.deep.equal([]);
    const some = await privateCall(
      'GET',
      `${path}?skus=${MOCK_IDS.skus.few},${MOCK_IDS.skus.many}`,
      token,
    );
    expect(some.body.products.map((item: { sku: string }) => item.sku).sort()).to.deep.equal(
      [MOCK_IDS.skus.many, MOCK_IDS.skus.few].sort(),
    );
    expect((await privateCall('GET', `${path}?perPage=10001`, token)).status).to.equal(400);
  });

  it('updates existing SKUs and inserts the others, visible in the listing afterwards', async () => {
    const answer = await privateCall('POST', path, token, {
      products: [
        { sku: MOCK_IDS.skus.many, title: 'Renamed tent', price: '99.00 GBP' },
        {
          sku: 'NEW-SKU-1',
          title: 'Brand new',
          gtin: '5012345678900',
          processedImages: [{ url: 'https://img.example.test/a.jpg', type: 'large' }],
        },
      ],
      skuSameAsMerchantFeedProductId: true,
    });
    expect(answer.status).to.equal(200);
    const [updated, inserted] = answer.body.products;
    expect(updated).to.include({
      sku: MOCK_IDS.skus.many,
      title: 'Renamed tent',
      price: '99.00 GBP',
      id: 'prod-acme-1000',
    });
    expect(updated.gtin).to.have.length(13);
    expect(inserted).to.include({
      sku: 'NEW-SKU-1',
      title: 'Brand new',
      merchantFeedProductId: 'NEW-SKU-1',
      brand: '',
    });
    const listed = await privateCall('GET', `${path}?skus=NEW-SKU-1,${MOCK_IDS.skus.many}`, token);
    expect(listed.body.products).to.have.length(2);
    expect(
      listed.body.products.find((item: { sku: string }) => item.sku === MOCK_IDS.skus.many).title,
    ).to.equal('Renamed tent');
    // Inserting again updates rather than duplicates.
    await privateCall('POST', path, token, { products: [{ sku: 'NEW-SKU-1', brand: 'Acme' }] });
    const again = await privateCall('GET', `${path}?skus=NEW-SKU-1`, token);
    expect(again.body.products).to.have.length(1);
    expect(again.body.products[0]).to.include({ brand: 'Acme', title: 'Brand new' });
  });

  it('answers 400 for a bad upsert body and 404 for another unit', async () => {
    const bodies = [
      {},
      { products: [] },
      { products: [{ title: 'no sku' }] },
      { products: [{ sku: 'A', title: 5 }] },
      { products: [{ sku: 'A', processedImages: [{ url: 1 }] }] },
      { products: ['x'] },
      { products: [{ sku: 'A' }], skuSameAsMerchantFeedProductId: 'yes' },
    ];
    for (const body of bodies) {
      expect((await privateCall('POST', path, token, body)).status, JSON.stringify(body)).to.equal(
        400,
      );
    }
    const other = `/v1/private/business-units/${MOCK_IDS.businessUnits.legacy}/products`;
    expect((await privateCall('GET', other, token)).status).to.equal(404);
    expect((await privateCall('GET', path, undefined)).status).to.equal(401);
  });
});
