/**
 * The browser side of server rendering: Lit's hydration support, then every element. Load it
 * instead of `rp-widgets/define` on pages with widgets from `rp-widgets/ssr`, as a module, before
 * any other Lit element is defined (hydration support must be in place when Lit loads).
 * Server-rendered widgets then draw from the data embedded in them, with no request (the code that
 * reads it is here, not in the elements).
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { loadWords, wordsReady } from './words.js';

const { RpElement } = await import('../shared/rp-element.js');
const { hydration } = await import('../shared/widget-task.js');
const { takeEmbedded } = await import('./embedded.js');
const { displayLocale } = await import('../config/resolve.js');

// Server-rendered widgets take their embedded data at their first update.
hydration.start = takeEmbedded;

type Hydrating = InstanceType<typeof RpElement> & {
  _$needsHydration?: boolean;
  config: Parameters<typeof displayLocale>[0];
  scheduleUpdate(): void | Promise<unknown>;
};
const prototype = RpElement.prototype as unknown as Hydrating;
const schedule = prototype.scheduleUpdate;

// A server-rendered element hydrates with its words in: drawn without them (its catalogue still
// loading) the first draw would differ from the server's HTML, which stays shown meanwhile. Here,
// not in the elements, so that pages without server rendering carry none of it.
prototype.scheduleUpdate = function (this: Hydrating) {
  if (!this.hasUpdated && this._$needsHydration) {
    const locale = displayLocale(this.config, this);
    if (!wordsReady(locale)) return loadWords([locale]).then(() => schedule.call(this));
  }
  return schedule.call(this);
};

await import('../define.js');
