/**
 * Nothing moves when the answers come: every widget's box while its requests are held (the
 * loading shape) is the box it draws with the answers, at 320, 390, 412, 768 and 1280 px, at
 * 100 and 200 % text, in English and in the language with the longest words. A widget whose
 * length follows its data (a list of reviews) keeps the box of what it reserved: the summary or
 * header above the list, and where the list starts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/product-reviews/define.js';
import '../../src/business-reviews/define.js';
import { ratingWords } from '../../src/shared/messages.js';
import { badgeWords } from '../../src/business-summary/messages.js';
import { reviewWords } from '../../src/review-list/messages.js';
import { businessReviewWords } from '../../src/business-reviews/messages.js';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock/index.js';
import { assertContract, startMock } from '../support/platform.js';
import { holdRequests, releaseHeldRequests } from '../support/hold.js';
import { waitUntil } from '../support/wait.js';
import { mountWidget, settled } from '../support/layout.js';

/** Parts whose box is reserved in a widget whose length follows its data. */
const listParts = ['[part=summary]', '[part=header]'];
const widgets: [string, string][] = [
  // The platform's words for the rating come after it, from a request of their own.
  [
    'stars with label',
    `<rp-stars sku="${MOCK_IDS.skus.many}" show-score show-count show-label></rp-stars>`,
  ],
  ['badge micro', `<rp-trust-badge layout="micro"></rp-trust-badge>`],
  ['badge mini', `<rp-trust-badge show-review-link></rp-trust-badge>`],
  ['badge full', `<rp-trust-badge layout="full" show-review-link></rp-trust-badge>`],
  // Every language's reviews: the page's language alone has none in Italian.
  ['business reviews carousel', `<rp-business-reviews language="all"></rp-business-reviews>`],
  [
    'business reviews grid',
    `<rp-business-reviews layout="grid" language="all"></rp-business-reviews>`,
  ],
  // Every language's reviews, so each locale has a list. With photos and attributes; with
  // attributes and no photos on the first page; with neither photos nor tools (more reviews
  // than one answer holds); few reviews, none with photos, with attributes and (its ratings
  // taken out below) without.
  ...(['photos', 'attributes', 'many', 'few', 'few, no attributes'] as const).map(
    (kind): [string, string] => [
      `product reviews (${kind})`,
      `<rp-product-reviews sku="${MOCK_IDS.skus[kind === 'few, no attributes' ? 'few' : kind]}" language="all"></rp-product-reviews>`,
    ],
  ),
  // No reviews at all: the empty state keeps the whole reserved box, so nothing below moves.
  [
    'product reviews (none)',
    `<rp-product-reviews sku="${MOCK_IDS.skus.none}"></rp-product-reviews>`,
  ],
];
/** The language whose catalogues, all modules summed, are the longest of the 25. */
const LONGEST = 'it-IT';

let serial = 0;

type Box = { width: number; height: number; top: number; left: number };
const box = (el: Element): Box => {
  const { width, height, top, left } = el.getBoundingClientRect();
  return { width, height, top, left };
};

/** The boxes that must not move: the host's, or for a list its reserved parts and the list's start. */
function boxes(el: HTMLElement, whole: boolean): Record<string, Box> {
  if (whole) return { host: box(el) };
  const found: Record<string, Box> = {};
  for (const selector of listParts) {
    const part = el.shadowRoot!.querySelector(selector);
    if (part) found[selector] = box(part);
  }
  const list = el.shadowRoot!.querySelector('.list ul, .cards');
  if (list) found['list start'] = { ...box(list), height: 0 };
  return found;
}

/** Rounded to a tenth of a pixel, so a sub-pixel difference in rounding is not a shift. */
const round = (all: Record<string, Box>) =>
  Object.fromEntries(
    Object.entries(all).map(([name, b]) => [
      name,
      Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Math.round(v * 10) / 10])),
    ]),
  );

before(async () => {
  for (const words of [ratingWords, badgeWords, reviewWords, businessReviewWords]) {
    await words.load(LONGEST);
  }
});
beforeEach(async () => {
  await startMock({ seed: 1 });
});
afterEach(releaseHeldRequests);
afterEach(assertContract);

/** Mounts `markup`, measures its loading shape with every request held, then its drawn box. */
async function assertNoShift(
  label: string,
  markup: string,
  width: number,
  fontSize: number,
  locale: string,
) {
  const whole =
    !markup.includes('layout="grid"') &&
    (!markup.includes('<rp-product-reviews') || label.endsWith('(none)'));
  if (label.endsWith('no attributes)')) {
    const platform = await startMock({ seed: 1 });
    for (const review of platform.data.productReviews) review.attributeRatings = [];
  }
  const hold = holdRequests();
  const { el } = await mountWidget(markup, width, fontSize, 'shift-test', { locale });
  // The loading shape, drawn while every request is held.
  await waitUntil(() => hold.calls.length > 0, 'no request sent');
  await waitUntil(() => el.shadowRoot?.firstElementChild, 'no loading shape');
  await el.updateComplete;
  const reserved = round(boxes(el, whole));
  hold.release();
  await settled(el);
  // Clamped texts are measured after layout, and a Read more drawn then.
  await new Promise(requestAnimationFrame);
  await el.updateComplete;
  expect(round(boxes(el, whole))).to.deep.equal(reserved);
}

const textSize = (fontSize: number) => (fontSize === 16 ? '100' : '200');

describe('the loading shape is the drawn box', () => {
  for (const [label, markup] of widgets) {
    for (const locale of ['en-US', LONGEST]) {
      for (const width of [320, 390, 412, 768, 1280]) {
        for (const fontSize of [16, 32]) {
          it(`${label}, ${locale}, ${width} px, ${textSize(fontSize)} % text`, () =>
            assertNoShift(label, markup, width, fontSize, locale));
        }
      }
    }
  }
});

describe("the loading shape follows the merchant's ::part styles", () => {
  // Larger attributes and section headings than the widget's own, as a shop's stylesheet sets.
  const style = document.createElement('style');
  style.textContent = `
    rp-product-reviews::part(attribute) { padding: 0.75em 0; font-size: 1.25em; }
    rp-product-reviews::part(section-heading) { padding-block: 0.5em; font-size: 1.6em; }`;
  before(() => document.head.append(style));
  after(() => style.remove());
  const markup = `<rp-product-reviews sku="${MOCK_IDS.skus.attributes}" language="all"></rp-product-reviews>`;
  for (const width of [320, 390, 1280]) {
    for (const fontSize of [16, 32]) {
      it(`product reviews (attributes), ${width} px, ${textSize(fontSize)} % text`, () =>
        assertNoShift('product reviews (attributes)', markup, width, fontSize, 'en-US'));
    }
  }
});

/** The bench's product grid: four columns of tiles, 24 px apart, in a 412 px phone's page. */
const tiles = (stars: string) =>
  `<ul style="display: grid; grid-template-columns: repeat(4, 1fr); gap: 24px; padding: 0 24px; margin: 0; list-style: none">
    ${[MOCK_IDS.skus.many, MOCK_IDS.skus.attributes, MOCK_IDS.skus.photos, MOCK_IDS.skus.none].map((sku) => `<li><h2 style="font-size: 1em; margin: 0">Tent</h2>${stars.replace('SKU', sku)}<p style="margin: 0">€49</p></li>`).join('')}
  </ul>`;

/** Mounts four tiles of stars, holds their requests, and checks the first paint's tiles stay put. */
async function assertGridKeepsBox(
  shown: string,
  locale: string,
  width: number,
  fontSize: number,
  { slowTask = false } = {},
) {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style="inline-size: ${width}px; font-size: ${fontSize}px"></div>`,
  );
  const hold = holdRequests();
  // A slow phone's connecting task: every reading of the clock 40 ms on, until the first frame.
  const now = performance.now;
  let skew = 0;
  if (slowTask) performance.now = () => now.call(performance) + (skew += 40);
  const baseUrl = `https://api-${++serial}.shift-test.example`;
  wrapper.innerHTML = tiles(
    `<rp-stars sku="SKU" ${shown} api-key="${MOCK_API_KEY}" base-url="${baseUrl}" business-unit-id="${MOCK_IDS.businessUnits.acme}" locale="${locale}"></rp-stars>`,
  );
  const all = [...wrapper.querySelectorAll('rp-stars')] as (HTMLElement & {
    updateComplete: Promise<unknown>;
  })[];
  const loads = all.map((el) => new Promise((resolve) => el.addEventListener('load', resolve)));
  const tile = (el: Element) => box(el.closest('li')!);
  // The first paint: what the page lays out before any answer. A resize observer
  // reports after the first frame's layout (its animation frames run), before its paint.
  const firstFrame = new Promise<ReturnType<typeof round>>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      resolve(round(Object.fromEntries(all.map((el, i) => [i, tile(el)]))));
    });
    for (const el of all) observer.observe(el.closest('li')!);
  });
  let first: Awaited<typeof firstFrame>;
  try {
    await waitUntil(() => hold.calls.length > 0, 'no request sent');
    await Promise.all(all.map((el) => el.updateComplete));
    first = await firstFrame;
  } finally {
    performance.now = now;
  }
  hold.release();
  await Promise.all(loads);
  if (shown.includes('show-label')) {
    // The platform's words come after the rating, from a request of their own.
    await waitUntil(
      () => all.every((el) => !!el.shadowRoot!.querySelector('[part=label]')?.textContent),
      'no label',
    );
  }
  await Promise.all(all.map((el) => el.updateComplete));
  await new Promise(requestAnimationFrame);
  expect(round(Object.fromEntries(all.map((el, i) => [i, tile(el)])))).to.deep.equal(first);
}

describe('stars in a product grid keep their first box', () => {
  for (const shown of ['show-count', 'show-score show-count', 'show-count show-label']) {
    for (const locale of ['en-US', LONGEST]) {
      for (const width of [320, 412, 1280]) {
        for (const fontSize of [16, 32]) {
          it(`${shown}, ${locale}, ${width} px, ${textSize(fontSize)} % text`, () =>
            assertGridKeepsBox(shown, locale, width, fontSize));
        }
      }
    }
  }
  // The page's first widgets of a locale make its number formats after asking for their data;
  // the counts' rooms, sized by them, are still in the first paint. (No other test here uses it.)
  it('show-count, the first stars of a locale, 412 px, 100 % text', () =>
    assertGridKeepsBox('show-count', 'en-GB', 412, 16));
  // Render turns spread later draws over tasks; on a slow phone the connecting task's draws take
  // long, and no draw before the first paint may wait for a turn. (Its locale is new here too.)
  it('show-count, the first stars of a locale, a slow connecting task, 412 px, 100 % text', () =>
    assertGridKeepsBox('show-count', 'en-AU', 412, 16, { slowTask: true }));
});

describe("the product list's photo strip moves nothing when the shown reviews have none", () => {
  for (const locale of ['en-US', LONGEST]) {
    for (const width of [320, 390, 412, 768, 1280]) {
      for (const fontSize of [16, 32]) {
        it(`${locale}, ${width} px, ${textSize(fontSize)} % text`, async () => {
          const platform = await startMock({ seed: 1 });
          const { photos } = MOCK_IDS.skus;
          const plain = platform.data.productReviews.find(
            (r) => r.sku === photos && r.state === 'published' && !r.attachments.length,
          )!;
          const { el } = await mountWidget(
            `<rp-product-reviews sku="${photos}" language="all"></rp-product-reviews>`,
            width,
            fontSize,
            'shift-test',
            { locale },
          );
          await settled(el);
          const root = el.shadowRoot!;
          expect(root.querySelectorAll('[part=photo-strip] [part=photo]').length).to.be.above(0);
          const before = round(boxes(el, false));
          // A search that leaves one review, without photos: the strip has nothing to show.
          const search = root.querySelector<HTMLInputElement>('[part=search]')!;
          search.value = plain.consumer.displayName;
          search.dispatchEvent(new Event('input'));
          await waitUntil(() => root.querySelectorAll('.list ul > li').length === 1, 'no match');
          await el.updateComplete;
          expect(root.querySelector('[part=photo-strip]')).to.equal(null);
          expect(round(boxes(el, false))).to.deep.equal(before);
        });
      }
    }
  }
});
