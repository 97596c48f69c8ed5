import { expect } from '@open-wc/testing';
import { blankPage, shadow, withMerchantPages } from '../support/page.js';
import { http } from 'msw';
import { useHandlers } from '../support/platform.js';
import { waitUntil } from '../support/wait.js';
import type { CspRecord } from '../security/csp-frame.js';

// dist/cdn/loader.js (`npm run build` writes it before the browser tests run) in a merchant's
// page of its own: an iframe, so each page defines its elements afresh.
const merchantPage = (body: string, { head = '', loader = true } = {}): Promise<Window> =>
  blankPage(`<!doctype html><html lang="en"><head>${head}</head><body>${body}
    ${loader ? '<script type="module" src="/dist/cdn/loader.js"></script>' : ''}</body></html>`);

/** The element files (not the shared chunks) the page has fetched, by name. */
const elementFiles = (page: Window) =>
  page.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /^\/dist\/cdn\/elements\/[\w-]+\.js$/.test(path))
    .map((path) => path.split('/').pop())
    .sort();

/** Holds the requests whose URL matches `pattern` until `release()`; `asked` lists their paths. */
function holdMatching(pattern: RegExp) {
  const asked: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  useHandlers(
    http.all(pattern, async ({ request }) => {
      asked.push(new URL(request.url).pathname);
      await gate;
    }),
  );
  return { asked, release };
}

describe('CDN loader', () => {
  withMerchantPages();

  // First in the file: the requests for element files an earlier test of the file fetched were
  // not seen by the worker again, so they could not be held.
  it("reserves each widget's loading box before its module arrives, and with loader.css before the loader runs", async () => {
    const widgets = [
      '<rp-stars sku="ACME-1000" show-count></rp-stars>',
      '<rp-trust-badge></rp-trust-badge>',
      '<rp-product-reviews sku="ACME-1000"></rp-product-reviews>',
      '<rp-business-reviews></rp-business-reviews>',
      '<rp-review-collector></rp-review-collector>',
    ];
    const tags = widgets.map((markup) => /^<([\w-]+)/.exec(markup)![1]);
    const modules = holdMatching(/\/dist\/cdn\/elements\/[\w-]+\.js$/);
    const answers = holdMatching(/\/v1\//);
    try {
      // The page's first paint: loader.css in its head, the loader not run yet.
      const page = await merchantPage(
        `<rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
        ${widgets.map((markup) => `<div>${markup}</div>`).join('')}</rp-config>`,
        { head: '<link rel="stylesheet" href="/dist/cdn/loader.css">', loader: false },
      );
      // A desktop page's width, as in the benchmark, a tablet's and a phone's.
      const frame = page.frameElement as HTMLElement;
      const box = (tag: string) => {
        const { width, height } = page.document.querySelector(tag)!.getBoundingClientRect();
        return { tag, width: Math.round(width), height: Math.round(height) };
      };
      const boxes = async () => {
        const all = [];
        for (const width of [1000, 768, 390]) {
          frame.style.width = `${width}px`;
          await new Promise(requestAnimationFrame);
          all.push(...tags.map((tag) => ({ ...box(tag), page: width })));
        }
        return all;
      };
      const firstPaint = await boxes();
      const script = page.document.createElement('script');
      script.type = 'module';
      script.src = '/dist/cdn/loader.js';
      page.document.body.append(script);
      await waitUntil(
        () => modules.asked.some((path) => path.endsWith('/business-reviews.js')),
        'the loader asking for the element files',
      );
      expect(tags.filter((tag) => page.customElements.get(tag))).to.deep.equal([]);
      const reserved = await boxes();
      expect(firstPaint).to.deep.equal(reserved);

      modules.release();
      for (const tag of tags) {
        await page.customElements.whenDefined(tag);
        await (page.document.querySelector(tag) as Element & { updateComplete: Promise<unknown> })
          .updateComplete;
      }
      // Drawn in their loading shape: no answer has arrived (the stars draw it after 100 ms).
      for (const tag of tags.slice(1, -1)) {
        expect(shadow(page, tag)?.querySelector('[aria-busy=true]'), tag).to.not.equal(null);
      }
      expect(!!shadow(page, 'rp-review-collector')?.querySelector('.pending')).to.equal(true);
      // The stars' width aside: from its first update the element lays out, unseen, the room of
      // its count in the page's language, which loader.css cannot know; its height is kept.
      // So does the collector, the room of its "Review us" in the page's language.
      const worded = ['rp-stars', 'rp-review-collector'];
      const shape = (b: (typeof reserved)[number]) =>
        worded.includes(b.tag) ? { tag: b.tag, height: b.height, page: b.page } : b;
      const drawn = await boxes();
      expect(drawn.map(shape)).to.deep.equal(reserved.map(shape));
      drawn.forEach((b, at) => {
        if (worded.includes(b.tag)) expect(b.width, b.tag).to.be.at.least(reserved[at]!.width);
      });
    } finally {
      modules.release();
      answers.release();
    }
  });

  it('defines the elements the page holds and fetches only their files', async () => {
    const page = await merchantPage(`<rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
      <rp-stars sku="ACME-1000" show-count></rp-stars></rp-config>`);
    await waitUntil(
      () => /\d/.test(shadow(page, 'rp-stars')?.querySelector('[part="count"]')?.textContent ?? ''),
      'the stars drawn with their count',
    );
    expect(elementFiles(page)).to.deep.equal(['config.js', 'stars.js']);
    expect(page.customElements.get('rp-trust-badge')).to.equal(undefined);
    expect(page.customElements.get('rp-product-reviews')).to.equal(undefined);
    // The shared chunks are hinted, so they download beside the element files (core: what
    // the rating widgets share, Lit included).
    const hints = [...page.document.head.querySelectorAll('link[rel=modulepreload]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    );
    expect(hints.some((path) => /^\/dist\/cdn\/elements\/chunks\/core-/.test(path))).to.equal(true);
  });

  it('defines an element added later, inside another added element, and fetches its file then', async () => {
    const page = await merchantPage(
      `<rp-config api-key="rp-mock-key" business-unit-id="bu-acme"></rp-config>`,
    );
    await waitUntil(() => !!page.customElements.get('rp-config'), 'rp-config defined');
    expect(elementFiles(page)).to.deep.equal(['config.js']);

    const box = page.document.createElement('section');
    box.innerHTML = '<div><rp-trust-badge></rp-trust-badge></div>';
    page.document.querySelector('rp-config')!.append(box);
    await waitUntil(
      () => !!shadow(page, 'rp-trust-badge')?.querySelector('a[part=link]'),
      'the badge drawn',
    );
    expect(elementFiles(page)).to.deep.equal(['config.js', 'trust-badge.js']);
    expect(page.customElements.get('rp-stars')).to.equal(undefined);
  });

  it('reserves the boxes under a strict CSP without a violation, with loader.css linked or not', async () => {
    const policy =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; connect-src 'self'";
    for (const linked of [true, false]) {
      const page = await merchantPage(
        `<rp-config api-key="rp-mock-key" business-unit-id="bu-acme">
        <rp-product-reviews sku="ACME-1000"></rp-product-reviews></rp-config>
        <script type="module" src="/test/security/csp-frame.ts"></script>`,
        {
          head: `<meta http-equiv="Content-Security-Policy" content="${policy}">${
            linked ? '<link rel="stylesheet" href="/dist/cdn/loader.css">' : ''
          }`,
        },
      );
      const record = (page as Window & { cspRecord?: CspRecord }).cspRecord!;
      await waitUntil(
        () =>
          (shadow(page, 'rp-product-reviews')?.querySelectorAll('[part=review]').length ?? 0) > 0,
        'the reviews drawn',
      );
      expect(record.violations, `loader.css linked: ${linked}`).to.deep.equal([]);
      expect(record.errors).to.deep.equal([]);
      // The element files come from the HTTP cache here, too soon to measure a box: the rules
      // in force say the box would be reserved (the loader's own, when loader.css is not linked).
      const { document: doc } = page;
      const rules = [...doc.styleSheets, ...doc.adoptedStyleSheets].flatMap((sheet) => [
        ...sheet.cssRules,
      ]);
      const boxes = rules.filter((rule) =>
        (rule as CSSStyleRule).selectorText?.startsWith('rp-product-reviews:not(:defined)'),
      );
      expect(boxes.length, `loader.css linked: ${linked}`).to.equal(linked ? 2 : 1);
      page.frameElement!.remove();
    }
  });

  // The per-element files may run before config.js: the widgets' first runs wait for the config,
  // and its arrival supersedes them (and aborts their requests) with its values.
  it('a widget defined before its <rp-config> draws its data once the config comes, and reports no error', async () => {
    const answers = holdMatching(/\/v1\//);
    // An image held keeps the page from loading: the widgets wait for the config's definition.
    const image = holdMatching(/\/held\.png$/);
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html lang="en"><body><img src="/held.png" alt="">
      <rp-config api-key="rp-mock-key" business-unit-id="bu-acme"><rp-trust-badge></rp-trust-badge>
      <rp-business-reviews></rp-business-reviews></rp-config>
      <script type="module" src="/dist/cdn/elements/business-reviews.js"></script>
      <script type="module" src="/dist/cdn/elements/trust-badge.js"></script></body></html>`;
    document.body.append(frame);
    const errors: string[] = [];
    try {
      await waitUntil(
        () =>
          !!frame.contentWindow?.customElements.get('rp-trust-badge') &&
          !!frame.contentWindow?.customElements.get('rp-business-reviews'),
        'the widgets defined',
      );
      const page = frame.contentWindow!;
      page.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
      page.document.addEventListener(
        'error',
        (event) => {
          const tag = (event.target as Element).localName;
          if (tag.startsWith('rp-')) errors.push(`${tag}: ${String((event as ErrorEvent).error)}`);
        },
        true,
      );
      expect(answers.asked).to.deep.equal([]);
      const script = page.document.createElement('script');
      script.type = 'module';
      script.src = '/dist/cdn/elements/config.js';
      page.document.body.append(script);
      await waitUntil(() => !!page.customElements.get('rp-config'), 'rp-config defined');
      await waitUntil(() => answers.asked.length > 0, 'requests sent');
      answers.release();
      image.release();
      await waitUntil(
        () =>
          (shadow(page, 'rp-business-reviews')?.querySelectorAll('[part=review]').length ?? 0) >
            0 && !!shadow(page, 'rp-trust-badge')?.querySelector('a[part=link]'),
        'the reviews and the badge drawn',
      );
      // The runs the config's arrival superseded had sent requests; they end unseen.
      expect(errors).to.deep.equal([]);
    } finally {
      answers.release();
      image.release();
    }
  });
});
