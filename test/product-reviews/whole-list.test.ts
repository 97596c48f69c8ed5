/**
 * A product with at most 100 reviews: its list is held whole, so pages, the count in the page's
 * language, the order, the photo filter and the search are exact and cost no request. And what
 * a shopper sees when only the page of reviews fails.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import type { RpProductReviews } from '../../src/product-reviews/rp-product-reviews.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { $, $$, expected, mount, element, sent, settled, text } from './helpers.js';

const { skus } = MOCK_IDS;
let platform: MockPlatform;

const names = (el: RpProductReviews) => $$(el, '.list [part=review] > .meta > .name').map(text);
/** The stars of each review shown, from its name ("Anna K., 4 out of 5 stars"). */
const starsShown = (el: RpProductReviews) =>
  $$(el, '.list [part=review]').map((review) =>
    Number(/(\d) out of 5 stars/.exec(review.getAttribute('aria-label') ?? '')?.[1]),
  );
const pagerOf = (el: RpProductReviews) => text($(el, '[part=pagination] .of'));
const pageButtons = (el: RpProductReviews) =>
  $$(el, '[part=pagination] ol button').map((button) => text(button));
const status = (el: RpProductReviews) => text($(el, '[role=status]'));

async function search(el: RpProductReviews, words: string): Promise<void> {
  const field = $<HTMLInputElement>(el, '[part=search]')!;
  field.value = words;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

describe('<rp-product-reviews> whole list (at most 100 reviews)', () => {
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);

  it("numbers the pages and counts the reviews in the page's language", async () => {
    const english = expected(platform, [skus.attributes]).reviews.filter(
      (review) => review.language === 'en',
    );
    expect(english.length).to.be.above(10);
    const el = await mount(element(skus.attributes, { language: false }));
    const last = Math.ceil(english.length / 10);
    expect(text($(el, '[part=languages] span'))).to.equal(`${english.length} reviews in English`);
    expect(pagerOf(el)).to.equal(`Page 1 of ${last}`);
    expect(pageButtons(el).at(-1)).to.equal(String(last));
    expect(names(el)).to.deep.equal(english.slice(0, 10).map((r) => r.consumer.displayName));

    // The last page comes from the whole list: no request.
    const before = sent(requests, '/reviews').length;
    $$<HTMLButtonElement>(el, '[part=pagination] ol button').at(-1)!.click();
    await settled(el);
    expect(names(el)).to.deep.equal(
      english.slice((last - 1) * 10).map((r) => r.consumer.displayName),
    );
    expect(sent(requests, '/reviews').length).to.equal(before);
  });

  it('shows ellipses between far page numbers', async () => {
    const all = expected(platform, [skus.attributes]).reviews;
    const el = await mount(element(skus.attributes, { 'per-page': '5', page: '6' }));
    const last = Math.ceil(all.length / 5);
    expect(last).to.be.above(8);
    const items = $$(el, '[part=pagination] ol li').map(text);
    expect(items).to.deep.equal(['1', '…', '5', '6', '7', '…', String(last)]);
  });

  it('sorts by highest and lowest rating, newest first among equals, with no request', async () => {
    const all = expected(platform, [skus.attributes]).reviews;
    const el = await mount(element(skus.attributes));
    const before = sent(requests, '/reviews').length;
    const select = $<HTMLSelectElement>(el, '[part=tools] select')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([
      'Newest',
      'Highest rating',
      'Lowest rating',
    ]);
    const byStars = (sign: number) =>
      [...all].sort((a, b) => sign * (a.stars - b.stars)).slice(0, 10);
    select.value = 'lowest';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.sort).to.equal('lowest');
    expect(names(el)).to.deep.equal(byStars(1).map((r) => r.consumer.displayName));
    expect(starsShown(el)).to.deep.equal(byStars(1).map((r) => r.stars));
    el.sort = 'highest';
    await el.updateComplete;
    expect(names(el)).to.deep.equal(byStars(-1).map((r) => r.consumer.displayName));
    expect(sent(requests, '/reviews').length).to.equal(before);
  });

  it('keeps the reviews with photos, counted, on numbered pages', async () => {
    const all = expected(platform, [skus.photos]).reviews;
    const withPhotos = all.filter((review) => review.attachments.length > 0);
    expect(withPhotos.length).to.be.within(11, all.length - 1);
    const el = await mount(element(skus.photos));
    const box = $<HTMLInputElement>(el, '[part=tools] input[type=checkbox]')!;
    expect(text(box.closest('label'))).to.equal('With photos');
    box.click();
    await el.updateComplete;
    expect(names(el)).to.deep.equal(withPhotos.slice(0, 10).map((r) => r.consumer.displayName));
    expect(pagerOf(el)).to.equal(`Page 1 of ${Math.ceil(withPhotos.length / 10)}`);
    expect(status(el)).to.equal(
      `${withPhotos.length} reviews, page 1 of ${Math.ceil(withPhotos.length / 10)}`,
    );
  });

  it('finds the reviews with every word searched, whatever the case and accents', async () => {
    const all = expected(platform, [skus.attributes]).reviews;
    const el = await mount(element(skus.attributes));
    const word = all[3]!.content.split(/\s+/).find((w) => /^\p{L}{5,}$/u.test(w))!;
    const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const found = all.filter((review) =>
      fold(
        [
          review.content,
          review.consumer.displayName,
          review.firstCompanyComment?.comment ?? '',
        ].join('\n'),
      ).includes(fold(word)),
    );
    await search(el, `  ${word.toUpperCase()} `);
    expect(names(el)).to.deep.equal(found.slice(0, 10).map((r) => r.consumer.displayName));
    expect(status(el)).to.match(new RegExp(`^${found.length} reviews?, page 1 of`));

    await search(el, `${word} zzqqxx`);
    expect(names(el)).to.deep.equal([]);
    expect(text($(el, '.list [part=empty]'))).to.equal('No reviews match your search.');
    expect($(el, '[part=pagination]')).to.equal(null);
  });

  it('offers no sort, photo filter or search above 100 reviews', async () => {
    const el = await mount(element(skus.many));
    expect($$(el, '[part=review]').length).to.equal(10);
    // The tools' row keeps its room (the loading shape's), unseen and out of reach.
    const tools = $<HTMLElement>(el, '[part=tools]')!;
    expect(tools.inert).to.equal(true);
    expect(getComputedStyle(tools).visibility).to.equal('hidden');
    // One page asked for, never the whole list.
    expect(sent(requests, '/reviews').map((url) => url.searchParams.get('perPage'))).to.deep.equal([
      '10',
    ]);
  });

  it('asks for the whole list once, then pages without requests', async () => {
    const el = await mount(element(skus.attributes));
    expect(sent(requests, '/reviews').map((url) => url.searchParams.get('perPage'))).to.deep.equal([
      '10',
      '100',
    ]);
    $$<HTMLButtonElement>(el, '[part=pagination] > button')[1]!.click();
    await settled(el);
    expect(sent(requests, '/reviews')).to.have.length(2);
  });
});

describe('<rp-product-reviews> when only the page of reviews fails', () => {
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);

  /** A widget of skus.many whose `operation` fails (retries included), once it said `error`. */
  async function failing(operation: string, attributes: Record<string, string> = {}) {
    platform.fail({ operation, status: 500, retryAfter: 0, times: 10 });
    const el = element(skus.many, attributes);
    const failed = oneEvent(el, 'error');
    await fixture(html`${el}`);
    await failed;
    await el.updateComplete;
    return el;
  }

  it('keeps the summary and shows the notice with Retry in the list', async () => {
    const el = await failing('listProductReviews');
    const want = expected(platform, [skus.many]);
    expect(text($(el, '.total'))).to.equal(`Based on ${want.total} reviews`);
    expect($$(el, '[part=histogram-row]')).to.have.length(5);
    expect(text($(el, '.list [role=heading]'))).to.equal('Reviews');
    expect(text($(el, '.list [part=error] p'))).to.equal('Reviews could not be loaded.');
    expect(el.hasAttribute('failed')).to.equal(false);
    platform.clearFaults();
    const loaded = oneEvent(el, 'load');
    $<HTMLButtonElement>(el, '.list [part=error] button')!.click();
    await loaded;
    expect($$(el, '[part=review]')).to.have.length(10);
  });

  it('with fallback="collapse", keeps the summary and hides only the list', async () => {
    const el = await failing('listProductReviews', { fallback: 'collapse' });
    expect($$(el, '[part=histogram-row]')).to.have.length(5);
    expect($(el, '.list')).to.equal(null);
    expect($(el, '[part=error]')).to.equal(null);
    expect(el.getBoundingClientRect().height).to.be.above(0);
  });

  it('with fallback="collapse", takes no space when everything fails', async () => {
    const el = await failing('batchSummaries', { fallback: 'collapse' });
    await waitUntil(() => el.getAttribute('failed') === 'collapse', 'not marked failed');
    expect(el.getBoundingClientRect().height).to.equal(0);
    expect(text(el.shadowRoot)).not.to.contain('could not be loaded');
  });
});
