import { taskEnd } from './new-task.js';

/**
 * Rendering one task may do before the rest waits for the next one, in ms: under the 50 ms of a
 * long task, and long enough that a grid's ratings draw in a frame or two.
 */
export const sliceBudget = 30;

let sliceStart: number | undefined;

/**
 * Time-slices the renders of many elements answered at once (a grid of 1,000 ratings): after
 * about 30 ms of one task the rest go on in the next, so the page keeps answering input (the
 * bench's longest script run halves with them). Nothing when this render may go ahead now, else
 * a promise of the next task, after which the caller asks again.
 */
export function renderTurn(): Promise<void> | undefined {
  const now = performance.now();
  if (sliceStart === undefined) {
    sliceStart = now;
    // The slice ends with the task that started it.
    void taskEnd().then(() => (sliceStart = undefined));
  }
  return now - sliceStart < sliceBudget ? undefined : taskEnd();
}
