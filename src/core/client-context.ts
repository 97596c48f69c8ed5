import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveControllerHost } from 'lit';
import type { Client } from '../api/client.js';
import type { ResolvedConfig } from './resolve.js';

/** What a client is made from: two configurations with the same three share one. */
export type ClientConfig = Pick<ResolvedConfig, 'apiKey' | 'baseUrl' | 'timeout'>;

export const clientKey = (config: ClientConfig) =>
  `${config.baseUrl} ${config.apiKey ?? ''} ${config.timeout ?? ''}`;

/**
 * Where an `<rp-config>` keeps the client of its configuration. The first element inside that
 * asks makes it (`clientFor`), so `<rp-config>` alone carries no client code.
 */
export interface ClientSlot {
  readonly key: string;
  client?: Client;
}

/**
 * A global key, as `rpConfigContext`'s, so another copy of the package on the page may answer:
 * its slots are not in `made`, so they are never used here.
 */
export const rpClientContext = createContext<ClientSlot | undefined>(
  Symbol.for('rp-widgets.client'),
);

/** The slots this copy made: the only ones it trusts. */
const made = new WeakSet<object>();

/** Whether `slot` was made by this copy for the configuration of `key`. */
export const fits = (slot: ClientSlot | undefined, key: string): slot is ClientSlot =>
  slot !== undefined && made.has(slot) && slot.key === key;

/** The slot for `config`: the first of `offered` made for the same configuration, else a new one. */
export function clientSlot(config: ClientConfig, ...offered: (ClientSlot | undefined)[]) {
  const key = clientKey(config);
  const found = offered.find((slot) => fits(slot, key));
  if (found) return found;
  const slot: ClientSlot = { key };
  made.add(slot);
  return slot;
}

/** Follows the slot the nearest `<rp-config>` offers `host`, as the host moves in the page. */
export function offeredSlot(host: ReactiveControllerHost & HTMLElement) {
  let offered: ClientSlot | undefined;
  // Before the consumer's own request: after a move, only the new ancestor (if any) answers.
  host.addController({ hostConnected: () => (offered = undefined) });
  new ContextConsumer(host, {
    context: rpClientContext,
    subscribe: true,
    callback: (value) => (offered = value),
  });
  return () => offered;
}
