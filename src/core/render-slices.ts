import { taskEnd } from './new-task.js';

/**
 * Rendering one task may do before the rest waits for the next one, in ms: under the 50 ms of a
 * long task, and long enough that a grid's ratings draw in a frame or two.
 */
export const sliceBudget = 30;

/** Time spent rendering since the last task end. */
let spent = 0;
let ending: Promise<void> | undefined;

/**
 * Time-slices the renders of many elements answered at once (a grid of 1,000 ratings): after
 * about 30 ms of rendering in one task the rest go on in the next, so the page keeps answering
 * input (the bench's longest script run halves with them). Nothing when this render may go ahead
 * now, else a promise of the next task, after which the caller asks again.
 */
export function renderTurn(): Promise<void> | undefined {
  return spent < sliceBudget ? undefined : taskEnd();
}

/**
 * Runs one render and counts its time in the slice. Only rendering counts: an answer's reading
 * and checks are not ours to slice, and a clock started by an earlier task (whose end may come
 * after this one) would hold back a draw past a frame.
 */
export function rendering<T>(render: () => T): T {
  const start = performance.now();
  try {
    return render();
  } finally {
    spent += performance.now() - start;
    ending ??= taskEnd().then(() => {
      spent = 0;
      ending = undefined;
    });
  }
}
