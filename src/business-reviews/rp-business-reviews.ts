import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { widgetTask, type ClientSource } from '../core/widget-task.js';
import { warnOnce } from '../core/events.js';
import { formatNumber } from '../shared/messages.js';
import { renderStars, starStyles } from '../shared/stars.js';
import { bidiStyles } from '../shared/bidi.js';
import { landmarkName } from '../shared/landmark.js';
import { ConfigError, displayLocale } from '../core/resolve.js';
import { badgeProblem, type Badge } from '../trust-badge/badge-data.js';
import { isCount, reviewListProblem } from '../api/checks.js';
import { safeImageUrl, urlProblem } from '../core/safe-url.js';
import { badgeWords, type BadgeMessages } from '../trust-badge/messages.js';
import { renderReview, reviewSkeleton, skeletonBones, type Item } from '../shared/review-card.js';
import { reviewStyles } from '../product-reviews/styles.js';
import { pager, renderPager } from '../product-reviews/pagination.js';
import { RpPageChangeEvent } from '../product-reviews/events.js';
import { formatDate, prepareDates } from '../product-reviews/messages.js';
import { businessReviewWords, type BusinessReviewMessages } from './messages.js';
import { reviewQuery } from './query.js';
import { loadReviewsPage } from './reviews-data.js';
import { businessReviewStyles } from './styles.js';
import { failedStyles, markFailed, type Fallback } from '../shared/failed.js';
import { ROOM_COUNTS, reserve, reserveStyles } from '../shared/reserve.js';

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

/** A date whose words are among the longest of a year (September, a two-digit day). */
const SHAPE_DATE = '2026-09-28T12:00:00Z';

/** Milliseconds a slide stays before the next one while the carousel rotates (`autoplay`). */
const ROTATION = 6000;

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
  protected static override waitsForRequests = false;

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
  /** The first slide in view, from 0, and whether the track is scrolled to its end. */
  @state() private current = 0;
  @state() private atEnd = false;
  /** The shopper stopped the slide show with its button. */
  @state() private stopped = false;
  private hovered = false;
  private focused = false;
  private offScreen = false;
  /** Slides at least half in the track's view; the others are inert (no tab stops). */
  @state() private inView = new Set<number>([0]);
  private slidesObserver?: IntersectionObserver;
  private observedTrack?: Element;
  /** Watches the slides of the track drawn now (a new track after a change of filters). */
  private watchSlides(): void {
    const track = this.track;
    if (!track) return;
    if (track !== this.observedTrack) {
      this.slidesObserver?.disconnect();
      this.observedTrack = track;
      this.slidesObserver = new IntersectionObserver(
        (entries) => {
          const next = new Set(this.inView);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.intersectionRatio >= 0.5) next.add(index);
            else next.delete(index);
          }
          if ([...next].join() !== [...this.inView].join()) this.inView = next;
        },
        { root: track, threshold: [0, 0.5, 1] },
      );
    }
    // Observing a slide twice is a no-op.
    for (const slide of track.children) this.slidesObserver!.observe(slide);
  }
  /** Cards whose text the clamp cuts, and those the shopper opened, by review id. */
  @state() private clamped = new Set<string>();
  @state() private expanded = new Set<string>();
  /**
   * Measures the clamped texts when their size changes (first layout, a resize, fonts): after
   * layout, reading only the texts that changed, so no render forces a layout of its own.
   * Made on first use: a server render makes the element where there is no ResizeObserver.
   */
  private sizesObserver?: ResizeObserver;
  private get sizes(): ResizeObserver {
    return (this.sizesObserver ??= new ResizeObserver((entries) => this.measure(entries)));
  }
  private measure(entries: ResizeObserverEntry[]): void {
    let changed = false;
    for (const { target } of entries) {
      const text = target as HTMLElement;
      if (!text.classList.contains('clamp')) continue;
      const cut = text.scrollHeight > text.clientHeight + 1;
      if (cut !== this.clamped.has(text.id)) {
        changed = true;
        if (cut) this.clamped.add(text.id);
        else this.clamped.delete(text.id);
      }
    }
    if (changed) this.clamped = new Set(this.clamped);
  }
  private timer?: ReturnType<typeof setInterval>;
  private observer?: IntersectionObserver;

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
    if (this.view === undefined) [this.loaded, this.current, this.atEnd] = [1, 0, false];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    prepareDates(displayLocale(this.config, this));
    this.observer = new IntersectionObserver(([entry]) => {
      this.offScreen = !entry!.isIntersecting;
      this.rotate();
    });
    this.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.sizes.disconnect();
    this.slidesObserver?.disconnect();
    this.observedTrack = undefined;
    this.rotate();
  }

  protected override updated(): void {
    this.rotate();
    markFailed(this, this.data.status === ERROR);
    // Observing a text twice is a no-op; removed texts drop out of the observer by themselves.
    for (const text of this.renderRoot.querySelectorAll('.text.clamp')) this.sizes.observe(text);
    this.watchSlides();
  }

  /** Runs the slide show's timer exactly while it should turn. */
  private rotate(): void {
    const turning =
      this.autoplay &&
      this.carousel &&
      this.isConnected &&
      !!this.view?.items.length &&
      !(this.stopped || this.hovered || this.focused || this.offScreen);
    if (turning && !this.timer) this.timer = setInterval(() => this.step(1, true), ROTATION);
    if (!turning && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private get track(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.track');
  }

  /**
   * Scrolls the track so slide `current + by` starts it; the snap and `scroll-behavior` (smooth,
   * instant for reduced motion) do the rest. The slide show wraps round at the end.
   */
  private step(by: number, wrap = false): void {
    const track = this.track;
    const slides = track ? [...track.children] : [];
    if (!track || !slides.length) return;
    let index = this.current + by;
    if (wrap && this.atEnd && by > 0) index = 0;
    index = Math.min(slides.length - 1, Math.max(0, index));
    const edge = (rect: DOMRect) => (this.rtl(track) ? -rect.right : rect.left);
    const delta =
      edge(slides[index]!.getBoundingClientRect()) - edge(track.getBoundingClientRect());
    track.scrollBy({ left: this.rtl(track) ? -delta : delta });
    this.current = index;
  }

  private rtl(track: HTMLElement): boolean {
    return getComputedStyle(track).direction === 'rtl';
  }

  /**
   * After a scroll (a button, a swipe, the slide show): which slide starts the view, whether the
   * end is reached, and the next page when the shopper nears it. Reads layout only, no writes.
   */
  private scrolled = () => {
    const track = this.track;
    if (!track) return;
    const start = track.getBoundingClientRect();
    const rtl = this.rtl(track);
    const slides = [...track.children];
    const first = slides.findIndex((slide) => {
      const rect = slide.getBoundingClientRect();
      return rtl ? rect.right <= start.right + 2 : rect.left >= start.left - 2;
    });
    this.current = Math.max(0, first);
    const left = track.scrollWidth - track.clientWidth - Math.abs(track.scrollLeft);
    this.atEnd = left < 2;
    const view = this.view;
    if (view?.more && this.loaded === view.page && left < track.clientWidth * 2) this.loaded += 1;
  };

  private pause = (event: Event) => {
    if (event.type === 'pointerenter' || event.type === 'pointerleave') {
      this.hovered = event.type === 'pointerenter';
    } else {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      this.focused = event.type === 'focusin' || (!!next && this.contains(next));
    }
    this.rotate();
  };

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
    if (this.holdFirstDraw(this.data.status === PENDING)) return nothing;
    const locale = displayLocale(this.config, this);
    // Until the locale's catalogues are in, the reserved loading shape stays, with blank words.
    const own = this.wordsFor(businessReviewWords, locale);
    const header = this.wordsFor(badgeWords, locale);
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
      @pointerenter=${this.pause}
      @pointerleave=${this.pause}
      @focusin=${this.pause}
      @focusout=${this.pause}
      aria-busy=${this.loading ? 'true' : 'false'}
      tabindex="-1"
    >
      ${this.noHeader || failed ? nothing : this.renderHeader(b, locale, view, loaded)}
      ${failed ? this.renderError(m) : this.renderBody(m, b, locale, view)}
    </section>`;
  }

  /** The business's numbers as one link to its profile, named as one sentence (as the badge). */
  private renderHeader(b: BadgeMessages, locale: string, view: View | undefined, loaded: boolean) {
    const badge = view?.badge;
    if (view && !badge) return nothing;
    // The texts' room is laid out while loading too: the header keeps its box (see `reserve`).
    const rooms = loaded
      ? {
          score: [`TrustScore ${formatNumber(locale, 8.8, 1)}`],
          count: [...ROOM_COUNTS.map((n) => b.reviews(formatNumber(locale, n), n)), b.noReviews],
        }
      : { score: [], count: [] };
    if (!badge) {
      return html`<div part="header" class="pending" aria-hidden="true">
        <p>
          ${reserve('score', '', rooms.score)}${renderStars(0)}${reserve('count', '', rooms.count)}
        </p>
      </div>`;
    }
    const total = badge.total;
    const score = total ? `TrustScore ${formatNumber(locale, badge.score, 1)}` : '';
    const count = total ? b.reviews(formatNumber(locale, total), total) : b.noReviews;
    const [before, between, after] = total
      ? b.summary(badge.name)
      : [b.empty(badge.name)[0], '', b.empty(badge.name)[1]];
    const hidden = (words: string) => (words ? html`<span class="sr">${words}</span>` : nothing);
    const content = html`${hidden(before)}${reserve('score', score, rooms.score)}${renderStars(
      total ? badge.stars : 0,
    )}${hidden(between)}${reserve('count', count, rooms.count)}${hidden(after)}`;
    return html`<div part="header">
      ${
        badge.profileUrl
          ? html`<a part="profile-link" href=${badge.profileUrl} target="_blank" rel="noopener"
              >${content}${hidden(b.newTab)}</a
            >`
          : html`<p>${content}</p>`
      }
    </div>`;
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
              ? html`<li aria-hidden="true">${skeletonBones}${this.shape(m, locale)}</li>`
              : reviewSkeleton,
          )}
        </ul>`;
    }
    if (!view.items.length) return this.renderEmpty(m, b, view);
    if (this.carousel) return this.renderCarousel(m, locale, view);
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

  private renderCarousel(m: BusinessReviewMessages, locale: string, view: View) {
    const count = view.items.length;
    const end = this.atEnd && !view.more;
    // The track is focusable so arrow keys scroll it even where no card has a control.
    return html`<div class="controls">
        ${
          this.autoplay
            ? html`<button part="rotation" @click=${() => (this.stopped = !this.stopped)}>
                ${this.stopped ? m.play : m.pause}
              </button>`
            : nothing
        }
        <button
          part="previous"
          aria-controls="slides"
          aria-label=${m.previousSlide}
          aria-disabled=${this.current === 0 ? 'true' : 'false'}
          @click=${() => this.step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          part="next"
          aria-controls="slides"
          aria-label=${m.nextSlide}
          aria-disabled=${end ? 'true' : 'false'}
          @click=${() => this.step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        id="slides"
        class="track ${this.loading ? 'stale' : ''}"
        role="group"
        aria-label=${m.reviews}
        tabindex="0"
        @scroll=${this.scrolled}
      >
        ${view.items.map(
          (item, i) =>
            html`<div
              part="slide"
              role="group"
              aria-roledescription=${m.slide}
              aria-label=${m.slideOf(i + 1, count)}
              data-index=${i}
              ?inert=${!this.inView.has(i)}
            >
              ${this.renderCard(m, locale, item)}${this.shape(m, locale)}
            </div>`,
        )}
      </div>`;
  }

  /**
   * The largest card the clamps allow, unseen, in every slide's cell: the track is as tall with
   * the answers as while loading, whatever the texts, and each card is as tall as its content.
   */
  private shape(m: BusinessReviewMessages, locale: string) {
    const room = (text: string, more = '') =>
      html`<span class="ghost ${more}" data-room=${text}></span>`;
    return html`<div class="shape" aria-hidden="true">
      <p class="meta">
        ${renderStars(0)}${room(formatDate(locale, SHAPE_DATE))}${room(`✓ ${m.verified}`, 'verified')}
      </p>
      <p class="title lines-2"></p>
      <p class="lines-4"></p>
      <p>${room(`${m.readMore}`, 'button')}</p>
      <p>${room(m.likes(formatNumber(locale, 88), 88))}</p>
    </div>`;
  }

  protected renderCard(m: BusinessReviewMessages, locale: string, item: Item) {
    const id = `text-${item.id}`;
    const expanded = this.expanded.has(id);
    return renderReview(m, locale, item, () => undefined, {
      id,
      expanded,
      clamped: this.clamped.has(id),
      more: m.readMore,
      less: m.readLess,
      toggle: () => {
        const next = new Set(this.expanded);
        if (expanded) next.delete(id);
        else next.add(id);
        this.expanded = next;
      },
    });
  }

  private renderEmpty(m: BusinessReviewMessages, b: BadgeMessages, view: View) {
    const link = view.badge?.evaluateUrl;
    return html`<p part="empty">
      <span>${view.page > 1 ? m.pageEmpty : m.noReviews}</span>
      ${
        link && view.page === 1
          ? html`<a part="review-link" href=${link} target="_blank" rel="noopener"
              >${b.writeReview}<span class="sr">${b.newTab}</span></a
            >`
          : nothing
      }
    </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-business-reviews': RpBusinessReviews;
  }
}
