/**
 * Where a server keeps the platform's answers: in memory by default, or anything with these four
 * calls (Redis, a CDN's key-value cache). Values are strings; `ttl` is in milliseconds.
 */
export interface AnswerStore {
  get(key: string): Promise<string | undefined> | string | undefined;
  set(key: string, value: string, ttl: number): Promise<void> | void;
  delete(key: string): Promise<void> | void;
  /** Every key kept (expired ones may be left out). */
  keys(): AsyncIterable<string> | Iterable<string>;
  /**
   * Sets `key` only if it holds nothing; true when it did. A shared store that has it lets one
   * process alone refresh an answer past its `ttl` (the others serve the old one meanwhile);
   * without it, each process refreshes its own.
   */
  add?(key: string, value: string, ttl: number): Promise<boolean> | boolean;
}

/**
 * The store of one process: a `Map` with a time limit per entry, at most `maxEntries` and at most
 * `maxBytes` (keys and values counted as UTF-16, two bytes a character; one larger is not kept).
 */
export function memoryStore({
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
} = {}): AnswerStore {
  const entries = new Map<string, { value: string; expires: number; bytes: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value;
      remove(key);
      return undefined;
    },
    set(key, value, ttl) {
      remove(key);
      const size = 2 * (key.length + value.length);
      if (size > maxBytes) return;
      entries.set(key, { value, expires: now() + ttl, bytes: size });
      bytes += size;
      // The oldest answers go first: Map keeps insertion order.
      while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
    },
    delete: remove,
    keys() {
      return [...entries.keys()].filter((key) => this.get(key) !== undefined);
    },
    add(key, value, ttl) {
      if (this.get(key) !== undefined) return false;
      this.set(key, value, ttl);
      return true;
    },
  };
}
