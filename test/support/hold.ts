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
