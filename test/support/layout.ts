/**
 * One widget in a container of a given width and text size, on the mock platform, for the tests
 * that measure what it draws (test/layout/).
 */
import { fixture, html } from '@open-wc/testing';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock/index.js';
import { waitUntil } from './wait.js';

export type Widget = HTMLElement & { updateComplete: Promise<unknown> };

/** Widgets that have fired `load`. */
const loaded = new WeakSet<Element>();
let serial = 0;

/**
 * Mounts `markup` (one widget) in a container of `width` px with `fontSize` px text, set up for
 * the mock's business with `props` on top. Each mount asks a base URL of its own (`site` names
 * it), so no answer cached by another test is drawn.
 */
export async function mountWidget(
  markup: string,
  width: number,
  fontSize: number,
  site: string,
  props: Record<string, unknown> = {},
): Promise<{ wrapper: HTMLDivElement; el: Widget }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div style="inline-size: ${width}px; font-size: ${fontSize}px"></div>`,
  );
  wrapper.innerHTML = markup;
  const el = wrapper.firstElementChild as Widget;
  el.addEventListener('load', () => loaded.add(el), { once: true });
  Object.assign(el, {
    apiKey: MOCK_API_KEY,
    baseUrl: `https://api-${++serial}.${site}.example`,
    businessUnitId: MOCK_IDS.businessUnits.acme,
    ...props,
  });
  return { wrapper, el };
}

/**
 * Resolves once `el` has loaded and drawn it: no loading shape left, and the rating's words,
 * which come from a request of their own after the rating, written.
 */
export async function settled(el: Widget): Promise<void> {
  await waitUntil(() => loaded.has(el), 'no load event');
  await waitUntil(
    () => !el.shadowRoot!.querySelector('.skeleton, .pending, [aria-busy="true"]'),
    'still loading',
  );
  if (el.hasAttribute('show-label')) {
    await waitUntil(() => !!el.shadowRoot!.querySelector('[part=label]')?.textContent, 'no words');
  }
  await el.updateComplete;
}
