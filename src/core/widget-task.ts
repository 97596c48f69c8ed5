import { Task, TaskStatus, initialState } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { RpLoadEvent, reportError } from './events.js';
import { configDefinition, configUndefined } from './definition.js';
import { clientFor } from './client-for.js';
import type { ClientConfig, ClientSlot } from './client-context.js';
import type { Client } from '../api/client.js';
import { resolveConfig } from './resolve.js';
import type { RpConfigValue } from './context.js';
import { dropKept, keep, readKept, type TabScope } from './tab-store.js';

/** A Lit element, as far as a widget task needs it. */
export type WidgetHost = ReactiveControllerHost &
  HTMLElement & {
    readonly hasUpdated: boolean;
    /** The slot of the client the nearest `<rp-config>` offers, if any. */
    readonly offeredClient?: ClientSlot;
  };

/** A loader's value as a server render drew it, with the arguments it was drawn for (as JSON). */
export interface Preloaded {
  args: string;
  value: unknown;
  /** Kept in the tab past its fresh time: drawn, and asked again in the background. */
  stale?: boolean;
  /** Kept in the tab by an earlier page, not embedded by a server render. */
  kept?: boolean;
}

/**
 * What `rp-widgets/ssr` writes into a rendered element: when, for how long, and each loader's
 * value by the loader's name (with the arguments it ran with). Loaders that failed are absent.
 */
export interface EmbeddedData {
  at: number;
  maxAge: number;
  loaded: Record<string, Preloaded>;
}

/**
 * Gives the client for a configuration: in the browser the `<rp-config>`'s, or one per
 * configuration (`clientFor`); on a server the render's own.
 */
export type ClientSource = (config: ClientConfig) => Client;

/** A widget task's arguments and run, for a server render to run before drawing. */
export interface TaskSource {
  args: () => readonly unknown[];
  run: (args: readonly unknown[], signal: AbortSignal, client: ClientSource) => Promise<unknown>;
  preload(value: Preloaded | undefined): void;
  /**
   * Why a value the task did not compute itself (embedded in the page) cannot be drawn for the
   * arguments it has now, or nothing: the checks the answers it is made of pass on the way in.
   */
  check(value: unknown): string | undefined | false;
  /** The arguments the preloaded value was drawn for, as JSON; undefined when none is. */
  readonly preset: string | undefined;
}

/** Each host's tasks by the name of the loader they run. */
const hostTasks = new WeakMap<WidgetHost, Map<string, TaskSource>>();
/** Each host's clients: its `<rp-config>`'s when the configuration is that one's (`clientFor`). */
const hostClients = new WeakMap<WidgetHost, ClientSource>();

/** The task of `host` that runs `loader`, if it has one (used by `rp-widgets/ssr` and hydration). */
export const taskOf = (host: WidgetHost, loader: string): TaskSource | undefined =>
  hostTasks.get(host)?.get(loader);

/** The tasks of `host` by loader name, in the order they were made. */
export const tasksOf = (host: WidgetHost): ReadonlyMap<string, TaskSource> =>
  hostTasks.get(host) ?? new Map();

/** Whether `host` draws preloaded data: its first draw is then not held. */
export const isPreloaded = (host: WidgetHost): boolean =>
  [...tasksOf(host).values()].some((source) => source.preset);

/** How long data embedded by a server render serves the runs after hydration: the client cache's time. */
const embeddedReuse = 60_000;

/** What a widget task's run gets besides its arguments. */
export interface RunOptions {
  signal: AbortSignal;
  client: ClientSource;
  /**
   * The value a server render embedded, for a minute after the element hydrated with it: its
   * parts (summaries, links) are not in the client's cache, so a later run may reuse them.
   */
  embedded?: unknown;
}

/**
 * A `Task` that may start from a value drawn on the server: until its first run settles it
 * reports that value as complete, so hydration draws what the server drew, and that run
 * answers it at once when the arguments are still the same (no request).
 */
class WidgetTask<T extends readonly unknown[], R> extends Task<T, R> {
  preset?: Preloaded;
  when?: () => boolean;
  /** Finds a value kept in the tab for the task's first run, before the first draw. */
  fromTab?: () => void;
  override hostUpdate() {
    if (this.when?.() === false) return;
    if (!this.preset && super.status === TaskStatus.INITIAL) this.fromTab?.();
    super.hostUpdate();
  }
  override get status() {
    return this.preset ? TaskStatus.COMPLETE : super.status;
  }
  override get value() {
    return this.preset ? (this.preset.value as R) : super.value;
  }
}

/**
 * A `Task` that reports like an `<img>`: `load` once its data is rendered, `error` (and one
 * console warning) when it fails. A superseded run reports nothing: Task drops stale results.
 * Secondary tasks (`load: false`) report errors only. A task with `when` runs only while it
 * holds: an option that is off costs no run and no update.
 *
 * It also follows the element in and out of the page. Nothing is asked while the element is
 * out of the page; an element that leaves mid-request, and is not back by the next microtask
 * (a move is a disconnect and a connect in one go), aborts its requests and returns to its
 * initial state, with no `error` event; coming back asks again. Inside an `<rp-config>` that
 * is not defined yet, a run first waits for its definition (`configDefinition`).
 */
export function widgetTask<T extends readonly unknown[], R>(
  host: WidgetHost,
  config: {
    /**
     * The name of the loader the task runs: embedded data is found by it, never by order. A
     * task without one is not run by servers.
     */
    loader?: string;
    args: () => T;
    task: (args: T, options: RunOptions) => Promise<R | typeof initialState>;
    check?: (value: R, args: T) => string | undefined | false;
    /**
     * The configuration whose tab store keeps this task's values for the next page: only for
     * loaders whose values are public aggregates (never review texts or names).
     */
    keep?: () => RpConfigValue;
  },
  { load = true, when }: { load?: boolean; when?: () => boolean } = {},
): Task<T, R> {
  /** The reason of the last abort for leaving the page, while its run may still be settling. */
  let left: DOMException | undefined;
  /** The value the element hydrated with, and until when runs may reuse it. */
  let embedded: { value: R; until: number } | undefined;
  const tasks = hostTasks.get(host) ?? new Map<string, TaskSource>();
  hostTasks.set(host, tasks);
  if (!hostClients.has(host)) {
    hostClients.set(host, (resolved) => clientFor(resolved, host.offeredClient));
  }
  const client = hostClients.get(host)!;
  const task: WidgetTask<T, R> = new WidgetTask<T, R>(host, {
    args: config.args,
    task: async (args, options) => {
      const preset = task.preset;
      if (preset) {
        if (preset.args !== JSON.stringify(args)) task.preset = undefined;
        else if (preset.kept && !preset.stale) return preset.value as R;
        else if (!preset.kept) {
          embedded = { value: preset.value as R, until: Date.now() + embeddedReuse };
          return preset.value as R;
        }
        // A stale kept value stays drawn while this run asks again.
      }
      if (!host.isConnected) return initialState;
      try {
        // Awaited only when needed: an await defers the request by a microtask, and the rating
        // batch must leave before the first draws that `FirstDrawHold` holds back for it.
        if (configUndefined(host)) await configDefinition(host, options.signal);
        const reuse = embedded && Date.now() < embedded.until ? embedded.value : undefined;
        const value = await config.task(args, { ...options, client, embedded: reuse });
        const scope = value === initialState ? undefined : tabScope();
        if (scope) keep(config.loader!, JSON.stringify(args), scope, value);
        return value;
      } catch (error) {
        if (left && options.signal.reason === left) return initialState;
        throw error;
      }
    },
    // Task asks for the render right after onComplete: wait a microtask, then for that render,
    // and report only if that value is still the one shown.
    onComplete: (value) => {
      task.preset = undefined;
      void Promise.resolve()
        .then(() => host.updateComplete)
        .then(() => {
          const current = task.status === TaskStatus.COMPLETE && task.value === value;
          if (load && current && value !== undefined) host.dispatchEvent(new RpLoadEvent());
        });
    },
    onError: (error) => {
      task.preset = undefined;
      reportError(host, error instanceof Error ? error : new Error(String(error)));
    },
  });
  task.when = when;
  /** Where this task's values are kept in the tab, when they may be and the configuration is usable. */
  const tabScope = (): TabScope | undefined => {
    if (!config.keep || !config.loader) return undefined;
    try {
      const { baseUrl, apiKey, storeTtl } = resolveConfig(config.keep(), host);
      return { baseUrl, apiKey, ttl: storeTtl };
    } catch {
      return undefined;
    }
  };
  if (config.keep) {
    task.fromTab = () => {
      const scope = tabScope();
      if (!scope) return;
      const args = JSON.stringify(config.args());
      const found = readKept(config.loader!, args, scope);
      if (!found) return;
      // Checked as an answer from the network is: a tampered or malformed entry is never drawn.
      let problem: unknown = !config.check;
      try {
        problem ||= config.check?.(found.value as R, config.args());
      } catch {
        problem = true;
      }
      if (problem) {
        dropKept(config.loader!, args, scope);
        return;
      }
      task.preset = { args, value: found.value, kept: true, stale: !found.fresh };
    };
  }
  if (config.loader) {
    tasks.set(config.loader, {
      args: config.args,
      run: (args, signal, client) => config.task(args as T, { signal, client }),
      preload: (value) => {
        task.preset = value;
      },
      get preset() {
        return task.preset?.args;
      },
      check: (value) => config.check?.(value as R, config.args()),
    });
  }
  host.addController({
    hostConnected: () =>
      queueMicrotask(() => {
        if (!host.isConnected || !host.hasUpdated || when?.() === false) return;
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
