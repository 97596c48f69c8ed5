import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { assertContract, startMock } from '../support/platform.js';
import '../../src/config/define.js';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';

// A grid's ratings and the badge above it connect in one task. The ratings' one batch request
// should leave first: the badge's first draw (its loading shape) waits for it, so the request
// does not wait for that draw.
describe('first draws of widgets connected together', () => {
  beforeEach(() => startMock({ seed: 1 }));
  afterEach(assertContract);

  it('sends the ratings batch before the trust badge beside them draws anything', async () => {
    const original = window.fetch;
    // What the badge had drawn when each request left, by path.
    const drawnWhenSent: Record<string, number> = {};
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const badge = document.querySelector('rp-trust-badge');
      drawnWhenSent[new URL(url).pathname.split('/').pop()!] =
        badge?.shadowRoot?.childElementCount ?? 0;
      return original(input, init);
    };
    try {
      const config = await fixture(
        html`<rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
          <rp-stars sku="ACME-1000"></rp-stars>
          <rp-stars sku="ACME-1001"></rp-stars>
          <rp-trust-badge></rp-trust-badge>
        </rp-config>`,
      );
      const badge = config.querySelector('rp-trust-badge')!;
      await oneEvent(badge, 'load');
      // The badge draws what it has once it has it: the request was not for nothing.
      expect(badge.shadowRoot!.textContent).to.match(/TrustScore/);
    } finally {
      window.fetch = original;
    }
    expect(drawnWhenSent, 'requests sent').to.have.property('batch-summaries');
    expect(drawnWhenSent['batch-summaries'], "the badge's elements when the batch left").to.equal(
      0,
    );
  });
});
