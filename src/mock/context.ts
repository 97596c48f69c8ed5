/** What every handler gets: the platform's state, the request, and the signed-in user. */
import type { OperationId } from '../api/types.js';
import type { TokenAuthority } from './auth.js';
import type { MockUser } from './constants.js';
import type { BusinessUnitRecord, MockData } from './data/types.js';
import type { Faults } from './faults.js';
import { Problem, notFound, readJson } from './http.js';

export interface Knobs {
  /** Milliseconds added before every answer. */
  latency: number;
  /** Every unit answers the legacy variant of GET business unit. */
  legacy: boolean;
  /** The platform clock (token expiry, rate window, timestamps of new records). */
  now: () => number;
}

export interface PlatformState {
  data: MockData;
  knobs: Knobs;
  tokens: TokenAuthority;
  faults: Faults;
  seed: number;
  assetBaseUrl: string;
  /** Serial numbers for records the handlers create. */
  serials: Map<string, number>;
}

export type AuthScheme = 'apiKey' | 'bearer' | 'basic' | 'none';

export interface RequestContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  state: PlatformState;
  /** The business user of a bearer call. */
  user: MockUser;
}

export interface Route {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** Path from /v1 on; any origin and any prefix before /v1 match. */
  path: string;
  /** operationId, or 'asset' (image host) or 'unknown' (any other /v1 path). */
  operation: OperationId | 'asset' | 'unknown';
  auth: AuthScheme;
  resolve: (context: RequestContext) => Response | Promise<Response>;
}

export function route(
  method: Route['method'],
  path: string,
  operation: Route['operation'],
  auth: AuthScheme,
  resolve: Route['resolve'],
): Route {
  return { method, path, operation, auth, resolve };
}

/** The next serial number of a kind of record. */
export function nextSerial(state: PlatformState, kind: string): number {
  const value = (state.serials.get(kind) ?? 0) + 1;
  state.serials.set(kind, value);
  return value;
}

/** The API base of a request: everything before /v1 ("https://api.example.test"). */
export function apiBase(url: URL): string {
  const at = url.href.indexOf('/v1/');
  return at === -1 ? url.origin : url.href.slice(0, at);
}

export function findUnit(state: PlatformState, id: string): BusinessUnitRecord {
  const unit = state.data.businessUnits.find((item) => item.id === id);
  if (!unit) throw notFound(`Business unit ${id} was not found.`);
  return unit;
}

/** A unit the signed-in user may read privately: their own. Others answer 404 like unknown ones. */
export function ownUnit(context: RequestContext, id: string): BusinessUnitRecord {
  const unit = findUnit(context.state, id);
  if (unit.id !== context.user.businessUnitId) {
    throw notFound(`Business unit ${id} was not found for user ${context.user.email}.`);
  }
  return unit;
}

/** A POST to the signed-in user's own unit (`:businessUnitId`), with its JSON body read. */
export function ownUnitPost(
  path: string,
  operation: Route['operation'],
  handle: (
    context: RequestContext,
    unit: BusinessUnitRecord,
    body: Record<string, unknown>,
  ) => ReturnType<Route['resolve']>,
): Route {
  return route('post', path, operation, 'bearer', async (context) => {
    const unit = ownUnit(context, context.params.businessUnitId!);
    return handle(context, unit, await readJson(context.request));
  });
}

/** Checks that a record of another unit stays invisible to the user (404). */
export function ensureOwn(context: RequestContext, businessUnitId: string, what: string): void {
  if (businessUnitId !== context.user.businessUnitId) throw notFound(`${what} was not found.`);
}

export { Problem };
