// One measured page load, the page flips of the product page, and the heap test, each in a fresh
// browser context (cold HTTP cache, new renderer) with CDP CPU throttling.
import { readFileSync } from 'node:fs';

const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8');
const VIEWPORT = { width: 1280, height: 800 };

/** CLS as Chromium defines it: the largest session window (gap < 1 s, span ≤ 5 s). */
export function cumulativeLayoutShift(shifts) {
  let best = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts
    .filter((s) => !s.hadRecentInput)
    .sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - last > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    last = shift.startTime;
    best = Math.max(best, windowSum);
  }
  return best;
}

/**
 * The device profiles of a load: a CPU slow-down factor ("1", "4"), "slow", a slow phone: 4×
 * CPU with the network throttled for every request of the page, its scripts as well as the API
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), so bytes and round trips count, or
 * "phone": 4× CPU in a 412 px wide window (the others are 1280 px wide).
 */
export const PROFILES = {
  1: { cpu: 1 },
  4: { cpu: 4 },
  slow: { cpu: 4, network: { latency: 150, down: 1.6e6 / 8, up: 0.75e6 / 8 } },
  // A phone's width (412 px, as Lighthouse's mobile run): texts wrap, so shifts show here.
  phone: { cpu: 4, viewport: { width: 412, height: 823 } },
};

async function openPage(browser, profile) {
  const { cpu, network, viewport = VIEWPORT } = PROFILES[profile] ?? { cpu: Number(profile) };
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addInitScript({ content: probe });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: network.down,
      uploadThroughput: network.up,
    });
  }
  return { context, page, cdp };
}

const settle = (ms) =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms))),
  );

/**
 * Where a load's time went, in ms from the parser reaching the widget script: the last script
 * file in (or the parser at the script, when that is later); its evaluation until the first custom element definition; the definitions (upgrades
 * of the elements present); the elements' first updates and later ones (the data draws), all
 * Intl constructors; the tab store's storage calls; the first API request sent and the last answer in.
 */
function phases({ start, phases: p, resources }) {
  const scripts = resources.filter((r) => r.type === 'script');
  const fetches = resources.filter((r) => r.type === 'fetch');
  // The parser may reach the script after it has arrived: evaluation starts at the later.
  const scriptIn = Math.max(start, ...scripts.map((r) => r.responseEnd));
  return {
    scriptInMs: scriptIn - start,
    evaluateMs: p.firstDefine === undefined ? NaN : p.firstDefine - scriptIn,
    defineMs: p.define,
    firstUpdatesMs: p.firstUpdates,
    updatesMs: p.updates,
    intlMs: p.intl,
    storeMs: p.store ?? 0,
    firstRequestMs: Math.min(...fetches.map((r) => r.startTime)) - start,
    lastAnswerMs: Math.max(...fetches.map((r) => r.responseEnd)) - start,
  };
}

/**
 * The page's main-thread time from navigation to `renderedAt` (ms after it), from a trace: the
 * thread time of its tasks (time the thread ran, not time it waited for a core, so other
 * processes on the machine count less than in wall-clock figures), and of that, style and layout.
 */
function mainThread(events, url, renderedAt) {
  const path = url.split('?')[0];
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.split('?')[0] === path,
  );
  if (!parse) return {};
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const navigation = own.find((e) => e.name === 'navigationStart');
  if (!navigation) return {};
  const end = navigation.ts + renderedAt * 1000;
  let total = 0;
  let styleLayout = 0;
  for (const e of own) {
    if (e.ph !== 'X' || e.ts >= end || !e.dur) continue;
    const part = ((e.tdur ?? e.dur) * Math.min(1, (end - e.ts) / e.dur)) / 1000;
    if (e.name === 'RunTask') total += part;
    else if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') styleLayout += part;
  }
  return { mainThreadMs: total, styleLayoutMs: styleLayout };
}

/**
 * Loads `url` with the profile `cpu` (see PROFILES) and waits for every widget to report rendered, then `settleMs` more for
 * late shifts and tasks. Returns the page still open (for flips) unless `keep` is false. With
 * `visits`, the tab first opens those pages (the figures are the last page's).
 */
export async function measureLoad(
  browser,
  {
    url,
    cpu,
    apiOrigin,
    settleMs = 300,
    timeout = 60_000,
    keep = false,
    trace = false,
    visits = [],
  },
) {
  const { context, page, cdp } = await openPage(browser, cpu);
  // A repeat view: the pages a shopper saw before, in the same tab, each until it has rendered.
  for (const visit of visits) {
    await page.goto(visit, { waitUntil: 'domcontentloaded', timeout });
    await page.evaluate(() => window.__bench.done);
  }
  const requests = [];
  context.on('request', (request) =>
    requests.push({ url: request.url(), method: request.method(), type: request.resourceType() }),
  );
  const events = [];
  if (trace) {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
      transferMode: 'ReportEvents',
    });
  }
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    const finished = await page.evaluate(
      ({ timeout }) =>
        Promise.race([
          window.__bench.done.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), timeout)),
        ]),
      { timeout },
    );
    await page.evaluate(settle, settleMs);
    const bench = await page.evaluate(() => {
      const b = window.__bench;
      const start = performance.getEntriesByName('bench-script-start')[0]?.startTime ?? 0;
      return {
        start,
        renderedAt: b.renderedAt,
        rendered: b.rendered,
        expected: b.expected,
        errors: b.errors,
        shifts: b.shifts,
        longTasks: b.longTasks,
        frames: b.frames,
        firstIntl: b.firstIntl,
        phases: b.phases,
        elements: b.elements,
        // The widget script's arrival, and the first and last API answer.
        resources: performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'fetch')
          .map((e) => ({
            type: e.initiatorType,
            startTime: e.startTime,
            responseEnd: e.responseEnd,
          })),
      };
    });
    if (!finished || bench.errors.length) {
      throw new Error(
        `${url}: ${bench.rendered}/${bench.expected} widgets rendered; ${bench.errors.slice(0, 3).join('; ') || 'timeout'}`,
      );
    }
    const end = bench.renderedAt + settleMs;
    const intl = bench.firstIntl;
    const holdsIntl = (call) =>
      intl && intl.start >= call.startTime && intl.start < call.startTime + call.duration;
    const ownTime = (call) => call.duration - (holdsIntl(call) ? intl.duration : 0);
    const tasks = bench.longTasks.filter((t) => t.startTime < end);
    const widgetFrames = bench.frames.filter((f) => f.startTime < end && f.widgetScript > 0);
    const api = requests.filter(
      (r) => r.url.startsWith(apiOrigin) && r.method !== 'OPTIONS' && !r.url.includes('/assets/'),
    );
    const result = {
      renderMs: bench.renderedAt - bench.start,
      cls: cumulativeLayoutShift(bench.shifts),
      longTasks: tasks.length,
      longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
      tbt: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      widgetLongFrames: widgetFrames.length,
      widgetLongTasks: widgetFrames.filter((f) => f.widgetLongest >= 50).length,
      // Each call less the page's first Intl formatter when that ran inside it (shown apart).
      widgetLongestScript: Math.max(0, ...widgetFrames.flatMap((f) => f.widgetCalls.map(ownTime))),
      firstIntlMs: intl?.duration ?? 0,
      ...phases(bench),
      elements: bench.elements,
      widgetScriptInLongFrames: widgetFrames.reduce((sum, f) => sum + f.widgetScript, 0),
      requests: requests.length,
      apiRequests: api.length,
      starRequests: api.filter((r) => /batch-summaries|business-units\/[^/]+\?sku=/.test(r.url))
        .length,
      scripts: [...new Set(requests.filter((r) => r.type === 'script').map((r) => r.url))],
    };
    if (trace) {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      Object.assign(result, mainThread(events, url, bench.renderedAt));
    }
    if (keep) return { result, page, cdp, context };
    return { result };
  } finally {
    if (!keep) await context.close();
  }
}

/**
 * In the page: clicks "next" (or page 1 after the last page) `count` times and returns, for each
 * click, the ms from the click to the DOM showing the new page (a MutationObserver sees it), and
 * the part of it during which a fetch was in flight (Resource Timing).
 */
function flipInPage({ variant, count, gap }) {
  const rootOf = () => {
    if ('aem'.includes(variant)) return document.querySelector('rp-product-reviews').shadowRoot;
    if ('dlt'.includes(variant)) return document.querySelector('naive-product-reviews').shadowRoot;
    if (variant === 'c') return document.querySelector('.rpc-widget iframe').contentDocument;
    return document;
  };
  const step = () => {
    const root = rootOf();
    if ('aem'.includes(variant)) {
      const nav = root.querySelector('[part=pagination]');
      const buttons = nav.querySelectorAll(':scope > button');
      const next = buttons[buttons.length - 1];
      const current = Number(
        nav.querySelector('[aria-current=page]').textContent.replace(/\D/g, ''),
      );
      const expected = next.disabled ? 1 : current + 1;
      const target = next.disabled ? nav.querySelector('ol button') : next;
      const done = () => {
        const shown = root.querySelector('[part=pagination] [aria-current=page]');
        const list = root.querySelector('section.list > ul');
        return (
          shown?.textContent.replace(/\D/g, '') === String(expected) &&
          list &&
          list.children.length > 0 &&
          !list.querySelector('.skeleton') &&
          // The page before stays in place, dimmed, until the new one arrives.
          !list.classList.contains('stale')
        );
      };
      return { root, target, done };
    }
    const next = root.querySelector('[data-bench=next]');
    const current = Number(root.querySelector('[data-bench-page]').dataset.benchPage);
    const expected = next.disabled ? 1 : current + 1;
    const target = next.disabled ? root.querySelector('[data-bench=first]') : next;
    const done = () =>
      root.querySelector('[data-bench-page]')?.dataset.benchPage === String(expected);
    return { root, target, done };
  };
  // Resource Timing of the widget's window (C: the iframe's, on its own time origin).
  const windowOf = () =>
    variant === 'c' ? document.querySelector('.rpc-widget iframe').contentWindow : window;
  windowOf().performance.setResourceTimingBufferSize(100_000);
  /** Milliseconds of [t0, t1] during which at least one fetch of the widget was in flight. */
  const networkTime = (t0, t1) => {
    const perf = windowOf().performance;
    const offset = perf.timeOrigin - performance.timeOrigin;
    const spans = perf
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'fetch')
      .map((e) => [Math.max(t0, e.startTime + offset), Math.min(t1, e.responseEnd + offset)])
      .filter(([a, b]) => b > a)
      .sort((x, y) => x[0] - y[0]);
    perf.clearResourceTimings();
    let sum = 0;
    let end = -Infinity;
    for (const [a, b] of spans) {
      if (b <= end) continue;
      sum += b - Math.max(a, end);
      end = b;
    }
    return sum;
  };
  const one = () =>
    new Promise((resolve, reject) => {
      const { root, target, done } = step();
      let t0 = 0;
      const observer = new MutationObserver(() => {
        if (!done()) return;
        const t1 = performance.now();
        observer.disconnect();
        clearTimeout(timer);
        resolve({ total: t1 - t0, network: networkTime(t0, t1) });
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('page flip timed out'));
      }, 10_000);
      observer.observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      windowOf().performance.clearResourceTimings();
      t0 = performance.now();
      target.click();
    });
  const pause = () =>
    new Promise((resolve) =>
      gap === 'frame'
        ? requestAnimationFrame(() => setTimeout(resolve, 0))
        : setTimeout(resolve, 0),
    );
  return (async () => {
    const times = [];
    for (let i = 0; i < count; i++) {
      times.push(await one());
      await pause();
    }
    return times;
  })();
}

export const flips = (page, variant, count, gap = 'frame') =>
  page.evaluate(flipInPage, { variant, count, gap });

async function collectGarbage(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
}

/**
 * The page's JS data in bytes, from a heap snapshot: every JS node except compiled code
 * (bytecode and optimised machine code, which V8 keeps making as functions get hot) and the
 * browser's own native objects. Its growth is what the page retains.
 */
async function jsData(cdp) {
  let json = '';
  const onChunk = (event) => (json += event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes } = JSON.parse(json);
  const fields = snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const types = snapshot.meta.node_types[0];
  const skip = new Set(['code', 'native', 'synthetic'].map((type) => types.indexOf(type)));
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    if (!skip.has(nodes[i + typeAt])) bytes += nodes[i + sizeAt];
  }
  return bytes;
}

/** Counts detached DOM nodes and, among them, review articles. */
async function detachedNodes(cdp, page) {
  try {
    await cdp.send('DOM.enable');
    const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
    let nodes = 0;
    let reviews = 0;
    let templates = 0;
    const walk = (node) => {
      nodes++;
      const attrs = node.attributes ?? [];
      const value = (name) => (attrs.indexOf(name) >= 0 ? attrs[attrs.indexOf(name) + 1] : '');
      if (node.localName === 'template') templates++;
      if (
        node.localName === 'article' &&
        (value('part') === 'review' || /\breview\b/.test(value('class')))
      )
        reviews++;
      for (const child of node.children ?? []) walk(child);
      for (const child of node.shadowRoots ?? []) walk(child);
    };
    for (const info of detachedNodes) walk(info.treeNode);
    return {
      method: 'DOM.getDetachedDomNodes',
      trees: detachedNodes.length,
      nodes,
      templates,
      reviews,
    };
  } catch (error) {
    // Fallback: every live HTMLElement through queryObjects, counted when it is not connected.
    const { result: proto } = await cdp.send('Runtime.evaluate', {
      expression: 'HTMLElement.prototype',
    });
    const { objects } = await cdp.send('Runtime.queryObjects', {
      prototypeObjectId: proto.objectId,
    });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration:
        'function () { const d = this.filter((e) => !e.isConnected); return { nodes: d.length, reviews: d.filter((e) => e.localName === "article").length }; }',
      returnByValue: true,
    });
    void page;
    return {
      method: `queryObjects (DOM.getDetachedDomNodes failed: ${error.message})`,
      trees: undefined,
      templates: undefined,
      ...result.value,
    };
  }
}

/**
 * Heap growth over `count` page flips at 1× CPU: warm up with `warmup` flips (more than the
 * product's 43 pages, so caches are full), force GC, read the heap, flip, force GC again, read it again; then count detached nodes.
 * A heap snapshot after each reading tells how much of the growth is data the page keeps, as
 * opposed to code V8 compiled meanwhile. Then `count` flips more, read the same way (heap and
 * snapshot): a page that keeps something per flip grows again by as much, while code compiled
 * once in the first window does not grow again (code compiled later still counts).
 */
export async function measureHeap(browser, { url, apiOrigin, variant, count, warmup = 50 }) {
  const { result, page, cdp, context } = await measureLoad(browser, {
    url,
    cpu: 1,
    apiOrigin,
    settleMs: 100,
    keep: true,
  });
  try {
    // The probe's records (shifts, long frames) would grow with the flips, in every variant.
    await page.evaluate(() => window.__bench.stop());
    await flips(page, variant, warmup, 'task');
    await collectGarbage(cdp);
    const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const dataBefore = await jsData(cdp);
    const started = performance.now();
    for (let done = 0; done < count; done += 100)
      await flips(page, variant, Math.min(100, count - done), 'task');
    const flipSeconds = (performance.now() - started) / 1000;
    await collectGarbage(cdp);
    const after = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const dataGrowth = (await jsData(cdp)) - dataBefore;
    const detached = await detachedNodes(cdp, page);
    await cdp.send('DOM.disable').catch(() => {});
    // The second window starts from a reading taken after the snapshot and the node count.
    await collectGarbage(cdp);
    const middle = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const dataMiddle = await jsData(cdp);
    for (let done = 0; done < count; done += 100)
      await flips(page, variant, Math.min(100, count - done), 'task');
    await collectGarbage(cdp);
    const nextGrowth = (await cdp.send('Runtime.getHeapUsage')).usedSize - middle;
    const nextDataGrowth = (await jsData(cdp)) - dataMiddle;
    return {
      renderMs: result.renderMs,
      before,
      after,
      growth: after - before,
      dataGrowth,
      nextGrowth,
      nextDataGrowth,
      flipSeconds,
      detached,
    };
  } finally {
    await context.close();
  }
}
