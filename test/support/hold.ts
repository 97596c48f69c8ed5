/**
 * Holds every `fetch` of the page until `release()`: what a widget shows while its requests are
 * out, checked without racing a timer. `calls` lists the URLs asked for so far.
 */
export function holdRequests(): { calls: string[]; release(): void } {
  const real = window.fetch;
  const calls: string[] = [];
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  window.fetch = (input, init) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return gate.then(() => real(input, init));
  };
  return {
    calls,
    release() {
      window.fetch = real;
      letGo();
    },
  };
}
