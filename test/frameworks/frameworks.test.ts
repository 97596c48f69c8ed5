import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import type * as ReactTypes from 'react';
import type * as ReactDOMClientTypes from 'react-dom/client';
import { createApp, h, ref, nextTick } from 'vue';
import '../../src/define.js';
import type { RpStars } from '../../src/stars/rp-stars.js';

const label = (el: Element) =>
  el.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('framework use', () => {
  it('React 19: mounts, sets properties, hears events, updates and unmounts', async () => {
    // React ships CommonJS only; the test runner serves it bundled as an ES module.
    const vendor = '/__vendor/react.js';
    const { React, ReactDOMClient } = (await import(/* @vite-ignore */ vendor)) as {
      React: typeof ReactTypes;
      ReactDOMClient: typeof ReactDOMClientTypes;
    };
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = ReactDOMClient.createRoot(container);
    const loads: Event[] = [];
    const render = (value: string) =>
      root.render(
        React.createElement('rp-stars', {
          value,
          showScore: true,
          locale: 'en-US',
          onload: (event: Event) => loads.push(event),
        }),
      );
    await React.act(async () => render('4'));
    const el = container.querySelector('rp-stars') as RpStars;
    await waitUntil(() => loads.length === 1);
    expect(el.showScore).to.be.true;
    expect(label(el)).to.equal('Rated 4.0 out of 5 stars');
    await React.act(async () => render('2.5'));
    await waitUntil(() => loads.length === 2);
    expect(label(el)).to.equal('Rated 2.5 out of 5 stars');
    await React.act(async () => root.unmount());
    expect(container.querySelector('rp-stars')).to.equal(null);
  });

  it('Vue 3: mounts, binds attributes and events, updates and unmounts', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const value = ref('3');
    const loads: Event[] = [];
    const app = createApp({
      render: () =>
        h('rp-stars', {
          value: value.value,
          'show-score': '',
          onLoad: (e: Event) => loads.push(e),
        }),
    });
    app.mount(container);
    const el = container.querySelector('rp-stars') as RpStars;
    await waitUntil(() => loads.length === 1);
    expect(label(el)).to.equal('Rated 3.0 out of 5 stars');
    value.value = '4.5';
    await nextTick();
    await waitUntil(() => loads.length === 2);
    expect(label(el)).to.equal('Rated 4.5 out of 5 stars');
    app.unmount();
    expect(container.querySelector('rp-stars')).to.equal(null);
  });

  it('plain HTML: markup, attribute changes and removal', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    container.innerHTML = '<rp-stars value="1" show-score></rp-stars>';
    const el = container.querySelector('rp-stars') as RpStars;
    await oneEvent(el, 'load');
    expect(label(el)).to.equal('Rated 1.0 out of 5 stars');
    const loaded = oneEvent(el, 'load');
    el.setAttribute('value', '5');
    await loaded;
    expect(label(el)).to.equal('Rated 5.0 out of 5 stars');
    el.remove();
    expect(container.children).to.have.length(0);
  });
});
