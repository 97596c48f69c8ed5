import { expect } from '@open-wc/testing';
import { assertContract, startMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

// dist/cdn/rp-storefront.js (`npm run build` writes it before the browser tests run), the file
// shoppers' pages paste, in a merchant's page of its own: an iframe, so each page defines its
// elements afresh. rp-widgets.js beside it holds the owner's elements too.
async function merchantPage(file: string, lang = 'en'): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.style.width = '1000px';
  frame.srcdoc = `<!doctype html><html lang="${lang}"><body>
    <rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
      <rp-stars sku="ACME-1000" show-count></rp-stars>
      <rp-trust-badge></rp-trust-badge>
      <rp-product-reviews sku="ACME-1000"></rp-product-reviews>
      <rp-business-reviews></rp-business-reviews>
    </rp-config>
    <script type="module" src="/dist/cdn/${file}"></script></body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentWindow!;
}

const shadow = (page: Window, tag: string) => page.document.querySelector(tag)?.shadowRoot;

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
  beforeEach(() => startMock({ seed: 1 }));
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    assertContract();
  });

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
