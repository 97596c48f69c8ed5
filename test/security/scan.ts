/**
 * Browser-side checks for hostile content: a tripwire for executed payloads, a recursive scan of
 * every shadow root for injected elements, handler attributes and unsafe URLs, and a layout check.
 */

declare global {
  interface Window {
    __pwned: number;
  }
}

/** Counts what payloads might do if they ran: the counter, dialogs, CSP reports, stray errors. */
export class Tripwire {
  executed = 0;
  private readonly restore: (() => void)[] = [];

  constructor() {
    window.__pwned = 0;
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      const original = window[name];
      (window as unknown as Record<string, unknown>)[name] = () => {
        this.executed++;
        return null;
      };
      this.restore.push(() => ((window as unknown as Record<string, unknown>)[name] = original));
    }
    const violation = () => this.executed++;
    document.addEventListener('securitypolicyviolation', violation, true);
    this.restore.push(() =>
      document.removeEventListener('securitypolicyviolation', violation, true),
    );
  }

  /** Executions seen so far (the payloads' counter included). */
  get count(): number {
    return this.executed + (window.__pwned ?? 0);
  }

  dispose(): void {
    this.restore.forEach((undo) => undo());
  }
}

/** Every element under `root`, into every open shadow root, depth first. */
export function allElements(root: Element | ShadowRoot | Document): Element[] {
  const found: Element[] = [];
  const visit = (node: Element | ShadowRoot | Document) => {
    for (const child of node.children) {
      found.push(child);
      visit(child);
      if (child.shadowRoot) visit(child.shadowRoot);
    }
  };
  if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot);
  visit(root);
  return found;
}

/** Attributes that make the browser load or navigate to a URL. */
const URL_ATTRIBUTES = [
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'data',
  'background',
  'ping',
  'srcdoc',
];

/**
 * The owner elements' own forms and text areas (the inbox's reply editor) are named by a `part`;
 * markup made of a payload has none.
 */
const ownControl = (element: Element, tag: string) =>
  (tag === 'form' || tag === 'textarea') && element.hasAttribute('part');

/** Elements no widget draws: if one shows up, a payload became markup. */
const FORBIDDEN = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'form',
  'math',
  'video',
  'audio',
  'source',
  'details',
  'marquee',
  'style',
  'foreignobject',
  'animate',
  'set',
  'x',
  'isindex',
  'noscript',
  'template',
  'textarea',
  'title',
]);

export interface ScanResult {
  /** URL attributes looked at. */
  urls: number;
  /** URL attributes whose value is not absolute https without user-info, as "tag attr=value". */
  unsafe: string[];
  /** Injected elements and handler attributes, as "tag" or "tag onx". */
  injected: string[];
}

/** https (http only on this machine), with no user name or password. */
const isSafe = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && local);
    return secure && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * Scans the tree: every URL attribute must be absolute http(s); no handler attribute and no
 * element a payload could have made. The light-DOM JSON-LD script (type application/ld+json) is
 * data, not script, and is allowed.
 */
export function scan(root: Element): ScanResult {
  const result: ScanResult = { urls: 0, unsafe: [], injected: [] };
  for (const element of allElements(root)) {
    const tag = element.localName.toLowerCase();
    const jsonLd = tag === 'script' && element.getAttribute('type') === 'application/ld+json';
    if (FORBIDDEN.has(tag) && !jsonLd && !ownControl(element, tag)) result.injected.push(tag);
    for (const { name, value } of element.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) result.injected.push(`${tag} ${lower}`);
      if (URL_ATTRIBUTES.includes(lower)) {
        result.urls++;
        if (!isSafe(value)) result.unsafe.push(`${tag} ${lower}=${value.slice(0, 80)}`);
      }
    }
  }
  return result;
}

/**
 * Fires the events injected handlers would listen to at every element that is not a control
 * (clicking buttons would page and filter): a handler that slipped through would run now.
 */
export function provoke(root: Element): void {
  const types = ['mouseover', 'mouseenter', 'pointerover', 'focus', 'focusin', 'toggle', 'load'];
  for (const element of allElements(root)) {
    for (const type of types) element.dispatchEvent(new Event(type));
    if (!element.closest('button, a, input, dialog')) {
      element.dispatchEvent(new MouseEvent('click', { bubbles: false, cancelable: true }));
    }
  }
}

/**
 * How far the widget and anything drawn inside it stick out of its container, in CSS pixels
 * (0 when everything fits). Visually hidden text (1px clipped boxes) is skipped.
 */
export function overflow(host: Element, container: Element): number {
  const limit = container.getBoundingClientRect();
  const boxes = [host, ...allElements(host)].map((element) => element.getBoundingClientRect());
  let worst = 0;
  for (const box of boxes) {
    if (!Number.isFinite(box.width) || !Number.isFinite(box.right)) return Infinity;
    if (box.width <= 1 && box.height <= 1) continue;
    worst = Math.max(worst, box.right - limit.right, limit.left - box.left);
  }
  return worst;
}

/** Resolves with the element's first `load` or `error`. */
export const outcome = (el: Element) =>
  new Promise((resolve) => {
    el.addEventListener('load', resolve, { once: true });
    el.addEventListener('error', resolve, { once: true });
  });

/**
 * Resolves once every element under `root` (shadow roots included) has drawn its last update and
 * every image it drew has fired `load` or `error`: nothing is left to draw, fail or resize. Lazy
 * images are not waited for: off screen they never load.
 */
export async function drawn(root: Element | Document): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const elements = allElements(root);
    const updates = elements.flatMap((element) =>
      'updateComplete' in element ? [element.updateComplete as Promise<boolean>] : [],
    );
    const quiet = (await Promise.all(updates)).every(Boolean);
    const images = allElements(root).filter(
      (element): element is HTMLImageElement =>
        element.localName === 'img' &&
        !(element as HTMLImageElement).complete &&
        (element as HTMLImageElement).loading !== 'lazy',
    );
    if (quiet && !images.length) return;
    await Promise.all(images.map(outcome));
  }
  throw new Error('drawn(): the elements kept updating or loading images');
}
