// Hand-written DOM for the comparison variants B (vanilla floor) and C (iframe replica): the same
// texts and structure <rp-stars>, <rp-trust-badge> and <rp-product-reviews> show, built with
// createElement and textContent (API text is never parsed as markup). No framework, no virtual DOM.
// The Lit variants D and L take its data helpers (half, plural, safe, photoOf) from here too.

const SVG = 'http://www.w3.org/2000/svg';
const STAR = 'M12 1.8l3.1 6.6 7.1.8-5.3 4.9 1.5 7.1L12 17.6l-6.4 3.6 1.5-7.1L1.8 9.2l7.1-.8z';
// Intl formatters are made on first use; building the first one loads ICU data (about 10 ms at
// full speed), so `warmFormats()` builds them one per task while the requests are in flight.
const lazy = (make) => {
  let made;
  return () => (made ??= make());
};
const numbers = lazy(() => new Intl.NumberFormat('en-US'));
const decimals = lazy(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const percent = lazy(() => new Intl.NumberFormat('en-US', { style: 'percent' }));
const dates = lazy(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

export function warmFormats({ withDates = false } = {}) {
  const all = withDates ? [numbers, decimals, percent, dates] : [numbers, decimals];
  for (const make of all) setTimeout(() => make().format(0));
}

export const formatCount = (n) => numbers().format(n);
export const formatScore = (n) => decimals().format(n);
export const half = (n) => Math.min(5, Math.max(0, Math.round(n * 2 + 1e-9) / 2));
export const plural = (n, one, other) => (n === 1 ? one : other);

/** Element helper: el('p', 'class', child, 'text', ...). */
export function el(tag, className, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children.filter((c) => c !== undefined && c !== null));
  return node;
}

function svgEl(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/** Five stars filled to `value`; the partial fill is a nested SVG viewport (no style attribute). */
export function stars(value) {
  const box = el('span', 'stars');
  box.setAttribute('aria-hidden', 'true');
  for (let i = 0; i < 5; i++) {
    const fill = Math.min(1, Math.max(0, value - i));
    const star = svgEl('svg', { viewBox: '0 0 24 24', focusable: 'false' });
    star.append(svgEl('path', { class: 'empty', d: STAR }));
    if (fill > 0) {
      const part = svgEl('svg', { width: fill * 24, height: 24, viewBox: `0 0 ${fill * 24} 24` });
      part.append(svgEl('path', { class: 'full', d: STAR }));
      star.append(part);
    }
    box.append(star);
  }
  return box;
}

/** The reads every variant makes, with the API key header. */
export function api({ api: base, key, bu }) {
  const headers = { apikey: key };
  const get = (path) =>
    fetch(base + path, { headers }).then((r) =>
      r.ok ? r.json() : Promise.reject(new Error(`${r.status} ${path}`)),
    );
  const post = (path, body) =>
    fetch(base + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status} ${path}`))));
  const unit = `/v1/business-units/${bu}`;
  const reviews = `/v1/product-reviews/business-units/${bu}`;
  return {
    batch: (skus) => post(`${reviews}/batch-summaries`, { skus }),
    summary: (sku) => get(`${reviews}?sku=${encodeURIComponent(sku)}`),
    attributes: (skus) => post(`${reviews}/attribute-summaries`, { skus, locale: 'en-US' }),
    page: (sku, page, perPage) =>
      get(
        `${reviews}/reviews?sku=${encodeURIComponent(sku)}&page=${page}&perPage=${perPage}&locale=en-US`,
      ),
    unit: () => get(unit),
    links: () => get(`${unit}/web-links?locale=en-US`),
    logos: () => get('/v1/resources/images/logos'),
  };
}

/** A product's rating: stars and "(423 reviews)", named as one image. */
export function renderRating(host, summary) {
  const total = summary.numberOfReviews.total;
  const value = half(summary.starsAverage);
  const base = el('span', 'rating');
  base.setAttribute('role', 'img');
  base.setAttribute('aria-label', `Rated ${value} out of 5 stars, ${formatCount(total)} reviews`);
  base.append(
    stars(value),
    el('span', 'count', `(${formatCount(total)} ${plural(total, 'review', 'reviews')})`),
  );
  host.replaceChildren(base);
}

export const safe = (url) =>
  typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;

/** The header badge: logo, name, TrustScore, stars, count, profile link. */
export function renderBadge(host, unit, links, logos) {
  const total = unit.numberOfReviews.total;
  const base = el('div', 'badge');
  const logo = safe(logos?.lightBackground?.logoSvg?.url);
  if (logo) {
    const img = el('img', 'logo');
    img.alt = '';
    img.width = 96;
    img.height = 24;
    img.src = logo;
    base.append(img);
  }
  const score = el('span', 'score', `TrustScore ${formatScore(unit.trustScore)}`);
  const rated = el('span', 'stars-box', stars(half(unit.stars)));
  rated.setAttribute('role', 'img');
  rated.setAttribute('aria-label', `${half(unit.stars)} out of 5 stars`);
  const profile = safe(links?.profileUrl);
  const count = profile ? el('a', 'count') : el('span', 'count');
  count.textContent = `${formatCount(total)} reviews`;
  if (profile) {
    count.href = profile;
    count.target = '_blank';
    count.rel = 'noopener';
  }
  base.append(el('strong', 'name', unit.displayName), rated, score, count);
  host.replaceChildren(base);
}

const KEYS = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'];

function bar(share) {
  const svg = svgEl('svg', {
    class: 'bar',
    viewBox: '0 0 100 1',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  svg.append(
    svgEl('rect', { class: 'track', width: 100, height: 1 }),
    svgEl('rect', { class: 'fill', width: share * 100, height: 1 }),
  );
  return svg;
}

function summaryBlock(summary) {
  const counts = summary.numberOfReviews;
  const total = counts.total;
  const average = el(
    'p',
    'average',
    el('span', 'score', formatScore(summary.starsAverage)),
    stars(half(summary.starsAverage)),
    el('span', 'total', `Based on ${formatCount(total)} ${plural(total, 'review', 'reviews')}`),
  );
  const histogram = el('div', 'histogram');
  histogram.setAttribute('role', 'group');
  histogram.setAttribute('aria-label', 'Filter by rating');
  for (let star = 5; star >= 1; star--) {
    const count = counts[KEYS[star - 1]] ?? 0;
    const share = total ? count / total : 0;
    const row = el(
      'button',
      'row',
      el('span', '', `${star} ${plural(star, 'star', 'stars')}`),
      bar(share),
      el('span', '', percent().format(share)),
      el('span', 'count', formatCount(count)),
    );
    row.setAttribute('aria-pressed', 'false');
    histogram.append(row);
  }
  return el('div', 'summary', average, histogram);
}

function attributesBlock(response) {
  const list = el('ul', 'attributes');
  for (const attribute of (response?.summaries ?? []).flatMap((s) => s.attributes ?? [])) {
    const occurrences = ['one', 'two', 'three', 'four', 'five'].map(
      (k) => attribute.occurrences?.[k] ?? 0,
    );
    const most = Math.max(1, ...occurrences);
    const chart = svgEl('svg', {
      class: 'columns',
      viewBox: '0 0 50 20',
      role: 'img',
      'aria-label': occurrences.join(', '),
    });
    occurrences.forEach((count, i) =>
      chart.append(
        svgEl('rect', {
          x: i * 10 + 1,
          y: 20 - (count / most) * 20,
          width: 8,
          height: (count / most) * 20,
        }),
      ),
    );
    list.append(
      el(
        'li',
        '',
        el('span', 'name', attribute.name),
        el('span', '', `${formatScore(attribute.average)} out of 5`),
        chart,
      ),
    );
  }
  return list.childElementCount
    ? el('section', 'attributes-box', el('h3', '', 'Ratings by feature'), list)
    : undefined;
}

/** The smallest image of an attachment at least 144 px wide, or its largest. */
export function photoOf(attachment) {
  const files = (attachment.processedFiles ?? [])
    .filter((f) => /^image\//.test(f.mimeType ?? '') && safe(f.url))
    .map((f) => ({ url: f.url, size: Number(/\d+/.exec(f.dimension ?? '')?.[0] ?? Infinity) }))
    .sort((a, b) => a.size - b.size);
  return (files.find((f) => f.size >= 144) ?? files.at(-1))?.url;
}

function reviewItem(review) {
  const name = review.consumer?.displayName ?? '';
  const time = el('time', '', dates().format(new Date(review.createdAt)));
  time.dateTime = review.createdAt;
  const article = el(
    'article',
    'review',
    el('p', 'meta', stars(review.stars), el('span', 'name', name), time),
    el('p', 'text', review.content ?? ''),
  );
  article.setAttribute('aria-label', `${name}, ${review.stars} out of 5 stars`);
  const ratings = review.attributeRatings ?? [];
  if (ratings.length)
    article.append(
      el(
        'ul',
        'ratings',
        ...ratings.map((r) => el('li', '', `${r.attributeName}: ${r.rating} out of 5`)),
      ),
    );
  const photos = (review.attachments ?? []).map(photoOf).filter(Boolean);
  if (photos.length) {
    article.append(
      el(
        'ul',
        'photos',
        ...photos.map((src, i) => {
          const img = el('img');
          img.alt = '';
          img.loading = 'lazy';
          img.decoding = 'async';
          img.width = img.height = 72;
          img.src = src;
          const button = el('button', 'photo', img);
          button.setAttribute('aria-label', `Photo ${i + 1} of ${photos.length}`);
          return el('li', '', button);
        }),
      ),
    );
  }
  const reply = review.firstCompanyComment;
  if (reply) {
    const when = el('time', '', dates().format(new Date(reply.createdAt)));
    when.dateTime = reply.createdAt;
    article.append(
      el(
        'div',
        'reply',
        el('p', 'meta', el('span', 'name', 'Reply from the shop'), when),
        el('p', 'text', reply.comment),
      ),
    );
  }
  return el('li', '', article);
}

/**
 * The product reviews widget. `load(page)` returns the page's reviews (cached or not: the variant
 * decides). Paging replaces only the list and the pager. `onRendered(page)` after each render.
 */
export function mountReviews(
  host,
  { summary, attributes, first, load, perPage, onRendered, reserve },
) {
  const total = summary.numberOfReviews.total;
  const last = Math.max(1, Math.ceil(total / perPage));
  const list = el('ul', 'list');
  const nav = el('nav', 'pager');
  nav.setAttribute('aria-label', 'Pages');
  const heading = el('h3', '', 'Reviews');
  heading.tabIndex = -1;
  let current = 0;
  let ticket = 0;
  const show = (page, reviews) => {
    current = page;
    list.replaceChildren(...reviews.map(reviewItem));
    list.dataset.benchPage = String(page);
    const prev = el('button', '', 'Previous');
    prev.disabled = page <= 1;
    prev.onclick = () => go(page - 1);
    const next = el('button', '', 'Next');
    next.disabled = page >= last;
    next.dataset.bench = 'next';
    next.onclick = () => go(page + 1);
    const pageList = el('ol');
    for (const item of [...new Set([1, page - 1, page, page + 1, last])]
      .filter((p) => p >= 1 && p <= last)
      .sort((a, b) => a - b)) {
      const button = el('button', '', formatCount(item));
      button.setAttribute('aria-label', `Page ${item}`);
      if (item === page) button.setAttribute('aria-current', 'page');
      if (item === 1) button.dataset.bench = 'first';
      button.onclick = () => go(item);
      pageList.append(el('li', '', button));
    }
    nav.replaceChildren(prev, pageList, next);
    onRendered?.(page);
  };
  const go = async (page) => {
    const mine = ++ticket;
    const reviews = await load(page);
    if (mine === ticket) show(page, reviews);
  };
  const section = el('section', 'list-box', heading, list, nav);
  if (reserve) section.classList.add('reserve');
  host.replaceChildren(
    el(
      'div',
      'widget',
      el('h2', '', 'Customer reviews'),
      summaryBlock(summary),
      attributesBlock(attributes) ?? '',
      section,
    ),
  );
  show(1, first);
  return {
    go,
    get page() {
      return current;
    },
  };
}
