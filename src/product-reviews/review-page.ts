import type { Task } from '@lit/task';
import type { Client } from '../api/client.js';
import { getStarSummary, type StarSummary } from '../api/summaries.js';
import {
  batchAttributeSummaries,
  getImportedReviewsSummary,
  listImportedReviews,
  listProductReviews,
} from '../api/product-reviews.js';
import type {
  AttributeAggregate,
  AttributeSummariesResponse,
  ImportedProductReview,
  PublicProductReview,
} from '../api/types.js';
import { getWebLinks } from '../api/business-units.js';
import { inSupportedLocale } from '../api/resources.js';
import { widgetTask, type ClientSource, type WidgetHost } from '../core/widget-task.js';
import { warnOnce } from '../core/events.js';
import { count, text } from '../shared/platform-values.js';
import { safeUrl, urlProblem } from '../core/safe-url.js';
import { attributesProblem, reviewListProblem, summaryProblem } from '../api/checks.js';
import { regionLocale } from '../core/resolve.js';

/** Where the data comes from; resolved inside the task so a config error reaches `error`. */
export interface Source {
  client: Client;
  businessUnitId: string;
  locale: string;
  skus: string[];
}

/**
 * What decides a view. Any change starts a new run and aborts the one in flight, so an older
 * answer never replaces a newer one. `key` holds the configuration and the SKUs.
 */
export type PageArgs = readonly [
  key: string,
  page: number,
  perPage: number,
  stars: string,
  language: string,
];

/** One page of a list with the summary it belongs to. */
export interface View<R> {
  key: string;
  summary: StarSummary;
  reviews: R[];
  page: number;
  perPage: number;
  /** The star filter this page was asked with, ascending. */
  stars: number[];
  language: string;
}

export interface PlatformView extends View<PublicProductReview> {
  attributes: AttributeAggregate[];
  /** The platform's review form for the business (http(s) only), when its address came. */
  writeUrl?: string;
  /**
   * Every review in the view's language, newest first, when they all fit in one answer (see
   * `WHOLE`): the list is then paged, filtered, sorted and searched here, exactly.
   */
  all?: PublicProductReview[];
}

/**
 * The most reviews one answer holds (the list's largest `perPage`). A product with at most this
 * many reviews, in all languages, has every review of any one language in one answer.
 */
export const WHOLE = 100;

/**
 * The page of reviews failed while the summary came: the widget shows the parts that did (in
 * `view`, without reviews) and says the list could not be loaded.
 */
export class ListError extends Error {
  constructor(
    readonly reason: Error,
    readonly view: PlatformView,
  ) {
    super(reason.message);
  }
}

const time = (review: { createdAt?: unknown }) => Date.parse(String(review.createdAt)) || 0;

/** Newest first; an unreadable date counts as oldest. The sort is stable. */
export const newestFirst = <R extends { createdAt?: unknown }>(reviews: R[]): R[] =>
  [...reviews].sort((a, b) => time(b) - time(a));

/** "4,5" -> [4, 5]: whole stars 1 to 5, once each, ascending. */
export function parseStars(value: string | null | undefined): number[] {
  const stars = (value ?? '').split(',').map(Number);
  return [1, 2, 3, 4, 5].filter((star) => stars.includes(star));
}

/** "A, B,,C" -> ["A", "B", "C"]. */
export function splitSkus(value: string | null | undefined): string[] {
  return [...new Set((value ?? '').split(',').map((sku) => sku.trim()))].filter(Boolean);
}

const levels = ['one', 'two', 'three', 'four', 'five'] as const;

const usable = (attribute: AttributeAggregate) =>
  typeof attribute?.id === 'string' &&
  typeof attribute.name === 'string' &&
  typeof attribute.average === 'number' &&
  typeof attribute.totalOccurrences === 'number';

/**
 * One aggregate per attribute over all SKUs of the product: occurrences are added and the
 * average is weighted by each SKU's number of ratings.
 */
export function combineAttributes(response: AttributeSummariesResponse): AttributeAggregate[] {
  const byId = new Map<string, AttributeAggregate>();
  for (const attribute of response.summaries.flatMap((summary) => summary.attributes ?? [])) {
    // An attribute without its name or numbers would show nonsense: it is left out.
    if (!usable(attribute)) continue;
    const known = byId.get(attribute.id);
    if (!known) {
      const occurrences = Object.fromEntries(
        levels.map((level) => [level, count(attribute.occurrences?.[level])]),
      ) as AttributeAggregate['occurrences'];
      byId.set(attribute.id, { ...attribute, name: text(attribute.name), occurrences });
      continue;
    }
    const total = known.totalOccurrences + attribute.totalOccurrences;
    known.average = total
      ? (known.average * known.totalOccurrences + attribute.average * attribute.totalOccurrences) /
        total
      : 0;
    known.totalOccurrences = total;
    for (const level of levels) known.occurrences[level] += count(attribute.occurrences?.[level]);
  }
  return [...byId.values()];
}

type Reviewed = { stars?: unknown; createdAt?: unknown };

/**
 * Why a view kept in data (not made from answers just now) cannot be drawn for `args`: made for
 * other ones, or its summary or page failing the checks of the answers they come from.
 */
function viewProblem(
  view: View<Reviewed> & { all?: Reviewed[] },
  [key, page, perPage, stars, language]: PageArgs,
) {
  const made = [view.key, view.page, view.perPage, view.stars, view.language];
  return (
    (JSON.stringify(made) !== JSON.stringify([key, page, perPage, parseStars(stars), language]) &&
      'the view is for other attributes') ||
    summaryProblem(view.summary ?? {}) ||
    reviewListProblem('reviews', perPage)({ reviews: view.reviews }) ||
    (view.all !== undefined && reviewListProblem('all', WHOLE)({ all: view.all }))
  );
}

/** Where a page's reviews are asked for: `Source` without its client. */
export type Product = Omit<Source, 'client'>;

/**
 * What a run knows already, used only when made for the same key: a view whose summaries and
 * link it may reuse, and the view shown. `warn` is told why an extra (bars by feature, the link
 * to write a review) is missing.
 */
export interface PageHints {
  kept?: PlatformView;
  shown?: PlatformView;
  warn?: (message: string) => void;
}

/**
 * The platform's view: the star summary (through the batch that `<rp-stars>` on the same page
 * shares), the attribute summaries and one page of reviews, requested in parallel. Paging and
 * filtering ask again, but the summaries then come from the client's cache (or from `kept`):
 * only the page is fetched again.
 */
export async function loadProductPage(
  client: Client,
  { businessUnitId, locale, skus }: Product,
  [key, page, perPage, starList, language]: PageArgs,
  signal: AbortSignal,
  hints: PageHints = {},
): Promise<PlatformView> {
  const known = (view?: PlatformView) => (view?.key === key ? view : undefined);
  const kept = known(hints.kept);
  const stars = parseStars(starList);
  // Attribute bars and the review form's link are extras: when they fail, the reviews are
  // still shown, and the console says once why the extra is missing.
  const extra = <T>(request: Promise<T>, missing: string, fallback: T) =>
    request.catch((error: Error) => {
      if (!signal.aborted) hints.warn?.(`${error.message} ${missing}`);
      return fallback;
    });
  const listed = (at: number, size: number, only: number[]) =>
    listProductReviews(
      client,
      businessUnitId,
      {
        sku: skus,
        page: at,
        perPage: size,
        language: language || undefined,
        locale,
        ...(only.length && { stars: only }),
      },
      { signal },
    ).then(
      (list) => list.productReviews,
      (error: Error) => error,
    );
  // A product known to fit in one answer is asked for whole; otherwise the page is asked for
  // along with the summary, and the whole list after it when the summary says it fits.
  const fits = (summary?: StarSummary) => !!summary && summary.numberOfReviews.total <= WHOLE;
  const early = fits(known(hints.shown)?.summary ?? kept?.summary);
  const [summary, attributes, writeUrl, first] = await Promise.all([
    kept?.summary ?? getStarSummary(client, businessUnitId, skus, { signal }),
    kept?.attributes ??
      extra(
        batchAttributeSummaries(client, businessUnitId, { skus, locale }, { signal }).then(
          combineAttributes,
        ),
        'The reviews are shown without ratings by feature.',
        [],
      ),
    // The badge asks for the same links in the same locale: one cached answer serves both.
    kept
      ? kept.writeUrl
      : extra(
          inSupportedLocale(
            client,
            regionLocale(locale),
            (supported) => getWebLinks(client, businessUnitId, supported, { signal }),
            { signal },
          ).then((links) => safeUrl(links.evaluateUrl)),
          'The reviews are shown without the link to write one.',
          undefined,
        ),
    early ? listed(1, WHOLE, []) : listed(page, perPage, stars),
  ]);
  const whole = fits(summary);
  // A first page shorter than asked, unfiltered, already holds every review of the language.
  const failed = first instanceof Error;
  const short = page === 1 && !stars.length && !failed && first.length < perPage;
  const list =
    failed || whole === early || (whole && short)
      ? first
      : await (whole ? listed(1, WHOLE, []) : listed(page, perPage, stars));
  const view = { key, summary, attributes, writeUrl, page, perPage, stars, language };
  if (list instanceof Error) {
    if (signal.aborted) throw list;
    throw new ListError(list, { ...view, reviews: [] });
  }
  if (!whole) return { ...view, reviews: list };
  const all = newestFirst(list);
  const chosen = stars.length ? all.filter((review) => stars.includes(review.stars)) : all;
  return { ...view, reviews: chosen.slice((page - 1) * perPage, page * perPage), all };
}

/** Reviews imported from other sites for a page: their own summary and list. */
export async function loadImportedPage(
  client: Client,
  { businessUnitId, skus }: Product,
  [key, page, perPage, , language]: PageArgs,
  signal: AbortSignal,
): Promise<View<ImportedProductReview>> {
  const [summary, list] = await Promise.all([
    getImportedReviewsSummary(client, businessUnitId, skus, { signal }),
    listImportedReviews(
      client,
      businessUnitId,
      { sku: skus, page, perPage, language: language || undefined },
      { signal },
    ),
  ]);
  return { key, summary, reviews: list.productReviews, page, perPage, stars: [], language };
}

/** The platform's view of the element's arguments, through `loadProductPage`. */
export function platformTask(
  host: WidgetHost,
  args: () => PageArgs,
  source: (client: ClientSource) => Source,
) {
  const task: Task<PageArgs, PlatformView> = widgetTask(host, {
    loader: 'product-page',
    args,
    task: (pageArgs, { signal, client, embedded }) => {
      const from = source(client);
      return loadProductPage(from.client, from, pageArgs, signal, {
        // A view the element hydrated with: its parts are not in the client's cache.
        kept: embedded as PlatformView | undefined,
        shown: task.value,
        warn: (message) => warnOnce(host, message),
      });
    },
    check: (view, args) =>
      viewProblem(view, args) ||
      attributesProblem({ summaries: [{ attributes: view.attributes }] }) ||
      urlProblem(view.writeUrl, 'writeUrl'),
  });
  return task;
}

/**
 * Reviews imported from other sites: their own summary and pages, never added to the
 * platform's numbers. The histogram's star filter does not apply to them; the language does.
 */
export function importedTask(
  host: WidgetHost,
  args: () => PageArgs | [],
  source: (client: ClientSource) => Source,
) {
  return widgetTask(
    host,
    {
      loader: 'imported-page',
      args: args as () => PageArgs,
      task: async (pageArgs, { signal, client }) => {
        if (!pageArgs[0]) return undefined;
        const from = source(client);
        return loadImportedPage(from.client, from, pageArgs as PageArgs, signal);
      },
      check: (view, args) => view !== undefined && viewProblem(view, args as PageArgs),
    },
    { load: false },
  );
}
