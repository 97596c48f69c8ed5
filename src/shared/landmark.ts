import { intl } from '../core/intl.js';

/**
 * A landmark's name, numbered from the second element of the same tag in the same document (or
 * shadow root): two carousels of one business on a page would otherwise share a name, and screen
 * readers list landmarks by name.
 */
export function landmarkName(host: Element, name: string, locale: string): string {
  // A server render has no document to count in: the name alone, numbered once hydrated.
  const root = host.getRootNode?.() as Partial<ParentNode> | undefined;
  if (typeof root?.querySelectorAll !== 'function') return name;
  const index = [...root.querySelectorAll(host.localName)].indexOf(host);
  return index > 0 ? `${name} (${intl(Intl.NumberFormat, locale).format(index + 1)})` : name;
}
