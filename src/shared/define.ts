import { ContextRoot } from '@lit/context';

const rootKey = Symbol.for('rp-widgets.context-root');

/**
 * Registers an element once. A tag that is already defined (the script loaded twice, or two
 * versions on one page) is left alone instead of throwing. The first call in a browser also
 * installs a context root, so an element that connects before its `<rp-config>` is defined still
 * gets configured.
 */
export function defineElement(
  tag: string,
  element: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): void {
  // A server render (Next.js, Nuxt) imports this without a document: only the tag is defined.
  const root = globalThis.document as (Document & { [rootKey]?: ContextRoot }) | undefined;
  if (root && !root[rootKey]) {
    root[rootKey] = new ContextRoot();
    root[rootKey].attach(root.documentElement);
  }
  if (!registry.get(tag)) registry.define(tag, element);
}
