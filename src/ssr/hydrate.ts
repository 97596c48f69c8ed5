/**
 * The browser side of server rendering: Lit's hydration support, then the storefront elements
 * (the ones `rp-widgets/ssr` renders, and `<rp-config>`). Load it instead of `rp-widgets/define`
 * on pages with widgets from `rp-widgets/ssr`, as a module, before any other Lit element is
 * defined (hydration support must be in place when Lit loads). Server-rendered widgets then draw
 * from the data embedded in them, with no request (the code that reads it is here, not in the
 * elements).
 */
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { loadWords, wordsReady } from './words.js';

/**
 * Resolves once the elements are defined. What defines a Lit element is imported dynamically, so
 * it runs after the hydration support even where a bundler hoists shared chunks; chained, not
 * awaited at the top level, which Vite 6's dependency pre-bundling and Astro 5 refuse.
 */
export const ready: Promise<void> = Promise.all([
  import('@lit/context'),
  import('../core/hydration.js'),
  import('./embedded.js'),
])
  .then(([{ ContextProvider }, { hydrationContext }, { claimEmbedded }]) => {
    // Server-rendered widgets ask the document, as they first connect, for their embedded data
    // and for their words before they hydrate. Provided here, not in the elements, so that pages
    // without server rendering carry none of it.
    new ContextProvider(document.documentElement, {
      context: hydrationContext,
      initialValue: {
        claim: claimEmbedded,
        words: (locale) => (wordsReady(locale) ? undefined : loadWords([locale])),
      },
    });
    return import('../storefront.js');
  })
  .then(() => undefined);
