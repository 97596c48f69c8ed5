import { expect } from '@open-wc/testing';
import { blankPage, withMerchantPages } from '../support/page.js';
import { requests } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

// The per-element CDN files (`npm run build` writes them before the browser tests run) in a
// merchant's page of their own: an iframe, so each page defines its elements afresh. The page's
// inline script records what `<rp-stars>` fires, from before any element is defined.
type Heard = Window & { heard: string[] };

async function merchantPage(scripts: string[], lang = 'en'): Promise<Heard> {
  return (await blankPage(`<!doctype html><html lang="${lang}"><body>
    <rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
      <rp-stars sku="ACME-1000" show-count></rp-stars>
    </rp-config>
    <script>
      window.heard = [];
      const stars = document.querySelector('rp-stars');
      stars.addEventListener('load', () => heard.push('load'));
      stars.addEventListener('error', (event) => heard.push('error: ' + event.error.message));
    </script>
    ${scripts.map((file) => `<script type="module" src="/dist/cdn/elements/${file}"></script>`).join('\n')}
  </body></html>`)) as Heard;
}

describe('per-element CDN files', () => {
  withMerchantPages();

  it('an element loaded before <rp-config> waits for its values: no error, one request', async () => {
    const page = await merchantPage(['stars.js', 'config.js']);
    await waitUntil(() => page.heard.length > 0);
    expect(page.heard).to.deep.equal(['load']);
    const summaries = requests.filter((request) => request.url.includes('batch-summaries'));
    expect(summaries).to.have.length(1);
    expect(summaries[0].headers.apikey).to.equal('rp-mock-key');
    const count = page.document
      .querySelector('rp-stars')!
      .shadowRoot!.querySelector('[part="count"]');
    expect(count!.textContent).to.match(/\d/);
  });

  it('a French page loads the French words from the locales folder beside the files', async () => {
    const page = await merchantPage(['config.js', 'stars.js'], 'fr-FR');
    await waitUntil(() => page.heard.length > 0);
    const stars = page.document.querySelector('rp-stars') as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    await stars.updateComplete;
    expect(stars.shadowRoot!.querySelector('[part="count"]')!.textContent).to.match(
      /^\(\d.* avis\)$/,
    );
    const catalogues = page.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes('/locales/'));
    expect(catalogues).to.have.length(1);
    expect(catalogues[0]).to.match(/^\/dist\/cdn\/elements\/locales\/shared\/fr\.js$/);
  });

  it('with <rp-config> never defined, the error says so once the page has loaded', async () => {
    const page = await merchantPage(['stars.js']);
    await waitUntil(() => page.heard.length > 0);
    expect(page.heard).to.deep.equal([
      "error: <rp-config> is not defined, so <rp-stars> inside it has no api-key: load rp-widgets/config/define (or the CDN's elements/config.js) too.",
    ]);
    expect(requests).to.have.length(0);
  });

  it('business-reviews.js and trust-badge.js on one page share the business-unit request', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html lang="en"><body>
      <rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
        <rp-trust-badge></rp-trust-badge>
        <rp-business-reviews layout="list" per-page="3"></rp-business-reviews>
      </rp-config>
      ${['config.js', 'trust-badge.js', 'business-reviews.js']
        .map((file) => `<script type="module" src="/dist/cdn/elements/${file}"></script>`)
        .join('\n')}
    </body></html>`;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const doc = frame.contentDocument!;
    const reviews = () => doc.querySelector('rp-business-reviews')!.shadowRoot;
    await waitUntil(
      () =>
        reviews()?.querySelectorAll('[part=review]').length === 3 &&
        !!reviews()?.querySelector('[part=profile-link]') &&
        !!doc.querySelector('rp-trust-badge')!.shadowRoot?.querySelector('a[part=link]'),
      'both widgets drawn',
    );
    const units = requests.filter((r) => new URL(r.url).pathname === '/v1/business-units/bu-acme');
    expect(units).to.have.length(1);
  });
});
