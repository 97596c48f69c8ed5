import { taskEnd } from './new-task.js';

/**
 * Rendering one task may do before the rest waits for the next one, in ms: under the 50 ms of a
 * long task, and long enough that a grid's ratings draw in a frame or two.
 */
export const sliceBudget = 30;

/** Time the renders that took turns have spent since the last task end. */
let spent = 0;
let ending: Promise<void> | undefined;

/**
 * Time-slices the renders of many elements answered at once (a grid of 1,000 ratings): after
 * about 30 ms of such rendering in one task the rest go on in the next, so the page keeps
 * answering input (the bench's longest script run halves with them). Runs `render` now and
 * gives nothing, or gives a promise of the next task, after which the caller asks again.
 *
 * Only these renders count: not an answer's reading and checks, nor first draws, which never
 * wait. A clock started with the task would count them, and the end of an earlier task may
 * come after this one: draws were held past a frame for work that was not rendering.
 */
export function renderTurn(render: () => unknown): Promise<void> | undefined {
  if (spent >= sliceBudget) return taskEnd();
  const start = performance.now();
  try {
    render();
  } finally {
    spent += performance.now() - start;
    ending ??= taskEnd().then(() => {
      spent = 0;
      ending = undefined;
    });
  }
  return undefined;
}
