/**
 * The browser side of server rendering: Lit's hydration support, then every element. Load it
 * instead of `rp-widgets/define` on pages with widgets from `rp-widgets/ssr`, as a module, before
 * any other Lit element is defined (hydration support must be in place when Lit loads).
 * Server-rendered widgets then draw from the data embedded in them, with no request.
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { loadWords } from './words.js';

// Widgets in another language than English hydrate with their words already loaded.
const locales = [...document.querySelectorAll('script[data-rp-data]')].flatMap(
  (script) => script.parentElement?.getAttribute('locale') ?? [],
);
await loadWords(locales);
await import('../define.js');
