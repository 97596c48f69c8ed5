// `npm run test:frameworks`: the packed package (`npm pack`) installed into fresh apps in a
// temporary folder, as an integrator would: React 18 and React 19 (Vite; the elements defined after
// React renders), Next.js (App Router, `next build`: the client components server-rendered, and the
// server-rendering recipe of docs/server-rendering.md with rp-widgets/ssr and rp-widgets/hydrate),
// Vue 3 (Vite, vue-tsc with strictTemplates), the node:http server rendering of
// docs/server-rendering.md (its code blocks as written, bundled with esbuild, and again with Vite
// 6) and Astro 5 (a static page and a server-rendered one, built and in the dev server; the recipe
// of docs/frameworks.md). Server-rendered pages are read with scripts off (the reviews in the
// HTML), then hydrated with no request and paged (page 2 alone). Each app type-checks (misspellings
// must be errors: the apps hold @ts-expect-error and @vue-expect-error lines), builds, and is
// loaded in headless Chromium against `npx rp-widgets-mock` from the installed package: the test
// reads the rendered data (a count from a camelCase prop, 3 reviews from perPage) and the events
// the app heard (load, page change).
//
// The installs share npm's cache (--prefer-offline). `--built` packs the current dist/ without
// building again (CI runs this after its build); `--keep` leaves the folder for a look;
// `--only react18,vue` runs some apps.
import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from './chromium.mjs';

const { values: options } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    built: { type: 'boolean', default: false },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const templates = `${root}test/frameworks/apps/`;
const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (message) => console.log(`[frameworks ${seconds(started).padStart(6)} s] ${message}`);

const tools = { typescript: '5.9.3', vite: '8.3.8' };
const react19 = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};
/** Each app: its template folders (copied in order), dependencies, and its check and build steps. */
const apps = {
  react18: {
    from: ['react', 'react18'],
    dependencies: {
      react: '18.3.1',
      'react-dom': '18.3.1',
      '@types/react': '18.3.31',
      '@types/react-dom': '18.3.7',
      // The mock's bin needs msw, the e-mail render juice (11: 12 wants Node 22.12); Node 20's own
      // types check the headless client without the DOM.
      msw: '2.15.0',
      juice: '11.0.3',
      '@types/node': '20.19.43',
      ...tools,
    },
    steps: [
      ['tsc', '-p', 'tsconfig.json'],
      ['tsc', '-p', 'tsconfig.node.json'],
      ['vite', 'build'],
    ],
  },
  react19: {
    from: ['react', 'react19'],
    dependencies: { ...react19, ...tools },
    steps: [
      ['tsc', '-p', 'tsconfig.json'],
      ['vite', 'build'],
    ],
  },
  next: {
    from: ['next'],
    extra: [['react/App.tsx', 'App.tsx']],
    dependencies: { next: '16.4.6', ...react19, '@types/node': '20.19.43', ...tools },
    // `next build` type-checks the app too.
    steps: [['next', 'build']],
    // The client page of App.tsx, then the server-rendered recipe of docs/server-rendering.md
    // (app/products/[sku]/, its blocks as written).
    async visit(name, dir, api) {
      const server = start(join(dir, 'node_modules/.bin/next'), ['start', '-p', '0'], {
        cwd: dir,
        env: { NEXT_TELEMETRY_DISABLED: '1', ...serverEnv(api) },
        ready: /(http:\/\/localhost:\d+)/,
      });
      children.push(server.child);
      const url = `${(await server.match)[1]}/`;
      try {
        await checkApp(name, url);
        await checkServerRendered(name, `${url}products/ACME-1000`, ['rp-product-reviews']);
      } finally {
        server.child.kill();
      }
    },
  },
  'node-ssr': {
    // The blocks of docs/server-rendering.md (the docs check keeps them equal).
    from: ['node-ssr'],
    dependencies: { esbuild: '0.27.7' },
    // The documented bundling command.
    steps: [
      [
        'esbuild',
        'reviews.js',
        '--bundle',
        '--splitting',
        '--format=esm',
        '--minify',
        '--outdir=assets',
        '--log-level=warning',
      ],
    ],
    visit: visitServerMjs,
  },
  'vite-hydrate': {
    // The same server.mjs, with the browser's bundle built by Vite 6 (whose dependency
    // pre-bundling and default targets refuse a top-level await) as docs/server-rendering.md shows.
    from: ['node-ssr', 'vite-hydrate'],
    dependencies: { vite: '6.4.6' },
    steps: [['vite', 'build', '--logLevel', 'warn']],
    visit: visitServerMjs,
  },
  astro: {
    // The Astro recipe of docs/frameworks.md: a static page of widgets and a page rendered on
    // each request through the Node adapter, built and served, then in the dev server (whose
    // dependency pre-bundling refuses a top-level await: every page hangs).
    from: ['astro'],
    dependencies: { astro: '5.18.2', '@astrojs/node': '9.5.5' },
    steps: [['astro', 'build']],
    async visit(name, dir, api) {
      const env = { ...serverEnv(api), ASTRO_TELEMETRY_DISABLED: '1' };
      const astro = join(dir, 'node_modules/.bin/astro');
      const modes = [
        ['built', process.execPath, () => ['dist/server/entry.mjs']],
        ['dev', astro, (port) => ['dev', '--host', '127.0.0.1', '--port', String(port)]],
      ];
      for (const [mode, command, args] of modes) {
        const { url, close } = await serveCommand(command, args, { cwd: dir, env });
        try {
          await checkTags(`${name} ${mode}`, url);
          await checkServerRendered(`${name} ${mode}`, `${url}reviews`);
        } finally {
          close();
        }
      }
    },
  },
  vue: {
    from: ['vue'],
    dependencies: {
      vue: '3.5.45',
      '@vitejs/plugin-vue': '6.0.11',
      'vue-tsc': '3.3.14',
      ...tools,
    },
    steps: [
      ['vue-tsc', '-p', 'tsconfig.json'],
      ['vite', 'build'],
    ],
  },
};
const chosen = options.only ? options.only.split(',') : Object.keys(apps);
for (const name of chosen) {
  if (!apps[name]) throw new Error(`--only: no app ${name} (${Object.keys(apps).join(', ')})`);
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(installHint);
  process.exit(1);
}

/** Runs a command; resolves with its output, rejects with it (and the exit code) on failure. */
function run(command, args, { cwd, env = {}, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    );
  });
}

/** Starts a long-running command; resolves once its output matches `ready` (with the match). */
function start(command, args, { cwd, env = {}, ready }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const match = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      const found = ready.exec(output);
      if (found) resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}\n${output}`)));
  });
  return { child, match };
}

/** Serves a built static app on a free port of 127.0.0.1. */
function serveStatic(folder) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
    if (!file.startsWith(folder) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

const work = mkdtempSync(join(tmpdir(), 'rp-frameworks-'));
const children = [];
const results = [];
let browser;

async function main() {
  let from = performance.now();
  const pack = ['pack', '--silent', '--pack-destination', work];
  if (options.built) pack.push('--ignore-scripts');
  const packed = (await run('npm', pack, { cwd: root })).trim().split('\n').at(-1);
  const tarball = join(work, packed);
  log(`npm pack${options.built ? '' : ' (with its build)'}: ${packed} in ${seconds(from)} s`);

  from = performance.now();
  await Promise.all(
    chosen.map(async (name) => {
      const app = apps[name];
      const dir = join(work, name);
      for (const part of app.from) cpSync(templates + part, dir, { recursive: true });
      for (const [source, target] of app.extra ?? []) cpSync(templates + source, join(dir, target));
      const pkg = {
        name: `rp-widgets-${name}`,
        private: true,
        type: 'module',
        dependencies: { 'rp-widgets': `file:${tarball}`, ...app.dependencies },
      };
      writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
      const began = performance.now();
      await run(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel', 'error'],
        { cwd: dir },
      );
      log(`${name}: npm install ${seconds(began)} s`);
    }),
  );
  log(`installs done in ${seconds(from)} s`);

  // The mock platform from an installed package, as `npx rp-widgets-mock` runs it.
  const mockApp = chosen.includes('react18') ? 'react18' : null;
  let api;
  if (mockApp) {
    const mock = start(join(work, mockApp, 'node_modules/.bin/rp-widgets-mock'), [], {
      cwd: join(work, mockApp),
      env: { PORT: '0' },
      ready: /on (http:\/\/localhost:\d+)[\s\S]*accesstoken/,
    });
    children.push(mock.child);
    api = (await mock.match)[1];
  } else {
    const mock = start(process.execPath, ['bin/rp-widgets-mock.mjs'], {
      cwd: root,
      env: { PORT: '0' },
      ready: /on (http:\/\/localhost:\d+)[\s\S]*accesstoken/,
    });
    children.push(mock.child);
    api = (await mock.match)[1];
  }
  log(`mock platform on ${api}${mockApp ? ` (npx rp-widgets-mock in ${mockApp})` : ''}`);
  if (mockApp) {
    const began = performance.now();
    const name = `npx rp-widgets render (in ${mockApp})`;
    try {
      await checkRenderCommand(join(work, mockApp), api);
      results.push([name, null]);
      log(`${name}: web and e-mail HTML in ${seconds(began)} s`);
    } catch (error) {
      results.push([name, error]);
    }
  }

  // Two builds at a time: the machine has two cores. `next build` (about 2 minutes) first, so the
  // others build beside it.
  const queue = [...chosen].sort((a, b) => (b === 'next') - (a === 'next'));
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  // Each app is read in Chromium as soon as it is built, one at a time, while the others build.
  let checks = Promise.resolve();
  const removals = [];
  const check = (name, failed) =>
    (checks = checks.then(async () => {
      if (failed) return void results.push([name, failed]);
      const began = performance.now();
      try {
        await (apps[name].visit ?? visitStatic)(name, join(work, name), api);
        results.push([name, null]);
        log(`${name}: rendered and heard its events in ${seconds(began)} s`);
      } catch (error) {
        results.push([name, error]);
      }
      // Its node_modules go while the others build (all at the end took 1.5 to 2.5 minutes).
      if (!options.keep) removals.push(rm(join(work, name), { recursive: true, force: true }));
    }));
  await Promise.all(
    [0, 1].map(async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const dir = join(work, name);
        let failed;
        for (const [tool, ...args] of apps[name].steps) {
          const began = performance.now();
          try {
            await run(join(dir, 'node_modules/.bin', tool), args, {
              cwd: dir,
              env: {
                RP_API: api,
                VITE_RP_API: api,
                ...serverEnv(api),
                NEXT_TELEMETRY_DISABLED: '1',
                ASTRO_TELEMETRY_DISABLED: '1',
              },
            });
            log(`${name}: ${tool} ${args.join(' ')} ${seconds(began)} s`);
          } catch (error) {
            failed = error;
            break;
          }
        }
        check(name, failed);
      }
    }),
  );
  await checks;
  log('apps checked');
  await Promise.all(removals);
}

/** A built static app (dist/), served as files. */
async function visitStatic(name, dir) {
  const { url, close } = await serveStatic(join(dir, 'dist'));
  try {
    await checkApp(name, url);
  } finally {
    close();
  }
}

/** The node:http recipe's server.mjs, run as documented. */
async function visitServerMjs(name, dir, api) {
  const { url, close } = await serveCommand(process.execPath, () => ['server.mjs'], {
    cwd: dir,
    env: serverEnv(api),
  });
  try {
    await checkServerRendered(name, url);
  } finally {
    close();
  }
}

/**
 * `npx rp-widgets render` from the installed tarball, against the mock: web HTML (declarative
 * shadow DOM with the data embedded) and e-mail HTML, each with the platform's data in it.
 */
async function checkRenderCommand(dir, api) {
  const render = (...args) =>
    run(join(dir, 'node_modules/.bin/rp-widgets'), ['render', ...args], {
      cwd: dir,
      env: { RP_API_KEY: 'rp-mock-key', RP_BASE_URL: api, RP_BUSINESS_UNIT_ID: 'bu-acme' },
    });
  const web = await render('rp-stars?sku=ACME-1001&show-count');
  const expect = (ok, what, output) => {
    if (!ok) throw new Error(`npx rp-widgets render: ${what}\n${output.slice(0, 2000)}`);
  };
  expect(
    /^<rp-stars [^>]*><template [^>]*shadowrootmode="open"/.test(web),
    'no server-rendered <rp-stars>',
    web,
  );
  expect(/data-rp-data>\{[^<]*"rating"/.test(web), 'no embedded rating data', web);
  const email = await render(
    '--email',
    '--locale',
    'de-DE',
    'rp-trust-badge',
    'rp-review-collector',
  );
  expect(/TrustScore|hat [\d,]+ von 5/.test(email), 'no badge sentence in the e-mail', email);
  expect(
    /<a href="https:\/\/de\.rp-mock\.test\/evaluate\/[^"]+"[^>]*>Bewerten Sie uns<\/a>/.test(email),
    'no German "Review us" button to the review form',
    email,
  );
  expect(!/<script|class="/.test(email), 'scripts or classes in the e-mail HTML', email);
}

/** The address, key and unit the server-rendering recipes read from their environment. */
const serverEnv = (api) => ({
  RP_API_URL: api,
  RP_API_KEY: 'rp-mock-key',
  RP_BUSINESS_UNIT_ID: 'bu-acme',
});

/** A free port of 127.0.0.1, for a server that takes its port from PORT. */
function freePort() {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    }),
  );
}

/**
 * A server started by a command (its arguments made for a free port, which it also finds in
 * PORT), once `path` answers.
 */
async function serveCommand(command, args, { cwd, env, path = '/' }) {
  const port = await freePort();
  const server = start(command, args(port), {
    cwd,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    ready: /$^/,
  });
  children.push(server.child);
  const url = `http://127.0.0.1:${port}/`;
  const exited = server.match.catch((error) => error);
  for (let tries = 0; ; tries++) {
    // A dev server can take a request and never answer it.
    const up = await fetch(new URL(path, url), { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    const failed = await Promise.race([exited, new Promise((wait) => setTimeout(wait, 250))]);
    if (failed instanceof Error) throw failed;
    if (tries > 240) throw new Error(`${command} did not answer on ${url}`);
  }
  return { url, close: () => server.child.kill() };
}

/** Failures a page reports: errors thrown or logged, and answers of 400 and above. */
function watchProblems(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Failed loads are reported with their address below.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    const failed = response.status() >= 400 && !response.url().endsWith('/favicon.ico');
    if (failed) problems.push(`${response.status()} from ${response.url()}`);
  });
  return problems;
}

/**
 * A server-rendered page: with scripts off the reviews (and the rating, where `tags` has
 * rp-stars) are in it; with scripts on it hydrates without asking the platform, and paging asks
 * for page 2 alone. Logs the HTML's weight.
 */
async function checkServerRendered(name, url, tags = ['rp-stars', 'rp-product-reviews']) {
  // A server's first render can outlast the render's 3 s timeout on a busy machine (cold
  // modules, the mock's first answers): the widgets are then rendered empty, as documented. The
  // answers it got are cached, so a later render has them; the pages read below come after one.
  let html;
  let tries = 0;
  do {
    html = await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();
    tries += 1;
  } while (!html.includes('data-rp-data') && tries < 3);
  const gzipped = gzipSync(html).length;
  const retried = tries > 1 ? `, after ${tries - 1} render(s) without data` : '';
  log(
    `${name}: ${new URL(url).pathname} HTML ${kb(Buffer.byteLength(html))} (${kb(gzipped)} gzip${retried})`,
  );
  const off = await browser.newContext({ javaScriptEnabled: false });
  try {
    const still = await off.newPage();
    await still.goto(url, { timeout: 60_000 });
    const shown = await still.locator('rp-product-reviews [part~="review"]').count();
    if (shown !== 10) throw new Error(`scripts off: ${shown} reviews, not 10`);
    if (tags.includes('rp-stars')) {
      const label = await still.locator('rp-stars [part="base"]').getAttribute('aria-label');
      if (!/out of 5 stars, \d+ reviews/.test(label ?? ''))
        throw new Error(`scripts off: "${label}"`);
    }
  } finally {
    await off.close();
  }
  const page = await browser.newPage();
  const problems = watchProblems(page);
  const asked = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) asked.push(request.url());
  });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  try {
    await page.goto(url, { timeout: 60_000 });
    await page
      .waitForFunction(
        (names) =>
          names.every((tag) => {
            const element = document.querySelector(tag);
            return element?.hasUpdated && !element.hasAttribute('defer-hydration');
          }),
        tags,
        { timeout: 20_000 },
      )
      .catch((error) => {
        throw new Error(`not hydrated: ${problems.join('\n') || error.message}`);
      });
    if (asked.length) throw new Error(`asked the platform on hydrate: ${asked.join(', ')}`);
    const bodies = await Promise.all(scripts);
    const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
    log(`${name}: hydrated with ${bodies.length} script files, ${kb(bytes)} (${kb(gzipped)} gzip)`);
    const next = page.waitForRequest((request) => request.url().includes('page=2'), {
      timeout: 20_000,
    });
    await page
      .locator('rp-product-reviews')
      .getByRole('button', { name: 'Next', exact: true })
      .click();
    await next;
    await page.locator('rp-product-reviews [part~="review"]').first().waitFor();
    if (asked.length !== 1) throw new Error(`paging asked ${asked.join(', ')}`);
    if (problems.length) throw new Error(problems.join('\n'));
  } finally {
    await page.close();
  }
}

/** Plain tags drawn in the browser: the count, three reviews of `per-page="3"`, and page 2. */
async function checkTags(name, url) {
  const page = await browser.newPage();
  const problems = watchProblems(page);
  try {
    await page.goto(url, { timeout: 60_000 });
    // The count's part is there from the loading state on: wait for the number itself.
    const count = page.locator('rp-stars [part="count"]:not(.ghost)').filter({ hasText: /\d/ });
    await count.waitFor({ timeout: 20_000 }).catch(() => {
      throw new Error(`${name}: no count`);
    });
    const reviews = page.locator('rp-product-reviews [part~="review"]');
    await reviews.first().waitFor({ timeout: 20_000 });
    const shown = await reviews.count();
    if (shown !== 3) throw new Error(`${name}: ${shown} reviews, not 3`);
    const next = page.waitForRequest((request) => request.url().includes('page=2'), {
      timeout: 20_000,
    });
    await page
      .locator('rp-product-reviews')
      .getByRole('button', { name: 'Next', exact: true })
      .click();
    await next;
    await reviews.first().waitFor({ timeout: 20_000 });
    if (problems.length) throw new Error(problems.join('\n'));
  } finally {
    await page.close();
  }
}

/** What an integrator would see: data drawn with the props given, and the events heard. */
async function checkApp(name, url) {
  const page = await browser.newPage();
  const problems = watchProblems(page);
  try {
    if (name === 'next') {
      // Server-rendered: the HTML holds the tags, and no camelCase prop as a lost attribute (the
      // components set their props as properties once hydrated).
      const html = await (await fetch(url, { signal: AbortSignal.timeout(30_000) })).text();
      if (!/<rp-stars[\s>]/.test(html)) throw new Error('no <rp-stars> in the server HTML');
      if (/showcount|perpage/i.test(html)) throw new Error('camelCase props in the server HTML');
    }
    await page.goto(url, { timeout: 60_000 });
    const events = page.locator('#events li');
    const heard = (text) => events.filter({ hasText: new RegExp(`^${text}$`) }).first();
    await heard('stars load').waitFor({ timeout: 20_000 });
    await heard('reviews load').waitFor({ timeout: 20_000 });
    // showCount: the count is drawn; perPage: three reviews on the page.
    const count = await page.locator('rp-stars [part="count"]:not(.ghost)').textContent();
    if (!/\d/.test(count ?? '')) throw new Error(`rp-stars count: "${count}"`);
    const reviews = await page.locator('rp-product-reviews [part="review"]').count();
    if (reviews !== 3) throw new Error(`rp-product-reviews shows ${reviews} reviews, not 3`);
    await page
      .locator('rp-product-reviews')
      .getByRole('button', { name: 'Next', exact: true })
      .click();
    await heard('reviews page 2').waitFor({ timeout: 20_000 });
    const all = await events.allTextContents();
    const errors = all.filter((event) => event.includes('error'));
    if (errors.length) throw new Error(errors.join('\n'));
    if (problems.length) throw new Error(problems.join('\n'));
  } finally {
    await page.close();
  }
}

let failure;
try {
  await main();
} catch (error) {
  failure = error;
} finally {
  await browser?.close();
  for (const child of children) child.kill();
  if (options.keep) log(`apps kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
for (const [name, error] of results) {
  console.log(`${error ? '✗' : '✓'} ${name}${error ? `\n${error.message}` : ''}`);
}
if (failure) console.error(failure);
const passed = results.filter(([, error]) => !error).length;
const failed = results.length - passed + (failure ? 1 : 0);
log('done');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
