import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import '../../src/stars/define.js';
import '../../src/config/define.js';
import { RpFilterChangeEvent, RpPageChangeEvent } from '../../src/review-list/events.js';
import type { RpProductReviews } from '../../src/product-reviews/rp-product-reviews.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';
import { spyOnIntl } from '../support/intl-spy.js';
import { $, $$, bu, element, expected, freshBase, mount, sent, settled, text } from './helpers.js';

const { skus } = MOCK_IDS;
let platform: MockPlatform;

const dateOf = (timestamp: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(timestamp));

const widget = (sku: string, attributes: Record<string, string | boolean> = {}) =>
  mount(element(sku, attributes));

const reviewNames = (el: RpProductReviews, scope = '.list:not([part=imported])') =>
  $$(el, `${scope} [part=review] > .meta > .name`).map(text);

/**
 * Records every fetch with its abort signal and body until `restore()`, and what `snapshot`
 * says of the page at the moment of the call. `ended()` waits until every request recorded has
 * ended: aborted, failed, or answered with its whole body (what a late answer could change is
 * then there to see, without guessing how long it takes).
 */
function spyOnFetch<S = undefined>(snapshot: () => S = () => undefined as S) {
  const calls: {
    url: string;
    signal?: AbortSignal | null;
    body?: unknown;
    seen: S;
    ended: boolean;
  }[] = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    const call = {
      url: String(input),
      signal: init?.signal,
      body: init?.body,
      seen: snapshot(),
      ended: false,
    };
    calls.push(call);
    const answer = original(input, init);
    void answer
      .then((response) => response.clone().text())
      .catch(() => undefined)
      .finally(() => (call.ended = true));
    return answer;
  };
  return {
    calls,
    restore: () => (window.fetch = original),
    ended: () => waitUntil(() => calls.every((call) => call.ended), 'a request never ended'),
  };
}

/** The JSON-LD child, once the structured-data code (loaded after the first draw) wrote it. */
async function jsonLd(el: HTMLElement): Promise<HTMLScriptElement> {
  const find = () =>
    el.querySelector<HTMLScriptElement>(':scope > script[type="application/ld+json"]');
  await waitUntil(() => find() !== null, 'no JSON-LD');
  return find()!;
}

describe('<rp-product-reviews>', () => {
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);

  describe('1. summary and histogram', () => {
    it('shows the average, stars, total and a five-to-one histogram from the data', async () => {
      const want = expected(platform, [skus.many]);
      const el = await widget(skus.many);
      expect(text($(el, '.score'))).to.equal(want.average.toFixed(1));
      expect($(el, '.average [role=img]')!.getAttribute('aria-label')).to.equal(
        `${want.average.toFixed(1)} out of 5`,
      );
      expect(text($(el, '.total'))).to.equal(`Based on ${want.total} reviews`);
      const rows = $$(el, '[part=histogram-row]');
      expect(rows.map((row) => text(row.querySelector('span')))).to.deep.equal([
        '5 stars,',
        '4 stars,',
        '3 stars,',
        '2 stars,',
        '1 star,',
      ]);
      rows.forEach((row, i) => {
        const count = want.counts[4 - i];
        const percent = `${Math.round((count / want.total) * 100)}%`;
        expect(text(row), `row ${5 - i}`).to.equal(
          `${5 - i} star${i === 4 ? '' : 's'}, ${percent}, ${count} review${count === 1 ? '' : 's'}`,
        );
        const fill = row.querySelector('.fill')!;
        expect(Number(fill.getAttribute('width'))).to.be.closeTo((count / want.total) * 100, 1e-9);
      });
    });

    it('filters by star rows (toggles, several at once), shows and clears the filter', async () => {
      const want = expected(platform, [skus.many]);
      const el = await widget(skus.many);
      const events: RpFilterChangeEvent[] = [];
      el.addEventListener('rp-filter-change', (event) => events.push(event));
      const row = (stars: number) => $$(el, '[part=histogram-row]')[5 - stars];

      row(5).click();
      await settled(el);
      row(4).click();
      await settled(el);
      expect(row(5).getAttribute('aria-pressed')).to.equal('true');
      expect(row(4).getAttribute('aria-pressed')).to.equal('true');
      expect(row(3).getAttribute('aria-pressed')).to.equal('false');
      const lists = sent(requests, '/reviews');
      expect(lists.at(-1)!.searchParams.get('stars')).to.equal('4,5');
      expect(events.map((event) => event.stars)).to.deep.equal([[5], [4, 5]]);
      expect(events[0]).to.be.instanceOf(RpFilterChangeEvent);
      expect(events[0].bubbles && events[0].composed).to.equal(true);
      expect(text($(el, '[part=filter] span'))).to.equal('Showing 4 and 5 star reviews');

      // The list shows only 4 and 5 star reviews, newest first, and pages follow their count.
      const filtered = want.reviews.filter((review) => review.stars >= 4);
      expect(reviewNames(el)).to.deep.equal(
        filtered.slice(0, 10).map((review) => review.consumer.displayName),
      );
      const pages = Math.ceil(filtered.length / 10);
      expect(text($$(el, '[part=pagination] ol li').at(-1))).to.equal(String(pages));

      // Toggling a row off.
      row(5).click();
      await settled(el);
      expect(row(5).getAttribute('aria-pressed')).to.equal('false');
      expect(sent(requests, '/reviews').at(-1)!.searchParams.get('stars')).to.equal('4');

      // Clearing the filter.
      $<HTMLButtonElement>(el, '[part=filter] button')!.click();
      await settled(el);
      expect($(el, '[part=filter]')).to.equal(null);
      // The unfiltered first page comes from the cache: it was fetched already.
      expect(
        sent(requests, '/reviews').filter((url) => !url.searchParams.has('stars')),
      ).to.have.length(1);
      expect(reviewNames(el)).to.deep.equal(
        want.reviews.slice(0, 10).map((review) => review.consumer.displayName),
      );
      expect(events.at(-1)!.stars).to.deep.equal([]);
      expect(el.page).to.equal(1);
    });

    it('shows only the later filter when an earlier filter answers late', async () => {
      const want = expected(platform, [skus.many]);
      // The stars=5 page answers 600 ms late; the stars=4,5 page at once.
      platform.fail({ operation: 'listProductReviews', path: /[?&]stars=5(&|$)/, delay: 600 });
      const fetches = spyOnFetch();
      try {
        const el = await widget(skus.many);
        const row = (stars: number) => $$<HTMLButtonElement>(el, '[part=histogram-row]')[5 - stars];
        row(5).click();
        await el.updateComplete;
        // The first filter's request is at the mock (and held there) before the second click.
        await waitUntil(() =>
          sent(requests, '/reviews').some((url) => url.searchParams.get('stars') === '5'),
        );
        row(4).click();
        await settled(el);
        const later = want.reviews
          .filter((review) => review.stars >= 4)
          .slice(0, 10)
          .map((review) => review.consumer.displayName);
        // The later filter's page has 4-star reviews in it: a 5-star-only list would differ.
        expect(
          $$(el, '.list:not([part=imported]) [part=review]').some((article) =>
            article.getAttribute('aria-label')!.endsWith(', 4 out of 5 stars'),
          ),
        ).to.equal(true);
        expect(reviewNames(el)).to.deep.equal(later);
        // Once the first filter's request has ended (aborted, or answered late): still the later
        // filter.
        await fetches.ended();
        await settled(el);
        expect(reviewNames(el)).to.deep.equal(later);
        expect(text($(el, '[part=filter] span'))).to.equal('Showing 4 and 5 star reviews');
        expect(row(5).getAttribute('aria-pressed')).to.equal('true');
        expect(row(4).getAttribute('aria-pressed')).to.equal('true');
        const first = fetches.calls.find((call) => /[?&]stars=5(&|$)/.test(call.url))!;
        expect(first.signal!.aborted, 'the superseded request is aborted').to.equal(true);
        const second = fetches.calls.find((call) => /[?&]stars=4(%2C|,)5(&|$)/.test(call.url))!;
        expect(second.signal!.aborted).to.equal(false);
      } finally {
        fetches.restore();
      }
    });

    it('names the filter in German with the noun in the right number', async () => {
      const el = await widget(skus.many, { locale: 'de-DE' });
      const row = (stars: number) => $$(el, '[part=histogram-row]')[5 - stars];
      row(1).click();
      await settled(el);
      expect(text($(el, '[part=filter] span'))).to.equal('Bewertungen mit 1 Stern');
      row(5).click();
      await settled(el);
      expect(text($(el, '[part=filter] span'))).to.equal('Bewertungen mit 1 und 5 Sternen');
    });

    it('reads the stars attribute as the filter, with no event', async () => {
      const events: Event[] = [];
      document.addEventListener('rp-filter-change', (event) => events.push(event));
      const el = await widget(skus.many, { stars: '5,4' });
      expect(sent(requests, '/reviews')[0].searchParams.get('stars')).to.equal('4,5');
      expect($$(el, '[aria-pressed=true]')).to.have.length(2);
      expect(events).to.have.length(0);
    });
  });

  describe('2. attribute bars', () => {
    it("shows each attribute's name (in the locale) with its average and a bar of it", async () => {
      const want = expected(platform, [skus.attributes]);
      const el = await widget(skus.attributes, { locale: 'de-DE' });
      expect(sent(requests, '/attribute-summaries')).to.have.length(1);
      const items = $$(el, '[part=attribute]:not(.attribute-room)');
      expect(items.map((item) => text(item.querySelector('.name')))).to.deep.equal([
        'Qualität',
        'Passform',
        'Preis-Leistung',
      ]);
      ['quality', 'fit', 'value'].forEach((key, i) => {
        const ratings = want.reviews.flatMap((review) =>
          review.attributeRatings
            .filter((rating) => rating.attributeId === `attributes.default.${key}`)
            .map((rating) => rating.rating),
        );
        const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
        expect(text(items[i].querySelector('.value'))).to.equal(
          `${average.toFixed(1).replace('.', ',')} von 5`,
        );
        // A horizontal bar filled to the exact average out of 5, right under its name.
        const fill = Number(items[i].querySelector('.fill')!.getAttribute('width'));
        expect(fill).to.be.closeTo((average / 5) * 100, 1);
        const [name, value, bar] = ['.name', '.value', '.bar'].map((s) =>
          items[i].querySelector(s)!.getBoundingClientRect(),
        );
        expect(Math.round(value.top)).to.equal(Math.round(name.top));
        expect(bar.top).to.be.at.least(name.bottom);
      });
    });

    it('shows the reviews without the bars when their summaries fail, and says why in the console', async () => {
      platform.fail({ operation: 'batchAttributeSummaries', status: 503 });
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(message);
      try {
        const el = element(skus.attributes);
        const errors: Event[] = [];
        el.addEventListener('error', (event) => errors.push(event));
        await mount(el);
        expect($$(el, '[part=review]')).to.have.length.above(0);
        expect($$(el, '[part=attribute]:not(.attribute-room)')).to.have.length(0);
        expect(errors).to.deep.equal([]);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.match(
          /^<rp-product-reviews>: POST .*\/attribute-summaries answered 503.* The reviews are shown without ratings by feature\.$/,
        );
      } finally {
        console.warn = warn;
      }
    });

    it('lists attributes of other types without drawing them', async () => {
      const el = await widget(skus.attributes);
      // Another kind of attribute, as a future platform might send it.
      const view = (el as unknown as { platform: { value: { attributes: unknown[] } } }).platform
        .value;
      view.attributes.push({
        id: 'attributes.default.colour',
        name: 'Colour',
        type: 'choice',
        options: [],
        totalOccurrences: 7,
        occurrences: { one: 0, two: 0, three: 0, four: 0, five: 0 },
        average: 0,
      });
      el.requestUpdate();
      await el.updateComplete;
      const item = $$(el, '[part=attribute]:not(.attribute-room)').at(-1)!;
      expect(text(item)).to.equal('Colour 7 ratings');
      expect(item.querySelector('svg')).to.equal(null);
    });
  });

  describe('3. the review list', () => {
    it('shows stars, date, name, text with line breaks, ratings, photos and the reply', async () => {
      const want = expected(platform, [skus.many]);
      const el = await widget(skus.many);
      const first = want.reviews[0];
      expect(first.id).to.equal(MOCK_IDS.reviewIds.published);
      const items = $$(el, '.list > ul > li > [part=review]');
      expect(items).to.have.length(10);
      expect($(el, '.list > ul')!.localName).to.equal('ul');
      expect(reviewNames(el)).to.deep.equal(
        want.reviews.slice(0, 10).map((review) => review.consumer.displayName),
      );
      const article = items[0];
      expect(article.localName).to.equal('article');
      expect(article.getAttribute('aria-label')).to.equal(
        `${first.consumer.displayName}, 5 out of 5 stars`,
      );
      const filled = [...article.querySelectorAll('.meta [part=star] svg')].filter(
        (fill) => Number(fill.getAttribute('width')) > 0,
      ).length;
      expect(filled).to.equal(5);
      expect(text(article.querySelector('time'))).to.equal(dateOf(first.createdAt));
      expect(article.querySelector('time')!.getAttribute('datetime')).to.equal(first.createdAt);
      const body = article.querySelector('.text')!;
      expect(body.textContent).to.equal(first.content);
      expect(first.content).to.contain('\n\n');
      expect(getComputedStyle(body).whiteSpace).to.equal('pre-line');
      expect($$(el, '.ratings').length).to.be.greaterThan(0);
      expect([...article.querySelectorAll('.ratings li')].map(text)).to.deep.equal([
        'Quality 5 out of 5',
        'Value 4 out of 5',
        'Durability 5 out of 5',
      ]);
      // Photos: the smallest file at least twice the 72px thumbnail (320x320), lazy.
      const images = [...article.querySelectorAll<HTMLImageElement>('[part=photo] img')];
      expect(images).to.have.length(2);
      const files = first.attachments[0].processedFiles;
      expect(images[0].getAttribute('src')).to.equal(
        files.find((file) => file.dimension === '320x320')!.url,
      );
      expect(images[0].loading).to.equal('lazy');
      expect(images[0].getAttribute('alt')).to.equal('');
      expect(article.querySelector('[part=photo]')!.getAttribute('aria-label')).to.equal(
        `Photo 1 of 2 from ${first.consumer!.displayName}`,
      );
      const reply = article.querySelector('[part=reply]')!;
      expect(text(reply)).to.equal(
        `Reply from the shop ${dateOf(first.firstCompanyComment!.createdAt)} ${first.firstCompanyComment!.comment}`,
      );
      // Reviews without a reply have no reply box.
      const withoutReply = want.reviews.slice(0, 10).filter((r) => !r.firstCompanyComment).length;
      expect(items.filter((item) => !item.querySelector('[part=reply]'))).to.have.length(
        withoutReply,
      );
    });

    it('shows markup in review text as typed and uses only http(s) image URLs', async () => {
      const review = platform.data.productReviews.find(
        (item) => item.id === MOCK_IDS.reviewIds.published,
      )!;
      // This test's platform has its own records; objects inside them are replaced, not changed.
      review.content = '<img src=x onerror="window.hacked=1"><b>bold</b>';
      review.consumer = { ...review.consumer, displayName: '<script>alert(1)</script>' };
      review.attachments = review.attachments.map((attachment, i) => ({
        ...attachment,
        processedFiles: i
          ? attachment.processedFiles
          : attachment.processedFiles.map((file) => ({ ...file, url: 'javascript:alert(1)' })),
      }));
      const el = await widget(skus.many, { 'structured-data': true });
      const article = $(el, '[part=review]')!;
      expect(article.querySelector('.text')!.textContent).to.equal(review.content);
      expect(article.querySelector('.text b, .text img')).to.equal(null);
      expect(text(article.querySelector('.name'))).to.equal('<script>alert(1)</script>');
      expect(article.querySelectorAll('[part=photo]')).to.have.length(1);
      expect((window as { hacked?: number }).hacked).to.equal(undefined);
      const script = await jsonLd(el);
      expect(script.textContent).not.to.contain('<');
      expect(script.textContent).to.contain('\\u003cscript>');
      expect(JSON.parse(script.textContent!).review[0].author.name).to.equal(
        '<script>alert(1)</script>',
      );
    });
  });

  describe('4. pagination', () => {
    it('derives pages from the total, moves pages on click and fires rp-page-change', async () => {
      const want = expected(platform, [skus.many]);
      const el = await widget(skus.many);
      const pages = Math.ceil(want.total / 10);
      const nav = $(el, '[part=pagination]')!;
      expect(nav.localName).to.equal('nav');
      expect(nav.getAttribute('aria-label')).to.equal('Review pages');
      const numbers = () => $$(el, '[part=pagination] ol li').map(text);
      expect(numbers()).to.deep.equal(['1', '2', '…', String(pages)]);
      expect($(el, '[aria-current=page]')!.getAttribute('aria-label')).to.equal('Page 1');
      expect($<HTMLButtonElement>(el, '[part=pagination] > button')!.disabled).to.equal(true);

      const next = $$<HTMLButtonElement>(el, '[part=pagination] > button')[1];
      setTimeout(() => next.click());
      const event = (await oneEvent(el, 'rp-page-change')) as RpPageChangeEvent;
      expect(event).to.be.instanceOf(RpPageChangeEvent);
      expect(event.page).to.equal(2);
      await settled(el);
      expect(el.page).to.equal(2);
      expect(sent(requests, '/reviews').at(-1)!.searchParams.get('page')).to.equal('2');
      expect(reviewNames(el)).to.deep.equal(
        want.reviews.slice(10, 20).map((review) => review.consumer.displayName),
      );
      expect(numbers()).to.deep.equal(['1', '2', '3', '…', String(pages)]);
      // Focus moved to the list's heading, so the next Tab continues in the new page.
      expect(el.shadowRoot!.activeElement).to.equal($(el, '#list'));

      // The last page button.
      $$<HTMLButtonElement>(el, '[part=pagination] ol button').at(-1)!.click();
      await settled(el);
      expect(reviewNames(el)).to.deep.equal(
        want.reviews.slice((pages - 1) * 10).map((review) => review.consumer.displayName),
      );
      expect($$<HTMLButtonElement>(el, '[part=pagination] > button')[1].disabled).to.equal(true);
    });

    it('re-renders without an event when page is set from outside', async () => {
      const want = expected(platform, [skus.many]);
      const el = await widget(skus.many);
      const events: Event[] = [];
      el.addEventListener('rp-page-change', (event) => events.push(event));
      el.page = 3;
      await settled(el);
      expect(reviewNames(el)).to.deep.equal(
        want.reviews.slice(20, 30).map((review) => review.consumer.displayName),
      );
      el.setAttribute('page', '4');
      await settled(el);
      expect(sent(requests, '/reviews').at(-1)!.searchParams.get('page')).to.equal('4');
      expect(events).to.have.length(0);
    });

    it('shows the empty state, not an error, for a page beyond the last', async () => {
      const errors: Event[] = [];
      const el = element(skus.few, { page: '7' });
      el.addEventListener('error', (event) => errors.push(event));
      await mount(el);
      expect(text($(el, '[part=empty]'))).to.equal('There are no reviews on this page.');
      expect($(el, '[part=error]')).to.equal(null);
      expect(errors).to.have.length(0);
      // The summary is still there (3 reviews).
      expect(text($(el, '.total'))).to.equal('Based on 3 reviews');
      // A single page total: page 1 is offered to go back.
      const buttons = $$<HTMLButtonElement>(el, '[part=pagination] button');
      expect(buttons.map(text)).to.deep.equal(['Previous', '1', 'Next']);
      buttons[0].click();
      await settled(el);
      expect(el.page).to.equal(1);
      expect(reviewNames(el)).to.have.length(3);
      expect($(el, '[part=pagination]')).to.equal(null);
    });

    it('with a language filter: previous and next only, next stops at a short page', async () => {
      const want = expected(platform, [skus.many]).reviews.filter((r) => r.language === 'de');
      const perPage = 25;
      const el = await widget(skus.many, { language: 'de', 'per-page': String(perPage) });
      expect(sent(requests, '/reviews')[0].searchParams.get('language')).to.equal('de');
      expect($(el, '[part=pagination] ol')).to.equal(null);
      expect(text($(el, '[part=pagination] span'))).to.equal('Page 1');
      const next = () => $$<HTMLButtonElement>(el, '[part=pagination] > button')[1];
      const lastPage = Math.ceil(want.length / perPage);
      for (let page = 2; page <= lastPage; page++) {
        expect(next().disabled, `next on page ${page - 1}`).to.equal(false);
        next().click();
        await settled(el);
      }
      expect(reviewNames(el)).to.deep.equal(
        want.slice((lastPage - 1) * perPage).map((r) => r.consumer.displayName),
      );
      expect(want.length % perPage).to.not.equal(0);
      expect(next().disabled).to.equal(true);
      // The short last page reveals how many there are in German.
      expect(text($(el, '[part=languages] span'))).to.equal(`${want.length} reviews in German`);
    });

    it('says so when a language filter has no results, and can show all languages', async () => {
      const el = await widget(skus.few, { language: 'sv' });
      expect(expected(platform, [skus.few]).reviews.some((r) => r.language === 'sv')).to.equal(
        false,
      );
      expect(text($(el, '[part=empty]'))).to.equal('No reviews in Swedish yet.');
      const all = $<HTMLButtonElement>(el, '[part=languages] button')!;
      expect(text(all)).to.equal('Show reviews in all languages (3)');
      setTimeout(() => all.click());
      const event = (await oneEvent(el, 'rp-filter-change')) as RpFilterChangeEvent;
      expect(event.language).to.equal('all');
      await settled(el);
      expect(reviewNames(el)).to.have.length(3);
    });
  });

  describe("4b. the page's language", () => {
    it('lists the reviews in the page language, says so, and offers every language with their number', async () => {
      const all = expected(platform, [skus.many]);
      const english = all.reviews.filter((r) => r.language === 'en');
      expect(english.length).to.be.within(11, all.total - 1);
      const el = await widget(skus.many, { language: false });
      expect(sent(requests, '/reviews')[0].searchParams.get('language')).to.equal('en');
      expect(reviewNames(el)).to.deep.equal(
        english.slice(0, 10).map((r) => r.consumer.displayName),
      );
      expect(text($(el, '[part=languages] span'))).to.equal('Reviews in English');
      const button = $<HTMLButtonElement>(el, '[part=languages] button')!;
      expect(text(button)).to.equal(`Show reviews in all languages (${all.total})`);

      setTimeout(() => button.click());
      const event = (await oneEvent(el, 'rp-filter-change')) as RpFilterChangeEvent;
      expect(event.language).to.equal('all');
      await settled(el);
      expect(sent(requests, '/reviews').at(-1)!.searchParams.has('language')).to.equal(false);
      expect(reviewNames(el)).to.deep.equal(
        all.reviews.slice(0, 10).map((r) => r.consumer.displayName),
      );
      expect(text($(el, '[part=languages] span'))).to.equal('Reviews in all languages');

      const back = $<HTMLButtonElement>(el, '[part=languages] button')!;
      expect(text(back)).to.equal('Show only reviews in English');
      setTimeout(() => back.click());
      expect(((await oneEvent(el, 'rp-filter-change')) as RpFilterChangeEvent).language).to.equal(
        'en',
      );
      await settled(el);
      expect(reviewNames(el)).to.deep.equal(
        english.slice(0, 10).map((r) => r.consumer.displayName),
      );
      expect(text($(el, '[part=languages] span'))).to.equal('Reviews in English');
    });

    it('follows the locale: a German page lists German reviews and says so in German', async () => {
      const german = expected(platform, [skus.many]).reviews.filter((r) => r.language === 'de');
      const el = await widget(skus.many, { language: false, locale: 'de-DE' });
      expect(sent(requests, '/reviews')[0].searchParams.get('language')).to.equal('de');
      expect(reviewNames(el)).to.deep.equal(german.slice(0, 10).map((r) => r.consumer.displayName));
      expect(text($(el, '[part=languages] span'))).to.equal(
        german.length < 10 ? `${german.length} Bewertungen auf Deutsch` : 'Bewertungen auf Deutsch',
      );
    });
  });

  describe('5. imported reviews', () => {
    it('shows them in their own section, labelled, never in the platform numbers', async () => {
      const native = expected(platform, [skus.imported]);
      const imported = platform.data.importedReviews
        .filter((review) => review.sku === skus.imported && review.businessUnitId === bu)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      const el = await widget(skus.imported, { 'include-imported': true, 'structured-data': true });
      await waitUntil(() => $(el, '[part=imported] [part=review]'));
      expect(text($(el, '[part=summary] .total'))).to.equal(`Based on ${native.total} reviews`);
      const section = $(el, '[part=imported]')!;
      expect(text(section.querySelector('[role=heading]'))).to.equal('Reviews from other sites');
      expect(text(section.querySelector('.total'))).to.equal(`Based on ${imported.length} reviews`);
      const mean = imported.reduce((sum, r) => sum + r.stars, 0) / imported.length;
      expect(text(section.querySelector('.score'))).to.equal(
        (Math.round(mean * 10) / 10).toFixed(1),
      );
      const items = [...section.querySelectorAll('[part=review]')];
      expect(items).to.have.length(10);
      items.forEach((item, i) => {
        expect(text(item.querySelector('[part=source]'))).to.equal(
          `Imported from ${imported[i].source.name}`,
        );
        expect(text(item.querySelector('.name'))).to.equal(imported[i].consumer.name);
      });
      // The platform's list has no imported review in it.
      expect($$(el, '.list:not([part=imported]) [part=source]')).to.have.length(0);
      expect(reviewNames(el)).to.deep.equal(native.reviews.map((r) => r.consumer.displayName));
      // Structured data counts the platform's reviews only.
      const data = JSON.parse((await jsonLd(el)).textContent!);
      expect(data.aggregateRating.reviewCount).to.equal(native.total);
      expect(data.review).to.have.length(native.total);
      // The imported section pages on its own.
      const next = section.querySelectorAll<HTMLButtonElement>('[part=pagination] > button')[1];
      next.click();
      await waitUntil(
        () => text($(el, '[part=imported] [part=review] .name')) === imported[10].consumer.name,
        'the second imported page is not shown',
      );
      await settled(el);
      expect(sent(requests, '/imported-reviews').at(-1)!.searchParams.get('page')).to.equal('2');
      expect(el.page).to.equal(1);
    });

    it('shows an error with a Retry button in the imported section when it fails', async () => {
      const native = expected(platform, [skus.imported]);
      const imported = platform.data.importedReviews
        .filter((review) => review.sku === skus.imported && review.businessUnitId === bu)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      platform.fail({ operation: 'listImportedReviews', status: 404, times: 1 });
      const el = element(skus.imported, { 'include-imported': true });
      const failed = oneEvent(el, 'error');
      await mount(el);
      expect(((await failed) as unknown as { error: Error }).error.message).to.contain('404');
      await waitUntil(() => $(el, '[part=imported] [part=error]'), 'no imported error state');
      const section = $(el, '[part=imported]')!;
      expect(text(section.querySelector('[role=heading]'))).to.equal('Reviews from other sites');
      expect(text(section.querySelector('[part=error] p'))).to.equal(
        'Reviews could not be loaded.',
      );
      expect(section.querySelectorAll('[part=review]')).to.have.length(0);
      // The platform's own list is not affected.
      expect($(el, '.list:not([part=imported]) [part=error]')).to.equal(null);
      expect(reviewNames(el)).to.deep.equal(native.reviews.map((r) => r.consumer.displayName));

      const retry = section.querySelector<HTMLButtonElement>('[part=error] button')!;
      expect(text(retry)).to.equal('Retry');
      retry.click();
      await waitUntil(
        () => $(el, '[part=imported] [part=review]:not(.skeleton)'),
        'no imported list after Retry',
      );
      expect($(el, '[part=imported] [part=error]')).to.equal(null);
      const items = $$(el, '[part=imported] [part=review]');
      expect(items.map((item) => text(item.querySelector('.name')))).to.deep.equal(
        imported.slice(0, 10).map((review) => review.consumer.name),
      );
      expect(text(items[0].querySelector('[part=source]'))).to.equal(
        `Imported from ${imported[0].source.name}`,
      );
      expect(sent(requests, '/imported-reviews')).to.have.length(2);
    });

    it('requests nothing imported without include-imported', async () => {
      const el = await widget(skus.imported);
      expect($(el, '[part=imported]')).to.equal(null);
      expect(sent(requests, '/imported-reviews')).to.have.length(0);
      expect(sent(requests, '/imported-reviews-summaries')).to.have.length(0);
    });
  });

  describe('6. states', () => {
    it('shows skeletons with the final layout while loading', async () => {
      // No answer until the loading layout has been read, however fast the machine answers.
      const held = holdRequests();
      const el = element(skus.many);
      let before: number;
      try {
        await fixture(html`${el}`);
        expect($(el, '[part=base]')!.getAttribute('aria-busy')).to.equal('true');
        expect($(el, '[part=summary].skeleton')).to.exist;
        expect($$(el, '[part=histogram] [part=histogram-row]')).to.have.length(5);
        expect($$(el, '.list .skeleton')).to.have.length(3);
        expect(text($(el, '.sr'))).to.equal('Loading reviews');
        before = el.getBoundingClientRect().height;
      } finally {
        held.release();
      }
      await settled(el);
      expect(el.getBoundingClientRect().height).to.be.at.least(before);
    });

    it('says "No reviews yet" for a product without reviews', async () => {
      const el = await widget(skus.none);
      expect(text($(el, '[part=empty] [role=heading]'))).to.equal('No reviews yet');
      // The loading shape's box stays as a room, unseen and out of the accessibility tree.
      expect($(el, '[part=histogram]:not(.kept *)') === null).to.equal(true);
      expect($(el, '[part=pagination]') === null).to.equal(true);
      expect(getComputedStyle($(el, '.kept')!).visibility).to.equal('hidden');
      expect($(el, '.kept')!.getAttribute('aria-hidden')).to.equal('true');
    });

    it('shows an error with a Retry button that loads again', async () => {
      platform.fail({ operation: 'listProductReviews', status: 404, times: 1 });
      const el = element(skus.few);
      const failed = oneEvent(el, 'error');
      await fixture(html`${el}`);
      const event = (await failed) as unknown as { error: Error };
      expect(event.error.message).to.contain('404');
      await el.updateComplete;
      expect(text($(el, '[part=error] p'))).to.equal('Reviews could not be loaded.');
      const loaded = oneEvent(el, 'load');
      $<HTMLButtonElement>(el, '[part=error] button')!.click();
      await loaded;
      expect(reviewNames(el)).to.have.length(3);
    });

    it('names the missing sku in the error event', async () => {
      const el = element('');
      const failed = oneEvent(el, 'error');
      await fixture(html`${el}`);
      expect(((await failed) as unknown as { error: Error }).error.message).to.match(/missing sku/);
    });
  });

  describe('requests', () => {
    it('makes its date format and the name of a language while its requests are out', async () => {
      const intl = spyOnIntl('DateTimeFormat', 'DisplayNames');
      const hold = holdRequests();
      try {
        const el = element(skus.many, { locale: 'en-NZ' });
        await fixture(html`${el}`);
        const wanted = ['DateTimeFormat en-NZ', 'DisplayNames en-NZ'];
        await waitUntil(() => wanted.every((made) => intl.made.includes(made)), 'formats made');
        expect(intl.made).to.include.members(wanted);
        expect(hold.calls.length, 'requests out').to.be.greaterThan(0);
        expect($$(el, '[part=review]'), 'no review drawn yet').to.have.length(0);
      } finally {
        hold.release();
        intl.restore();
      }
    });

    it("shows another product from its first page, with the page's filter, not the shopper's", async () => {
      const el = await widget(skus.many, { stars: '4,5' });
      const row = (stars: number) => $$(el, '[part=histogram-row]')[5 - stars];
      row(3).click();
      await settled(el);
      $$<HTMLButtonElement>(el, '[part=pagination] > button')[1]!.click();
      await settled(el);
      const last = () =>
        Object.fromEntries(sent(requests, '/reviews').at(-1)!.searchParams) as Record<
          string,
          string
        >;
      expect(last()).to.include({ sku: skus.many, page: '2', stars: '3,4,5' });

      // The app shows another product in the same element.
      el.sku = skus.few;
      await settled(el);
      // Three reviews fit in one answer: asked for whole, filtered here.
      expect(last()).to.include({ sku: skus.few, page: '1', perPage: '100' });
      expect(last()).not.to.have.property('stars');
      expect(el.page).to.equal(1);
      expect(row(3).getAttribute('aria-pressed')).to.equal('false');
      expect(text($(el, '[part=filter] span'))).to.equal('Showing 4 and 5 star reviews');

      // A page set along with the SKU is kept.
      Object.assign(el, { sku: skus.many, page: 2 });
      await settled(el);
      expect(last()).to.include({ sku: skus.many, page: '2', stars: '4,5' });

      // The app moves to another product while the shopper's filter is being applied: the new
      // product still gets the page's filter.
      el.addEventListener('rp-filter-change', () => (el.sku = skus.few), { once: true });
      row(3).click();
      await settled(el);
      expect({ sku: el.sku, page: el.page, stars: el.stars }).to.deep.equal({
        sku: skus.few,
        page: 1,
        stars: '4,5',
      });
      expect(row(3).getAttribute('aria-pressed')).to.equal('false');
    });

    it('sends summary, attribute summaries, web links and the page in parallel, then only new pages', async () => {
      // No answer comes before all four requests are out.
      const held = holdRequests();
      const el = element(skus.many);
      try {
        await fixture(html`${el}`);
        await waitUntil(() => held.calls.length === 4, 'four requests under way');
        expect($(el, '.skeleton')).to.exist;
      } finally {
        held.release();
      }
      await settled(el);
      expect(sent(requests, '/batch-summaries')).to.have.length(1);
      expect(sent(requests, '/attribute-summaries')).to.have.length(1);
      expect(sent(requests, '/reviews')).to.have.length(1);
      expect(sent(requests, '/web-links').map((url) => url.search)).to.deep.equal([
        '?locale=en-US',
      ]);
      expect(requests.every((r) => r.headers.apikey === MOCK_API_KEY)).to.equal(true);
      const page = sent(requests, '/reviews')[0];
      expect(Object.fromEntries(page.searchParams)).to.deep.equal({
        sku: skus.many,
        page: '1',
        perPage: '10',
        locale: 'en-US',
      });
      // Paging and filtering fetch only the page.
      $$<HTMLButtonElement>(el, '[part=pagination] > button')[1].click();
      await settled(el);
      $$<HTMLButtonElement>(el, '[part=histogram-row]')[0].click();
      await settled(el);
      expect(requests).to.have.length(6);
      expect(sent(requests, '/reviews')).to.have.length(3);
    });

    it('shares one summary request with <rp-stars> of the same product', async () => {
      const base = freshBase();
      await fixture(
        html`<rp-config api-key=${MOCK_API_KEY} base-url=${base} business-unit-id=${bu}>
          <rp-stars sku=${skus.many} show-count></rp-stars>
          <rp-product-reviews sku=${skus.many}></rp-product-reviews>
        </rp-config>`,
      );
      const el = document.querySelector('rp-product-reviews')!;
      await settled(el);
      await waitUntil(() =>
        document.querySelector('rp-stars')!.shadowRoot!.querySelector('[part=count]'),
      );
      expect(sent(requests, '/batch-summaries')).to.have.length(1);
      expect(sent(requests, '/reviews')).to.have.length(1);
    });

    it('sends its four requests before it draws its loading layout', async () => {
      const held = holdRequests();
      const el = element(skus.many);
      const fetches = spyOnFetch(() => !!el.shadowRoot?.querySelector('.skeleton'));
      try {
        await fixture(html`${el}`);
        // updateComplete covers the draw that follows the requests.
        expect($(el, '.skeleton')).to.exist;
      } finally {
        fetches.restore();
        held.release();
      }
      const sentBeforeDrawing = fetches.calls.filter((call) => !call.seen);
      const paths = sentBeforeDrawing.map((call) => new URL(call.url).pathname.split('/').pop());
      expect(paths.sort()).to.deep.equal([
        'attribute-summaries',
        'batch-summaries',
        'reviews',
        'web-links',
      ]);
      await settled(el);
    });

    it('draws its loading layout in the task it connects in, even after a long task of other work', async () => {
      const held = holdRequests();
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = element(skus.many);
      let aTaskPassed = false;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (aTaskPassed = true);
      channel.port2.postMessage(null);
      // Other work has kept this task busy past a long task's 50 ms.
      const until = performance.now() + 52;
      while (performance.now() < until);
      wrapper.append(el);
      try {
        await el.updateComplete;
        expect($(el, '.skeleton'), 'loading layout').to.exist;
        expect(aTaskPassed, 'drawn in a later task').to.equal(false);
      } finally {
        channel.port1.close();
        held.release();
      }
      await settled(el);
    });

    it('joins the summary batch of <rp-stars> connected with it', async () => {
      const base = freshBase();
      const fetches = spyOnFetch();
      try {
        await fixture(
          html`<rp-config api-key=${MOCK_API_KEY} base-url=${base} business-unit-id=${bu}>
            <rp-stars sku=${skus.few} show-count></rp-stars>
            <rp-product-reviews sku=${skus.many}></rp-product-reviews>
          </rp-config>`,
        );
        await settled(document.querySelector('rp-product-reviews')!);
      } finally {
        fetches.restore();
      }
      const batches = fetches.calls
        .filter((call) => call.url.endsWith('/batch-summaries'))
        .map((call) => (JSON.parse(String(call.body)) as { skus: string[] }).skus);
      expect(batches).to.deep.equal([[skus.few, skus.many]]);
    });

    it('combines several SKUs of one product', async () => {
      const want = expected(platform, [...skus.variants]);
      const el = await widget(skus.variants.join(','));
      expect(text($(el, '.total'))).to.equal(`Based on ${want.total} reviews`);
      expect(sent(requests, '/reviews')[0].searchParams.get('sku')).to.equal(
        skus.variants.join(','),
      );
      expect(reviewNames(el)).to.deep.equal(
        want.reviews.slice(0, 10).map((r) => r.consumer.displayName),
      );
    });

    it('never shows a stale page and aborts the superseded request', async () => {
      const want = expected(platform, [skus.many]);
      // Page 2 answers slowly; page 3 quickly.
      platform.fail({ operation: 'listProductReviews', path: 'page=2', delay: 600 });
      const fetches = spyOnFetch();
      try {
        const el = await widget(skus.many);
        const next = () => $$<HTMLButtonElement>(el, '[part=pagination] > button')[1];
        next().click();
        await el.updateComplete;
        next().click();
        await el.updateComplete;
        expect(el.page).to.equal(3);
        await settled(el);
        const page3 = want.reviews.slice(20, 30).map((r) => r.consumer.displayName);
        expect(reviewNames(el)).to.deep.equal(page3);
        // Once page 2's request has ended (aborted, or answered late): still page 3.
        await fetches.ended();
        await settled(el);
        expect(reviewNames(el)).to.deep.equal(page3);
        const page2 = fetches.calls.find((call) => call.url.includes('page=2'))!;
        expect(page2.signal!.aborted).to.equal(true);
      } finally {
        fetches.restore();
      }
    });
  });

  describe('paging in place', () => {
    it('keeps the current page in place, dimmed and busy, until the next one arrives', async () => {
      const want = expected(platform, [skus.many]);
      const names = (page: number) =>
        want.reviews.slice((page - 1) * 10, page * 10).map((r) => r.consumer.displayName);
      const el = await widget(skus.many);
      expect(reviewNames(el)).to.deep.equal(names(1));
      const list = $(el, '.list:not([part=imported])')!;
      const height = list.getBoundingClientRect().height;
      const pagerTop = $(el, '[part=pagination]')!.getBoundingClientRect().top;
      const held = holdRequests();
      try {
        $$<HTMLButtonElement>(el, '[part=pagination] > button')[1]!.click();
        await el.updateComplete;
        await waitUntil(() => held.calls.some((url) => url.includes('page=2')), 'no request');
        // The first page is still there, dimmed; the section says it is busy.
        expect(reviewNames(el)).to.deep.equal(names(1));
        expect(list.getAttribute('aria-busy')).to.equal('true');
        expect(list.querySelectorAll('ul.stale').length).to.equal(1);
        expect(list.querySelectorAll('.bone').length).to.equal(0);
        expect(list.getBoundingClientRect().height).to.equal(height);
        expect($(el, '[part=pagination]')!.getBoundingClientRect().top).to.equal(pagerTop);
      } finally {
        held.release();
      }
      await waitUntil(() => reviewNames(el)[0] === names(2)[0], 'page 2 never came');
      expect(reviewNames(el)).to.deep.equal(names(2));
      expect(list.getAttribute('aria-busy')).to.equal('false');
      expect(list.querySelectorAll('ul.stale').length).to.equal(0);
    });

    it('gives many pages a compact pager in a narrow space: previous, "Page 5 of 43", next', async () => {
      const el = element(skus.many, { page: '5' });
      const wrapper = await fixture<HTMLDivElement>(html`<div style="inline-size: 320px"></div>`);
      wrapper.append(el);
      await settled(el);
      const pager = $(el, '[part=pagination]')!;
      const last = Math.ceil(expected(platform, [skus.many]).total / 10);
      expect(text(pager.querySelector('.of'))).to.equal(`Page 5 of ${last}`);
      expect(getComputedStyle(pager.querySelector('ol')!).display).to.equal('none');
      // Previous, the page and next share one line.
      const [previous, next] = $$(el, '[part=pagination] > button').map((b) =>
        Math.round(b.getBoundingClientRect().top),
      );
      expect(previous).to.equal(next);
      expect(pager.getBoundingClientRect().height).to.be.below(60);
      // Wide, the numbers are back.
      wrapper.style.inlineSize = '800px';
      await waitUntil(() => getComputedStyle(pager.querySelector('ol')!).display !== 'none');
      expect(getComputedStyle(pager.querySelector('.of')!).display).to.equal('none');
    });
  });

  describe('rapid paging', () => {
    it('ends on exactly the page the pagination shows after 100 quick clicks', async () => {
      const want = expected(platform, [skus.many]);
      const last = Math.ceil(want.total / 10);
      expect(last).to.be.at.least(4);
      const names = (page: number) =>
        want.reviews.slice((page - 1) * 10, page * 10).map((r) => r.consumer.displayName);
      // Some latency, and pages answering after different delays, so answers overtake each other.
      platform.set({ latency: 20 });
      for (let page = 1; page <= last; page++) {
        const extra = ((page * 7) % 5) * 60;
        if (extra)
          platform.fail({
            operation: 'listProductReviews',
            path: new RegExp(`[?&]page=${page}(&|$)`),
            delay: extra,
          });
      }
      const fetches = spyOnFetch();
      try {
        const el = await widget(skus.many);
        // Whenever a page is shown, it is the one the pagination marks as current.
        const stale: string[] = [];
        let loads = 0;
        el.addEventListener('load', () => {
          if ($(el, '.list[aria-busy=true]')) return;
          loads++;
          const current = $(el, '[part=pagination] [aria-current=page]');
          const page = Number(current?.getAttribute('aria-label')?.replace('Page ', ''));
          const shown = reviewNames(el);
          if (JSON.stringify(shown) !== JSON.stringify(names(page)) || page !== el.page)
            stale.push(`page ${el.page}, current ${page}, showing ${shown[0]}`);
        });
        const events: number[] = [];
        el.addEventListener('rp-page-change', (event) => events.push(event.page));

        let page = 1;
        let seed = 7;
        for (let i = 0; i < 100; i++) {
          seed = (seed * 1103515245 + 12345) % 2 ** 31;
          const forward = seed % 10 < 6;
          const [previous, next] = $$<HTMLButtonElement>(el, '[part=pagination] > button');
          // An abandoned page must never surface as the error state.
          expect(text($(el, '[part=error]')), `before click ${i + 1}`).to.equal('');
          (forward ? next : previous).click();
          if (forward && page < last) page++;
          else if (!forward && page > 1) page--;
          await el.updateComplete;
          // Now and then let the current page arrive in the middle of the clicking.
          if (i % 17 === 16) await settled(el);
        }
        expect(el.page).to.equal(page);
        await settled(el);
        const check = () => {
          expect(el.page).to.equal(page);
          expect(
            $(el, '[part=pagination] [aria-current=page]')!.getAttribute('aria-label'),
          ).to.equal(`Page ${page}`);
          expect(reviewNames(el)).to.deep.equal(names(page));
        };
        check();
        // Once every superseded request has ended (aborted, or answered late): the same page.
        await fetches.ended();
        await settled(el);
        check();
        expect(stale).to.deep.equal([]);
        expect(loads, 'pages shown along the way').to.be.greaterThan(1);
        expect(events.at(-1)).to.equal(page);
        // Superseded pages were aborted (the final page may come from the cache: no fetch).
        const pages = fetches.calls.filter((call) => call.url.includes('/reviews?'));
        expect(pages.filter((call) => call.signal?.aborted).length).to.be.greaterThan(0);
      } finally {
        fetches.restore();
      }
    });
  });

  describe('structured data', () => {
    it('writes a Product JSON-LD script with exactly the numbers and reviews shown', async () => {
      const el = await widget(skus.many, { 'structured-data': true, 'product-name': 'Tent' });
      const script = await jsonLd(el);
      const data = JSON.parse(script.textContent!);
      expect(data['@type']).to.equal('Product');
      expect(data.name).to.equal('Tent');
      expect(data.sku).to.equal(skus.many);
      expect(data.aggregateRating.ratingValue).to.equal(text($(el, '.score')));
      expect(`Based on ${data.aggregateRating.reviewCount} reviews`).to.equal(
        text($(el, '.total')),
      );
      const articles = $$(el, '[part=review]');
      expect(data.review).to.have.length(articles.length);
      data.review.forEach(
        (
          review: {
            author: { name: string };
            reviewBody: string;
            reviewRating: { ratingValue: number };
          },
          i: number,
        ) => {
          expect(review.author.name).to.equal(text(articles[i].querySelector('.name')));
          expect(review.reviewBody).to.equal(articles[i].querySelector('.text')!.textContent);
          expect(articles[i].getAttribute('aria-label')).to.equal(
            `${review.author.name}, ${review.reviewRating.ratingValue} out of 5 stars`,
          );
        },
      );
      // It follows the page, and goes when structured-data is removed.
      el.page = 2;
      await settled(el);
      const first = () => JSON.parse(script.textContent!).review[0].author.name as string;
      await waitUntil(() => first() === text($(el, '[part=review] .name')), 'JSON-LD not updated');
      expect(el.querySelectorAll('script')).to.have.length(1);
      el.removeAttribute('structured-data');
      await el.updateComplete;
      await waitUntil(() => el.querySelector('script') === null, 'JSON-LD not removed');
    });

    it('writes nothing for a product without reviews', async () => {
      const el = await widget(skus.none, { 'structured-data': true });
      expect(el.querySelector('script')).to.equal(null);
    });
  });

  describe('photo strip and review link', () => {
    const evaluate = new RegExp(`^https://www\\.rp-mock\\.test/evaluate/${MOCK_IDS.domains.acme}$`);

    it("shows the page's photos beside the summary when wide, under it when narrow, with no request of its own", async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="inline-size: 1000px"></div>`);
      const el = element(skus.photos);
      wrapper.append(el);
      await settled(el);
      // The strip is the photos of the reviews shown, in order, the first eight of them.
      const inReviews = $$<HTMLImageElement>(el, 'article [part=photo] img').map((img) => img.src);
      expect(inReviews.length).to.be.above(8);
      const strip = $(el, '[part=summary] [part=photo-strip]')!;
      expect(strip.getAttribute('aria-label')).to.equal('Photos from reviews');
      const thumbs = [...strip.querySelectorAll<HTMLButtonElement>('[part=photo]')];
      expect(thumbs.map((b) => b.querySelector('img')!.src)).to.deep.equal(inReviews.slice(0, 8));
      expect(thumbs[0].getAttribute('aria-label')).to.equal(`Photo 1 of ${inReviews.length}`);
      // The first page, then (the summary saying the product has at most 100) every review.
      expect(requests.map((r) => new URL(r.url).pathname.split('/').pop()).sort()).to.deep.equal([
        'attribute-summaries',
        'batch-summaries',
        'reviews',
        'reviews',
        'web-links',
      ]);
      const histogram = $(el, '[part=histogram]')!.getBoundingClientRect();
      expect(strip.getBoundingClientRect().left).to.be.at.least(histogram.right);
      expect(strip.getBoundingClientRect().top).to.be.below(histogram.bottom);

      wrapper.style.inlineSize = '390px';
      await waitUntil(
        () =>
          strip.getBoundingClientRect().top >=
          $(el, '[part=histogram]')!.getBoundingClientRect().bottom,
        'the strip did not go under the summary',
      );
      expect(strip.getBoundingClientRect().right).to.be.at.most(
        wrapper.getBoundingClientRect().right + 1,
      );

      // A strip photo opens the lightbox on itself, with its review.
      thumbs[2].click();
      await waitUntil(() => $(el, 'dialog[open]'), 'the lightbox did not open');
      const dialog = $<HTMLDialogElement>(el, 'dialog')!;
      expect(dialog.getAttribute('aria-label')).to.equal(`Photo 3 of ${inReviews.length}`);
      const owner = $$(el, 'article').find((article) =>
        [...article.querySelectorAll('img')].some(
          (img) => img.src === thumbs[2].querySelector('img')!.src,
        ),
      )!;
      expect(text(dialog.querySelector('.about .name'))).to.equal(
        text(owner.querySelector('.meta .name')),
      );
    });

    it('has no strip when the page has no photos', async () => {
      const el = await widget(skus.few);
      expect($$(el, 'article [part=photo]')).to.have.length(0);
      expect($(el, '[part=photo-strip]')).to.equal(null);
    });

    it("links to the platform's review form in the summary and in the empty state", async () => {
      const el = await widget(skus.many);
      const link = $<HTMLAnchorElement>(el, '[part=summary] [part=write-review]')!;
      expect(text(link)).to.equal('Write a review (opens in a new tab)');
      expect(link.getAttribute('href')).to.match(evaluate);
      expect(link.target).to.equal('_blank');
      const empty = await widget(skus.none);
      expect(text($(empty, '[part=empty] [role=heading]'))).to.equal('No reviews yet');
      expect($(empty, '[part=write-review]')!.getAttribute('href')).to.match(evaluate);
      expect(sent(requests, '/web-links')).to.have.length(2);
    });

    it('says "Bewertung schreiben" in German and asks for the German links', async () => {
      const el = await widget(skus.few, { locale: 'de-DE' });
      expect(text($(el, '[part=write-review]'))).to.equal(
        'Bewertung schreiben (öffnet in neuem Tab)',
      );
      expect(sent(requests, '/web-links').map((url) => url.search)).to.deep.equal([
        '?locale=de-DE',
      ]);
    });

    it('shows the reviews without the link when the web links fail, and warns once', async () => {
      platform.fail({ operation: 'getWebLinks', status: 404 });
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(message);
      try {
        const el = element(skus.many);
        const errors: Event[] = [];
        el.addEventListener('error', (event) => errors.push(event));
        await mount(el);
        expect($$(el, '[part=review]')).to.have.length(10);
        expect($(el, '[part=histogram]')).to.exist;
        // No link; its room (the loading shape's) stays, unseen.
        expect($(el, 'a[part=write-review]')).to.equal(null);
        expect(getComputedStyle($(el, '[part=write-review]')!).visibility).to.equal('hidden');
        expect(errors).to.deep.equal([]);
        // Another page asks again (a failure is not cached) but says so only once.
        $$<HTMLButtonElement>(el, '[part=pagination] > button')[1].click();
        await settled(el);
        expect(sent(requests, '/web-links')).to.have.length(2);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.match(
          /^<rp-product-reviews>: GET .*\/web-links answered 404.* The reviews are shown without the link to write one\.$/,
        );
        const empty = await widget(skus.none);
        expect(text($(empty, '[part=empty] [role=heading]'))).to.equal('No reviews yet');
        expect($(empty, '[part=empty] [part=write-review]') === null).to.equal(true);
      } finally {
        console.warn = warn;
      }
    });
  });

  describe('looks', () => {
    it("shows a review's ratings as a list of named small scales that wrap at 390 px", async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="inline-size: 390px"></div>`);
      const el = element(skus.many);
      wrapper.append(el);
      await settled(el);
      const article = $$(el, 'article')[0];
      const ratings = article.querySelector('.ratings')!;
      expect(ratings.localName).to.equal('ul');
      expect(ratings.getAttribute('aria-label')).to.equal('Ratings by feature');
      const items = [...ratings.querySelectorAll('[part=rating]')];
      expect(items.map((item) => text(item.querySelector('.label')))).to.deep.equal([
        'Quality',
        'Value',
        'Durability',
      ]);
      // Each scale is filled to its score (4 of 5 is 80 of 100).
      expect(items.map((item) => item.querySelector('.fill')!.getAttribute('width'))).to.deep.equal(
        ['100', '80', '100'],
      );
      // One item a line or several, each stays whole inside the review.
      const box = article.getBoundingClientRect();
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        expect(rect.left).to.be.at.least(box.left - 1);
        expect(rect.right).to.be.at.most(box.right + 1);
        expect(item.scrollWidth).to.be.at.most(item.clientWidth + 1);
      }
      // Not one run-on line: the scales lie on more than one line or side by side apart.
      const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.size).to.be.above(1);
    });

    it('draws a line between reviews, none under the last one', async () => {
      const el = await widget(skus.few);
      const lines = $$(el, '.list > ul > li > [part=review]').map(
        (article) => getComputedStyle(article).borderBottomWidth,
      );
      expect(lines).to.deep.equal(['1px', '1px', '0px']);
    });

    it('keeps the bar track and the row widths when a histogram row is selected', async () => {
      const el = await widget(skus.many);
      const row = $$(el, '[part=histogram-row]')[0];
      const measure = () => ({
        weight: getComputedStyle(row).fontWeight,
        bar: row.querySelector('.bar')!.getBoundingClientRect().width,
        percent: row.children[2].getBoundingClientRect().width,
        count: row.querySelector('.count')!.getBoundingClientRect().width,
      });
      const before = measure();
      row.click();
      await settled(el);
      expect(row.getAttribute('aria-pressed')).to.equal('true');
      expect(measure()).to.deep.equal(before);
      // The track stays visible: the row's background is not the track's colour.
      const track = getComputedStyle(row.querySelector('.track')!).fill;
      expect(getComputedStyle(row).backgroundColor).to.not.equal(track);
      expect(getComputedStyle(row).borderTopColor).to.not.equal(
        getComputedStyle($$(el, '[part=histogram-row]')[1]).borderTopColor,
      );
    });

    it('sizes photo thumbnails with the text', async () => {
      const el = element(skus.photos);
      el.style.fontSize = '32px';
      await mount(el);
      const img = $(el, 'article [part=photo] img')!;
      expect(img.getBoundingClientRect().width).to.equal(144);
      expect(img.getBoundingClientRect().height).to.equal(144);
    });
  });

  describe('styling', () => {
    it('takes the public custom properties set on the host', async () => {
      const el = await widget(skus.many, { stars: '5' });
      const pressed = $(el, '[part=histogram-row][aria-pressed=true]')!;
      const fill = $(el, '[part=histogram-row] .fill')!;
      const style = () => ({
        accent: getComputedStyle(pressed).borderTopColor,
        radius: getComputedStyle(pressed).borderTopLeftRadius,
        bar: getComputedStyle(fill).fill,
      });
      const before = style();
      const set = { accent: 'rgb(1, 2, 3)', radius: '3px', bar: 'rgb(4, 5, 6)' };
      for (const key of Object.keys(set) as (keyof typeof set)[]) {
        expect(before[key], `${key} before`).to.not.equal(set[key]);
      }
      el.style.setProperty('--rp-accent-color', set.accent);
      el.style.setProperty('--rp-radius', set.radius);
      el.style.setProperty('--rp-bar-color', set.bar);
      expect(style()).to.deep.equal(set);
    });
  });

  describe('locales and headings', () => {
    it('speaks German with German numbers and dates', async () => {
      const want = expected(platform, [skus.many]);
      const el = await widget(skus.many, { locale: 'de-DE' });
      expect(text($(el, '.score'))).to.equal(want.average.toFixed(1).replace('.', ','));
      expect(text($(el, '.total'))).to.equal(`Basierend auf ${want.total} Bewertungen`);
      expect(text($(el, '[part=review] time'))).to.equal(
        dateOf(want.reviews[0].createdAt, 'de-DE'),
      );
      expect(text($(el, '#title'))).to.equal('Kundenbewertungen');
    });

    it('uses heading-level for its heading and one level below for sections', async () => {
      const el = await widget(skus.attributes, { 'heading-level': '3' });
      const levels = $$(el, '[role=heading]').map((h) => [text(h), h.getAttribute('aria-level')]);
      expect(levels).to.deep.equal([
        ['Customer reviews', '3'],
        ['Ratings by feature', '4'],
        ['Reviews', '4'],
      ]);
    });

    it('takes another heading, styled from the page through its part, or none', async () => {
      const styled = await fixture<HTMLDivElement>(
        html`<div>
          <style>
            rp-product-reviews::part(heading) {
              text-transform: uppercase;
            }
          </style>
        </div>`,
      );
      const el = element(skus.attributes, { heading: 'What campers say' });
      styled.append(el);
      await settled(el);
      const title = $(el, '[part=heading]')!;
      expect(text(title)).to.equal('What campers say');
      expect(title.getAttribute('aria-level')).to.equal('2');
      expect(getComputedStyle(title).textTransform).to.equal('uppercase');
      expect($(el, '[part=base]')!.getAttribute('aria-labelledby')).to.equal(title.id);

      el.noHeading = true;
      await el.updateComplete;
      expect($(el, '[part=heading]')).to.equal(null);
      expect($(el, '[part=base]')!.getAttribute('aria-label')).to.equal('What campers say');
      expect(
        $$(el, '[part=section-heading]').map((h) => [text(h), h.getAttribute('aria-level')]),
      ).to.deep.equal([
        ['Ratings by feature', '3'],
        ['Reviews', '3'],
      ]);
      el.heading = undefined;
      await el.updateComplete;
      expect($(el, '[part=base]')!.getAttribute('aria-label')).to.equal('Customer reviews');
    });
  });
});
