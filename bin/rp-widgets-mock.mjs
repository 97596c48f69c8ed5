// `npm run mock-api`: the mock platform over HTTP on localhost, for curl, other languages and
// pages on another port. It bundles src/mock with esbuild (no TypeScript runtime needed) and answers
// every request through msw's getResponse with the same handlers the browser tests use.
//
// Environment: PORT (default 8787; 0 for any free port), HOST (default 127.0.0.1), SEED (default 1),
// LATENCY in ms (default 0), LEGACY=1.
import { createServer } from 'node:http';
import { mkdirSync, renameSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { getResponse } from 'msw';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside node_modules, so the bundle resolves msw from the project.
const outDir = `${root}node_modules/.cache/rp-mock-api`;
mkdirSync(outDir, { recursive: true });

// Written under a name of this process, then renamed: servers started together (the Node tests
// run in parallel) never import a file another one is still writing.
async function bundle(entry, outfile, platform) {
  const temporary = `${outDir}/${process.pid}-${outfile}`;
  await build({
    entryPoints: [`${root}${entry}`],
    outfile: temporary,
    bundle: true,
    format: 'esm',
    platform,
    target: 'es2022',
    external: platform === 'neutral' ? ['msw', 'msw/*'] : [],
    logLevel: 'warning',
  });
  renameSync(temporary, `${outDir}/${outfile}`);
  return `${outDir}/${outfile}`;
}

// PORT=0 takes any free port; the address is known once listening.
const port = Number(process.env.PORT ?? 8787);
const mockFile = await bundle('src/mock/index.ts', 'mock.mjs', 'neutral');
const authorizeFile = await bundle('src/mock/authorize.ts', 'authorize.js', 'browser');
const { createMockPlatform, MOCK_API_KEY, MOCK_API_SECRET, MOCK_USERS, MOCK_IDS } = await import(
  pathToFileURL(mockFile).href
);
let origin = `http://localhost:${port}`;
let platform;

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers': 'apikey, authorization, content-type',
  'access-control-expose-headers': 'retry-after, x-rp-mock-fault',
  'access-control-max-age': '600',
};

const authorizePage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in (mock)</title></head>
  <body><script type="module">import { mountAuthorizePage } from '/authorize.js'; mountAuthorizePage(document.body);</script></body>
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
  if (req.method === 'GET' && (url.pathname === '/authorize' || url.pathname === '/authorize.js')) {
    const isPage = url.pathname === '/authorize';
    res.writeHead(200, { 'content-type': isPage ? 'text/html; charset=utf-8' : 'text/javascript' });
    if (isPage) res.end(authorizePage);
    else (await import('node:fs')).createReadStream(authorizeFile).pipe(res);
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
    const response = await getResponse(platform.handlers, request);
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

server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  origin = `http://localhost:${server.address().port}`;
  platform = createMockPlatform({
    seed: Number(process.env.SEED ?? 1),
    latency: Number(process.env.LATENCY ?? 0),
    legacy: process.env.LEGACY === '1',
    assetBaseUrl: `${origin}/assets`,
  });
  const user = MOCK_USERS[0];
  const basic = Buffer.from(`${MOCK_API_KEY}:${MOCK_API_SECRET}`).toString('base64');
  console.log(`Mock review platform API on ${origin}`);
  console.log(`API key: ${MOCK_API_KEY}   API secret: ${MOCK_API_SECRET}`);
  console.log(`Business unit: ${MOCK_IDS.businessUnits.acme}   SKU: ${MOCK_IDS.skus.many}`);
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
