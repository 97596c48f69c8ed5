import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../src/review-collector/define.js';
import '../../src/trust-badge/define.js';
import '../../src/config/define.js';
import type { RpReviewCollector } from '../../src/review-collector/rp-review-collector.js';
import type { RpErrorEvent } from '../../src/core/events.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';
import { waitUntil } from '../support/wait.js';

const { acme, empty } = MOCK_IDS.businessUnits;

const $ = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const text = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

let serial = 0;
/** A base URL of its own per test: its own client, so nothing is cached across tests. */
const freshBase = () => `https://api-${++serial}.collector-test.example`;

/** Creates a collector, mounts it and resolves after its `load` or `error`, with the events seen. */
async function collector(attributes: Record<string, string>, base = freshBase()) {
  const el = document.createElement('rp-review-collector');
  el.setAttribute('api-key', MOCK_API_KEY);
  el.setAttribute('base-url', base);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const events: Event[] = [];
  const done = new Promise<void>((resolve) => {
    for (const type of ['load', 'error']) {
      el.addEventListener(type, (event) => {
        events.push(event);
        resolve();
      });
    }
  });
  await fixture(html`<div>${el}</div>`);
  await done;
  await el.updateComplete;
  return { el, events };
}

const webLinks = () => requests.filter((r) => new URL(r.url).pathname.endsWith('/web-links'));
const domainOf = (platform: MockPlatform, id: string) =>
  platform.data.businessUnits.find((unit) => unit.id === id)!.identifyingName;

let platform: MockPlatform;
beforeEach(async () => (platform = await startMock({ seed: 1 })));
afterEach(assertContract);

describe('<rp-review-collector>', () => {
  it('is a "Review us" link to the business review form, opening in a new tab', async () => {
    const { el, events } = await collector({ 'business-unit-id': acme });
    const link = $<HTMLAnchorElement>(el, 'a[part=base]')!;
    expect(link.href).to.equal(`https://www.rp-mock.test/evaluate/${domainOf(platform, acme)}`);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener');
    expect(text(link)).to.equal('Review us (opens in a new tab)');
    expect(events.map((event) => event.type)).to.deep.equal(['load']);
    expect(webLinks()).to.have.length(1);
    expect(el.hasAttribute('failed')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('speaks the page language and links to the form in it', async () => {
    const { el } = await collector({ 'business-unit-id': acme, locale: 'de-AT' });
    const link = $<HTMLAnchorElement>(el, 'a[part=base]')!;
    expect(text(link)).to.equal('Bewerten Sie uns (öffnet in neuem Tab)');
    expect(link.href).to.equal(`https://de.rp-mock.test/evaluate/${domainOf(platform, acme)}`);
    const ja = await collector({ 'business-unit-id': acme, locale: 'ja-JP' });
    expect(text($(ja.el, 'a'))).to.equal('レビューを書く（新しいタブで開きます）');
  });

  it('shares the web links with a trust badge of the same business: one request', async () => {
    const base = freshBase();
    const badge = document.createElement('rp-trust-badge');
    Object.entries({
      'api-key': MOCK_API_KEY,
      'base-url': base,
      'business-unit-id': acme,
      'show-review-link': '',
    }).forEach(([name, value]) => badge.setAttribute(name, value));
    const badgeLoaded = new Promise((resolve) => badge.addEventListener('load', resolve));
    document.body.append(badge);
    try {
      const { el } = await collector({ 'business-unit-id': acme }, base);
      await badgeLoaded;
      expect(webLinks()).to.have.length(1);
      expect($<HTMLAnchorElement>(el, 'a')!.href).to.equal(
        $<HTMLAnchorElement>(badge, '[part=review-link]')!.href,
      );
    } finally {
      badge.remove();
    }
  });

  it('takes its configuration from an <rp-config> ancestor', async () => {
    const config = await fixture(
      html`<rp-config api-key=${MOCK_API_KEY} base-url=${freshBase()} business-unit-id=${empty}
        ><rp-review-collector></rp-review-collector
      ></rp-config>`,
    );
    const el = config.querySelector('rp-review-collector')!;
    await waitUntil(() => $(el, 'a[part=base]') !== null, 'the link is shown');
    expect($<HTMLAnchorElement>(el, 'a')!.href).to.equal(
      `https://www.rp-mock.test/evaluate/${domainOf(platform, empty)}`,
    );
  });

  it('keeps the button box while loading: no text for readers, and nothing moves when the link arrives', async () => {
    const el = document.createElement('rp-review-collector') as RpReviewCollector;
    el.setAttribute('api-key', MOCK_API_KEY);
    el.setAttribute('base-url', freshBase());
    el.setAttribute('business-unit-id', acme);
    const loaded = new Promise((resolve) => el.addEventListener('load', resolve));
    const held = holdRequests();
    let box: DOMRect;
    try {
      await fixture(html`<div>${el}</div>`);
      await el.updateComplete;
      await nextFrame();
      const shape = $(el, '[part=base]')!;
      expect(shape.localName).to.equal('span');
      expect(shape.getAttribute('aria-hidden')).to.equal('true');
      expect(text(shape)).to.equal('');
      box = el.getBoundingClientRect();
    } finally {
      held.release();
    }
    await loaded;
    await el.updateComplete;
    const after = el.getBoundingClientRect();
    expect($(el, 'a[part=base]')).to.not.equal(null);
    expect([after.width, after.height]).to.deep.equal([box.width, box.height]);
  });

  it('a missing business says why and collapses; fallback="notice" says the form is unavailable', async () => {
    const { el, events } = await collector({});
    expect(events.map((event) => event.type)).to.deep.equal(['error']);
    expect((events[0] as RpErrorEvent).error.message).to.match(/missing business-unit-id/);
    expect(el.getAttribute('failed')).to.equal('collapse');
    expect(el.getBoundingClientRect().width).to.equal(0);
    expect(webLinks()).to.have.length(0);

    const notice = await collector({ fallback: 'notice' });
    expect(notice.el.getAttribute('failed')).to.equal('notice');
    expect(text($(notice.el, '[part=notice]'))).to.equal('Review form unavailable');
    expect($(notice.el, 'a')).to.equal(null);
  });

  it('refuses a form address that is not a safe https address: no link, an error', async () => {
    platform.fail({
      operation: 'getWebLinks',
      body: {
        locale: 'en-US',
        profileUrl: 'https://www.rp-mock.test/review/x',
        evaluateUrl: ' JavaScript:alert(2)',
        evaluateEmbedUrl: 'javascript:alert(3)',
        links: [],
      },
    });
    const { el, events } = await collector({ 'business-unit-id': acme, fallback: 'notice' });
    expect(events.map((event) => event.type)).to.deep.equal(['error']);
    expect((events[0] as RpErrorEvent).error.message).to.match(/no safe evaluateUrl/);
    expect($(el, 'a')).to.equal(null);
    expect(el.shadowRoot!.innerHTML).not.to.match(/javascript:/i);
  });

  it('themes: dark colours by attribute, and the custom properties win', async () => {
    const { el } = await collector({ 'business-unit-id': acme });
    const light = getComputedStyle($(el, 'a')!).backgroundColor;
    el.setAttribute('theme', 'dark');
    await el.updateComplete;
    expect(getComputedStyle($(el, 'a')!).backgroundColor).to.not.equal(light);
    el.style.setProperty('--rp-collector-background', 'rgb(1, 2, 3)');
    el.style.setProperty('--rp-collector-color', 'rgb(250, 251, 252)');
    el.style.setProperty('--rp-collector-radius', '0px');
    const link = getComputedStyle($(el, 'a')!);
    expect([link.backgroundColor, link.color, link.borderRadius]).to.deep.equal([
      'rgb(1, 2, 3)',
      'rgb(250, 251, 252)',
      '0px',
    ]);
  });
});
