import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import '../../src/trust-badge/define.js';
import '../../src/stars/define.js';
import '../../src/config/define.js';
import type { RpTrustBadge } from '../../src/trust-badge/rp-trust-badge.js';
import type { RpErrorEvent } from '../../src/core/events.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import type { Logos } from '../../src/api/types.js';
import { unitScore } from '../../src/mock/summaries.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';

const { acme, legacy, empty, inactive } = MOCK_IDS.businessUnits;

/** Text as a reader sees it: whitespace collapsed. */
const text = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];

let serial = 0;
/** A base URL of its own per test: its own client, so nothing is cached across tests. */
const freshBase = () => `https://api-${++serial}.badge-test.example`;

/** What the platform says about a unit, from the mock's own data. */
function truth(platform: MockPlatform, id: string) {
  const unit = platform.data.businessUnits.find((item) => item.id === id)!;
  const score = unitScore(platform.data.serviceReviews.filter((r) => r.businessUnitId === id));
  return { ...score, name: unit.displayName, domain: unit.identifyingName };
}

/** The first `load` or `error` of each badge made by `badge()`. */
const outcome = new WeakMap<Element, Promise<Event>>();

/** Creates a badge with attributes, mounts it, and resolves after its `load` or `error`. */
async function badge(
  attributes: Record<string, string | true>,
  { base = freshBase(), settle = true, fontSize = '' } = {},
): Promise<RpTrustBadge> {
  const el = document.createElement('rp-trust-badge');
  el.setAttribute('api-key', MOCK_API_KEY);
  el.setAttribute('base-url', base);
  for (const [name, value] of Object.entries(attributes)) {
    el.setAttribute(name, value === true ? '' : value);
  }
  const done = new Promise<Event>((resolve) => {
    el.addEventListener('load', resolve, { once: true });
    el.addEventListener('error', resolve, { once: true });
  });
  outcome.set(el, done);
  await fixture(html`<div style=${fontSize && `font-size: ${fontSize}`}>${el}</div>`);
  if (settle) {
    await done;
    await el.updateComplete;
  }
  return el;
}

const ops = (pattern: RegExp) => requests.filter((r) => pattern.test(new URL(r.url).pathname));
const unitCalls = () =>
  ops(/^\/v1\/business-units\/[^/]+$/).filter((r) => !r.url.includes('/find'));

/** The platform's logos, straight from the API. */
async function logos() {
  const url = `${freshBase()}/v1/resources/images/logos`;
  const answer = await fetch(url, { headers: { apikey: MOCK_API_KEY } });
  return (await answer.json()) as Logos;
}

let platform: MockPlatform;
beforeEach(async () => {
  platform = await startMock({ seed: 1 });
});
afterEach(assertContract);

describe('<rp-trust-badge>', () => {
  it('shows the TrustScore, stars, count, logo and profile link (mini, light, current variant)', async () => {
    const loads: Event[] = [];
    const el = document.createElement('rp-trust-badge');
    el.addEventListener('load', (event) => loads.push(event));
    Object.assign(el, { apiKey: MOCK_API_KEY, baseUrl: freshBase(), businessUnitId: acme });
    await fixture(html`<div>${el}</div>`);
    await waitUntil(() => loads.length === 1, 'no load event');
    const t = truth(platform, acme);
    const score = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(t.trustScore);
    const count = t.numberOfReviews.total.toLocaleString('en-US');

    expect(el.layout).to.equal('mini');
    expect(text($(el, '[part=score]'))).to.equal(`TrustScore ${score}`);
    expect(text($(el, '[part=count]'))).to.equal(`${count} reviews`);
    const link = $<HTMLAnchorElement>(el, 'a[part=link]')!;
    expect(link.href).to.equal(`https://www.rp-mock.test/review/${t.domain}`);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener');
    expect(unitCalls()).to.have.length(1);
    expect(ops(/web-links$/)).to.have.length(1);
    expect(new URL(ops(/web-links$/)[0].url).searchParams.get('locale')).to.equal('en-US');
    expect(ops(/images\/logos$/)).to.have.length(1);
    // The link's name is one sentence that holds the visible texts as they are shown.
    expect(text(link)).to.equal(
      `${t.name} has TrustScore ${score} out of 5, based on ${count} reviews (opens in a new tab)`,
    );
    expect(link.hasAttribute('aria-label')).to.equal(false);
    const logo = $<HTMLImageElement>(el, 'img[part=logo]')!;
    expect(logo.src).to.equal((await logos()).lightBackground.logoSvg.url);
    expect(logo.alt).to.equal('');
    // Stars follow the platform's half-star value: whole stars full, a half star half.
    const fills = $$(el, '[part=star] svg').map((s) => Number(s.getAttribute('width')) / 24);
    expect(fills.reduce((a, b) => a + b, 0)).to.equal(t.stars);
    expect($(el, '[part=distribution]')).to.equal(null);
    expect($(el, '[part=review-link]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('looks the same whichever variant of the business unit the platform answers', async () => {
    const current = await badge({ 'business-unit-id': acme, layout: 'full' });
    platform.set({ legacy: true });
    const old = await badge({ 'business-unit-id': acme, layout: 'full' });
    const body = await (
      await fetch(unitCalls()[1].url, { headers: { apikey: MOCK_API_KEY } })
    ).json();
    expect(body).to.have.property('score'); // the second badge really got the legacy variant
    expect(body).not.to.have.property('trustScore');
    const strip = (el: Element) => el.shadowRoot!.innerHTML.replace(/<!--[^]*?-->/g, '');
    expect(strip(old)).to.equal(strip(current));
  });

  it('shows a unit that only answers the legacy variant with its own numbers', async () => {
    const el = await badge({ 'business-unit-id': legacy });
    const t = truth(platform, legacy);
    expect(text($(el, '[part=score]'))).to.equal(`TrustScore ${t.trustScore.toFixed(1)}`);
    expect(text($(el, '[part=count]'))).to.equal(
      `${t.numberOfReviews.total.toLocaleString('en-US')} review${t.numberOfReviews.total === 1 ? '' : 's'}`,
    );
    await expect(el).to.be.accessible();
  });

  it('micro is one line of stars, score and count', async () => {
    const el = await badge({ 'business-unit-id': acme, layout: 'micro' });
    const base = $(el, '[part=base]')!;
    const line = parseFloat(getComputedStyle(base).lineHeight);
    expect(base.getBoundingClientRect().height).to.be.at.most(Math.max(line, 20) + 0.5);
    const tops = ['.stars', '[part=score]', '[part=count]', '[part=logo]'].map((s) =>
      $(el, s)!.getBoundingClientRect(),
    );
    for (const rect of tops) expect(rect.bottom).to.be.greaterThan(tops[0].top); // same row
    expect($(el, '[part=distribution]')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('full adds the five-to-one star distribution as bars', async () => {
    const el = await badge({ 'business-unit-id': acme, layout: 'full' });
    const t = truth(platform, acme).numberOfReviews;
    const counts = [t.fiveStars, t.fourStars, t.threeStars, t.twoStars, t.oneStar];
    const rows = $$(el, '[part=distribution] li');
    expect(rows.map((row) => text(row.firstElementChild))).to.deep.equal([
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
    const percent = new Intl.NumberFormat('en-US', { style: 'percent' });
    expect(rows.map((row) => text(row.lastElementChild))).to.deep.equal(
      counts.map((n) => percent.format(n / t.total)),
    );
    const widths = $$(el, '[part=bar] .fill').map((rect) => Number(rect.getAttribute('width')));
    expect(widths.map((w) => w.toFixed(6))).to.deep.equal(
      counts.map((n) => ((n / t.total) * 100).toFixed(6)),
    );
    expect($(el, '[part=distribution]')!.getAttribute('aria-label')).to.equal(
      'Reviews by star rating',
    );
    await expect(el).to.be.accessible();
  });

  it('the dark theme shows the dark-background logo and dark colours', async () => {
    const light = await badge({ 'business-unit-id': acme });
    const el = await badge({ 'business-unit-id': acme, theme: 'dark' });
    const { lightBackground, darkBackground } = await logos();
    expect(darkBackground.logoSvg.url).not.to.equal(lightBackground.logoSvg.url);
    expect($<HTMLImageElement>(el, '[part=logo]')!.src).to.equal(darkBackground.logoSvg.url);
    const colour = (b: Element) => getComputedStyle($(b, '[part=base]')!).backgroundColor;
    expect(colour(el)).not.to.equal(colour(light));
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
    expect(ops(/images\/logos$/)).to.have.length(3); // one per fresh base URL, and ours
    await expect(el).to.be.accessible();
    // micro has no background of its own: a dark badge sits on the merchant's dark header.
    el.parentElement!.style.background = '#111';
    const sent = requests.length;
    for (const layout of ['micro', 'full']) {
      el.layout = layout as 'micro';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    }
    el.theme = 'light';
    await el.updateComplete;
    expect($<HTMLImageElement>(el, '[part=logo]')!.src).to.equal(lightBackground.logoSvg.url);
    expect(requests).to.have.length(sent); // layout and theme only redraw
  });

  it('speaks Dutch, with the Dutch number format and platform pages', async () => {
    const el = await badge({ 'business-unit-id': acme, locale: 'nl' });
    const t = truth(platform, acme);
    expect(new URL(ops(/web-links$/)[0].url).searchParams.get('locale')).to.equal('nl-NL');
    expect(text($(el, '[part=score]'))).to.equal(
      `TrustScore ${t.trustScore.toFixed(1).replace('.', ',')}`,
    );
    expect($<HTMLAnchorElement>(el, 'a[part=link]')!.href).to.match(/^https:\/\/nl\./);
    const count = t.numberOfReviews.total.toLocaleString('nl-NL');
    expect(text($(el, 'a[part=link]'))).to.match(
      new RegExp(`^\\S.* heeft TrustScore \\d,\\d van 5, op basis van ${count} reviews \\(opent`),
    );
  });

  it('speaks French without mixing languages', async () => {
    const el = await badge({ 'business-unit-id': acme, locale: 'fr-FR', layout: 'full' });
    const t = truth(platform, acme);
    expect(text($(el, 'a[part=link]'))).to.equal(
      `${t.name} a TrustScore ${t.trustScore.toFixed(1).replace('.', ',')} sur 5, sur la base de ${t.numberOfReviews.total} avis (s’ouvre dans un nouvel onglet)`,
    );
    expect(text($(el, '[part=distribution] li'))).to.match(/^5 étoiles /);
  });

  it('speaks Spanish, with its review link and star rows', async () => {
    const el = await badge({
      'business-unit-id': acme,
      locale: 'es-ES',
      layout: 'full',
      'show-review-link': true,
    });
    const t = truth(platform, acme);
    const score = t.trustScore.toFixed(1).replace('.', ',');
    const count = t.numberOfReviews.total.toLocaleString('es-ES');
    expect(text($(el, '[part=count]'))).to.equal(`${count} opiniones`);
    expect(text($(el, 'a[part=link]'))).to.equal(
      `${t.name} tiene TrustScore ${score} de 5, según ${count} opiniones (se abre en una pestaña nueva)`,
    );
    expect(text($(el, 'a[part=review-link]'))).to.equal(
      'Escribir una opinión (se abre en una pestaña nueva)',
    );
    const rows = $$(el, '[part=distribution] li').map(text);
    expect(rows[0]).to.match(/^5 estrellas /);
    expect(rows[4]).to.match(/^1 estrella /);
    expect($(el, '[part=distribution]')!.getAttribute('aria-label')).to.equal(
      'Opiniones por estrellas',
    );
    const none = await badge({ 'business-unit-id': empty, locale: 'es-ES' });
    expect(text($(none, '[part=count]'))).to.equal('Aún no hay opiniones');
    expect(text($(none, 'a[part=link]'))).to.equal(
      `${truth(platform, empty).name}: Aún no hay opiniones (se abre en una pestaña nueva)`,
    );
  });

  it('show-review-link links to the evaluate page of the locale', async () => {
    const el = await badge({ 'business-unit-id': acme, 'show-review-link': true, locale: 'de' });
    const t = truth(platform, acme);
    const link = $<HTMLAnchorElement>(el, 'a[part=review-link]')!;
    expect(link.href).to.equal(`https://de.rp-mock.test/evaluate/${t.domain}`);
    expect(text(link)).to.equal('Bewertung schreiben (öffnet in neuem Tab)');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener');
    expect($<HTMLAnchorElement>(el, 'a[part=link]')!.href).to.equal(
      `https://de.rp-mock.test/review/${t.domain}`,
    );
    // A bare language is sent as the language-region the platform's pages need.
    expect(new URL(ops(/web-links$/)[0].url).searchParams.get('locale')).to.equal('de-DE');
    const score = t.trustScore.toFixed(1).replace('.', ',');
    const count = t.numberOfReviews.total.toLocaleString('de-DE');
    expect(text($(el, '[part=score]'))).to.equal(`TrustScore ${score}`);
    expect(text($(el, '[part=count]'))).to.equal(`${count} Bewertungen`);
    expect(text($(el, 'a[part=link]'))).to.equal(
      `${t.name} hat TrustScore ${score} von 5, basierend auf ${count} Bewertungen (öffnet in neuem Tab)`,
    );
    // Keyboard focus lands on the two links and nothing else.
    const focusable = $$(el, 'a[href], button, input, select, textarea, [tabindex]');
    expect(focusable.map((node) => node.getAttribute('part'))).to.deep.equal([
      'link',
      'review-link',
    ]);
    await expect(el).to.be.accessible();
  });

  it('shows its badge for a locale the platform has no pages for, linking to the nearest', async () => {
    const el = await badge({ 'business-unit-id': acme, 'show-review-link': true, locale: 'de-AT' });
    const t = truth(platform, acme);
    expect($<HTMLAnchorElement>(el, 'a[part=link]')!.href).to.equal(
      `https://de.rp-mock.test/review/${t.domain}`,
    );
    expect(text($(el, '[part=count]'))).to.equal(
      `${t.numberOfReviews.total.toLocaleString('de-AT')} Bewertungen`,
    );
    const asked = ops(/web-links$/).map((r) => new URL(r.url).searchParams.get('locale'));
    expect(asked).to.deep.equal(['de-AT', 'de-DE']);
  });

  it('fills its bars from the start of the line: the right in right-to-left text', async () => {
    const rtl = await badge({ 'business-unit-id': acme, layout: 'full', dir: 'rtl' });
    expect(getComputedStyle($(rtl, '[part=bar]')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    // The logo sits at the start of its line too.
    expect(getComputedStyle($(rtl, '[part=logo]')!).objectPosition).to.equal('100% 50%');
    const ltr = await badge({ 'business-unit-id': acme, layout: 'full' });
    expect(getComputedStyle($(ltr, '[part=bar]')!).transform).to.equal('none');
  });

  it('refuses a javascript: profile or evaluate URL as a link target', async () => {
    platform.fail({
      operation: 'getWebLinks',
      body: {
        locale: 'en-US',
        profileUrl: 'javascript:alert(1)',
        evaluateUrl: ' JavaScript:alert(2)',
        evaluateEmbedUrl: 'javascript:alert(3)',
        links: [],
      },
    });
    const el = await badge({ 'business-unit-id': acme, 'show-review-link': true });
    expect($$(el, 'a')).to.have.length(0);
    expect(el.shadowRoot!.innerHTML).not.to.match(/javascript:/i);
    // The numbers are still shown, named as one sentence, with no link to focus.
    const t = truth(platform, acme);
    const summary = $(el, '.summary')!;
    expect(summary.getAttribute('role')).to.equal('img');
    expect(summary.getAttribute('aria-label')).to.equal(
      `${t.name} has TrustScore ${t.trustScore.toFixed(1)} out of 5, based on ${t.numberOfReviews.total} reviews`,
    );
    await expect(el).to.be.accessible();
  });

  it('a business with no reviews says so', async () => {
    const t = truth(platform, empty);
    expect(t.numberOfReviews.total).to.equal(0);
    const el = await badge({ 'business-unit-id': empty, layout: 'full', 'structured-data': true });
    expect(text($(el, '[part=count]'))).to.equal('No reviews yet');
    expect(text($(el, '[part=score]'))).to.equal('');
    const filled = $$(el, '[part=star] svg').filter((s) => Number(s.getAttribute('width')) > 0);
    expect(filled).to.have.length(0); // no star filled
    expect(text($(el, 'a[part=link]'))).to.equal(`${t.name}: No reviews yet (opens in a new tab)`);
    expect($$(el, '[part=distribution] li').map((row) => text(row.lastElementChild))).to.deep.equal(
      ['0%', '0%', '0%', '0%', '0%'],
    );
    // The structured-data code arrives after the first draw.
    await waitUntil(() => el.querySelector('script') !== null, 'no JSON-LD');
    const data = JSON.parse(el.querySelector('script')!.textContent!);
    expect(data.name).to.equal(t.name);
    expect(data).not.to.have.property('aggregateRating');
    await expect(el).to.be.accessible();
  });

  it('a business that is not active shows nothing and says why', async () => {
    const el = await badge({ 'business-unit-id': inactive, 'structured-data': true });
    const event = (await outcome.get(el)) as RpErrorEvent;
    expect(event.type).to.equal('error');
    await el.updateComplete;
    expect(event.error.message).to.contain('"inactive"');
    expect(event.bubbles).to.equal(false);
    expect(el.shadowRoot!.children).to.have.length(0);
    const rect = el.getBoundingClientRect();
    expect(rect.width).to.equal(0);
    expect(rect.height).to.equal(0);
    expect(el.querySelector('script')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('a failed call fires error and collapses, never drawing empty stars', async () => {
    platform.fail({ operation: 'getBusinessUnit', status: 404 });
    // The 404 is held until the loading box has been measured, however fast the machine answers.
    const held = holdRequests();
    let el: RpTrustBadge;
    try {
      el = await badge({ 'business-unit-id': acme, layout: 'full' }, { settle: false });
      expect(el.getBoundingClientRect().height).to.be.greaterThan(100);
    } finally {
      held.release();
    }
    const event = (await outcome.get(el)) as RpErrorEvent;
    await el.updateComplete;
    expect(event.type).to.equal('error');
    expect(event.error.message).to.contain('404');
    expect(el.hasAttribute('failed')).to.equal(true);
    expect($$(el, '[part=star], [part=bar]')).to.have.length(0);
    const box = el.getBoundingClientRect();
    expect([box.width, box.height]).to.deep.equal([0, 0]);
  });

  for (const layout of ['micro', 'mini', 'full']) {
    it(`fallback="notice" says the rating is unavailable when no answer comes in time (${layout})`, async () => {
      platform.fail({ operation: 'getBusinessUnit', hang: true });
      const el = await badge(
        { 'business-unit-id': acme, layout, fallback: 'notice', timeout: '50' },
        { settle: false },
      );
      const event = (await outcome.get(el)) as RpErrorEvent;
      await el.updateComplete;
      expect(event.error.name).to.equal('TimeoutError');
      expect(el.hasAttribute('failed')).to.equal(true);
      expect(text($(el, '[part=base]'))).to.equal('Rating unavailable');
      expect(text($(el, '[part=notice]'))).to.equal('Rating unavailable');
      expect($$(el, '[part=star], [part=bar], [part=score], [part=count]')).to.have.length(0);
      await expect(el).to.be.accessible();
    });
  }

  it('names the missing attribute when there is neither business-unit-id nor domain', async () => {
    const el = document.createElement('rp-trust-badge');
    el.apiKey = MOCK_API_KEY;
    // An address of its own: a request an earlier test left in flight may reach the mock late.
    const base = freshBase();
    el.baseUrl = base;
    const failed = new Promise<RpErrorEvent>((resolve) =>
      el.addEventListener('error', (e) => resolve(e as RpErrorEvent), { once: true }),
    );
    await fixture(html`<div>${el}</div>`);
    expect((await failed).error.message).to.match(/^missing business-unit-id or domain/);
    expect(requests.filter((request) => request.url.startsWith(base))).to.have.length(0);
  });

  for (const layout of ['micro', 'mini', 'full']) {
    for (const [unit, locale] of [
      [acme, 'en-US'],
      [acme, 'de-DE'],
      [empty, 'de-DE'],
    ]) {
      it(`reserves its final height from the first paint (${layout}, ${unit}, ${locale})`, async () => {
        // No answer before the placeholder has been measured.
        const held = holdRequests();
        let el: RpTrustBadge;
        let before: DOMRect;
        try {
          el = await badge(
            { 'business-unit-id': unit, layout, locale, 'show-review-link': true },
            { settle: false },
          );
          expect($(el, '.summary')!.getAttribute('aria-busy')).to.equal('true');
          before = el.getBoundingClientRect();
        } finally {
          held.release();
        }
        await outcome.get(el);
        await el.updateComplete;
        await waitUntil(() => ($(el, 'img') as HTMLImageElement | null)?.complete ?? true);
        expect(text($(el, '[part=count]'))).not.to.equal('');
        // The height is reserved; the width follows the texts (no reserved gaps).
        expect(el.getBoundingClientRect().height).to.equal(before.height);
      });
    }
  }

  it('takes about the width of its texts while they load (mini), and no more than a narrow column', async () => {
    const held = holdRequests();
    let wide: RpTrustBadge;
    let narrow: RpTrustBadge;
    let loading: number;
    try {
      wide = await badge({ 'business-unit-id': acme, locale: 'en-US' }, { settle: false });
      narrow = await badge({ 'business-unit-id': acme, locale: 'en-US' }, { settle: false });
      (narrow.parentElement as HTMLElement).style.width = '150px';
      // A shop's usual sans-serif text (the reserve fits it; the test page's default is a serif).
      (wide.parentElement as HTMLElement).style.fontFamily = 'system-ui, sans-serif';
      expect($(wide, '.summary')!.getAttribute('aria-busy')).to.equal('true');
      loading = wide.getBoundingClientRect().width;
      const column = narrow.parentElement!.getBoundingClientRect();
      for (const part of [narrow, $(narrow, '[part=base]')!]) {
        expect(part.getBoundingClientRect().right, 'in a 150 px column').to.be.at.most(
          column.right,
        );
      }
    } finally {
      held.release();
    }
    await outcome.get(wide);
    await wide.updateComplete;
    expect(text($(wide, '[part=count]'))).to.match(/\d reviews/);
    // 16 px text: within 1em of its width with "TrustScore 4.1" and "700 reviews".
    expect(Math.abs(wide.getBoundingClientRect().width - loading)).to.be.below(16);
  });

  it('grows its stars and logo with the text (micro, mini, full), its height reserved from the first paint', async () => {
    const size = (el: Element | null) => {
      const { width, height } = el!.getBoundingClientRect();
      return [width, height];
    };
    for (const layout of ['micro', 'mini', 'full']) {
      const held = holdRequests();
      const made: Promise<RpTrustBadge>[] = [];
      let reserved: number[];
      try {
        for (const fontSize of ['16px', '32px']) {
          made.push(badge({ 'business-unit-id': acme, layout }, { settle: false, fontSize }));
        }
        // Measured while the answers are held: the loading boxes.
        reserved = (await Promise.all(made)).map((el) => size(el)[1]);
        for (const el of await Promise.all(made)) {
          expect($(el, '[aria-busy=true]') !== null, `${layout} loading`).to.equal(true);
        }
      } finally {
        held.release();
      }
      const [normal, large] = await Promise.all(made);
      for (const el of [normal!, large!]) {
        await outcome.get(el);
        await el.updateComplete;
        await waitUntil(() => ($(el, 'img') as HTMLImageElement | null)?.complete ?? false);
      }
      // Stars are 1.25em: 20 px at 16 px text, as before; the logo is 4 lines (or stars) wide.
      expect(size($(normal!, '[part=star]')), layout).to.deep.equal([20, 20]);
      expect(size($(large!, '[part=star]')), layout).to.deep.equal([40, 40]);
      const [logoWidth, logoHeight] = size($(normal!, '[part=logo]'));
      expect(size($(large!, '[part=logo]')), layout).to.deep.equal([
        logoWidth! * 2,
        logoHeight! * 2,
      ]);
      expect(logoHeight, layout).to.equal(layout === 'micro' ? 20 : 24);
      expect(
        [normal!, large!].map((el) => size(el)[1]),
        layout,
      ).to.deep.equal(reserved);
    }
  });

  it('takes its colours and corners from custom properties', async () => {
    const el = await badge({ 'business-unit-id': acme, layout: 'full' });
    el.style.setProperty('--rp-badge-background', 'rgb(1, 2, 3)');
    el.style.setProperty('--rp-badge-color', 'rgb(200, 201, 202)');
    el.style.setProperty('--rp-badge-radius', '3px');
    const box = getComputedStyle($(el, '[part=base]')!);
    expect(box.backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(box.color).to.equal('rgb(200, 201, 202)');
    expect(box.borderTopLeftRadius).to.equal('3px');
  });

  it('resolves a domain once, even for two badges of the same domain', async () => {
    const base = freshBase();
    const domain = MOCK_IDS.domains.acme;
    const [one, two] = await Promise.all([
      badge({ domain }, { base }),
      badge({ domain: ` https://${domain.toUpperCase()}/ `, layout: 'micro' }, { base }),
    ]);
    const finds = ops(/\/find$/);
    expect(finds).to.have.length(1);
    expect(new URL(finds[0].url).searchParams.get('name')).to.equal(domain);
    expect(unitCalls()).to.have.length(1);
    expect(new URL(unitCalls()[0].url).pathname).to.equal(`/v1/business-units/${acme}`);
    expect(ops(/web-links$/)).to.have.length(1);
    expect(ops(/images\/logos$/)).to.have.length(1);
    const t = truth(platform, acme);
    for (const el of [one, two]) {
      expect(text($(el, '[part=score]'))).to.equal(`TrustScore ${t.trustScore.toFixed(1)}`);
    }
    // A domain set on the element wins over a business-unit-id inherited from <rp-config>.
    const wrapper = await fixture<HTMLElement>(
      html`<rp-config api-key=${MOCK_API_KEY} base-url=${base} business-unit-id=${empty}
        ><rp-trust-badge domain=${domain}></rp-trust-badge
      ></rp-config>`,
    );
    const third = wrapper.querySelector('rp-trust-badge')!;
    await waitUntil(() => $(third, 'a[part=link]'), 'not loaded');
    expect(text($(third, '[part=score]'))).to.equal(`TrustScore ${t.trustScore.toFixed(1)}`);
    expect(ops(/\/find$/)).to.have.length(1);
  });

  it('an unknown domain fires error', async () => {
    const el = await badge({ domain: 'nobody.example' });
    const event = (await outcome.get(el)) as RpErrorEvent;
    expect(event.type).to.equal('error');
    expect(event.error.message).to.contain('404');
  });

  it('shares every request with <rp-stars> for the business', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<rp-config api-key=${MOCK_API_KEY} base-url=${freshBase()} business-unit-id=${acme}>
        <rp-stars show-count show-score></rp-stars>
        <rp-trust-badge layout="micro" show-review-link></rp-trust-badge>
        <rp-trust-badge layout="full"></rp-trust-badge>
      </rp-config>`,
    );
    const [b1, b2] = wrapper.querySelectorAll('rp-trust-badge');
    const stars = wrapper.querySelector('rp-stars')!;
    await waitUntil(
      () => $(b1, 'a[part=link]') && $(b2, 'a[part=link]') && text($(stars, '[part=count]')),
      'not loaded',
    );
    const paths = requests.map((r) => new URL(r.url).pathname).sort();
    expect(paths).to.deep.equal([
      `/v1/business-units/${acme}`,
      `/v1/business-units/${acme}/web-links`,
      '/v1/resources/images/logos',
    ]);
    // Both elements show the same numbers.
    expect(text($(stars, '[part=score]'))).to.equal(
      text($(b1, '[part=score]')).replace('TrustScore ', ''),
    );
  });

  it('structured-data puts the numbers shown into Organization JSON-LD, escaped', async () => {
    const t = truth(platform, acme);
    const name = 'Acme </script><script>alert(1)</script> & Co';
    platform.fail({
      operation: 'getBusinessUnit',
      times: 1,
      body: {
        id: acme,
        displayName: name,
        name: { identifying: t.domain, referring: [] },
        status: 'active',
        links: [],
        country: 'DK',
        websiteUrl: 'https://acme.example/',
        numberOfReviews: {
          total: 12345,
          oneStar: 345,
          twoStars: 0,
          threeStars: 1000,
          fourStars: 4000,
          fiveStars: 7000,
          usedForTrustScoreCalculation: 12000,
        },
        stars: t.stars,
        // Just under 4.35 in binary: shown, like <rp-stars>, as 4.4, not toFixed's 4.3.
        trustScore: 4.35,
      },
    });
    const el = await badge({ 'business-unit-id': acme, 'structured-data': true });
    await waitUntil(() => el.querySelector('script') !== null, 'no JSON-LD');
    const scripts = el.querySelectorAll('script');
    expect(scripts).to.have.length(1);
    expect(scripts[0].type).to.equal('application/ld+json');
    expect(scripts[0].textContent).not.to.contain('<');
    expect(scripts[0].textContent).to.contain('\\u003c/script>');
    const data = JSON.parse(scripts[0].textContent!);
    expect(data).to.deep.equal({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      url: 'https://acme.example/',
      sameAs: `https://www.rp-mock.test/review/${t.domain}`,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.4,
        bestRating: 5,
        worstRating: 1,
        ratingCount: 12345,
      },
    });
    expect(text($(el, '[part=score]'))).to.equal('TrustScore 4.4');
    expect(text($(el, '[part=count]'))).to.equal('12,345 reviews');
    expect(text($(el, 'a[part=link]'))).to.contain(name);

    // The same child is updated when the data changes, and removed when the option goes.
    el.locale = 'de-DE';
    await waitUntil(() => text($(el, '[part=count]')).includes('Bewertungen'), 'not reloaded');
    await el.updateComplete;
    await waitUntil(() => scripts[0].textContent!.includes('de.rp-mock'), 'JSON-LD not updated');
    expect(el.querySelectorAll('script')).to.have.length(1);
    expect(el.querySelector('script') === scripts[0], 'the same script').to.equal(true);
    const german = JSON.parse(scripts[0].textContent!);
    expect(german.sameAs).to.equal(`https://de.rp-mock.test/review/${t.domain}`);
    expect(german.aggregateRating.ratingValue).to.equal(4.4); // the unit itself comes from the cache
    expect(text($(el, '[part=score]'))).to.equal('TrustScore 4,4');
    expect(text($(el, '[part=count]'))).to.equal('12.345 Bewertungen');
    el.structuredData = false;
    await el.updateComplete;
    await waitUntil(() => el.querySelector('script') === null, 'JSON-LD not removed');
  });
});
