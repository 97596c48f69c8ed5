// The storefront pages of the benchmark: the same merchant markup for every variant, with only
// the widget embed differing. Pages load nothing but the widget scripts (no images, no web fonts),
// so every layout shift and every long task on them comes from the widgets.

/** 48 products of the mock's bu-acme: the six fixed ones, then ACME-1007 onwards. */
export const GRID_SKUS = [
  ...['1000', '1001', '1002', '1003', '1004', '1005'],
  ...Array.from({ length: 42 }, (_, i) => String(1007 + i)),
].map((n) => `ACME-${n}`);
/** The product page's SKU: hundreds of reviews, so there are many pages to flip. */
export const PRODUCT_SKU = 'ACME-1000';
export const BUSINESS_UNIT = 'bu-acme';

const pageCss = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1d1d20; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 12px 24px; border-bottom: 1px solid #ddd; }
  header .brand { font-weight: 700; font-size: 20px; }
  main { max-width: 1200px; margin: 0 auto; padding: 0 24px; }
  h1 { font-size: 28px; margin: 16px 0; }
  .grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 24px; padding: 0; margin: 0; list-style: none; }
  .tile .img, .product .img { background: #eee; border-radius: 8px; aspect-ratio: 1; }
  .tile h2 { font-size: 16px; margin: 8px 0 4px; }
  .tile .price { margin: 4px 0 0; font-weight: 600; }
  .product { display: grid; grid-template-columns: 320px 1fr; gap: 32px; margin: 24px 0; }
  .product .img { aspect-ratio: auto; height: 320px; }
  .reviews { margin: 32px 0; }
  footer { padding: 24px; border-top: 1px solid #ddd; background: #fafafa; min-height: 300px; }
`;

/** B's page CSS reserves the final boxes, as a hand-tuned integration would. */
const reserveCss = `
  [data-rpb-sku] { display: block; min-height: 24px; }
  [data-rpb-badge] { display: block; min-height: 24px; min-width: 420px; }
  [data-rpb-reviews] { display: block; min-height: 1200px; }
`;

const header = (badge) => `<header><span class="brand">Acme Outdoor</span>${badge}</header>`;

const grid = (stars) => `<main><h1>Tents and outdoor gear</h1><ul class="grid">
${GRID_SKUS.map(
  (sku, i) =>
    `<li class="tile"><div class="img"></div><h2>Product ${i + 1} (${sku})</h2>${stars(sku)}<p class="price">€${(49 + i * 3).toFixed(2)}</p></li>`,
).join('\n')}
</ul></main>`;

const product = (reviews) => `<main><div class="product"><div class="img"></div><div>
<h1>Trailhead 2-person tent (${PRODUCT_SKU})</h1><p class="price">€349.00</p>
<p>A light two-person tent for three seasons: two doors, two vestibules and a pole set that goes up in five minutes.</p>
<button>Add to cart</button></div></div>
<section class="reviews">${reviews}</section></main>
<footer><h2>You may also like</h2><p>Sleeping bags, mats and stoves for the same trip.</p></footer>`;

/** Counts a rendered element of A or D when it fires `load` (they do not bubble: capture). */
const loadListener = (prefix) => `<script>
  (() => {
    const seen = new Set();
    document.addEventListener('load', (e) => {
      const t = e.target;
      if (t.localName && t.localName.startsWith('${prefix}') && !seen.has(t)) { seen.add(t); window.__benchRendered?.(1); }
    }, true);
    document.addEventListener('error', (e) => {
      const t = e.target;
      if (t.localName && t.localName.startsWith('${prefix}')) window.__benchFail?.(t.localName + ': ' + (e.error?.message ?? 'error'));
    }, true);
  })();
</script>`;

const shell = (title, head, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${pageCss}</style>${head}</head>
<body>${body}</body></html>`;

/** The mark every variant's time is measured from: the parser reaching the widget script. */
const start = `<script>performance.mark('bench-script-start')</script>`;

/**
 * The widget script of A's markup: the CDN file of the page's kind (the home page, which holds
 * the business reviews, the storefront file), a candidate build, or the loader.
 */
const aScript = (variant, page) => {
  const file =
    { e: '/assets/candidate.js', m: '/cdn/loader.js' }[variant] ??
    { grid: '/cdn/rp-ratings-page.js', product: '/cdn/rp-product-page.js' }[page] ??
    '/assets/rp-storefront.js';
  return `<script type="module" src="${file}"></script>`;
};

/** The boxes the widgets take while loading, linked in the head as every snippet does. */
const aHead = () => '<link rel="stylesheet" href="/cdn/loader.css">';

/**
 * One page's HTML. `variant` is 0 (no widgets)|a|b|c|d|l|t|e (A's pages with a candidate build)|m
 * (A's pages through dist/cdn/loader.js), `page` grid|product|home (0, a, e and m only), `api` the
 * mock API origin, `badge` whether A has a trust badge.
 */
export function pageHtml(variant, page, { api, widgetCss, badge }) {
  const hasBadge = 'bcdlt'.includes(variant) || badge;
  const expected = page === 'grid' ? GRID_SKUS.length + (hasBadge ? 1 : 0) : 1;
  const count = `<script>if (window.__bench) window.__bench.expected = ${expected};</script>`;
  const cfg = `data-api="${api}" data-key="rp-mock-key" data-bu="${BUSINESS_UNIT}"`;
  const title = `${variant.toUpperCase()} ${page}`;
  const config = `<rp-config api-key="rp-mock-key" base-url="${api}" business-unit-id="${BUSINESS_UNIT}" locale="en-US">`;
  if (page === 'home') {
    // The shop's home page: the trust badge in the header, <rp-business-reviews> as a carousel
    // under it and a "Review us" <rp-review-collector> in the footer. Only A's builds have these
    // elements; 0 is the same markup without script.
    if (!'0aem'.includes(variant)) throw new Error(`variant ${variant} has no home page`);
    const body = `<main><h1>Acme Outdoor</h1><section class="reviews"><rp-business-reviews></rp-business-reviews></section></main><footer><rp-review-collector></rp-review-collector></footer>`;
    const widgets = variant === '0' ? 0 : badge ? 3 : 2;
    return shell(
      title,
      `<script>if (window.__bench) window.__bench.expected = ${widgets};</script>` +
        (variant === '0' ? '' : aHead(variant) + loadListener('rp-')),
      `${config}${header(badge ? '<rp-trust-badge></rp-trust-badge>' : '')}${body}</rp-config>
${start}${variant === '0' ? '' : aScript(variant, page)}`,
    );
  }
  if (variant === '0') {
    // The same page with A's markup and no script: what the page alone costs.
    const body =
      page === 'grid'
        ? header('<rp-trust-badge></rp-trust-badge>') +
          grid((sku) => `<rp-stars sku="${sku}" show-count></rp-stars>`)
        : header('') +
          product(`<rp-product-reviews sku="${PRODUCT_SKU}" language="all"></rp-product-reviews>`);
    return shell(
      title,
      '<script>if (window.__bench) window.__bench.expected = 0;</script>',
      `${body}\n${start}`,
    );
  }
  // language="all" on the reviews: every language with the page numbers, as B, C, D and L show.
  if ('aem'.includes(variant)) {
    const body =
      page === 'grid'
        ? header(badge ? '<rp-trust-badge></rp-trust-badge>' : '') +
          grid((sku) => `<rp-stars sku="${sku}" show-count></rp-stars>`)
        : header('') +
          product(`<rp-product-reviews sku="${PRODUCT_SKU}" language="all"></rp-product-reviews>`);
    return shell(
      title,
      count + aHead(variant) + loadListener('rp-'),
      `${config}${body}</rp-config>
${start}${aScript(variant, page)}`,
    );
  }
  if (variant === 'b') {
    const body =
      page === 'grid'
        ? header('<div data-rpb-badge></div>') + grid((sku) => `<div data-rpb-sku="${sku}"></div>`)
        : header('') + product(`<div data-rpb-reviews="${PRODUCT_SKU}"></div>`);
    const file = page === 'grid' ? 'b-grid.js' : 'b-product.js';
    return shell(
      title,
      count + `<style>${widgetCss}${reserveCss}</style>`,
      `${body}\n${start}<script type="module" src="/assets/${file}" ${cfg}></script>`,
    );
  }
  if (variant === 'c') {
    const widget = (template, sku, height) =>
      `<div class="rpc-widget" data-template="${template}" data-sku="${sku}" data-style-height="${height}"></div>`;
    const body =
      page === 'grid'
        ? header(`<div style="width:420px">${widget('badge', '', '24px')}</div>`) +
          grid((sku) => widget('stars', sku, '20px'))
        : header('') + product(widget('reviews', PRODUCT_SKU, '700px'));
    return shell(
      title,
      count,
      `${body}\n${start}<script type="module" src="/assets/c-bootstrap.js" ${cfg}></script>`,
    );
  }
  const body =
    page === 'grid'
      ? header('<naive-trust-badge></naive-trust-badge>') +
        grid((sku) => `<naive-stars sku="${sku}"></naive-stars>`)
      : header('') +
        product(`<naive-product-reviews sku="${PRODUCT_SKU}"></naive-product-reviews>`);
  return shell(
    title,
    count + loadListener('naive-'),
    `<div ${cfg}>${body}</div>\n${start}<script type="module" src="/assets/${{ l: 'l-lit-floor', t: 't-task-context' }[variant] ?? 'd-naive'}.js"></script>`,
  );
}

/** The document each C iframe loads. */
export const frameHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/assets/c-frame.css"></head>
<body><div id="root"></div><script type="module" src="/assets/c-frame.js"></script></body></html>`;
