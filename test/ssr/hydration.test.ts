// Server-rendered widgets in the browser: the HTML of rp-widgets/ssr (served by the test runner's
// ssr-fixture plugin, rendered in Node on the mock's data) read with scripts off, then hydrated.
// Lit's hydration support comes first (it must precede Lit); the elements are defined only when
// the first test loads rp-widgets/hydrate, after it has measured the server's HTML unhydrated.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import { clearRequests, requests, startMock, stopMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

const tags = ['rp-stars', 'rp-trust-badge', 'rp-product-reviews', 'rp-business-reviews'];
let page = '';
/** The same page in German and in Polish. */
const translated: Record<string, string> = {};
const mounted: HTMLElement[] = [];

/** The fixture page's widgets, server-rendered in `locale`. */
async function serverPage(locale = 'en-US'): Promise<string> {
  const origin = encodeURIComponent(location.origin);
  const response = await fetch(`/__ssr/fixture.html?origin=${origin}&locale=${locale}`);
  const html = await response.text();
  expect(response.status, html).to.equal(200);
  return html;
}

// The renders (Node, in the test server) run while the mock starts (the browser's worker).
before(async () => {
  [page, translated['de-DE'], translated['pl-PL']] = await Promise.all([
    serverPage(),
    serverPage('de-DE'),
    serverPage('pl-PL'),
    startMock({ seed: 1 }),
  ]);
});
after(stopMock);
afterEach(() => mounted.splice(0).forEach((node) => node.remove()));

const hydrate = () => import('../../src/ssr/hydrate.js');
const text = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const shadowOf = (root: ParentNode, tag: string) => root.querySelector(tag)!.shadowRoot!;
const requestCounts = () => {
  const counts: Record<string, number> = {};
  for (const { url } of requests) {
    const path = new URL(url).pathname;
    counts[path] = (counts[path] ?? 0) + 1;
  }
  return counts;
};

/** The page's widgets parsed as a browser parses HTML (declarative shadow roots included). */
function parse(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.setHTMLUnsafe(html);
  return container;
}

/** Resolves once each widget in `container` has fired `load` and finished updating. */
async function loaded(container: HTMLDivElement): Promise<void> {
  const elements = tags.map((tag) => container.querySelector(tag)!);
  await Promise.all(
    elements.map((element) => new Promise((resolve) => element.addEventListener('load', resolve))),
  );
  await Promise.all(
    elements.map(
      (element) => (element as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
    ),
  );
}

/** Appends `container` and resolves once each widget in it fired `load`. */
async function mount(container: HTMLDivElement): Promise<void> {
  const done = loaded(container);
  mounted.push(container);
  document.body.append(container);
  await done;
}

/** Every text node of a widget's shadow root. */
function textNodes(root: ShadowRoot): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

/** The boxes of a widget and of every part in it, as the page lays them out. */
function boxes(container: HTMLDivElement, tag: string): string[] {
  const element = container.querySelector(tag)!;
  return [element, ...element.shadowRoot!.querySelectorAll('[part]')].map((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return `${node.getAttribute('part') ?? tag} ${x},${y} ${width}x${height}`;
  });
}

it('with scripts off, the page shows the stars, numbers, review texts and links, styled', async () => {
  const frame = document.createElement('iframe');
  // No allow-scripts: nothing runs, and no element is defined in the frame.
  frame.sandbox.add('allow-same-origin');
  frame.style.width = '1000px';
  frame.srcdoc = `<!doctype html><html lang="en"><body>${page}</body></html>`;
  mounted.push(frame);
  const ready = new Promise((resolve) => frame.addEventListener('load', resolve));
  document.body.append(frame);
  await ready;
  const doc = frame.contentDocument!;
  expect(doc.defaultView!.customElements.get('rp-stars')).to.equal(undefined);

  const stars = shadowOf(doc, 'rp-stars');
  expect(stars.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal(
    'Rated 4.5 out of 5 stars, 423 reviews',
  );
  expect(text(stars.querySelector('[part="count"]'))).to.equal('(423 reviews)');
  // Styled: the five stars are drawn at their size (1.25em), in a row.
  const row = stars.querySelector('.stars')!.getBoundingClientRect();
  expect(row.height).to.equal(20);
  expect(row.width).to.be.greaterThan(100);

  const badge = shadowOf(doc, 'rp-trust-badge');
  expect(text(badge.querySelector('[part="score"]'))).to.equal('TrustScore 4.1');
  expect(badge.querySelector('a[part="link"]')!.getAttribute('href')).to.match(
    /^https:\/\/www\.rp-mock\.test\/review\//,
  );
  expect(badge.querySelectorAll('[part="distribution"] li')).to.have.length(5);

  const product = shadowOf(doc, 'rp-product-reviews');
  const reviews = product.querySelectorAll('[part~="review"]');
  expect(reviews).to.have.length(5);
  // The first review's photo, in the strip and on the review, served from the shop's own host.
  const photos = [...product.querySelectorAll<HTMLImageElement>('[part="photo"] img')];
  expect(photos).to.have.length(4);
  expect(photos.every((img) => new URL(img.src).pathname.startsWith('/mock-assets/'))).to.equal(
    true,
  );
  const data = JSON.parse(
    doc.querySelector('rp-product-reviews > script[data-rp-data]')!.textContent!,
  );
  const first = data.loaded['product-page'].value.reviews[0];
  expect(text(reviews[0])).to.contain(first.content.replace(/\s+/g, ' ').trim());
  expect(text(product.querySelector('[part="summary"]'))).to.contain('Based on 423 reviews');

  const business = shadowOf(doc, 'rp-business-reviews');
  expect(business.querySelectorAll('[part="review"]')).to.have.length(10);
  expect(text(business.querySelector('[part="review"] [part="title"]'))).to.not.equal('');
});

it('the page hydrates when its script loads: no request, no re-render, nothing moves; paging asks for the next page only', async () => {
  expect(customElements.get('rp-stars'), 'defined before the first paint').to.equal(undefined);
  const container = parse(page);
  const before = new Map(
    tags.map((tag) => [tag, shadowOf(container, tag).querySelector('[part]')]),
  );
  const texts = new Map(tags.map((tag) => [tag, text(shadowOf(container, tag))]));
  mounted.push(container);
  document.body.append(container);
  // The server's HTML as painted before any script ran.
  await new Promise(requestAnimationFrame);
  const painted = new Map(tags.map((tag) => [tag, boxes(container, tag)]));

  // A first draw that differs from the server's fails in an update: an unhandled rejection.
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.message));
  const onRejection = (event: PromiseRejectionEvent) => {
    errors.push(String((event.reason as Error)?.message ?? event.reason));
    event.preventDefault();
  };
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  const photos = shadowOf(container, 'rp-product-reviews').querySelectorAll('[part="photo"]');
  expect(photos, 'the server drew the strip and the review with its two photos').to.have.length(4);

  clearRequests();
  const done = loaded(container);
  try {
    await hydrate();
    await done;
    await new Promise(requestAnimationFrame);
  } finally {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  }

  expect(errors).to.deep.equal([]);
  expect(requests.map((request) => request.url)).to.deep.equal([]);
  const product = container.querySelector('rp-product-reviews')!;
  // The photos the server drew are the ones hydrated.
  expect([...product.shadowRoot!.querySelectorAll('[part="photo"]')]).to.deep.equal([...photos]);
  for (const tag of tags) {
    const element = container.querySelector(tag)!;
    // Hydrated, not drawn again: the very nodes the server wrote, with the same texts, in place.
    expect(element.shadowRoot!.querySelector('[part]'), tag).to.equal(before.get(tag));
    expect(before.get(tag)!.isConnected, tag).to.equal(true);
    expect(text(element.shadowRoot), tag).to.equal(texts.get(tag));
    expect(boxes(container, tag), tag).to.deep.equal(painted.get(tag));
    expect(element.hasAttribute('defer-hydration'), tag).to.equal(false);
  }

  // Paging asks for the next page only (the summaries and links came embedded), and shows it.
  const shown = text(product.shadowRoot!.querySelector('[part~="review"]'));
  const pager = product.shadowRoot!.querySelector('[part="pagination"]');
  expect(text(pager)).to.equal('Previous Page 1 Next');
  pager!.querySelector<HTMLButtonElement>(':scope > button:last-of-type')!.click();
  await waitUntil(
    () => text(product.shadowRoot!.querySelector('[part~="review"]')) !== shown,
    'page 2 was not shown',
  );
  await (product as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  expect(requestCounts()).to.deep.equal({
    '/v1/product-reviews/business-units/bu-acme/reviews': 1,
  });
  expect(new URL(requests[0]!.url).searchParams.get('page')).to.equal('2');
  expect(text(product.shadowRoot!.querySelector('[part="summary"]'))).to.contain(
    'Based on 423 reviews',
  );

  // So does the business list: its header came embedded.
  const business = container.querySelector('rp-business-reviews')!;
  const firstTitle = () => text(business.shadowRoot!.querySelector('[part="review"]'));
  const page1 = firstTitle();
  clearRequests();
  business
    .shadowRoot!.querySelector('[part="pagination"] > button:last-of-type')!
    .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await waitUntil(() => firstTitle() !== page1, 'page 2 of the business reviews was not shown');
  await (business as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  expect(requestCounts()).to.deep.equal({ '/v1/business-units/bu-acme/reviews': 1 });
  expect(text(business.shadowRoot!.querySelector('[part="header"]'))).to.contain('4.1');
});

for (const [locale, basedOn] of [
  ['de-DE', 'Basierend auf 423 Bewertungen'],
  ['pl-PL', 'Na podstawie 423 opinii'],
]) {
  it(`in ${locale}, widgets added after the script loaded hydrate in their words: no request, no text changes`, async () => {
    await hydrate();
    const container = parse(translated[locale]!);
    const roots = tags.map((tag) => shadowOf(container, tag));
    expect(text(roots[2]!.querySelector('[part="summary"]'))).to.contain(basedOn);
    const written = roots.flatMap(textNodes).map((node) => [node, node.data] as const);
    const serverTexts = new Set(written.map(([, data]) => data.trim()));
    // Every text that appears in a shadow root from now on, even for a moment.
    const seen: string[] = [];
    const changedAttributes: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const record of records) {
        if (record.type === 'characterData') {
          seen.push(record.oldValue ?? '', (record.target as Text).data);
        } else if (record.type === 'attributes') {
          changedAttributes.push(`${record.attributeName}: ${record.oldValue}`);
        }
        for (const node of record.addedNodes) seen.push(node.textContent ?? '');
        for (const node of record.removedNodes) seen.push(node.textContent ?? '');
      }
    };
    const observer = new MutationObserver(note);
    for (const root of roots) {
      observer.observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
        attributes: true,
        attributeOldValue: true,
      });
    }
    clearRequests();
    await mount(container);
    note(observer.takeRecords());
    observer.disconnect();

    expect(requests.map((request) => request.url)).to.deep.equal([]);
    // The server's text nodes stay, each with its text; no other text (English, or the blank
    // loading shape) was ever drawn.
    const lost = written.filter(([node, data]) => !node.isConnected || node.data !== data);
    expect(lost.map(([, data]) => data.trim())).to.deep.equal([]);
    expect(
      seen.map((value) => value.trim()).filter((value) => !serverTexts.has(value)),
    ).to.deep.equal([]);
    expect(changedAttributes).to.deep.equal([]);
    expect(text(roots[2]!.querySelector('[part="summary"]'))).to.contain(basedOn);
  });
}

it('a widget whose embedded data is stale or missing asks the platform, and shows its answer', async () => {
  await hydrate();
  const stale = page.replace(/"at":\d+/g, '"at":0');
  const container = parse(stale);
  // The stars have no data at all.
  container.querySelector('rp-stars > script[data-rp-data]')!.remove();
  clearRequests();
  await mount(container);
  const paths = requests.map((request) => new URL(request.url).pathname);
  expect(paths).to.include('/v1/product-reviews/business-units/bu-acme/batch-summaries');
  expect(paths).to.include('/v1/product-reviews/business-units/bu-acme/reviews');
  expect(paths).to.include('/v1/business-units/bu-acme');
  expect(
    shadowOf(container, 'rp-stars').querySelector('[part="base"]')!.getAttribute('aria-label'),
  ).to.equal('Rated 4.5 out of 5 stars, 423 reviews');
  expect(
    shadowOf(container, 'rp-product-reviews').querySelectorAll('[part~="review"]'),
  ).to.have.length(5);
});

describe('pages as a shop serves them (rp-widgets/hydrate bundled, Lit in production)', () => {
  type Frame = Window & { pageErrors: string[]; warnings: string[]; loaded: Set<string> };

  /** Loads the fixture page of `kind` in a frame; resolves once every widget fired `load`. */
  async function load(kind: string, locale = 'en-US') {
    const frame = document.createElement('iframe');
    frame.style.width = '1000px';
    frame.style.height = '800px';
    frame.src = `/__ssr/page.html?kind=${kind}&locale=${locale}`;
    mounted.push(frame);
    const ready = new Promise((resolve) => frame.addEventListener('load', resolve));
    document.body.append(frame);
    await ready;
    const win = frame.contentWindow as Frame;
    const doc = frame.contentDocument!;
    await waitUntil(
      () => tags.every((tag) => win.loaded.has(tag)),
      `loaded only ${[...win.loaded]}; page errors: ${win.pageErrors}`,
    );
    for (const tag of tags) {
      await (doc.querySelector(tag) as HTMLElement & { updateComplete: Promise<unknown> })
        .updateComplete;
    }
    // An error of a rejected update is reported a task later.
    await new Promise((resolve) => setTimeout(resolve));
    const requested = win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/v1/'));
    return { doc, errors: win.pageErrors, warnings: win.warnings, requested };
  }

  /** What a shopper sees of each widget: how many star rows, scores, headers and reviews. */
  function shown(doc: Document) {
    const visible = (tag: string, selector: string) =>
      [...shadowOf(doc, tag).querySelectorAll(selector)].filter(
        // Drawn and seen: not the unseen copies that keep a text's room.
        (node) =>
          node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden',
      ).length;
    return {
      starRows: visible('rp-stars', '.stars'),
      badgeScores: visible('rp-trust-badge', '[part="score"]'),
      productSummaries: visible('rp-product-reviews', '[part="summary"]'),
      productReviews: visible('rp-product-reviews', '[part~="review"]'),
      businessHeaders: visible('rp-business-reviews', '[part="header"]'),
      businessReviews: visible('rp-business-reviews', '[part="review"]'),
    };
  }

  const once = {
    starRows: 1,
    badgeScores: 1,
    productSummaries: 1,
    productReviews: 5,
    businessHeaders: 1,
    businessReviews: 10,
  };

  it('a page with its data hydrates: each widget once, no request, no page error', async () => {
    const { doc, errors, requested } = await load('usable');
    expect(errors).to.deep.equal([]);
    expect(requested).to.deep.equal([]);
    expect(shown(doc)).to.deep.equal(once);
  });

  it('in German, it hydrates with its words: no request, no page error, the same texts', async () => {
    const { doc, errors, requested } = await load('usable', 'de-DE');
    expect(errors).to.deep.equal([]);
    expect(requested).to.deep.equal([]);
    expect(shown(doc)).to.deep.equal(once);
    expect(text(shadowOf(doc, 'rp-product-reviews').querySelector('[part="summary"]'))).to.contain(
      'Basierend auf 423 Bewertungen',
    );
  });

  for (const [kind, what] of [
    ['stale', 'served after maxAge'],
    ['missing', 'without its embedded data'],
    ['cr', 'whose sku the HTML parser changed (a carriage return)'],
  ]) {
    it(`a page ${what}: each widget asks the platform and appears once, no page error`, async () => {
      const { doc, errors, requested } = await load(kind!);
      expect(errors).to.deep.equal([]);
      expect(requested).to.include('/v1/product-reviews/business-units/bu-acme/batch-summaries');
      expect(requested).to.include('/v1/product-reviews/business-units/bu-acme/reviews');
      expect(shown(doc)).to.deep.equal(once);
      expect(
        shadowOf(doc, 'rp-stars').querySelector('[part="base"]')!.getAttribute('aria-label'),
      ).to.equal('Rated 4.5 out of 5 stars, 423 reviews');
    });
  }

  for (const [kind, what] of [
    ['tampered', 'drawn by the server'],
    ['tampered-unrendered', 'without the shadow roots the server drew'],
    ['tampered-links-unrendered', 'its links only, without the shadow roots'],
  ]) {
    it(`edited embedded data (${what}) passes the answers' checks: no unsafe link, no impossible number, one page of reviews`, async () => {
      const { doc, errors, warnings, requested } = await load(kind!);
      expect(errors).to.deep.equal([]);
      expect(shown(doc)).to.deep.equal(once);
      const roots = tags.map((tag) => shadowOf(doc, tag));
      // Links and images: https without a user name, or a path on the shop's own host.
      const addresses = roots.flatMap((root) =>
        [...root.querySelectorAll('[href], [src]')].map(
          (node) => node.getAttribute('href') ?? node.getAttribute('src')!,
        ),
      );
      expect(addresses).to.not.deep.equal([]);
      expect(
        addresses.filter((address) => !/^(https:\/\/[^/@]+\/|\/(?![/\\]))/.test(address)),
      ).to.deep.equal([]);
      const labels = roots.flatMap((root) =>
        [...root.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')),
      );
      const seen = [...roots.map(text), ...labels].join(' ');
      expect(seen).to.not.match(/99\.0|99 out of|1,000,000,000,000,000|forged/);
      expect(roots[0]!.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal(
        'Rated 4.5 out of 5 stars, 423 reviews',
      );
      expect(text(roots[1]!.querySelector('[part="score"]'))).to.equal('TrustScore 4.1');
      expect(text(roots[2]!.querySelector('[part="summary"]'))).to.contain('Based on 423 reviews');

      // Each edited widget says why it asked the platform again.
      const edited = kind!.includes('links') ? tags.slice(1) : tags;
      for (const tag of edited) {
        expect(
          warnings.filter((warning) => warning.startsWith(`<${tag}>`)).join('\n'),
          tag,
        ).to.match(/embedded data is not used, as an answer would not be: .+/);
      }
      expect(requested).to.include('/v1/product-reviews/business-units/bu-acme/reviews');
      expect(requested).to.include('/v1/business-units/bu-acme/reviews');
    });
  }
});
