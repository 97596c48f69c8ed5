import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { FirstDrawHold, WordsController } from '../core/draw.js';
import type { ClientSource } from '../core/widget-task.js';
import { prepareFormats } from '../shared/messages.js';
import { starStyles } from '../shared/stars.js';
import { bidiStyles } from '../shared/bidi.js';
import { reserveStyles } from '../shared/reserve.js';
import { ConfigError, displayLocale } from '../core/resolve.js';
import { RpFilterChangeEvent, RpPageChangeEvent } from '../review-list/events.js';
import {
  languageName,
  prepareDates,
  reviewWords,
  type ReviewMessages,
} from '../review-list/messages.js';
import {
  importedTask,
  ListError,
  parseStars,
  platformTask,
  splitSkus,
  type PageArgs,
  type PlatformView,
  type Source,
} from './review-page.js';
import { parseSort, type Sort } from './arrange.js';
import { renderLoaded, renderLoading, renderNoReviews, type Body } from './body.js';
import { failedStyles, markFailed, type Fallback } from '../shared/failed.js';
import { announcement, emptyText, type Asked } from './list-state.js';
import { headingOf, renderError, renderImported, type Heading } from './templates.js';
import { LightboxLater } from './lightbox-later.js';
import { HeadingReveal } from './reveal.js';
import { syncJsonLdLater } from '../shared/json-ld-later.js';
import { reviewStyles } from '../review-list/styles.js';

const { PENDING, COMPLETE, ERROR } = TaskStatus;

const loadStructuredData = () => import('./structured-data.js');

/**
 * A product's reviews: the average with a five-to-one histogram that filters the list, attribute
 * bars, and the reviews page by page with photos and the shop's replies. Reviews imported from
 * other sites (`include-imported`) get their own section and numbers.
 *
 * The summary shares its request and cache with every `<rp-stars>` of the page. The star summary,
 * the attribute summaries, the business's web links (for the "Write a review" link; the badge's
 * cached answer serves when it asked first) and the page of reviews are requested in parallel.
 * The photo strip beside the summary shows the photos of the page shown, with no request of its
 * own. Paging and filtering fetch only the new page and abort the one they replace; the page
 * shown stays in place, dimmed and `aria-busy`, until the next one arrives. Many pages get a
 * compact pager in a narrow space.
 *
 * Languages: the list shows the reviews in the page's language (its locale), with a button for
 * every language; `language` names another one, or `all`. The platform counts reviews per product,
 * not per language: the number in one language is shown once a short page has revealed it.
 *
 * Pages: the public list has no total, so the number of pages comes from the summary (the sum of
 * the selected star counts when filtered). With a language filter the total is unknown: the
 * pager offers previous and next, and next stops when a page comes back short.
 *
 * A product with at most 100 reviews (in all languages, by the summary) has every review of the
 * chosen language in one answer (`perPage=100`): the element asks for that one answer instead
 * of pages (or once after the first page, on a first visit), and pages, filters, sorts and
 * searches it itself, exactly and with no further request. Its list then shows numbered pages
 * and the count in the language, an order (`sort`: newest, highest or lowest rating first), a
 * "With photos" filter (when some review has photos) and a search of the reviews' texts,
 * reviewers' names and the shop's replies. The platform has no sort, photo filter or search:
 * above 100 reviews they could only cover the pages loaded so far, so they are not offered.
 *
 * While loading it draws its loaded layout of nothing, and keeps the room of "Write a review",
 * the narrow photo strip's row, the whole list's tools and five attributes (named as long as
 * their heading) where the answer has less: only more attributes, or longer names, move the list.
 *
 * @summary Product reviews with summary, histogram filter, attribute bars and pages.
 * @tag rp-product-reviews
 *
 * @event {RpLoadEvent} load - The reviews are shown (again after each page or filter change).
 * @event {RpErrorEvent} error - The reviews cannot be shown; `event.error` says why. By `fallback`, a notice with a Retry button or nothing (the element gets the `failed` attribute and collapses). When only the page of reviews failed, the summary stays and the notice (or nothing) takes the list's place.
 * @event {RpPageChangeEvent} rp-page-change - The shopper chose another page: `event.page`. Cancelable.
 * @event {RpFilterChangeEvent} rp-filter-change - The shopper changed the filter: `event.stars`, `event.language`. Cancelable.
 *
 * @csspart base - The whole widget.
 * @csspart heading - The widget's heading ("Customer reviews", or `heading`).
 * @csspart section-heading - The headings of the list, the attribute bars and the imported reviews.
 * @csspart summary - Average, stars, number of reviews and histogram.
 * @csspart histogram - The group of histogram rows.
 * @csspart histogram-row - One row: a toggle button filtering by its star count.
 * @csspart attribute - One attribute: its name, its average and a bar filled to that average.
 * @csspart filter - The active star filter and the button that clears it.
 * @csspart tools - The order, the "With photos" filter and the search of a product with at most
 * 100 reviews.
 * @csspart search - The search field.
 * @csspart languages - The language shown and the button that switches between it and every language.
 * @csspart review - One review.
 * @csspart skeleton - The shape of a review while the list loads.
 * @csspart source - The site an imported review came from.
 * @csspart photos - The thumbnails of one review: one tab stop, the arrow keys move inside.
 * @csspart photo-strip - Thumbnails of the shown reviews' photos beside the summary (under it
 * when narrow); each opens the lightbox.
 * @csspart photo - A photo thumbnail button.
 * @csspart write-review - The link to the platform's review form, drawn as a button, in the
 * summary and the empty state; without its address, the summary keeps its room unseen.
 * @csspart rating - One attribute rating of a review: its name, score and a bar of it.
 * @csspart reply - The shop's reply to a review.
 * @csspart pagination - Previous, page numbers and next.
 * @csspart imported - The section of reviews imported from other sites.
 * @csspart lightbox - The photo dialog.
 * @csspart empty - The message shown when there is nothing to list; for a product without
 * reviews, a block with a heading, a sentence and the link to write the first one.
 * @csspart error - The error message with its Retry button.
 * @csspart star - Each star (an SVG).
 *
 * @cssproperty --rp-text-color - Text colour.
 * @cssproperty --rp-muted-color - Colour of dates, counts and secondary text.
 * @cssproperty --rp-surface-color - Background of replies, bars' tracks and skeletons.
 * @cssproperty --rp-border-color - Lines and button borders.
 * @cssproperty --rp-accent-color - Focus ring, active filter and current page.
 * @cssproperty --rp-bar-color - Histogram and attribute bars. Default: the star colour.
 * @cssproperty --rp-radius - Corner radius. Default 8px.
 * @cssproperty --rp-gap - Space between blocks. Default 1rem.
 * @cssproperty --rp-lightbox-background - Background of the photo viewer.
 * @cssproperty --rp-star-color - Filled star colour.
 * @cssproperty --rp-star-empty-color - Empty star colour.
 * @cssproperty --rp-star-size - Size of one star. Default 1.25em (20px at 16px text).
 */
export class RpProductReviews extends RpElement {
  static override styles = [bidiStyles, starStyles, reviewStyles, failedStyles, reserveStyles];

  /**
   * Required: one SKU, or several separated by commas (the variants of one product). Another SKU
   * starts on page 1 with the `stars` and `language` the page gave, dropping the shopper's filter.
   */
  @property() sku?: string;

  /** The page shown, from 1. Setting it re-renders without an `rp-page-change` event. */
  @property({ type: Number }) page = 1;

  /** Reviews per page, 1 to 100. */
  @property({ type: Number, attribute: 'per-page' }) perPage = 10;

  /**
   * Only reviews in this language (for example `de`), or `all` for every language. Default: the
   * language of the page (the `locale` in effect).
   */
  @property() language?: string;

  /** Only reviews with these star counts, for example `4,5`. */
  @property() stars?: string;

  /** Also show reviews imported from other sites, in their own section. */
  @property({ type: Boolean, attribute: 'include-imported' }) includeImported = false;

  /** Keep a schema.org Product JSON-LD script with the shown numbers as a child element. */
  @property({ type: Boolean, attribute: 'structured-data' }) structuredData = false;

  /** The product's name for the structured data. */
  @property({ attribute: 'product-name' }) productName?: string;

  /** The widget's heading. Default: "Customer reviews" in the page's language. */
  @property() heading?: string;

  /**
   * Draw no heading, for a page that has its own; the widget keeps the text as its accessible
   * name, and section headings stay at `heading-level` + 1.
   */
  @property({ type: Boolean, attribute: 'no-heading' }) noHeading = false;

  /** Level of the widget's heading, 1 to 5; section headings are one level below. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  /**
   * The order of the list: `newest` (the default), `highest` or `lowest` rating first. It applies
   * where the shopper can sort (a product with at most 100 reviews); the shopper's choice sets it.
   */
  @property() sort: Sort = 'newest';

  /**
   * What a failed widget shows: `notice` (the default: "Reviews could not be loaded." and a Retry
   * button) or `collapse` (nothing; the element takes no space). When only the page of reviews
   * fails, the summary stays, and the list part shows the notice or, with `collapse`, nothing.
   */
  @property() fallback: Fallback = 'notice';

  /** The shopper's "with photos" filter and search words (a whole list only). */
  @state() private photosOnly = false;
  @state() private search = '';

  @state() private importedPage = 1;

  private givenStars?: string;
  private givenLanguage?: string;
  /** The filter the shopper chose last, while it may still be the one shown. */
  private chosen?: { stars?: string; language?: string };
  /** The list whose results the live region reads out; set by the shopper's actions only. */
  @state() private announce?: 'list' | 'imported';
  private readonly lightbox = new LightboxLater(this);
  private readonly words = new WordsController(this, reviewWords);
  private readonly hold = new FirstDrawHold(this);

  private readonly headings = new HeadingReveal<'list' | 'imported'>(
    this,
    (id) => (id === 'list' ? this.platform : this.imported).status === PENDING,
  );

  private readonly platform = platformTask(
    this,
    () => this.args(this.page, parseStars(this.stars).join(',')),
    (client) => this.source(client),
  );

  private readonly imported = importedTask(
    this,
    () => (this.includeImported ? this.args(this.importedPage, '') : []),
    (client) => this.source(client),
  );

  /** Configuration and SKUs: a change means another product, so nothing old is shown. */
  private get key(): string {
    const { apiKey, baseUrl, businessUnitId, locale } = this.config;
    return JSON.stringify([apiKey, baseUrl, businessUnitId, locale, this.sku]);
  }

  private args(page: number, stars: string): PageArgs {
    const perPage = Math.min(100, Math.max(1, Math.floor(this.perPage) || 10));
    return [this.key, Math.max(1, Math.floor(page) || 1), perPage, stars, this.shownLanguage()];
  }

  /** The language filter sent: the one asked for, the page's by default, empty for all. */
  private shownLanguage(): string {
    const asked = this.language?.trim().toLowerCase();
    if (asked === 'all') return '';
    return asked || this.pageLanguage();
  }

  private pageLanguage(): string {
    return displayLocale(this.config, this).split('-')[0]!.toLowerCase();
  }

  private source(client: ClientSource): Source {
    const config = this.requireConfig('apiKey', 'businessUnitId');
    const skus = splitSkus(this.sku);
    if (!skus.length) throw new ConfigError(`missing sku: set it on <${this.localName}>.`);
    const { businessUnitId, locale } = config;
    return { client: client(config), businessUnitId: businessUnitId!, locale, skus };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // What every page of reviews shows: dates, and the name of a language.
    const locale = displayLocale(this.config, this);
    prepareDates(locale);
    prepareFormats(`language names ${locale}`, () => languageName(locale, 'en'));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The filter the page gave (not the one the shopper chose), to go back to for another product.
    const pageStars = changed.has('stars') && this.stars !== this.chosen?.stars;
    const pageLanguage = changed.has('language') && this.language !== this.chosen?.language;
    if (pageStars) this.givenStars = this.stars;
    if (pageLanguage) this.givenLanguage = this.language;
    if (!changed.has('sku')) return;
    // Another product starts on its first page with the page's own filter, unless the page sets
    // those along with the SKU.
    this.importedPage = 1;
    if (!this.hasUpdated) return;
    if (!changed.has('page')) this.page = 1;
    if (!pageStars) this.stars = this.givenStars;
    if (!pageLanguage) this.language = this.givenLanguage;
    this.chosen = undefined;
  }

  protected override updated(): void {
    const { status } = this.platform;
    markFailed(this, status === ERROR && !this.partial);
    if (status === PENDING) return;
    const shown = () =>
      this.structuredData && this.platform.status === COMPLETE ? this.platform.value : undefined;
    // While a new page is asked for, the JSON-LD stays as it was; that answer's update syncs it.
    syncJsonLdLater(this, !!shown(), loadStructuredData, (code) => {
      if (this.platform.status !== PENDING) {
        code.syncProductJsonLd(this, shown(), this.sku, this.productName);
      }
    });
  }

  private toggle = (stars: number) => {
    const active = parseStars(this.stars);
    const next = active.includes(stars) ? active.filter((s) => s !== stars) : [...active, stars];
    this.filter(parseStars(next.join(',')), this.shownLanguage() || 'all', false);
  };

  private filter(stars: number[], language: string, focus = true): void {
    const event = new RpFilterChangeEvent(stars, language);
    if (!this.dispatchEvent(event)) return;
    this.stars = stars.join(',');
    this.language = language;
    this.chosen = { stars: this.stars, language };
    this.page = 1;
    this.announce = 'list';
    if (focus) this.headings.focus('list');
  }

  private go = (page: number) => {
    const event = new RpPageChangeEvent(page);
    if (!this.dispatchEvent(event)) return;
    this.page = page;
    this.announce = 'list';
    this.headings.focus('list');
  };

  private goImported = (page: number) => {
    this.importedPage = page;
    this.announce = 'imported';
    this.headings.focus('imported');
  };

  private open = (...args: Parameters<LightboxLater['open']>) => this.lightbox.open(...args);

  protected override render() {
    // The first update starts the requests; the reserved layout is drawn one microtask later,
    // after the summary batch has left, and before any paint (see `FirstDrawHold`).
    if (this.hold.holds(this.platform.status === PENDING)) return nothing;
    const locale = displayLocale(this.config, this);
    // Until the locale's catalogue is in, the reserved loading layout stays, with blank words.
    const loaded = this.words.in(locale);
    const m = loaded ?? reviewWords.blank(locale);
    const heading = headingOf(Math.min(5, Math.max(1, Math.floor(this.headingLevel) || 2)));
    const title = this.heading?.trim() || m.title;
    const { status, value } = this.platform;
    const partial = this.partial;
    const view = loaded ? (partial ?? (value?.key === this.key ? value : undefined)) : undefined;
    let body: TemplateResult | typeof nothing;
    if (status === ERROR && loaded && !partial) {
      body = renderError(m, this.fallback, () => this.platform.run());
    } else if (!view) {
      body = renderLoading(this.body(m, locale, heading));
    } else if (!view.summary.numberOfReviews.total) {
      body = renderNoReviews(this.body(m, locale, heading), view.writeUrl);
    } else {
      body = renderLoaded(this.body(m, locale, heading), view, status === PENDING, !!partial);
    }
    return html`<section
      part="base"
      aria-labelledby=${this.noHeading ? nothing : 'title'}
      aria-label=${this.noHeading ? title : nothing}
      aria-busy=${status === PENDING && !view ? 'true' : 'false'}
    >
      ${this.noHeading ? nothing : heading('title', title)} ${body}
      ${loaded ? this.renderImported(m, locale, heading) : nothing}
      <p role="status" class="sr">${loaded ? this.announcement(m, locale) : ''}</p>
      ${this.lightbox.render(m)}
    </section>`;
  }

  /** What the body is drawn from (`body.ts`). */
  private body(m: ReviewMessages, locale: string, heading: Heading): Body {
    return {
      m,
      locale,
      heading,
      asked: this.asked(),
      perPage: this.args(1, '')[2],
      shown: this.shownLanguage(),
      own: this.ownLanguage(),
      fallback: this.fallback,
      arrange: (to) => this.arranged(() => Object.assign(this, to)),
      toggle: this.toggle,
      filter: (stars, language) => this.filter(stars, language),
      go: this.go,
      open: this.open,
      retry: () => this.platform.run(),
    };
  }

  /** The parts that came when only the page of reviews failed (for the current product). */
  private get partial(): PlatformView | undefined {
    const { status, error } = this.platform;
    const failed = status === ERROR && error instanceof ListError ? error.view : undefined;
    return failed?.key === this.key ? failed : undefined;
  }

  /** What the shopper asked of the list: the filter, photos, search, order and page. */
  private asked(): Asked {
    return {
      stars: parseStars(this.stars),
      photos: this.photosOnly,
      search: this.search,
      sort: parseSort(this.sort),
      page: Math.max(1, Math.floor(this.page) || 1),
    };
  }

  /** The shopper changed how a whole list is shown: back to its first page, results read out. */
  private arranged(change: () => void): void {
    change();
    this.page = 1;
    this.announce = 'list';
  }

  /** The language "only in …" goes back to: the page's own, or the one it gave. */
  private ownLanguage(): string {
    const given = this.givenLanguage?.trim().toLowerCase();
    return given && given !== 'all' ? given : this.pageLanguage();
  }

  private renderImported(m: ReviewMessages, locale: string, heading: Heading) {
    if (!this.includeImported) return nothing;
    const { status, value } = this.imported;
    const [, page, perPage, , language] = this.args(this.importedPage, '');
    return renderImported(m, locale, heading, {
      status,
      view: value?.key === this.key ? value : undefined,
      page,
      perPage,
      language,
      fallback: this.fallback,
      retry: () => this.imported.run(),
      go: this.goImported,
      open: this.open,
      empty: (view) => emptyText(m, locale, view, this.asked()),
    });
  }

  /** What the live region reads after the shopper paged or filtered: the results, or why none. */
  private announcement(m: ReviewMessages, locale: string): string {
    if (!this.announce) return '';
    const list = this.announce === 'list';
    const { status, value } = list ? this.platform : this.imported;
    const whole = list && this.platform.value?.all ? this.platform.value : undefined;
    return announcement(
      m,
      locale,
      { view: value, complete: status === COMPLETE, list, whole },
      this.asked(),
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-product-reviews': RpProductReviews;
  }
}
