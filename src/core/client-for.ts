import { createClient, remember, type Client } from '../api/client.js';
import { clientKey, fits, type ClientConfig, type ClientSlot } from './client-context.js';

/**
 * Elements outside any `<rp-config>`, or whose own attributes change the key, address or
 * timeout, have no client offered through context: a grid of bare `<rp-stars>` must still send
 * one batched request, so they share one per configuration here. Bounded: a key edited live (a
 * settings form, a story's controls) leaves old clients behind.
 */
const fallback = new Map<string, Client>();
const maxFallback = 8;

/**
 * One client per configuration: the one of the nearest `<rp-config>` (`offered`) when `config`
 * is its configuration, so every element inside batches, shares and caches its reads through it.
 */
export function clientFor(config: ClientConfig, offered?: ClientSlot): Client {
  const key = clientKey(config);
  const slot = fits(offered, key) ? offered : undefined;
  if (slot?.client) return slot.client;
  // An <rp-config> takes over the client elements outside it already use for this
  // configuration, so what it has read serves the elements inside too.
  let client = fallback.get(key);
  if (!client) {
    const { baseUrl, apiKey, timeout } = config;
    client = createClient({ baseUrl, apiKey, timeout });
    if (!slot) remember(fallback, key, client, maxFallback);
  }
  if (slot) slot.client = client;
  return client;
}
