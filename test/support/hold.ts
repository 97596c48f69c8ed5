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

interface HeldAnswers {
  /** Resolves once every request sent so far has its answer here, read whole, and held. */
  answered(): Promise<void>;
  /**
   * Hands the held answers to the page and resolves once they have arrived: their bodies, already
   * whole, are read by the page in microtasks, and one task has passed since (no timer).
   */
  release(): Promise<void>;
}

/**
 * Lets the page's requests go out and be answered, but keeps each answer until `release()`:
 * what a widget does once its data has arrived, checked at that moment without racing the network.
 */
export function holdAnswers(): HeldAnswers {
  const real = window.fetch;
  const answers: Promise<unknown>[] = [];
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  window.fetch = (input, init) => {
    const read = real(input, init).then(async (response) => {
      const body = new Uint8Array(await response.arrayBuffer());
      const { status, statusText, headers } = response;
      return { body, init: { status, statusText, headers } };
    });
    answers.push(read.catch(() => undefined));
    return read.then(async ({ body, init: answer }) => {
      await gate;
      // A stream made here: reading it takes microtasks only.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(body);
          controller.close();
        },
      });
      return new Response(stream, answer);
    });
  };
  return {
    answered: () => Promise.all(answers).then(() => undefined),
    async release() {
      window.fetch = real;
      await Promise.all(answers);
      letGo();
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      });
    },
  };
}

interface HeldTimers {
  /** How many held timers were set so far. */
  readonly count: number;
  /** How many of them are still held: neither cleared nor let go. */
  readonly pending: number;
  /** The delays of the held timers, in the order they were set. */
  readonly delays: number[];
  /** Runs the timers held so far and goes on holding. */
  fire(): void;
  /** Runs the held timers and puts the page's setTimeout back. */
  release(): void;
}

let restore: (() => void) | undefined;

/**
 * Holds every `setTimeout` of exactly `ms` (the mock's latency or a fault's delay), of the lengths
 * a test picks, or every one when no length is given, until `fire()` or `release()`: a test moves the clock itself instead of
 * measuring it. Timers of other lengths run as usual.
 */
export function holdTimers(ms?: number | ((delay: number) => boolean)): HeldTimers {
  const holds = typeof ms === 'function' ? ms : (delay: number) => ms === undefined || delay === ms;
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  // Held calls by id; the ids are negative, so none is a real timer's.
  const held = new Map<number, { delay: number; run: () => void }>();
  let count = 0;
  window.setTimeout = ((handler: TimerHandler, timeout = 0, ...args: unknown[]) => {
    if (!holds(timeout) || typeof handler !== 'function') {
      return realSet(handler, timeout, ...args);
    }
    const id = -++count;
    held.set(id, { delay: timeout, run: () => handler(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  restore = () => {
    window.setTimeout = realSet;
    window.clearTimeout = realClear;
    restore = undefined;
  };
  const fire = () => {
    const due = [...held.values()];
    held.clear();
    for (const timer of due) timer.run();
  };
  return {
    get count() {
      return count;
    },
    get pending() {
      return held.size;
    },
    get delays() {
      return [...held.values()].map((timer) => timer.delay);
    },
    fire,
    release() {
      restore?.();
      fire();
    },
  };
}

/** Puts back the page's timers a failed test left held, without running them (for an `afterEach`). */
export const restoreHeldTimers = () => restore?.();
