import { expect, fixture, html, oneEvent, nextFrame } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { holdAnswers, holdRequests, holdTimers, releaseHeldRequests } from '../support/hold.js';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import '../../src/stars/define.js';
import '../../src/config/define.js';
import type { RpStars } from '../../src/stars/rp-stars.js';
import { roundToHalf } from '../../src/shared/stars.js';

// Hand-made summaries so every expected figure below can be checked by hand.
const summaries: Record<string, { starsAverage: number; counts: number[] }> = {
  // 1×1 + 2×2 + 4×4 + 5×5... totals and averages computed from the counts.
  'SKU-A': { starsAverage: 4.5, counts: [0, 0, 0, 4, 4] }, // 8 reviews: (16+20)/8 = 4.5
  'SKU-B': { starsAverage: 2, counts: [2, 0, 0, 0, 0].map((n, i) => (i === 1 ? 1 : n)) }, // 1,1,2 → 4/3
  'SKU-C': { starsAverage: 3, counts: [0, 0, 2, 0, 0] }, // 2 reviews of 3
  'SKU-21': { starsAverage: 95 / 21, counts: [0, 0, 0, 10, 11] }, // 21 reviews
  'SKU-ONE': { starsAverage: 5, counts: [0, 0, 0, 0, 1] }, // 1 review
};
summaries['SKU-B'] = { starsAverage: 4 / 3, counts: [2, 1, 0, 0, 0] }; // 3 reviews: 1,1,2

const requests: Request[] = [];
/**
 * Records a request of the running test. Each test has its own key (`k<n>`), so a request that an
 * earlier test's element sends late is told apart and never counted as this test's.
 */
function record(request: Request): void {
  const sent = request.headers.get('apikey');
  if (sent && /^k\d+$/.test(sent) && sent !== key) return;
  requests.push(request.clone());
}
let failNext = 0;
/** A SKU whose summary answers wait until the test lets them go; `waiting` counts them. */
let heldSku: { sku: string; waiting: number; letGo: () => void; gate: Promise<void> } | undefined;
function holdSku(sku: string) {
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  return (heldSku = { sku, waiting: 0, letGo, gate });
}
/** A new task: it runs once the current task and every microtask it queued are done. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (channel.port1.close(), resolve());
    channel.port2.postMessage(null);
  });
const worker = setupWorker(
  http.post('*/v1/product-reviews/business-units/:id/batch-summaries', async ({ request }) => {
    record(request);
    const { skus } = (await request.clone().json()) as { skus: string[] };
    const held = heldSku;
    if (held && skus.includes(held.sku)) {
      held.waiting++;
      await held.gate;
    }
    if (failNext > 0) {
      failNext -= 1;
      return HttpResponse.json(
        { status: 400, code: 'invalid_parameter', message: 'bad' },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      summaries: skus
        .filter((sku) => summaries[sku])
        .map((sku) => {
          const { starsAverage, counts } = summaries[sku];
          const [oneStar, twoStars, threeStars, fourStars, fiveStars] = counts;
          const total = counts.reduce((a, b) => a + b, 0);
          return {
            sku,
            starsAverage,
            numberOfReviews: { total, oneStar, twoStars, threeStars, fourStars, fiveStars },
          };
        }),
    });
  }),
  http.get('*/v1/business-units/:id', ({ request, params }) => {
    record(request);
    const unit = {
      id: params.id,
      displayName: 'Shop',
      status: 'active',
      numberOfReviews: {
        total: 1234,
        oneStar: 100,
        twoStars: 34,
        threeStars: 100,
        fourStars: 300,
        fiveStars: 700,
        usedForTrustScoreCalculation: 1200,
      },
    };
    return params.id === 'bu-legacy'
      ? HttpResponse.json({ ...unit, score: { trustScore: 4.2, stars: 4 }, warning: null })
      : HttpResponse.json({ ...unit, trustScore: 4.2, stars: 4 });
  }),
  http.get('*/v1/resources/strings/stars/:stars', ({ request, params }) => {
    record(request);
    const locale = new URL(request.url).searchParams.get('locale');
    return HttpResponse.json({
      locale,
      stars: Number(params.stars),
      string: locale === 'de-DE' ? 'Hervorragend' : 'Excellent',
    });
  }),
  http.get('*/v1/resources/images/stars/:stars', ({ request, params }) => {
    record(request);
    const image = (size: string) => ({
      url: `https://images.example.test/stars-${params.stars}-${size}.svg`,
      width: '128',
      height: '24',
    });
    return HttpResponse.json({
      stars: Number(params.stars),
      star128x24: image('a'),
      star256x48: image('b'),
      star512x96: image('c'),
      starSvg: image('svg'),
    });
  }),
  http.get(
    'https://images.example.test/*',
    () =>
      new HttpResponse('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      }),
  ),
);

// Each test gets its own API key, so its own client and cache: no answer leaks between tests.
let keyCount = 0;
let key = 'k0';

const base = (el: RpStars) => el.shadowRoot!.querySelector('[part="base"]')!;
const part = (el: RpStars, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`);
const filledWidths = (el: RpStars) =>
  [...el.shadowRoot!.querySelectorAll('[part="star"]')].map(
    (star) => Number(star.querySelector('svg')?.getAttribute('width') ?? 0) / 24,
  );

async function loaded(template: ReturnType<typeof html>): Promise<RpStars> {
  const wrapper = await fixture(html`<div>${template}</div>`);
  const el = wrapper.querySelector('rp-stars') as RpStars;
  if (el.shadowRoot?.querySelector('[part=base]:not(.pending)')) return el;
  await oneEvent(el, 'load');
  return el;
}

describe('<rp-stars>', () => {
  before(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
  after(() => worker.stop());
  beforeEach(() => {
    requests.length = 0;
    failNext = 0;
    heldSku?.letGo();
    heldSku = undefined;
    worker.resetHandlers();
    key = `k${++keyCount}`;
  });
  afterEach(releaseHeldRequests);

  it('rounds to the nearest half star, the platform rule', () => {
    const table: [number, number][] = [
      [0, 0],
      [0.24, 0],
      [0.25, 0.5],
      [1.74, 1.5],
      [1.75, 2],
      [3.3, 3.5],
      [4.2, 4],
      [4.25, 4.5],
      [4.74, 4.5],
      [4.75, 5],
      [5, 5],
    ];
    for (const [value, expected] of table)
      expect(roundToHalf(value), String(value)).to.equal(expected);
  });

  it("shows one product's summary with count and score, as one named image", async () => {
    const el = await loaded(
      html`<rp-stars
        api-key=${key}
        business-unit-id="bu-1"
        sku="SKU-A"
        show-count
        show-score
      ></rp-stars>`,
    );
    expect(base(el).getAttribute('role')).to.equal('img');
    expect(base(el).getAttribute('aria-label')).to.equal('Rated 4.5 out of 5 stars, 8 reviews');
    expect(part(el, 'score')!.textContent).to.equal('4.5');
    expect(part(el, 'count')!.textContent).to.equal('(8 reviews)');
    expect(filledWidths(el)).to.deep.equal([1, 1, 1, 1, 0.5]);
    expect(el.shadowRoot!.querySelector('.stars')!.getAttribute('aria-hidden')).to.equal('true');
    expect(requests).to.have.length(1);
    expect(requests[0].headers.get('apikey')).to.equal(key);
    await expect(el).to.be.accessible();
  });

  it('once its data has arrived, updateComplete resolves with the rating drawn (no wait for load)', async () => {
    const held = holdAnswers();
    const el = await fixture<RpStars>(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-A" show-count></rp-stars>`,
    );
    await held.answered();
    await el.updateComplete;
    expect(base(el).getAttribute('aria-busy'), 'no answer yet').to.equal('true');
    await held.release();
    await el.updateComplete;
    expect(base(el).getAttribute('aria-busy')).to.equal(null);
    expect(base(el).getAttribute('aria-label')).to.equal('Rated 4.5 out of 5 stars, 8 reviews');
    expect(part(el, 'count')!.textContent).to.equal('(8 reviews)');
  });

  it('combines several SKUs exactly: summed counts, review-weighted average', async () => {
    // A: 8 reviews avg 4.5 (sum 36); B: 3 reviews avg 4/3 (sum 4); C: 2 reviews avg 3 (sum 6).
    // Combined: 13 reviews, (36 + 4 + 6) / 13 = 46/13 = 3.538… → 3.5 drawn, "3.5" shown.
    const el = await loaded(
      html`<rp-stars
        api-key=${key}
        business-unit-id="bu-1"
        sku="SKU-A, SKU-B,SKU-C"
        show-count
        show-score
        precision="exact"
      ></rp-stars>`,
    );
    expect(part(el, 'count')!.textContent).to.equal('(13 reviews)');
    expect(part(el, 'score')!.textContent).to.equal('3.5');
    const widths = filledWidths(el);
    expect(widths.slice(0, 3)).to.deep.equal([1, 1, 1]);
    expect(widths[3]).to.be.closeTo(46 / 13 - 3, 1e-9);
    expect(await requests[0].json()).to.deep.equal({ skus: ['SKU-A', 'SKU-B', 'SKU-C'] });
  });

  it('draws 48 elements of one business unit with exactly one request', async () => {
    const skus = Array.from(
      { length: 48 },
      (_, i) => ['SKU-A', 'SKU-B', 'SKU-C'][i % 3] + (i < 3 ? '' : `-${i}`),
    );
    const wrapper = await fixture(
      html`<rp-config api-key=${key} business-unit-id="bu-1"
        >${skus.map((sku) => html`<rp-stars sku=${sku}></rp-stars>`)}</rp-config
      >`,
    );
    const all = [...wrapper.querySelectorAll('rp-stars')];
    await Promise.all(
      all.map((el) =>
        el.shadowRoot?.querySelector('[part=base]:not(.pending)') ? null : oneEvent(el, 'load'),
      ),
    );
    expect(requests).to.have.length(1);
    expect(((await requests[0].json()) as { skus: string[] }).skus).to.have.length(48);
    // SKUs the platform does not list have no reviews: an honest empty state.
    expect(base(all[5] as RpStars).getAttribute('aria-label')).to.equal('No reviews yet');
  });

  it('batches stars added one per task: 50 make two requests, the first star drawn at once', async () => {
    const skus = Array.from({ length: 50 }, (_, i) => `SKU-T${i + 1}`);
    skus.forEach((sku, i) => (summaries[sku] = { starsAverage: 5, counts: [0, 0, 0, 0, i + 1] }));
    // The batching window's timer held: the count does not depend on how fast tasks run.
    const windows = holdTimers(50);
    try {
      const wrapper = await fixture(
        html`<rp-config api-key=${key} business-unit-id="bu-1"></rp-config>`,
      );
      const stars: RpStars[] = [];
      for (const sku of skus) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const el = document.createElement('rp-stars') as RpStars;
        Object.assign(el, { sku, showCount: true });
        wrapper.append(el);
        stars.push(el);
      }
      // The first star's rating left at once and is drawn, its window still open.
      await waitUntil(() => part(stars[0]!, 'count')?.textContent === '(1 review)', 'first star');
      expect(requests).to.have.length(1);
      expect(windows.pending, 'the window').to.equal(1);
      windows.release();
      await waitUntil(
        // The first has 1 review, drawn above; the others 2 to 50.
        () =>
          stars.slice(1).every((el, i) => part(el, 'count')?.textContent === `(${i + 2} reviews)`),
        'every star drawn',
      );
      expect(requests).to.have.length(2);
      expect(((await requests[1]!.json()) as { skus: string[] }).skus).to.deep.equal(skus.slice(1));
    } finally {
      windows.release();
    }
  });

  describe('one client per <rp-config>', () => {
    /** Waits for every star in `root` to draw its rating; a star that fails fails the test. */
    const allLoaded = (root: Element) =>
      Promise.all(
        [...root.querySelectorAll('rp-stars')].map((el) =>
          el.shadowRoot?.querySelector('[part=base]:not(.pending)')
            ? null
            : Promise.race([
                oneEvent(el, 'load'),
                oneEvent(el, 'error').then((event) =>
                  Promise.reject((event as unknown as { error: Error }).error),
                ),
              ]),
        ),
      );
    /** The SKUs asked for, by the API key each request carried. */
    const skusByKey = async () => {
      const asked: Record<string, string[]> = {};
      for (const request of requests) {
        const { skus } = (await request.clone().json()) as { skus: string[] };
        (asked[request.headers.get('apikey')!] ??= []).push(...skus);
      }
      return asked;
    };
    const stars = (skus: string[]) => skus.map((sku) => html`<rp-stars sku=${sku}></rp-stars>`);

    it('a grid of bare stars with one key still sends one request', async () => {
      const skus = ['SKU-A', 'SKU-B', 'SKU-C', 'SKU-21', 'SKU-ONE', 'SKU-NONE'];
      const wrapper = await fixture(
        html`<div>
          ${skus.map(
            (sku) => html`<rp-stars api-key=${key} business-unit-id="bu-1" sku=${sku}></rp-stars>`,
          )}
        </div>`,
      );
      await allLoaded(wrapper);
      expect(requests).to.have.length(1);
      expect(await skusByKey()).to.deep.equal({ [key]: skus });
    });

    it('two <rp-config>s with different keys: one request each, with its own key', async () => {
      const other = `${key}-b`;
      const wrapper = await fixture(
        html`<div>
          <rp-config api-key=${key} business-unit-id="bu-1">${stars(['SKU-A', 'SKU-B'])}</rp-config>
          <rp-config api-key=${other} business-unit-id="bu-1"
            >${stars(['SKU-C', 'SKU-21'])}</rp-config
          >
        </div>`,
      );
      await allLoaded(wrapper);
      expect(requests).to.have.length(2);
      expect(await skusByKey()).to.deep.equal({
        [key]: ['SKU-A', 'SKU-B'],
        [other]: ['SKU-C', 'SKU-21'],
      });
    });

    it('a star that sets its own key inside an <rp-config> asks with it, in a request of its own', async () => {
      const own = `${key}-own`;
      const wrapper = await fixture(
        html`<rp-config api-key=${key} business-unit-id="bu-1">
          <rp-stars sku="SKU-A"></rp-stars>
          <rp-stars sku="SKU-B" api-key=${own}></rp-stars>
          <rp-stars sku="SKU-C" locale="de-DE"></rp-stars>
        </rp-config>`,
      );
      await allLoaded(wrapper);
      expect(requests).to.have.length(2);
      expect(await skusByKey()).to.deep.equal({ [key]: ['SKU-A', 'SKU-C'], [own]: ['SKU-B'] });
    });

    it("a nested <rp-config> that keeps the key shares its ancestor's client: one request", async () => {
      const wrapper = await fixture(
        html`<rp-config api-key=${key} business-unit-id="bu-1">
          ${stars(['SKU-A'])}
          <rp-config locale="de-DE">${stars(['SKU-B', 'SKU-C'])}</rp-config>
        </rp-config>`,
      );
      await allLoaded(wrapper);
      expect(requests).to.have.length(1);
      expect(await skusByKey()).to.deep.equal({ [key]: ['SKU-A', 'SKU-B', 'SKU-C'] });
    });

    it('a key edited live: the next request carries it, and the old client is not kept', async () => {
      const config = await fixture<HTMLElement & { apiKey?: string }>(
        html`<rp-config api-key=${key} business-unit-id="bu-1" store-ttl="0"
          ><rp-stars sku="SKU-A" show-count></rp-stars
        ></rp-config>`,
      );
      const el = config.querySelector('rp-stars') as RpStars;
      await allLoaded(config);
      const edited = `${key}-new`;
      config.setAttribute('api-key', edited);
      await oneEvent(el, 'load');
      // Back to the first key: a new client, so the first one's cached answer is not served.
      config.setAttribute('api-key', key);
      await oneEvent(el, 'load');
      expect(requests.map((request) => request.headers.get('apikey'))).to.deep.equal([
        key,
        edited,
        key,
      ]);
      expect(part(el, 'count')!.textContent).to.equal('(8 reviews)');
    });

    it('asks one context when it connects: the configuration carries its client', async () => {
      const config = await fixture(
        html`<rp-config api-key=${key} business-unit-id="bu-1"><div></div></rp-config>`,
      );
      const grid = config.querySelector('div')!;
      const asked: string[] = [];
      grid.addEventListener('context-request', (event) => {
        asked.push(String((event as Event & { context: unknown }).context));
      });
      grid.innerHTML = '<rp-stars sku="SKU-A"></rp-stars><rp-stars sku="SKU-B"></rp-stars>';
      await allLoaded(grid);
      expect(asked).to.deep.equal(['Symbol(rp-widgets.config)', 'Symbol(rp-widgets.config)']);
      expect(await skusByKey()).to.deep.equal({ [key]: ['SKU-A', 'SKU-B'] });
    });

    it("takes another copy's configuration, never its client: the stars ask through their own", async () => {
      const foreign = await fixture(html`<div></div>`);
      const offered: unknown[] = [];
      // Answers as another copy's <rp-config> would: same context key, with things of its own.
      foreign.addEventListener('context-request', (event) => {
        const request = event as Event & { context: unknown; callback: (value: unknown) => void };
        if (request.context !== Symbol.for('rp-widgets.config')) return;
        event.stopPropagation();
        const value = { apiKey: key, businessUnitId: 'bu-1', key: `${location.origin} ${key} ` };
        offered.push(Object.assign(value, { client: {} }));
        request.callback(value);
      });
      foreign.innerHTML = '<rp-stars sku="SKU-A"></rp-stars><rp-stars sku="SKU-B"></rp-stars>';
      await allLoaded(foreign);
      expect(offered).to.have.length(2);
      expect(await skusByKey()).to.deep.equal({ [key]: ['SKU-A', 'SKU-B'] });
    });
  });

  it('shows the business unit (no sku) the same for the current and the legacy variant', async () => {
    for (const id of ['bu-current', 'bu-legacy']) {
      const el = await loaded(
        html`<rp-stars api-key=${key} business-unit-id=${id} show-score show-count></rp-stars>`,
      );
      expect(base(el).getAttribute('aria-label')).to.equal(
        'Rated 4.2 out of 5 stars, 1,234 reviews',
      );
      expect(part(el, 'score')!.textContent).to.equal('4.2');
      expect(filledWidths(el)).to.deep.equal([1, 1, 1, 1, 0]);
    }
  });

  it('names the rating in the locale, with Intl numbers and plurals', async () => {
    const el = await loaded(
      html`<rp-stars
        api-key=${key}
        business-unit-id="bu-x"
        locale="de-DE"
        show-count
        show-score
      ></rp-stars>`,
    );
    expect(base(el).getAttribute('aria-label')).to.equal(
      'Bewertet mit 4,2 von 5 Sternen, 1.234 Bewertungen',
    );
    expect(part(el, 'count')!.textContent).to.equal('(1.234 Bewertungen)');
    const one = await loaded(html`<rp-stars value="5" locale="de-DE"></rp-stars>`);
    expect(base(one).getAttribute('aria-label')).to.equal('Bewertet mit 5 von 5 Sternen');
  });

  it('speaks Spanish: rating, one and many reviews, none, loading and the unavailable notice', async () => {
    const el = await loaded(
      html`<rp-stars
        api-key=${key}
        business-unit-id="bu-x"
        locale="es-ES"
        show-count
        show-score
      ></rp-stars>`,
    );
    const count = (1234).toLocaleString('es-ES');
    expect(base(el).getAttribute('aria-label')).to.equal(
      `Valorado con 4,2 de 5 estrellas, ${count} opiniones`,
    );
    expect(part(el, 'count')!.textContent).to.equal(`(${count} opiniones)`);
    expect(part(el, 'score')!.textContent).to.equal('4,2');
    const one = await loaded(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-ONE" show-count locale="es">
      </rp-stars>`,
    );
    expect(base(one).getAttribute('aria-label')).to.equal(
      'Valorado con 5 de 5 estrellas, 1 opinión',
    );
    expect(part(one, 'count')!.textContent).to.equal('(1 opinión)');
    const none = await loaded(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-NONE" show-count locale="es">
      </rp-stars>`,
    );
    expect(base(none).getAttribute('aria-label')).to.equal('Aún no hay opiniones');
    expect(part(none, 'count')!.textContent).to.equal('Aún no hay opiniones');
    const { el: bad } = await errorOf(
      (onError) =>
        html`<rp-stars value="7" locale="es-ES" fallback="notice" @error=${onError}></rp-stars>`,
    );
    await bad.updateComplete;
    expect(part(bad, 'notice')!.textContent).to.equal('Valoración no disponible');
    // The loading state, while the answer is held.
    const { release } = holdRequests();
    const waiting = await fixture<RpStars>(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-C" locale="es-ES"></rp-stars>`,
    );
    await waitUntil(
      () =>
        waiting.shadowRoot?.querySelector('[part=base]')?.getAttribute('aria-label') ===
        'Cargando valoración',
      'no Spanish loading state',
    );
    release();
  });

  it('fires load once, for the rating shown, when its SKU changes before it has drawn', async () => {
    // SKU-A is cached by a first element; a second one starts with it, then switches to the
    // slow SKU-C before it has drawn anything. (Kept in the tab, SKU-A would be drawn at once.)
    await loaded(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-A" store-ttl="0"></rp-stars>`,
    );
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('rp-stars') as RpStars;
    Object.assign(el, { apiKey: key, businessUnitId: 'bu-1', sku: 'SKU-A', showCount: true });
    el.storeTtl = '0';
    const shown: string[] = [];
    el.addEventListener('load', () => shown.push(part(el, 'count')!.textContent!));
    wrapper.append(el);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const held = holdSku('SKU-C');
    el.sku = 'SKU-C';
    // SKU-C's answer waits at the mock; whatever SKU-A could draw or report has happened since.
    await waitUntil(() => held.waiting === 1, 'SKU-C was not asked for');
    await el.updateComplete;
    await nextTask();
    expect(shown, 'load events before SKU-C was answered').to.deep.equal([]);
    held.letGo();
    await oneEvent(el, 'load');
    // A second load would come from the update after the first, or a task later at most.
    await el.updateComplete;
    await nextTask();
    expect(shown).to.deep.equal(['(2 reviews)']);
  });

  it('draws its loading state only when the rating takes over 100 ms', async () => {
    // The 100 ms timer is held and let go by the test: the clock moves when the test says.
    const mountWatched = async (sku: string) => {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      const el = document.createElement('rp-stars') as RpStars;
      Object.assign(el, { apiKey: key, businessUnitId: 'bu-1', sku, showCount: true });
      const watch = { el, busySeen: false, loaded: oneEvent(el, 'load') };
      const observer = new MutationObserver(() => {
        // Shown: the box laid out unseen before (class unseen) is no loading state to see.
        if (el.shadowRoot!.querySelector('[aria-busy=true]:not(.unseen)')) watch.busySeen = true;
      });
      wrapper.append(el);
      observer.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true });
      return watch;
    };
    // An answer before the 100 ms are over: no loading state, then or later.
    let timers = holdTimers(100);
    try {
      const prompt = await mountWatched('SKU-A');
      await prompt.loaded;
      expect(timers.count, 'the 100 ms timer').to.equal(1);
      timers.release();
      await prompt.el.updateComplete;
      expect(prompt.busySeen).to.equal(false);
      expect(part(prompt.el, 'count')!.textContent).to.equal('(8 reviews)');
    } finally {
      timers.release();
    }
    // An answer held past the 100 ms: the loading state shows when they are over, not before.
    timers = holdTimers(100);
    const { release } = holdRequests();
    try {
      const slow = await mountWatched('SKU-B');
      await waitUntil(() => timers.count === 1, 'no 100 ms timer');
      await slow.el.updateComplete;
      expect(slow.busySeen, 'loading state before the 100 ms').to.equal(false);
      timers.release();
      await waitUntil(() => slow.busySeen, 'no loading state after the 100 ms');
      release();
      await slow.loaded;
      expect(part(slow.el, 'count')!.textContent).to.equal('(3 reviews)');
    } finally {
      release();
      timers.release();
    }
  });

  it('draws where there is no MessageChannel (jsdom), and keeps updating', async () => {
    const channel = globalThis.MessageChannel;
    (globalThis as { MessageChannel?: unknown }).MessageChannel = undefined;
    try {
      const el = await loaded(html`<rp-stars value="2" show-score></rp-stars>`);
      expect(part(el, 'score')!.textContent).to.equal('2.0');
      for (const value of ['3', '4', '1']) {
        const shown = oneEvent(el, 'load');
        el.value = value;
        await shown;
      }
      expect(part(el, 'score')!.textContent).to.equal('1.0');
    } finally {
      globalThis.MessageChannel = channel;
    }
  });

  it('reserves no count width for a fixed value, which has no count', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><rp-stars value="4" show-count></rp-stars><rp-stars value="4"></rp-stars></div>`,
    );
    const [counted, plain] = [...wrapper.querySelectorAll('rp-stars')] as RpStars[];
    await waitUntil(() => !!counted.shadowRoot!.querySelector('[part=base]'));
    expect(counted.getBoundingClientRect().width).to.equal(plain.getBoundingClientRect().width);
  });

  it('speaks English, with English plurals, in a language it has no words for', async () => {
    // Ukrainian (no catalogue) rules call 21 singular; the English words must still say "21 reviews".
    const el = await loaded(
      html`<rp-stars
        api-key=${key}
        business-unit-id="bu-1"
        sku="SKU-21"
        locale="uk-UA"
        show-count
      ></rp-stars>`,
    );
    expect(part(el, 'count')!.textContent).to.equal('(21 reviews)');
    expect(base(el).getAttribute('aria-label')).to.equal('Rated 4,5 out of 5 stars, 21 reviews');
  });

  it('draws a static value with no request, and refuses a bad one', async () => {
    const el = await loaded(html`<rp-stars value="3.7" show-score></rp-stars>`);
    expect(filledWidths(el)).to.deep.equal([1, 1, 1, 0.5, 0]);
    expect(part(el, 'score')!.textContent).to.equal('3.7');
    expect(requests).to.have.length(0);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      for (const value of ['7', 'abc', '-1', '']) {
        const { el: bad, event } = await errorOf(
          (onError) => html`<rp-stars value=${value} @error=${onError}></rp-stars>`,
        );
        await bad.updateComplete;
        expect(event.error.message).to.contain(`value "${value}"`);
        // Failed, it collapses: no empty stars that read as a rating of zero.
        expect(bad.hasAttribute('failed')).to.equal(true);
        expect(bad.shadowRoot!.querySelectorAll('[part=star]').length).to.equal(0);
        expect(bad.getBoundingClientRect().width).to.equal(0);
      }
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(4);
    expect(requests).to.have.length(0);
  });

  it('shows exact fractions with precision="exact"', async () => {
    const el = await loaded(html`<rp-stars value="3.3" precision="exact"></rp-stars>`);
    const widths = filledWidths(el);
    expect(widths[3]).to.be.closeTo(0.3, 1e-9);
    expect(base(el).getAttribute('aria-label')).to.equal('Rated 3.3 out of 5 stars');
  });

  it('takes the star words in the nearest locale the platform has', async () => {
    worker.use(
      http.get('*/v1/resources/strings/stars/:stars', ({ request, params }) => {
        record(request);
        const locale = new URL(request.url).searchParams.get('locale');
        if (locale !== 'de-DE') {
          return HttpResponse.json(
            { message: `locale "${locale}" is not supported` },
            { status: 400 },
          );
        }
        return HttpResponse.json({ locale, stars: Number(params.stars), string: 'Hervorragend' });
      }),
      http.get('*/v1/resources/metadata/locales', ({ request }) => {
        record(request);
        const row = (locale: string, isDefaultForLanguage: boolean) => ({
          locale,
          language: locale.slice(0, 2),
          isDefaultForLanguage,
        });
        return HttpResponse.json({
          locales: [row('de-CH', false), row('de-DE', true), row('en-US', true)],
          defaultLocale: row('en-US', true),
        });
      }),
    );
    const el = await loaded(
      html`<rp-stars api-key=${key} value="4.5" show-label locale="de-AT"></rp-stars>`,
    );
    await waitUntil(() => !!part(el, 'label')?.textContent, 'no label');
    expect(part(el, 'label')!.textContent).to.equal('Hervorragend');
    expect(requests.map((r) => new URL(r.url).search || new URL(r.url).pathname)).to.deep.equal([
      '?locale=de-AT',
      '/v1/resources/metadata/locales',
      '?locale=de-DE',
    ]);
  });

  it('asks for the star words once `showLabel` is switched on after the first draw', async () => {
    const el = await loaded(html`<rp-stars api-key=${key} value="4.5"></rp-stars>`);
    expect(part(el, 'label')).to.equal(null);
    expect(requests).to.have.length(0);
    el.showLabel = true;
    await waitUntil(() => !!part(el, 'label')?.textContent, 'no label after switching it on');
    expect(part(el, 'label')!.textContent).to.equal('Excellent');
    expect(requests.map((r) => new URL(r.url).pathname)).to.deep.equal([
      '/v1/resources/strings/stars/4.5',
    ]);
  });

  it('fetches the star words only when asked, cached per value and locale', async () => {
    await loaded(html`<rp-stars value="4.5"></rp-stars>`);
    expect(requests).to.have.length(0);
    const wrapper = await fixture(
      html`<div>
        <rp-stars api-key=${key} value="4.5" show-label></rp-stars>
        <rp-stars api-key=${key} value="4.6" show-label></rp-stars>
        <rp-stars api-key=${key} value="4.5" show-label locale="de-DE"></rp-stars>
      </div>`,
    );
    const [en, en2, de] = [...wrapper.querySelectorAll('rp-stars')] as RpStars[];
    // The label's box is there from the first paint; its words arrive with the second request.
    const said = (el: RpStars) => !!part(el, 'label')?.textContent;
    await waitUntil(() => said(de) && said(en) && said(en2));
    expect(part(en, 'label')!.textContent).to.equal('Excellent');
    expect(part(de, 'label')!.textContent).to.equal('Hervorragend');
    const urls = requests.map((r) => new URL(r.url));
    // 4.5 and 4.6 both draw 4.5 stars: one request for en-US, one for de-DE.
    expect(urls.map((u) => `${u.pathname}?${u.searchParams}`).sort()).to.deep.equal([
      '/v1/resources/strings/stars/4.5?locale=de-DE',
      '/v1/resources/strings/stars/4.5?locale=en-US',
    ]);
  });

  it('uses the platform star image with variant="image"', async () => {
    const el = await loaded(html`<rp-stars api-key=${key} value="4" variant="image"></rp-stars>`);
    await waitUntil(() => !!part(el, 'image'));
    expect(part(el, 'image')!.getAttribute('src')).to.equal(
      'https://images.example.test/stars-4-svg.svg',
    );
    expect(part(el, 'image')!.getAttribute('alt')).to.equal('');
    expect(getComputedStyle(part(el, 'image')!).transform).to.equal('none');
    // In right-to-left text it fills from the right, as the drawn stars do.
    el.dir = 'rtl';
    expect(getComputedStyle(part(el, 'image')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
  });

  it('fetches only near the viewport with loading="lazy"', async () => {
    // Fetches recorded as they are called, from before the element exists.
    const held = holdRequests();
    const wrapper = await fixture(
      html`<div style="height: 200px; overflow: auto">
        <div style="height: 3000px"></div>
        <rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-C" loading="lazy"></rp-stars>
      </div>`,
    );
    const el = wrapper.querySelector('rp-stars') as RpStars;
    // The element's observer, made first, reports before this one, which says it is out of sight.
    const seen = await new Promise<IntersectionObserverEntry[]>((resolve) => {
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries);
      });
      observer.observe(el);
    });
    expect(seen.map((entry) => entry.isIntersecting)).to.deep.equal([false]);
    await el.updateComplete;
    expect(held.calls).to.deep.equal([]);
    held.release();
    el.scrollIntoView();
    await oneEvent(el, 'load');
    expect(requests).to.have.length(1);
  });

  it('keeps its size from the first paint through loading, data and failure', async () => {
    let letGo!: () => void;
    const slowHeld = new Promise<void>((resolve) => (letGo = resolve));
    worker.use(
      http.post('*/v1/product-reviews/business-units/bu-slow/batch-summaries', async () => {
        await slowHeld;
        return HttpResponse.json({ summaries: [] });
      }),
    );
    const wrapper = await fixture(
      html`<div>
        <rp-stars api-key=${key} business-unit-id="bu-slow" sku="SKU-A"></rp-stars>
        <rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-A"></rp-stars>
      </div>`,
    );
    const [slow, fast] = [...wrapper.querySelectorAll('rp-stars')] as RpStars[];
    const loaded = oneEvent(slow, 'load');
    await nextFrame();
    const first = slow.getBoundingClientRect();
    await waitUntil(() => !!slow.shadowRoot!.querySelector('[part=base]'));
    expect(base(slow).getAttribute('aria-busy')).to.equal('true');
    expect(slow.getBoundingClientRect().height).to.equal(first.height);
    letGo();
    await loaded;
    const after = slow.getBoundingClientRect();
    expect([after.width, after.height]).to.deep.equal([first.width, first.height]);
    expect(fast.getBoundingClientRect().height).to.equal(first.height);
  });

  for (const sku of ['SKU-A', 'SKU-C']) {
    it(`reserves the height of its score, count and label before they arrive (${sku})`, async () => {
      const { release } = holdRequests();
      const el = await fixture<RpStars>(
        html`<rp-stars
          api-key=${key}
          business-unit-id="bu-1"
          sku=${sku}
          show-score
          show-count
          show-label
        ></rp-stars>`,
      );
      const first = el.getBoundingClientRect();
      await waitUntil(() => !!el.shadowRoot!.querySelector('[part=base]'));
      expect(base(el).getAttribute('aria-busy')).to.equal('true');
      expect(el.getBoundingClientRect().height).to.equal(first.height);
      expect(part(el, 'score')!.textContent).to.equal('');
      release();
      await oneEvent(el, 'load');
      await waitUntil(() => !!part(el, 'label')!.textContent);
      expect(part(el, 'count')!.textContent).to.match(/^\(\d+ reviews\)$/);
      expect(el.getBoundingClientRect().height).to.equal(first.height);
    });
  }

  it('gives large text its own line height with small stars, the same from the first paint', async () => {
    const { release } = holdRequests();
    const wrapper = await fixture<HTMLDivElement>(html`<div style="font-size: 32px"></div>`);
    wrapper.innerHTML = `<rp-stars api-key="${key}" business-unit-id="bu-1" sku="SKU-A" show-count style="--rp-star-size: 12px"></rp-stars>`;
    const el = wrapper.firstElementChild as RpStars;
    await el.updateComplete;
    const before = el.getBoundingClientRect().height;
    release();
    await oneEvent(el, 'load');
    const count = part(el, 'count')!;
    expect(count.textContent).to.match(/reviews/);
    // One line of 32px text is 40px high (1.25em), not the 12px of a star.
    expect(count.getBoundingClientRect().height).to.equal(40);
    expect([before, el.getBoundingClientRect().height]).to.deep.equal([40, 40]);
  });

  for (const shown of ['', 'show-score', 'show-count', 'show-score show-count show-label']) {
    it(`has its loading box, unseen, from its first render (${shown || 'stars only'})`, async () => {
      const { release } = holdRequests();
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.innerHTML = `<rp-stars api-key="${key}" business-unit-id="bu-1" sku="SKU-A" ${shown}></rp-stars>`;
      const el = wrapper.firstElementChild as RpStars;
      // Nothing shows before the answer or 100 ms; the loading state is laid out unseen.
      await el.updateComplete;
      expect(getComputedStyle(base(el)).visibility).to.equal('hidden');
      const before = el.getBoundingClientRect();
      await waitUntil(() => getComputedStyle(base(el)).visibility === 'visible');
      expect(base(el).getAttribute('aria-busy')).to.equal('true');
      const loading = el.getBoundingClientRect();
      expect(before.width).to.be.closeTo(loading.width, 0.5);
      expect(before.height).to.equal(loading.height);
      release();
      await oneEvent(el, 'load');
    });
  }

  it('sizes its stars from the text (20 px at 16 px, 40 px at 32 px), reserved from the first paint; --rp-star-size wins', async () => {
    const { release } = holdRequests();
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    const star = (size: string, style = '') =>
      `<div style="font-size: ${size}"><rp-stars api-key="${key}" business-unit-id="bu-1" sku="SKU-A" style="${style}"></rp-stars></div>`;
    wrapper.innerHTML =
      star('16px') + star('32px') + star('200%') + star('32px', '--rp-star-size: 24px');
    const els = [...wrapper.querySelectorAll('rp-stars')] as RpStars[];
    await Promise.all(els.map((el) => el.updateComplete));
    // Nothing shows yet: the box is laid out unseen.
    expect(els.every((el) => getComputedStyle(base(el)).visibility === 'hidden')).to.be.true;
    const box = (el: Element) => {
      const { width, height } = el.getBoundingClientRect();
      return [width, height];
    };
    const reserved = els.map(box);
    const loads = els.map((el) => oneEvent(el, 'load'));
    release();
    await Promise.all(loads);
    const stars = els.map((el) => box(part(el, 'star')!));
    expect(stars).to.deep.equal([
      [20, 20],
      [40, 40],
      [40, 40],
      [24, 24],
    ]);
    // Five stars and four gaps of 0.125em: the row scales as a whole.
    expect(box(els[1]!.shadowRoot!.querySelector('.stars')!)).to.deep.equal([216, 40]);
    expect(els.map(box)).to.deep.equal(reserved);
    expect(reserved.map(([, height]) => height)).to.deep.equal([20, 40, 40, 24]);
  });

  it('collapses and fires error with the reason when the call fails, warning once', async () => {
    failNext = 1;
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const el = await fixture<RpStars>(
        html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-A" show-count></rp-stars>`,
      );
      const event = (await oneEvent(el, 'error')) as Event & { error: Error };
      await el.updateComplete;
      expect(event.error.message).to.contain('answered 400');
      expect(event.bubbles).to.be.false;
      expect(el.hasAttribute('failed')).to.equal(true);
      expect(el.shadowRoot!.querySelectorAll('[part=star], [part=count]').length).to.equal(0);
      const box = el.getBoundingClientRect();
      expect([box.width, box.height]).to.deep.equal([0, 0]);
      // The same failure again (a run-time change asks again): a second event, no second warning.
      failNext = 1;
      el.locale = 'en-GB';
      const again = (await oneEvent(el, 'error')) as Event & { error: Error };
      expect(again.error.message).to.equal(event.error.message);
      // An answer after all: the rating is drawn and the element is no longer failed.
      el.locale = 'en-US';
      await oneEvent(el, 'load');
      expect(el.hasAttribute('failed')).to.equal(false);
      expect(base(el).getAttribute('aria-label')).to.equal('Rated 4.5 out of 5 stars, 8 reviews');
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.deep.equal([
      '<rp-stars>: POST /v1/product-reviews/business-units/bu-1/batch-summaries answered 400: invalid_parameter bad. Check the parameters sent.',
    ]);
  });

  it('with fallback="notice" says the rating is unavailable instead of drawing stars', async () => {
    failNext = 1;
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const el = await fixture<RpStars>(
        html`<rp-stars
          api-key=${key}
          business-unit-id="bu-1"
          sku="SKU-A"
          show-count
          fallback="notice"
        ></rp-stars>`,
      );
      await oneEvent(el, 'error');
      await el.updateComplete;
      expect(el.hasAttribute('failed')).to.equal(true);
      expect(part(el, 'notice')!.textContent).to.equal('Rating unavailable');
      expect(el.shadowRoot!.querySelectorAll('[part=star], [part=count]').length).to.equal(0);
      expect(el.getBoundingClientRect().width).to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    } finally {
      console.warn = warn;
    }
  });

  it('a call that never answers ends in the failed state after the timeout', async () => {
    worker.use(
      http.post(
        '*/v1/product-reviews/business-units/bu-hang/batch-summaries',
        () => new Promise<never>(() => undefined),
      ),
    );
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const wrapper = await fixture(
        html`<div>
          <rp-config api-key=${key} business-unit-id="bu-hang" timeout="50">
            <rp-stars sku="SKU-A" show-count></rp-stars>
            <rp-stars sku="SKU-A" fallback="notice"></rp-stars>
          </rp-config>
        </div>`,
      );
      const [collapsed, notice] = [...wrapper.querySelectorAll('rp-stars')] as RpStars[];
      const [event] = (await Promise.all([
        oneEvent(collapsed, 'error'),
        oneEvent(notice, 'error'),
      ])) as unknown as (Event & { error: Error })[];
      await Promise.all([collapsed.updateComplete, notice.updateComplete]);
      expect(event.error.name).to.equal('TimeoutError');
      expect(collapsed.getBoundingClientRect().height).to.equal(0);
      expect(part(notice, 'notice')!.textContent).to.equal('Rating unavailable');
      expect(notice.shadowRoot!.querySelectorAll('[part=star]').length).to.equal(0);
    } finally {
      console.warn = warn;
    }
  });

  it('refuses a timeout that is not a number of milliseconds', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const { event } = await errorOf(
        (onError) =>
          html`<rp-stars
            api-key=${key}
            business-unit-id="bu-1"
            sku="SKU-A"
            timeout="soon"
            @error=${onError}
          ></rp-stars>`,
      );
      expect(event.error.message).to.equal(
        'timeout "soon" is not a number of milliseconds above 0.',
      );
    } finally {
      console.warn = warn;
    }
  });

  it('names the missing attribute when configuration is incomplete', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const noKey = await errorOf(
        (onError) =>
          html`<rp-stars business-unit-id="bu-1" sku="SKU-A" @error=${onError}></rp-stars>`,
      );
      expect(noKey.event.error.message).to.equal(
        'missing api-key: set it on <rp-stars> or on an <rp-config> ancestor.',
      );
      const noUnit = await errorOf(
        (onError) => html`<rp-stars api-key=${key} sku="SKU-A" @error=${onError}></rp-stars>`,
      );
      expect(noUnit.event.error.message).to.contain('missing business-unit-id');
    } finally {
      console.warn = warn;
    }
    expect(requests).to.have.length(0);
  });

  it('re-renders with new data when attributes change at run time', async () => {
    const el = await loaded(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-A" show-count></rp-stars>`,
    );
    el.setAttribute('sku', 'SKU-C');
    await oneEvent(el, 'load');
    expect(part(el, 'count')!.textContent).to.equal('(2 reviews)');
    el.setAttribute('value', '1');
    await oneEvent(el, 'load');
    expect(filledWidths(el)).to.deep.equal([1, 0, 0, 0, 0]);
  });

  it('says "No reviews yet" in its count and shows no number for a product without reviews', async () => {
    const el = await loaded(
      html`<rp-stars api-key=${key} business-unit-id="bu-1" sku="SKU-NONE" show-count show-score>
      </rp-stars>`,
    );
    expect(base(el).getAttribute('aria-label')).to.equal('No reviews yet');
    expect(filledWidths(el)).to.deep.equal([0, 0, 0, 0, 0]);
    expect(part(el, 'count')!.textContent).to.equal('No reviews yet');
    expect(part(el, 'score')!.textContent).to.equal('');
    await expect(el).to.be.accessible();
  });

  for (const dir of ['ltr', 'rtl']) {
    it(`draws a half star as the half of the star on the reading side (${dir})`, async () => {
      const wrapper = await fixture(
        html`<div dir=${dir}><rp-stars value="2.5" style="--rp-star-size: 40px"></rp-stars></div>`,
      );
      const el = wrapper.querySelector('rp-stars') as RpStars;
      await el.updateComplete;
      const third = el.shadowRoot!.querySelectorAll('[part="star"]')[2]!;
      const box = third.getBoundingClientRect();
      // The fill is a nested viewport (12 of the star's 24 units) that clips the star, sized
      // by its attributes: no star size or mirroring of its own on top of the outer star's.
      const inner = getComputedStyle(third.querySelector('svg')!);
      expect(box.width).to.equal(40);
      expect([inner.width, inner.height, inner.transform]).to.deep.equal(['auto', 'auto', 'none']);
      const outer = getComputedStyle(third).transform;
      expect(outer).to.equal(dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    });
  }

  it('takes its colours from custom properties and follows a dark color-scheme', async () => {
    const wrapper = await fixture(
      html`<div>
        <rp-stars value="3"></rp-stars>
        <rp-stars value="3" style="color-scheme: dark"></rp-stars>
        <rp-stars
          value="3"
          style="--rp-star-color: rgb(1, 2, 3); --rp-star-empty-color: rgb(4, 5, 6); --rp-star-gap: 10px"
        ></rp-stars>
      </div>`,
    );
    const [light, dark, themed] = [...wrapper.querySelectorAll('rp-stars')] as RpStars[];
    await themed.updateComplete;
    const fillOf = (el: RpStars, selector: string) =>
      getComputedStyle(el.shadowRoot!.querySelector(selector)!).fill;
    expect(fillOf(light, '.full')).to.equal('rgb(184, 110, 0)');
    expect(fillOf(dark, '.full')).to.equal('rgb(255, 201, 64)');
    expect(fillOf(themed, '.full')).to.equal('rgb(1, 2, 3)');
    expect(fillOf(themed, '.empty')).to.equal('rgb(4, 5, 6)');
    const stars = [...themed.shadowRoot!.querySelectorAll('[part="star"]')];
    const gap = stars[1]!.getBoundingClientRect().left - stars[0]!.getBoundingClientRect().right;
    expect(gap).to.equal(10);
  });

  it('mirrors the fill in right-to-left text and offers its styling hooks', async () => {
    const wrapper = await fixture(
      html`<div dir="rtl"><rp-stars value="2.5" style="--rp-star-size: 30px"></rp-stars></div>`,
    );
    const el = wrapper.querySelector('rp-stars') as RpStars;
    await el.updateComplete;
    const star = el.shadowRoot!.querySelector('[part="star"]')!;
    expect(getComputedStyle(star).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    expect(star.getBoundingClientRect().width).to.equal(30);
  });
});

/** Renders and resolves with the first `error` event (listened to before the element connects). */
async function errorOf(template: (onError: (event: Event) => void) => ReturnType<typeof html>) {
  let resolve!: (event: Event & { error: Error }) => void;
  const seen = new Promise<Event & { error: Error }>((r) => (resolve = r));
  const wrapper = await fixture(
    html`<div>${template((event) => resolve(event as Event & { error: Error }))}</div>`,
  );
  const event = await seen;
  return { el: wrapper.querySelector('rp-stars') as RpStars, event };
}
