import type { EmbeddedData, TaskSource, WidgetHost } from '../shared/widget-task.js';

/**
 * The data a server render embedded in `host` (a `script[data-rp-data]` child), when fresh.
 * Read once per element, by its first task's first update.
 */
function embeddedData(host: WidgetHost): EmbeddedData | undefined {
  const script = host.querySelector?.(':scope > script[data-rp-data]');
  if (!script) return undefined;
  try {
    const data = JSON.parse(script.textContent ?? '') as EmbeddedData;
    // Stale data (a page cached longer than its answers may be kept) is asked for again.
    const fresh = Date.now() - data.at <= data.maxAge;
    return fresh && Array.isArray(data.tasks) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A shadow root the server drew from data that is stale, missing or for other arguments cannot
 * be hydrated (the first draw would differ): it is drawn afresh, keeping the server's styles.
 */
function drawAfresh(host: WidgetHost): void {
  const hydrating = host as WidgetHost & { _$needsHydration?: boolean };
  if (!hydrating._$needsHydration || !host.shadowRoot) return;
  hydrating._$needsHydration = false;
  for (const node of [...host.shadowRoot.childNodes]) {
    if (node.nodeName !== 'STYLE') node.remove();
  }
}

/**
 * Gives a server-rendered element's tasks the values embedded in it, when every one was drawn
 * for the arguments the element has now; otherwise none, and the element draws afresh.
 */
export function takeEmbedded(host: WidgetHost, tasks: readonly TaskSource[]): void {
  const embedded = embeddedData(host);
  embedded?.tasks.forEach((value, i) => value && tasks[i]?.preload(value));
  const usable = tasks.every(
    (source) => source.preset === undefined || source.preset === JSON.stringify(source.args()),
  );
  if (!usable) tasks.forEach((source) => source.preload(undefined));
  if (!usable || !embedded) drawAfresh(host);
}
