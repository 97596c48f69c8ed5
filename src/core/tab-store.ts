// Public aggregates (ratings, the business unit, star words and images) kept in the tab's
// sessionStorage, so the shopper's next page draws them in its first update. Review texts and
// names never come here: they stay in memory, out of reach of the deletion duty's purge.

/** Where a value was asked, and for how many seconds it is kept (0: not at all). */
export interface TabScope {
  baseUrl: string;
  apiKey: string | undefined;
  ttl: number;
}

/** A kept value, and whether it is young enough to draw without asking again. */
export interface Kept {
  value: unknown;
  fresh: boolean;
}

/** Default `store-ttl`: kept for five minutes. */
export const defaultStoreTtl = 300;

/** Younger than this, a kept value is drawn without asking: the client's own cache time. */
const freshFor = 60_000;

const prefix = 'rp-widgets:';

/** The tab's storage, or undefined where there is none or it refuses (private modes, policies). */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const keyOf = (loader: string, args: string, scope: TabScope) =>
  `${prefix}${loader} ${scope.baseUrl} ${scope.apiKey ?? ''} ${args}`;

/**
 * The value kept for `loader` run with `args` (as JSON) in `scope`, or undefined: none, too old,
 * or not the shape this store writes (the caller still checks the value as it checks answers).
 */
export function readKept(
  loader: string,
  args: string,
  scope: TabScope,
  now = Date.now(),
): Kept | undefined {
  if (scope.ttl <= 0) return undefined;
  const store = storage();
  const key = keyOf(loader, args, scope);
  let text: string | null | undefined;
  try {
    text = store?.getItem(key);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    entry = undefined;
  }
  const at = (entry as { at?: unknown } | undefined)?.at;
  const age = typeof at === 'number' ? now - at : NaN;
  // A clock set back, or an entry from the future, is not trusted either.
  if (!(age >= 0 && age < scope.ttl * 1000) || !('value' in (entry as object))) {
    forget(store, key);
    return undefined;
  }
  return { value: (entry as { value: unknown }).value, fresh: age < freshFor };
}

/** Drops what `readKept` gave when the caller's checks refuse it. */
export function dropKept(loader: string, args: string, scope: TabScope): void {
  forget(storage(), keyOf(loader, args, scope));
}

let swept = false;

/** Keeps `value` for `loader` and `args`; a full or refused storage costs nothing but the speed-up. */
export function keep(loader: string, args: string, scope: TabScope, value: unknown): void {
  if (scope.ttl <= 0) return;
  const store = storage();
  if (!store) return;
  if (!swept) {
    swept = true;
    sweep(store);
  }
  try {
    store.setItem(keyOf(loader, args, scope), JSON.stringify({ at: Date.now(), value }));
  } catch {
    // Quota or policy: the next page asks the platform, as without the store.
  }
}

function forget(store: Storage | undefined, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to forget in a storage that refuses.
  }
}

/** Once a page: entries older than the longest lifetime allowed leave the tab's storage. */
function sweep(store: Storage): void {
  const oldest = Date.now() - maxStoreTtl * 1000;
  try {
    for (let index = store.length - 1; index >= 0; index -= 1) {
      const key = store.key(index);
      if (!key?.startsWith(prefix)) continue;
      const at = Number(/"at":(\d+)/.exec(store.getItem(key) ?? '')?.[1]);
      if (!(at >= oldest)) store.removeItem(key);
    }
  } catch {
    // A storage that refuses to list keeps what it has.
  }
}

/** `store-ttl` is bounded: public aggregates kept longer would outlive their meaning. */
export const maxStoreTtl = 600;
