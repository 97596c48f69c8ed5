import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { holdRequests, releaseHeldRequests } from '../support/hold.js';
import { waitUntil } from '../support/wait.js';
import { spyOnIntl } from '../support/intl-spy.js';
import '../../src/business-reviews/define.js';
import '../../src/trust-badge/define.js';
import type { RpBusinessReviews } from '../../src/business-reviews/rp-business-reviews.js';
import type { RpErrorEvent } from '../../src/core/events.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { unitScore } from '../../src/mock/summaries.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { loadContract } from '../support/contract.js';
import { ORDERS } from '../../src/business-reviews/query.js';

const { acme, empty } = MOCK_IDS.businessUnits;

const text = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<E>(selector),
];

let serial = 0;
/** A base URL of its own per test: its own client, so nothing is cached across tests. */
const freshBase = () => `https://api-${++serial}.business-reviews-test.example`;

/** The public list of a unit as the mock serves it: no reported reviews, newest first. */
function truth(platform: MockPlatform, id = acme, language = 'en') {
  return platform.data.serviceReviews
    .filter((r) => r.businessUnitId === id && !r.reportData && r.language === language)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** Creates the element with attributes and resolves after its first `load` or `error`. */
async function widget(
  attributes: Record<string, string | true> = {},
  { base = freshBase(), settle = true, width = 600 } = {},
): Promise<RpBusinessReviews> {
  const el = document.createElement('rp-business-reviews');
  for (const [name, value] of Object.entries<string | true>({
    'api-key': MOCK_API_KEY,
    'base-url': base,
    'business-unit-id': acme,
    layout: 'list',
    ...attributes,
  })) {
    el.setAttribute(name, value === true ? '' : value);
  }
  const done = outcome(el);
  await fixture(html`<div style="inline-size: ${width}px">${el}</div>`);
  if (settle) await done;
  await el.updateComplete;
  return el;
}

const outcome = (el: Element) =>
  new Promise<Event>((resolve) => {
    el.addEventListener('load', resolve, { once: true });
    el.addEventListener('error', resolve, { once: true });
  });

const reviewRequests = () =>
  requests
    .map((r) => new URL(r.url))
    .filter((url) => /\/business-units\/[^/]+\/reviews$/.test(url.pathname));

describe('<rp-business-reviews>', () => {
  let platform: MockPlatform;
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);

  it('shows the header and each card with what the public item carries, nothing invented', async () => {
    const el = await widget({ 'per-page': '5' });
    const want = truth(platform).slice(0, 5);
    const cards = $$(el, '[part=review]');
    expect(cards).to.have.length(5);
    cards.forEach((card, i) => {
      const review = want[i]!;
      expect(text(card.querySelector('[part=title]'))).to.equal(review.title);
      expect(text(card.querySelector('.text'))).to.equal(review.text.replace(/\s+/g, ' ').trim());
      expect(card.querySelector('time')!.getAttribute('datetime')).to.equal(review.createdAt);
      expect(!!card.querySelector('[part=verified]'), `verified ${i}`).to.equal(review.isVerified);
      expect(text(card.querySelector('[part=likes]'))).to.equal(
        review.numberOfLikes
          ? `${review.numberOfLikes} ${review.numberOfLikes === 1 ? 'person' : 'people'} found this useful`
          : '',
      );
      // The public item has no reviewer name, country or reply.
      expect(card.querySelector('.name, [part=reply]')).to.equal(null);
      expect(card.getAttribute('aria-label')).to.equal(
        `${review.title}, ${review.stars} out of 5 stars`,
      );
    });
    const unit = platform.data.businessUnits.find((u) => u.id === acme)!;
    const score = unitScore(platform.data.serviceReviews.filter((r) => r.businessUnitId === acme));
    const link = $<HTMLAnchorElement>(el, '[part=profile-link]')!;
    expect(text(link)).to.equal(
      `${unit.displayName} has TrustScore ${score.trustScore.toFixed(1)} out of 5, based on ${score.numberOfReviews.total.toLocaleString('en-US')} reviews (opens in a new tab)`,
    );
    expect(link.href).to.match(/^https:\/\//);
    expect($(el, '[part=base]')!.getAttribute('aria-label')).to.equal(
      `Reviews of ${unit.displayName}`,
    );
  });

  it('speaks the page’s language: Polish names, labels and plural forms of the likes', async () => {
    // One, few, many and few again (22), then none.
    truth(platform)
      .slice(0, 5)
      .forEach((review, i) => (review.numberOfLikes = [1, 2, 5, 22, 0][i]!));
    const el = await widget({
      locale: 'pl-PL',
      language: 'en',
      layout: 'carousel',
      'per-page': '5',
    });
    const unit = platform.data.businessUnits.find((u) => u.id === acme)!;
    const base = $(el, '[part=base]')!;
    expect(base.getAttribute('aria-label')).to.equal(`Opinie o firmie ${unit.displayName}`);
    expect(base.getAttribute('aria-roledescription')).to.equal('karuzela');
    expect($(el, '[part=next]')!.getAttribute('aria-label')).to.equal('Następna opinia');
    const slides = $$(el, '[part=slide]');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal([
      '1 z 5',
      '2 z 5',
      '3 z 5',
      '4 z 5',
      '5 z 5',
    ]);
    const polish = (n: number) =>
      n === 1
        ? '1 osoba uznała tę opinię za przydatną'
        : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
          ? `${n} osoby uznały tę opinię za przydatną`
          : `${n} osób uznało tę opinię za przydatną`;
    const want = truth(platform).slice(0, 5);
    $$(el, '[part=review]').forEach((card, i) => {
      const review = want[i]!;
      expect(card.getAttribute('aria-label')).to.equal(
        `${review.title}, ${review.stars} na 5 gwiazdek`,
      );
      expect(text(card.querySelector('[part=verified]'))).to.equal(
        review.isVerified ? 'Zweryfikowana' : '',
      );
      expect(text(card.querySelector('[part=likes]'))).to.equal(
        review.numberOfLikes ? polish(review.numberOfLikes) : '',
      );
    });
    expect(text($(el, '[part=profile-link]'))).not.to.match(/based on|reviews|new tab/);
  });

  it('sends each filter as the list query parameter the spec names', async () => {
    const el = await widget({
      stars: '5,4',
      language: 'DE',
      'tag-group': 'topic',
      'tag-value': 'delivery',
      responded: 'false',
      'order-by': 'stars.asc',
      'per-page': '7',
    });
    const [url] = reviewRequests();
    expect(Object.fromEntries(url!.searchParams)).to.deep.equal({
      stars: '4,5',
      language: 'de',
      tagGroup: 'topic',
      tagValue: 'delivery',
      responded: 'false',
      orderBy: 'stars.asc',
      perPage: '7',
      page: '1',
    });
    // Defaults: the page's language, newest first, ten a page; `all` sends no language.
    el.removeAttribute('stars');
    el.removeAttribute('tag-group');
    el.removeAttribute('tag-value');
    el.setAttribute('responded', '');
    el.setAttribute('language', 'all');
    el.removeAttribute('order-by');
    el.removeAttribute('per-page');
    await outcome(el);
    expect(Object.fromEntries(reviewRequests().at(-1)!.searchParams)).to.deep.equal({
      responded: 'true',
      orderBy: 'createdat.desc',
      perPage: '10',
      page: '1',
    });
    el.removeAttribute('responded');
    el.removeAttribute('language');
    await outcome(el);
    expect(reviewRequests().at(-1)!.searchParams.get('language')).to.equal('en');
    expect(reviewRequests().at(-1)!.searchParams.has('responded')).to.equal(false);
  });

  it('accepts the sort keys the contract and the mock accept, and the mock sorts by each', async () => {
    const { document } = await loadContract();
    const parameter = document.components.parameters!.orderBy as {
      schema: { items: { enum: string[] } };
    };
    expect(parameter.schema.items.enum).to.deep.equal([...ORDERS]);
    for (const order of ORDERS) {
      const el = await widget({
        'order-by': order.toUpperCase(),
        'per-page': '20',
        language: 'all',
      });
      expect(reviewRequests().at(-1)!.searchParams.get('orderBy')).to.equal(order);
      const [key, direction] = order.split('.') as ['createdat' | 'stars', 'asc' | 'desc'];
      const values = $$(el, key === 'stars' ? '[part=review]' : 'time').map((node) =>
        key === 'stars'
          ? Number(/(\d) out of 5/.exec(node.getAttribute('aria-label')!)![1])
          : node.getAttribute('datetime')!,
      );
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(values, order).to.deep.equal(direction === 'asc' ? sorted : sorted.reverse());
      el.remove();
    }
    const refused = await fetch(
      `${freshBase()}/v1/business-units/${acme}/reviews?orderBy=likes.desc`,
      {
        headers: { apikey: MOCK_API_KEY },
      },
    );
    expect(refused.status).to.equal(400);
  });

  for (const [attribute, value, says] of [
    ['stars', '0,6', 'stars="0,6"'],
    ['order-by', 'likes.desc', 'order-by="likes.desc"'],
    ['per-page', '101', 'per-page="101"'],
    ['tag-value', 'delivery', 'needs tag-group'],
  ] as const) {
    it(`${attribute}="${value}": an error event and a console warning, and no request`, async () => {
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (message: string) => warnings.push(message);
      try {
        const el = document.createElement('rp-business-reviews');
        const error = new Promise<RpErrorEvent>((resolve) =>
          el.addEventListener('error', (event) => resolve(event as RpErrorEvent), { once: true }),
        );
        el.setAttribute('api-key', MOCK_API_KEY);
        el.setAttribute('base-url', freshBase());
        el.setAttribute('business-unit-id', acme);
        el.setAttribute(attribute, value);
        await fixture(html`<div>${el}</div>`);
        expect((await error).error.message).to.include(says);
        expect(warnings.join('\n')).to.include(says);
        expect(requests, 'requests').to.have.length(0);
        expect($(el, '[part=error]')).to.exist;
      } finally {
        console.warn = warn;
      }
    });
  }

  it('shares one business-unit request with a trust badge on the page', async () => {
    const base = freshBase();
    const page = await fixture(
      html`<div>
        <rp-trust-badge
          api-key=${MOCK_API_KEY}
          base-url=${base}
          business-unit-id=${acme}
        ></rp-trust-badge>
        <rp-business-reviews
          api-key=${MOCK_API_KEY}
          base-url=${base}
          business-unit-id=${acme}
          layout="list"
        ></rp-business-reviews>
      </div>`,
    );
    const badge = page.querySelector('rp-trust-badge')!;
    const el = page.querySelector('rp-business-reviews')!;
    await waitUntil(() => $(el, '[part=profile-link]') && $(badge, '[part=link]'), 'both drawn');
    const units = requests.filter((r) => new URL(r.url).pathname === `/v1/business-units/${acme}`);
    expect(units).to.have.length(1);
    const links = requests.filter((r) => r.url.includes('/web-links'));
    expect(links).to.have.length(1);
    expect(reviewRequests()).to.have.length(1);
  });

  it('pages like the product reviews, with a cancelable rp-page-change', async () => {
    const el = await widget({ 'per-page': '3' });
    const want = truth(platform);
    const next = $$<HTMLButtonElement>(el, '[part=pagination] > button')[1]!;
    const pages: number[] = [];
    el.addEventListener('rp-page-change', (event) =>
      pages.push((event as Event & { page: number }).page),
    );
    const loaded = outcome(el);
    next.click();
    await loaded;
    await el.updateComplete;
    expect(pages).to.deep.equal([2]);
    expect($$(el, '[part=title]').map(text)).to.deep.equal(
      want.slice(3, 6).map((r) => r.title.replace(/\s+/g, ' ').trim()),
    );
    expect(reviewRequests().at(-1)!.searchParams.get('page')).to.equal('2');
  });

  it('finds the business by domain once, then lists its reviews', async () => {
    const el = document.createElement('rp-business-reviews');
    el.setAttribute('api-key', MOCK_API_KEY);
    el.setAttribute('base-url', freshBase());
    el.setAttribute('domain', `https://www.${MOCK_IDS.domains.acme}/shop`);
    el.setAttribute('layout', 'list');
    const done = outcome(el);
    await fixture(html`<div>${el}</div>`);
    expect((await done).type).to.equal('load');
    expect($$(el, '[part=review]')).to.have.length(10);
    expect(requests.filter((r) => r.url.includes('/business-units/find'))).to.have.length(1);
    expect(reviewRequests()[0]!.pathname).to.equal(`/v1/business-units/${acme}/reviews`);
  });

  it('says "No reviews yet" with the link to write one', async () => {
    const el = await widget({ 'business-unit-id': empty, 'no-header': true });
    expect(text($(el, '[part=empty]'))).to.equal(
      'No reviews yet Write a review (opens in a new tab)',
    );
    expect($<HTMLAnchorElement>(el, '[part=review-link]')!.href).to.match(/^https:\/\//);
    expect($(el, '[part=header]')).to.equal(null);
  });

  it('shows fields of the wrong type as nothing, never "[object Object]" or a made-up count', async () => {
    platform.fail({
      operation: 'listBusinessUnitReviews',
      status: 200,
      body: {
        reviews: [
          {
            stars: 4,
            createdAt: '2025-11-02T09:15:00',
            title: { html: '<b>x</b>' },
            text: 42,
            isVerified: 'yes',
            numberOfLikes: 'many',
            id: 7,
          },
        ],
        links: [],
      },
    });
    const el = await widget({ 'no-header': true });
    const card = $(el, '[part=review]')!;
    expect(card.querySelector('[part=title], [part=verified], [part=likes]')).to.equal(null);
    expect(text(card.querySelector('.text'))).to.equal('');
    expect(card.getAttribute('aria-label')).to.equal('4 out of 5 stars');
    expect(text(card)).to.not.match(/object|NaN|undefined|42/);
  });

  it('clamps a long text with a Read more toggle, operated by keyboard, the full text in the DOM', async () => {
    const long = truth(platform)[0]!;
    long.text = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} about the delivery.`).join(
      ' ',
    );
    const el = await widget({ 'per-page': '3' });
    const [card, ...others] = $$(el, '[part=review]');
    const body = card!.querySelector<HTMLElement>('.text')!;
    expect(text(body)).to.equal(long.text);
    await waitUntil(
      () => card!.querySelector('[part=read-more]'),
      'the toggle appears once measured',
    );
    const toggle = card!.querySelector<HTMLButtonElement>('[part=read-more]')!;
    expect(text(toggle)).to.equal('Read more');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(toggle.getAttribute('aria-controls')).to.equal(body.id);
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
    // Short texts are not cut: no toggle.
    for (const other of others) {
      const short = other.querySelector<HTMLElement>('.text')!;
      if (short.scrollHeight <= short.clientHeight) {
        expect(other.querySelector('[part=read-more]')).to.equal(null);
      }
    }
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(text(toggle)).to.equal('Show less');
    expect(body.scrollHeight).to.equal(body.clientHeight);
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  for (const layout of ['carousel', 'list']) {
    it(`cuts a long text after its fourth line at a whole word, with no ellipsis inside a word (${layout})`, async () => {
      const long = truth(platform)[0]!;
      long.text = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} outdoors.`).join(' ');
      const el = await widget({ 'per-page': '3', layout }, { width: 390 });
      const card = $$(el, '[part=review]')[0]!;
      const body = card.querySelector<HTMLElement>('.text')!;
      await waitUntil(() => card.querySelector('[part=read-more]'), 'not measured as cut');
      // Chrome's line clamp draws its ellipsis over the end of the last line, inside a word
      // ("outdo…"): the text is cut where its fourth line ends instead.
      expect(getComputedStyle(body).getPropertyValue('-webkit-line-clamp')).to.equal('none');
      const line = parseFloat(getComputedStyle(body).lineHeight);
      expect(body.clientHeight).to.be.closeTo(4 * line, 1);
      // The last character drawn inside the box ends a word: what follows it is a space.
      const node = [...body.childNodes].find(
        (child) => child instanceof Text && child.length,
      )! as Text;
      const bottom = body.getBoundingClientRect().bottom + 0.5;
      const range = document.createRange();
      let shown = 0;
      for (let i = 1; i <= node.length; i++) {
        range.setStart(node, i - 1);
        range.setEnd(node, i);
        const rect = range.getBoundingClientRect();
        if (rect.height && rect.bottom <= bottom) shown = i;
      }
      expect(shown).to.be.within(10, node.length - 1);
      // (A space at a line's end hangs on that line.)
      const visible = node.data.slice(0, shown).trimEnd();
      expect(node.data.slice(visible.length)).to.match(/^\s/);
    });
  }

  it('aborts its requests when removed mid-request, with no error', async () => {
    const real = window.fetch;
    const signals: AbortSignal[] = [];
    window.fetch = (input, init) => {
      signals.push(init?.signal ?? (input as Request).signal);
      return new Promise(() => undefined);
    };
    try {
      const el = await widget({}, { settle: false });
      let errors = 0;
      el.addEventListener('error', () => errors++);
      await waitUntil(() => signals.length > 0, 'a request went out');
      el.remove();
      await waitUntil(() => signals.every((signal) => signal.aborted), 'every request aborted');
      expect(errors).to.equal(0);
    } finally {
      window.fetch = real;
    }
  });

  describe('carousel', () => {
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() => emulateMedia({ reducedMotion: 'no-preference' }));
    afterEach(releaseHeldRequests);

    /** Index of the slide whose start edge is the track's. */
    const first = (el: Element) => {
      const track = $(el, '.track')!.getBoundingClientRect();
      return $$(el, '[part=slide]').findIndex(
        (slide) => Math.abs(slide.getBoundingClientRect().left - track.left) < 2,
      );
    };

    it('is a named carousel of slides "n of N", operated by keyboard with focus kept', async () => {
      const el = await widget({ layout: 'carousel', 'per-page': '12' });
      const base = $(el, '[part=base]')!;
      expect(base.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(base.getAttribute('aria-label')).to.match(/^Reviews of /);
      const slides = $$(el, '[part=slide]');
      expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(
        slides.map((_, i) => `${i + 1} of 12`),
      );
      expect(slides.every((slide) => slide.getAttribute('role') === 'group')).to.equal(true);
      expect(first(el)).to.equal(0);
      const next = $<HTMLButtonElement>(el, '[part=next]')!;
      expect(next.getAttribute('aria-label')).to.equal('Next review');
      next.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => first(el) === 1, 'slide 2 starts the track');
      await sendKeys({ press: 'Space' });
      await waitUntil(() => first(el) === 2, 'slide 3 starts the track');
      expect(el.shadowRoot!.activeElement).to.equal(next);
      await el.updateComplete;
      expect($(el, '[part=previous]')!.getAttribute('aria-disabled')).to.equal('false');
      $<HTMLButtonElement>(el, '[part=previous]')!.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => first(el) === 1, 'back to slide 2');
      expect(el.shadowRoot!.activeElement).to.equal($(el, '[part=previous]'));
      expect($(el, '[part=rotation]'), 'no slide show asked for').to.equal(null);
    });

    it('mirrors on a right-to-left page: the first slide at the right, next goes left', async () => {
      const el = document.createElement('rp-business-reviews');
      for (const [name, value] of Object.entries({
        'api-key': MOCK_API_KEY,
        'base-url': freshBase(),
        'business-unit-id': acme,
        language: 'all',
      })) {
        el.setAttribute(name, value);
      }
      const done = outcome(el);
      await fixture(html`<div dir="rtl" lang="he" style="inline-size: 600px">${el}</div>`);
      await done;
      await el.updateComplete;
      const track = $(el, '.track')!;
      const right = (i: number) => $$(el, '[part=slide]')[i]!.getBoundingClientRect().right;
      expect(Math.abs(right(0) - track.getBoundingClientRect().right)).to.be.below(2);
      expect(right(1)).to.be.below(right(0));
      $<HTMLButtonElement>(el, '[part=next]')!.click();
      await waitUntil(
        () => Math.abs(right(1) - track.getBoundingClientRect().right) < 2,
        'slide 2 starts the track at its right edge',
      );
    });

    it('loads the next page as the shopper nears the end', async () => {
      const el = await widget({ layout: 'carousel', 'per-page': '3' });
      expect($$(el, '[part=slide]')).to.have.length(3);
      const track = $(el, '.track')!;
      track.scrollLeft = track.scrollWidth;
      await waitUntil(() => $$(el, '[part=slide]').length === 6, 'the second page was added');
      expect(reviewRequests().map((url) => url.searchParams.get('page'))).to.deep.equal(['1', '2']);
      expect($$(el, '[part=slide]')[5]!.getAttribute('aria-label')).to.equal('6 of 6');
      const want = truth(platform)
        .slice(0, 6)
        .map((r) => r.title.replace(/\s+/g, ' ').trim());
      expect($$(el, '[part=title]').map(text)).to.deep.equal(want);
    });

    it('makes its date format while its requests are out', async () => {
      const intl = spyOnIntl('DateTimeFormat');
      const hold = holdRequests();
      try {
        const el = await widget({ layout: 'carousel', locale: 'en-IE' }, { settle: false });
        await waitUntil(() => intl.made.includes('DateTimeFormat en-IE'), 'date format made');
        expect(hold.calls.length, 'requests out').to.be.greaterThan(0);
        expect($$(el, '[part=review]'), 'no review drawn yet').to.have.length(0);
      } finally {
        hold.release();
        intl.restore();
      }
    });

    it('reserves its height from the first paint: nothing moves when the reviews arrive', async () => {
      const hold = holdRequests();
      const el = await widget({ layout: 'carousel' }, { settle: false });
      await waitUntil(() => hold.calls.length > 0 && $(el, '[part=skeleton]'), 'skeleton drawn');
      const before = el.getBoundingClientRect().height;
      expect(before).to.be.greaterThan(200);
      const loaded = outcome(el);
      hold.release();
      await loaded;
      await el.updateComplete;
      expect($$(el, '[part=review]').length).to.be.greaterThan(1);
      expect(el.getBoundingClientRect().height).to.equal(before);
    });

    it('turns by itself only with autoplay, pauses on hover and focus, and stops by its button', async () => {
      const realSet = window.setInterval;
      const realClear = window.clearInterval;
      const timers = new Map<number, () => void>();
      let id = 0;
      window.setInterval = ((callback: () => void) => {
        timers.set(++id, callback);
        return id;
      }) as typeof setInterval;
      window.clearInterval = ((handle: number) => timers.delete(handle)) as typeof clearInterval;
      try {
        const still = await widget({ layout: 'carousel' });
        await still.updateComplete;
        expect(timers.size, 'no timer without autoplay').to.equal(0);
        still.remove();
        const el = await widget({ layout: 'carousel', autoplay: true });
        await el.updateComplete;
        expect(timers.size, 'one timer turns it').to.equal(1);
        [...timers.values()][0]!();
        await waitUntil(() => first(el) === 1, 'the slide show moved on');
        const base = $(el, '[part=base]')!;
        base.dispatchEvent(new PointerEvent('pointerenter'));
        expect(timers.size, 'paused while hovered').to.equal(0);
        base.dispatchEvent(new PointerEvent('pointerleave'));
        expect(timers.size, 'turns again').to.equal(1);
        // Scrolled out of view: paused until it is back.
        el.style.cssText = 'position: fixed; inset-block-start: 300vh';
        await waitUntil(() => timers.size === 0, 'paused while off screen');
        el.style.cssText = '';
        await waitUntil(() => timers.size === 1, 'turns again once in view');
        const button = $<HTMLButtonElement>(el, '[part=rotation]')!;
        expect(text(button)).to.equal('Stop automatic slide show');
        button.focus();
        expect(timers.size, 'paused while focus is inside').to.equal(0);
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(text(button)).to.equal('Start automatic slide show');
        button.blur();
        await el.updateComplete;
        expect(timers.size, 'stopped by the button').to.equal(0);
        button.focus();
        await sendKeys({ press: 'Enter' });
        await el.updateComplete;
        expect(text(button)).to.equal('Stop automatic slide show');
        button.blur();
        await el.updateComplete;
        expect(timers.size, 'started again by the button').to.equal(1);
        el.remove();
        expect(timers.size, 'no timer left once removed').to.equal(0);
      } finally {
        window.setInterval = realSet;
        window.clearInterval = realClear;
      }
    });
  });

  describe('cards as a shopper sees them', () => {
    const gap = (card: Element) => {
      const last = [...card.children]
        .filter((child) => child.getBoundingClientRect().height)
        .at(-1)!;
      return card.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
    };
    /** After the clamps are measured and the slides seen. */
    const settled = async (el: RpBusinessReviews) => {
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      await el.updateComplete;
    };

    for (const width of [390, 1280]) {
      it(`a carousel card at ${width} px is as tall as its content: its padding and border under the last line`, async () => {
        const el = await widget({ layout: 'carousel' }, { width });
        await settled(el);
        const cards = $$(el, '[part=review]');
        expect(cards.length).to.be.greaterThan(3);
        // 1rem of padding and a 1 px border: no blank beyond them.
        expect(cards.map((card) => Math.round(gap(card)))).to.deep.equal(cards.map(() => 17));
      });
    }

    it('titles start on one line whether or not a card says Verified', async () => {
      const reviews = truth(platform);
      reviews.slice(0, 4).forEach((review, i) => (review.isVerified = i % 2 === 0));
      // Wide enough for four cards, each narrow enough for Verified to take a line of its own.
      const el = await widget({ layout: 'carousel' }, { width: 1180 });
      await settled(el);
      const cards = $$(el, '[part=review]').slice(0, 4);
      expect(cards.map((card) => !!card.querySelector('[part=verified]'))).to.deep.equal([
        true,
        false,
        true,
        false,
      ]);
      const tops = cards.map(
        (card) => card.querySelector('[part=title]')!.getBoundingClientRect().top,
      );
      expect(tops.map((top) => Math.round(top - tops[0]!))).to.deep.equal([0, 0, 0, 0]);
    });

    it('names every Read more by its review, and off-screen slides take no tab stop', async () => {
      for (const review of truth(platform).slice(0, 6)) {
        review.text = Array.from({ length: 30 }, (_, i) => `Sentence ${i + 1} about it.`).join(' ');
      }
      const el = await widget({ layout: 'carousel', 'per-page': '6' }, { width: 390 });
      await waitUntil(() => $$(el, '[part=read-more]').length === 6, 'every text is cut');
      await settled(el);
      const titles = truth(platform)
        .slice(0, 6)
        .map((r) => r.title.replace(/\s+/g, ' ').trim());
      expect($$(el, '[part=read-more]').map((b) => b.getAttribute('aria-label'))).to.deep.equal(
        titles.map((title) => `Read more: ${title}`),
      );
      // One slide in view at 390 px: the others are inert, so Tab skips their buttons.
      await waitUntil(
        () => $$(el, '[part=slide]').filter((s) => !s.inert).length === 1,
        'one slide live',
      );
      expect($$(el, '[part=slide]').map((s) => s.inert)).to.deep.equal([
        false,
        true,
        true,
        true,
        true,
        true,
      ]);
      const stops: string[] = [];
      $<HTMLElement>(el, '[part=next]')!.focus();
      for (let i = 0; i < 4; i++) {
        await sendKeys({ press: 'Tab' });
        const active = el.shadowRoot!.activeElement;
        if (!active) break;
        stops.push(active.getAttribute('aria-label') ?? active.className);
      }
      expect(stops.slice(0, 2)).to.deep.equal(['Reviews', `Read more: ${titles[0]}`]);
      expect(stops.filter((stop) => stop.startsWith('Read more'))).to.have.length(1);
      $<HTMLButtonElement>(el, '[part=next]')!.click();
      await waitUntil(() => !$$(el, '[part=slide]')[1]!.inert, 'slide 2 comes alive');
      await waitUntil(() => $$(el, '[part=slide]')[0]!.inert, 'slide 1 goes inert');
    });

    it('a cut text runs on past its blank lines: the words after them are in view, not a lone ellipsis', async () => {
      const review = truth(platform)[0]!;
      review.text = `First line.\n\n\n\nAfter the blank lines ${'and more words '.repeat(30)}`;
      const el = await widget({ layout: 'carousel', 'per-page': '3' }, { width: 390 });
      await settled(el);
      const body = $$(el, '[part=review]')[0]!.querySelector<HTMLElement>('.text')!;
      const range = document.createRange();
      const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode() && !walker.currentNode.textContent!.includes('After'));
      const node = walker.currentNode;
      const at = node.textContent!.indexOf('After');
      range.setStart(node, at);
      range.setEnd(node, at + 5);
      expect(range.getBoundingClientRect().bottom).to.be.at.most(
        body.getBoundingClientRect().bottom,
      );
    });

    for (const width of [390, 1280]) {
      it(`a grid card at ${width} px keeps its padding and border under "found this useful"`, async () => {
        const el = await widget({ layout: 'grid' }, { width });
        await settled(el);
        const cards = $$(el, '[part=review]');
        const liked = cards.filter((card) => card.querySelector('[part=likes]'));
        expect(liked.length).to.be.greaterThan(0);
        for (const card of cards) {
          const style = getComputedStyle(card);
          expect(style.borderBlockEndWidth, 'a border all round').to.equal('1px');
          expect(gap(card), 'padding under the last line').to.be.at.least(16);
        }
      });
    }
  });
});
