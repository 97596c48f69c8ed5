/**
 * `load` and `error` follow `<img>`: they do not bubble, so a page's global error listeners never
 * mistake a widget's failed request for a script error. Listen on the element itself.
 */
export class RpLoadEvent extends Event {
  constructor() {
    super('load', { composed: true });
  }
}

/** Fired when a widget cannot show its data; `error` says why and what to do. */
export class RpErrorEvent extends Event {
  constructor(readonly error: Error) {
    super('error', { composed: true });
  }
}

const warned = new WeakMap<Element, Set<string>>();

/** Fires `error` on the host and warns in the console, once per element and message. */
export function reportError(host: HTMLElement, error: Error): void {
  host.dispatchEvent(new RpErrorEvent(error));
  warnOnce(host, error.message);
}

/** Warns in the console, once per element and message. */
export function warnOnce(host: HTMLElement, message: string): void {
  const seen = warned.get(host) ?? new Set<string>();
  warned.set(host, seen);
  if (seen.has(message)) return;
  seen.add(message);
  console.warn(`<${host.localName}>: ${message}`);
}
