import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { FirstDrawHold, WordsController } from '../core/draw.js';
import { widgetTask } from '../core/widget-task.js';
import { renderStars, starStyles } from '../shared/stars.js';
import { bidiStyles } from '../shared/bidi.js';
import { formatNumber, formatPercent } from '../shared/messages.js';
import { ConfigError, displayLocale } from '../core/resolve.js';
import { InactiveError, badgeProblem, loadBadge } from '../business-summary/badge-data.js';
import { badgeWords } from '../business-summary/messages.js';
import { badgeStyles } from './styles.js';
import { syncJsonLdLater } from '../shared/json-ld-later.js';
import { failedStyles, markFailed, renderFailed, type Fallback } from '../shared/failed.js';
import { countRoom, reserve, reserveStyles } from '../shared/reserve.js';
import { hiddenTextStyles } from '../shared/hidden-text.js';

/**
 * The business's standing on the platform: its TrustScore, stars and number of reviews beside
 * the platform logo, linking to the business's profile page. One link carries the whole badge,
 * named as one sentence ("Acme Outdoor has TrustScore 4.3 out of 5, based on 1,234 reviews").
 *
 * The business is given by `business-unit-id` (on the element or an `<rp-config>` ancestor) or by
 * `domain`, which wins when set and is resolved once through the find endpoint. The requests
 * (business unit, web links, logos) are shared with every other widget on the page, `<rp-stars>`
 * for the business included. A business that is not active shows nothing.
 *
 * @summary The business's TrustScore, stars, review count and profile link.
 * @tag rp-trust-badge
 *
 * @event {RpLoadEvent} load - The badge is shown.
 * @event {RpErrorEvent} error - Nothing can be shown; `event.error` says why (a failed call, no
 *   answer within `timeout`, a missing attribute, or a business whose status is not active). A
 *   failed badge gets the `failed` attribute and, by `fallback`, collapses or shows a notice, never
 *   empty stars; an inactive business always collapses to nothing.
 *
 * @cssstate loading - The loading shape is drawn (no data yet); it takes the box the loaded badge
 *   will have (texts of a score and a count of up to four digits in the page's language).
 * @csspart base - The badge box; its class is the layout.
 * @csspart link - The link to the business's profile that holds logo, stars, score and count.
 * @csspart logo - The platform logo for the theme.
 * @csspart star - Each of the five stars (an SVG).
 * @csspart score - "TrustScore 4.3".
 * @csspart count - The number of reviews, or that there are none yet.
 * @csspart distribution - The list of reviews per star rating (`layout="full"`).
 * @csspart bar - The bar of one star rating.
 * @csspart review-link - The "Write a review" link (`show-review-link`).
 * @csspart notice - "Rating unavailable", in place of the badge's content when `fallback="notice"`.
 *
 * @cssproperty --rp-badge-color - Text colour.
 * @cssproperty --rp-badge-muted-color - Colour of the count and the distribution.
 * @cssproperty --rp-badge-background - Background of the mini and full layouts.
 * @cssproperty --rp-badge-border-color - Border of the mini and full layouts.
 * @cssproperty --rp-badge-radius - Corner radius of the mini and full layouts. Default 8px.
 * @cssproperty --rp-badge-bar-color - Filled part of a distribution bar. Default the star colour.
 * @cssproperty --rp-badge-track-color - Empty part of a distribution bar.
 * @cssproperty --rp-focus-color - Focus ring of the links.
 * @cssproperty --rp-star-color - Filled star colour.
 * @cssproperty --rp-star-empty-color - Empty star colour.
 * @cssproperty --rp-star-size - Width and height of one star. Default 1.25em (20px at 16px text).
 * @cssproperty --rp-star-gap - Space between stars. Default 0.125em (2px at 16px text).
 */
export class RpTrustBadge extends RpElement {
  static override styles = [
    bidiStyles,
    starStyles,
    reserveStyles,
    hiddenTextStyles,
    badgeStyles,
    failedStyles,
  ];

  /** The business's domain (its identifying name), instead of `business-unit-id`. */
  @property() domain?: string;

  /** `micro` (one line), `mini` (compact block) or `full` (a card with the star distribution). */
  @property({ reflect: true }) layout: 'micro' | 'mini' | 'full' = 'mini';

  /** `light` or `dark`: the colours and the platform logo for that background. */
  @property({ reflect: true }) theme: 'light' | 'dark' = 'light';

  /** Add a "Write a review" link to the business's review form. */
  @property({ type: Boolean, attribute: 'show-review-link' }) showReviewLink = false;

  /**
   * What a failed badge shows: `collapse` (nothing, the element takes no space) or `notice` (the
   * words "Rating unavailable" in the badge's box, no stars).
   */
  @property() fallback: Fallback = 'collapse';

  /** Put schema.org Organization and AggregateRating JSON-LD in a light-DOM script child. */
  @property({ type: Boolean, attribute: 'structured-data' }) structuredData = false;

  private readonly words = new WordsController(this, badgeWords);
  private readonly hold = new FirstDrawHold(this);

  private readonly badge = widgetTask(this, {
    loader: 'badge',
    args: () => {
      const { apiKey, baseUrl, businessUnitId, locale } = this.config;
      return [this.domain?.trim(), apiKey, baseUrl, businessUnitId, locale] as const;
    },
    task: async ([domain], { signal, client }) => {
      const config = this.requireConfig('apiKey');
      const { businessUnitId } = config;
      if (!domain && !businessUnitId) {
        throw new ConfigError(
          'missing business-unit-id or domain: set one on <rp-trust-badge>, or business-unit-id on an <rp-config> ancestor.',
        );
      }
      const target = domain ? { domain } : { businessUnitId: businessUnitId! };
      return loadBadge(client(config), target, config.locale, signal);
    },
    check: badgeProblem,
    keep: () => this.config,
  });

  protected override render() {
    const { status, error } = this.badge;
    // The first update starts the request; the loading shape is drawn one microtask later, after
    // the rating batch of the stars connected with it has left (see `FirstDrawHold`).
    if (this.hold.holds(status === TaskStatus.PENDING)) return nothing;
    if (status === TaskStatus.ERROR && error instanceof InactiveError) return nothing;
    const locale = displayLocale(this.config, this);
    // Until the locale's catalogue is in, the badge keeps its loading shape, with no words.
    const loaded = this.words.in(locale);
    const m = loaded ?? badgeWords.blank(locale);
    const layout = this.layout === 'micro' || this.layout === 'full' ? this.layout : 'mini';
    if (status === TaskStatus.ERROR && loaded) {
      const notice = renderFailed(this.fallback, m.unavailable);
      return notice === nothing ? nothing : html`<div part="base" class=${layout}>${notice}</div>`;
    }
    const badge = status === TaskStatus.COMPLETE && loaded ? this.badge.value : undefined;
    const total = badge?.total ?? 0;
    const score = badge && total ? `TrustScore ${formatNumber(locale, badge.score, 1)}` : '';
    const count = badge
      ? total
        ? m.reviews(formatNumber(locale, total), total)
        : m.noReviews
      : '';
    // The texts' room, taken from the loading shape on (with the locale's words): as wide as a
    // score and a count of up to four digits, or "No reviews yet".
    const scoreRoom = loaded ? `TrustScore ${formatNumber(locale, 8.8, 1)}` : '';
    const countRooms = loaded ? countRoom(locale, m) : [];
    const percentRoom = loaded ? [formatPercent(locale, 1)] : [];
    // Hidden words join the visible texts into one sentence, the name of the profile link.
    const [before, between, after] = !badge
      ? ['', '', '']
      : total
        ? m.summary(badge.name)
        : [m.empty(badge.name)[0], '', m.empty(badge.name)[1]];
    const sentence = badge ? before + score + between + count + after : m.loading;
    const hidden = (words: string) => (words ? html`<span class="vh">${words}</span>` : nothing);
    const logo = this.theme === 'dark' ? badge?.logos.dark : badge?.logos.light;
    const link = badge?.profileUrl;
    const content = html`${
        logo ? html`<img part="logo" src=${logo} alt="" />` : html`<span part="logo"></span>`
      }${renderStars(total ? badge!.stars : 0)}<span class="texts"
        >${hidden(before)}${reserve('score', score, [scoreRoom])}${hidden(between)}${reserve(
          'count',
          count,
          countRooms,
        )}${hidden(after)}</span
      >${link ? hidden(m.newTab) : nothing}`;
    return html`<div part="base" class="${layout}${badge ? '' : ' pending'}">
      ${
        link
          ? html`<a class="summary" part="link" href=${link} target="_blank" rel="noopener"
              >${content}</a
            >`
          : html`<span
              class="summary"
              role="img"
              aria-label=${sentence}
              aria-busy=${badge ? 'false' : 'true'}
              >${content}</span
            >`
      }${
        layout === 'full'
          ? html`<ul
              part="distribution"
              aria-label=${m.distribution}
              aria-hidden=${badge ? 'false' : 'true'}
            >
              ${[5, 4, 3, 2, 1].map((stars, index) => {
                const share = total ? badge!.distribution[index] / total : 0;
                return html`<li>
                  <span>${m.starRow(stars)}</span
                  ><svg
                    part="bar"
                    viewBox="0 0 100 1"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <rect class="track" width="100" height="1"></rect>
                    <rect class="fill" width=${share * 100} height="1"></rect></svg
                  >${reserve(undefined, badge ? formatPercent(locale, share) : '', percentRoom)}
                </li>`;
              })}
            </ul>`
          : nothing
      }${
        this.showReviewLink
          ? badge?.evaluateUrl
            ? html`<a part="review-link" href=${badge.evaluateUrl} target="_blank" rel="noopener"
                >${m.writeReview}${hidden(m.newTab)}</a
              >`
            : html`<span part="review-link"
                ><span class="ghost" data-room=${m.writeReview}></span
              ></span>`
          : nothing
      }
    </div>`;
  }

  /** Made at the first update in a browser (a server render has none). */
  private internals?: ElementInternals;

  /** `:state(loading)` while the loading shape is drawn, `failed` and the JSON-LD child follow what is shown. */
  protected override updated(): void {
    const { status } = this.badge;
    this.internals ??= this.attachInternals();
    const loading = this.renderRoot.querySelector('[part=base].pending') !== null;
    // Browsers without custom states draw the loading shape at its own width.
    this.internals.states?.[loading ? 'add' : 'delete']('loading');
    markFailed(this, status === TaskStatus.ERROR && !(this.badge.error instanceof InactiveError));
    if (status === TaskStatus.PENDING) return;
    const shown = () =>
      this.structuredData && this.badge.status === TaskStatus.COMPLETE
        ? this.badge.value
        : undefined;
    // While a new read is out, the JSON-LD stays as it was; that read's end syncs it.
    syncJsonLdLater(this, !!shown(), loadStructuredData, (code) => {
      if (this.badge.status !== TaskStatus.PENDING) code.syncOrganizationJsonLd(this, shown());
    });
  }
}

const loadStructuredData = () => import('./structured-data.js');

declare global {
  interface HTMLElementTagNameMap {
    'rp-trust-badge': RpTrustBadge;
  }
}
