import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/business-reviews/define.js';
import '../../src/trust-badge/define.js';
import type { RpBusinessReviews } from '../../src/business-reviews/rp-business-reviews.js';
import type { RpErrorEvent } from '../../src/shared/events.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { unitScore } from '../../src/mock/summaries.js';
import { assertContract, requests, startMock } from '../support/platform.js';

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
  { base = freshBase(), settle = true } = {},
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
  await fixture(html`<div>${el}</div>`);
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

  it('says "No reviews yet" with the link to write one', async () => {
    const el = await widget({ 'business-unit-id': empty, 'no-header': true });
    expect(text($(el, '[part=empty]'))).to.equal(
      'No reviews yet Write a review (opens in a new tab)',
    );
    expect($<HTMLAnchorElement>(el, '[part=review-link]')!.href).to.match(/^https:\/\//);
    expect($(el, '[part=header]')).to.equal(null);
  });

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
});
