import { Task, TaskStatus, type TaskConfig } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { RpLoadEvent, reportError } from './events.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * A `Task` that reports like an `<img>`: `load` once its data is rendered, `error` (and one
 * console warning) when it fails. A superseded run reports nothing: Task drops stale results.
 * Secondary tasks (`load: false`) report errors only.
 *
 * It also follows the element in and out of the page:
 * - it starts in the microtask after the element connects, not at its first render, so a
 *   render put off to a later task (see `render-slices.ts`) does not put off the request, and
 *   every element connected in one task joins the same summary batch;
 * - an element that leaves the page mid-request, and is not back by the next microtask (a move
 *   is disconnect and connect in one go), aborts its requests, with no `error` event;
 * - coming back runs the aborted task again.
 */
export function widgetTask<T extends readonly unknown[], R>(
  host: Host,
  config: Pick<TaskConfig<T, R>, 'task' | 'args'>,
  { load = true } = {},
): Task<T, R> {
  /** Set while a run is aborted because the element left the page. */
  let left = false;
  const task = new Task<T, R>(host, {
    ...config,
    // Task asks for the render right after onComplete: wait a microtask, then for that render.
    onComplete: (value) =>
      void Promise.resolve()
        .then(() => host.updateComplete)
        .then(() => load && value !== undefined && host.dispatchEvent(new RpLoadEvent())),
    onError: (error) => {
      if (left) return;
      reportError(host, error instanceof Error ? error : new Error(String(error)));
    },
  });
  host.addController({
    hostConnected: () =>
      queueMicrotask(() => {
        if (!host.isConnected || (task.status !== TaskStatus.INITIAL && !left)) return;
        left = false;
        void task.run();
      }),
    hostDisconnected: () =>
      queueMicrotask(() => {
        if (host.isConnected || task.status !== TaskStatus.PENDING) return;
        left = true;
        task.abort(new DOMException(`<${host.localName}> left the page.`, 'AbortError'));
      }),
  });
  return task;
}
