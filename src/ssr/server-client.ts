import { createClient, type Client } from '../api/client.js';
import { AnswerCache } from './answer-cache.js';

/** What a server-side render needs to reach the platform (see `RenderOptions`). */
export interface ServerClientOptions {
  apiKey: string;
  baseUrl: string;
  retries?: number;
  timeout?: number;
  cache?: AnswerCache | false;
  fetch?: typeof fetch;
}

/** The answer cache renders use when given none: in memory, answers kept one minute. */
export const defaultAnswerCache = new AnswerCache();

/** One render's client: answers kept across renders by the answer cache, not by the client. */
export function serverClient(options: ServerClientOptions): Client {
  const cache = options.cache === undefined ? defaultAnswerCache : options.cache;
  return createClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl,
    retries: options.retries ?? 1,
    timeout: options.timeout ?? 3000,
    cacheTtl: 0,
    fetch: cache ? cache.fetchThrough(options.fetch) : options.fetch,
    onAccepted: cache ? cache.accepted : undefined,
  });
}
