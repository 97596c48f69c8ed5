import { css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { initialState } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { widgetTask } from '../core/widget-task.js';
import { FirstDrawHold, WordsController } from '../core/draw.js';
import { taskEnd } from '../core/new-task.js';
import { renderStars, starStyles } from '../shared/stars.js';
import { bidiStyles } from '../shared/bidi.js';
import {
  formatNumber,
  formatsReady,
  prepareLocale,
  ratingWords,
  type Messages,
} from '../shared/messages.js';
import { countRoom, reserve, reserveStyles } from '../shared/reserve.js';
import { failedStyles, markFailed, renderFailed, type Fallback } from '../shared/failed.js';
import { displayLocale } from '../core/resolve.js';
import {
  fixedRating,
  loadRating,
  loadStarExtras,
  storedExtrasProblem,
  storedRatingProblem,
  type StarExtras,
} from './rating.js';

/** The texts a score, a count and a label may become, laid unseen in their places (`reserve`). */
interface Rooms {
  score: string[];
  count: string[];
  label: string[];
}

/** The score's and counts' rooms of each locale's words, formatted once for every element. */
const numberRooms = new WeakMap<Messages, { score: string[]; count: string[] }>();

function roomsIn(locale: string, messages: Messages): { score: string[]; count: string[] } {
  let rooms = numberRooms.get(messages);
  if (!rooms) {
    rooms = {
      score: [formatNumber(locale, 8.8, 1)],
      count: countRoom(locale, messages, (words) => `(${words})`),
    };
    numberRooms.set(messages, rooms);
  }
  return rooms;
}

let loadingTimer: Promise<void> | undefined;

/**
 * Resolves 100 ms after the end of the task that asks, the time after which a rating still
 * unanswered draws its loading state. Ratings asked for in one task share one timer.
 */
function loadingDelay(): Promise<void> {
  loadingTimer ??= taskEnd().then(() => {
    loadingTimer = undefined;
    return new Promise<void>((resolve) => setTimeout(resolve, 100));
  });
  return loadingTimer;
}

/**
 * A star rating: a product's (one SKU, or several SKUs summed as one product), the business's
 * (no `sku`), or a fixed `value`. It keeps its height from the first paint and reads as one image
 * to assistive technology, named like "Rated 4.5 out of 5 stars, 128 reviews".
 *
 * Many `<rp-stars sku>` of one business unit created together make a single API request.
 * When it first connects it draws its rating when it arrives, or its loading state after 100 ms
 * without one (laid out unseen before either, with its score's and count's room in its
language, so neither moves what is around it); later changes (a new `sku`) show the
 * loading state at once. Once its rating has arrived, `updateComplete` resolves with it drawn;
 * `load` says when that is.
 *
 * @summary Star rating for a product, a set of SKUs, or the business.
 * @tag rp-stars
 *
 * @event {RpLoadEvent} load - The rating is shown.
 * @event {RpErrorEvent} error - The rating cannot be shown; `event.error` says why. The element then
 *   gets the `failed` attribute and, by `fallback`, collapses or shows a notice: never empty stars.
 *
 * @csspart base - The box that holds the stars and texts; it carries the accessible name.
 * @csspart star - Each of the five stars (an SVG).
 * @csspart score - The average, one decimal.
 * @csspart count - The number of reviews.
 * @csspart label - The platform's words for the rating ("Excellent").
 * @csspart image - The platform's star image, with `variant="image"`.
 * @csspart notice - "Rating unavailable", in place of the stars when `fallback="notice"`.
 *
 * @cssproperty --rp-star-color - Filled star colour.
 * @cssproperty --rp-star-empty-color - Empty star colour.
 * @cssproperty --rp-star-size - Width and height of one star. Default 1.25em (20px at 16px text).
 * @cssproperty --rp-star-gap - Space between stars. Default 0.125em (2px at 16px text).
 */
export class RpStars extends RpElement {
  static override styles = [
    bidiStyles,
    starStyles,
    failedStyles,
    reserveStyles,
    css`
      /* Before it first draws (its rating, or its loading state after 100 ms) the element
         already takes the box it will have: its texts' rooms are laid out unseen (reserve),
         and no width is set beyond five stars' (it would overflow narrow columns). */
      :host {
        /* A line is never shorter than its text, so enlarged text or small stars keep lines apart. */
        --_line: max(var(--_size), 1.25em);
        display: inline-block;
        vertical-align: middle;
        line-height: var(--_line);
        min-block-size: var(--_size);
        min-inline-size: min(100%, calc(var(--_size) * 5 + var(--_gap) * 4));
        /* A long label wraps instead of widening the element past its container. */
        overflow-wrap: anywhere;
      }
      :host([show-score]),
      :host([show-count]:not([value])),
      :host([show-label]) {
        min-block-size: var(--_line);
      }
      [part='base'] {
        /* A flex box, not an inline one: no line box around it adds height to the host. */
        display: flex;
        /* In a narrow container the texts wrap below the stars instead of overflowing. */
        flex-wrap: wrap;
        max-inline-size: 100%;
        align-items: center;
        gap: 0.4em;
        min-block-size: var(--_size);
      }
      /* An empty text (while loading) takes no width and adds no gap. */
      [part='base'] > span:empty {
        display: none;
      }
      .pending .stars {
        opacity: 0.5;
      }
      /* Before its rating or loading state is due, the box it will draw is laid out unseen. */
      .unseen {
        visibility: hidden;
      }
      /* Narrower than five stars (a phone's product grid), the stars shrink to the column
         rather than widening it when they are drawn: a replaced element sized in percent adds
         nothing to its container's narrowest width. */
      .stars {
        inline-size: min(100%, calc(var(--_size) * 5 + var(--_gap) * 4));
      }
      [part='star'] {
        inline-size: calc((100% - var(--_gap) * 4) / 5);
        max-inline-size: var(--_size);
      }
      [part='image'] {
        inline-size: calc(var(--_size) * 5 + var(--_gap) * 4);
        block-size: var(--_size);
      }
      /* The platform's image fills from the left: mirrored, it fills from the reading side. */
      :host(:dir(rtl)) [part='image'] {
        transform: scaleX(-1);
      }
      [part='score'] {
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  /** One SKU, or several separated by commas (the variants of one product). */
  @property() sku?: string;

  /** A fixed rating from 0 to 5: shown as is, with no request. */
  @property() value?: string;

  /** Show the number of reviews. */
  @property({ type: Boolean, attribute: 'show-count' }) showCount = false;

  /** Show the average (or TrustScore) as a number with one decimal. */
  @property({ type: Boolean, attribute: 'show-score' }) showScore = false;

  /**
   * Show the platform's words for the star value, in the locale. They come after the rating;
   * their room (that of "No reviews yet") is kept from the first paint.
   */
  @property({ type: Boolean, attribute: 'show-label' }) showLabel = false;

  /** `half` (the platform's nearest-half-star rule) or `exact` (the exact fraction). */
  @property() precision: 'half' | 'exact' = 'half';

  /** `svg` (inline, the default) or `image` (the platform's own star image). */
  @property() variant: 'svg' | 'image' = 'svg';

  /**
   * What a failed rating (an error, or no answer within `timeout`) shows: `collapse` (nothing,
   * the element takes no space) or `notice` (the words "Rating unavailable", no stars).
   */
  @property() fallback: Fallback = 'collapse';

  /** `lazy` waits until the element is near the viewport before fetching. */
  @property() loading: 'eager' | 'lazy' = 'eager';

  private readonly words = new WordsController(this, ratingWords);
  private readonly hold = new FirstDrawHold(this);

  @state() private near = false;
  private observer?: IntersectionObserver;

  private readonly rating = widgetTask(this, {
    loader: 'rating',
    args: () => {
      const { apiKey, baseUrl, businessUnitId, locale } = this.config;
      return [this.value, this.sku, apiKey, baseUrl, businessUnitId, locale, this.waiting] as const;
    },
    task: async ([value, sku, , , , , waiting], { signal, client }) => {
      if (value !== undefined && value !== null) return fixedRating(value);
      if (waiting) return initialState;
      const config = this.requireConfig('apiKey', 'businessUnitId');
      return loadRating(client(config), { businessUnitId: config.businessUnitId!, sku }, signal);
    },
    check: storedRatingProblem,
    keep: () => this.config,
  });

  /** The platform's words and star image depend on the drawn value and the locale. */
  private readonly extras = widgetTask(
    this,
    {
      loader: 'star-extras',
      args: () =>
        [
          this.rating.value?.stars,
          this.showLabel,
          this.variant === 'image',
          this.config.locale,
        ] as const,
      task: async ([stars, label, image], { signal, client }): Promise<StarExtras> => {
        if (stars === undefined || (!label && !image)) return {};
        const config = this.requireConfig('apiKey');
        const { locale } = config;
        return loadStarExtras(client(config), { stars, locale, label, image }, signal);
      },
      check: storedExtrasProblem,
      keep: () => this.config,
    },
    // Without a label or an image it never runs: no request and no update of its own.
    { load: false, when: () => this.showLabel || this.variant === 'image' },
  );

  /** Lazy elements wait until they come near the viewport. */
  private get waiting(): boolean {
    return this.loading === 'lazy' && !this.near && this.value === undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.loading === 'lazy' && !this.near) this.observe();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.observer = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const watching = this.observer !== undefined;
    if (
      changed.has('loading') &&
      this.loading === 'lazy' &&
      !this.near &&
      this.isConnected &&
      !watching
    ) {
      this.observe();
    }
  }

  /** The `failed` attribute follows the task, for the collapse and for the page's own styles. */
  protected override updated(): void {
    markFailed(this, this.rating.status === 3);
  }

  private observe(): void {
    this.observer?.disconnect();
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          this.near = true;
          this.observer?.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    this.observer.observe(this);
  }

  /**
   * The asked-for texts after the stars, each in its own part. The score, the count and the
   * label keep the room of the texts they may become from the first paint (`rooms`), so they
   * wrap the same loading and loaded. `count` may be shown without `show-count` (to say there
   * are no reviews yet).
   */
  private texts(rooms: Rooms, score = '', count = '', label = '', showCount = this.showCount) {
    return html`${this.showScore ? reserve('score', score, rooms.score) : nothing}${
      showCount ? reserve('count', count, rooms.count) : nothing
    }${this.showLabel ? reserve('label', label, rooms.label) : nothing}`;
  }

  protected override render() {
    // The first update starts the request and draws nothing; once the page's batch has left and
    // the number formats are in (before the first paint), the loading state is laid out unseen,
    // its texts' room with it (see `FirstDrawHold`). The rating is drawn when it arrives, the
    // loading state shown only if it has not arrived within `loadingDelay` (no flash of empty
    // stars before a prompt answer).
    // (Statuses below 2 are INITIAL and PENDING: no answer yet.)
    const safeLocale = displayLocale(this.config, this);
    const messages = this.words.in(safeLocale);
    const held = this.hold.holds(this.rating.status < 2, loadingDelay);
    const counted = this.showCount && this.value == null;
    const rating = this.rating.value;
    const status = this.rating.status;
    // The texts' room is in the locale's number format. The page's first Intl object loads the
    // locale's data, its longest call: made before the next paint, after the ratings are asked
    // for (`prepareLocale`), and the element drawn then, with no render turn.
    const formats = status === 2 || formatsReady(safeLocale);
    if (!formats) void prepareLocale(safeLocale).then(() => this.drawNow());
    // Without its words (the catalogue loads) the element keeps the size its host styles give.
    // Held, it draws nothing in its first update, and its box (unseen) once the formats are in:
    // one draw, with the rooms, before the first paint (a paint without them would show a
    // shorter box in a narrow column, and the page would move when they came).
    if (!messages || (held && (!this.hasUpdated || !formats))) return nothing;
    const numbers = formats ? roomsIn(safeLocale, messages) : undefined;
    const rooms: Rooms = {
      score: numbers?.score ?? [],
      count: (counted && numbers?.count) || [],
      // The platform's words ("Excellent") are known only once the rating is: they come after
      // it. Their room is that of "No reviews yet", a longer text in every catalogue.
      label: this.showLabel ? [messages.noReviews] : [],
    };
    if (status === 3 && !held) return renderFailed(this.fallback, messages.unavailable);
    // Every state draws into one template, so the rating's arrival updates the loading state's
    // nodes (five widths, texts, the name) instead of building the stars again.
    let label = messages.loading;
    let stars = 0;
    let image: string | undefined;
    let texts = this.texts(rooms, '', '', '', counted);
    const pending = held || status !== 2 || !rating;
    if (!pending && rating.total === 0) {
      label = messages.noReviews;
      texts = this.texts(
        rooms,
        '',
        messages.noReviews,
        this.extras.value?.label,
        this.showCount || this.showScore,
      );
    } else if (!pending) {
      const drawn = this.precision === 'exact' ? rating.score : rating.stars;
      const extras = this.extras.value ?? {};
      const shownScore = formatNumber(safeLocale, this.showScore ? rating.score : drawn, 1);
      const count = rating.total === undefined ? undefined : formatNumber(safeLocale, rating.total);
      label = messages.rated(
        this.showScore || this.precision === 'exact' ? shownScore : formatNumber(safeLocale, drawn),
        count,
        rating.total ?? 0,
      );
      stars = drawn;
      image = this.variant === 'image' ? extras.image : undefined;
      texts = this.texts(
        rooms,
        formatNumber(safeLocale, rating.score, 1),
        count && `(${messages.reviews(count, rating.total!)})`,
        extras.label,
        this.showCount && count !== undefined,
      );
    }
    // Held, the loading state's box is laid out unseen: nothing shows before it is due.
    return html`<span
      part="base"
      class=${pending ? (held ? 'pending unseen' : 'pending') : nothing}
      role="img"
      aria-label=${label}
      aria-busy=${pending ? 'true' : nothing}
      >${image ? html`<img part="image" src=${image} alt="" />` : renderStars(stars)}${texts}</span
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-stars': RpStars;
  }
}
