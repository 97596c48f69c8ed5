import { expect } from '@open-wc/testing';
import { startMock, requests, assertContract } from '../support/platform.js';
import { MOCK_API_KEY, MOCK_IDS, MOCK_USERS, type MockPlatform } from '../../src/mock/index.js';
import {
  ApiError,
  HttpError,
  InvalidResponseError,
  RateLimitError,
  TimeoutError,
  TokenExpiredError,
  TokenStore,
  createClient,
  createInvitationLink,
  getBusinessUnit,
  getStarSummary,
  getStarText,
  getWebLinks,
  inSupportedLocale,
  listProducts,
  listProductReviews,
  searchBusinessUnits,
  getProductReviewSummary,
  type ClientOptions,
} from '../../src/api/index.js';

const { businessUnits, skus } = MOCK_IDS;
const owner = MOCK_USERS.find((user) => user.businessUnitId === businessUnits.acme)!;

function client(options: Partial<ClientOptions> = {}) {
  return createClient({
    baseUrl: 'https://api.rp-mock.test',
    apiKey: MOCK_API_KEY,
    sleep: async () => undefined,
    ...options,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('API client against the mock platform', () => {
  let platform: MockPlatform;
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);

  it('normalises the legacy business unit to the current shape', async () => {
    const api = client();
    const current = await getBusinessUnit(api, businessUnits.acme);
    const legacy = await getBusinessUnit(api, businessUnits.legacy);
    for (const unit of [current, legacy]) {
      expect(unit.stars).to.be.a('number');
      expect(unit.trustScore).to.be.a('number');
      expect(unit).not.to.have.property('score');
      expect(unit).not.to.have.property('warning');
    }
    platform.set({ legacy: true });
    const forced = await getBusinessUnit(
      client({ apiKey: MOCK_API_KEY, cacheTtl: 0 }),
      businessUnits.acme,
    );
    expect(forced.stars).to.equal(current.stars);
    expect(forced.trustScore).to.equal(current.trustScore);
  });

  it('combines a product with variants to the same numbers as the platform', async () => {
    const api = client();
    const ours = await getStarSummary(api, businessUnits.acme, skus.variants);
    const theirs = await getProductReviewSummary(api, businessUnits.acme, skus.variants);
    expect(ours.numberOfReviews).to.deep.include(theirs.numberOfReviews);
    const { total, oneStar, twoStars, threeStars, fourStars, fiveStars } = theirs.numberOfReviews;
    const exact = (oneStar + 2 * twoStars + 3 * threeStars + 4 * fourStars + 5 * fiveStars) / total;
    expect(ours.starsAverage).to.equal(exact);
    // The platform reports one decimal: the same figure once rounded.
    expect(Math.round(ours.starsAverage * 10) / 10).to.equal(theirs.starsAverage);
    expect(requests.filter((r) => r.url.includes('batch-summaries'))).to.have.length(1);
  });

  it('sends arrays comma-separated, and search its lower-case perpage', async () => {
    const api = client();
    await listProductReviews(api, businessUnits.acme, {
      sku: [skus.many, skus.few],
      stars: [4, 5],
      perPage: 5,
    });
    await searchBusinessUnits(api, { query: 'acme', perpage: 3 });
    const [list, search] = requests.map((r) => new URL(r.url));
    expect(list.searchParams.get('sku')).to.equal(`${skus.many},${skus.few}`);
    expect(list.searchParams.get('stars')).to.equal('4,5');
    expect(search.searchParams.get('perpage')).to.equal('3');
    expect(search.searchParams.has('perPage')).to.be.false;
  });

  it('turns each failure the platform can give into its error class', async () => {
    const api = client({ retries: 0 });
    const unit = businessUnits.acme;
    expect(await failure(getBusinessUnit(client({ apiKey: 'wrong-key' }), unit)))
      .to.be.instanceOf(HttpError)
      .with.property('status', 401);
    expect(await failure(getBusinessUnit(api, 'bu-does-not-exist')))
      .to.be.instanceOf(HttpError)
      .with.property('status', 404);
    platform.fail({ operation: 'getWebLinks', status: 429, retryAfter: 7 });
    const limited = await failure(getWebLinks(api, unit, 'en-US'));
    expect(limited).to.be.instanceOf(RateLimitError).with.property('retryAfter', 7000);
    platform.clearFaults();
    platform.fail({ operation: 'getWebLinks', status: 503 });
    expect(await failure(getWebLinks(api, unit, 'de-DE')))
      .to.be.instanceOf(HttpError)
      .with.property('status', 503);
    platform.clearFaults();
    platform.fail({ operation: 'getWebLinks', body: 'malformed' });
    expect(await failure(getWebLinks(api, unit, 'fr-FR'))).to.be.instanceOf(InvalidResponseError);
    platform.clearFaults();
    platform.fail({ operation: 'getWebLinks', body: { locale: 'es-ES', links: [] } });
    expect(await failure(getWebLinks(api, unit, 'es-ES'))).to.be.instanceOf(InvalidResponseError);
    platform.clearFaults();
    platform.fail({ operation: 'getWebLinks', hang: true });
    expect(
      await failure(getWebLinks(client({ retries: 0, timeout: 200 }), unit, 'da-DK')),
    ).to.be.instanceOf(TimeoutError);
    platform.clearFaults();
    // NetworkError (no answer at all) is covered in client.test.ts with a dropped connection.
  });

  it('reads again in a supported locale when the platform refuses the one asked for', async () => {
    const api = client({ retries: 0 });
    const unit = businessUnits.acme;
    const linksIn = async (locale: string) =>
      (await inSupportedLocale(api, locale, (l) => getWebLinks(api, unit, l))).locale;
    // The same language's locale, else the platform's default; the list is asked for once.
    expect(await linksIn('de-AT')).to.equal('de-DE');
    expect(await linksIn('en-CA')).to.equal('en-US');
    expect(await linksIn('pt-BR')).to.equal('en-US');
    expect(await linksIn('fr-FR')).to.equal('fr-FR');
    const paths = requests.map((r) => `${new URL(r.url).pathname}${new URL(r.url).search}`);
    expect(paths.filter((p) => p.endsWith('/metadata/locales'))).to.have.length(1);
    expect(paths.filter((p) => p.includes('/web-links'))).to.deep.equal(
      ['de-AT', 'de-DE', 'en-CA', 'en-US', 'pt-BR', 'fr-FR'].map(
        (locale) => `/v1/business-units/${unit}/web-links?locale=${locale}`,
      ),
    );
    // The fallback is kept: the refused locale is not asked again.
    requests.length = 0;
    expect(await linksIn('de-AT')).to.equal('de-DE');
    expect(requests).to.have.length(0);
    // A 400 that is not about the locale is not hidden: the second answer's error comes out.
    const badStars = await failure(inSupportedLocale(api, 'de-AT', (l) => getStarText(api, 7, l)));
    expect(badStars).to.be.instanceOf(HttpError).with.property('status', 400);
    // Other failures are not retried at all.
    platform.fail({ operation: 'getWebLinks', status: 503 });
    const before = requests.length;
    expect(await failure(linksIn('nl-BE')))
      .to.be.instanceOf(HttpError)
      .with.property('status', 503);
    expect(requests.length - before).to.equal(1);
    platform.clearFaults();
  });

  it('retries reads through 503s with Retry-After, and never retries a write', async () => {
    const api = client();
    platform.fail({ operation: 'getBusinessUnit', status: 503, retryAfter: 1, times: 2 });
    const unit = await getBusinessUnit(api, businessUnits.acme);
    expect(unit.id).to.equal(businessUnits.acme);
    expect(requests).to.have.length(3);
    requests.length = 0;
    const token = platform.issueToken({ email: owner.email });
    const owned = client({ token: () => token });
    platform.fail({ operation: 'createInvitationLink', status: 503 });
    const body = {
      consumer: { email: 'shopper@example.test', name: 'Shopper' },
      productIds: ['x'],
    };
    expect(await failure(createInvitationLink(owned, businessUnits.acme, body))).to.be.instanceOf(
      HttpError,
    );
    expect(requests).to.have.length(1);
  });

  it('sends the token only as a bearer header, never to an API-key endpoint, and drops it on 401', async () => {
    const store = new TokenStore('against-mock', null);
    store.set({
      accessToken: platform.issueToken({ email: owner.email }),
      expiresAt: Date.now() + 3_600_000,
    });
    const owned = client({
      token: () => store.get()?.accessToken,
      onTokenExpired: () => store.clear(),
    });
    const products = await listProducts(owned, businessUnits.acme, { perPage: 5 });
    expect(products.products.length).to.be.greaterThan(0);
    await getBusinessUnit(owned, businessUnits.acme);
    const [privateCall, publicCall] = requests;
    expect(privateCall.headers.authorization).to.match(/^Bearer /);
    expect(privateCall.headers.apikey).to.equal(undefined);
    expect(publicCall.headers.authorization).to.equal(undefined);
    expect(publicCall.headers.apikey).to.equal(MOCK_API_KEY);
    expect(
      requests.every((r) => !r.url.includes(store.get()!.accessToken) && !r.url.includes('token=')),
    ).to.be.true;

    store.set({ accessToken: 'not-a-token', expiresAt: Date.now() + 3_600_000 });
    const expired = await failure(
      listProducts(owned, businessUnits.acme, { perPage: 5 }, { cache: false }),
    );
    expect(expired).to.be.instanceOf(TokenExpiredError);
    expect(store.get()).to.equal(undefined);
    const signedOut = await failure(listProducts(owned, businessUnits.acme));
    expect(signedOut).to.be.instanceOf(ApiError);
  });
});
