import type { Client } from '../api/client.js';
import type { RpConfigValue } from './context.js';
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
 * The slot of each configuration value this copy's `<rp-config>`s offer: an element finds its
 * client through the one context it already asks, and a value another copy of the package
 * offers (never in here) lends no client.
 */
const slots = new WeakMap<RpConfigValue, ClientSlot>();

/** The slot `value` was offered with, if this copy offered it. */
export const slotOf = (value: RpConfigValue | undefined): ClientSlot | undefined =>
  value && slots.get(value);

/** Offers `slot` with `value`: whoever receives the value finds the slot (`slotOf`). */
export function withSlot(value: RpConfigValue, slot: ClientSlot | undefined): RpConfigValue {
  if (slot) slots.set(value, slot);
  return value;
}

/** Whether `slot` was made for the configuration of `key`. */
export const fits = (slot: ClientSlot | undefined, key: string): slot is ClientSlot =>
  slot?.key === key;

/** The slot for `config`: the first of `offered` made for the same configuration, else a new one. */
export function clientSlot(config: ClientConfig, ...offered: (ClientSlot | undefined)[]) {
  const key = clientKey(config);
  return offered.find((slot) => fits(slot, key)) ?? { key };
}
