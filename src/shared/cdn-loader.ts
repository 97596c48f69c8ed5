const star = 'var(--rp-star-size,1.25em)';
const row = `calc(${star}*5 + var(--rp-star-gap,.125em)*4)`;
/**
 * Until its module arrives, each widget takes the box it takes while loading (its host styles and
 * skeleton, default layouts, 16px text; the badge's width is its English texts' room), so the page
 * does not move when it is defined. The product list's summary stacks in a narrower box (its
 * container queries at 60em and 44em): the page's width stands in for the list's. Where the
 * element's styles change, these follow. The build also writes them to dist/cdn/loader.css: a page
 * that links it has the boxes from its first paint, before the loader has run.
 */
export const reserved = `rp-stars:not(:defined){display:inline-block;vertical-align:middle;min-block-size:${star};min-inline-size:min(100%,${row})}
rp-stars:not(:defined):is([show-count]:not([value]),[show-score],[show-label]){min-block-size:max(${star},1.25em)}
rp-trust-badge:not(:defined):not([layout]:not([layout=mini])){display:inline-block;vertical-align:middle;min-block-size:calc(5em + ${star} + 2px);min-inline-size:min(100%,14.875em)}
rp-product-reviews:not(:defined){display:block;min-block-size:55.75em}
@media (width<60em){rp-product-reviews:not(:defined){min-block-size:62.5em}}
@media (width<44em){rp-product-reviews:not(:defined){min-block-size:73.175em}}
rp-business-reviews:not(:defined):not([layout]:not([layout=carousel]),[no-header]){display:block;min-block-size:calc(max(${star},1.5em) + var(--rp-card-height,19.5em) + 2.025em + 2*var(--rp-gap,1rem))}
rp-review-collector:not(:defined){display:inline-block;vertical-align:middle;min-block-size:calc(2.5em + 2px);min-inline-size:min(100%,6.6em)}`;

/**
 * The CDN's loader (dist/cdn/loader.js, built by scripts/build-cdn.mjs): imports the module of each
 * `rp-*` element the page holds, when the page holds it, and no other. `files` maps a tag to its
 * module and the shared chunks that module imports, paths relative to `base`; the chunks get
 * `modulepreload` hints so they download beside the module instead of after it.
 */
export function startLoader(files: Record<string, string[]>, base: string): void {
  const tags = Object.keys(files);
  // A constructed sheet, not a <style>: a page whose CSP refuses inline styles takes it as well.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(reserved);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const requested = new Set<string>();

  const load = (tag: string): void => {
    if (requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    const [module, ...chunks] = files[tag];
    for (const chunk of chunks) {
      if (requested.has(chunk)) continue;
      requested.add(chunk);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(chunk, base).href;
      document.head.append(link);
    }
    import(new URL(module, base).href).catch((error: unknown) =>
      console.error(`rp-widgets: ${tag} failed to load`, error),
    );
  };

  const scan = (root: ParentNode): void => {
    for (const element of root.querySelectorAll(tags.join())) load(element.localName);
  };

  scan(document);
  // Elements added later (a page that renders on the client, a tab opened): their tags, on them
  // or inside them. Observing stops once every element has been requested.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (tags.includes(node.localName)) load(node.localName);
        if (node.firstElementChild) scan(node);
      }
    }
    if (tags.every((tag) => requested.has(tag))) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
