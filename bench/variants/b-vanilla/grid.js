// Variant B, collection page: every star rating of the page from ONE batched request, the badge
// from the unit, its links and the logos in parallel; hand-written DOM into boxes the page's CSS
// already sized, so nothing moves.
import { api, warmFormats, renderBadge, renderRating } from '../shared/dom.js';

const script = document.querySelector('script[data-api]');
const client = api(script.dataset);
const rendered = (n) => window.__benchRendered?.(n);

const tiles = [...document.querySelectorAll('[data-rpb-sku]')];
client.batch(tiles.map((tile) => tile.dataset.rpbSku)).then(({ summaries }) => {
  const bySku = new Map(summaries.map((summary) => [summary.sku, summary]));
  const none = { starsAverage: 0, numberOfReviews: { total: 0 } };
  for (const tile of tiles) renderRating(tile, bySku.get(tile.dataset.rpbSku) ?? none);
  rendered(tiles.length);
});

warmFormats();

const badge = document.querySelector('[data-rpb-badge]');
if (badge) {
  Promise.all([client.unit(), client.links(), client.logos()]).then(([unit, links, logos]) => {
    renderBadge(badge, unit, links, logos);
    rendered(1);
  });
}
