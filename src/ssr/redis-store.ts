/**
 * An `AnswerStore` on Redis, for the `AnswerCache`s of several server processes: one copy of each
 * answer for all of them, its lifetime set in Redis, one refresh of an answer past its ttl and one
 * `purgeDeleted()` at a time between them (both held with SET NX). Takes a connected client of
 * `redis` (node-redis, an optional peer dependency: only this entry needs it).
 */
import type { AnswerStore } from './answer-store.js';

/** The calls of a node-redis client (`createClient()` of the `redis` package) the store makes. */
export interface RedisClientLike {
  get(key: string): Promise<string | null | unknown>;
  set(
    key: string,
    value: string,
    options: { expiration: { type: 'PX'; value: number }; condition?: 'NX' },
  ): Promise<string | null | unknown>;
  del(key: string): Promise<unknown>;
  scanIterator(options: { MATCH: string; COUNT: number }): AsyncIterable<string[] | string>;
}

export interface RedisStoreOptions {
  /** A connected client; give it `disableOfflineQueue: true`, so that a render never waits for Redis to come back. */
  client: RedisClientLike;
  /** Whose answers these are (a shop): its keys are apart from every other tenant's. */
  tenant: string;
  /** Before the tenant in every key. Default `rp-widgets:`. */
  prefix?: string;
}

/** Glob characters of Redis's MATCH, escaped: a tenant named `a*` lists its own keys only. */
const glob = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/** A store whose keys are `<prefix><tenant>:<key>`, each set with its lifetime (PX) in Redis. */
export function redisStore({
  client,
  tenant,
  prefix = 'rp-widgets:',
}: RedisStoreOptions): AnswerStore {
  if (!tenant) throw new TypeError('rp-widgets/ssr/redis: redisStore() needs a tenant.');
  const space = `${prefix}${tenant}:`;
  // Redis refuses a lifetime under 1 ms, or not whole.
  const px = (ttl: number) => ({ type: 'PX' as const, value: Math.max(1, Math.ceil(ttl)) });
  return {
    async get(key) {
      const value = await client.get(space + key);
      return typeof value === 'string' ? value : undefined;
    },
    async set(key, value, ttl) {
      await client.set(space + key, value, { expiration: px(ttl) });
    },
    async delete(key) {
      await client.del(space + key);
    },
    async *keys() {
      for await (const batch of client.scanIterator({ MATCH: `${glob(space)}*`, COUNT: 500 })) {
        for (const key of [batch].flat()) yield key.slice(space.length);
      }
    },
    async add(key, value, ttl) {
      const set = await client.set(space + key, value, { expiration: px(ttl), condition: 'NX' });
      return set === 'OK';
    },
  };
}
