// The Markdown report: targets for A with met/missed, then the tables behind them.
import { max, median, p90 } from './stats.mjs';

export const VARIANTS = {
  0: 'page alone (no widgets)',
  a: 'A rp-widgets (CDN build)',
  b: 'B vanilla floor',
  c: 'C iframe per widget',
  d: 'D naive Lit',
  l: 'L Lit floor',
  e: 'A′ candidate build',
};
const PAGES = {
  grid: '48-product grid + header badge',
  product: 'product page, 10 reviews per page',
  home: 'home page, <rp-business-reviews> carousel under the header',
};

const ms = (v) =>
  Number.isFinite(v) ? (v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US')) : '–';
const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');
const cls = (v) => (Number.isFinite(v) ? v.toFixed(3) : '–');
const int = (v) => (Number.isFinite(v) ? String(Math.round(v)) : '–');
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? '**met**' : '**missed**');

const loads = (cell) => cell?.loads ?? [];
const of = (cell, key) => loads(cell).map((r) => r[key]);

/** Evaluates A's targets. `cells[page][variant][delay][cpu]`. */
export function targets({ cells, heap, delays, cpus, pages, heapFlips }) {
  const out = [];
  const a = (page, delay, cpu) => cells[page]?.a?.[delay]?.[cpu];
  const b = (page, delay, cpu) => cells[page]?.b?.[delay]?.[cpu];
  const l = (page, delay, cpu) => cells[page]?.l?.[delay]?.[cpu];
  if (pages.includes('grid')) {
    const counts = delays.flatMap((d) => cpus.flatMap((c) => of(a('grid', d, c), 'starRequests')));
    const refs = delays.flatMap((d) => cpus.flatMap((c) => of(b('grid', d, c), 'starRequests')));
    out.push([
      '1 API request for all star ratings of the grid',
      counts.length ? `${Math.min(...counts)}–${Math.max(...counts)} per load` : '–',
      refs.length ? `B: ${Math.max(...refs)}` : '',
      verdict(counts.length ? counts.every((n) => n === 1) : undefined),
    ]);
  }
  for (const page of pages) {
    for (const delay of delays) {
      for (const cpu of cpus) {
        const am = median(of(a(page, delay, cpu), 'renderMs'));
        const bm = median(of(b(page, delay, cpu), 'renderMs'));
        const lm = median(of(l(page, delay, cpu), 'renderMs'));
        const ok = Number.isFinite(am) && Number.isFinite(bm) ? am <= 1.2 * bm : undefined;
        const times = (v) => (Number.isFinite(v / bm) ? (v / bm).toFixed(2) : '–');
        out.push([
          `render ≤ 1.2 × B: ${page}, ${delay} ms API, CPU ${cpu}×`,
          `${ms(am)} ms (${times(am)} × B)`,
          `B: ${ms(bm)} ms, limit ${ms(1.2 * bm)} ms${Number.isFinite(lm) ? `; L: ${ms(lm)} ms (${times(lm)} × B)` : ''}`,
          verdict(ok),
        ]);
      }
    }
  }
  for (const page of pages) {
    const all = delays.flatMap((d) => cpus.flatMap((c) => of(a(page, d, c), 'cls')));
    out.push([
      `CLS 0.000: ${page}, every delay and CPU`,
      `max ${cls(max(all))}`,
      '',
      verdict(all.length ? max(all) < 0.0005 : undefined),
    ]);
  }
  if (cpus.includes(4)) {
    for (const page of pages) {
      const runs = delays.flatMap((d) => loads(a(page, d, 4)));
      const own = max(runs.map((r) => r.widgetLongTasks));
      const longest = max(runs.map((r) => r.widgetLongestScript));
      const all = max(runs.map((r) => r.longTasks));
      const base = max(delays.flatMap((d) => of(cells[page]?.['0']?.[d]?.[4], 'longTasks')));
      const floor = max(delays.flatMap((d) => of(b(page, d, 4), 'widgetLongTasks')));
      const lit = max(delays.flatMap((d) => of(l(page, d, 4), 'widgetLongTasks')));
      out.push([
        `no long task at 4×: ${page}, ${delays.join(' and ')} ms`,
        `up to ${int(own)} per load with ≥ 50 ms of widget script (longest call ${ms(longest)} ms); up to ${int(all)} long tasks in all`,
        `B: ${int(floor)} of its own${Number.isFinite(lit) ? `; L: ${int(lit)} of its own` : ''}; page alone: ${int(base)} in all`,
        verdict(runs.length ? own === 0 : undefined),
      ]);
    }
  }
  if (heap.a) {
    out.push([
      `heap growth ≤ 50 KB over ${heapFlips.toLocaleString('en-US')} page flips`,
      `${kb(median(heap.a.map((h) => h.growth)))} KB (JS data without compiled code: ${kb(median(heap.a.map((h) => h.dataGrowth)))} KB${next(heap.a, heapFlips)})`,
      [
        heap.b && `B: ${kb(median(heap.b.map((h) => h.growth)))} KB`,
        heap.l && `L: ${kb(median(heap.l.map((h) => h.growth)))} KB`,
      ]
        .filter(Boolean)
        .join('; '),
      verdict(median(heap.a.map((h) => h.growth)) <= 50 * 1024),
    ]);
    const reviews = max(heap.a.map((h) => h.detached.reviews));
    const nodes = max(heap.a.map((h) => h.detached.nodes));
    const templates = max(heap.a.map((h) => h.detached.templates ?? 0));
    out.push([
      'no detached review nodes after the flips',
      `${int(reviews)} review nodes (${int(nodes)} detached nodes in all, ${int(templates)} of them Lit's cached <template>s)`,
      '',
      verdict(reviews === 0),
    ]);
  }
  return out;
}

/** "; the next N flips: X KB (JS data Y KB)", when the heap test read a second window. */
function next(results, heapFlips) {
  const growth = median(results.map((h) => h.nextGrowth));
  if (!Number.isFinite(growth)) return '';
  const data = median(results.map((h) => h.nextDataGrowth));
  return `; the next ${heapFlips.toLocaleString('en-US')} flips: ${kb(growth)} KB${Number.isFinite(data) ? `, JS data ${kb(data)} KB` : ''}`;
}

/** One paragraph: which render limits even L, the least a Lit design does, misses. */
function litFloor({ cells, pages, delays, cpus }) {
  const rows = [];
  for (const page of pages)
    for (const delay of delays)
      for (const cpu of cpus) {
        const [am, bm, lm] = ['a', 'b', 'l'].map((v) =>
          median(of(cells[page]?.[v]?.[delay]?.[cpu], 'renderMs')),
        );
        if ([am, bm, lm].every(Number.isFinite)) rows.push({ page, delay, cpu, am, bm, lm });
      }
  if (!rows.length) return undefined;
  const over = rows.filter((r) => r.lm > 1.2 * r.bm);
  const cell = (r) => `${r.page} ${r.delay} ms ${r.cpu}× (${(r.lm / r.bm).toFixed(2)} × B)`;
  const ratios = rows.map((r) => r.am / r.lm);
  return (
    `L, the Lit floor, renders over 1.2 × B in ${over.length} of ${rows.length} cells` +
    (over.length ? `: ${over.map(cell).join(', ')}` : '') +
    `. A takes ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)} × L's time.`
  );
}

export function report(data) {
  const {
    mode,
    meta,
    cells,
    payload,
    heap,
    delays,
    cpus,
    pages,
    variants,
    runs,
    heapFlips,
    flipsPerRun,
  } = data;
  const lines = [];
  lines.push('# Benchmarks', '');
  lines.push(
    `Generated by \`npm run bench\`${mode === 'quick' ? ' -- --quick' : ''} (${mode} mode) on ${meta.date}. Do not edit by hand: run it again.`,
    '',
  );
  lines.push(
    table(
      ['Machine', ''],
      [
        ['CPU', `${meta.cpu}, ${meta.cores} cores`],
        ['Memory', `${meta.memoryGb} GB`],
        ['OS / Node', `${meta.os} / Node ${meta.node}`],
        ['Browser', `Chromium ${meta.chromium} (headless, playwright-core ${meta.playwright})`],
        ['Load average (1, 5, 15 min)', `start ${meta.loadStart}; end ${meta.loadEnd}`],
        [
          'Runs',
          `${runs} per variant, page, API delay and CPU rate; ${flipsPerRun} page flips per product-page run at 0 ms; heap test ${heap.a?.length ?? 0} run${heap.a?.length === 1 ? '' : 's'} × (${heapFlips.toLocaleString('en-US')} + ${heapFlips.toLocaleString('en-US')}) flips`,
        ],
        ['Duration', `${meta.minutes} min`],
      ],
    ),
    '',
  );
  if (meta.notes?.length) lines.push(...meta.notes.map((n) => `> ${n}`), '');

  lines.push('## Targets for A', '');
  lines.push(table(['Target', 'A measured (median)', 'Reference', 'Result'], targets(data)), '');
  const floor = litFloor(data);
  if (floor) lines.push(floor, '');

  lines.push('## Payload and requests', '');
  lines.push(
    'Script bytes are the files each page loaded, minified, and gzip -9 of each. Requests are every request the page and its frames made until all widgets were rendered (CORS preflights not included); API requests are those to the mock platform (no images); star requests are the summary calls behind the star ratings (`batch-summaries` or one summary per SKU). Medians over runs.',
    '',
  );
  const payloadRows = [];
  for (const page of pages) {
    for (const v of variants) {
      const p = payload[page]?.[v];
      if (!p || v === '0') continue;
      const all = delays.flatMap((d) => cpus.flatMap((c) => loads(cells[page]?.[v]?.[d]?.[c])));
      payloadRows.push([
        page,
        VARIANTS[v],
        p.scripts.map((s) => `${s.name}`).join(', '),
        kb(p.scripts.reduce((sum, s) => sum + s.min, 0)),
        kb(p.scripts.reduce((sum, s) => sum + s.gzip, 0)),
        int(median(all.map((r) => r.requests))),
        int(median(all.map((r) => r.apiRequests))),
        int(median(all.map((r) => r.starRequests))),
      ]);
    }
  }
  lines.push(
    table(
      [
        'Page',
        'Variant',
        'Scripts',
        'Script KB min',
        'Script KB gzip',
        'Requests',
        'API requests',
        'Star requests',
      ],
      payloadRows,
    ),
    '',
  );

  for (const page of pages) {
    lines.push(`## Load: ${PAGES[page]}`, '');
    lines.push(
      'Render = from the parser reaching the widget script to the last widget rendered (its `load` event, or the DOM written, or for C the frame reporting its height). CLS = largest session window of layout shifts until 0.3 s after that (the pages have no other late content). Long tasks (Long Tasks API, ≥ 50 ms) and TBT (the part of each over 50 ms) from navigation start to the same point, whoever caused them: the row "page alone" is the same page without any widget script. Attribution uses the script entries of Long Animation Frames (LoAF): "long tasks of widget script" counts frames in which one call into the widget\'s own files (module evaluation, a promise reaction or an event listener in them) ran for 50 ms or more; "longest widget script" is the longest such call inside a frame with blocking time (0 when the widget never ran inside a long frame).',
      '',
    );
    const rows = [];
    for (const delay of delays) {
      for (const cpu of cpus) {
        for (const v of variants) {
          const cell = cells[page]?.[v]?.[delay]?.[cpu];
          if (!cell) continue;
          rows.push([
            VARIANTS[v],
            `${delay} ms`,
            `${cpu}×`,
            v === '0' ? '–' : ms(median(of(cell, 'renderMs'))),
            v === '0' ? '–' : ms(p90(of(cell, 'renderMs'))),
            cls(median(of(cell, 'cls'))),
            cls(max(of(cell, 'cls'))),
            `${int(median(of(cell, 'longTasks')))} (${int(max(of(cell, 'longTasks')))})`,
            v === '0'
              ? '–'
              : `${int(median(of(cell, 'widgetLongTasks')))} (${int(max(of(cell, 'widgetLongTasks')))})`,
            v === '0'
              ? '–'
              : `${ms(median(of(cell, 'widgetLongestScript')))} / ${ms(max(of(cell, 'widgetLongestScript')))}`,
            ms(median(of(cell, 'tbt'))),
            ms(p90(of(cell, 'tbt'))),
            cell.failures
              ? `${loads(cell).length}/${loads(cell).length + cell.failures}`
              : String(loads(cell).length),
          ]);
        }
      }
    }
    lines.push(
      table(
        [
          'Variant',
          'API delay',
          'CPU',
          'Render ms median',
          'Render ms p90',
          'CLS median',
          'CLS max',
          'Long tasks median (max)',
          'Long tasks of widget script median (max)',
          'Longest widget script ms median / max',
          'TBT ms median',
          'TBT ms p90',
          'Runs',
        ],
        rows,
      ),
      '',
    );
  }

  if (pages.includes('product')) {
    lines.push('## Paging and memory (product page, 0 ms API delay)', '');
    lines.push(
      `Flip = click on "next" (page 1 after the last page) until a MutationObserver sees the new page in the DOM. "Without network" subtracts the time during which one of the widget's fetches was in flight (Resource Timing), which leaves the widget's own work. Heap: forced GC (CDP \`HeapProfiler.collectGarbage\`), \`Runtime.getHeapUsage\`, ${heapFlips.toLocaleString('en-US')} flips at 1×, forced GC, read again (the target's figure; detached nodes are counted then, with CDP \`DOM.getDetachedDomNodes\`); then forced GC, read, ${heapFlips.toLocaleString('en-US')} flips more, forced GC, read again ("next" columns: anything a page keeps per flip grows again there, while code compiled once in the first window does not; code compiled later still counts). "JS data growth" compares heap snapshots taken with the readings at the start and end of each window, counting every JS node except compiled code (bytecode and optimised machine code that V8 keeps making as functions get hot) and native and synthetic objects, so it is not the same total as \`Runtime.getHeapUsage\`. Medians over the heap test's runs.`,
      '',
    );
    const rows = [];
    for (const v of variants.filter((v) => v !== '0')) {
      const flips = (cpu) => cells.product?.[v]?.[0]?.[cpu]?.flips ?? [];
      const cellsFor = cpus.flatMap((cpu) => {
        const f = flips(cpu);
        const total = f.map((x) => x.total);
        const own = f.map((x) => x.total - x.network);
        return [`${ms(median(total))} / ${ms(p90(total))}`, `${ms(median(own))} / ${ms(p90(own))}`];
      });
      const h = heap[v];
      const det = h?.length ? h[h.length - 1].detached : undefined;
      rows.push([
        VARIANTS[v],
        ...cellsFor,
        h?.length ? `${kb(median(h.map((x) => x.growth)))}` : '–',
        h?.length ? `${kb(median(h.map((x) => x.dataGrowth)))}` : '–',
        h?.length ? `${kb(median(h.map((x) => x.nextGrowth)))}` : '–',
        h?.length ? `${kb(median(h.map((x) => x.nextDataGrowth)))}` : '–',
        det
          ? `${det.reviews} (${det.nodes} in all${det.templates ? `, ${det.templates} <template>` : ''})`
          : '–',
      ]);
    }
    const head = [
      'Variant',
      ...cpus.flatMap((c) => [`Flip ms ${c}× median / p90`, `Without network ${c}× median / p90`]),
      'Heap growth KB',
      'JS data growth KB (snapshot, no code)',
      'Heap growth KB, next flips',
      'JS data growth KB, next flips',
      'Detached review nodes',
    ];
    lines.push(table(head, rows), '');
    const method = Object.values(heap).flat()[0]?.detached?.method;
    if (method) lines.push(`Detached nodes counted with: ${method}.`, '');
  }

  lines.push('## What the variants are', '');
  lines.push(
    '- **A**: `dist/cdn/rp-widgets.js` from `node scripts/build-cdn.mjs`, the markup a merchant pastes (`<rp-config>` around `<rp-stars sku show-count>` tiles and `<rp-trust-badge>`, or `<rp-product-reviews sku>`), no extra CSS on the page.',
    "- **B**: the floor. Hand-written DOM (createElement, textContent), one batched `batch-summaries` request for the 48 ratings, the badge's three reads in parallel, boxes sized in the page's CSS, pages cached in a Map (`bench/variants/b-vanilla`).",
    "- **C**: a replica of the incumbent's design: a small loader creates one iframe per widget; each iframe loads its own document, script and style, fetches its own data and reports its height by postMessage; the loader then sets the height (it uses `data-style-height` until then, as the incumbent does). The frames are same-site here, so they run in the page's renderer process and their work shows in its long tasks; the real widgets come from another site (`bench/variants/c-iframe`).",
    '- **D**: naive Lit, bundled with Vite like the CDN build: each element fetches its own data when connected (one request per widget, no cache), renders nothing until then (no reserved space) (`bench/variants/d-naive`).',
    "- **L**: the Lit floor, a reference for A: D's elements with the star ratings of one task sharing one `batch-summaries` request and the number formats built while it is out, and nothing else (no configuration element, context, task controller, cache, retries, error states, reserved space or time-slicing) (`bench/variants/l-lit-floor`). L over B is what Lit elements with shadow roots cost on these pages; A over L is the price of A's features.",
    '',
    'All variants read the same mock platform (`bin/rp-widgets-mock.mjs`, seed 1) over HTTP on localhost from another origin (so with CORS), with 0 ms or 150 ms added before every answer, and render the same texts. CPU throttling is CDP `Emulation.setCPUThrottlingRate`; each load gets a fresh browser context (cold cache), viewport 1280×800.',
    '',
  );
  lines.push('## Reference figures from outside this repository', '');
  lines.push(
    '- The incumbent TrustBox: a bootstrap script of about 19 KB minified / 6.2 KB gzip (v1.419.0, measured from a public copy), then one iframe document per widget, which the vendor itself puts at up to about 120 KB per box on first load (Trustpilot, "TrustBox widgets: The truth about website performance and loading speed", 2018, reissued 2020). C copies the architecture, not those bytes: its loader and frame script are far smaller than the real ones.',
    '- Field data (HTTP Archive via third-party-web, mobile Lighthouse, March 2026): review vendors cost 121 ms (Stamped.io) to 1,021 ms (Judge.me) of main-thread script per page; Trustpilot 295 ms.',
    '- js-framework-benchmark (Chrome 150, M4): Lit creates 1,000 rows in 23.1 ms against 20.2 ms for hand-written DOM, so about 15% over the floor is what Lit itself costs.',
    '',
    'Compare figures only within one run of this file: absolute times depend on the machine and on what else it is doing (see the load average above).',
    '',
  );
  return lines.join('\n');
}
