// The two ways bench/ssr-throughput.mjs draws the demo's product page (the micro trust badge,
// the stars with count and score, five product reviews with structured data):
//   a       renderElements() with an AnswerCache, warmed here
//   floor   Lit's own server renderer drawing the same elements with their data already in hand
//           (the values the warm-up render embedded): no cache lookup, no request, no loader
// Both pages carry the same embedded data and JSON-LD, so they are the same bytes. The platform
// is the mock (seed 1) answering in this process; `requests()` says how many reached it.
import { getResponse } from 'msw';
import { render } from '@lit-labs/ssr';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';

const root = new URL('../../', import.meta.url);
const dist = (path) => import(new URL(`dist/${path}`, root).href);
const { renderElements, AnswerCache } = await dist('ssr/index.js');
const { taskOf } = await dist('core/widget-task.js');
const { loadWords } = await dist('ssr/words.js');
const { createMockPlatform, MOCK_API_KEY, MOCK_IDS } = await dist('mock/index.js');

const platform = createMockPlatform({ seed: 1 });
const sku = MOCK_IDS.skus.many;
let requests = 0;
export const platformRequests = () => requests;
const options = {
  apiKey: MOCK_API_KEY,
  baseUrl: 'https://api.rp-mock.test',
  businessUnitId: MOCK_IDS.businessUnits.acme,
  locale: 'en-US',
  // Kept for the whole bench: a warm cache throughout, no refresh inside a timed cell.
  cache: new AnswerCache({ ttl: 3_600_000 }),
  fetch: async (input, init) => {
    requests++;
    return (
      (await getResponse(platform.handlers, new Request(input, init))) ??
      new Response(null, { status: 404 })
    );
  },
  onError: (error, element) => console.error(`<${element.tag}> ${error.message}`),
};
const elements = [
  { tag: 'rp-trust-badge', attributes: { layout: 'micro' } },
  { tag: 'rp-stars', attributes: { sku, 'show-count': true, 'show-score': true } },
  {
    tag: 'rp-product-reviews',
    attributes: { sku, 'per-page': 5, 'structured-data': true, 'product-name': 'Rain shell' },
  },
];

export const page = (parts) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rain shell</title></head><body><header>${parts[0]}</header><main><h1>Rain shell</h1>${parts[1]}${parts[2]}</main></body></html>`;

// The floor's data: what the warm-up render embedded, element by element.
const warm = await renderElements(elements, options);
const inHand = warm.map((drawn, index) => {
  const tag = elements[index].tag;
  const data = /<script type="application\/json" data-rp-data>(.*?)<\/script>/s.exec(drawn)[1];
  const jsonLd = /<script type="application\/ld\+json" data-rp-json-ld>.*?<\/script>/s.exec(drawn);
  // The light children as the page writes them, and the values to preload.
  const light = `<script type="application/json" data-rp-data>${data}</script>${jsonLd?.[0] ?? ''}`;
  return { tag, light, loaded: JSON.parse(data).loaded };
});
await loadWords(new Set(['en-US']));

/** Lit's element renderer, drawing an element made here. */
class InHandRenderer extends LitElementRenderer {
  setProperty(name, value) {
    if (name === 'inhand') this.element = value;
    else super.setProperty(name, value);
  }
}

async function floorElement(element, { tag, light, loaded }) {
  const made = new LitElementRenderer(tag);
  const attributes = {
    'api-key': options.apiKey,
    'base-url': options.baseUrl,
    'business-unit-id': options.businessUnitId,
    ...element.attributes,
    locale: 'en-US',
  };
  for (const [name, value] of Object.entries(attributes)) {
    made.setAttribute(name, value === true ? '' : String(value));
  }
  for (const [loader, value] of Object.entries(loaded))
    taskOf(made.element, loader)?.preload(value);
  const name = unsafeStatic(tag);
  const drawn = await collectResult(
    render(staticHtml`<${name} .inhand=${made.element}></${name}>`, {
      elementRenderers: [InHandRenderer],
    }),
  );
  const inner = drawn
    .replace(/^<!--lit-part[^>]*--><!--lit-node 0-->/, '')
    .replace(/<!--\/lit-part-->$/, '');
  const end = `</${tag}>`;
  return inner.slice(0, -end.length) + light + end;
}

const floor = () => Promise.all(elements.map((element, i) => floorElement(element, inHand[i])));

/** The page's three parts, each way. */
export const draw = { a: () => renderElements(elements, options), floor };

// The two pages must match, or the floor is not the same work.
const [a, b] = [page(await draw.a()), page(await floor())];
const strip = (text) => text.replace(/"at":\d+/g, '"at":0');
if (strip(a) !== strip(b)) {
  console.error('the floor page differs from the rendered one');
  process.exit(1);
}
export const pageBytes = Buffer.byteLength(a);
