import { ContextEvent, createContext } from '@lit/context';
import type { WidgetHost } from './widget-task.js';

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
