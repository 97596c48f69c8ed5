import { createClient, remember, type Client } from '../api/client.js';
import type { ResolvedConfig } from '../config/resolve.js';

const clients = new Map<string, Client>();
const maxClients = 8;

/**
 * One client per configuration, shared by every element of the page that has the same API key
 * and base URL, so their reads are batched, shared and cached together.
 */
export function clientFor(config: Pick<ResolvedConfig, 'apiKey' | 'baseUrl'>): Client {
  const key = `${config.baseUrl} ${config.apiKey ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({ baseUrl: config.baseUrl, apiKey: config.apiKey });
    // A key edited live (a settings form, a story's controls) leaves old clients behind.
    remember(clients, key, client, maxClients);
  }
  return client;
}
