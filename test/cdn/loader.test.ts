import { expect } from '@open-wc/testing';
import { assertContract, startMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

// dist/cdn/loader.js (`npm run build` writes it before the browser tests run) in a merchant's
// page of its own: an iframe, so each page defines its elements afresh.
async function merchantPage(body: string): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html lang="en"><body>${body}
    <script type="module" src="/dist/cdn/loader.js"></script></body></html>`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentWindow!;
}

/** The element files (not the shared chunks) the page has fetched, by name. */
const elementFiles = (page: Window) =>
  page.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /^\/dist\/cdn\/elements\/[\w-]+\.js$/.test(path))
    .map((path) => path.split('/').pop())
    .sort();

const shadow = (page: Window, tag: string) => page.document.querySelector(tag)?.shadowRoot;

describe('CDN loader', () => {
  beforeEach(() => startMock({ seed: 1 }));
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    assertContract();
  });

  it('defines the elements the page holds and fetches only their files', async () => {
    const page = await merchantPage(`<rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
      <rp-stars sku="ACME-1000" show-count></rp-stars></rp-config>`);
    await waitUntil(
      () => /\d/.test(shadow(page, 'rp-stars')?.querySelector('[part="count"]')?.textContent ?? ''),
      'the stars drawn with their count',
    );
    expect(elementFiles(page)).to.deep.equal(['config.js', 'stars.js']);
    expect(page.customElements.get('rp-trust-badge')).to.equal(undefined);
    expect(page.customElements.get('rp-product-reviews')).to.equal(undefined);
    // The shared chunks are hinted, so they download beside the element files.
    const hints = [...page.document.head.querySelectorAll('link[rel=modulepreload]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    );
    expect(hints.some((path) => /^\/dist\/cdn\/elements\/chunks\/rp-element-/.test(path))).to.equal(
      true,
    );
  });

  it('defines an element added later, inside another added element, and fetches its file then', async () => {
    const page = await merchantPage(
      `<rp-config api-key="rp-mock-key" business-unit-id="bu-acme"></rp-config>`,
    );
    await waitUntil(() => !!page.customElements.get('rp-config'), 'rp-config defined');
    expect(elementFiles(page)).to.deep.equal(['config.js']);

    const box = page.document.createElement('section');
    box.innerHTML = '<div><rp-trust-badge></rp-trust-badge></div>';
    page.document.querySelector('rp-config')!.append(box);
    await waitUntil(
      () => !!shadow(page, 'rp-trust-badge')?.querySelector('a[part=link]'),
      'the badge drawn',
    );
    expect(elementFiles(page)).to.deep.equal(['config.js', 'trust-badge.js']);
    expect(page.customElements.get('rp-stars')).to.equal(undefined);
  });
});
