/**
 * The per-element files may load in any order, so an element can run before the `<rp-config>`
 * around it is defined. Its values arrive with the definition: until then a missing attribute
 * is not yet an error.
 */
export function configUndefined(host: Element): boolean {
  return !customElements.get('rp-config') && host.closest('rp-config') !== null;
}

/**
 * Resolves at once, or, inside an `<rp-config>` not yet defined, when it is defined or when the
 * page has loaded (its scripts have run: the next task after `load`), whichever comes first.
 * Rejects with the signal's reason on abort.
 */
export function configDefinition(host: Element, signal: AbortSignal): Promise<void> {
  if (!configUndefined(host)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    const done = () => {
      signal.removeEventListener('abort', abort);
      resolve();
    };
    void customElements.whenDefined('rp-config').then(done);
    const afterLoad = () => setTimeout(done);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}
