// The Markdown report: targets for A with met/missed, then the tables behind them.
import { max, median, p90 } from './stats.mjs';

export const VARIANTS = {
  0: 'page alone (no widgets)',
  a: 'A page files (CDN build)',
  b: 'B vanilla floor',
  c: 'C iframe per widget',
  d: 'D naive Lit',
  l: 'L Lit floor',
  t: 'T Lit floor with task and context',
  e: 'A′ candidate build',
  m: 'A through loader.js (element files)',
};
const PAGES = {
  grid: '48-product grid + header badge',
  product: 'product page, 10 reviews per page',
  home: 'home page, trust badge and <rp-business-reviews> carousel',
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

/** A profile's name in the tables: "1×", "4×", "slow phone" or "412 px, 4×". */
export const profileName = (cpu) => ({ slow: 'slow phone', phone: '412 px, 4×' })[cpu] ?? `${cpu}×`;

/**
 * Evaluates A's targets, measured against L, the least a Lit design does.
 * `cells[page][variant][delay][profile]`; `sizes` are scripts/size.mjs's figures.
 */
export function targets({ cells, heap, delays, cpus, pages, sizes }) {
  const out = [];
  const at = (v, page, delay, cpu) => cells[page]?.[v]?.[delay]?.[cpu];
  const measured = (page, delay, cpu) =>
    cpu !== 'slow' || delay === 0 ? at('a', page, delay, cpu) : undefined;
  const each = (fn) =>
    pages.flatMap((page) =>
      delays.flatMap((delay) =>
        cpus.flatMap((cpu) => (measured(page, delay, cpu) ? [fn(page, delay, cpu)] : [])),
      ),
    );
  const renders = each((page, delay, cpu) => {
    const am = median(of(at('a', page, delay, cpu), 'renderMs'));
    const lm = median(of(at('l', page, delay, cpu), 'renderMs'));
    return { page, delay, cpu, am, lm, ratio: am / lm };
  });
  const compared = renders.filter((r) => Number.isFinite(r.ratio));
  const cellName = (r) => `${r.page} ${r.delay} ms ${profileName(r.cpu)}`;
  if (compared.length) {
    const worst = compared.reduce((w, r) => (r.ratio > w.ratio ? r : w));
    const over = compared.filter((r) => r.ratio > 1.15);
    out.push([
      `render ≤ 1.15 × L, every cell (${compared.length} cells with L)`,
      `${Math.min(...compared.map((r) => r.ratio)).toFixed(2)}–${worst.ratio.toFixed(2)} × L; worst ${cellName(worst)}: ${ms(worst.am)} ms`,
      over.length
        ? `over in ${over.length}: ${over.map((r) => `${cellName(r)} ${r.ratio.toFixed(2)}`).join(', ')}`
        : `L there: ${ms(worst.lm)} ms`,
      verdict(over.length === 0),
    ]);
  }
  const tbts = each((page, delay, cpu) => ({
    page,
    delay,
    cpu,
    a: median(of(at('a', page, delay, cpu), 'tbt')),
    l: median(of(at('l', page, delay, cpu), 'tbt')),
  })).filter((r) => r.cpu !== '1' && Number.isFinite(r.l));
  if (tbts.length) {
    const worst = tbts.reduce((w, r) => (r.a - r.l > w.a - w.l ? r : w));
    out.push([
      "total blocking time ≤ L's + 20 ms, every cell at 4× and on the slow phone",
      `worst ${cellName(worst)}: ${ms(worst.a)} ms`,
      `L there: ${ms(worst.l)} ms`,
      verdict(tbts.every((r) => r.a <= r.l + 20)),
    ]);
  }
  const runs = each((page, delay, cpu) => loads(at('a', page, delay, cpu))).flat();
  if (runs.length) {
    const calls = runs.map((r) => r.widgetLongestScript);
    const intl = runs.map((r) => r.firstIntlMs ?? 0);
    // L's own longest calls, measured the same way: a figure L cannot reach is out of scope.
    const floor = each((page, delay, cpu) => of(at('l', page, delay, cpu), 'widgetLongestScript'))
      .flat()
      .filter(Number.isFinite);
    out.push([
      'any single call of our code in a long frame < 50 ms (the first Intl formatter apart)',
      `longest median ${ms(median(calls))} ms, max ${ms(max(calls))} ms; the page's first Intl formatter apart: median ${ms(median(intl))} ms, max ${ms(max(intl))} ms`,
      "LoAF script entries, less the page's first Intl formatter's constructor call (timed in the page; plural rules are not formatters) in the entry that made it" +
        (floor.length
          ? `; L, the same way: median ${ms(median(floor))} ms, max ${ms(max(floor))} ms`
          : ''),
      verdict(max(calls) < 50),
    ]);
  }
  if (heap.a) {
    const next = median(heap.a.map((h) => h.nextGrowth));
    const reviews = max(heap.a.map((h) => h.detached.reviews));
    out.push([
      'heap, retention window (the second flips) ≤ 10 KB, 0 detached review nodes',
      `${kb(next)} KB (JS data ${kb(median(heap.a.map((h) => h.nextDataGrowth)))} KB); ${int(reviews)} detached review nodes`,
      heap.l ? `L: ${kb(median(heap.l.map((h) => h.nextGrowth)))} KB` : '',
      verdict(next <= 10 * 1024 && reviews === 0),
    ]);
  }
  const size = (key) => sizes?.find((row) => row.key === key);
  for (const [key, label, limit] of [
    ['rp-stars', '`<rp-stars>` alone, Lit included, min+gzip ≤ 12 KB', 12],
    ['all', 'every element, one file, min+gzip ≤ 28 KB', 28],
    ['grid-loader', 'what the grid page loads with the loader ≤ 15 KB', 15],
    ['catalogue', 'each language catalogue ≤ 1.5 KB', 1.5],
  ]) {
    const row = size(key);
    out.push([
      label,
      row ? `${(row.gzip / 1024).toFixed(2)} KB` : '–',
      row ? `\`npm run size\`${key === 'catalogue' ? `: the largest, ${row.name}` : ''}` : '',
      verdict(row ? row.gzip <= limit * 1024 : undefined),
    ]);
  }
  const all = each((page, delay, cpu) => of(at('a', page, delay, cpu), 'cls')).flat();
  const stars = pages.includes('grid')
    ? delays.flatMap((d) => cpus.flatMap((c) => of(at('a', 'grid', d, c), 'starRequests')))
    : [];
  out.push([
    'CLS 0.000, every cell; star requests for the grid: 1',
    `CLS max ${cls(max(all))}; star requests ${stars.length ? `${Math.min(...stars)}–${Math.max(...stars)}` : '–'} per load`,
    '',
    verdict(all.length ? max(all) < 0.0005 && stars.every((n) => n === 1) : undefined),
  ]);
  return out;
}

/** One paragraph: L over B (what Lit itself costs here) and A over L, cell by cell. */
function litFloor({ cells, pages, delays, cpus }) {
  const rows = [];
  for (const page of pages)
    for (const delay of delays)
      for (const cpu of cpus) {
        const [am, bm, lm] = ['a', 'b', 'l'].map((v) =>
          median(of(cells[page]?.[v]?.[delay]?.[cpu], 'renderMs')),
        );
        if ([am, bm, lm].every(Number.isFinite)) rows.push({ am, bm, lm });
      }
  if (!rows.length) return undefined;
  const range = (values) =>
    `${Math.min(...values).toFixed(2)} to ${Math.max(...values).toFixed(2)}`;
  return `L, the Lit floor, takes ${range(rows.map((r) => r.lm / r.bm))} × B's render time (what Lit elements with shadow roots cost on these pages); A takes ${range(rows.map((r) => r.am / r.lm))} × L's.`;
}

/**
 * The page files against the one file (given as a candidate) and the loader, where they ran:
 * render, bytes and requests.
 */
function loaderTable({ cells, payload, pages, cpus }) {
  const rows = [];
  for (const page of pages)
    for (const cpu of cpus)
      for (const v of ['a', 'e', 'm']) {
        const cell = cells[page]?.[v]?.[0]?.[cpu];
        if (!cell || !cells[page]?.m || !cells[page]?.a) continue;
        const scripts = payload[page]?.[v]?.scripts ?? [];
        rows.push([
          page,
          profileName(cpu),
          VARIANTS[v],
          ms(median(of(cell, 'renderMs'))),
          ms(p90(of(cell, 'renderMs'))),
          ms(median(of(cell, 'tbt'))),
          String(scripts.length),
          kb(scripts.reduce((sum, s) => sum + s.gzip, 0)),
        ]);
      }
  if (!rows.length) return undefined;
  return table(
    [
      'Page',
      'Profile',
      'Build',
      'Render ms median',
      'Render ms p90',
      'TBT ms median',
      'Script files',
      'Script KB gzip',
    ],
    rows,
  );
}

/** Where each Lit variant's load time goes, at 0 ms API delay (medians; see `phases`). */
function phaseTable({ cells, pages, cpus, variants }) {
  const rows = [];
  for (const page of pages)
    for (const cpu of cpus)
      for (const v of variants.filter((v) => 'aeltm'.includes(v))) {
        const cell = cells[page]?.[v]?.[0]?.[cpu];
        if (!loads(cell).length) continue;
        const m = (key) => ms(median(of(cell, key)));
        rows.push([
          page,
          profileName(cpu),
          VARIANTS[v],
          m('scriptInMs'),
          m('evaluateMs'),
          m('defineMs'),
          m('firstUpdatesMs'),
          m('updatesMs'),
          m('intlMs'),
          m('storeMs'),
          m('firstRequestMs'),
          m('lastAnswerMs'),
          m('renderMs'),
        ]);
      }
  if (!rows.length) return undefined;
  return table(
    [
      'Page',
      'Profile',
      'Variant',
      'Script in',
      'Evaluate to first define',
      'Define (upgrades)',
      'First updates',
      'Later updates',
      'Intl constructors',
      'Tab store',
      'First API request',
      'Last API answer',
      'Render',
    ],
    rows,
  );
}

/** Main-thread time of the traced loads, A and T beside L (see `mainThread` in measure.mjs). */
function mainThreadTable({ traced = {}, pages, variants }) {
  const rows = [];
  for (const page of pages) {
    const floor = median((traced[page]?.l ?? []).map((r) => r.mainThreadMs));
    for (const v of variants.filter((v) => 'aelt'.includes(v))) {
      const results = traced[page]?.[v] ?? [];
      if (!results.length) continue;
      const main = median(results.map((r) => r.mainThreadMs));
      rows.push([
        page,
        VARIANTS[v],
        ms(main),
        ms(median(results.map((r) => r.styleLayoutMs))),
        Number.isFinite(floor) ? (main / floor).toFixed(2) : '–',
        String(results.length),
      ]);
    }
  }
  if (!rows.length) return undefined;
  return table(
    ['Page', 'Variant', 'Main thread ms', 'Of it style and layout', '× L', 'Loads'],
    rows,
  );
}

/** Each element's upgrades and updates in A, T and L (1×, 0 ms API delay, medians). */
function elementTable({ cells, pages, variants }) {
  const rows = [];
  for (const page of pages)
    for (const v of variants.filter((v) => 'aelt'.includes(v))) {
      const results = loads(cells[page]?.[v]?.[0]?.['1']);
      const tags = [...new Set(results.flatMap((r) => Object.keys(r.elements ?? {})))];
      for (const tag of tags) {
        const m = (key) => median(results.map((r) => r.elements?.[tag]?.[key] ?? 0));
        // Only the elements in the page: a file may define others.
        if (!(m('firstUpdates') + m('updates'))) continue;
        const sum = m('define') + m('firstUpdates') + m('updates');
        rows.push([
          page,
          VARIANTS[v],
          tag.replace(/^(rp|naive)-/, ''),
          ms(m('define')),
          ms(m('firstUpdates')),
          ms(m('updates')),
          ms(sum),
        ]);
      }
    }
  if (!rows.length) return undefined;
  return table(
    ['Page', 'Variant', 'Element', 'Upgrades', 'First updates', 'Later updates', 'Sum'],
    rows,
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
          `${runs} per variant, page, API delay and profile; ${flipsPerRun} page flips per product-page run at 0 ms; heap test ${heap.a?.length ?? 0} run${heap.a?.length === 1 ? '' : 's'} × (${heapFlips.toLocaleString('en-US')} + ${heapFlips.toLocaleString('en-US')}) flips`,
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
  /** A section of its own for a table that has rows. */
  const section = (title, intro, body) => {
    if (body) lines.push(`## ${title}`, '', intro, '', body, '');
  };
  section(
    'Page files, one file or loader',
    "A's pages with the page files (the grid `dist/cdn/rp-ratings-page.js`, the product page `rp-product-page.js`, the home page `rp-storefront.js`), with a candidate build when one is given (A′), and with `dist/cdn/loader.js` (which imports the files of the elements the page holds, with `modulepreload` hints for their shared chunks), 0 ms API delay. On the slow phone every script byte and round trip counts.",
    loaderTable(data),
  );
  section(
    'Repeat views',
    "In one tab: the grid, a product page, then the grid again, at 0 ms API delay. The second grid's render (from the parser reaching the widget script to the last widget drawn), its API requests and its summary requests (the star ratings' batch), against the first grid's (the Load tables' cells). A keeps the ratings and the badge in the tab (`store-ttl`); L keeps nothing across pages.",
    repeatTable(data),
  );
  section(
    'Where the time goes',
    'Milliseconds, medians, at 0 ms API delay. "Script in", "First API request", "Last API answer" and "Render" are times from the parser reaching the widget script; the others are durations. Evaluate: from the last script file\'s arrival to the first `customElements.define` (compiling and running the module up to there). Define: the `define` calls, inside which the elements already in the page are upgraded (constructors and `connectedCallback`). First and later updates: Lit\'s `performUpdate` of each element (render and commit; style and layout are the browser\'s, not counted), the first apart from the later ones (the data draws). Intl constructors: every `Intl` object made (the first loads the locale\'s data). Tab store: the `sessionStorage` calls that keep and read public ratings across page loads (the JSON around them is not timed; microseconds).',
    phaseTable(data),
  );
  section(
    'Main-thread time',
    "Loads at 1×, 0 ms API delay, traced: the thread time of the page's main thread from navigation to the last widget rendered (time the thread ran, so other processes on the machine weigh less than in the wall-clock render), and the part of it in style recalculation and layout. Tracing slows a page, so these loads are their own and give no other figure. It is steadier than the render time: the render waits for the API as well, whose answers take 100 to 300 ms on this machine even at 0 ms delay, as the page and the mock server share two cores.",
    mainThreadTable(data),
  );
  section(
    'Element by element',
    "What each element's own code costs in A, T and L, from the measured loads at 1×, 0 ms API delay (medians, ms): upgrades (constructors and `connectedCallback`, inside `define`), first updates (starting the requests; A's widgets also draw their loading shape, which keeps CLS at 0), later updates (the data drawn). Style, layout and the browser's network code are not in it. Element names without their prefix (A's `rp-stars` beside T's and L's `naive-stars`).",
    elementTable(data),
  );

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
      'Render = from the parser reaching the widget script to the last widget rendered (its `load` event, or the DOM written, or for C the frame reporting its height). CLS = largest session window of layout shifts until 0.3 s after that (the pages have no other late content). Long tasks (Long Tasks API, ≥ 50 ms) and TBT (the part of each over 50 ms) from navigation start to the same point, whoever caused them: the row "page alone" is the same page without any widget script. Attribution uses the script entries of Long Animation Frames (LoAF): "long tasks of widget script" counts frames in which one call into the widget\'s own files (module evaluation, a promise reaction or an event listener in them) ran for 50 ms or more; "longest widget script" is the longest such call inside a frame with blocking time (0 when the widget never ran inside a long frame), less the first Intl formatter of the page when that call made it (shown apart in the targets table).',
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
            profileName(cpu),
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
          'Profile',
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
    const flipCpus = cpus.filter((cpu) => cpu !== 'slow');
    for (const v of variants.filter((v) => v !== '0')) {
      const flips = (cpu) => cells.product?.[v]?.[0]?.[cpu]?.flips ?? [];
      const cellsFor = flipCpus.flatMap((cpu) => {
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
      ...flipCpus.flatMap((c) => [
        `Flip ms ${c}× median / p90`,
        `Without network ${c}× median / p90`,
      ]),
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
    '- **A**: the CDN file of the page\'s kind from `node scripts/build-cdn.mjs`: `dist/cdn/rp-ratings-page.js` (configuration, stars and badge) on the grid, `rp-product-page.js` (the same and the product list) on the product page, `rp-storefront.js` (the storefront elements, none of the owner elements) on the home page; the markup a merchant pastes (`<rp-config>` around `<rp-stars sku show-count>` tiles and `<rp-trust-badge>`, or `<rp-product-reviews sku language="all">`, or on the home page the badge and `<rp-business-reviews>`), with `dist/cdn/loader.css` (the boxes the widgets take while loading) linked in the head as the snippets give it.',
    "- **B**: the floor. Hand-written DOM (createElement, textContent), one batched `batch-summaries` request for the 48 ratings, the badge's three reads in parallel, boxes sized in the page's CSS, pages cached in a Map (`bench/variants/b-vanilla`).",
    "- **C**: a replica of the incumbent's design: a small loader creates one iframe per widget; each iframe loads its own document, script and style, fetches its own data and reports its height by postMessage; the loader then sets the height (it uses `data-style-height` until then, as the incumbent does). The frames are same-site here, so they run in the page's renderer process and their work shows in its long tasks; the real widgets come from another site (`bench/variants/c-iframe`).",
    '- **D**: naive Lit, bundled with Vite like the CDN build: each element fetches its own data when connected (one request per widget, no cache), renders nothing until then (no reserved space) (`bench/variants/d-naive`).',
    "- **L**: the Lit floor, a reference for A: D's elements with the star ratings of one task sharing one `batch-summaries` request and the number formats built while it is out, and nothing else (no configuration element, context, task controller, cache, retries, error states, reserved space or time-slicing) (`bench/variants/l-lit-floor`). L over B is what Lit elements with shadow roots cost on these pages; A over L is the price of A's features.",
    "- **T**: L plus what the house rules make every widget use: its configuration from a `@lit/context` provider (subscribed) and its data through a `@lit/task` controller whose arguments include that configuration (`bench/variants/t-task-context`). T over L is what those rules cost; A over T is what A's own features cost.",
    '',
    'All variants read the same mock platform (`bin/rp-widgets-mock.mjs`, seed 1) over HTTP on localhost from another origin (so with CORS), with 0 ms or 150 ms added before every answer, and render the same texts. CPU throttling is CDP `Emulation.setCPUThrottlingRate`; the slow phone adds CDP `Network.emulateNetworkConditions` (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) for every request of the page, scripts and API alike, at 0 ms API delay. The storefront server sends its pages, scripts and styles compressed as a CDN does (brotli where the browser accepts it, else gzip; the same for every variant), so compressed bytes cross the slow phone line; each load gets a fresh browser context (cold cache), viewport 1280×800.',
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

/** The second grid of a repeat view beside the first view of the same variant and profile. */
function repeatTable({ repeat = {}, cells }) {
  const rows = [];
  for (const [v, profiles] of Object.entries(repeat)) {
    for (const [cpu, loads] of Object.entries(profiles)) {
      const first = cells.grid?.[v]?.[0]?.[cpu]?.loads ?? [];
      const firstMs = median(first.map((l) => l.renderMs));
      const nextMs = median(loads.map((l) => l.renderMs));
      rows.push([
        VARIANTS[v] ?? v,
        profileName(cpu),
        ms(firstMs),
        ms(nextMs),
        Number.isFinite(firstMs) ? (nextMs / firstMs).toFixed(2) : '',
        ms(median(loads.map((l) => l.apiRequests))),
        ms(median(loads.map((l) => l.starRequests))),
        cls(max(loads.map((l) => l.cls))),
      ]);
    }
  }
  if (!rows.length) return '';
  return table(
    [
      'Variant',
      'Profile',
      'First grid render ms',
      'Second grid render ms',
      'Second / first',
      'API requests',
      'Summary requests',
      'CLS max',
    ],
    rows,
  );
}
