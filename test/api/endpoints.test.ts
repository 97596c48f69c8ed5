/**
 * Every endpoint function of `rp-widgets/api`, called once against the mock platform: the
 * request that went out (method, path, credential) and a field of the typed answer. One row per
 * endpoint; an exported endpoint without a row fails the coverage test below.
 */
import { expect } from '@open-wc/testing';
import { startMock, requests, assertContract } from '../support/platform.js';
import { MOCK_API_KEY, MOCK_IDS, MOCK_USERS, type MockPlatform } from '../../src/mock/index.js';
import * as api from '../../src/api/index.js';
import * as server from '../../src/api/server.js';
import { ApiError, createClient, type Client } from '../../src/api/index.js';

const { businessUnits, domains, skus, reviewIds, conversationIds, commentIds } = MOCK_IDS;
const acme = businessUnits.acme;
const owner = MOCK_USERS.find((user) => user.businessUnitId === acme)!;

/** Exports of the entry that are functions but send no request of their own. */
const helpers = [
  'createClient',
  'path',
  'normalizeBusinessUnit',
  'combineSummaries',
  'authorizeUrl',
  'readAuthRedirect',
  'isAllowedRedirectUri',
  'inSupportedLocale',
] as const;

type Api = typeof api;
type FunctionName = {
  [K in keyof Api]: Api[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Api];
type Endpoint = Exclude<FunctionName, (typeof helpers)[number]>;

interface Row {
  auth: 'apiKey' | 'bearer';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  run(client: Client, platform: MockPlatform): Promise<unknown>;
  check(answer: unknown, platform: MockPlatform): void;
}

/** One row: who authenticates, the request expected, the call, and what its answer must hold. */
function row<T>(
  auth: Row['auth'],
  method: Row['method'],
  path: string,
  run: (client: Client, platform: MockPlatform) => Promise<T>,
  check: (answer: T, platform: MockPlatform) => void,
): Row {
  return { auth, method, path, run, check: check as Row['check'] };
}

/** Rows of one kind of authentication: `pub` for API-key calls, `own` for an owner's token. */
const rowsWith =
  (auth: Row['auth']) =>
  <T>(
    method: Row['method'],
    path: string,
    run: (client: Client, platform: MockPlatform) => Promise<T>,
    check: (answer: T, platform: MockPlatform) => void,
  ) =>
    row(auth, method, path, run, check);
const pub = rowsWith('apiKey');
const own = rowsWith('bearer');

const units = '/v1/business-units';
const productReviews = `/v1/product-reviews/business-units/${acme}`;
const privateProductReviews = `/v1/private/product-reviews/business-units/${acme}`;
const conversations = '/v1/private/conversations';
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

const table: Record<Endpoint, Row> = {
  // Business units (public)
  getBusinessUnit: pub(
    'GET',
    `${units}/${acme}`,
    (c) => api.getBusinessUnit(c, acme),
    (unit) => {
      expect(unit.id).to.equal(acme);
      expect(unit.stars).to.be.within(1, 5);
    },
  ),
  findBusinessUnit: pub(
    'GET',
    `${units}/find`,
    (c) => api.findBusinessUnit(c, domains.acme),
    (unit) => expect([unit.id, unit.name.identifying]).to.deep.equal([acme, domains.acme]),
  ),
  getWebLinks: pub(
    'GET',
    `${units}/${acme}/web-links`,
    (c) => api.getWebLinks(c, acme, 'de-DE'),
    (links) => {
      expect(links.locale).to.equal('de-DE');
      expect(links.profileUrl).to.contain(domains.acme);
    },
  ),
  listAllBusinessUnits: pub(
    'GET',
    `${units}/all`,
    (c) => api.listAllBusinessUnits(c, { perPage: 100 }),
    (list) => expect(ids(list.businessUnits)).to.include.members([acme, businessUnits.empty]),
  ),
  listBusinessUnits: pub(
    'GET',
    units,
    (c) => api.listBusinessUnits(c, { perPage: 100 }),
    (list) => {
      expect(ids(list.businessUnits)).to.include(acme);
      expect(ids(list.businessUnits)).not.to.include(businessUnits.empty);
    },
  ),
  searchBusinessUnits: pub(
    'GET',
    `${units}/search`,
    (c) => api.searchBusinessUnits(c, { query: 'acme', perpage: 5 }),
    (list) => expect(ids(list.businessUnits)).to.include(acme),
  ),
  getCategories: pub(
    'GET',
    `${units}/${acme}/categories`,
    (c) => api.getCategories(c, acme, { locale: 'en-US' }),
    (list) => expect(list.categories.filter((category) => category.isPrimary)).to.have.length(1),
  ),
  listBusinessUnitReviews: pub(
    'GET',
    `${units}/${acme}/reviews`,
    (c) => api.listBusinessUnitReviews(c, acme, { stars: [5], perPage: 5 }),
    (list) => {
      expect(list.reviews).to.have.length(5);
      expect(list.reviews.every((review) => review.stars === 5)).to.be.true;
    },
  ),
  // Business units (owner)
  listPrivateBusinessUnitReviews: own(
    'GET',
    `/v1/private/business-units/${acme}/reviews`,
    (c) => api.listPrivateBusinessUnitReviews(c, acme, { perPage: 5 }),
    (list) => {
      expect(list.reviews).to.have.length(5);
      expect(list.reviews.every((review) => review.businessUnit.id === acme)).to.be.true;
    },
  ),
  requestCategoryChange: own(
    'POST',
    `/v1/private/business-units/${acme}/request-category-change`,
    (c) =>
      api.requestCategoryChange(c, acme, {
        addCategoryNames: ['sporting_goods_store'],
        comment: 'We also sell climbing gear.',
      }),
    (answer, platform) => {
      expect(answer).to.equal(undefined);
      expect(platform.data.categoryChangeRequests.at(-1)).to.deep.include({
        businessUnitId: acme,
        userId: owner.id,
      });
    },
  ),

  // Product reviews (public)
  getProductReviewSummary: pub(
    'GET',
    productReviews,
    (c) => api.getProductReviewSummary(c, acme, [skus.few]),
    (summary) => expect(summary.numberOfReviews.total).to.equal(3),
  ),
  batchSummaries: pub(
    'POST',
    `${productReviews}/batch-summaries`,
    (c) => api.batchSummaries(c, acme, [skus.few, skus.many]),
    (answer) => {
      const few = answer.summaries.find((summary) => summary.sku === skus.few);
      expect(few?.numberOfReviews.total).to.equal(3);
    },
  ),
  batchAttributeSummaries: pub(
    'POST',
    `${productReviews}/attribute-summaries`,
    (c) => api.batchAttributeSummaries(c, acme, { skus: [skus.attributes], locale: 'en-US' }),
    (answer) => {
      const names = answer.summaries[0]!.attributes.map((attribute) => attribute.name);
      expect(names).to.include.members(['Quality', 'Fit', 'Value']);
    },
  ),
  listProductReviews: pub(
    'GET',
    `${productReviews}/reviews`,
    (c) => api.listProductReviews(c, acme, { sku: [skus.few] }),
    (list) => {
      expect(list.productReviews).to.have.length(3);
      expect(ids(list.productReviews)).not.to.include(reviewIds.unpublished);
    },
  ),
  getImportedReviewsSummary: pub(
    'GET',
    `${productReviews}/imported-reviews-summaries`,
    (c) => api.getImportedReviewsSummary(c, acme, [skus.imported]),
    (summary) => expect(summary.numberOfReviews.total).to.be.greaterThan(0),
  ),
  listImportedReviews: pub(
    'GET',
    `${productReviews}/imported-reviews`,
    (c) => api.listImportedReviews(c, acme, { sku: [skus.imported], perPage: 5 }),
    (list) => {
      expect(list.productReviews).not.to.be.empty;
      expect(list.productReviews[0]!.source.name).to.be.a('string').and.not.empty;
    },
  ),
  getStarSummary: pub(
    'POST',
    `${productReviews}/batch-summaries`,
    (c) => api.getStarSummary(c, acme, [skus.few]),
    (summary) => expect(summary.numberOfReviews.total).to.equal(3),
  ),
  // Product reviews (owner)
  listPrivateProductReviewSummaries: own(
    'GET',
    `${privateProductReviews}/summaries`,
    (c) => api.listPrivateProductReviewSummaries(c, acme, { perPage: 50 }),
    (list) => {
      const few = list.summaries.find((summary) => summary.sku === skus.few);
      expect(few?.numberOfReviews.total).to.equal(3);
    },
  ),
  listPrivateProductReviews: own(
    'GET',
    `${privateProductReviews}/reviews`,
    (c) => api.listPrivateProductReviews(c, acme, { sku: [skus.many], state: ['unpublished'] }),
    (list) => {
      expect(ids(list.productReviews)).to.include(reviewIds.unpublished);
      expect(list.productReviews.every((review) => review.state === 'unpublished')).to.be.true;
    },
  ),
  getPrivateProductReview: own(
    'GET',
    `/v1/private/product-reviews/${reviewIds.published}`,
    (c) => api.getPrivateProductReview(c, reviewIds.published),
    (review) => {
      expect([review.id, review.state, review.product.sku]).to.deep.equal([
        reviewIds.published,
        'published',
        skus.many,
      ]);
      expect(review.consumer.email).to.contain('@');
    },
  ),
  createConversation: own(
    'POST',
    `/v1/private/product-reviews/${reviewIds.noConversation}/create-conversation`,
    (c) => api.createConversation(c, reviewIds.noConversation),
    (answer, platform) => {
      const made = platform.data.conversations.find((item) => item.id === answer.conversationId);
      expect(made?.businessUnitId).to.equal(acme);
    },
  ),
  createInvitationLink: own(
    'POST',
    `${privateProductReviews}/invitation-links`,
    (c, platform) =>
      api.createInvitationLink(c, acme, {
        consumer: { email: 'shopper@example.test', name: 'Kim Shopper' },
        referenceId: 'order-1042',
        locale: 'en-US',
        productIds: [platform.data.products.find((product) => product.sku === skus.few)!.id],
      }),
    (link) => {
      expect(link.reviewLinkId).to.be.a('string').and.not.empty;
      expect(link.reviewUrl).to.contain(link.reviewLinkId);
    },
  ),

  // Conversations
  getPublicConversation: pub(
    'GET',
    `/v1/conversations/${conversationIds.public}`,
    (c) => api.getPublicConversation(c, conversationIds.public),
    (conversation) => {
      expect(conversation.id).to.equal(conversationIds.public);
      expect(conversation.comments[0]!.commentId).to.equal(commentIds.public);
    },
  ),
  getPrivateConversation: own(
    'GET',
    `${conversations}/${conversationIds.private}`,
    (c) => api.getPrivateConversation(c, conversationIds.private),
    (conversation) => {
      expect([conversation.id, conversation.state]).to.deep.equal([
        conversationIds.private,
        'private',
      ]);
      expect(conversation.sourceId).to.equal(reviewIds.privateConversation);
    },
  ),
  setConversationState: own(
    'POST',
    `${conversations}/${conversationIds.private}/state`,
    (c) => api.setConversationState(c, conversationIds.private, 'public'),
    (answer, platform) => {
      expect(answer).to.equal(undefined);
      const changed = platform.data.conversations.find(
        (item) => item.id === conversationIds.private,
      );
      expect(changed?.state).to.equal('public');
    },
  ),
  createComment: own(
    'POST',
    `${conversations}/${conversationIds.public}/comments`,
    (c) => api.createComment(c, conversationIds.public, { content: 'Thank you for the photos!' }),
    (comment) => {
      expect(comment.content).to.equal('Thank you for the photos!');
      expect(comment.author).to.deep.equal({ id: owner.id, type: 'businessUser' });
    },
  ),
  getComment: own(
    'GET',
    `${conversations}/${conversationIds.public}/comments/${commentIds.public}`,
    (c) => api.getComment(c, conversationIds.public, commentIds.public),
    (comment) => {
      expect(comment.commentId).to.equal(commentIds.public);
      expect(comment.content).to.be.a('string').and.not.empty;
    },
  ),
  updateComment: own(
    'PUT',
    `${conversations}/${conversationIds.public}/comments/${commentIds.public}`,
    (c) => api.updateComment(c, conversationIds.public, commentIds.public, { content: 'Edited.' }),
    (comment) =>
      expect([comment.commentId, comment.content]).to.deep.equal([commentIds.public, 'Edited.']),
  ),

  // Products (owner)
  listProducts: own(
    'GET',
    `/v1/private/business-units/${acme}/products`,
    (c) => api.listProducts(c, acme, { skus: [skus.few, skus.many] }),
    (page) => expect(page.products.map((p) => p.sku)).to.have.members([skus.few, skus.many]),
  ),
  upsertProducts: own(
    'POST',
    `/v1/private/business-units/${acme}/products`,
    (c) =>
      api.upsertProducts(c, acme, {
        products: [{ sku: 'ACME-9001', title: 'Trail Bottle 750 ml', price: '19.99 EUR' }],
      }),
    (list, platform) => {
      expect(list.products.map((p) => [p.sku, p.title])).to.deep.equal([
        ['ACME-9001', 'Trail Bottle 750 ml'],
      ]);
      expect(platform.data.products.some((p) => p.id === list.products[0]!.id)).to.be.true;
    },
  ),

  // Resources
  getLocales: pub(
    'GET',
    '/v1/resources/metadata/locales',
    (c) => api.getLocales(c),
    (list) => expect(list.locales.map((locale) => locale.locale)).to.include('en-US'),
  ),
  getCountries: pub(
    'GET',
    '/v1/resources/metadata/countries',
    (c) => api.getCountries(c, { locale: 'en-US' }),
    (list) => expect(list.countries.map((country) => country.country)).to.include('DK'),
  ),
  getImageLinks: pub(
    'GET',
    '/v1/resources/images',
    (c) => api.getImageLinks(c),
    (links) => expect(links.links.map((link) => link.rel)).not.to.be.empty,
  ),
  getStarImages: pub(
    'GET',
    '/v1/resources/images/stars/4.5',
    (c) => api.getStarImages(c, 4.5),
    (images) => {
      expect(images.stars).to.equal(4.5);
      expect(images.starSvg.url).to.match(/^https?:\/\//);
    },
  ),
  getLogos: pub(
    'GET',
    '/v1/resources/images/logos',
    (c) => api.getLogos(c),
    (logos) => expect(logos.darkBackground.logoSvg.url).to.match(/^https?:\/\//),
  ),
  getIcons: pub(
    'GET',
    '/v1/resources/images/icons',
    (c) => api.getIcons(c),
    (icons) => expect(icons.image230x230.width).to.equal('230'),
  ),
  getStarText: pub(
    'GET',
    '/v1/resources/strings/stars/5',
    (c) => api.getStarText(c, 5, 'en-US'),
    (text) =>
      expect([text.stars, text.locale, text.string]).to.deep.equal([5, 'en-US', 'Excellent']),
  ),

  // Deletions
  listDeletedConsumers: pub(
    'GET',
    '/v1/consumers/deletions',
    (c) => api.listDeletedConsumers(c, { limit: 2 }),
    (page) => {
      expect(page.consumers).to.have.length(2);
      expect(page.nextToken).to.be.a('string');
    },
  ),
  listDeletedReviews: pub(
    'GET',
    '/v1/reviews/deletions',
    (c) => api.listDeletedReviews(c, { limit: 2 }),
    (page) => {
      expect(page.reviews).to.have.length(2);
      expect(page.reviews[0]!.reviewId).to.be.a('string').and.not.empty;
    },
  ),
  listDeletedProductReviews: pub(
    'GET',
    '/v1/product-reviews/deletions',
    (c) => api.listDeletedProductReviews(c, { limit: 2 }),
    (page) => {
      expect(page['product-reviews']).to.have.length(2);
      expect(page['product-reviews'][0]!.productReviewId).to.be.a('string').and.not.empty;
    },
  ),
};

/** Exported functions that are not classes (the error classes and TokenStore are functions too). */
function exportedFunctions(module: object): string[] {
  return Object.entries(module)
    .filter(
      ([, value]) =>
        typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value)),
    )
    .map(([name]) => name)
    .sort();
}

describe('every endpoint function against the mock platform', () => {
  let platform: MockPlatform;
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);

  it('has a row for every exported endpoint function, and no row for anything else', () => {
    const endpoints = exportedFunctions(api).filter(
      (name) => !(helpers as readonly string[]).includes(name),
    );
    expect(endpoints).to.deep.equal(Object.keys(table).sort());
    expect(endpoints.length).to.be.greaterThan(30);
  });

  for (const [name, expected] of Object.entries(table)) {
    const who = expected.auth === 'apiKey' ? 'API key' : 'bearer token';
    it(`${name}: ${expected.method} ${expected.path} with the ${who}`, async () => {
      const token = platform.issueToken({ email: owner.email });
      const client = createClient({
        baseUrl: 'https://api.rp-mock.test',
        apiKey: MOCK_API_KEY,
        token: () => token,
        sleep: async () => undefined,
      });
      const answer = await expected.run(client, platform);

      expect(requests, 'one request').to.have.length(1);
      const [sent] = requests;
      const url = new URL(sent!.url);
      expect(`${sent!.method} ${url.pathname}`).to.equal(`${expected.method} ${expected.path}`);
      if (expected.auth === 'apiKey') {
        expect(sent!.headers.apikey).to.equal(MOCK_API_KEY);
        expect(sent!.headers.authorization).to.equal(undefined);
      } else {
        expect(sent!.headers.authorization).to.equal(`Bearer ${token}`);
        expect(sent!.headers.apikey).to.equal(undefined);
        expect(url.href).not.to.contain(token);
        expect(url.searchParams.has('token')).to.be.false;
      }
      expected.check(answer, platform);
    });
  }
});

describe('server-only token functions in a browser', () => {
  const secretCalls: Record<string, (client: Client) => Promise<unknown>> = {
    passwordGrant: (c) =>
      server.passwordGrant(c, {
        apiSecret: 'secret',
        username: owner.email,
        password: owner.password,
      }),
    exchangeCode: (c) =>
      server.exchangeCode(c, {
        apiSecret: 'secret',
        code: 'code-1',
        redirectUri: 'https://shop.example/cb',
      }),
    refreshToken: (c) => server.refreshToken(c, { apiSecret: 'secret', refreshToken: 'r-1' }),
    revokeToken: (c) => server.revokeToken(c, { apiSecret: 'secret', refreshToken: 'r-1' }),
  };

  beforeEach(() => startMock({ seed: 1 }));
  afterEach(assertContract);

  it('covers every export of the server entry', () => {
    expect(exportedFunctions(server)).to.deep.equal(Object.keys(secretCalls).sort());
  });

  for (const [name, call] of Object.entries(secretCalls)) {
    it(`${name} refuses to run before sending anything`, async () => {
      const client = createClient({ baseUrl: 'https://api.rp-mock.test', apiKey: MOCK_API_KEY });
      const error = await call(client).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).to.be.instanceOf(ApiError);
      expect((error as Error).message).to.contain(`${name} needs the API secret`);
      expect((error as Error).message).to.contain('never in a browser');
      expect(requests).to.have.length(0);
    });
  }
});
