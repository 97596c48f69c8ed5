/** Pages in a same-origin iframe (for CSP tests): open one and wait for its recorder. */
import type { CspRecord } from './csp-frame.js';

/** Waits until `done()` holds, polling. */
export async function until(done: () => boolean, message: string, timeout = 8000): Promise<void> {
  const end = performance.now() + timeout;
  while (!done()) {
    if (performance.now() > end) throw new Error(`Timeout: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Loads `src` in a 900 × 2000 iframe and returns it with the record its csp-frame.ts keeps. */
export async function openFrame(
  src: string,
): Promise<{ frame: HTMLIFrameElement; record: CspRecord; doc: Document }> {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '2000px';
  frame.src = src;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & { cspRecord?: CspRecord };
  await until(() => !!win.cspRecord, 'the frame did not start its recorder');
  return { frame, record: win.cspRecord!, doc: frame.contentDocument! };
}
