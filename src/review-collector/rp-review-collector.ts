import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { RpElement } from '../shared/rp-element.js';
import { widgetTask } from '../core/widget-task.js';
import { WordsController } from '../core/draw.js';
import { bidiStyles } from '../shared/bidi.js';
import { displayLocale } from '../core/resolve.js';
import { failedStyles, markFailed, renderFailed, type Fallback } from '../shared/failed.js';
import { reserveStyles } from '../shared/reserve.js';
import { hiddenTextStyles } from '../shared/hidden-text.js';
import { collectorProblem, loadCollector } from './collector-data.js';
import { collectorWords } from './messages.js';

/**
 * A "Review us" button for the storefront: a link, styled as a button, to the business's review
 * form on the platform (its web links' `evaluateUrl`), in the page's language, opening in a new
 * tab. The web links are shared with every other widget of the business on the page (a trust
 * badge makes no second request).
 *
 * The platform's public web links name only the business's form, so the button leads there for
 * product pages too; review links for products are invitations, made by the owner
 * (`<rp-invite-button>`).
 *
 * @summary A "Review us" link-button to the business's review form.
 * @tag rp-review-collector
 *
 * @event {RpLoadEvent} load - The button is shown with its link.
 * @event {RpErrorEvent} error - No button can be shown; `event.error` says why (a failed call, no
 *   answer within `timeout`, a missing attribute, or no safe form address from the platform). The
 *   element gets the `failed` attribute and, by `fallback`, collapses or shows a notice.
 *
 * @csspart base - The button: the link once loaded, its box (no text, hidden from readers) while loading.
 * @csspart notice - "Review form unavailable", in place of the button when `fallback="notice"`.
 *
 * @cssproperty --rp-collector-background - Background of the button.
 * @cssproperty --rp-collector-color - Text colour of the button.
 * @cssproperty --rp-collector-radius - Corner radius of the button. Default 8px.
 * @cssproperty --rp-focus-color - Focus ring of the button.
 */
export class RpReviewCollector extends RpElement {
  static override styles = [
    bidiStyles,
    reserveStyles,
    failedStyles,
    hiddenTextStyles,
    css`
      :host {
        display: inline-block;
        vertical-align: middle;
        color-scheme: light;
        --_bg: var(--rp-collector-background, light-dark(#1b1b1f, #f4f4f6));
        --_fg: var(--rp-collector-color, light-dark(#fff, #1b1b1f));
        --_radius: var(--rp-collector-radius, 8px);
        --_focus: var(--rp-focus-color, light-dark(#0b57d0, #a8c7fa));
        --_muted: light-dark(#55555f, #b9b9c2);
        line-height: 1.5;
      }
      :host([theme='dark']) {
        color-scheme: dark;
      }
      [part='base'] {
        display: inline-block;
        box-sizing: border-box;
        max-inline-size: 100%;
        padding: 0.5em 1.125em;
        border-radius: var(--_radius);
        background: var(--_bg);
        color: var(--_fg);
        font-weight: 600;
        text-decoration: none;
        /* Forced colours draw no background: the border keeps the button's shape. */
        border: 1px solid transparent;
      }
      a[part='base']:hover {
        text-decoration: underline;
      }
      a[part='base']:focus-visible {
        outline: 2px solid var(--_focus);
        outline-offset: 2px;
      }
      .pending {
        opacity: 0.5;
      }
    `,
  ];

  /** `light` or `dark`: the button's colours for that background. */
  @property({ reflect: true }) theme: 'light' | 'dark' = 'light';

  /**
   * What a failed button shows: `collapse` (nothing, the element takes no space) or `notice`
   * (the words "Review form unavailable").
   */
  @property() fallback: Fallback = 'collapse';

  private readonly collector = widgetTask(this, {
    loader: 'collector',
    args: () => {
      const { apiKey, baseUrl, businessUnitId, locale } = this.config;
      return [apiKey, baseUrl, businessUnitId, locale] as const;
    },
    task: async (_, { signal, client }) => {
      const config = this.requireConfig('apiKey', 'businessUnitId');
      return loadCollector(client(config), config.businessUnitId!, config.locale, signal);
    },
    check: collectorProblem,
    keep: () => this.config,
  });

  private readonly words = new WordsController(this, collectorWords);

  protected override render() {
    const { status, value } = this.collector;
    // Until the locale's catalogue is in, the button keeps its loading shape, with no words.
    const m = this.words.in(displayLocale(this.config, this));
    if (status === TaskStatus.ERROR)
      return m ? renderFailed(this.fallback, m.unavailable) : nothing;
    if (m && status === TaskStatus.COMPLETE && value) {
      return html`<a part="base" href=${value.evaluateUrl} target="_blank" rel="noopener"
        >${m.reviewUs}<span class="vh">${m.newTab}</span></a
      >`;
    }
    // The button's box, as wide as its words will be: what arrives moves nothing.
    return html`<span part="base" class="pending" aria-hidden="true"
      ><span class="ghost" data-room=${m?.reviewUs ?? '\u00a0'}></span
    ></span>`;
  }

  protected override updated(): void {
    markFailed(this, this.collector.status === TaskStatus.ERROR);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-review-collector': RpReviewCollector;
  }
}
