/**
 * The browser side of server rendering: Lit's hydration support, then every element. Load it
 * instead of `rp-widgets/define` on pages with widgets from `rp-widgets/ssr`, as a module, before
 * any other Lit element is defined (hydration support must be in place when Lit loads).
 * Server-rendered widgets then draw from the data embedded in them, with no request (the code that
 * reads it is here, not in the elements).
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { loadWords, wordsReady } from './words.js';

const { hydration } = await import('../shared/widget-task.js');
const { claimEmbedded } = await import('./embedded.js');

// Server-rendered widgets take their embedded data as they first connect, and hydrate with their
// words in. Here, not in the elements, so that pages without server rendering carry none of it.
hydration.claim = claimEmbedded;
hydration.words = (locale) => (wordsReady(locale) ? undefined : loadWords([locale]));

await import('../define.js');
