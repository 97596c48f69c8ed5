const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Keeps an element's JSON-LD in step with what it shows, with structured-data code imported by
 * `load` the first time it is needed: after the element is drawn, so a page file carries none of
 * it before its first rating. `sync` runs when the code is there and reads the element's state
 * then (a later update may have changed it). A file that cannot be loaded leaves the element
 * without structured data, said once in the console.
 */
export function syncJsonLdLater<Code>(
  host: HTMLElement,
  wanted: boolean,
  load: () => Promise<Code>,
  sync: (code: Code) => void,
): void {
  if (!wanted && !host.querySelector(':scope > script[data-rp-json-ld]')) return;
  let code = loads.get(load);
  if (!code) {
    code = load().catch((error: unknown) => {
      console.warn(
        'rp-widgets: the structured-data code could not be loaded, so no JSON-LD is written.',
        error,
      );
      throw error;
    });
    loads.set(load, code);
  }
  (code as Promise<Code>).then(sync, () => undefined);
}
