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
    // What the badge and the ratings had drawn when each request left, by path.
    const drawnWhenSent: Record<string, number> = {};
    const starsDrawnWhenSent: Record<string, number> = {};
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      const badge = document.querySelector('rp-trust-badge');
      const path = new URL(url).pathname.split('/').pop()!;
      drawnWhenSent[path] = badge?.shadowRoot?.childElementCount ?? 0;
      starsDrawnWhenSent[path] = [...document.querySelectorAll('rp-stars')].filter(
        (stars) => stars.shadowRoot?.childElementCount,
      ).length;
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
    // Nor do the ratings themselves: their first draws (the unseen boxes) come after it.
    expect(starsDrawnWhenSent['batch-summaries'], 'ratings drawn when the batch left').to.equal(0);
  });

  // An answer's reading and checks are not rendering: ratings answered after them draw in that
  // task, not after the next frame, even when the task's clock has run past a slice's budget.
  it('draws later updates in the task that asks for them when little was rendered in it', async () => {
    const config = await fixture(
      html`<rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
        <rp-stars value="1"></rp-stars>
        <rp-stars value="2"></rp-stars>
      </rp-config>`,
    );
    const [first, second] = config.querySelectorAll('rp-stars');
    await Promise.all([first.updateComplete, second.updateComplete]);
    // A new task: the ends of earlier tasks that anything waits for have come.
    await nextTask();
    const now = performance.now;
    // A stopped clock, moved by hand: no render takes time, however slow the machine.
    const stopped = now.call(performance);
    let skew = 0;
    performance.now = () => stopped + skew;
    try {
      // Queued before any render of this task: it runs before a turn deferred to the task's end.
      const next = nextTask().then(() => 'the next task');
      first.value = '3';
      await first.updateComplete;
      // 40 ms of other work in the task (an answer read and checked), no rendering.
      skew += 40;
      second.value = '4';
      const drawn = second.updateComplete.then(() => 'this task');
      expect(await Promise.race([drawn, next])).to.equal('this task');
    } finally {
      performance.now = now;
    }
    expect(second.shadowRoot!.querySelector('[part=base]')!.getAttribute('aria-label')).to.match(
      /4/,
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
