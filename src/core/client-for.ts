import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import { createClient, remember, type Client } from '../api/client.js';
import type { ResolvedConfig } from './resolve.js';

/** What a client is made from: two configurations with the same three share one. */
export type ClientConfig = Pick<ResolvedConfig, 'apiKey' | 'baseUrl' | 'timeout'>;

const keyOf = (config: ClientConfig) =>
  `${config.baseUrl} ${config.apiKey ?? ''} ${config.timeout ?? ''}`;

/** A client an `<rp-config>` made for its configuration, offered to the elements inside it. */
export interface SharedClient {
  readonly key: string;
  readonly client: Client;
}

/**
 * A global key, as `rpConfigContext`'s, so another copy of the package on the page may answer:
 * its clients are not in `made`, so they are never used here.
 */
export const rpClientContext = createContext<SharedClient | undefined>(
  Symbol.for('rp-widgets.client'),
);

/** The shared clients this copy made: the only ones it trusts. */
const made = new WeakSet<object>();
const fits = (offered: SharedClient | undefined, key: string): offered is SharedClient =>
  offered !== undefined && made.has(offered) && offered.key === key;
const make = ({ baseUrl, apiKey, timeout }: ClientConfig) =>
  createClient({ baseUrl, apiKey, timeout });

/**
 * Elements outside any `<rp-config>`, or whose own attributes change the key, address or
 * timeout, have no client to share through context: a grid of bare `<rp-stars>` must still send
 * one batched request, so they share one per configuration here. Bounded: a key edited live (a
 * settings form, a story's controls) leaves old clients behind.
 */
const fallback = new Map<string, Client>();
const maxFallback = 8;

/**
 * The client for `config`: the first of `offered` made for the same configuration, else the one
 * elements outside any `<rp-config>` use for it, else a new one.
 */
export function sharedClient(
  config: ClientConfig,
  ...offered: (SharedClient | undefined)[]
): SharedClient {
  const key = keyOf(config);
  const found = offered.find((candidate) => fits(candidate, key));
  if (found) return found;
  // Elements outside any <rp-config> may have asked with this configuration already: their
  // client is taken over, so what it has read serves the elements inside too.
  const shared = { key, client: fallback.get(key) ?? make(config) };
  made.add(shared);
  return shared;
}

/**
 * One client per configuration: the nearest `<rp-config>`'s when `config` is its configuration,
 * so every element inside it batches, shares and caches its reads through that one.
 */
export function clientFor(config: ClientConfig, offered?: SharedClient): Client {
  const key = keyOf(config);
  if (fits(offered, key)) return offered.client;
  let client = fallback.get(key);
  if (!client) {
    client = make(config);
    remember(fallback, key, client, maxFallback);
  }
  return client;
}

/** Follows the client the nearest `<rp-config>` offers `host`, as the host moves in the page. */
export function offeredClient(
  host: ReactiveControllerHost & HTMLElement,
): () => SharedClient | undefined {
  let offered: SharedClient | undefined;
  // Before the consumer's own request: after a move, only the new ancestor (if any) answers.
  host.addController({ hostConnected: () => (offered = undefined) });
  new ContextConsumer(host, {
    context: rpClientContext,
    subscribe: true,
    callback: (value) => (offered = value),
  });
  return () => offered;
}
