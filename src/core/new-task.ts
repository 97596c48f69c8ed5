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
