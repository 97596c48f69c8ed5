import { assertContract, startMock } from './platform.js';

/**
 * A merchant's page of its own: `html` as the document of an iframe added to the test page, so
 * each page defines its elements afresh. Resolves with its window once it has loaded.
 */
export async function blankPage(html: string, width?: string): Promise<Window> {
  const frame = document.createElement('iframe');
  if (width) frame.style.width = width;
  frame.srcdoc = html;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentWindow!;
}

/**
 * The setup of a describe whose tests open merchant pages: the mock platform started afresh
 * for each test, and after it the pages removed and the requests checked against the contract.
 */
export function withMerchantPages(): void {
  beforeEach(() => startMock({ seed: 1 }));
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    assertContract();
  });
}

/** The shadow root of the first `tag` in a merchant's page. */
export const shadow = (page: Window, tag: string) => page.document.querySelector(tag)?.shadowRoot;

/** The script files the page fetched, by path, in the order fetched. */
export const scriptPaths = (page: Window) =>
  page.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
