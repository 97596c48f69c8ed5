/**
 * The mock platform: the data set, the knobs, the fault rules and the MSW handlers of the whole
 * API. Every answer goes through one wrapper: latency, then faults, then authentication, then the
 * handler, then (for body faults) the body is broken on purpose.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { TokenAuthority, findUser, readToken } from './auth.js';
import { MOCK_API_KEY, type MockUser } from './constants.js';
import type { AuthScheme, Knobs, PlatformState, Route } from './context.js';
import { DEFAULT_ASSET_BASE_URL, generateData } from './data/index.js';
import type { MockData } from './data/types.js';
import { Faults, breakBody, breaksAnswer, type FaultRule } from './faults.js';
import { assetResponse } from './handlers/assets.js';
import { businessUnitRoutes } from './handlers/business-units.js';
import { conversationRoutes } from './handlers/conversations.js';
import { deletionRoutes } from './handlers/deletions.js';
import { oauthRoutes } from './handlers/oauth.js';
import { productReviewRoutes } from './handlers/product-reviews.js';
import { productRoutes } from './handlers/products.js';
import { resourceRoutes } from './handlers/resources.js';
import { FAULT_HEADER, Problem, codeForStatus, errorResponse, notFound, sleep } from './http.js';

export interface MockPlatformOptions {
  /** Seed of the data set and of fault rates. Default 1. */
  seed?: number;
  /** Milliseconds before every answer. Default 0. */
  latency?: number;
  /** Every unit answers the legacy variant of GET business unit. Default false. */
  legacy?: boolean;
  /** The platform clock. Default Date.now. */
  now?: () => number;
  /** Where images live; the handlers serve generated SVGs there. */
  assetBaseUrl?: string;
}

export interface MockPlatform {
  /** MSW handlers for any origin: pass them to setupWorker, setupServer or getResponse. */
  readonly handlers: HttpHandler[];
  /** The live data set (handlers change it: upserts, comments...). */
  readonly data: MockData;
  set(knobs: Partial<Knobs>): void;
  /** Adds a fault rule; returns its remover. */
  fail(rule: FaultRule): () => void;
  clearFaults(): void;
  /** A valid bearer token for a user of MOCK_USERS (e-mail or id), by the platform clock. */
  issueToken(options: { email: string; expiresIn?: number }): string;
  /** Back to the initial data, knobs, tokens and faults. */
  reset(): void;
}

export type { FaultRule, Knobs };

/** Resolves when the request is aborted (never, for a request that cannot be). */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener('abort', () => resolve());
  });
}

function bearerOf(request: Request, url: URL): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? url.searchParams.get('token') ?? undefined;
}

function authenticate(
  scheme: AuthScheme,
  request: Request,
  url: URL,
  state: PlatformState,
): MockUser | undefined {
  if (scheme === 'apiKey') {
    const key = request.headers.get('apikey');
    if (!key) throw new Problem(401, 'missing_api_key', 'Send the API key in the apikey header.');
    if (key !== MOCK_API_KEY)
      throw new Problem(401, 'invalid_api_key', 'The API key was not recognised.');
    return undefined;
  }
  if (scheme !== 'bearer') return undefined;
  const token = bearerOf(request, url);
  if (!token) {
    throw new Problem(
      401,
      'token_expired',
      'Send a business-user access token: Authorization: Bearer <token>.',
    );
  }
  const user = state.tokens.verifyAccess(token);
  if (user) return user;
  const claims = readToken(token);
  const reason = !claims
    ? 'is not one the platform issued'
    : claims.exp * 1000 <= state.knobs.now()
      ? 'has expired'
      : 'has been revoked';
  throw new Problem(401, 'token_expired', `The access token ${reason}.`);
}

/** The answer a status-only fault stands for: the error body of its code. */
function faultAnswer(rule: FaultRule, route: Route): Response {
  const status = rule.status!;
  let code = codeForStatus(status);
  if (status === 401)
    code =
      route.auth === 'apiKey'
        ? 'invalid_api_key'
        : route.auth === 'basic'
          ? 'invalid_client'
          : 'token_expired';
  const headers: Record<string, string> = { [FAULT_HEADER]: 'status' };
  if (rule.retryAfter !== undefined) headers['retry-after'] = String(rule.retryAfter);
  const response =
    status >= 400
      ? errorResponse(new Problem(status, code, `Fault injected by the mock: ${status}.`, headers))
      : new Response(null, { status, headers });
  return response;
}

function toHandler(route: Route, url: string, state: PlatformState): HttpHandler {
  return http[route.method](url, async ({ request, params }) => {
    const requestUrl = new URL(request.url);
    await sleep(state.knobs.latency, request.signal);
    const rule = state.faults.match(route.operation, requestUrl);
    if (rule?.delay) await sleep(rule.delay, request.signal);
    if (rule?.hang) {
      await aborted(request.signal);
      return HttpResponse.error();
    }
    if (rule?.redirect !== undefined) {
      const location = new URL(rule.redirect, requestUrl).href;
      return new Response(null, { status: 307, headers: { location, [FAULT_HEADER]: 'redirect' } });
    }
    const statusOnly = rule && rule.status !== undefined && rule.body === undefined;
    if (statusOnly && !rule.applied) return faultAnswer(rule, route);
    let response: Response;
    try {
      const user = authenticate(route.auth, request, requestUrl, state);
      response = await route.resolve({
        request,
        url: requestUrl,
        params: params as Record<string, string>,
        state,
        user: user!,
      });
    } catch (error) {
      response =
        error instanceof Problem
          ? errorResponse(error)
          : errorResponse(new Problem(500, 'server_error', `The mock failed: ${String(error)}`));
    }
    if (rule?.drop) return HttpResponse.error();
    if (statusOnly) return faultAnswer(rule, route);
    if (rule && breaksAnswer(rule)) {
      response = await breakBody(response, rule);
      if (rule.retryAfter !== undefined)
        response.headers.set('retry-after', String(rule.retryAfter));
    }
    return response;
  });
}

const apiRoutes: Route[] = [
  ...conversationRoutes,
  ...productReviewRoutes,
  ...businessUnitRoutes,
  ...productRoutes,
  ...resourceRoutes,
  ...deletionRoutes,
  ...oauthRoutes,
];

/** Anything else under /v1 is an unknown resource: a JSON 404 rather than a real network call. */
const unknownRoute: Route = {
  method: 'get',
  path: '/v1/*',
  operation: 'unknown',
  auth: 'none',
  resolve: ({ url, request }) => {
    throw notFound(`No endpoint ${request.method} ${url.pathname}.`);
  },
};

export function createMockPlatform(options: MockPlatformOptions = {}): MockPlatform {
  const seed = options.seed ?? 1;
  const assetBaseUrl = (options.assetBaseUrl ?? DEFAULT_ASSET_BASE_URL).replace(/\/$/, '');
  const initialKnobs = (): Knobs => ({
    latency: options.latency ?? 0,
    legacy: options.legacy ?? false,
    now: options.now ?? (() => Date.now()),
  });
  const knobs = initialKnobs();
  const state: PlatformState = {
    data: generateData(seed, assetBaseUrl),
    knobs,
    tokens: new TokenAuthority(() => knobs.now(), seed),
    faults: new Faults(seed),
    seed,
    assetBaseUrl,
    serials: new Map(),
  };

  const assetRoute: Route = {
    method: 'get',
    path: `${assetBaseUrl}/*`,
    operation: 'asset',
    auth: 'none',
    resolve: ({ url }) => assetResponse(url, assetBaseUrl),
  };
  const handlers = [
    ...apiRoutes.map((route) => toHandler(route, `*${route.path}`, state)),
    toHandler(assetRoute, assetRoute.path, state),
    ...(['get', 'post', 'put', 'delete', 'patch'] as const).map((method) =>
      toHandler({ ...unknownRoute, method }, `*${unknownRoute.path}`, state),
    ),
  ];

  return {
    handlers,
    get data() {
      return state.data;
    },
    set(next) {
      Object.assign(knobs, next);
    },
    fail: (rule) => state.faults.add(rule),
    clearFaults: () => state.faults.clear(),
    issueToken({ email, expiresIn }) {
      const user = findUser(email);
      if (!user) throw new Error(`issueToken: no mock user "${email}"; see MOCK_USERS.`);
      return state.tokens.issueAccess(user, expiresIn);
    },
    reset() {
      Object.assign(knobs, initialKnobs());
      state.data = generateData(seed, assetBaseUrl);
      state.tokens = new TokenAuthority(() => knobs.now(), seed);
      state.faults.clear();
      state.serials.clear();
    },
  };
}
