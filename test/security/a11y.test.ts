/**
 * Accessibility beyond axe (which runs per story in test/stories): every widget walked by
 * keyboard only with a visible focus indicator on each stop, no loss at 320 px and at 200 % zoom,
 * and the reduced-motion and forced-colors preferences honoured.
 *
 * No DOM element ever goes into a chai assertion: chai's inspection of Lit DOM hangs the browser.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import {
  emulateMedia,
  executeServerCommand,
  sendKeys,
  setViewport,
} from '@web/test-runner-commands';

/** Forced colours on or off (a command of web-test-runner.config.mjs). */
const forcedColors = (active: boolean) => executeServerCommand('emulate-forced-colors', { active });
import '../../src/define.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import { TokenStore } from '../../src/api/implicit-grant.js';
import { assertContract, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';

const { acme } = MOCK_IDS.businessUnits;
const { skus } = MOCK_IDS;

let serial = 0;
/** A base URL of its own per widget: no answer is cached across tests. */
const freshBase = () => `https://api-${++serial}.a11y-test.example`;

type Attributes = Record<string, string | true>;

/** A configured widget of bu-acme with its own client. */
function widget(tag: string, attributes: Attributes = {}): HTMLElement {
  const el = document.createElement(tag);
  // The owner's elements sign in with the mock's authorization page.
  const owner = {
    'client-id': MOCK_API_KEY,
    'auth-url': '/test/invite-button/authorize.html',
    'redirect-uri': location.origin + location.pathname,
  };
  const all: Attributes =
    tag === 'rp-invite-button'
      ? { ...owner, 'consumer-email': 'jamie@example.com', 'consumer-name': 'Jamie Doe' }
      : tag === 'rp-review-inbox'
        ? owner
        : { 'api-key': MOCK_API_KEY };
  Object.assign(all, { 'base-url': freshBase(), 'business-unit-id': acme }, attributes);
  for (const [name, value] of Object.entries(all))
    el.setAttribute(name, value === true ? '' : value);
  return el;
}

/** Every widget in every layout this suite looks at. */
const everyWidget = () => [
  widget('rp-stars', {
    sku: skus.many,
    'show-score': true,
    'show-count': true,
    'show-label': true,
  }),
  widget('rp-trust-badge', { layout: 'micro', 'show-review-link': true }),
  widget('rp-trust-badge', { layout: 'mini', 'show-review-link': true }),
  widget('rp-trust-badge', { layout: 'full', 'show-review-link': true }),
  widget('rp-product-reviews', { sku: skus.many }),
  widget('rp-invite-button'),
  widget('rp-business-reviews', { autoplay: true }),
  widget('rp-business-reviews', { layout: 'grid', 'per-page': '4' }),
  widget('rp-review-collector'),
];

/** Resolves once the widget showed its content (the invite button has nothing to load). */
function loaded(el: HTMLElement): Promise<unknown> {
  if (el.localName === 'rp-invite-button') return Promise.resolve();
  return new Promise((resolve, reject) => {
    el.addEventListener('load', resolve, { once: true });
    el.addEventListener('error', () => reject(new Error(`${el.localName} failed`)), { once: true });
  });
}

/** Mounts the widgets in one wrapper and waits until each has loaded and rendered. */
async function mountAll(widgets: HTMLElement[], wait = true): Promise<HTMLElement> {
  const done = Promise.all(widgets.map(loaded));
  const root = await fixture<HTMLElement>(html`<div>${widgets}</div>`);
  if (wait) {
    await done;
    for (const el of widgets)
      await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await waitUntil(
      () => widgets.every((el) => !el.shadowRoot!.querySelector('.skeleton, [aria-busy="true"]')),
      'widgets still busy',
    );
  }
  return root;
}

/** The focused element, looking through every open shadow root. */
function deepActive(): HTMLElement | null {
  let node = document.activeElement as HTMLElement | null;
  while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement as HTMLElement;
  return node;
}

/** Every element inside the shadow roots under `root` (nested shadow roots included). */
function shadowElements(root: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const child of node.querySelectorAll('*')) {
      if (node instanceof ShadowRoot) found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
    }
  };
  if (root.shadowRoot) visit(root.shadowRoot);
  visit(root);
  return [...new Set(found)];
}

/** Why an element's focus is not visible, or '' when an outline or a box shadow shows it. */
function focusProblem(node: HTMLElement): string {
  const style = getComputedStyle(node);
  const outline =
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) > 0 &&
    style.outlineColor !== 'rgba(0, 0, 0, 0)';
  if (outline || style.boxShadow !== 'none') return '';
  return `${nameOf(node)} has no focus indicator`;
}

/** A short readable name of a control, for messages. */
function nameOf(node: Element): string {
  const name = node.getAttribute('aria-label') ?? node.textContent?.replace(/\s+/g, ' ').trim();
  const part = node.getAttribute('part');
  return `${node.localName}${part ? `[part=${part}]` : ''} "${(name ?? '').slice(0, 40)}"`;
}

/** The owning widget of a node inside a shadow root. */
function hostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

let widgetsWalked = 0;
let focusStops = 0;

/**
 * Tabs from a button before the widget to a button after it, and returns each stop inside the
 * widget; the lightbox is checked on `photo` (the first photo reached), when given.
 */
async function walk(el: HTMLElement, onStop?: (node: HTMLElement) => Promise<void>) {
  const before = document.createElement('button');
  const after = document.createElement('button');
  before.textContent = 'before';
  after.textContent = 'after';
  el.before(before);
  el.after(after);
  before.focus();
  const stops: HTMLElement[] = [];
  const problems: string[] = [];
  for (let i = 0; i < 120; i++) {
    await sendKeys({ press: 'Tab' });
    const node = deepActive();
    if (!node || node === after) break;
    expect(hostOf(node) === el, `focus left the widget at stop ${i}`).to.equal(true);
    stops.push(node);
    const problem = focusProblem(node);
    if (problem) problems.push(problem);
    await onStop?.(node);
  }
  expect(deepActive() === after, `Tab never left ${el.localName}`).to.equal(true);
  expect(problems, 'focus indicators').to.deep.equal([]);
  before.remove();
  after.remove();
  widgetsWalked++;
  focusStops += stops.length;
  return stops;
}

/** Overflow of the document and of each widget, and text clipped inside a widget. */
function layoutProblems(widgets: HTMLElement[]): string[] {
  const problems: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) {
    problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
  }
  for (const el of widgets) {
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > page.clientWidth + 0.5) {
      problems.push(`${el.localName} spans ${box.left}..${box.right} of ${page.clientWidth}`);
    }
    for (const node of shadowElements(el)) {
      if (!(node instanceof HTMLElement) || node.scrollWidth <= node.clientWidth) continue;
      const style = getComputedStyle(node);
      const clips = [style.overflowX, style.overflowY].some((v) => v === 'hidden' || v === 'clip');
      // Visually-hidden helpers clip on purpose (.vh of the badge, .sr of the reviews).
      const hidden = node.classList.contains('vh') || node.classList.contains('sr');
      if (clips && !hidden) {
        problems.push(
          `${el.localName} clips ${nameOf(node)}: ${node.scrollWidth} > ${node.clientWidth}`,
        );
      }
    }
  }
  return problems;
}

let platform: MockPlatform;
before(async () => {
  platform = await startMock({ seed: 1 });
});
after(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await forcedColors(false);
  await setViewport({ width: 800, height: 600 });
  document.documentElement.style.fontSize = '';
  await assertContract();
  console.log(
    `a11y: ${widgetsWalked} widgets walked by keyboard, ${focusStops} focus stops, 320px and 200% fit, reduced motion and forced colors honoured`,
  );
});

describe('keyboard-only walkthrough', () => {
  it('<rp-stars> is not a focus stop (it has no control)', async () => {
    const [stars] = everyWidget();
    await mountAll([stars]);
    expect(await walk(stars)).to.have.length(0);
  });

  for (const layout of ['micro', 'mini', 'full']) {
    it(`<rp-trust-badge layout="${layout}">: the profile link, then the review link`, async () => {
      const el = widget('rp-trust-badge', { layout, 'show-review-link': true });
      await mountAll([el]);
      const stops = await walk(el);
      expect(stops.map((node) => node.getAttribute('part'))).to.deep.equal(['link', 'review-link']);
    });
  }

  it('<rp-product-reviews>: histogram, list (photo lightbox by Enter and Escape), pagination', async () => {
    const el = widget('rp-product-reviews', { sku: skus.many, language: 'all' });
    await mountAll([el]);
    let lightbox = '';
    const stops = await walk(el, async (node) => {
      if (lightbox || !node.part.contains('photo')) return;
      await sendKeys({ press: 'Enter' });
      // The viewer's code is imported at this first opening: the dialog comes with it.
      const dialog = () => el.shadowRoot!.querySelector('dialog');
      await waitUntil(() => dialog()?.open, 'Enter did not open the lightbox');
      lightbox = dialog()!.contains(deepActive()) ? 'focus inside' : 'focus outside';
      const close = focusProblem(deepActive()!);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'Escape did not close');
      expect(close, 'focus indicator in the lightbox').to.equal('');
      expect(deepActive() === node, 'focus returned to the photo').to.equal(true);
    });
    expect(lightbox).to.equal('focus inside');
    const region = (node: HTMLElement) =>
      node.closest('[part=histogram]')
        ? 'histogram'
        : node.part.contains('write-review')
          ? 'review link'
          : node.closest('[part=photo-strip]')
            ? 'photo strip'
            : node.closest('[part=pagination]')
              ? 'pagination'
              : node.closest('.list')
                ? 'list'
                : `other: ${nameOf(node)}`;
    const regions = stops.map(region).filter((name, i, all) => name !== all[i - 1]);
    expect(regions).to.deep.equal([
      'histogram',
      'review link',
      'photo strip',
      'list',
      'pagination',
    ]);
    expect(stops.filter((node) => node.part.contains('histogram-row'))).to.have.length(5);
    expect(stops.some((node) => node.part.contains('photo'))).to.equal(true);
    const pages = stops.filter((node) => node.closest('[part=pagination]'));
    expect(pages.map((node) => node.getAttribute('aria-label'))).to.include('Page 2');
  });

  it('<rp-invite-button>: e-mail, name, then the button', async () => {
    const el = widget('rp-invite-button');
    await mountAll([el]);
    const stops = await walk(el);
    // Joined, so a failure prints every stop found.
    expect(
      stops.map((node) => `${node.getAttribute('part')}:${node.getAttribute('type')}`).join(' → '),
    ).to.equal(['input:email', 'input:text', 'button:button'].join(' → '));
  });
});

describe('keyboard-only walkthrough of the owner inbox', () => {
  after(() => sessionStorage.clear());

  it('<rp-review-inbox>: sign-out, filters, list (review by Enter, back by Escape), pagination', async () => {
    const accessToken = platform.issueToken({ email: 'owner@acme-outdoor.example' });
    const el = widget('rp-review-inbox', { sku: skus.many, 'per-page': '3' });
    new TokenStore({ clientId: MOCK_API_KEY, address: el.getAttribute('base-url')! }).set({
      accessToken,
      expiresAt: Date.now() + 3_600_000,
    });
    await mountAll([el]);
    const detail: string[] = [];
    const stops = await walk(el, async (node) => {
      if (detail.length || !node.part.contains('item')) return;
      // Enter opens the review: focus on its heading, then Tab stays in the review.
      await sendKeys({ press: 'Enter' });
      await waitUntil(
        () => deepActive()?.localName === 'h2',
        'Enter did not move focus to the review',
      );
      detail.push(`h2 ${focusProblem(deepActive()!) || 'visible'}`);
      await waitUntil(() => el.shadowRoot!.querySelector('[part~=detail] textarea'), 'no reply');
      for (let i = 0; i < 3; i++) {
        await sendKeys({ press: 'Tab' });
        const inside = deepActive();
        detail.push(
          inside?.closest('[part~=detail]')
            ? focusProblem(inside) || 'visible'
            : `left: ${nameOf(inside!)}`,
        );
      }
      await sendKeys({ press: 'Escape' });
      await waitUntil(
        () => !el.shadowRoot!.querySelector('[part~=detail]'),
        'Escape did not close',
      );
      expect(deepActive() === node, 'focus returned to the review in the list').to.equal(true);
    });
    expect(detail).to.deep.equal(['h2 visible', 'visible', 'visible', 'visible']);
    const region = (node: HTMLElement) =>
      node.part.contains('sign-in')
        ? 'sign-out'
        : node.closest('[part=filters]')
          ? 'filters'
          : node.part.contains('item')
            ? 'list'
            : node.closest('[part=pagination]')
              ? 'pagination'
              : `other: ${nameOf(node)}`;
    expect(stops.map(region).filter((name, i, all) => name !== all[i - 1])).to.deep.equal([
      'sign-out',
      'filters',
      'list',
      'pagination',
    ]);
    expect(stops.filter((node) => node.part.contains('item'))).to.have.length(3);
  });
});

describe('narrow and zoomed layouts', () => {
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    document.documentElement.style.fontSize = '';
  });

  it('fits 320 px without sideways scrolling or clipped text', async () => {
    await setViewport({ width: 320, height: 640 });
    const widgets = everyWidget();
    await mountAll(widgets);
    expect(layoutProblems(widgets)).to.deep.equal([]);
  });

  it('fits 200 % zoom (CSS zoom 2 at 640 px) without sideways scrolling or clipped text', async () => {
    await setViewport({ width: 640, height: 640 });
    const widgets = everyWidget();
    const root = await mountAll(widgets);
    root.style.zoom = '2';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(layoutProblems(widgets)).to.deep.equal([]);
  });

  it('fits 200 % text size (root font-size 200 % at 640 px)', async () => {
    await setViewport({ width: 640, height: 640 });
    document.documentElement.style.fontSize = '200%';
    const widgets = everyWidget();
    await mountAll(widgets);
    expect(layoutProblems(widgets)).to.deep.equal([]);
  });
});

/** Elements of the widgets that move: a transition or an animation that lasts. */
function moving(widgets: HTMLElement[]): string[] {
  const lasting = (value: string) => value.split(',').some((time) => parseFloat(time) > 0);
  const found: string[] = [];
  for (const el of widgets) {
    for (const node of shadowElements(el)) {
      const style = getComputedStyle(node);
      if (lasting(style.transitionDuration) && style.transitionProperty !== 'none') {
        found.push(`${el.localName} ${nameOf(node)} transitions ${style.transitionDuration}`);
      }
      if (style.animationName !== 'none' && lasting(style.animationDuration)) {
        found.push(`${el.localName} ${nameOf(node)} animates ${style.animationDuration}`);
      }
    }
  }
  return found;
}

describe('user preferences', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await forcedColors(false);
  });

  it('prefers-reduced-motion: nothing transitions or animates, loading or loaded', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const widgets = everyWidget();
    const done = Promise.all(widgets.map(loaded));
    // No answer until the loading state has been looked at.
    const held = holdRequests();
    let loading: string[];
    try {
      await mountAll(widgets, false);
      const reviews = widgets[4];
      expect(!!reviews.shadowRoot!.querySelector('.bone'), 'skeleton shown').to.equal(true);
      loading = moving(widgets);
    } finally {
      held.release();
    }
    await done;
    expect(loading, 'while loading').to.deep.equal([]);
  });

  it('prefers-reduced-motion: nothing moves once loaded, with the lightbox open', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const widgets = everyWidget();
    await mountAll(widgets);
    widgets[4].shadowRoot!.querySelector<HTMLButtonElement>('[part=photo]')!.click();
    await waitUntil(() => widgets[4].shadowRoot!.querySelector('dialog')?.open, 'no lightbox');
    expect(moving(widgets)).to.deep.equal([]);
    widgets[4].shadowRoot!.querySelector('dialog')!.close();
  });

  it('forced-colors: full stars differ from empty ones, focus stays visible', async () => {
    await forcedColors(true);
    expect(matchMedia('(forced-colors: active)').matches, 'forced colors emulated').to.equal(true);
    const widgets = everyWidget();
    await mountAll(widgets);
    for (const el of widgets.slice(0, 5)) {
      const full = el.shadowRoot!.querySelector('.full');
      const empty = el.shadowRoot!.querySelector('.empty');
      expect(!!full && !!empty, `${el.localName} has full and empty stars`).to.equal(true);
      const [fill, blank] = [full!, empty!].map((node) => getComputedStyle(node).fill);
      expect(fill, `${el.localName} star fills`).to.not.equal(blank);
    }
    // Bar tracks get a thin outline: one unit of stroke would cover a whole bar, full or empty.
    for (const el of [widgets[3], widgets[4]]) {
      const track = el.shadowRoot!.querySelector('.track')!;
      const width = parseFloat(getComputedStyle(track).strokeWidth);
      expect(width, `${el.localName} bar outline`).to.be.above(0).and.below(0.5);
    }
    const problems: string[] = [];
    const controls = [
      widgets[1].shadowRoot!.querySelector<HTMLElement>('a[part=link]')!,
      widgets[4].shadowRoot!.querySelector<HTMLElement>('[part=histogram-row]')!,
      widgets[5].shadowRoot!.querySelector<HTMLElement>('[part=button]')!,
      widgets[6].shadowRoot!.querySelector<HTMLElement>('[part=next]')!,
      widgets[8].shadowRoot!.querySelector<HTMLElement>('a[part=base]')!,
    ];
    for (const control of controls) {
      // Reached by Tab, so :focus-visible applies as it does for a keyboard user.
      const host = hostOf(control) as HTMLElement;
      const before = document.createElement('button');
      host.before(before);
      before.focus();
      for (let i = 0; i < 10 && deepActive() !== control; i++) await sendKeys({ press: 'Tab' });
      before.remove();
      if (deepActive() !== control) problems.push(`Tab did not reach ${nameOf(control)}`);
      const problem = focusProblem(control);
      if (problem) problems.push(problem);
    }
    expect(problems).to.deep.equal([]);
  });
});
