import { expect, fixture, html } from '@open-wc/testing';
import type * as ReactTypes from 'react';
import type * as ReactDOMClientTypes from 'react-dom/client';
import type * as RpReactTypes from '../../src/react/index.js';
import type { RpPageChangeEvent } from '../../src/review-list/events.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';

// The components of rp-widgets/react in React 19, rendered before the elements are defined (this
// file defines them only after React has rendered, as a lazy `import('rp-widgets/define')` does).
// React ships CommonJS only; the test runner serves React and the components bundled as one ES
// module over this page's own element modules.
const vendor = '/__vendor/react.js';
const { React, ReactDOMClient, RpReact } = (await import(/* @vite-ignore */ vendor)) as {
  React: typeof ReactTypes;
  ReactDOMClient: typeof ReactDOMClientTypes;
  RpReact: typeof RpReactTypes;
};
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const part = (el: Element, name: string) => [
  ...el.shadowRoot!.querySelectorAll(`[part="${name}"]`),
];

describe('React components (rp-widgets/react)', () => {
  beforeEach(() => startMock({ seed: 1 }));
  afterEach(assertContract);

  it('set camelCase props before the definition and hear load and page changes', async () => {
    expect(customElements.get('rp-stars'), 'not defined before React renders').to.equal(undefined);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = ReactDOMClient.createRoot(container);
    const heard: string[] = [];
    const { RpConfig, RpStars, RpProductReviews } = RpReact;
    await React.act(async () =>
      root.render(
        React.createElement(
          RpConfig,
          { apiKey: 'rp-mock-key', businessUnitId: 'bu-acme' },
          React.createElement(RpStars, {
            sku: 'ACME-1000',
            showCount: true,
            onLoad: () => heard.push('stars load'),
            onError: (event) => heard.push(`stars error: ${event.error.message}`),
          }),
          React.createElement(RpProductReviews, {
            sku: 'ACME-1000',
            perPage: 3,
            language: 'all',
            onLoad: () => heard.push('reviews load'),
            onPageChange: (event: RpPageChangeEvent) => heard.push(`page ${event.page}`),
          }),
        ),
      ),
    );
    await import('../../src/define.js');
    await waitUntil(() => heard.includes('stars load') && heard.includes('reviews load'));
    const stars = container.querySelector('rp-stars')!;
    const reviews = container.querySelector('rp-product-reviews')!;
    expect(part(stars, 'count')[0].textContent).to.match(/\d/);
    expect(part(reviews, 'review')).to.have.length(3);
    const list = requests.find((request) => request.url.includes('/reviews?'));
    expect(new URL(list!.url).searchParams.get('perPage')).to.equal('3');
    const next = part(reviews, 'pagination')[0].querySelector<HTMLButtonElement>(
      'button[aria-label="Page 2"]',
    )!;
    next.click();
    await waitUntil(
      () => heard.includes('page 2') && heard.filter((e) => e === 'reviews load').length === 2,
    );
    expect(heard.filter((event) => event.includes('error'))).to.deep.equal([]);
    await React.act(async () => root.unmount());
  });
});
