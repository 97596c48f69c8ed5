// The Lit elements of variants D (naive Lit) and L (Lit floor): the same texts and structure as
// the production elements, each rendering nothing until its data is there (no reserved space) and
// firing `load` after that render. Where the star ratings get their data is the caller's choice.
import { LitElement, css, html, nothing, svg } from 'lit';
import { half, photoOf, plural, safe } from '../shared/dom.js';

const STAR = 'M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z';
// Made at first use, or ahead of it by `warmFormats()`: the first Intl object loads ICU data.
const lazy = (make) => {
  let made;
  return { format: (value) => (made ??= make()).format(value) };
};
const numbers = lazy(() => new Intl.NumberFormat('en-US'));
const decimals = lazy(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const percent = lazy(() => new Intl.NumberFormat('en-US', { style: 'percent' }));
const dates = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

/** Builds the number formats one per task, while the first requests are out (L). */
export function warmFormats() {
  for (const format of [numbers, decimals]) setTimeout(() => format.format(0));
}

/** Builds every format at once, as the module loads (D). */
export function makeFormats() {
  for (const format of [numbers, decimals, percent, dates]) format.format(0);
}
const KEYS = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'];

const stars = (value) =>
  html`<span class="stars" aria-hidden="true"
    >${[0, 1, 2, 3, 4].map((i) => {
      const fill = Math.min(1, Math.max(0, value - i));
      return html`<svg viewBox="0 0 24 24" focusable="false">
        <path class="empty" d=${STAR}></path>
        ${fill > 0 ? svg`<svg width=${fill * 24} height="24" viewBox="0 0 ${fill * 24} 24"><path class="full" d=${STAR}></path></svg>` : nothing}
      </svg>`;
    })}</span
  >`;

const starStyles = css`
  .stars {
    display: inline-flex;
    gap: 2px;
    vertical-align: middle;
  }
  .stars svg {
    inline-size: 20px;
    block-size: 20px;
    flex: none;
  }
  .empty {
    fill: #cfcfd4;
  }
  .full {
    fill: #b86e00;
  }
`;

/** Configuration from the closest `[data-api]` ancestor: the naive way, read once. */
export class NaiveElement extends LitElement {
  /** Where requests go: `{ api, key, bu }`. */
  get endpoint() {
    return this.closest('[data-api]').dataset;
  }
  request(path, body) {
    const { api, key } = this.endpoint;
    const init = body
      ? {
          method: 'POST',
          headers: { apikey: key, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }
      : { headers: { apikey: key } };
    return fetch(api + path, init).then((r) =>
      r.ok ? r.json() : Promise.reject(new Error(`${r.status} ${path}`)),
    );
  }
  get bu() {
    return this.endpoint.bu;
  }
  async loaded() {
    await this.updateComplete;
    this.dispatchEvent(new Event('load'));
  }
}

export class NaiveStars extends NaiveElement {
  static properties = { sku: {}, data: { state: true } };
  static styles = [
    starStyles,
    css`
      :host {
        display: inline-block;
      }
      .count {
        color: #5b5b66;
      }
      [role='img'] {
        display: inline-flex;
        align-items: center;
        gap: 0.4em;
      }
    `,
  ];
  /** One request per rating (variant D); variant L overrides it with a batch. */
  summary() {
    return this.request(
      `/v1/product-reviews/business-units/${this.bu}?sku=${encodeURIComponent(this.sku)}`,
    );
  }
  connectedCallback() {
    super.connectedCallback();
    this.summary().then((data) => {
      this.data = data;
      this.loaded();
    });
  }
  render() {
    if (!this.data) return nothing;
    const total = this.data.numberOfReviews.total;
    const value = half(this.data.starsAverage);
    return html`<span
      role="img"
      aria-label="Rated ${value} out of 5 stars, ${numbers.format(total)} reviews"
      >${stars(value)}<span class="count"
        >(${numbers.format(total)} ${plural(total, 'review', 'reviews')})</span
      ></span
    >`;
  }
}

export class NaiveTrustBadge extends NaiveElement {
  static properties = { data: { state: true } };
  static styles = [
    starStyles,
    css`
      :host {
        display: inline-block;
      }
      .badge {
        display: inline-flex;
        align-items: center;
        gap: 0.5em;
      }
      .logo {
        inline-size: 96px;
        block-size: 24px;
      }
    `,
  ];
  connectedCallback() {
    super.connectedCallback();
    const unit = `/v1/business-units/${this.bu}`;
    Promise.all([
      this.request(unit),
      this.request(`${unit}/web-links?locale=en-US`),
      this.request('/v1/resources/images/logos'),
    ]).then(([unit, links, logos]) => {
      this.data = { unit, links, logos };
      this.loaded();
    });
  }
  render() {
    if (!this.data) return nothing;
    const { unit, links, logos } = this.data;
    const logo = safe(logos?.lightBackground?.logoSvg?.url);
    const profile = safe(links?.profileUrl);
    const count = `${numbers.format(unit.numberOfReviews.total)} reviews`;
    return html`<div class="badge">
      ${logo ? html`<img class="logo" src=${logo} alt="" width="96" height="24" />` : nothing}
      <strong>${unit.displayName}</strong>
      <span role="img" aria-label="${half(unit.stars)} out of 5 stars"
        >${stars(half(unit.stars))}</span
      >
      <span>TrustScore ${decimals.format(unit.trustScore)}</span>
      ${profile ? html`<a href=${profile} target="_blank" rel="noopener">${count}</a>` : html`<span>${count}</span>`}
    </div>`;
  }
}

export class NaiveProductReviews extends NaiveElement {
  static properties = {
    sku: {},
    page: { type: Number },
    data: { state: true },
    reviews: { state: true },
  };
  static styles = [
    starStyles,
    css`
      :host {
        display: block;
        line-height: 1.5;
      }
      .widget,
      .list-box,
      .list {
        display: grid;
        gap: 1rem;
      }
      h2,
      h3,
      p,
      ul,
      ol {
        margin: 0;
        padding: 0;
      }
      li {
        list-style: none;
      }
      button {
        font: inherit;
        background: none;
        border: 1px solid #d6d6dc;
        border-radius: 8px;
        padding: 0.25em 0.75em;
        cursor: pointer;
      }
      .average {
        display: flex;
        align-items: center;
        gap: 0.5em;
      }
      .average .score {
        font-size: 2em;
        font-weight: 700;
      }
      .histogram {
        display: grid;
        gap: 0.25em;
        max-inline-size: 28em;
      }
      .row {
        display: grid;
        grid-template-columns: 5em 1fr 3.5em 3.5em;
        align-items: center;
        gap: 0.5em;
        border: 0;
        text-align: start;
      }
      .bar {
        inline-size: 100%;
        block-size: 0.6em;
      }
      .track {
        fill: #f4f4f6;
      }
      .fill {
        fill: #b86e00;
      }
      .attributes {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(14em, 1fr));
        gap: 0.5em;
      }
      .attributes li {
        display: flex;
        gap: 0.5em;
        align-items: center;
      }
      .columns {
        inline-size: 50px;
        block-size: 20px;
        fill: #b86e00;
      }
      .review {
        display: grid;
        gap: 0.4em;
        border-block-end: 1px solid #d6d6dc;
        padding-block-end: 1rem;
      }
      .meta {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
        align-items: center;
      }
      .name {
        font-weight: 600;
      }
      .text {
        white-space: pre-line;
      }
      time,
      .ratings {
        color: #5b5b66;
        font-size: 0.9em;
      }
      .ratings,
      .photos {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5em;
      }
      .photo {
        padding: 0;
        border: 0;
      }
      .photo img {
        inline-size: 72px;
        block-size: 72px;
        object-fit: cover;
        border-radius: 8px;
      }
      .reply {
        background: #f4f4f6;
        border-radius: 8px;
        padding: 0.75em;
      }
      .pager,
      .pager ol {
        display: flex;
        gap: 0.5em;
        align-items: center;
      }
      [aria-current] {
        border-color: #0b57d0;
        font-weight: 700;
      }
    `,
  ];
  constructor() {
    super();
    this.page = 1;
  }
  connectedCallback() {
    super.connectedCallback();
    this.loadFirst().then(([data, reviews]) => {
      this.data = data;
      this.reviews = reviews;
      this.loaded();
    });
  }
  /** The summary, the attribute summaries and the first page. */
  loadFirst() {
    const base = `/v1/product-reviews/business-units/${this.bu}`;
    return Promise.all([
      this.request(`${base}?sku=${encodeURIComponent(this.sku)}`),
      this.request(`${base}/attribute-summaries`, { skus: [this.sku], locale: 'en-US' }),
      this.fetchPage(1),
    ]).then(([summary, attributes, reviews]) => [{ summary, attributes }, reviews]);
  }
  fetchPage(page) {
    const base = `/v1/product-reviews/business-units/${this.bu}/reviews`;
    return this.request(
      `${base}?sku=${encodeURIComponent(this.sku)}&page=${page}&perPage=10&locale=en-US`,
    ).then((r) => r.productReviews);
  }
  async go(page) {
    const reviews = await this.fetchPage(page);
    this.page = page;
    this.reviews = reviews;
  }
  render() {
    if (!this.data) return nothing;
    const { summary, attributes } = this.data;
    const counts = summary.numberOfReviews;
    const total = counts.total;
    const last = Math.max(1, Math.ceil(total / 10));
    const page = this.page;
    const items = [...new Set([1, page - 1, page, page + 1, last])]
      .filter((p) => p >= 1 && p <= last)
      .sort((a, b) => a - b);
    const attrs = (attributes?.summaries ?? []).flatMap((s) => s.attributes ?? []);
    return html`<div class="widget">
      <h2>Customer reviews</h2>
      <div class="summary">
        <p class="average">
          <span class="score">${decimals.format(summary.starsAverage)}</span
          >${stars(half(summary.starsAverage))}
          <span>Based on ${numbers.format(total)} ${plural(total, 'review', 'reviews')}</span>
        </p>
        <div class="histogram" role="group" aria-label="Filter by rating">
          ${[5, 4, 3, 2, 1].map((star) => {
            const count = counts[KEYS[star - 1]] ?? 0;
            const share = total ? count / total : 0;
            return html`<button class="row" aria-pressed="false">
              <span>${star} ${plural(star, 'star', 'stars')}</span>
              <svg class="bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
                <rect class="track" width="100" height="1"></rect>
                <rect class="fill" width=${share * 100} height="1"></rect>
              </svg>
              <span>${percent.format(share)}</span><span>${numbers.format(count)}</span>
            </button>`;
          })}
        </div>
      </div>
      ${
        attrs.length
          ? html`<section>
              <h3>Ratings by feature</h3>
              <ul class="attributes">
                ${attrs.map((a) => {
                  const occ = ['one', 'two', 'three', 'four', 'five'].map(
                    (k) => a.occurrences?.[k] ?? 0,
                  );
                  const most = Math.max(1, ...occ);
                  return html`<li>
                    <span class="name">${a.name}</span
                    ><span>${decimals.format(a.average)} out of 5</span>
                    <svg
                      class="columns"
                      viewBox="0 0 50 20"
                      role="img"
                      aria-label=${occ.join(', ')}
                    >
                      ${occ.map((c, i) => svg`<rect x=${i * 10 + 1} y=${20 - (c / most) * 20} width="8" height=${(c / most) * 20}></rect>`)}
                    </svg>
                  </li>`;
                })}
              </ul>
            </section>`
          : nothing
      }
      <section class="list-box">
        <h3 tabindex="-1">Reviews</h3>
        <ul class="list" data-bench-page=${page}>
          ${this.reviews.map((r) => {
            const photos = (r.attachments ?? []).map(photoOf).filter(Boolean);
            const reply = r.firstCompanyComment;
            return html`<li>
              <article
                class="review"
                aria-label="${r.consumer?.displayName ?? ''}, ${r.stars} out of 5 stars"
              >
                <p class="meta">
                  ${stars(r.stars)}<span class="name">${r.consumer?.displayName ?? ''}</span>
                  <time datetime=${r.createdAt}>${dates.format(new Date(r.createdAt))}</time>
                </p>
                <p class="text">${r.content ?? ''}</p>
                ${
                  r.attributeRatings?.length
                    ? html`<ul class="ratings">
                        ${r.attributeRatings.map((a) => html`<li>${a.attributeName}: ${a.rating} out of 5</li>`)}
                      </ul>`
                    : nothing
                }
                ${
                  photos.length
                    ? html`<ul class="photos">
                        ${photos.map(
                          (src, i) =>
                            html`<li>
                              <button class="photo" aria-label="Photo ${i + 1} of ${photos.length}">
                                <img
                                  src=${src}
                                  alt=""
                                  loading="lazy"
                                  decoding="async"
                                  width="72"
                                  height="72"
                                />
                              </button>
                            </li>`,
                        )}
                      </ul>`
                    : nothing
                }
                ${
                  reply
                    ? html`<div class="reply">
                        <p class="meta">
                          <span class="name">Reply from the shop</span>
                          <time datetime=${reply.createdAt}
                            >${dates.format(new Date(reply.createdAt))}</time
                          >
                        </p>
                        <p class="text">${reply.comment}</p>
                      </div>`
                    : nothing
                }
              </article>
            </li>`;
          })}
        </ul>
        <nav class="pager" aria-label="Pages">
          <button ?disabled=${page <= 1} @click=${() => this.go(page - 1)}>Previous</button>
          <ol>
            ${items.map(
              (item) =>
                html`<li>
                  <button
                    aria-label="Page ${item}"
                    aria-current=${item === page ? 'page' : nothing}
                    data-bench=${item === 1 ? 'first' : nothing}
                    @click=${() => this.go(item)}
                  >
                    ${numbers.format(item)}
                  </button>
                </li>`,
            )}
          </ol>
          <button data-bench="next" ?disabled=${page >= last} @click=${() => this.go(page + 1)}>
            Next
          </button>
        </nav>
      </section>
    </div>`;
  }
}

/** Registers the three elements, the star rating given by the caller. */
export function register(Stars = NaiveStars) {
  for (const [tag, element] of [
    ['naive-stars', Stars],
    ['naive-trust-badge', NaiveTrustBadge],
    ['naive-product-reviews', NaiveProductReviews],
  ]) {
    if (!customElements.get(tag)) customElements.define(tag, element);
  }
}
