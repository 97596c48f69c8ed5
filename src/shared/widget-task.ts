import { Task, TaskStatus, initialState, type TaskConfig } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { RpLoadEvent, reportError } from './events.js';
import { configDefinition } from '../config/definition.js';

/** A Lit element, as far as a widget task needs it. */
export type WidgetHost = ReactiveControllerHost & HTMLElement & { readonly hasUpdated: boolean };

/**
 * A `Task` that reports like an `<img>`: `load` once its data is rendered, `error` (and one
 * console warning) when it fails. A superseded run reports nothing: Task drops stale results.
 * Secondary tasks (`load: false`) report errors only.
 *
 * It also follows the element in and out of the page. Nothing is asked while the element is
 * out of the page; an element that leaves mid-request, and is not back by the next microtask
 * (a move is a disconnect and a connect in one go), aborts its requests and returns to its
 * initial state, with no `error` event; coming back asks again. Inside an `<rp-config>` that
 * is not defined yet, a run first waits for its definition (`configDefinition`).
 */
export function widgetTask<T extends readonly unknown[], R>(
  host: WidgetHost,
  config: Pick<TaskConfig<T, R>, 'task' | 'args'>,
  { load = true } = {},
): Task<T, R> {
  /** The reason of the last abort for leaving the page, while its run may still be settling. */
  let left: DOMException | undefined;
  const task: Task<T, R> = new Task<T, R>(host, {
    args: config.args,
    task: async (args, options) => {
      if (!host.isConnected) return initialState;
      try {
        await configDefinition(host, options.signal);
        return await config.task(args, options);
      } catch (error) {
        if (left && options.signal.reason === left) return initialState;
        throw error;
      }
    },
    // Task asks for the render right after onComplete: wait a microtask, then for that render,
    // and report only if that value is still the one shown.
    onComplete: (value) =>
      void Promise.resolve()
        .then(() => host.updateComplete)
        .then(() => {
          const current = task.status === TaskStatus.COMPLETE && task.value === value;
          if (load && current && value !== undefined) host.dispatchEvent(new RpLoadEvent());
        }),
    onError: (error) =>
      reportError(host, error instanceof Error ? error : new Error(String(error))),
  });
  host.addController({
    hostConnected: () =>
      queueMicrotask(() => {
        if (!host.isConnected || !host.hasUpdated) return;
        // Back in the page after an abort (settled or not), or after an update while out of it.
        const aborted = left !== undefined && task.status === TaskStatus.PENDING;
        if (task.status === TaskStatus.INITIAL || aborted) {
          left = undefined;
          void task.run();
        }
      }),
    hostDisconnected: () =>
      queueMicrotask(() => {
        if (host.isConnected || task.status !== TaskStatus.PENDING) return;
        left = new DOMException(`<${host.localName}> left the page.`, 'AbortError');
        task.abort(left);
      }),
  });
  return task;
}
