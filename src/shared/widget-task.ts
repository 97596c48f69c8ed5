import { Task, type TaskConfig } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { RpLoadEvent, reportError } from './events.js';

type Host = ReactiveControllerHost & HTMLElement;

/**
 * A `Task` that reports like an `<img>`: `load` once its data is rendered, `error` (and one
 * console warning) when it fails. A superseded run reports nothing: Task drops stale results.
 * Secondary tasks (`load: false`) report errors only.
 */
export function widgetTask<T extends readonly unknown[], R>(
  host: Host,
  config: Pick<TaskConfig<T, R>, 'task' | 'args'>,
  { load = true } = {},
): Task<T, R> {
  return new Task<T, R>(host, {
    ...config,
    // Task asks for the render right after onComplete: wait a microtask, then for that render.
    onComplete: (value) =>
      void Promise.resolve()
        .then(() => host.updateComplete)
        .then(() => load && value !== undefined && host.dispatchEvent(new RpLoadEvent())),
    onError: (error) =>
      reportError(host, error instanceof Error ? error : new Error(String(error))),
  });
}
