import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { FirstDrawHold, WordsController } from '../core/draw.js';
import type { ClientSource } from '../core/widget-task.js';
import { formatNumber, prepareFormats } from '../shared/messages.js';
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
  type View,
} from './review-page.js';
import { arrange, parseSort, type Sort } from './arrange.js';
import { renderFilter, renderLanguages, renderTools, type LanguageLine } from './list-head.js';
import { failedStyles, markFailed, type Fallback } from '../shared/failed.js';
import {
  filteredTotal,
  renderAverage,
  renderSummary,
  renderWriteLink,
  summarySkeleton,
} from './summary.js';
import { renderAttributes } from './attributes.js';
import {
  fromImport,
  fromPlatform,
  renderReview,
  reviewSkeleton,
  slidesOf,
  type Item,
} from '../review-list/review-card.js';
import { pager, renderPager } from '../review-list/pagination.js';
import { Lightbox } from './lightbox.js';
import { productJsonLd } from './json-ld.js';
import { syncJsonLd } from '../shared/json-ld.js';
import { reviewStyles } from '../review-list/styles.js';

const { PENDING, COMPLETE, ERROR } = TaskStatus;
const skeletonList = html`<ul>
  ${[0, 1, 2].map(() => reviewSkeleton)}
</ul>`;

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
 * Nothing moves when the answers come: while loading, it draws its loaded layout with nothing in
 * it (unseen texts, blank shapes), and the rooms that depend on the answer are kept when it has
 * less to show: "Write a review", the photo strip's row when narrow, the whole list's tools, and
 * four attributes (named no longer than the section's heading). A product with more attributes
 * than that, or with longer names, moves the reviews down when they arrive.
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
 * summary and the empty state; absent when the platform did not give its address.
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

  /** Its first update draws nothing (see `render`), so it need not wait for the others. */

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
  /** The list whose heading comes into view once its new page is drawn. */
  private reveal?: 'list' | 'imported';

  private readonly lightbox = new Lightbox(this);
  private readonly words = new WordsController(this, reviewWords);
  private readonly hold = new FirstDrawHold(this);

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
    this.revealHeading();
    const { status, value } = this.platform;
    markFailed(this, status === ERROR && !this.partial);
    if (status === PENDING) return;
    syncJsonLd(
      this,
      this.structuredData && status === COMPLETE && value
        ? productJsonLd(
            value.summary,
            value.reviews.map(fromPlatform),
            splitSkus(this.sku),
            this.productName,
          )
        : undefined,
    );
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
    if (focus) this.focusHeading('list');
  }

  private go = (page: number) => {
    const event = new RpPageChangeEvent(page);
    if (!this.dispatchEvent(event)) return;
    this.page = page;
    this.announce = 'list';
    this.focusHeading('list');
  };

  private goImported = (page: number) => {
    this.importedPage = page;
    this.announce = 'imported';
    this.focusHeading('imported');
  };

  /**
   * After a page change: focus the list's heading at once, and once the new page is drawn (the
   * old one stays in place until then) `updated` brings the heading into view if it scrolled
   * away. Nothing waits for the answer, so pages skipped before theirs came leave nothing behind.
   */
  private focusHeading(id: 'list' | 'imported'): void {
    this.reveal = id;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(`#${id}`)?.focus({ preventScroll: true }),
    );
  }

  private revealHeading(): void {
    const id = this.reveal;
    if (!id || (id === 'list' ? this.platform : this.imported).status === PENDING) return;
    this.reveal = undefined;
    const heading = this.renderRoot.querySelector<HTMLElement>(`#${id}`);
    if (heading && heading.getBoundingClientRect().top < 0) {
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }

  private open = (...args: Parameters<Lightbox['open']>) => void this.lightbox.open(...args);

  protected override render() {
    // The first update starts the requests; the reserved layout is drawn one microtask later,
    // after the summary batch has left, and before any paint (see `FirstDrawHold`).
    if (this.hold.holds(this.platform.status === PENDING)) return nothing;
    const locale = displayLocale(this.config, this);
    // Until the locale's catalogue is in, the reserved loading layout stays, with blank words.
    const loaded = this.words.in(locale);
    const m = loaded ?? reviewWords.blank(locale);
    const level = Math.min(5, Math.max(1, Math.floor(this.headingLevel) || 2));
    const heading = (id: string, text: string, sub = 0) =>
      html`<div
        role="heading"
        aria-level=${level + sub}
        id=${id}
        part=${sub ? 'section-heading' : 'heading'}
        class="h${sub}"
        tabindex="-1"
      >
        ${text}
      </div>`;
    const title = this.heading?.trim() || m.title;
    const { status, value } = this.platform;
    const partial = this.partial;
    const view = loaded ? (partial ?? (value?.key === this.key ? value : undefined)) : undefined;
    const listHeading = heading('list', m.reviews, 1);
    let body: TemplateResult | typeof nothing;
    if (status === ERROR && loaded && !partial) {
      body = this.renderError(m, () => this.platform.run());
    } else if (!view) {
      // The loaded layout's parts, of nothing and unseen: the reviews start where they will.
      const active = parseStars(this.stars);
      body = html`${summarySkeleton(m, locale)}
        ${renderAttributes(m, locale, undefined, heading('attributes', m.attributes, 1))}
        <p class="sr">${m.loading}</p>
        <section class="list">
          ${listHeading} ${renderLanguages(m, locale, this.languageLine(), () => {}, true)}
          ${renderFilter(m, locale, active, () => {}, true)} ${this.renderTools(m)} ${skeletonList}
        </section>`;
    } else if (!view.summary.numberOfReviews.total) {
      body = html`<div part="empty" class="blank">
        ${heading('empty', m.noReviews, 1)}
        <p>${m.firstReview}</p>
        ${renderWriteLink(m, view.writeUrl)}
      </div>`;
    } else {
      const active = parseStars(this.stars);
      const [, page, perPage] = this.args(this.page, '');
      const pending = status === PENDING;
      const shown = this.shown(view, locale);
      const items = shown.items.slice(...(view.all ? [(page - 1) * perPage, page * perPage] : []));
      const extras = { slides: slidesOf(items), open: this.open, writeUrl: view.writeUrl };
      const list = partial
        ? this.fallback === 'notice'
          ? html`<section class="list" aria-labelledby="list">
              ${listHeading} ${this.renderError(m, () => this.platform.run())}
            </section>`
          : nothing
        : html`<section class="list" aria-labelledby="list" aria-busy=${pending}>
            ${listHeading}
            ${renderLanguages(m, locale, this.languageLine(view, active), (language) =>
              this.filter(active, language),
            )}
            ${renderFilter(m, locale, active, () => this.filter([], this.shownLanguage() || 'all'))}
            ${this.renderTools(m, view)}
            ${this.renderList(m, locale, view, items, pending && !view.all)}
            ${renderPager(
              m,
              locale,
              pager(page, perPage, shown.total, pending ? 0 : view.reviews.length),
              this.go,
            )}
          </section>`;
      body = html`${renderSummary(m, locale, view.summary, active, this.toggle, extras)}
      ${renderAttributes(m, locale, view.attributes, heading('attributes', m.attributes, 1))}
      ${list}`;
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

  /** The parts that came when only the page of reviews failed (for the current product). */
  private get partial(): PlatformView | undefined {
    const { status, error } = this.platform;
    const failed = status === ERROR && error instanceof ListError ? error.view : undefined;
    return failed?.key === this.key ? failed : undefined;
  }

  /**
   * The reviews to list and how many match. A whole list is filtered, searched and sorted here
   * (every match, to page through); otherwise the page the platform gave, with the total the
   * summary knows (none under a language filter).
   */
  private shown(view: PlatformView, locale: string): { items: Item[]; total?: number } {
    if (!view.all) {
      const total = view.language
        ? undefined
        : filteredTotal(view.summary.numberOfReviews, parseStars(this.stars));
      return { items: view.reviews.map(fromPlatform), total };
    }
    const asked = {
      stars: parseStars(this.stars),
      photos: this.photosOnly,
      search: this.search,
      sort: parseSort(this.sort),
    };
    const items = arrange(view.all.map(fromPlatform), asked, locale);
    return { items, total: items.length };
  }

  /** The shopper changed how a whole list is shown: back to its first page, results read out. */
  private arranged(change: () => void): void {
    change();
    this.page = 1;
    this.announce = 'list';
  }

  /**
   * The whole list's tools (at most 100 reviews, two or more): the photo filter when some review
   * has photos. Loading, or for another list, the row keeps its room unseen.
   */
  private renderTools(m: ReviewMessages, view?: PlatformView) {
    const all = view?.all ?? [];
    return renderTools(m, {
      offered: all.length > 1,
      photos: !view || all.some((review) => fromPlatform(review).photos.length > 0),
      sort: parseSort(this.sort),
      photosOnly: this.photosOnly,
      search: this.search,
      change: ({ sort, photosOnly, search }) =>
        this.arranged(() => {
          if (sort !== undefined) this.sort = parseSort(sort);
          if (photosOnly !== undefined) this.photosOnly = photosOnly;
          if (search !== undefined) this.search = search;
        }),
    });
  }

  /** The notice with its Retry button; nothing when the widget collapses. */
  private renderError(m: ReviewMessages, retry: () => void) {
    if (this.fallback !== 'notice') return nothing;
    return html`<div part="error">
      <p>${m.failed}</p>
      <button @click=${retry}>${m.retry}</button>
    </div>`;
  }

  /**
   * The language line's state: the language shown and, with an answer, the counts. The count in
   * one language is known from a whole list or a short page.
   */
  private languageLine(view?: PlatformView, active: number[] = []): LanguageLine {
    const given = this.givenLanguage?.trim().toLowerCase();
    const own = given && given !== 'all' ? given : this.pageLanguage();
    if (!view) return { shown: this.shownLanguage(), own };
    const known = view.reviews.length < view.perPage && (view.reviews.length || view.page === 1);
    const count = view.all
      ? view.all.length
      : known
        ? (view.page - 1) * view.perPage + view.reviews.length
        : undefined;
    const all = filteredTotal(view.summary.numberOfReviews, active);
    return { shown: view.language, own, count, all };
  }

  private renderList<R>(
    m: ReviewMessages,
    locale: string,
    view: View<R>,
    items: Item[],
    pending: boolean,
  ) {
    // While the next page loads, the current one stays in place, dimmed (its section is
    // aria-busy): the page keeps its height and the pager stays under the pointer.
    if (!items.length) {
      return pending ? skeletonList : html`<p part="empty">${this.emptyText(m, locale, view)}</p>`;
    }
    return html`<ul class=${pending ? 'stale' : ''}>
      ${items.map((item) => html`<li>${renderReview(m, locale, item, this.open)}</li>`)}
    </ul>`;
  }

  /**
   * Why a page is empty: beyond the last page, no match for the search, the language, or the
   * filters.
   */
  private emptyText(m: ReviewMessages, locale: string, view: View<unknown>): string {
    const whole = 'all' in view && !!view.all;
    const page = whole ? Math.max(1, Math.floor(this.page) || 1) : view.page;
    if (page > 1) return m.pageEmpty;
    if (whole && this.search.trim()) return m.noSearchMatch;
    if (whole && this.photosOnly) return m.noMatch;
    if (view.language) return m.noLanguage(languageName(locale, view.language));
    return view.stars.length ? m.noMatch : m.noReviews;
  }

  private renderImported(
    m: ReviewMessages,
    locale: string,
    heading: (id: string, text: string, sub: number) => TemplateResult,
  ) {
    if (!this.includeImported) return nothing;
    const { status, value } = this.imported;
    const view = value?.key === this.key ? value : undefined;
    if (view && !view.summary.numberOfReviews.total) return nothing;
    if (status === ERROR && this.fallback !== 'notice') return nothing;
    const pending = status === PENDING || !view;
    const [, page, perPage, , language] = this.args(this.importedPage, '');
    const total = language ? undefined : view?.summary.numberOfReviews.total;
    return html`<section
      part="imported"
      class="list"
      aria-labelledby="imported"
      aria-busy=${status === PENDING}
    >
      ${heading('imported', m.imported, 1)}
      ${
        status === ERROR
          ? this.renderError(m, () => this.imported.run())
          : view
            ? html`${renderAverage(m, locale, view.summary)}
              ${this.renderList(m, locale, view, view.reviews.map(fromImport), pending)}
              ${renderPager(
                m,
                locale,
                pager(page, perPage, total, pending ? 0 : view.reviews.length),
                this.goImported,
              )}`
            : skeletonList
      }
    </section>`;
  }

  /** What the live region reads after the shopper paged or filtered: the results, or why none. */
  private announcement(m: ReviewMessages, locale: string): string {
    const task = this.announce === 'imported' ? this.imported : this.platform;
    const view: View<unknown> | undefined = task.value;
    if (!this.announce || task.status !== COMPLETE || !view) return '';
    const whole = this.announce === 'list' ? this.platform.value?.all : undefined;
    if (whole) {
      const page = Math.max(1, Math.floor(this.page) || 1);
      const { total = 0 } = this.shown(this.platform.value!, locale);
      if (total <= (page - 1) * view.perPage) return this.emptyText(m, locale, view);
      const last = Math.max(1, Math.ceil(total / view.perPage));
      return m.results(formatNumber(locale, total), total, page, last);
    }
    if (!view.reviews.length) return this.emptyText(m, locale, view);
    const known = !view.language;
    const count = known
      ? this.announce === 'list'
        ? filteredTotal(view.summary.numberOfReviews, view.stars)
        : view.summary.numberOfReviews.total
      : view.reviews.length;
    const last = known ? Math.max(1, Math.ceil(count / view.perPage)) : undefined;
    return m.results(formatNumber(locale, count), count, view.page, last);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-product-reviews': RpProductReviews;
  }
}
