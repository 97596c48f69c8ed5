/**
 * Rendering one task may do before the rest waits for the next one, in ms: under the 50 ms of a
 * long task, and long enough that a grid's ratings draw in a frame or two: each frame between
 * slices restyles and lays out the whole page again.
 */
export const sliceBudget = 30;

let sliceStart: number | undefined;
let sliceEnd: Promise<void> | undefined;

/**
 * Resolves in a new task. A message, not a timer, where there is one: nested timers are clamped
 * to 4 ms, and test suites that fake timers do not fake messages. (jsdom has no MessageChannel.)
 */
export function newTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The end of the current slice: one new task for everyone waiting. */
export function taskEnd(): Promise<void> {
  sliceEnd ??= newTask().finally(() => {
    sliceEnd = undefined;
    sliceStart = undefined;
  });
  return sliceEnd;
}

/**
 * Time-slices the rendering of many elements at once (a grid of 1,000 ratings): the renders of
 * one task stop after about 30 ms and the rest go on in the next task, so the page keeps answering
 * input. Returns nothing when this render may go ahead now, else a promise of the next task,
 * after which the caller asks again.
 */
export function renderTurn(): Promise<void> | undefined {
  const now = performance.now();
  if (sliceStart === undefined) {
    sliceStart = now;
    // The slice ends with the task that started it.
    void taskEnd();
  }
  return now - sliceStart < sliceBudget ? undefined : taskEnd();
}
