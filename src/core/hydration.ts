import { ContextEvent, createContext } from '@lit/context';
import { adoptStyles, type LitElement, type PropertyValues } from 'lit';
import type { WidgetHost } from './widget-task.js';
import type { DrawHost } from './draw.js';

/** What `rp-widgets/hydrate` gives the server-rendered elements of its page. */
export interface Hydration {
  /**
   * Gives `host`'s tasks the values embedded in it and says true when they can all be drawn,
   * as the element first connects; false leaves the tasks as they were.
   */
  claim(host: WidgetHost): boolean;
  /** Loads the words of `locale` when some are not in yet; nothing when all are. */
  words(locale: string): Promise<unknown> | undefined;
}

/** Provided on the document by `rp-widgets/hydrate`; a global key, as the configuration's. */
export const hydrationContext = createContext<Hydration>(Symbol.for('rp-widgets.hydration'));

/**
 * The page's hydration, asked for at once through the context protocol: undefined on pages
 * without `rp-widgets/hydrate`, which then carry none of its code.
 */
export function hydrationFor(host: WidgetHost): Hydration | undefined {
  let found: Hydration | undefined;
  host.dispatchEvent(new ContextEvent(hydrationContext, host, (value) => (found = value)));
  return found;
}

/**
 * The render root of an element, and the hold of its first update while it hydrates. A shadow
 * root the server drew is hydrated when `rp-widgets/hydrate` can use the data embedded with it,
 * once the element's words are in (drawn without them, the first draw would differ from the
 * server's HTML, which stays shown meanwhile). Otherwise (data stale, missing, failing the
 * checks or drawn for other attributes, or no hydration on the page) the server's nodes are
 * replaced once: the root is emptied and drawn afresh, as a client-rendered element's.
 */
export class HydrationRoot {
  private hydrating?: Hydration;

  constructor(
    private readonly host: LitElement & WidgetHost & DrawHost,
    private readonly locale: () => string,
  ) {}

  create(create: () => HTMLElement | DocumentFragment): HTMLElement | DocumentFragment {
    const { host } = this;
    // Only a server-rendered element (a shadow root, a child with its data) asks for hydration.
    const served = host.shadowRoot ?? host.firstElementChild;
    const hydration = served ? hydrationFor(host) : undefined;
    const usable = hydration?.claim(host);
    if (!host.shadowRoot || usable) {
      if (host.shadowRoot) this.hydrating = hydration;
      return create();
    }
    // attachShadow on a declarative shadow root empties it (the server's styles too).
    const { shadowRootOptions, elementStyles } = host.constructor as typeof LitElement;
    const root = host.attachShadow(shadowRootOptions);
    adoptStyles(root, elementStyles);
    return root;
  }

  /** False while a hydrating element's words load: the update waits, its changes kept. */
  ready(changed: PropertyValues): boolean {
    const words = this.hydrating?.words(this.locale());
    this.hydrating = undefined;
    if (!words) return true;
    const kept = new Map(changed);
    const { host } = this;
    host.waits.add(words.then(() => kept.forEach((old, key) => host.requestUpdate(key, old))));
    return false;
  }
}
