import type { EmbeddedData, TaskSource, WidgetHost } from '../core/widget-task.js';
import { defaultMaxBytes } from '../api/client.js';
import { nestsDeeper } from '../api/body.js';
import { warnOnce } from '../core/events.js';

/**
 * The data a server render embedded in `host` (a `script[data-rp-data]` child), when fresh.
 * Read once per element, as it first connects.
 */
function embeddedData(host: WidgetHost): EmbeddedData | undefined {
  const script = host.querySelector?.(':scope > script[data-rp-data]');
  if (!script) return undefined;
  const text = script.textContent ?? '';
  // Read as an answer is: not over the client's byte limit (counted in characters, one or more
  // bytes each), nor nested deeper than any answer.
  if (text.length > defaultMaxBytes || nestsDeeper(text)) return undefined;
  try {
    const data = JSON.parse(text) as EmbeddedData;
    // Stale data (a page cached longer than its answers may be kept) is asked for again.
    const fresh = Date.now() - data.at <= data.maxAge;
    return fresh && Array.isArray(data.tasks) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives a server-rendered element's tasks the values embedded in it, when every one was drawn
 * for the arguments the element has now and passes its task's checks (see `hydration.claim`).
 */
export function claimEmbedded(host: WidgetHost, tasks: readonly TaskSource[]): boolean {
  const embedded = embeddedData(host);
  if (!embedded) return false;
  embedded.tasks.forEach((value, i) => value && tasks[i]?.preload(value));
  // In order: a later task's arguments may read an earlier one's value (the stars' label).
  const usable = tasks.every(
    (source) => source.preset === undefined || source.preset === JSON.stringify(source.args()),
  );
  // The values pass the checks their answers pass: edited data is not drawn but asked again.
  const problem = usable
    ? tasks
        .map((source, i) => source.preset && source.check(embedded.tasks[i]!.value))
        .find(Boolean)
    : undefined;
  if (problem) {
    warnOnce(host, `the embedded data is not used, as an answer would not be: ${problem}.`);
  }
  if (!usable || problem) tasks.forEach((source) => source.preload(undefined));
  return usable && !problem;
}
