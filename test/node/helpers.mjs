// Shared by the Node tests (*.node.mjs): start the package's `rp-widgets-mock` on a free port, and check
// answers against the OpenAPI contract with the browser tests' own checker (test/support/contract.ts).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { after, before, beforeEach } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts bin/rp-widgets-mock.mjs (`npx rp-widgets-mock`, serving the built dist/mock as installed
 * packages do) with PORT=0 and resolves once it listens, with its origin, what it printed and a
 * `stop` that ends it.
 */
export async function startMockApi(env = {}, args = []) {
  const child = spawn(process.execPath, ['bin/rp-widgets-mock.mjs', ...args], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock-api did not start within 30 s')), 30_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /on (http:\/\/localhost:\d+)/.exec(output);
      // The last line printed is the example curl: by then the platform answers.
      if (match && output.includes('accesstoken')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock-api exited with ${code}: ${output}`));
    });
  });
  return { origin, output, stop: () => child.kill() };
}

/**
 * The contract checker of the browser tests, transpiled for Node by esbuild (bundled, so nothing
 * is written to disk), over src/api/openapi.json read from disk.
 */
export async function loadContract() {
  const { outputFiles } = await build({
    entryPoints: [`${root}test/support/contract.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  const source = `data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`;
  const { createContract } = await import(source);
  const document = JSON.parse(readFileSync(`${root}src/api/openapi.json`, 'utf8'));
  return createContract(document);
}

/**
 * Fetches and checks the answer against the contract: throws when the operation is not in the
 * contract or the answer does not fit it. Resolves with the response and the parsed body (the
 * text when it is not JSON, undefined when empty).
 */
export async function fetchChecked(contract, url, init = {}) {
  const method = init.method ?? 'GET';
  if (!contract.find(method, url)) throw new Error(`${method} ${url} is not in the contract.`);
  const response = await fetch(url, init);
  const text = await response.text();
  const problems = contract.check(method, url, response.status, response.headers, text);
  if (problems.length) throw new Error(problems.join('\n'));
  let body;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { response, body };
}

/**
 * The mock platform (the built dist/mock) over HTTP from this process, so a test can change its
 * data and faults while it serves: `platform`, `origin`, `sent` (each request's method, path and
 * query, in order) and `stop`. A test that needs a platform the mock cannot play sets
 * `intercept(req, res, url)`: when it returns true it has answered, and the mock is not asked.
 * Fills and returns `served`.
 */
export async function servePlatform(served = {}) {
  const { createServer } = await import('node:http');
  const { getResponse } = await import('msw');
  const { createMockPlatform, MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');
  const platform = createMockPlatform();
  const sent = [];
  // What render options name by default (see `renderOptions`).
  served.defaults = { apiKey: MOCK_API_KEY, businessUnitId: MOCK_IDS.businessUnits.acme };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    sent.push(`${req.method} ${url.pathname}${url.search}`);
    if (served.intercept?.(req, res, url)) return;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      signal: controller.signal,
    });
    try {
      const response = await getResponse(platform.handlers, request);
      if (!response || response.type === 'error') return void res.destroy();
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch {
      res.destroy();
    }
  });
  // Only the client closes an idle connection: a server timeout can close one just as a client,
  // back from a long pause (a busy machine), sends on it, and the read fails as a network error.
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return Object.assign(served, {
    platform,
    origin,
    sent,
    intercept: undefined,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  });
}

/**
 * The served platform for a test file: started before its tests, stopped after, and reset
 * before each (data, requests seen, intercept). Filled once the tests start.
 */
export function usePlatform() {
  const api = {};
  before(() => servePlatform(api));
  after(() => api.stop?.());
  beforeEach(() => {
    api.platform.reset();
    api.sent.length = 0;
    api.intercept = undefined;
  });
  return api;
}

/**
 * Render options against `api` (from `usePlatform()`): the mock's key and business, no answer
 * cache, and a 60 s bound (a busy machine can take seconds; the fallback at the timeout has
 * tests of its own).
 */
export const renderOptions = (api, more = {}) => ({
  ...api.defaults,
  baseUrl: api.origin,
  cache: false,
  timeout: 60_000,
  ...more,
});

/**
 * `servePlatform()` for the tests of one file: started before them, back to its start (data,
 * faults, counted requests) before each, stopped after them all.
 */
export function platformForTests() {
  const served = {};
  before(async () => Object.assign(served, await servePlatform()));
  after(() => served.stop?.());
  beforeEach(() => {
    served.platform.reset();
    served.sent.length = 0;
  });
  return served;
}

// The deletion lists as a test platform serves them: `lists[name](query)` answers a request (name:
// consumers, reviews, product-reviews) with a body or `{ status, body }`; a list without one is empty.
const deletionIds = {
  consumers: 'consumerId',
  reviews: 'reviewId',
  'product-reviews': 'productReviewId',
};

/** A page of the list `name` naming `ids`, with `nextToken` when given. */
export const deletionPage = (name, ids, nextToken) => ({
  [name]: ids.map((id) => ({ [deletionIds[name]]: id, deletedAt: '2026-01-01T00:00:00.000Z' })),
  ...(nextToken ? { nextToken } : {}),
});

/** A list of `pages` (arrays of IDs) paged with tokens p1, p2…; the last page has none. */
export const pagedDeletions = (name, pages) => (query) => {
  const at = query.nextToken ? Number(query.nextToken.slice(1)) : 0;
  return deletionPage(name, pages[at], at + 1 < pages.length ? `p${at + 1}` : undefined);
};

/** What `lists` answers `query` (with its `list`) with: the status and the body's text. */
export function deletionReply(lists, query) {
  const reply = lists[query.list]?.(query) ?? { [query.list]: [] };
  const { status = 200, body = reply } = 'status' in reply || 'body' in reply ? reply : {};
  return { status, text: typeof body === 'string' ? body : JSON.stringify(body) };
}

/** The `nextToken`s asked of the list `list`, in order. */
export const tokensOf = (asked, list) =>
  asked.filter((q) => q.list === list).map((q) => q.nextToken);
