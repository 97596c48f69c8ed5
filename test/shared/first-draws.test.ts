import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { assertContract, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';
import '../../src/config/define.js';
import '../../src/stars/define.js';
import '../../src/trust-badge/define.js';
import '../../src/business-reviews/define.js';

/** A new task queued now: it runs after the current task and its microtasks, before later ones. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (channel.port1.close(), resolve());
    channel.port2.postMessage(null);
  });

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

  // A held first update draws nothing. The draw after it must come in the same task: a frame
  // painted before it shows the widget empty, and the page moves when it draws (the carousel of
  // a home page moved its footer by 429 px). Render turns, which spread later draws over tasks,
  // must not defer it, even when the task's slice is spent.
  it('draws the loading shapes of held widgets in the task that connected them, slice spent or not', async () => {
    const held = holdRequests();
    const now = performance.now;
    // Every reading of the clock 40 ms on: any second render turn of a task is over its budget.
    let skew = 0;
    performance.now = () => now.call(performance) + (skew += 40);
    try {
      const checked = nextTask();
      const config = document.createElement('rp-config');
      config.setAttribute('api-key', 'rp-mock-key');
      config.setAttribute('business-unit-id', 'bu-acme');
      config.innerHTML =
        '<rp-trust-badge></rp-trust-badge><rp-business-reviews></rp-business-reviews>';
      document.body.append(config);
      await checked;
      performance.now = now;
      const busy = ['rp-trust-badge', 'rp-business-reviews'].map(
        (tag) => !!document.querySelector(tag)!.shadowRoot!.querySelector('[aria-busy=true]'),
      );
      expect(busy).to.deep.equal([true, true]);
      config.remove();
    } finally {
      performance.now = now;
      held.release();
    }
  });
});
