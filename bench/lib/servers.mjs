// The two local servers: the storefront pages and widget files, and the mock platform API, which
// is `npm run mock-api` (bin/rp-widgets-mock.mjs --source) run as a child process, once per API delay.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './build.mjs';
import { frameHtml, pageHtml } from './pages.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts bin/rp-widgets-mock.mjs --source with PORT and LATENCY; resolves when it listens. */
export async function startMockApi(latency) {
  const port = await freePort();
  const child = spawn(process.execPath, ['bin/rp-widgets-mock.mjs', '--source'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LATENCY: String(latency), SEED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock API did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      if (output.includes('Mock review platform API on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`mock API exited (${code}):\n${output}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    latency,
    stop: () =>
      new Promise((resolve) =>
        child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM')),
      ),
  };
}

const types = { js: 'text/javascript', css: 'text/css', html: 'text/html; charset=utf-8' };

/** Each body compressed once per encoding (files do not change during a run; pages repeat). */
const compressed = new Map();
const encoders = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * Sends `body` as a CDN does: brotli, else gzip, as the request's Accept-Encoding allows, so every
 * variant's pages and files cross the slow phone's line at their compressed size.
 */
function sendText(req, res, status, headers, body) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const bytes = Buffer.from(body);
  const encoding = bytes.length
    ? Object.keys(encoders).find((name) => new RegExp(`\\b${name}\\b`).test(accepted))
    : undefined;
  let payload = bytes;
  if (encoding) {
    const key = `${encoding}:${createHash('sha1').update(bytes).digest('hex')}`;
    if (!compressed.has(key)) compressed.set(key, encoders[encoding](bytes));
    payload = compressed.get(key);
  }
  res.writeHead(status, {
    ...headers,
    vary: 'Accept-Encoding',
    'content-length': payload.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * The storefront: /<variant>/{grid,product,home}.html?api=ORIGIN, /c/frame.html, /assets/<file>
 * and /cdn/<path> (dist/cdn/).
 * Assets are cacheable, as on a CDN; every run uses a fresh browser context, so caches start cold.
 */
export async function startStorefront({ files, css, badge }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status, type, body, cache = 'no-store') =>
      sendText(req, res, status, { 'content-type': type, 'cache-control': cache }, body);
    const page = /^\/([0abcdelmt])\/(grid|product|home)\.html$/.exec(url.pathname);
    if (page) {
      const api = url.searchParams.get('api') ?? '';
      return send(200, types.html, pageHtml(page[1], page[2], { api, widgetCss: css, badge }));
    }
    if (url.pathname === '/c/frame.html') return send(200, types.html, frameHtml, 'max-age=3600');
    const asset = /^\/assets\/([\w.-]+)$/.exec(url.pathname);
    const file = asset && files[asset[1]];
    if (file) {
      const type = types[file.split('.').pop()] ?? 'application/octet-stream';
      return send(200, type, readFileSync(file), 'max-age=3600');
    }
    // dist/cdn/ as a CDN serves it, for the loader and the element files it imports.
    const cdn = /^\/cdn\/((?:[\w-]+\/)*[\w.-]+\.(js|css))$/.exec(url.pathname);
    if (cdn && existsSync(`${root}dist/cdn/${cdn[1]}`)) {
      return send(200, types[cdn[2]], readFileSync(`${root}dist/cdn/${cdn[1]}`), 'max-age=3600');
    }
    if (url.pathname === '/favicon.ico') return send(204, 'text/plain', '');
    send(404, 'text/plain', 'not found');
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
