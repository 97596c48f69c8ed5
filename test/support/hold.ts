interface Hold {
  calls: string[];
  release(): void;
}

let current: Hold | undefined;

/**
 * Holds every `fetch` of the page until `release()`: what a widget shows while its requests are
 * out, checked without racing a timer. `calls` lists the URLs asked for so far.
 */
export function holdRequests(): Hold {
  const real = window.fetch;
  const calls: string[] = [];
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  window.fetch = (input, init) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return gate.then(() => real(input, init));
  };
  const hold: Hold = {
    calls,
    release() {
      if (current !== hold) return;
      current = undefined;
      window.fetch = real;
      letGo();
    },
  };
  current = hold;
  return hold;
}

/** Lets go of a hold a failed test left in place (for an `afterEach`). */
export const releaseHeldRequests = () => current?.release();

interface HeldTimers {
  /** How many timers of the held length were set so far. */
  readonly count: number;
  /** How many of them are still held: neither cleared nor let go. */
  readonly pending: number;
  /** Runs the held timers and puts the page's setTimeout back. */
  release(): void;
}

/**
 * Holds every `setTimeout` of exactly `ms` (the mock's latency or a fault's delay) until
 * `release()`, so a test moves the clock itself instead of measuring it. Timers of other lengths
 * run as usual.
 */
export function holdTimers(ms: number): HeldTimers {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  // Held calls by id; the ids are negative, so none is a real timer's.
  const held = new Map<number, () => void>();
  let count = 0;
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== ms || typeof handler !== 'function') return realSet(handler, timeout, ...args);
    const id = -++count;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    get count() {
      return count;
    },
    get pending() {
      return held.size;
    },
    release() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      const calls = [...held.values()];
      held.clear();
      for (const run of calls) run();
    },
  };
}
