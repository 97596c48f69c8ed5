// Server-rendered widgets in the browser: the HTML of rp-widgets/ssr (served by the test runner's
// ssr-fixture plugin, rendered in Node on the mock's data) read with scripts off, then hydrated.
import '../../src/ssr/hydrate.js'; // first: Lit's hydration support must precede every element
import { expect } from '@open-wc/testing';
import { clearRequests, requests, startMock, stopMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

const tags = ['rp-stars', 'rp-trust-badge', 'rp-product-reviews', 'rp-business-reviews'];
let page = '';
const mounted: HTMLElement[] = [];

before(async () => {
  await startMock({ seed: 1 });
  const response = await fetch(`/__ssr/fixture.html?origin=${encodeURIComponent(location.origin)}`);
  page = await response.text();
  expect(response.status, page).to.equal(200);
});
after(stopMock);
afterEach(() => mounted.splice(0).forEach((node) => node.remove()));

const text = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const shadowOf = (root: ParentNode, tag: string) => root.querySelector(tag)!.shadowRoot!;

/** The page's widgets parsed as a browser parses HTML (declarative shadow roots included). */
function parse(html: string): HTMLDivElement {
  const container = document.createElement('div');
  container.setHTMLUnsafe(html);
  return container;
}

/** Appends `container` and resolves once each widget in it fired `load`. */
async function mount(container: HTMLDivElement): Promise<void> {
  const loaded = tags.map(
    (tag) =>
      new Promise((resolve) => container.querySelector(tag)!.addEventListener('load', resolve)),
  );
  mounted.push(container);
  document.body.append(container);
  await Promise.all(loaded);
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
  expect(reviews).to.have.length(3);
  const data = JSON.parse(
    doc.querySelector('rp-product-reviews > script[data-rp-data]')!.textContent!,
  );
  const first = data.tasks[0].value.reviews[0];
  expect(text(reviews[0])).to.contain(first.content.replace(/\s+/g, ' ').trim());
  expect(text(product.querySelector('[part="summary"]'))).to.contain('Based on 423 reviews');

  const business = shadowOf(doc, 'rp-business-reviews');
  expect(business.querySelectorAll('[part="review"]')).to.have.length(10);
  expect(text(business.querySelector('[part="review"] [part="title"]'))).to.not.equal('');
});

// Before the hydration below: its answers are not in the page's clients yet.
it('a widget whose embedded data is stale or missing asks the platform, and shows its answer', async () => {
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
  ).to.have.length(3);
});

it('with scripts on, the widgets hydrate without a request, a re-render or a layout shift; paging works', async () => {
  const container = parse(page);
  const before = new Map(
    tags.map((tag) => [tag, shadowOf(container, tag).querySelector('[part]')]),
  );
  const texts = new Map(tags.map((tag) => [tag, text(shadowOf(container, tag))]));
  let shift = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shift += (entry as unknown as { value: number }).value;
  });
  observer.observe({ type: 'layout-shift' });
  clearRequests();
  await mount(container);
  await new Promise(requestAnimationFrame);
  observer
    .takeRecords()
    .forEach((entry) => (shift += (entry as unknown as { value: number }).value));
  observer.disconnect();

  expect(requests.map((request) => request.url)).to.deep.equal([]);
  for (const tag of tags) {
    const element = container.querySelector(tag)!;
    // Hydrated, not drawn again: the very nodes the server wrote, with the same texts.
    expect(element.shadowRoot!.querySelector('[part]'), tag).to.equal(before.get(tag));
    expect(before.get(tag)!.isConnected, tag).to.equal(true);
    expect(text(element.shadowRoot), tag).to.equal(texts.get(tag));
    expect(element.hasAttribute('defer-hydration'), tag).to.equal(false);
  }
  expect(shift).to.equal(0);

  // Paging asks for the next page only, and shows it.
  const product = container.querySelector('rp-product-reviews')!;
  const shown = text(product.shadowRoot!.querySelector('[part~="review"]'));
  const pager = product.shadowRoot!.querySelector('[part="pagination"]');
  expect(text(pager)).to.equal('Previous Page 1 Next');
  pager!.querySelector<HTMLButtonElement>(':scope > button:last-of-type')!.click();
  await waitUntil(
    () => text(product.shadowRoot!.querySelector('[part~="review"]')) !== shown,
    'page 2 was not shown',
  );
  // The list's next page; the summaries, which came embedded, are asked for once too.
  const pages = requests.filter((request) => request.url.includes('/reviews?'));
  expect(pages.map((request) => new URL(request.url).searchParams.get('page'))).to.deep.equal([
    '2',
  ]);
});
