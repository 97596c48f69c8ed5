import type { ApiRequest, CallOptions, Client } from './client.js';
import type { Operation, ResultOf } from './operation-types.js';

/** An endpoint function: the client, the operation's own arguments, then the call options. */
export type Endpoint<O extends Operation, A extends unknown[] = []> = (
  client: Client,
  ...args: [...A, call?: CallOptions]
) => Promise<ResultOf<O>>;

/**
 * Makes an endpoint function from what tells one call from another: the request its `count`
 * arguments describe (counted here, as a default value hides one from `Function.length`).
 * Sending, retrying, checking and caching are the client's. Marked free of side effects, so
 * that bundlers drop the endpoints a page does not call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<A extends unknown[]>(
  count: A['length'],
  describe: (...args: A) => ApiRequest,
): (client: Client, ...args: [...A, call?: CallOptions]) => Promise<never> {
  return (client, ...args) =>
    client.request(describe(...(args.slice(0, count) as A)), args[count] as CallOptions);
}
