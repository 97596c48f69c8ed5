/**
 * Nothing overflows: every widget, loaded, in a container of 320, 390, 412, 768 and 1280 px, at
 * normal and at 200 % text, in English and in the language with the longest words. Each box in its shadow tree is measured: its content fits its own width
 * (scrollWidth against clientWidth), and it stays inside the container.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/product-reviews/define.js';
import '../../src/business-reviews/define.js';
import '../../src/review-inbox/define.js';
import { TokenStore } from '../../src/api/implicit-grant.js';
import type { MockPlatform } from '../../src/mock/index.js';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';
import { mountWidget, settled } from '../support/layout.js';

const { skus } = MOCK_IDS;
/** The language whose catalogues, all modules summed, are the longest of the 25. */
const LONGEST = 'it-IT';
const widgets: [string, string][] = [
  [
    'stars with every text',
    `<rp-stars sku="${skus.many}" show-score show-count show-label></rp-stars>`,
  ],
  ['business stars', `<rp-stars show-score show-count show-label></rp-stars>`],
  ['stars, no reviews', `<rp-stars sku="${skus.none}" show-count></rp-stars>`],
  ['badge micro', `<rp-trust-badge layout="micro"></rp-trust-badge>`],
  ['badge mini', `<rp-trust-badge show-review-link></rp-trust-badge>`],
  ['badge full', `<rp-trust-badge layout="full" show-review-link></rp-trust-badge>`],
  ['reviews with attributes', `<rp-product-reviews sku="${skus.attributes}"></rp-product-reviews>`],
  ['reviews with photos', `<rp-product-reviews sku="${skus.photos}"></rp-product-reviews>`],
  ['reviews, many pages', `<rp-product-reviews sku="${skus.many}" page="5"></rp-product-reviews>`],
  ['business reviews carousel', `<rp-business-reviews></rp-business-reviews>`],
  ['business reviews list', `<rp-business-reviews layout="list"></rp-business-reviews>`],
  ['business reviews grid', `<rp-business-reviews layout="grid"></rp-business-reviews>`],
];

let serial = 0;

/** Where a box overflows: its own content, or the container. */
function overflows(host: Element, container: DOMRect): string[] {
  const found: string[] = [];
  const name = (el: Element) =>
    `<${host.localName}> ${el.localName}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className}` : ''}`;
  const outside = (rect: DOMRect) =>
    rect.width > 0 && (rect.left < container.left - 1 || rect.right > container.right + 1);
  if (outside(host.getBoundingClientRect())) found.push(`<${host.localName}> leaves the container`);
  for (const el of host.shadowRoot!.querySelectorAll('*')) {
    // Visually hidden words are 1 px boxes by design; a closed dialog is not shown.
    if (el.closest('.vh, .sr, dialog:not([open]), style')) continue;
    // A carousel's track and a narrow photo strip scroll by design: what is in them may lie
    // beyond the container, but the scroller itself stays in, and each card's content fits it.
    const scroller = '.track, [part=photo-strip]';
    const track = el.closest(scroller);
    const scrolls = el.matches(scroller);
    if (
      el instanceof HTMLElement &&
      !scrolls &&
      el.clientWidth > 0 &&
      el.scrollWidth > el.clientWidth + 1
    ) {
      found.push(`${name(el)}: content ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    if ((!track || scrolls) && outside(el.getBoundingClientRect())) {
      found.push(`${name(el)} leaves the container`);
    }
  }
  return found;
}

let platform: MockPlatform;
beforeEach(async () => {
  platform = await startMock({ seed: 1 });
});
afterEach(assertContract);

describe('layout at narrow widths and large text', () => {
  for (const [label, markup] of widgets) {
    for (const [width, locale] of [
      ...[320, 390, 412, 768, 1280].map((w) => [w, 'en-US'] as const),
      ...[320, 390].map((w) => [w, LONGEST] as const),
    ]) {
      for (const fontSize of [16, 32]) {
        it(`${label} fits ${width} px at ${fontSize === 16 ? '100' : '200'} % text (${locale})`, async () => {
          const { wrapper, el } = await mountWidget(markup, width, fontSize, 'overflow-test', {
            locale,
            // Every language's reviews: the page's language alone has few in Italian.
            ...(locale === 'en-US' ? {} : { language: 'all' }),
          });
          await settled(el);
          // The photo strip is measured too: it is there, under the summary at phone widths.
          if (markup.includes(skus.photos) && width <= 412) {
            const strip = el.shadowRoot!.querySelector('[part=photo-strip]')!;
            const histogram = el.shadowRoot!.querySelector('[part=histogram]')!;
            expect(strip.querySelectorAll('[part=photo]').length).to.be.greaterThan(0);
            expect(strip.getBoundingClientRect().top).to.be.at.least(
              histogram.getBoundingClientRect().bottom,
            );
          }
          expect(overflows(el, wrapper.getBoundingClientRect())).to.deep.equal([]);
        });
      }
    }
  }
});

describe('<rp-review-inbox> at narrow widths and large text', () => {
  afterEach(() => sessionStorage.clear());
  for (const width of [320, 390]) {
    for (const fontSize of [16, 32]) {
      it(`its list, then a conversation, fit ${width} px at ${fontSize === 16 ? '100' : '200'} % text`, async () => {
        const accessToken = platform.issueToken({ email: 'owner@acme-outdoor.example' });
        const baseUrl = `https://api-${++serial}.overflow-test.example`;
        new TokenStore({ clientId: MOCK_API_KEY, address: baseUrl }).set({
          accessToken,
          expiresAt: Date.now() + 3_600_000,
        });
        const wrapper = await fixture<HTMLDivElement>(
          html`<div style="inline-size: ${width}px; font-size: ${fontSize}px"></div>`,
        );
        const el = document.createElement('rp-review-inbox');
        Object.assign(el, {
          clientId: MOCK_API_KEY,
          baseUrl,
          businessUnitId: MOCK_IDS.businessUnits.acme,
          sku: skus.many,
          perPage: 3,
        });
        wrapper.append(el);
        const item = () => el.shadowRoot!.querySelector<HTMLElement>('[part~=item]');
        await waitUntil(item, 'no reviews listed', { timeout: 8000 });
        await el.updateComplete;
        expect(overflows(el, wrapper.getBoundingClientRect())).to.deep.equal([]);
        item()!.click();
        await waitUntil(() => el.shadowRoot!.querySelector('[part=comment]'), 'no conversation');
        await el.updateComplete;
        // The list and the review take turns at these widths: the list is out of the way.
        expect(el.shadowRoot!.querySelector<HTMLElement>('.list-pane')!.offsetParent).to.equal(
          null,
        );
        expect(overflows(el, wrapper.getBoundingClientRect())).to.deep.equal([]);
      });
    }
  }
});
