// Injected before any page script (top frame only): records layout shifts and long tasks from the
// start of the navigation, and resolves `__bench.done` when the page's widgets report rendered.
(() => {
  if (window !== window.top) return;
  let finish;
  const bench = {
    expected: Infinity,
    rendered: 0,
    renderedAt: undefined,
    errors: [],
    shifts: [],
    longTasks: [],
    frames: [],
    firstIntl: undefined,
    // Where the main thread's time goes (see "Where the time goes" in the report).
    phases: { firstDefine: undefined, define: 0, firstUpdates: 0, updates: 0, intl: 0, store: 0 },
    // The same by element: its upgrades (inside `define`), first updates and later updates.
    elements: {},
    done: new Promise((resolve) => (finish = resolve)),
    // Ends the recording: the heap test's flips are not to fill these lists.
    stop: () => observers.forEach((observer) => observer.disconnect()),
  };
  const observers = [];
  const observe = (callback, options) => {
    const observer = new PerformanceObserver(callback);
    observer.observe({ ...options, buffered: true });
    observers.push(observer);
  };
  window.__bench = bench;
  // The page's first Intl formatter is one long call (locale data loads): timed, to be shown apart.
  // Plural rules, collators and segmenters format nothing, load less and do not count as it.
  for (const name of [
    'NumberFormat',
    'DateTimeFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'Collator',
    'Segmenter',
    'DisplayNames',
  ]) {
    const real = Intl[name];
    if (!real) continue;
    const timed = (make) => {
      const start = performance.now();
      const made = make();
      const duration = performance.now() - start;
      if (/Format|DisplayNames/.test(name)) bench.firstIntl ??= { name, start, duration };
      bench.phases.intl += duration;
      return made;
    };
    Intl[name] = new Proxy(real, {
      construct: (target, args, newTarget) =>
        timed(() => Reflect.construct(target, args, newTarget)),
      apply: (target, self, args) => timed(() => Reflect.apply(target, self, args)),
    });
  }
  // The tab store's reads and writes (sessionStorage): what keeping ratings costs a first view.
  for (const name of ['getItem', 'setItem', 'removeItem', 'key']) {
    const real = Storage.prototype[name];
    Storage.prototype[name] = function (...args) {
      const start = performance.now();
      try {
        return real.apply(this, args);
      } finally {
        bench.phases.store += performance.now() - start;
      }
    };
  }
  // Custom elements: `define` upgrades the elements already in the page (their constructors and
  // connectedCallbacks run inside it); a Lit element's performUpdate is timed, the first of each
  // element apart from the later ones (the data draws).
  const add = (key, start, tag) => {
    const duration = performance.now() - start;
    bench.phases[key] += duration;
    const element = (bench.elements[tag] ??= { define: 0, firstUpdates: 0, updates: 0 });
    element[key] += duration;
  };
  const define = CustomElementRegistry.prototype.define;
  CustomElementRegistry.prototype.define = function (tag, element, options) {
    const proto = element.prototype;
    const update = proto.performUpdate;
    if (typeof update === 'function' && !update.timed) {
      proto.performUpdate = Object.assign(
        function () {
          const start = performance.now();
          const key = this.hasUpdated ? 'updates' : 'firstUpdates';
          try {
            return update.call(this);
          } finally {
            add(key, start, tag);
          }
        },
        { timed: true },
      );
    }
    const start = performance.now();
    bench.phases.firstDefine ??= start;
    try {
      return define.call(this, tag, element, options);
    } finally {
      add('define', start, tag);
    }
  };
  window.__benchRendered = (n = 1) => {
    bench.rendered += n;
    if (bench.rendered >= bench.expected && bench.renderedAt === undefined) {
      bench.renderedAt = performance.now();
      finish();
    }
  };
  window.__benchFail = (message) => {
    bench.errors.push(String(message));
    finish();
  };
  // A script error ends the wait at once (the harness then reports it).
  window.addEventListener('error', (e) => (bench.errors.push(String(e.message)), finish()));
  window.addEventListener(
    'unhandledrejection',
    (e) => (bench.errors.push(String(e.reason)), finish()),
  );
  observe(
    (list) => {
      for (const e of list.getEntries()) {
        bench.shifts.push({
          value: e.value,
          startTime: e.startTime,
          hadRecentInput: e.hadRecentInput,
        });
      }
    },
    { type: 'layout-shift' },
  );
  observe(
    (list) => {
      for (const e of list.getEntries())
        bench.longTasks.push({ startTime: e.startTime, duration: e.duration });
    },
    { type: 'longtask' },
  );
  // Long animation frames with blocking time, and how much of each was the widgets' own script.
  observe(
    (list) => {
      for (const e of list.getEntries()) {
        if (!e.blockingDuration) continue;
        const widget = e.scripts.filter((s) => /\/(assets|cdn)\//.test(s.sourceURL));
        bench.frames.push({
          startTime: e.startTime,
          duration: e.duration,
          blockingDuration: e.blockingDuration,
          widgetScript: widget.reduce((sum, s) => sum + s.duration, 0),
          widgetLongest: Math.max(0, ...widget.map((s) => s.duration)),
          widgetCalls: widget.map((s) => ({ startTime: s.startTime, duration: s.duration })),
          styleAndLayout: widget.reduce((sum, s) => sum + s.forcedStyleAndLayoutDuration, 0),
        });
      }
    },
    { type: 'long-animation-frame' },
  );
  // The page without widgets is done when it has loaded.
  window.addEventListener('load', () => bench.expected === 0 && window.__benchRendered(0));
})();
