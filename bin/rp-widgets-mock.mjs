#!/usr/bin/env node
// `npx rp-widgets-mock` (and `npm run mock-api` in this repository): the mock platform over HTTP on
// localhost, for curl, other languages and pages on another port. It answers every request through
// msw's getResponse with the same handlers the browser tests use. Installed, it runs the package's
// built `dist/mock`; `--source` (the repository's `npm run mock-api`) bundles `src/mock` with esbuild
// instead, so a change is served without a build.
import { createServer } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const usage = `Usage: rp-widgets-mock [--fault <rule>]... [--latency <ms>] [--source] [--help]

The Review Platform API mock (rp-widgets/mock) over HTTP.

Environment:
  PORT      port to listen on (default 8787; 0 for any free port)
  HOST      address to listen on (default 127.0.0.1)
  SEED      data set seed (default 1)
  LATENCY   delay of every answer in ms (default 0)
  LEGACY=1  every business unit answers the legacy variant

Options:
  --fault <rule>  a fault from the start (repeatable): name=value pairs joined by commas, or
                  JSON; fields as platform.fail() takes them: operation, path, status,
                  retryAfter, rate, times, body, hang, drop, redirect, delay. For example
                  --fault status=503,operation=listProductReviews,times=2
                  --fault status=429,retryAfter=2   --fault hang,path=/summaries
  --latency <ms>  delay of every answer (as LATENCY)
  --source        serve the repository's src/mock, bundled with esbuild (development)
  --help          print this text

Control over HTTP, while it runs (JSON bodies):
  POST   /__mock/faults       a fault rule, as --fault's JSON; answers {"id": n}
  DELETE /__mock/faults/<id>  removes that fault
  DELETE /__mock/faults       removes every fault
  POST   /__mock/set          {"latency": ms, "legacy": true|false}
  POST   /__mock/reset        data, tokens, latency and faults back to the start`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      fault: { type: 'string', multiple: true, default: [] },
      latency: { type: 'string' },
      source: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  const unknown = /^Unknown option '([^']+)'/.exec(error.message)?.[1];
  console.error(
    `rp-widgets-mock: ${unknown ? `unknown option ${unknown}` : error.message}\n\n${usage}`,
  );
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`rp-widgets-mock: PORT "${process.env.PORT}" is not a port number (0 to 65535).`);
  process.exit(2);
}

let getResponse;
try {
  ({ getResponse } = await import('msw'));
} catch {
  console.error('rp-widgets-mock needs msw 2: npm install --save-dev msw@2');
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
/** The folder whose `authorize.js` (and the modules it imports) the sign-in page loads. */
let pageModules;
let mockModule;
if (args.source || !existsSync(`${root}dist/mock/index.js`)) {
  const { bundleSource } = await import(pathToFileURL(`${root}scripts/bundle-mock.mjs`).href);
  ({ mockModule, pageModules } = await bundleSource(root));
} else {
  mockModule = `${root}dist/mock/index.js`;
  pageModules = `${root}dist/mock/`;
}
const {
  createMockPlatform,
  createMockControl,
  parseFaultRule,
  MOCK_API_KEY,
  MOCK_API_SECRET,
  MOCK_USERS,
  MOCK_IDS,
} = await import(pathToFileURL(mockModule).href);

const latency = Number(args.latency ?? process.env.LATENCY ?? 0);
if (!Number.isInteger(latency) || latency < 0) {
  console.error(
    `rp-widgets-mock: latency "${args.latency ?? process.env.LATENCY}" is not whole milliseconds.`,
  );
  process.exit(2);
}
let faults;
try {
  faults = args.fault.map(parseFaultRule);
} catch (error) {
  console.error(`rp-widgets-mock: --fault: ${error.message}`);
  process.exit(2);
}
let origin = `http://localhost:${port}`;
let platform;
let control;

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'apikey, authorization, content-type',
  'access-control-expose-headers': 'retry-after, x-rp-mock-fault',
  'access-control-max-age': '600',
};

const authorizePage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in (mock)</title></head>
  <body><script type="module">import { mountAuthorizePage } from '/mock/authorize.js'; mountAuthorizePage(document.body);</script></body>
</html>`;

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (!platform) {
    res.writeHead(503, cors).end();
    return;
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  if (req.method === 'GET' && url.pathname === '/authorize') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(authorizePage);
    return;
  }
  // The sign-in page's modules: plain file names under the page's folder, nothing else.
  const page = url.pathname.match(/^\/mock\/((?:[\w-]+\/)*[\w-]+\.js)$/)?.[1];
  if (req.method === 'GET' && page && existsSync(pageModules + page)) {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    createReadStream(pageModules + page).pipe(res);
    return;
  }
  // The request is aborted when the client goes away before the answer (a "hang" fault ends).
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  try {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const request = new Request(url, {
      method: req.method,
      headers,
      body,
      signal: controller.signal,
    });
    const response =
      (await control.handle(request)) ?? (await getResponse(platform.handlers, request));
    if (!response) {
      res.writeHead(404, { 'content-type': 'application/json', ...cors });
      res.end(
        JSON.stringify({ status: 404, code: 'not_found', message: `No endpoint ${url.pathname}.` }),
      );
      return;
    }
    if (response.type === 'error') {
      res.destroy();
      return;
    }
    const out = { ...cors };
    response.headers.forEach((value, name) => (out[name] = value));
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', ...cors });
    res.end(JSON.stringify({ status: 500, code: 'server_error', message: String(error) }));
  }
});

// Only the client closes an idle connection: a server timeout can close one just as a server
// renderer, back from a long pause, sends on it, and its read fails as a network error.
server.keepAliveTimeout = 0;
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  origin = `http://localhost:${server.address().port}`;
  platform = createMockPlatform({
    seed: Number(process.env.SEED ?? 1),
    latency,
    legacy: process.env.LEGACY === '1',
    assetBaseUrl: `${origin}/assets`,
  });
  control = createMockControl(platform, faults);
  const user = MOCK_USERS[0];
  const basic = Buffer.from(`${MOCK_API_KEY}:${MOCK_API_SECRET}`).toString('base64');
  console.log(`Mock review platform API on ${origin}`);
  console.log(`API key: ${MOCK_API_KEY}   API secret: ${MOCK_API_SECRET}`);
  console.log(
    `IDs that answer: business unit ${MOCK_IDS.businessUnits.acme}, SKUs ${MOCK_IDS.skus.many} (hundreds of reviews), ${MOCK_IDS.skus.few} (three), ${MOCK_IDS.skus.none} (none); an unknown SKU has none`,
  );
  if (faults.length || latency) {
    console.log(
      `Faults: ${faults.length ? JSON.stringify(faults) : 'none'}   Latency: ${latency} ms`,
    );
  }
  console.log(`Control: POST ${origin}/__mock/faults, /__mock/set, /__mock/reset (--help)`);
  console.log(`Sign-in page: ${origin}/authorize   User: ${user.email} / ${user.password}`);
  console.log('Try:');
  console.log(
    `  curl -H 'apikey: ${MOCK_API_KEY}' '${origin}/v1/business-units/${MOCK_IDS.businessUnits.acme}'`,
  );
  console.log(
    `  curl -H 'authorization: Basic ${basic}' -d grant_type=password -d username=${user.email} -d password=${user.password} ${origin}/v1/oauth/oauth-business-users-for-applications/accesstoken`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
