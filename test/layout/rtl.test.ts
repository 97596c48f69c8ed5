/**
 * A right-to-left page (Hebrew here) gets the widgets' English words, since they have no Hebrew
 * catalogue, and reviews written left to right. Each phrase must still read in its own order:
 * "5 stars" and "(423 reviews)", never "stars 5" and "(reviews 423)", while the layout mirrors.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/product-reviews/define.js';
import '../../src/business-reviews/define.js';
import '../../src/invite-button/define.js';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

const { skus } = MOCK_IDS;
const widgets: [string, string][] = [
  ['stars', `<rp-stars sku="${skus.many}" show-score show-count></rp-stars>`],
  ['badge mini', `<rp-trust-badge show-review-link></rp-trust-badge>`],
  ['badge full', `<rp-trust-badge layout="full" show-review-link></rp-trust-badge>`],
  [
    'product reviews',
    `<rp-product-reviews sku="${skus.attributes}" language="all"></rp-product-reviews>`,
  ],
  ['invite button', `<rp-invite-button></rp-invite-button>`],
  ['business reviews', `<rp-business-reviews language="all"></rp-business-reviews>`],
];

let serial = 0;

/**
 * The words of each left-to-right text as they appear from left to right on their first line,
 * where they differ from the order they are written in.
 */
function misordered(host: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!/[A-Za-z]/.test(text) || !parent || parent.closest('.sr, .vh, style, dialog')) continue;
    const words = [...text.matchAll(/\S+/g)].map((match) => {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      return { word: match[0], rect: range.getBoundingClientRect() };
    });
    const line = words.filter(
      (w) => w.rect.width > 0 && Math.abs(w.rect.top - words[0]!.rect.top) < 2,
    );
    if (line.length < 2) continue;
    const written = line.map((w) => w.word).join(' ');
    const seen = [...line]
      .sort((a, b) => a.rect.left - b.rect.left)
      .map((w) => w.word)
      .join(' ');
    if (seen !== written) found.push(`"${written}" reads "${seen}"`);
  }
  return found;
}

beforeEach(() => startMock({ seed: 1 }));
afterEach(assertContract);

describe('right-to-left pages with left-to-right words', () => {
  for (const [label, markup] of widgets) {
    it(`${label}: every phrase reads in its own order, the layout mirrors`, async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir="rtl" lang="he" style="inline-size: 900px"></div>`,
      );
      wrapper.innerHTML = markup;
      const el = wrapper.firstElementChild as HTMLElement & { updateComplete: Promise<unknown> };
      Object.assign(el, {
        apiKey: MOCK_API_KEY,
        baseUrl: `https://api-${++serial}.rtl-test.example`,
        businessUnitId: MOCK_IDS.businessUnits.acme,
      });
      if (el.localName !== 'rp-invite-button') {
        let loaded = false;
        el.addEventListener('load', () => (loaded = true));
        await waitUntil(() => loaded, 'no load event');
        await waitUntil(
          () => !el.shadowRoot!.querySelector('.skeleton, [aria-busy="true"]'),
          'still loading',
        );
      }
      await el.updateComplete;
      const base = el.shadowRoot!.querySelector('[part=base], [part=button]')!;
      expect(getComputedStyle(base).direction).to.equal('rtl');
      const problems = misordered(el);
      expect(problems).to.deep.equal([]);
    });
  }
});
