let taskEnding: Promise<void> | undefined;

/**
 * Resolves in a new task. A message, not a timer, where there is one: nested timers are clamped
 * to 4 ms, and test suites that fake timers do not fake messages. (jsdom has no MessageChannel.)
 */
export function newTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The end of the current task: one new task for everyone who asks in it. */
export function taskEnd(): Promise<void> {
  taskEnding ??= newTask().finally(() => (taskEnding = undefined));
  return taskEnding;
}

/**
 * Resolves before the page's next paint, so what is drawn then is in that paint: in the next
 * animation frame, before its layout; or, for work begun inside an animation frame (a framework
 * that draws in them), after that frame's layout, in a resize observer's first report, which
 * comes before its paint. In a new task where no frame comes (a hidden tab, no document).
 */
export function beforePaint(): Promise<void> {
  if (typeof ResizeObserver !== 'function' || document.visibilityState === 'hidden') {
    return newTask();
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      resolve();
    };
    const observer = new ResizeObserver(done);
    const frame = requestAnimationFrame(done);
    observer.observe(document.documentElement);
  });
}
