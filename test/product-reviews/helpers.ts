import { fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import '../../src/product-reviews/define.js';
import type { RpProductReviews } from '../../src/product-reviews/rp-product-reviews.js';

/** Text as a reader sees it: whitespace collapsed. */
export const text = (node: Node | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

export const $ = <E extends Element = HTMLElement>(el: RpProductReviews, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);

export const $$ = <E extends Element = HTMLElement>(el: RpProductReviews, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<E>(selector),
];

/** Waits until nothing is loading: no skeleton left and no list marked busy. */
export async function settled(el: RpProductReviews): Promise<RpProductReviews> {
  await el.updateComplete;
  await waitUntil(
    () => !$(el, '.skeleton, [aria-busy="true"]'),
    'the widget did not finish loading',
  );
  await el.updateComplete;
  return el;
}

/**
 * Mounts an element as the fixture's root (a Lit element: no animation frame is awaited, so the
 * test also runs in a background tab) and waits until it has loaded.
 */
export async function mount(el: RpProductReviews): Promise<RpProductReviews> {
  await fixture(html`${el}`);
  return settled(el);
}

/**
 * A configured element for the mock's acme business unit, with its own client. It lists every
 * language unless told otherwise (`language: false` keeps the page's language, the default).
 */
export function element(sku: string, attributes: Record<string, string | boolean> = {}) {
  const el = document.createElement('rp-product-reviews');
  Object.assign(el, { apiKey: MOCK_API_KEY, baseUrl: freshBase(), businessUnitId: bu, sku });
  for (const [name, value] of Object.entries<string | boolean>({
    language: 'all',
    ...attributes,
  })) {
    if (value !== false) el.setAttribute(name, value === true ? '' : value);
  }
  return el;
}

export const bu = MOCK_IDS.businessUnits.acme;

let serial = 0;
/** A base URL of its own per test: its own client, so no answer is cached across tests. */
export const freshBase = () => `https://api-${++serial}.reviews-test.example`;

/** What the public list and summaries show of a product, straight from the mock's data. */
export function expected(platform: MockPlatform, skus: string[], businessUnitId = bu) {
  const reviews = platform.data.productReviews
    .filter(
      (review) =>
        review.businessUnitId === businessUnitId &&
        review.state === 'published' &&
        skus.includes(review.sku),
    )
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const counts = [1, 2, 3, 4, 5].map((stars) => reviews.filter((r) => r.stars === stars).length);
  const mean = reviews.reduce((sum, review) => sum + review.stars, 0) / (reviews.length || 1);
  return { reviews, counts, total: reviews.length, average: Math.round(mean * 10) / 10 };
}

/** Recorded requests whose path ends with `suffix` ("/reviews", "/batch-summaries"...). */
export function sent(all: { url: string }[], suffix: string): URL[] {
  return all.map((request) => new URL(request.url)).filter((url) => url.pathname.endsWith(suffix));
}
