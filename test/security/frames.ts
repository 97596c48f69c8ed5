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

const PROBE = 'csp-probe.invalid';

/**
 * Resolves once the CSP violations the frame caused so far have been reported: an image from
 * http:, which every test page's img-src refuses, is reported after them. Its own report is
 * taken out of the record.
 */
export async function reportsDelivered(doc: Document, record: CspRecord): Promise<void> {
  const probe = doc.createElement('img');
  probe.alt = '';
  probe.src = `http://${PROBE}/`;
  doc.body.append(probe);
  await until(
    () => record.violations.some((line) => line.includes(PROBE)),
    'the probe image was not reported',
  );
  probe.remove();
  const others = record.violations.filter((line) => !line.includes(PROBE));
  record.violations.splice(0, record.violations.length, ...others);
}
