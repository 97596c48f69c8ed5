import { expect } from '@open-wc/testing';
import '../../src/stars/define.js';
import { formatNumber, prepareLocale, ratingWords } from '../../src/shared/messages.js';
import { platformLocales } from '../../src/shared/locales.js';
import { MOCK_IDS } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { holdRequests, releaseHeldRequests } from '../support/hold.js';
import { mountWidget } from '../support/layout.js';
import { waitUntil } from '../support/wait.js';

/**
 * The room a rating's count keeps while loading holds every count it may become, up to four
 * digits, in each language: plural forms differ in length ("1 отзыв", "2 отзыва", "5 отзывов"),
 * and only one of them arrives. A count that did not fit would widen the text when the rating
 * came, and move what is beside it. Digits are of one width (tabular), so a count of each plural
 * form and formatted length, from 1 to 9,999, stands for all the others.
 */
function countsOf(locale: string): number[] {
  const plural = new Intl.PluralRules(locale);
  const found = new Map<string, number>();
  for (let n = 1; n < 10_000; n++) {
    const key = `${formatNumber(locale, n).length} ${plural.select(n)}`;
    if (!found.has(key)) found.set(key, n);
  }
  return [...found.values()];
}

beforeEach(() => startMock({ seed: 1 }));
afterEach(releaseHeldRequests);
afterEach(assertContract);

describe("the count's room while loading holds every count", () => {
  for (const locale of Object.keys(platformLocales)) {
    it(locale, async () => {
      await ratingWords.load(locale);
      await prepareLocale(locale);
      const messages = ratingWords.get(locale)!;
      const hold = holdRequests();
      const { el } = await mountWidget(
        `<rp-stars sku="${MOCK_IDS.skus.many}" show-count></rp-stars>`,
        1280,
        16,
        'rooms-test',
        { locale },
      );
      await waitUntil(() => hold.calls.length > 0, 'no request sent');
      await waitUntil(() => el.shadowRoot?.querySelector('[part=count]'), "no count's room");
      await el.updateComplete;
      const count = el.shadowRoot!.querySelector('[part=count]')!;
      const room = count.parentElement!;
      const reserved = room.getBoundingClientRect().width;
      // Each count as it would arrive, laid in the room's cell in the count's part.
      const probe = document.createElement('span');
      probe.setAttribute('part', 'count');
      room.append(probe);
      const tooWide: string[] = [];
      for (const n of countsOf(locale)) {
        probe.textContent = `(${messages.reviews(formatNumber(locale, n), n)})`;
        if (room.getBoundingClientRect().width > reserved + 0.01) tooWide.push(probe.textContent);
      }
      probe.remove();
      expect(tooWide, `counts wider than the room of ${reserved.toFixed(1)} px`).to.deep.equal([]);
      hold.release();
    });
  }
});
