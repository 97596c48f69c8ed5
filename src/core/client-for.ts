import { createClient, remember, type Client } from '../api/client.js';
import type { ResolvedConfig } from './resolve.js';

const clients = new Map<string, Client>();
const maxClients = 8;
/**
 * One client per configuration, shared by every element of the page that has the same API key,
 * base URL and timeout, so their reads are batched, shared and cached together.
 */
export function clientFor(config: Pick<ResolvedConfig, 'apiKey' | 'baseUrl' | 'timeout'>): Client {
  const key = `${config.baseUrl} ${config.apiKey ?? ''} ${config.timeout ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      timeout: config.timeout,
    });
    // A key edited live (a settings form, a story's controls) leaves old clients behind.
    remember(clients, key, client, maxClients);
  }
  return client;
}
