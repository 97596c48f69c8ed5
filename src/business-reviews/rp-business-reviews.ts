import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { FirstDrawHold, WordsController } from '../core/draw.js';
import { widgetTask, type ClientSource } from '../core/widget-task.js';
import { warnOnce } from '../core/events.js';
import { starStyles } from '../shared/stars.js';
import { bidiStyles } from '../shared/bidi.js';
import { landmarkName } from '../shared/landmark.js';
import { ConfigError, displayLocale } from '../core/resolve.js';
import { badgeProblem, type Badge } from '../business-summary/badge-data.js';
import { isCount, reviewListProblem } from '../api/checks.js';
import { safeImageUrl, urlProblem } from '../core/safe-url.js';
import { badgeWords, type BadgeMessages } from '../business-summary/messages.js';
import {
  renderReview,
  reviewSkeleton,
  skeletonBones,
  type Item,
} from '../review-list/review-card.js';
import { reviewStyles } from '../review-list/styles.js';
import { pager, renderPager } from '../review-list/pagination.js';
import { RpPageChangeEvent } from '../review-list/events.js';
import { prepareDates } from '../review-list/messages.js';
import { businessReviewWords, type BusinessReviewMessages } from './messages.js';
import { reviewQuery } from './query.js';
import { loadReviewsPage } from './reviews-data.js';
import { businessReviewStyles } from './styles.js';
import { Carousel } from './carousel.js';
import { Clamps } from './clamps.js';
import { renderEmpty, renderHeader, renderShape } from './templates.js';
import { failedStyles, markFailed, type Fallback } from '../shared/failed.js';
import { reserveStyles } from '../shared/reserve.js';

const { PENDING, ERROR } = TaskStatus;

/** One answer: the page's reviews (every page so far, in the carousel) and the header's data. */
interface View {
  key: string;
  page: number;
  perPage: number;
  items: Item[];
  /** Whether another page may follow (the public list has no total). */
  more: boolean;
  badge?: Badge;
}

/**
 * The business's own service reviews, as a carousel, a list or a grid, with a header showing its
 * TrustScore, stars and number of reviews that links to its profile.
 *
 * The header's business unit, web links and logos are the requests `<rp-trust-badge>` makes,
 * through the same shared client: a badge and this element on one page send each of them once.
 * The reviews are the public list (`GET /v1/business-units/{id}/reviews`); each card shows what
 * an item of that list carries: stars, title, text, date, a Verified label and the likes.
 *
 * The carousel follows the WAI-ARIA carousel pattern: a region named by the business, each card a
 * slide named "3 of 12", previous and next buttons that keep focus. It scrolls natively with
 * CSS scroll snap (touch and trackpads), shows one to four cards by the space it has (container
 * queries), mirrors on right-to-left pages and moves without animation for reduced motion. The
 * next page loads as the shopper nears the end. It turns by itself only with `autoplay`, with a
 * button to stop it, and pauses while hovered, while focus is inside and while off screen.
 *
 * Filters are sent as the list's query parameters. A value the platform would refuse (`stars`
 * outside 1 to 5, an unknown `order-by`, `per-page` outside 1 to 100, `tag-value` without
 * `tag-group`) sends nothing: the element fires `error` and warns in the console.
 *
 * @summary The business's service reviews with its TrustScore header.
 * @tag rp-business-reviews
 *
 * @event {RpLoadEvent} load - The reviews are shown (again after each page).
 * @event {RpErrorEvent} error - The reviews cannot be shown (a failed call, an invalid attribute, a missing business); `event.error` says why. The element gets the `failed` attribute and, by `fallback`, shows a notice with a Retry button or collapses.
 * @event {RpPageChangeEvent} rp-page-change - The shopper chose another page (`list` and `grid`): `event.page`. Cancelable.
 *
 * @csspart base - The whole widget.
 * @csspart header - The business's TrustScore, stars and number of reviews.
 * @csspart profile-link - The link to the business's profile, around the header's numbers.
 * @csspart score - "TrustScore 4.3".
 * @csspart count - The number of reviews.
 * @csspart slide - One slide of the carousel, around a card.
 * @csspart previous - The carousel's previous button.
 * @csspart next - The carousel's next button.
 * @csspart rotation - The button that stops or starts the automatic slide show (`autoplay`).
 * @csspart review - One review card.
 * @csspart title - A review's title.
 * @csspart verified - The Verified label.
 * @csspart likes - How many people found a review useful.
 * @csspart read-more - The Read more toggle of a text the clamp cuts (full text in the DOM).
 * @csspart skeleton - The shape of a review while the list loads.
 * @csspart pagination - Previous, page and next (`list` and `grid`).
 * @csspart empty - "No reviews yet", with the link to write one.
 * @csspart review-link - The "Write a review" link of the empty state.
 * @csspart error - The error message with its Retry button.
 * @csspart star - Each star (an SVG).
 *
 * @cssproperty --rp-text-color - Text colour.
 * @cssproperty --rp-muted-color - Colour of dates, counts and secondary text.
 * @cssproperty --rp-surface-color - Background of cards and skeletons.
 * @cssproperty --rp-border-color - Lines and button borders.
 * @cssproperty --rp-accent-color - Focus ring and current page.
 * @cssproperty --rp-radius - Corner radius. Default 8px.
 * @cssproperty --rp-gap - Space between blocks. Default 1rem.
 * @cssproperty --rp-card-height - Least height of a carousel slide. Default: as tall as the largest card the clamps allow (two title lines, four text lines), the same loading and loaded.
 * @cssproperty --rp-star-color - Filled star colour.
 * @cssproperty --rp-star-empty-color - Empty star colour.
 * @cssproperty --rp-star-size - Size of one star. Default 20px.
 */
export class RpBusinessReviews extends RpElement {
  static override styles = [
    bidiStyles,
    starStyles,
    reviewStyles,
    reserveStyles,
    businessReviewStyles,
    failedStyles,
  ];

  /** Its first update draws nothing (see `render`), so it need not wait for the others. */

  /** The business's domain (its identifying name), instead of `business-unit-id`. */
  @property() domain?: string;

  /**
   * `carousel` (one to four cards side by side, scrolled), `list` (one column) or `grid` (cards
   * side by side as space allows, in pages).
   */
  @property({ reflect: true }) layout: 'carousel' | 'list' | 'grid' = 'carousel';

  /** Turn the carousel by itself, one card every six seconds, with a button to stop it. */
  @property({ type: Boolean }) autoplay = false;

  /** Only reviews with these star counts, for example `4,5`. */
  @property() stars?: string;

  /**
   * Only reviews in this language (for example `de`), or `all` for every language. Default: the
   * language of the page (the `locale` in effect).
   */
  @property() language?: string;

  /** Only reviews with a tag in this group. */
  @property({ attribute: 'tag-group' }) tagGroup?: string;

  /** Only reviews with a tag of this value (needs `tag-group`). */
  @property({ attribute: 'tag-value' }) tagValue?: string;

  /** Only reviews the business replied to (`responded` or `responded="true"`), or not (`"false"`). */
  @property() responded?: string | null;

  /** `createdat.desc` (default), `createdat.asc`, `stars.desc` or `stars.asc`. */
  @property({ attribute: 'order-by' }) orderBy?: string;

  /** Reviews per page, 1 to 100. Default 10. */
  @property({ attribute: 'per-page' }) perPage?: string;

  /** The page shown (`list` and `grid`), from 1. Setting it re-renders without `rp-page-change`. */
  @property({ type: Number }) page = 1;

  /**
   * What a failed widget shows: `notice` (the default: "Reviews could not be loaded." and a Retry
   * button, without the header) or `collapse` (nothing; the element takes no space).
   */
  @property() fallback: Fallback = 'notice';

  /** Leave out the header (the widget keeps the business's name as its accessible name). */
  @property({ type: Boolean, attribute: 'no-header' }) noHeader = false;

  /** Pages the carousel has loaded so far. */
  @state() private loaded = 1;
  private readonly slides = new Carousel(this, {
    turns: () => this.autoplay && this.carousel && !!this.view?.items.length,
    nearEnd: () => {
      const view = this.view;
      if (view?.more && this.loaded === view.page) this.loaded += 1;
    },
  });
  /** Cards whose text the clamp cuts, and those the shopper opened. */
  private readonly clamps = new Clamps(this);
  private readonly ownWords = new WordsController(this, businessReviewWords);
  private readonly badgeWords = new WordsController(this, badgeWords);
  private readonly hold = new FirstDrawHold(this);

  private readonly data = widgetTask(this, {
    loader: 'business-page',
    args: () => [this.key, this.listPage()] as const,
    task: ([key, page], { signal, client, embedded }) =>
      this.load(key, page, signal, client, embedded as View | undefined),
    check: (view, [key, page]) => this.viewProblem(view, key, page),
  });

  /**
   * Why a view kept in data (not made from answers just now) cannot be drawn: made for other
   * attributes, more reviews than the pages asked for hold, or a review, photo or header
   * failing the checks of the answers they come from.
   */
  private viewProblem(view: View, key: string, page: number): string | undefined | false {
    const { perPage } = reviewQuery(this, this.pageLanguage(), 10);
    const photo = (url: string) => urlProblem(url, 'photo', safeImageUrl);
    const items = Array.isArray(view.items) ? view.items : [];
    return (
      ((view.key !== key || view.page !== page || view.perPage !== perPage) &&
        'the view is for other attributes') ||
      reviewListProblem('items', this.carousel ? page * perPage : perPage)({ items: view.items }) ||
      items
        .map(
          (item, i) =>
            (item.likes !== undefined && !isCount(item.likes) && `items[${i}].likes`) ||
            item.photos?.map((p) => photo(p.thumb) || photo(p.full)).find(Boolean),
        )
        .find(Boolean) ||
      (view.badge !== undefined && badgeProblem(view.badge))
    );
  }

  /** Configuration and filters: a change starts again from the first page. */
  private get key(): string {
    const { apiKey, baseUrl, businessUnitId, locale } = this.config;
    return JSON.stringify([
      apiKey,
      baseUrl,
      businessUnitId,
      locale,
      this.domain,
      this.stars,
      this.language,
      this.tagGroup,
      this.tagValue,
      this.responded,
      this.orderBy,
      this.perPage,
      this.noHeader,
      this.carousel,
    ]);
  }

  private get carousel(): boolean {
    return this.layout !== 'list' && this.layout !== 'grid';
  }

  private listPage(): number {
    return this.carousel ? this.loaded : Math.max(1, Math.floor(this.page) || 1);
  }

  private pageLanguage(): string {
    return displayLocale(this.config, this).split('-')[0]!.toLowerCase();
  }

  private async load(
    key: string,
    page: number,
    signal: AbortSignal,
    client: ClientSource,
    embedded: View | undefined,
  ): Promise<View> {
    const config = this.requireConfig('apiKey');
    const query = reviewQuery(this, this.pageLanguage(), 10);
    const domain = this.domain?.trim();
    if (!domain && !config.businessUnitId) {
      throw new ConfigError(
        `missing business-unit-id or domain: set one on <${this.localName}>, or business-unit-id on an <rp-config> ancestor.`,
      );
    }
    const { items, more, badge } = await loadReviewsPage(
      client(config),
      {
        target: domain ? { domain } : { businessUnitId: config.businessUnitId! },
        locale: config.locale,
        query: { ...query, page },
        header: !this.noHeader,
        // The header of a view the element hydrated with serves the page changes after it.
        kept: embedded?.key === key ? embedded : undefined,
      },
      signal,
      (message) => warnOnce(this, message),
    );
    // The carousel keeps the slides of the pages before.
    const slides = this.data.value?.key === key ? this.data.value.items : [];
    const before = this.carousel ? slides.slice(0, (page - 1) * query.perPage) : [];
    return {
      key,
      page,
      perPage: query.perPage,
      items: [...before, ...items],
      more,
      badge,
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Other filters start on the first page, unless the page sets `page` along with them.
    const filters = [
      'stars',
      'language',
      'tagGroup',
      'tagValue',
      'responded',
      'orderBy',
      'perPage',
    ] as const;
    if (this.hasUpdated && !changed.has('page') && filters.some((name) => changed.has(name))) {
      this.page = 1;
    }
    if (this.view === undefined) {
      this.loaded = 1;
      this.slides.reset();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    prepareDates(displayLocale(this.config, this));
  }

  protected override updated(): void {
    markFailed(this, this.data.status === ERROR);
  }

  private go = (page: number) => {
    if (!this.dispatchEvent(new RpPageChangeEvent(page))) return;
    this.page = page;
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[part="base"]')?.focus({ preventScroll: true }),
    );
  };

  /** The view for the current key, or undefined while the first answer for it is out. */
  protected get view(): View | undefined {
    const value = this.data.value;
    return value?.key === this.key ? value : undefined;
  }

  protected get loading(): boolean {
    return this.data.status === PENDING;
  }

  protected override render() {
    if (this.hold.holds(this.data.status === PENDING)) return nothing;
    const locale = displayLocale(this.config, this);
    // Until the locale's catalogues are in, the reserved loading shape stays, with blank words.
    const own = this.ownWords.in(locale);
    const header = this.badgeWords.in(locale);
    const loaded = !!own && !!header;
    const m = own ?? businessReviewWords.blank(locale);
    const b = header ?? badgeWords.blank(locale);
    const view = loaded ? this.view : undefined;
    const failed = loaded && this.data.status === ERROR;
    const name = view?.badge?.name ?? '';
    const carousel = this.carousel && !!view?.items.length && !failed;
    return html`<section
      part="base"
      class=${this.carousel ? 'carousel' : this.layout}
      aria-label=${landmarkName(this, m.named(name), locale)}
      aria-roledescription=${carousel ? m.carousel : nothing}
      @pointerenter=${this.slides.pause}
      @pointerleave=${this.slides.pause}
      @focusin=${this.slides.pause}
      @focusout=${this.slides.pause}
      aria-busy=${this.loading ? 'true' : 'false'}
      tabindex="-1"
    >
      ${this.noHeader || failed ? nothing : renderHeader(b, locale, view, loaded)}
      ${failed ? this.renderError(m) : this.renderBody(m, b, locale, view)}
    </section>`;
  }

  /** The notice with its Retry button; nothing when the widget collapses. */
  private renderError(m: BusinessReviewMessages) {
    if (this.fallback !== 'notice') return nothing;
    return html`<div part="error">
      <p>${m.failed}</p>
      <button @click=${() => this.data.run()}>${m.retry}</button>
    </div>`;
  }

  protected renderBody(
    m: BusinessReviewMessages,
    b: BadgeMessages,
    locale: string,
    view: View | undefined,
  ) {
    if (!view) {
      // The carousel's skeleton is one row of cards as tall as the loaded ones: no shift.
      return html`<p class="sr">${m.loading}</p>
        ${
          this.carousel
            ? html`<div class="controls ghost" aria-hidden="true" inert>
                <button part="previous">‹</button><button part="next">›</button>
              </div>`
            : nothing
        }
        <ul class=${this.carousel ? 'track' : 'cards'}>
          ${[0, 1, 2, 3].map(() =>
            this.carousel
              ? html`<li aria-hidden="true">${skeletonBones}${renderShape(m, locale)}</li>`
              : reviewSkeleton,
          )}
        </ul>`;
    }
    if (!view.items.length) return renderEmpty(m, b, view);
    if (this.carousel) {
      const shown = { more: view.more, stale: this.loading, autoplay: this.autoplay };
      return this.slides.render(
        m,
        view.items,
        shown,
        (item) => html`${this.renderCard(m, locale, item)}${renderShape(m, locale)}`,
      );
    }
    return html`<ul class="cards ${this.loading ? 'stale' : ''}">
        ${view.items.map((item) => html`<li>${this.renderCard(m, locale, item)}</li>`)}
      </ul>
      ${renderPager(
        m,
        locale,
        pager(view.page, view.perPage, undefined, this.loading ? 0 : view.items.length),
        this.go,
      )}`;
  }

  protected renderCard(m: BusinessReviewMessages, locale: string, item: Item) {
    const read = this.clamps.of(`text-${item.id}`, m.readMore, m.readLess);
    return renderReview(m, locale, item, () => undefined, read);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-business-reviews': RpBusinessReviews;
  }
}
