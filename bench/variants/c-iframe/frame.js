// Variant C, the script inside each iframe: reads its parameters from its URL, fetches its own
// data (nothing shared with the other frames), renders, and reports its height to the parent.
import { api, warmFormats, mountReviews, renderBadge, renderRating } from '../shared/dom.js';

const params = Object.fromEntries(new URLSearchParams(location.search));
const client = api(params);
const root = document.getElementById('root');
const id = Number(params.id);
const report = (rendered) =>
  parent.postMessage(
    { type: 'resize-height', id, height: Math.ceil(root.getBoundingClientRect().height), rendered },
    '*',
  );

async function render() {
  warmFormats({ withDates: params.template === 'reviews' });
  if (params.template === 'stars') {
    renderRating(root, await client.summary(params.sku));
  } else if (params.template === 'badge') {
    const [unit, links, logos] = await Promise.all([client.unit(), client.links(), client.logos()]);
    renderBadge(root, unit, links, logos);
  } else {
    const perPage = 10;
    const load = (page) => client.page(params.sku, page, perPage).then((r) => r.productReviews);
    const [summary, attributes, first] = await Promise.all([
      client.summary(params.sku),
      client.attributes([params.sku]),
      load(1),
    ]);
    mountReviews(root, { summary, attributes, first, load, perPage });
  }
}

render().then(() => {
  report(true);
  new ResizeObserver(() => report(false)).observe(root);
});
