import { expect, fixture, html, oneEvent } from '@open-wc/testing';

// The merchant's way in: the built one-file CDN script (`npm run build` writes it before the
// browser tests run). Markup first, the script after, then again, then elements added later.
const cdn = '/dist/cdn/rp-widgets.js';
const tags = [
  'rp-config',
  'rp-stars',
  'rp-trust-badge',
  'rp-product-reviews',
  'rp-business-reviews',
  'rp-invite-button',
  'rp-review-collector',
];

describe('CDN script', () => {
  it('upgrades markup that was there before it loaded', async () => {
    const page = await fixture(html`<div><rp-stars value="4.5" show-score></rp-stars></div>`);
    const el = page.querySelector('rp-stars')!;
    expect(el.shadowRoot).to.equal(null);
    const loaded = oneEvent(el, 'load');
    await import(/* @vite-ignore */ cdn);
    await loaded;
    expect(el.shadowRoot!.querySelector('[part="score"]')!.textContent).to.equal('4.5');
    for (const tag of tags) expect(customElements.get(tag), tag).to.exist;
  });

  it('does not throw when loaded a second time', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    try {
      await import(/* @vite-ignore */ `${cdn}?copy=2`);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });

  it('renders elements a single-page app mounts later', async () => {
    await import(/* @vite-ignore */ cdn);
    const el = document.createElement('rp-stars');
    el.setAttribute('value', '2');
    const loaded = oneEvent(el, 'load');
    document.body.append(el);
    await loaded;
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal(
      'Rated 2 out of 5 stars',
    );
    el.remove();
  });

  it('speaks the locale of the element, with its words from the locales folder beside it', async () => {
    await import(/* @vite-ignore */ cdn);
    const el = document.createElement('rp-stars') as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    el.setAttribute('value', '2');
    el.setAttribute('locale', 'pl-PL');
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label')).to.equal(
      'Ocena 2 na 5 gwiazdek',
    );
    const catalogues = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/locales/'));
    expect(catalogues).to.have.length(1);
    expect(catalogues[0]).to.match(/^\/dist\/cdn\/locales\/shared\/pl\.js$/);
    el.remove();
  });
});
