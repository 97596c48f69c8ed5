/**
 * Server rendering (Node 20+): the widgets' HTML with their data, for search engines and for a
 * first paint before any script runs. Each element's tasks run here as they run in the browser
 * (the same functions, through one client, so the same batched requests); Lit's server renderer
 * then draws the element's shadow root as declarative shadow DOM, and the values it drew from
 * are embedded for the browser, which hydrates without asking again.
 */
import { render } from '@lit-labs/ssr';
import { LitElementRenderer } from '@lit-labs/ssr/lib/lit-element-renderer.js';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { LitElement } from 'lit';
import '../define.js';
import type { Client } from '../api/client.js';
import { taskOf, type EmbeddedData, type WidgetHost } from '../core/widget-task.js';
import { scriptJson } from '../shared/json-ld.js';
import { loadWords } from './words.js';
import { platformLocale } from './locale.js';
import { organizationJsonLd } from '../trust-badge/structured-data.js';
import { productJsonLd } from '../product-reviews/json-ld.js';
import { splitSkus, type PlatformView } from '../product-reviews/review-page.js';
import { fromPlatform } from '../review-list/review-card.js';
import type { Badge } from '../business-summary/badge-data.js';
import type { AnswerCache } from './answer-cache.js';
import { serverClient } from './server-client.js';

export { AnswerCache } from './answer-cache.js';
export { memoryStore } from './answer-store.js';
export type { AnswerCacheOptions } from './answer-cache.js';
export type { AnswerStore } from './answer-store.js';
export type { DeletedIds, ListProgress, PurgeOptions, PurgeResult } from './purge.js';

/** The elements a server can render with their data. */
export type ServerTag =
  | 'rp-stars'
  | 'rp-trust-badge'
  | 'rp-product-reviews'
  | 'rp-business-reviews'
  | 'rp-review-collector';

/** How a server renders one tag with its data. */
interface Served {
  /**
   * The loaders its tasks run, in the order the server runs them: a later one's arguments may
   * read an earlier one's value (the stars' words are those of the rating drawn).
   */
  loaders: readonly string[];
  /** The JSON-LD child it writes in the browser with `structured-data`, from the loaded values. */
  jsonLd?: (host: LitElement, loaded: Record<string, unknown>) => object | undefined;
}

/** Every element a server renders, and how: the one place that names them. */
const served: Record<ServerTag, Served> = {
  'rp-stars': { loaders: ['rating', 'star-extras'] },
  'rp-trust-badge': {
    loaders: ['badge'],
    jsonLd: (_, { badge }) => (badge ? organizationJsonLd(badge as Badge) : undefined),
  },
  'rp-product-reviews': {
    loaders: ['product-page', 'imported-page'],
    jsonLd: (host, { 'product-page': page }) => {
      if (!page) return undefined;
      const view = page as PlatformView;
      const { sku, productName } = host as LitElement & { sku?: string; productName?: string };
      const reviews = view.reviews.map(fromPlatform);
      return productJsonLd(view.summary, reviews, splitSkus(sku), productName);
    },
  },
  'rp-business-reviews': { loaders: ['business-page'] },
  'rp-review-collector': { loaders: ['collector'] },
};
const serverTags = Object.keys(served);

/** One element to render: its tag and its attributes, as in the page (`true` for a bare one). */
export interface ServerElement {
  tag: ServerTag;
  attributes?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * How a render reaches the platform and what it writes: the options of `renderElements`, and of
 * `renderEmail` (`rp-widgets/email`), whose elements `onError` is told of.
 */
export interface RenderOptions<Element = ServerElement> {
  /** The platform API key; written on each element too, for the browser's later requests. */
  apiKey: string;
  /** Where the server reaches the API (absolute). */
  baseUrl: string;
  /** Where the browser reaches it, when not the same (a proxy on the shop's domain). */
  browserBaseUrl?: string;
  businessUnitId?: string;
  /** The locale of texts, numbers and dates (its catalogue is loaded first). Default en-US. */
  locale?: string;
  /** Retries of a failed read. Default 1: a page should not wait long for reviews. */
  retries?: number;
  /**
   * Milliseconds the API may take, all retries included; an element without its data by then
   * is rendered empty at its reserved size, and the browser asks for it. Default 3000.
   */
  timeout?: number;
  /** The answers kept between renders; `false` keeps none. Default one in-memory cache. */
  cache?: AnswerCache | false;
  /** How long the embedded data stays good for the browser, in ms. Default 600 000. */
  maxAge?: number;
  fetch?: typeof fetch;
  /** Told of each element rendered without its data, and why (the render itself never throws). */
  onError?: (error: Error, element: Element) => void;
}

export { defaultAnswerCache } from './server-client.js';

/** The property through which a prepared element reaches the renderer (never an attribute). */
const preparedProperty = 'rpprepared';

/** Lit's element renderer, drawing the element this module prepared instead of a fresh one. */
class PreparedRenderer extends LitElementRenderer {
  override setProperty(name: string, value: unknown): void {
    if (name === preparedProperty) this.element = value as LitElement;
    else super.setProperty(name, value);
  }
}

/** JSON values only: what the browser parses back is exactly what the server drew. */
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

/** What HTML reads back as one attribute name: anything else could end the tag or add another. */
const attributeName = /^[A-Za-z_:][\w.:-]*$/;

/** Refuses, before any request, an element this module does not render or cannot write. */
function checkElement(element: ServerElement): void {
  if (!serverTags.includes(element.tag)) {
    throw new TypeError(
      `rp-widgets/ssr renders ${serverTags.join(', ')}; "${element.tag}" is not one of them.`,
    );
  }
  for (const name of Object.keys(element.attributes ?? {})) {
    if (!attributeName.test(name)) {
      throw new TypeError(
        `rp-widgets/ssr: ${JSON.stringify(name)} (on ${element.tag}) is not an attribute name: use letters, digits, "-", "_", "." and ":", starting with a letter, "_" or ":".`,
      );
    }
  }
}

/**
 * The element's locale: its own, else the render's, else en-US; one of the platform's 25. A blank
 * or bare one counts as none, as in the browser, which then looks further (the server has no page
 * to look in).
 */
function localeOf(element: ServerElement, options: RenderOptions): string {
  for (const value of [element.attributes?.locale, options.locale]) {
    if ((typeof value === 'string' || typeof value === 'number') && String(value).trim()) {
      return platformLocale(String(value).trim());
    }
  }
  return 'en-US';
}

type Prepared = { host: LitElement & WidgetHost; data: EmbeddedData; complete: boolean };

/** The element with its attributes set and its tasks run (each one's value preloaded). */
async function prepare(
  element: ServerElement,
  options: RenderOptions,
  client: Client,
  signal: AbortSignal,
): Promise<Prepared> {
  const renderer = new LitElementRenderer(element.tag);
  const attributes: NonNullable<ServerElement['attributes']> = {
    'api-key': options.apiKey,
    'base-url': options.browserBaseUrl ?? options.baseUrl,
    'business-unit-id': options.businessUnitId,
    ...element.attributes,
    locale: localeOf(element, options),
  };
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    renderer.setAttribute(name, value === true ? '' : String(value));
  }
  const host = renderer.element as LitElement & WidgetHost;
  const data: EmbeddedData = { at: Date.now(), maxAge: options.maxAge ?? 600_000, loaded: {} };
  let complete = true;
  for (const loader of served[element.tag].loaders) {
    const source = taskOf(host, loader);
    if (!source) continue;
    const args = source.args();
    try {
      const value = asJson(await source.run(args, signal, () => client));
      if (value === undefined) continue;
      const preloaded = { args: JSON.stringify(args), value };
      source.preload(preloaded);
      data.loaded[loader] = preloaded;
    } catch (error) {
      complete = false;
      options.onError?.(error instanceof Error ? error : new Error(String(error)), element);
    }
  }
  return { host, data, complete };
}

/** The JSON-LD child the element writes in the browser, written here for crawlers. */
function jsonLd(element: ServerElement, host: LitElement, data: EmbeddedData): object | undefined {
  const write = served[element.tag].jsonLd;
  if (!write || !element.attributes?.['structured-data']) return undefined;
  const values = Object.entries(data.loaded).map(([loader, { value }]) => [loader, value]);
  return write(host, Object.fromEntries(values) as Record<string, unknown>);
}

/**
 * Renders each element with its data, in one go: the requests of all of them leave together
 * (many `<rp-stars>` make one summaries request). Never throws for the platform's faults: an
 * element whose data did not come in time is rendered empty at its reserved size, and the
 * browser asks for it.
 */
export async function renderElements(
  elements: readonly ServerElement[],
  options: RenderOptions,
): Promise<string[]> {
  elements.forEach(checkElement);
  const timeout = options.timeout ?? 3000;
  const client = serverClient(options);
  await loadWords(new Set(elements.map((element) => localeOf(element, options))));
  // A deadline per element (one shared signal would gather more listeners than Node likes).
  const prepared = await Promise.all(
    elements.map((element) => prepare(element, options, client, AbortSignal.timeout(timeout))),
  );
  return Promise.all(
    prepared.map(async ({ host, data }, index) => {
      const element = elements[index]!;
      const structured = jsonLd(element, host, data);
      const light =
        `<script type="application/json" data-rp-data>${scriptJson(data)}</script>` +
        (structured
          ? `<script type="application/ld+json" data-rp-json-ld>${scriptJson(structured)}</script>`
          : '');
      const tag = unsafeStatic(element.tag);
      const result = render(staticHtml`<${tag} .rpprepared=${host}></${tag}>`, {
        elementRenderers: [PreparedRenderer],
      });
      // The markers of the one-element template around it serve no hydration: only its own.
      const drawn = (await collectResult(result))
        .replace(/^<!--lit-part[^>]*--><!--lit-node 0-->/, '')
        .replace(/<!--\/lit-part-->$/, '');
      const end = `</${element.tag}>`;
      return drawn.slice(0, -end.length) + light + end;
    }),
  );
}

/** One element's HTML with its data (see `renderElements`). */
export async function renderElement(
  element: ServerElement,
  options: RenderOptions,
): Promise<string> {
  const [html] = await renderElements([element], options);
  return html!;
}
