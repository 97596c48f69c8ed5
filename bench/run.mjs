// `npm run bench`: the side-by-side benchmark of issue 11. Builds the variants, serves the
// pages and the mock platform on localhost, drives the system Chromium with playwright-core and
// writes BENCHMARKS.md. `npm run bench -- --quick` runs 2 repetitions at 0 ms API delay and a
// 200-flip heap test, and prints only (under 3 minutes on 2 cores). `--help` lists the options.
import { spawnSync } from 'node:child_process';
import { cpus as osCpus, loadavg, release, totalmem, type } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium, installHint } from '../scripts/chromium.mjs';
import { buildAll, root, sizeOf } from './lib/build.mjs';
import { startMockApi, startStorefront } from './lib/servers.mjs';
import { flips, measureHeap, measureLoad } from './lib/measure.mjs';
import { report } from './lib/report.mjs';

const usage = `Usage: npm run bench -- [options]

  --quick            2 repetitions at 0 ms API delay, a 200-flip heap test; prints only
  --runs N           repetitions of every page load (default 10; quick 2)
  --heap-flips N     product-page flips of the heap test (default 1000; quick 200)
  --flips N          product-page flips per run (default 10; quick 5)
  --variants LIST    of 0,a,b,c,d,l,t,m (default all; a: the CDN file of each page's kind,
                     rp-ratings-page.js, rp-product-page.js or rp-storefront.js; t: L with
                     @lit/task and @lit/context; m: A's pages through dist/cdn/loader.js)
  --pages LIST       grid,product,home (default all; home: variants 0, a, e and m only)
  --delays LIST      API delays in ms (default 0,150; quick 0)
  --cpu LIST         profiles: CPU slow-down factors and slow, a slow phone (4× CPU, the
                     network throttled to 150 ms round trip and 1.6 Mbit/s; at 0 ms API delay
                     only), and phone (4× CPU, 412 px wide; the others are 1280 px wide)
                     (default 1,4,slow,phone)
  --repeat LIST      repeat views of variants (default a,l): in one tab grid, product, grid
                     at 0 ms API delay and each profile of --cpu but phone; the second grid
                     measured (none: skip)
  --write            quick mode: write BENCHMARKS.md too
  --out FILE         write the report here instead
  --candidate FILE   adds variant e: A's pages with this build of the elements (one file:
                     dist/cdn/rp-storefront.js compares the page files with it)
  --help             print this text`;

const options = {
  help: { type: 'boolean', default: false },
  quick: { type: 'boolean', default: false },
  runs: { type: 'string' },
  'heap-flips': { type: 'string' },
  flips: { type: 'string' },
  variants: { type: 'string', default: '0,a,b,c,d,l,t,m' },
  pages: { type: 'string', default: 'grid,product,home' },
  delays: { type: 'string' },
  cpu: { type: 'string', default: '1,4,slow,phone' },
  repeat: { type: 'string', default: 'a,l' },
  write: { type: 'boolean', default: false },
  out: { type: 'string' },
  candidate: { type: 'string' },
};
let parsed;
try {
  parsed = parseArgs({ options });
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(usage);
  process.exit(0);
}
const args = parsed.values;

const mode = args.quick ? 'quick' : 'full';
const runs = Number(args.runs ?? (args.quick ? 2 : 10));
const heapFlips = Number(args['heap-flips'] ?? (args.quick ? 200 : 1000));
const heapRuns = args.quick ? 1 : 2;
const flipsPerRun = Number(args.flips ?? (args.quick ? 5 : 10));
const variants = args.variants.split(',');
if (args.candidate && !variants.includes('e')) variants.push('e');
const pages = args.pages.split(',');
// Quick mode keeps the 0 ms API cells only: they carry the CPU cost; 150 ms adds the network wait.
const delays = (args.delays ?? (args.quick ? '0' : '0,150')).split(',').map(Number);
const cpus = args.cpu.split(',');
const out =
  args.out ??
  (args.quick && !args.write
    ? `${root}node_modules/.cache/rp-bench/BENCHMARKS.quick.md`
    : `${root}BENCHMARKS.md`);

const started = performance.now();
const loadStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
const log = (message) =>
  console.error(
    `[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`,
  );

const executablePath = findChromium();
if (!executablePath) {
  console.error(installHint);
  process.exit(1);
}

const { files, css } = await buildAll(log);
if (args.candidate) files['candidate.js'] = args.candidate;
const badge = /trust-badge\/define/.test(readFileSync(`${root}src/define.ts`, 'utf8'));
const notes = [];
if (!badge)
  notes.push(
    "`src/define.ts` does not register `<rp-trust-badge>` yet: A's grid has no header badge (B, C, D and L have one).",
  );

const apis = {};
for (const delay of delays) apis[delay] = await startMockApi(delay); // one at a time: they share a build folder
const store = await startStorefront({ files, css, badge });
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
log(
  `Chromium ${browser.version()}; ${runs} runs × ${variants.length} variants × ${pages.length} pages × ${delays.length} delays × ${cpus.length} profiles`,
);

const cells = {};
const payload = {};
const cell = (page, v, delay, cpu) =>
  ((((cells[page] ??= {})[v] ??= {})[delay] ??= {})[cpu] ??= { loads: [], flips: [], failures: 0 });
const urlOf = (v, page, delay) =>
  `${store.origin}/${v}/${page}.html?api=${encodeURIComponent(apis[delay].origin)}`;
const fileByUrl = (url) => {
  const path = new URL(url).pathname;
  const name = path.split('/').pop();
  if (path.startsWith('/cdn/')) {
    const file = `${root}dist${path}`;
    return existsSync(file) ? { name: path.slice('/cdn/'.length), ...sizeOf(file) } : undefined;
  }
  return files[name] ? { name, ...sizeOf(files[name]) } : undefined;
};

let failures = 0;
const heap = {};
try {
  // Warm-up, not recorded: the first requests to each mock server and the first browser contexts.
  for (const page of pages) {
    for (const delay of delays) {
      await measureLoad(browser, {
        url: urlOf(page === 'home' ? 'a' : 'b', page, delay),
        cpu: 1,
        apiOrigin: apis[delay].origin,
      }).catch(() => {});
    }
  }
  for (let run = 0; run < runs; run++) {
    // Rotate the order of the variants so none always runs first or last.
    const order = variants.map((_, i) => variants[(i + run) % variants.length]);
    for (const page of pages) {
      for (const delay of delays) {
        for (const cpu of cpus) {
          for (const v of order) {
            if (page === 'home' && !'0aem'.includes(v)) continue;
            // The slow phone's network stands in for the API's distance: 0 ms API delay only.
            if (cpu === 'slow' && delay !== 0) continue;
            const target = cell(page, v, delay, cpu);
            const flipping =
              page === 'product' &&
              delay === 0 &&
              cpu !== 'slow' &&
              flipsPerRun > 0 &&
              !'0m'.includes(v);
            try {
              const measured = await measureLoad(browser, {
                url: urlOf(v, page, delay),
                cpu,
                apiOrigin: apis[delay].origin,
                keep: flipping,
              });
              target.loads.push(measured.result);
              (payload[page] ??= {})[v] ??= {
                scripts: measured.result.scripts.map(fileByUrl).filter(Boolean),
              };
              if (flipping) {
                try {
                  target.flips.push(...(await flips(measured.page, v, flipsPerRun)));
                } finally {
                  await measured.context.close();
                }
              }
            } catch (error) {
              target.failures++;
              failures++;
              log(`failed: ${v} ${page} ${delay} ms ${cpu}×: ${error.message.split('\n')[0]}`);
            }
          }
        }
      }
    }
    log(`run ${run + 1}/${runs} done`);
  }

  // Repeat views: the collection page again after a product page, in the same tab.
  const repeat = {};
  const repeated = args.repeat === 'none' ? [] : args.repeat.split(',');
  if (pages.includes('grid') && pages.includes('product') && delays.includes(0)) {
    for (let run = 0; run < runs; run++) {
      for (const cpu of cpus.filter((profile) => profile !== 'phone')) {
        for (const v of repeated) {
          try {
            const { result } = await measureLoad(browser, {
              url: urlOf(v, 'grid', 0),
              visits: [urlOf(v, 'grid', 0), urlOf(v, 'product', 0)],
              cpu,
              apiOrigin: apis[0].origin,
            });
            ((repeat[v] ??= {})[cpu] ??= []).push(result);
          } catch (error) {
            failures++;
            log(`failed: repeat view ${v} ${cpu}×: ${error.message.split('\n')[0]}`);
          }
        }
      }
    }
    log('repeat views done');
  }

  // Main-thread time, traced, in loads of their own: tracing slows a page, so these loads give
  // no other figure. A, L and T at 1× and 0 ms API delay.
  const traced = {};
  const tracedVariants = variants.filter((v) => 'aelt'.includes(v));
  if (delays.includes(0) && cpus.includes('1')) {
    for (let run = 0; run < Math.min(runs, 5); run++) {
      for (const page of pages) {
        for (const v of tracedVariants) {
          if (page === 'home' && !'ae'.includes(v)) continue;
          try {
            const { result } = await measureLoad(browser, {
              url: urlOf(v, page, 0),
              cpu: '1',
              apiOrigin: apis[0].origin,
              trace: true,
            });
            ((traced[page] ??= {})[v] ??= []).push(result);
          } catch (error) {
            failures++;
            log(`failed: traced ${v} ${page}: ${error.message.split('\n')[0]}`);
          }
        }
      }
    }
    log('traced loads done');
  }

  if (pages.includes('product') && heapFlips > 0) {
    for (let i = 0; i < heapRuns; i++) {
      // M runs A's element code: its heap is A's.
      for (const v of variants.filter((v) => !'0m'.includes(v))) {
        try {
          const result = await measureHeap(browser, {
            url: urlOf(v, 'product', 0),
            apiOrigin: apis[0].origin,
            variant: v,
            count: heapFlips,
          });
          (heap[v] ??= []).push(result);
          log(
            `heap ${v}: ${(result.growth / 1024).toFixed(1)} KB over ${heapFlips} flips (${result.flipSeconds.toFixed(1)} s), ${(result.nextGrowth / 1024).toFixed(1)} KB over the next ${heapFlips}, detached ${result.detached.nodes} nodes, ${result.detached.reviews} reviews`,
          );
        } catch (error) {
          failures++;
          log(`heap test failed: ${v}: ${error.message.split('\n')[0]}`);
        }
      }
    }
  }

  const cpuInfo = osCpus();
  const meta = {
    date: new Date()
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC'),
    cpu: cpuInfo[0]?.model.trim() ?? 'unknown',
    cores: cpuInfo.length,
    memoryGb: (totalmem() / 2 ** 30).toFixed(1),
    os: `${type()} ${release()}`,
    node: process.versions.node,
    chromium: browser.version(),
    playwright: JSON.parse(readFileSync(`${root}node_modules/playwright-core/package.json`, 'utf8'))
      .version,
    loadStart,
    loadEnd: loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
    minutes: ((performance.now() - started) / 60_000).toFixed(1),
    notes,
  };
  // The size targets, as `npm run size` measures them.
  const size = spawnSync(process.execPath, ['scripts/size.mjs', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const sizes = size.status === null ? undefined : JSON.parse(size.stdout.trim().split('\n').pop());
  const markdown = report({
    sizes,
    mode,
    meta,
    cells,
    traced,
    repeat,
    payload,
    heap,
    delays,
    cpus,
    pages,
    variants,
    runs,
    heapFlips,
    flipsPerRun,
  });
  console.log(markdown);
  // The server-rendering table comes from bench/ssr-throughput.mjs: kept as it is.
  const kept = existsSync(out)
    ? /<!-- ssr-throughput:start -->[\s\S]*<!-- ssr-throughput:end -->/.exec(
        readFileSync(out, 'utf8'),
      )
    : null;
  const whole = kept ? `${markdown.trimEnd()}\n\n${kept[0]}\n` : markdown;
  // Written as the format check wants it, so a fresh report passes `npm test`.
  const style = (await prettier.resolveConfig(out)) ?? {};
  writeFileSync(out, await prettier.format(whole, { ...style, parser: 'markdown' }));
  log(`written to ${out}${failures ? `; ${failures} failed measurements` : ''}`);
} finally {
  await browser.close();
  await store.stop();
  for (const api of Object.values(apis)) await api.stop();
}
