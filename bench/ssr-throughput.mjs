// `node bench/ssr-throughput.mjs [options]` (`--help` lists them): requests per second and latency of the demo's
// product page rendered by rp-widgets/ssr with a warm answer cache (A), beside Lit's own server
// renderer drawing the same elements with their data already in hand (the floor), in one run.
// Needs `npm run build`. The page server is a child process (bench/lib/ssr-page-server.mjs); this
// process keeps `concurrency` requests in flight over kept-alive connections. Each cell is cut
// into rounds that alternate A and the floor, so a machine busy with other work slows both alike.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { loadavg, cpus } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { percentile } from './lib/stats.mjs';

const usage = `Usage: node bench/ssr-throughput.mjs [options]

  --seconds N        measured seconds per page and concurrency (default 20)
  --rounds N         slices each cell is cut into, A and the floor in turn (default 4)
  --concurrency LIST requests in flight (default 1,10,50)
  --profile DIR      run the page server under --cpu-prof, its profile written to DIR
  --only PAGE        a or floor: drive that page alone (to profile it), print its figures only
  --write            put the table in BENCHMARKS.md
  --help             print this text`;

let args;
try {
  args = parseArgs({
    options: {
      seconds: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '4' },
      concurrency: { type: 'string', default: '1,10,50' },
      profile: { type: 'string' },
      only: { type: 'string' },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const levels = args.concurrency.split(',').map(Number);
const names = args.only ? [args.only] : ['floor', 'a'];
if (args.only && !['a', 'floor'].includes(args.only)) {
  console.error(`--only takes a or floor.\n\n${usage}`);
  process.exit(2);
}
if (!(seconds > 0) || !(rounds >= 1) || !levels.every((level) => level >= 1)) {
  console.error(`--seconds, --rounds and --concurrency take positive numbers.\n\n${usage}`);
  process.exit(2);
}

const root = new URL('..', import.meta.url);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const loadStart = load();
const started = Date.now();

const server = fork(new URL('lib/ssr-page-server.mjs', import.meta.url), {
  execArgv: args.profile ? ['--cpu-prof', '--cpu-prof-dir', args.profile] : [],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const { port, bytes } = await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the page server exited (${code})`)));
});

/** Keeps `concurrency` GETs of `path` going for `ms`; each one's time in ms. */
async function drive(path, concurrency, ms) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times = [];
  let failed = 0;
  const get = () =>
    new Promise((resolve) => {
      const sent = performance.now();
      request({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode === 200) times.push(performance.now() - sent);
          else failed++;
          resolve();
        });
      })
        .on('error', () => resolve(failed++))
        .end();
    });
  const until = performance.now() + ms;
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) await get();
    }),
  );
  const took = (performance.now() - begun) / 1000;
  agent.destroy();
  return { times, failed, took };
}

/** What the page server reports: /requests or /cpu (numbers), /stall (JSON). */
const askText = (path) =>
  new Promise((resolve) =>
    request({ host: '127.0.0.1', port, path }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(text));
    }).end(),
  );
const ask = async (path) => Number(await askText(path));
const noStall = { wall: 0, cpu: 0, waited: 0 };

/** The longest stall of the page server, and what it spent it on. */
const stallText = ({ wall, cpu, waited }) =>
  `longest stall ${wall.toFixed(0)} ms (CPU ${cpu.toFixed(0)} ms, waiting for a core ${waited.toFixed(0)} ms)`;

const pages = {
  floor: 'Lit SSR, data in hand (the floor)',
  a: '`renderElements`, warm `AnswerCache`',
};
const results = [];
const requestsBefore = await ask('/requests');
for (const concurrency of levels) {
  const cell = Object.fromEntries(
    names.map((name) => [name, { times: [], failed: 0, took: 0, cpu: 0, stall: noStall }]),
  );
  for (let round = 0; round < rounds; round++) {
    // Which goes first alternates too.
    const order = round % 2 ? [...names].reverse() : names;
    for (const name of order) {
      await drive(`/${name}`, concurrency, 300); // warm the connections and the JIT, not counted
      const cpu = await ask('/cpu');
      await askText('/stall'); // from here on
      const { times, failed, took } = await drive(
        `/${name}`,
        concurrency,
        (seconds * 1000) / rounds,
      );
      cell[name].cpu += (await ask('/cpu')) - cpu;
      const stall = JSON.parse(await askText('/stall'));
      if (stall.wall > cell[name].stall.wall) cell[name].stall = stall;
      cell[name].times.push(...times);
      cell[name].failed += failed;
      cell[name].took += took;
    }
  }
  for (const name of names) {
    const { times, failed, took, cpu, stall } = cell[name];
    results.push({
      concurrency,
      name,
      rps: times.length / took,
      // The server's CPU time per page, in ms: what the page costs whatever else the machine runs.
      cpu: cpu / 1000 / times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: Math.max(...times),
      stall,
      failed,
    });
  }
  if (args.only) {
    const [{ rps, p50, p99, stall }] = results.slice(-1);
    console.error(
      `c=${concurrency}: ${args.only} ${rps.toFixed(0)} req/s p50 ${p50.toFixed(1)} ms p99 ${p99.toFixed(1)} ms; ${stallText(stall)}`,
    );
    continue;
  }
  const [floor, a] = results.slice(-2);
  console.error(
    `c=${concurrency}: floor ${floor.rps.toFixed(0)} req/s p99 ${floor.p99.toFixed(1)} ms; A ${a.rps.toFixed(0)} req/s p99 ${a.p99.toFixed(1)} ms (${(a.rps / floor.rps).toFixed(2)} x, p99 ${(a.p99 / floor.p99).toFixed(2)} x); CPU per page: floor ${floor.cpu.toFixed(2)} ms, A ${a.cpu.toFixed(2)} ms (floor/A ${(floor.cpu / a.cpu).toFixed(2)}); floor's ${stallText(floor.stall)}; A's ${stallText(a.stall)}`,
  );
}
const requestsDuring = (await ask('/requests')) - requestsBefore;
server.kill('SIGINT');
await new Promise((resolve) => server.once('exit', resolve));

if (args.only) process.exit(0);

const number = (value, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = results.map((row) => {
  const floor = results.find((one) => one.concurrency === row.concurrency && one.name === 'floor');
  const ratio =
    row.name === 'a'
      ? `${(row.rps / floor.rps).toFixed(2)} × | ${(row.p99 / floor.p99).toFixed(2)} × | ${(floor.cpu / row.cpu).toFixed(2)} ×`
      : '1 × | 1 × | 1 ×';
  return `| ${row.concurrency} | ${pages[row.name]} | ${number(row.rps)} | ${number(row.p50, 1)} ms | ${number(row.p99, 1)} ms | ${number(row.max, 0)} ms | ${number(row.stall.wall, 0)} ms (${number(row.stall.cpu, 0)} / ${number(row.stall.waited, 0)} ms) | ${number(row.cpu, 2)} ms | ${ratio} | ${row.failed} |`;
});
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const markdown = `<!-- ssr-throughput:start -->

## Server rendering: requests per second, warm cache

Generated by \`node bench/ssr-throughput.mjs --write\` on ${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC (Node ${process.versions.node}, ${cpus().length} cores, ${minutes} min; load average ${loadStart} at the start, ${load()} at the end).

The demo's product page (the micro trust badge, \`<rp-stars>\` with count and score, five product reviews with structured data; ${number(bytes / 1024, 1)} KB of HTML) served by a Node child process over HTTP, this script keeping 1, 10 or 50 requests in flight on kept-alive connections. A: \`renderElements()\` with an \`AnswerCache\` warmed before the first cell (${requestsDuring} platform requests during the run). The floor: Lit's own server renderer drawing the same elements from the data the warm-up render embedded (no cache lookup, no request, no loader), the same bytes. ${seconds} s per page and concurrency, in ${rounds} slices that alternate A and the floor, so both meet the same load. The machine is shared with other work: compare A with the floor in the same row, not with another run's absolute figures.

| Concurrency | Page | Requests/s | p50 | p99 | Slowest | Longest server stall (CPU / waiting for a core) | Server CPU per page | Requests/s vs floor | p99 vs floor | Pages per CPU second vs floor | Failed |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Server CPU per page is the page server's user and system time over the pages it served: it holds better than requests per second when other work shares the cores. The page server renders one page at a time (each render runs to its end within one turn of its event loop), so a page waits for those ahead of it: at concurrency 50 one stall of the server delays the 50 pages in flight, which is more than 1 % of a cell's pages, and sets its p99. The longest stall is the longest time between two turns of the page server's event loop in the cell, split into the CPU it used meanwhile and the time it waited for a core (Linux's run queue): a stall spent waiting for a core is the machine's, not the render's. Target: A at least 0.6 × the floor's requests per second and p99 at most 2 × the floor's, at every concurrency. Where A's time goes: \`node bench/ssr-throughput.mjs --only a --profile DIR\` writes the page server's CPU profile with A driven alone.

<!-- ssr-throughput:end -->`;
console.log(markdown);

if (args.write) {
  const file = new URL('BENCHMARKS.md', root);
  const old = readFileSync(file, 'utf8');
  const block = /<!-- ssr-throughput:start -->[\s\S]*<!-- ssr-throughput:end -->/;
  const text = block.test(old) ? old.replace(block, markdown) : `${old.trimEnd()}\n\n${markdown}\n`;
  const style = (await prettier.resolveConfig(file.pathname)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...style, parser: 'markdown' }));
  console.error('written to BENCHMARKS.md');
}
