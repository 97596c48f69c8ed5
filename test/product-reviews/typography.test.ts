/**
 * Typography a shopper sees on a phone and in German: percentages that stay one word, the
 * per-review bars in line whatever their names, histogram texts in line with the texts around
 * them, one row of photos above the reviews, and photos named by whose review they are from.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { MOCK_IDS } from '../../src/mock/index.js';
import type { RpProductReviews } from '../../src/product-reviews/rp-product-reviews.js';
import { assertContract, startMock } from '../support/platform.js';
import { $, $$, element, settled } from './helpers.js';

const { skus } = MOCK_IDS;

/** Mounts the element in a column of `width` px in a shop's font and waits until it has loaded. */
async function inColumn(
  el: RpProductReviews,
  width: number,
  font = 'serif',
): Promise<RpProductReviews> {
  await fixture(html`<div style="inline-size: ${width}px; font-family: ${font}">${el}</div>`);
  return settled(el);
}

const top = (el: Element) => Math.round(el.getBoundingClientRect().top);

describe('<rp-product-reviews> typography', () => {
  beforeEach(() => startMock({ seed: 1 }));
  afterEach(assertContract);

  for (const width of [320, 390]) {
    it(`German percentages stay on one line at ${width} px in a serif font`, async () => {
      const el = await inColumn(element(skus.many, { locale: 'de-DE' }), width);
      const percents = $$(el, '[part=histogram-row] > :nth-child(3)');
      expect(percents).to.have.length(5);
      for (const percent of percents) {
        expect(percent.textContent).to.match(/^\d+\s%/);
        const line = parseFloat(getComputedStyle(percent).lineHeight);
        expect(percent.getBoundingClientRect().height, percent.textContent!).to.be.below(
          line * 1.5,
        );
      }
    });
  }

  it('per-review bars of one row line up when a German name ("Preis-Leistung") wraps', async () => {
    // A wide shop font: the name does not fit beside its value.
    const el = await inColumn(
      element(skus.attributes, { locale: 'de-DE', language: 'de' }),
      390,
      'monospace',
    );
    const ratings = $$(el, '[part=rating]');
    expect(ratings.map((r) => r.querySelector('.label')!.textContent)).to.include('Preis-Leistung');
    const rows = new Map<Element, Map<number, number[]>>();
    for (const rating of ratings) {
      const list = rating.parentElement!;
      const byRow = rows.get(list) ?? new Map<number, number[]>();
      rows.set(list, byRow);
      const bar = rating.querySelector('.bar')!;
      // Ratings side by side share a row: their bars start at one height.
      const row = Math.round(rating.getBoundingClientRect().top);
      byRow.set(row, [...(byRow.get(row) ?? []), top(bar)]);
    }
    const wrapped = ratings.filter((r) => {
      const label = r.querySelector('.label')!;
      return (
        label.getBoundingClientRect().height > parseFloat(getComputedStyle(label).lineHeight) * 1.5
      );
    });
    expect(wrapped.length, 'a name wraps').to.be.greaterThan(0);
    const shared = [...rows.values()].flatMap((byRow) => [...byRow.values()]);
    expect(
      shared.some((bars) => bars.length > 1),
      'some ratings side by side',
    ).to.equal(true);
    for (const bars of shared) expect(new Set(bars).size, String(bars)).to.equal(1);
  });

  it('histogram texts start where the texts above them start', async () => {
    const el = await inColumn(element(skus.many), 390);
    const start = $(el, '.average')!.getBoundingClientRect().left;
    for (const row of $$(el, '[part=histogram-row]')) {
      const label = row.firstElementChild!.getBoundingClientRect().left;
      expect(Math.round(label - start)).to.equal(0);
    }
  });

  it('at 390 px the photo strip is one row that scrolls, above the reviews', async () => {
    const el = await inColumn(element(skus.photos), 390);
    const strip = $(el, '[part=photo-strip]')!;
    const photos = [...strip.querySelectorAll('[part=photo]')];
    expect(photos.length).to.be.greaterThan(4);
    expect(new Set(photos.map(top)).size, 'one row').to.equal(1);
    expect(strip.scrollWidth).to.be.greaterThan(strip.clientWidth);
    expect(strip.getBoundingClientRect().height).to.be.below(
      photos[0]!.getBoundingClientRect().height * 1.5,
    );
  });

  for (const [locale, words] of [
    ['en-US', /^Photo 1 of \d+ from (.+)$/],
    ['de-DE', /^Foto 1 von \d+ aus der Bewertung von (.+)$/],
  ] as const) {
    it(`names a review's photos with whose review they are from (${locale})`, async () => {
      const el = await inColumn(element(skus.photos, { locale }), 600);
      const reviews = $$(el, '[part=review]').filter((r) => r.querySelector('[part=photos]'));
      expect(reviews.length).to.be.greaterThan(0);
      for (const review of reviews) {
        const name = review.querySelector('.name')!.textContent!.trim();
        const first = review.querySelector('[part=photos] [part=photo]')!;
        const label = first.getAttribute('aria-label')!;
        expect(label).to.match(words);
        expect(words.exec(label)![1]).to.equal(name);
      }
    });
  }
});
