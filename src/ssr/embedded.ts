import { tasksOf, type EmbeddedData, type WidgetHost } from '../core/widget-task.js';
import { defaultMaxBytes } from '../api/client.js';
import { nestsDeeper } from '../api/depth.js';
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
    const loaded = data.loaded;
    return fresh && typeof loaded === 'object' && loaded !== null ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives a server-rendered element's tasks the values embedded in it for their loaders, when
 * every one was drawn for the arguments the element has now and passes its task's checks (see
 * `Hydration.claim`).
 */
export function claimEmbedded(host: WidgetHost): boolean {
  const embedded = embeddedData(host);
  if (!embedded) return false;
  const tasks = [...tasksOf(host)];
  // In the order the tasks were made: a later task's arguments may read an earlier one's value
  // (the stars' words are those of the rating drawn).
  let usable = true;
  let problem: string | undefined | false;
  for (const [loader, source] of tasks) {
    const value = Object.hasOwn(embedded.loaded, loader) ? embedded.loaded[loader] : undefined;
    if (!value) continue;
    source.preload(value);
    usable &&= value.args === JSON.stringify(source.args());
    // The values pass the checks their answers pass: edited data is not drawn but asked again.
    problem ||= usable && source.check(value.value);
  }
  if (problem) {
    warnOnce(host, `the embedded data is not used, as an answer would not be: ${problem}.`);
  }
  if (!usable || problem) tasks.forEach(([, source]) => source.preload(undefined));
  return usable && !problem;
}
