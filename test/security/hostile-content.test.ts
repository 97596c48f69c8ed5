/**
 * Hostile content (issue 12): XSS payloads in every text field a widget renders and unsafe
 * values in every URL field, served by the mock platform (its data set, or a fault rule's body
 * where the mock makes the value itself). Asserted in the browser: nothing runs, no handler
 * fires, no unsafe URL becomes a link or image source, text shows as typed, layout holds.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import type { ProductReviewRecord } from '../../src/mock/data/types.js';
import '../../src/product-reviews/define.js';
import '../../src/business-reviews/define.js';
import '../../src/trust-badge/define.js';
import '../../src/stars/define.js';
import '../../src/invite-button/define.js';
import '../../src/review-inbox/define.js';
import '../../src/review-collector/define.js';
import type { RpTrustBadge } from '../../src/trust-badge/rp-trust-badge.js';
import type { RpStars } from '../../src/stars/rp-stars.js';
import type { RpInviteButton } from '../../src/invite-button/rp-invite-button.js';
import { assertContract, startMock } from '../support/platform.js';
import { settled } from '../product-reviews/helpers.js';
import { activate, signInDirectly } from '../invite-button/helpers.js';
import { TEXT_PAYLOADS, UNSAFE_URLS } from './payloads.js';
import { TEXT_LENGTH, text as asTyped } from '../../src/shared/platform-values.js';
import { Tripwire, allElements, drawn, outcome, overflow, provoke, scan } from './scan.js';

const P = TEXT_PAYLOADS.length;
/** A platform text as drawn: names cut at 200 characters, review texts at 10,000, with "…". */
const cut = (payload: string, max: number) =>
  payload.length <= max ? payload : `${payload.slice(0, max - 1)}…`;
const asName = (payload: string) => cut(payload, 200);
const asText = (payload: string) => cut(payload, 10_000);
const bad = (i: number) => UNSAFE_URLS[i % UNSAFE_URLS.length]!;
const WIDTH = 320;

/** Payload placements per field, and what went wrong, over the whole file. */
const tried = new Map<string, number>();
const totals = { executed: 0, unsafe: 0, urls: 0 };
const place = (field: string, count = P) => tried.set(field, (tried.get(field) ?? 0) + count);

let platform: MockPlatform;
let tripwire: Tripwire;

/** A wrapper of the narrow width holding `elements`, mounted as the fixture. */
async function mountNarrow(elements: Element[]): Promise<HTMLElement> {
  const wrapper = document.createElement('div');
  wrapper.style.width = `${WIDTH}px`;
  wrapper.append(...elements);
  return fixture<HTMLElement>(html`${wrapper}`);
}

/**
 * The common checks after everything is drawn: provoke every handler, wait until every update is
 * drawn and every image fired `load` or `error`, then scan for execution, injected markup and
 * unsafe URLs, and measure.
 */
async function expectSafe(
  wrapper: HTMLElement,
  hosts: Element[],
  allowed: (host: Element) => { width: number; overflow: number } = () => ({
    width: WIDTH,
    overflow: 0,
  }),
): Promise<void> {
  provoke(wrapper);
  await drawn(wrapper);
  const found = scan(wrapper);
  totals.urls += found.urls;
  totals.unsafe += found.unsafe.length;
  expect(found.unsafe, 'unsafe URLs').to.deep.equal([]);
  expect(found.injected, 'injected elements or handlers').to.deep.equal([]);
  expect(tripwire.count, 'payloads executed').to.equal(0);
  for (const [i, host] of hosts.entries()) {
    const limit = allowed(host);
    const width = host.getBoundingClientRect().width;
    expect(Number.isFinite(width), `${host.localName} #${i} width is finite`).to.equal(true);
    expect(width, `${host.localName} #${i} width`).to.be.at.most(limit.width + 0.5);
    expect(overflow(host, wrapper), `${host.localName} #${i} sticks out by`).to.be.at.most(
      limit.overflow + 1,
    );
  }
}

const shadow = (host: Element, selector: string) => [
  ...host.shadowRoot!.querySelectorAll<HTMLElement>(selector),
];
const texts = (host: Element, selector: string) =>
  shadow(host, selector).map((node) => node.textContent ?? '');

describe('hostile content', () => {
  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
    tripwire = new Tripwire();
  });
  afterEach(async () => {
    totals.executed += tripwire.count;
    tripwire.dispose();
    // The test runner reuses this tab for the next test file, and sessionStorage lasts with the
    // tab: a token left here signs in that file's invite buttons.
    sessionStorage.clear();
    await assertContract();
  });
  after(() => {
    const fields = tried.size;
    const count = [...tried.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `hostile content: ${P + UNSAFE_URLS.length} payloads (${P} text, ${UNSAFE_URLS.length} URL) × ${fields} fields = ${count} tried, ${totals.executed} executed, ${totals.unsafe} unsafe URLs (of ${totals.urls} URL attributes scanned)`,
    );
  });

  it('<rp-product-reviews>: reviews, names, replies, attributes, photos, imported, product name', async () => {
    const sku = MOCK_IDS.skus.imported;
    const data = platform.data;
    const template = data.productReviews.find((r) => r.businessUnitId === 'bu-acme')!;
    const photos = data.productReviews.find(
      (r) => r.sku === MOCK_IDS.skus.photos && r.attachments.length,
    )!.attachments;
    // One review per payload, newest first in payload order; a last one with real photos.
    const at = (i: number) =>
      new Date(Date.UTC(2025, 0, 1) - i * 60_000).toISOString().slice(0, 19);
    const reviews: ProductReviewRecord[] = TEXT_PAYLOADS.map((payload, i) => ({
      ...template,
      id: `pr-hostile-${i}`,
      sku,
      state: 'published',
      stars: (i % 5) + 1,
      createdAt: at(i),
      updatedAt: at(i),
      content: payload,
      consumer: { ...template.consumer, name: payload, displayName: payload },
      conversationId: undefined,
      attributeRatings: [{ attributeId: payload, rating: (i % 5) + 1 }],
      attachments: [
        {
          id: `att-hostile-${i}`,
          state: 'published',
          processedFiles: [
            { dimension: '200x200', mimeType: 'image/jpeg', url: bad(i) },
            { dimension: 'original', mimeType: 'image/png', url: bad(i + 1) },
          ],
        },
      ],
      firstCompanyComment: { comment: payload, createdAt: at(i) },
    }));
    reviews.push({
      ...template,
      id: 'pr-hostile-control',
      sku,
      state: 'published',
      createdAt: at(P),
      updatedAt: at(P),
      content: 'control',
      attachments: photos,
      attributeRatings: [],
      firstCompanyComment: undefined,
    });
    data.productReviews = [...data.productReviews.filter((r) => r.sku !== sku), ...reviews];
    const imported = data.importedReviews.find((r) => r.sku === sku)!;
    data.importedReviews = [
      ...data.importedReviews.filter((r) => r.sku !== sku),
      ...TEXT_PAYLOADS.map((payload, i) => ({
        ...imported,
        id: `ir-hostile-${i}`,
        createdAt: at(i),
        stars: (i % 5) + 1,
        content: payload,
        consumer: { name: payload },
        source: { name: payload },
      })),
    ];

    const el = document.createElement('rp-product-reviews');
    Object.assign(el, {
      apiKey: MOCK_API_KEY,
      baseUrl: 'https://reviews.hostile.example',
      businessUnitId: 'bu-acme',
      sku,
      perPage: 100,
      language: 'all',
      includeImported: true,
      structuredData: true,
      productName: TEXT_PAYLOADS[0],
    });
    const wrapper = await mountNarrow([el]);
    await settled(el);
    await waitUntil(() => shadow(el, '[part=imported] [part=review]').length === P, 'imported');

    const list = '.list:not([part=imported]) [part=review]';
    expect(texts(el, `${list} > .text`)).to.deep.equal([...TEXT_PAYLOADS.map(asText), 'control']);
    expect(texts(el, `${list} > .meta .name`).slice(0, P)).to.deep.equal(TEXT_PAYLOADS.map(asName));
    expect(texts(el, `${list} [part=reply] .text`)).to.deep.equal(TEXT_PAYLOADS.map(asText));
    expect(texts(el, `${list} .ratings .label`)).to.deep.equal(TEXT_PAYLOADS.map(asName));
    expect(texts(el, '[part=attribute]:not(.attribute-room) .name')).to.have.members(
      TEXT_PAYLOADS.map(asName),
    );
    const imports = '[part=imported] [part=review]';
    expect(texts(el, `${imports} > .text`)).to.deep.equal(TEXT_PAYLOADS.map(asText));
    expect(texts(el, `${imports} > .meta .name`)).to.deep.equal(TEXT_PAYLOADS.map(asName));
    expect(texts(el, `${imports} [part=source]`)).to.deep.equal(
      TEXT_PAYLOADS.map((name) => `Imported from ${asName(name)}`),
    );
    // A sample payload reads as literal text.
    expect(shadow(el, `${list} > .text`)[0]!.textContent).to.equal(
      '<script>window.__pwned++</script>',
    );
    // Unsafe photo URLs are dropped; the control review's real photos stay (the scan is not idle).
    expect(shadow(el, 'article [part=photo] img').length).to.equal(photos.length);
    expect(shadow(el, '[part=photo-strip] img').length).to.equal(Math.min(8, photos.length));
    place('review text');
    place('consumer name');
    place('company comment');
    place('attribute name');
    place('attachment URL', P * 2);
    place('imported text');
    place('imported consumer name');
    // The search of a whole list: each payload typed in stays text, finds its own review and
    // becomes no markup (nothing the field holds is ever drawn as HTML).
    const field = shadow(el, '[part=search]')[0] as HTMLInputElement;
    for (const payload of TEXT_PAYLOADS) {
      field.value = payload;
      field.dispatchEvent(new Event('input'));
      await el.updateComplete;
      // A search field drops line breaks from its value, as browsers do.
      const typed = payload.replace(/[\r\n]/g, '');
      expect(field.value === typed, 'search field holds the payload as typed').to.equal(true);
      if (payload === typed && payload.trim() && payload.length <= 10_000) {
        expect(texts(el, `${list} > .text`), 'its review found').to.include(payload);
      }
      expect(scan(wrapper).injected, 'injected by a search').to.deep.equal([]);
    }
    place('search words');
    place('imported source name');
    await expectSafe(wrapper, [el]);

    // The structured data holds the payloads as data and never closes its script.
    for (const name of TEXT_PAYLOADS) {
      el.productName = name;
      await el.updateComplete;
      // The structured-data code arrives after the first draw.
      const written = () => el.querySelector('script[data-rp-json-ld]')?.textContent ?? '';
      await waitUntil(() => written() !== '' && JSON.parse(written()).name === name, 'JSON-LD');
      const json = written();
      expect(json.includes('<'), 'a < in the JSON-LD').to.equal(false);
      const parsed = JSON.parse(json) as { name: string; review: { reviewBody: string }[] };
      expect(parsed.name === name, 'product name as typed').to.equal(true);
      expect(parsed.review.map((review) => review.reviewBody).slice(0, P)).to.deep.equal(
        TEXT_PAYLOADS.map(asText),
      );
    }
    place('product name');
    expect(tripwire.count).to.equal(0);

    await expectSafe(wrapper, [el]);
  });

  it('<rp-product-reviews>: huge texts are cut; answers too large or longer than perPage are refused', async function () {
    // Megabytes through the mock's service worker: slow on a busy machine, so events, not polls.
    this.timeout(60_000);
    const review = (i: number, content = 'fine', name = 'Sam') => ({
      id: `pr-big-${i}`,
      stars: 5,
      createdAt: '2025-01-01T00:00:00Z',
      content,
      consumer: { id: `c-${i}`, displayName: name },
    });
    const answer = (host: string, reviews: object[]) =>
      platform.fail({
        operation: 'listProductReviews',
        path: `//${host}/`,
        status: 200,
        body: { productReviews: reviews, links: [] },
      });
    // 200,000 characters of text and 100,000 of name: well under the client's 2 MiB, so drawn,
    // but cut.
    answer('cut.hostile.example', [review(0, 'x'.repeat(200_000), 'N'.repeat(100_000))]);
    // 3 MB, answered by a stand-in for the hostile API: the client stops reading it mid-stream,
    // which the mock's service worker would not survive for the tests after this one.
    const large = JSON.stringify({ productReviews: [review(0, 'x'.repeat(3_000_000))] });
    const real = window.fetch;
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes('//large.hostile.example/')
        ? Promise.resolve(new Response(large, { headers: { 'content-type': 'application/json' } }))
        : real(input, init);
    answer(
      'long.hostile.example',
      Array.from({ length: 10_000 }, () => ({ stars: 5, createdAt: '2025-01-01T00:00:00Z' })),
    );
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const [cutEl, largeEl, longEl] = ['cut', 'large', 'long'].map((host) => {
        const el = document.createElement('rp-product-reviews');
        Object.assign(el, {
          apiKey: MOCK_API_KEY,
          baseUrl: `https://${host}.hostile.example`,
          businessUnitId: 'bu-acme',
          sku: MOCK_IDS.skus.many,
          perPage: 10,
        });
        return el;
      });
      const failed = [largeEl!, longEl!].map(
        (el) =>
          new Promise<string>((resolve) =>
            el.addEventListener('error', (event) => resolve((event as ErrorEvent).error.message), {
              once: true,
            }),
          ),
      );
      const loaded = new Promise((resolve) =>
        cutEl!.addEventListener('load', resolve, { once: true }),
      );
      await mountNarrow([cutEl!, largeEl!, longEl!]);
      const [large, long] = await Promise.all(failed);
      await loaded;
      await Promise.all([cutEl!, largeEl!, longEl!].map((el) => el.updateComplete));

      const drawn = texts(cutEl!, '[part=review] > .text')[0]!;
      expect(drawn.length).to.equal(10_000);
      expect(drawn.endsWith('x…')).to.equal(true);
      expect(texts(cutEl!, '[part=review] .meta .name')[0]).to.equal(`${'N'.repeat(199)}…`);

      expect(large).to.match(/answered more than 2097152 bytes \(the client's maxBytes\)/);
      expect(long).to.match(/productReviews lists 10000 reviews for perPage=10/);
      for (const [el, reason] of [
        [largeEl!, large],
        [longEl!, long],
      ] as const) {
        // The error state with its Retry button, no review drawn, the reason in the console.
        expect(shadow(el, '[part=error] button').length).to.equal(1);
        expect(shadow(el, '[part=review]:not(.skeleton)').length).to.equal(0);
        expect(warnings).to.include(`<rp-product-reviews>: ${reason}`);
      }
    } finally {
      console.warn = warn;
      window.fetch = real;
    }
  });

  it('<rp-trust-badge>: business name, profile, evaluate and logo URLs', async () => {
    const data = platform.data;
    const acme = data.businessUnits.find((unit) => unit.id === 'bu-acme')!;
    const image = (url: string) => ({ url, width: '144', height: '36' });
    const logoSet = (url: string) => ({
      logo72x18: image(url),
      logo144x36: image(url),
      logo288x72: image(url),
      logo576x144: image(url),
      logoSvg: image(url),
    });
    // One unit per payload (a clone of acme with its reviews), each badge with its own client.
    const badges = TEXT_PAYLOADS.map((payload, i) => {
      const id = `bu-hostile-${i}`;
      data.businessUnits.push({
        ...acme,
        id,
        displayName: payload,
        identifyingName: `h${i}.example`,
      });
      data.serviceReviews.push(
        ...data.serviceReviews
          .filter((review) => review.businessUnitId === 'bu-acme')
          .slice(0, (i % 3) * 2)
          .map((review, n) => ({ ...review, id: `sr-hostile-${i}-${n}`, businessUnitId: id })),
      );
      const host = `//b${i}.hostile.example/`;
      platform.fail({
        operation: 'getWebLinks',
        path: host,
        status: 200,
        body: {
          locale: 'en-US',
          profileUrl: bad(i),
          evaluateUrl: bad(i + 1),
          evaluateEmbedUrl: bad(i + 2),
          links: [],
        },
      });
      platform.fail({
        operation: 'getLogos',
        path: host,
        status: 200,
        body: { lightBackground: logoSet(bad(i + 3)), darkBackground: logoSet(bad(i + 4)) },
      });
      const el = document.createElement('rp-trust-badge');
      el.setAttribute('api-key', MOCK_API_KEY);
      el.setAttribute('base-url', `https:${host}`.replace(/\/$/, ''));
      el.setAttribute('business-unit-id', id);
      el.setAttribute('layout', ['micro', 'mini', 'full'][i % 3]!);
      el.setAttribute('theme', i % 2 ? 'dark' : 'light');
      el.setAttribute('show-review-link', '');
      el.setAttribute('structured-data', '');
      return el;
    });
    // Control badges, one per layout, with the platform's own (safe) links and a plain name:
    // their links and logos must be there, and their size is what a hostile badge may take.
    const controls = ['micro', 'mini', 'full'].map((layout, i) => {
      const el = document.createElement('rp-trust-badge');
      el.setAttribute('api-key', MOCK_API_KEY);
      el.setAttribute('base-url', `https://control-${i}.hostile.example`);
      el.setAttribute('business-unit-id', 'bu-acme');
      el.setAttribute('layout', layout);
      el.setAttribute('show-review-link', '');
      return el;
    });
    const all = [...badges, ...controls];
    const done = all.map(outcome);
    const wrapper = await mountNarrow(all);
    await Promise.all(done);
    await Promise.all(all.map((el) => el.updateComplete));
    // The structured-data code arrives after the first draw.
    await waitUntil(() => badges.every((el) => el.querySelector('script')), 'no JSON-LD');

    for (const [i, el] of badges.entries()) {
      const payload = asName(TEXT_PAYLOADS[i]!);
      const summary = shadow(el, '.summary')[0]!;
      // No safe profile link: the summary is an image named by the sentence, name as typed.
      expect(summary.localName, `badge ${i} summary`).to.equal('span');
      expect(summary.getAttribute('aria-label')!.startsWith(payload), `badge ${i} name`).to.equal(
        true,
      );
      expect(summary.textContent!.includes(payload), `badge ${i} text`).to.equal(true);
      expect(shadow(el, 'a').length, `badge ${i} links`).to.equal(0);
      expect(shadow(el, 'img').length, `badge ${i} images`).to.equal(0);
      const json = (el as RpTrustBadge).querySelector('script')!.textContent!;
      expect(json.includes('<'), `badge ${i} JSON-LD`).to.equal(false);
      expect(
        (JSON.parse(json) as { name: string }).name === payload,
        `badge ${i} JSON-LD name`,
      ).to.equal(true);
    }
    for (const control of controls) {
      expect(shadow(control, 'a[part=link]').length).to.equal(1);
      expect(shadow(control, 'a[part=review-link]').length).to.equal(1);
      expect(shadow(control, 'img[part=logo]').length).to.equal(1);
    }
    place('business display name');
    place('profile URL');
    place('evaluate URL');
    place(`logo URL`);
    // The micro layout is one line wider than 320px whatever the name (its reserved widths):
    // a hostile badge may be as wide as the control of its layout, never wider.
    const limits = new Map(
      controls.map((control) => [
        control.getAttribute('layout'),
        {
          width: Math.max(WIDTH, control.getBoundingClientRect().width),
          overflow: overflow(control, wrapper),
        },
      ]),
    );
    await expectSafe(wrapper, all, (host) => limits.get(host.getAttribute('layout'))!);
  });

  it('<rp-review-collector>: the review form URL', async () => {
    // The platform gives the collector one value it draws: the form's address. One collector per
    // unsafe address, each on its own host (its own answer), and a control with the real one.
    const collectors = UNSAFE_URLS.map((url, i) => {
      const host = `//c${i}.hostile.example/`;
      platform.fail({
        operation: 'getWebLinks',
        path: host,
        status: 200,
        body: {
          locale: 'en-US',
          profileUrl: bad(i + 1),
          evaluateUrl: url,
          evaluateEmbedUrl: bad(i + 2),
          links: [],
        },
      });
      const el = document.createElement('rp-review-collector');
      el.setAttribute('api-key', MOCK_API_KEY);
      el.setAttribute('base-url', `https:${host}`.replace(/\/$/, ''));
      el.setAttribute('business-unit-id', 'bu-acme');
      el.setAttribute('fallback', i % 2 ? 'notice' : 'collapse');
      return el;
    });
    const control = document.createElement('rp-review-collector');
    control.setAttribute('api-key', MOCK_API_KEY);
    control.setAttribute('base-url', 'https://control.hostile.example');
    control.setAttribute('business-unit-id', 'bu-acme');
    const all = [...collectors, control];
    const done = all.map(outcome);
    const wrapper = await mountNarrow(all);
    await Promise.all(done);
    await Promise.all(all.map((el) => el.updateComplete));
    for (const [i, el] of collectors.entries()) {
      expect(shadow(el, 'a').length, `collector ${i} links`).to.equal(0);
      expect(el.getAttribute('failed'), `collector ${i} failed`).to.equal(
        i % 2 ? 'notice' : 'collapse',
      );
    }
    expect(shadow(control, 'a[part=base]').length).to.equal(1);
    place('review form URL (collector)', UNSAFE_URLS.length);
    await expectSafe(wrapper, all);
  });

  it('<rp-business-reviews>: titles, texts, business name, profile and review-form URLs', async () => {
    const data = platform.data;
    const acme = data.businessUnits.find((unit) => unit.id === 'bu-acme')!;
    const template = data.serviceReviews.find((review) => review.businessUnitId === 'bu-acme')!;
    data.businessUnits.push(
      { ...acme, id: 'bu-hostile', displayName: TEXT_PAYLOADS[0]!, identifyingName: 'h.example' },
      { ...acme, id: 'bu-hostile-empty', identifyingName: 'he.example' },
    );
    // One review per payload, as its title and its text, newest first in payload order.
    data.serviceReviews.push(
      ...TEXT_PAYLOADS.map((payload, i) => ({
        ...template,
        id: `sr-hostile-${i}`,
        businessUnitId: 'bu-hostile',
        title: payload,
        text: payload,
        language: 'en' as const,
        reportData: undefined,
        createdAt: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString().slice(0, 19),
      })),
    );
    const host = '//business.hostile.example/';
    for (const operation of ['getWebLinks']) {
      platform.fail({
        operation,
        path: host,
        status: 200,
        body: {
          locale: 'en-US',
          profileUrl: bad(0),
          evaluateUrl: bad(1),
          evaluateEmbedUrl: bad(2),
          links: [],
        },
      });
    }
    const make = (id: string, layout: string) => {
      const el = document.createElement('rp-business-reviews');
      el.setAttribute('api-key', MOCK_API_KEY);
      el.setAttribute('base-url', `https:${host}`.replace(/\/$/, ''));
      el.setAttribute('business-unit-id', id);
      el.setAttribute('layout', layout);
      el.setAttribute('per-page', '100');
      return el;
    };
    const all = [
      make('bu-hostile', 'list'),
      make('bu-hostile', 'carousel'),
      make('bu-hostile-empty', 'grid'),
    ];
    data.serviceReviews = data.serviceReviews.filter(
      (r) => r.businessUnitId !== 'bu-hostile-empty',
    );
    const done = all.map(outcome);
    const wrapper = await mountNarrow(all);
    await Promise.all(done);
    await Promise.all(all.map((el) => el.updateComplete));
    for (const el of all.slice(0, 2)) {
      const titles = shadow(el, '[part=title]').map((node) => node.textContent);
      const texts = shadow(el, '.text').map((node) => node.textContent);
      expect(titles).to.deep.equal(TEXT_PAYLOADS.map(asName));
      expect(texts).to.deep.equal(TEXT_PAYLOADS.map(asText));
      // No safe profile URL: the header is text, not a link.
      expect(shadow(el, 'a').length, 'links').to.equal(0);
      expect(
        shadow(el, '[part=header]')[0]!.textContent!.includes(asName(TEXT_PAYLOADS[0]!)),
      ).to.equal(true);
    }
    // The empty state offers no unsafe review-form link.
    expect(shadow(all[2]!, '[part=empty]').length).to.equal(1);
    expect(shadow(all[2]!, 'a').length).to.equal(0);
    place('service review title');
    place('service review text');
    place('business display name (reviews header)', 1);
    place('profile and review-form URLs (reviews)', 2);
    // The carousel's slides lie side by side in a track that scrolls and clips them: the track
    // stays in the column, and no slide is wider than it.
    const carousel = all[1]!;
    const track = shadow(carousel, '.track')[0]!.getBoundingClientRect();
    const column = wrapper.getBoundingClientRect();
    expect(track.left).to.be.at.least(column.left - 0.5);
    expect(track.right).to.be.at.most(column.right + 0.5);
    for (const slide of shadow(carousel, '[part=slide]')) {
      expect(slide.getBoundingClientRect().width).to.be.at.most(track.width + 0.5);
    }
    await expectSafe(wrapper, all, (host) => ({
      width: WIDTH,
      overflow: host === carousel ? Infinity : 0,
    }));
  });

  it('<rp-stars>: star text and star image', async () => {
    const stars = TEXT_PAYLOADS.map((payload, i) => {
      const value = (i % 11) / 2;
      const host = `//s${i}.hostile.example/`;
      platform.fail({
        operation: 'getStarText',
        path: host,
        status: 200,
        body: { locale: 'en-US', string: payload, stars: value },
      });
      const image = (url: string) => ({ url, width: '128', height: '24' });
      platform.fail({
        operation: 'getStarImages',
        path: host,
        status: 200,
        body: {
          star128x24: image(bad(i)),
          star256x48: image(bad(i)),
          star512x96: image(bad(i)),
          starSvg: image(bad(i)),
          stars: value,
        },
      });
      const el = document.createElement('rp-stars');
      el.setAttribute('api-key', MOCK_API_KEY);
      el.setAttribute('base-url', `https:${host}`.replace(/\/$/, ''));
      el.setAttribute('value', String(value));
      el.setAttribute('show-label', '');
      el.setAttribute('show-score', '');
      el.setAttribute('variant', 'image');
      return el;
    });
    const wrapper = await mountNarrow(stars);
    await waitUntil(
      () => stars.every((el) => shadow(el, '[part=label]')[0]?.textContent),
      'star texts',
    );
    await Promise.all(stars.map((el) => (el as RpStars).updateComplete));
    expect(stars.map((el) => shadow(el, '[part=label]')[0]!.textContent)).to.deep.equal(
      TEXT_PAYLOADS.map(asName),
    );
    // An unsafe star image falls back to the drawn stars.
    expect(
      stars.map((el) => shadow(el, 'img').length + shadow(el, '[part=star]').length),
    ).to.deep.equal(TEXT_PAYLOADS.map(() => 5));
    place('star text');
    place('star image URL');
    await expectSafe(wrapper, stars);
  });

  it('<rp-invite-button>: customer name and e-mail, product names and URLs, created link', async () => {
    sessionStorage.clear();
    signInDirectly(platform, 3600, 'https://invite.hostile.example');
    const el = document.createElement('rp-invite-button') as RpInviteButton;
    for (const [name, value] of Object.entries({
      'client-id': MOCK_API_KEY,
      'base-url': 'https://invite.hostile.example',
      'business-unit-id': 'bu-acme',
      'redirect-uri': location.origin + location.pathname,
      'consumer-email': 'jamie@example.com',
    })) {
      el.setAttribute(name, value);
    }
    const wrapper = await mountNarrow([el]);
    const part = (name: string) => shadow(el, `[part~="${name}"]`);
    // Every refused e-mail warns once in the console by design; keep them out of the output.
    const warn = console.warn;
    let warnings = 0;
    console.warn = () => void warnings++;
    for (const [i, payload] of TEXT_PAYLOADS.entries()) {
      platform.fail({
        operation: 'createInvitationLink',
        times: 1,
        status: 200,
        body: { reviewLinkId: `rl-hostile-${i}`, reviewUrl: bad(i) },
      });
      el.consumerEmail = 'jamie@example.com';
      el.consumerName = payload;
      el.products = [{ name: payload, sku: `SKU-${i}`, productUrl: bad(i), imageUrl: bad(i + 1) }];
      await activate(el);
      const inputs = part('input') as HTMLInputElement[];
      // (A one-line input drops line breaks from its value, by the HTML value sanitization.)
      const oneLine = payload.replace(/[\r\n]/g, '');
      expect(inputs[1]!.value === oneLine, `name ${i} as typed`).to.equal(true);
      // The link is text in a read-only field, never a link.
      expect((part('link')[0] as HTMLInputElement | undefined)?.value, `link ${i}`).to.equal(
        bad(i),
      );
      expect(shadow(el, 'a').length).to.equal(0);
      // An e-mail payload is refused with the value shown as text.
      el.consumerEmail = payload;
      await activate(el);
      // (A payload with an @ may pass the element's loose check and go to the platform.)
      if (payload.trim() && !payload.includes('@')) {
        expect(part('message')[0]!.textContent!.includes(payload.trim()), `e-mail ${i}`).to.equal(
          true,
        );
      }
    }
    console.warn = warn;
    expect(warnings).to.be.greaterThan(0);
    place('invite consumer name');
    place('invite consumer e-mail');
    place('invite product name');
    place('invite product URL');
    place('invite image URL');
    place('invitation review URL');
    await expectSafe(wrapper, [el]);
  });

  it('<rp-review-inbox>: review texts, names and photos, product names, comments', async () => {
    sessionStorage.clear();
    signInDirectly(platform, 3600, 'https://inbox.hostile.example');
    const { productReviews, products, conversations } = platform.data;
    const many = productReviews
      .filter((review) => review.sku === MOCK_IDS.skus.many && review.state === 'published')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    many.forEach((review, i) => {
      const payload = TEXT_PAYLOADS[i % P]!;
      review.content = payload;
      review.consumer = { ...review.consumer, name: payload };
      review.attachments = [
        {
          id: `att-hostile-${i}`,
          state: 'Published',
          processedFiles: [{ dimension: '1024x1024', mimeType: 'image/jpeg', url: bad(i) }],
        },
      ];
    });
    products.find((product) => product.sku === MOCK_IDS.skus.many)!.title = TEXT_PAYLOADS[0]!;
    const opened = many[0]!;
    const conversation = conversations.find((item) => item.id === opened.conversationId)!;
    conversation.comments = TEXT_PAYLOADS.map((payload, i) => ({
      commentId: `hostile-c${i}`,
      createdAt: '2025-12-31T10:00:00',
      author: { id: 'user-acme-owner', type: 'businessUser' },
      content: payload,
    }));
    const el = document.createElement('rp-review-inbox');
    for (const [name, value] of Object.entries({
      'client-id': MOCK_API_KEY,
      'base-url': 'https://inbox.hostile.example',
      'business-unit-id': 'bu-acme',
      'redirect-uri': location.origin + location.pathname,
      sku: MOCK_IDS.skus.many,
      'per-page': '100',
    })) {
      el.setAttribute(name, value);
    }
    const wrapper = await mountNarrow([el]);
    const items = () => shadow(el, '[part~=item]') as HTMLElement[];
    await waitUntil(() => items().length === 100, 'the hostile reviews');
    // Every payload is drawn as text: the review text as typed, in the list.
    const excerpts = items().map((item) => item.querySelector('.excerpt')!.textContent);
    // (The list's excerpt is cut at 300 characters, with "…".)
    const shown = (payload: string) =>
      excerpts.some(
        (excerpt) =>
          excerpt === payload ||
          (excerpt!.endsWith('…') && payload.startsWith(excerpt!.slice(0, -1))),
      );
    for (const payload of TEXT_PAYLOADS) {
      expect(shown(payload), `review text as typed: ${payload.slice(0, 40)}`).to.equal(true);
    }
    items()[0]!.click();
    await waitUntil(() => shadow(el, '[part=comment]').length === P, 'the hostile comments');
    // Each comment as typed (one longer than 10,000 characters cut there, with "…").
    expect(shadow(el, '[part=comment] .content').map((node) => node.textContent)).to.deep.equal(
      TEXT_PAYLOADS.map((payload) => asTyped(payload, TEXT_LENGTH)),
    );
    place('inbox review text');
    place('inbox consumer name');
    place('inbox comment');
    place('inbox photo URL', UNSAFE_URLS.length);
    await expectSafe(wrapper, [el]);
  });

  it('scans find what they look for', async () => {
    // The checks are not idle: markup made on purpose is reported.
    const probe = document.createElement('div');
    probe.attachShadow({ mode: 'open' }).innerHTML =
      '<a href="javascript:void 0">x</a><img src="data:,x" onerror="void 0"><a href="https://ok.example/">ok</a>';
    const wrapper = await mountNarrow([probe]);
    const found = scan(wrapper);
    expect(found.urls).to.equal(3);
    expect(found.unsafe).to.have.length(2);
    expect(found.injected).to.deep.equal(['img onerror']);
    expect(allElements(wrapper).length).to.equal(4);
  });
});
