import { expect } from '@open-wc/testing';
import { blankPage, shadow, withMerchantPages } from '../support/page.js';
import { assertContract, clearRequests, requests, startMock } from '../support/platform.js';
import type { MockPlatform } from '../../src/mock/index.js';
import { waitUntil } from '../support/wait.js';

// dist/cdn/rp-storefront.js (`npm run build` writes it before the browser tests run), the file
// shoppers' pages paste, in a merchant's page of its own: an iframe, so each page defines its
// elements afresh. rp-widgets.js beside it holds the owner's elements too.
async function merchantPage(file: string, lang = 'en'): Promise<Window> {
  return blankPage(
    `<!doctype html><html lang="${lang}"><body>
    <rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
      <rp-stars sku="ACME-1000" show-count></rp-stars>
      <rp-trust-badge></rp-trust-badge>
      <rp-product-reviews sku="ACME-1000"></rp-product-reviews>
      <rp-business-reviews></rp-business-reviews>
    </rp-config>
    <script type="module" src="/dist/cdn/${file}"></script></body></html>`,
    '1000px',
  );
}

/** What each storefront widget shows once its data has come, read from its shadow root. */
const shown = (page: Window) => ({
  stars: shadow(page, 'rp-stars')?.querySelector('[part=base]')?.getAttribute('aria-label') ?? '',
  badge: shadow(page, 'rp-trust-badge')?.querySelector('a[part=link]')?.textContent ?? '',
  product: shadow(page, 'rp-product-reviews')?.querySelector('.total')?.textContent ?? '',
  reviews: shadow(page, 'rp-business-reviews')?.querySelectorAll('[part=review]').length ?? 0,
  business:
    shadow(page, 'rp-business-reviews')?.querySelector('[part=base]')?.getAttribute('aria-label') ??
    '',
});

const drawn = (page: Window) => {
  const now = shown(page);
  return /\d/.test(now.stars) && /\d/.test(now.badge) && /\d/.test(now.product) && now.reviews > 0;
};

const owner = ['rp-invite-button', 'rp-review-inbox'];
// The tags the page defines, by name: a failure shows names, not classes of a removed frame.
const defined = (page: Window, tags: string[]) =>
  tags.filter((tag) => page.customElements.get(tag));

describe('storefront CDN file', () => {
  withMerchantPages();

  it('draws the five storefront elements from the platform, and defines neither owner element', async () => {
    const page = await merchantPage('rp-storefront.js');
    await waitUntil(() => drawn(page), 'the stars, the badge and both review lists drawn');
    const now = shown(page);
    expect(now.stars).to.match(/^Rated [\d.]+ out of 5 stars, [\d,]+ reviews$/);
    expect(now.badge).to.match(/ has TrustScore [\d.]+ out of 5, based on [\d,]+ reviews/);
    expect(now.product).to.match(/^Based on [\d,]+ reviews$/);
    expect(defined(page, ['rp-config', ...owner])).to.deep.equal(['rp-config']);
  });

  it('rp-widgets.js, for the owner pages, defines the owner elements too', async () => {
    const page = await merchantPage('rp-widgets.js');
    await waitUntil(() => drawn(page), 'the stars, the badge and both review lists drawn');
    expect(defined(page, owner)).to.deep.equal(owner);
  });

  it('a German page gets its words from the locales folder beside the file', async () => {
    const page = await merchantPage('rp-storefront.js', 'de');
    await waitUntil(() => drawn(page), 'the stars, the badge and both review lists drawn');
    const now = shown(page);
    expect(now.stars).to.match(/^Bewertet mit [\d,]+ von 5 Sternen, [\d.]+ Bewertungen$/);
    expect(now.badge).to.match(/ hat TrustScore [\d,]+ von 5, basierend auf [\d.]+ Bewertungen/);
    expect(now.product).to.match(/^Basierend auf [\d.]+ Bewertungen$/);
    expect(now.business).to.match(/^Bewertungen von /);
    const catalogues = page.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/locales/'));
    expect([...new Set(catalogues)].sort()).to.deep.equal([
      '/dist/cdn/locales/business-reviews/de.js',
      '/dist/cdn/locales/product-reviews/de.js',
      '/dist/cdn/locales/shared/de.js',
      '/dist/cdn/locales/trust-badge/de.js',
    ]);
  });
});

/**
 * A collection page of a shop: three ratings under the header badge, from rp-storefront.js.
 * `later` moves the page's clock that many milliseconds on (the shopper comes back later);
 * `head` runs first. Once its scripts ran, `firstDraws` holds what each widget's first complete
 * update drew.
 */
async function gridPage({ later = 0, head = '', config = '' } = {}) {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en"><head><script>
      const realNow = Date.now;
      Date.now = () => realNow() + ${later};
    </script>${head}</head><body>
    <rp-config api-key="rp-mock-key" business-unit-id="bu-acme" ${config}>
      <rp-trust-badge></rp-trust-badge>
      <rp-stars sku="ACME-1000" show-count></rp-stars>
      <rp-stars sku="ACME-1001" show-count></rp-stars>
      <rp-stars sku="ACME-1002,ACME-1003" show-count show-label></rp-stars>
    </rp-config>
    <script type="module" src="/dist/cdn/rp-storefront.js"></script>
    <script type="module">
      const widgets = [...document.querySelectorAll('rp-trust-badge, rp-stars')];
      await Promise.all(widgets.map((el) => el.updateComplete));
      window.firstDraws = widgets.map((el) => el.shadowRoot.textContent.replace(/\\s+/g, ' ').trim());
    </script></body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const page = frame.contentWindow as Window & { firstDraws?: string[] };
  await waitUntil(() => page.firstDraws, 'the first draws recorded');
  return page;
}

/** The widgets' texts as they are now. */
const texts = (page: Window) =>
  [...page.document.querySelectorAll('rp-trust-badge, rp-stars')].map((el) =>
    el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim(),
  );

/** Every rating, score and the platform's words for a rating drawn. */
const ratingsIn = (page: Window) =>
  texts(page).every((text) => /\d/.test(text)) &&
  [...page.document.querySelectorAll('rp-stars[show-label]')].every(
    (el) => el.shadowRoot!.querySelector('[part=label]')?.textContent,
  );

const apiPaths = () => requests.map((request) => new URL(request.url).pathname.split('/').pop());

const keptEntries = (page: Window) =>
  Object.keys(page.sessionStorage).filter((key) => key.startsWith('rp-widgets:'));

describe("a shopper's next page: public ratings kept in the tab", () => {
  let platform: MockPlatform;
  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
  });
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    return assertContract();
  });

  it('draws the ratings and the badge it was shown in its first update, asking nothing', async () => {
    const first = await gridPage();
    await waitUntil(() => ratingsIn(first), 'the first page drawn');
    const shownFirst = texts(first);
    expect(apiPaths()).to.include('batch-summaries');
    clearRequests();
    const next = await gridPage({ later: 30_000 });
    expect(next.firstDraws).to.deep.equal(shownFirst);
    expect(apiPaths(), 'API requests of the next page').to.deep.equal([]);
  });

  it('two minutes later draws the kept values at once, asks again, and redraws only what changed', async () => {
    const first = await gridPage();
    await waitUntil(() => ratingsIn(first), 'the first page drawn');
    const shownFirst = texts(first);
    // Meanwhile a review of ACME-1001 is taken down: its count goes down by one.
    const reviews = platform.data.productReviews;
    reviews.splice(
      reviews.findIndex((review) => review.sku === 'ACME-1001'),
      1,
    );
    clearRequests();
    const next = await gridPage({ later: 120_000 });
    expect(next.firstDraws, 'drawn before any answer').to.deep.equal(shownFirst);
    await waitUntil(() => texts(next)[2] !== shownFirst[2], 'ACME-1001 drawn again');
    const count = (text: string) => Number(/\((\d+) reviews?\)/.exec(text)?.[1]);
    expect(count(texts(next)[2])).to.equal(count(shownFirst[2]) - 1);
    expect(texts(next)[1], 'ACME-1000, unchanged').to.equal(shownFirst[1]);
    expect(apiPaths().filter((path) => path === 'batch-summaries')).to.have.length(1);
  });

  it('past store-ttl, or with store-ttl="0", draws only what the platform answers', async () => {
    const first = await gridPage({ config: 'store-ttl="60"' });
    await waitUntil(() => ratingsIn(first), 'the first page drawn');
    clearRequests();
    const next = await gridPage({ later: 61_000, config: 'store-ttl="60"' });
    expect(
      next.firstDraws!.some((text) => /\d/.test(text)),
      'kept values drawn',
    ).to.equal(false);
    await waitUntil(() => ratingsIn(next), 'the next page drawn from answers');
    expect(apiPaths()).to.include('batch-summaries');

    // The pages so far stop asking before the tab's storage is emptied.
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    sessionStorage.clear();
    const off = await gridPage({ config: 'store-ttl="0"' });
    await waitUntil(() => ratingsIn(off), 'drawn without the store');
    expect(keptEntries(off)).to.deep.equal([]);
  });

  it('never draws a tampered or malformed entry: it asks, and keeps the answer instead', async () => {
    const first = await gridPage();
    await waitUntil(() => ratingsIn(first), 'the first page drawn');
    const shownFirst = texts(first);
    const kept = keptEntries(first).filter((key) => /^rp-widgets:(rating|badge) /.test(key));
    expect(kept.length, 'ratings and badge kept').to.equal(4);
    for (const [index, key] of kept.entries()) {
      const entry = JSON.parse(sessionStorage.getItem(key)!);
      const tampered = { ...entry, value: { ...entry.value, score: 9, stars: 9, total: -1 } };
      sessionStorage.setItem(key, index % 2 ? '{"at": 1, "value": ' : JSON.stringify(tampered));
    }
    clearRequests();
    const next = await gridPage();
    expect(next.firstDraws!.join(' ')).not.to.match(/\b9\b|-1/);
    await waitUntil(() => ratingsIn(next), 'drawn from answers');
    expect(texts(next)).to.deep.equal(shownFirst);
    expect(apiPaths()).to.include('batch-summaries');
    for (const key of kept) {
      expect(JSON.parse(sessionStorage.getItem(key)!).value.score, key).not.to.equal(9);
    }
  });

  it('a storage that refuses to keep costs only the speed-up', async () => {
    const refuse = `<script>
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    </script>`;
    const page = await gridPage({ head: refuse });
    const errors: Event[] = [];
    page.document.addEventListener('error', (event) => errors.push(event), true);
    await waitUntil(() => ratingsIn(page), 'drawn from answers');
    expect(keptEntries(page)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('keeps no review text and no name: only ratings, scores, words and links', async () => {
    const page = await merchantPage('rp-storefront.js');
    await waitUntil(() => drawn(page), 'the stars, the badge and both review lists drawn');
    const kept = keptEntries(page);
    expect(kept.map((key) => key.split(' ')[0]).sort()).to.deep.equal([
      'rp-widgets:badge',
      'rp-widgets:rating',
    ]);
    const stored = kept.map((key) => sessionStorage.getItem(key)).join('\n');
    // Texts, titles and the consumers' names of every review the page could have drawn.
    const reviewTexts = [...platform.data.productReviews, ...platform.data.serviceReviews]
      .flatMap((review) => {
        const { content, title, text, consumer } = review as unknown as Record<string, unknown>;
        const { name, displayName } = (consumer ?? {}) as Record<string, unknown>;
        return [content, title, text, name, displayName];
      })
      .filter((value): value is string => typeof value === 'string' && value.length > 8);
    expect(reviewTexts.length, 'texts to look for').to.be.above(100);
    expect(reviewTexts.filter((text) => stored.includes(text))).to.deep.equal([]);
  });
});
