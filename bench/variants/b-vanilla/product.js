// Variant B, product page: summary, attribute summaries and the first page in parallel; pages are
// cached in a Map; paging replaces only the list and the pager.
import { api, warmFormats, mountReviews } from '../shared/dom.js';

const script = document.querySelector('script[data-api]');
const client = api(script.dataset);
const host = document.querySelector('[data-rpb-reviews]');
const sku = host.dataset.rpbReviews;
const perPage = 10;
const pages = new Map();
const load = (page) => {
  if (!pages.has(page))
    pages.set(
      page,
      client.page(sku, page, perPage).then((r) => r.productReviews),
    );
  return pages.get(page);
};

warmFormats({ withDates: true });

Promise.all([client.batch([sku]), client.attributes([sku]), load(1)]).then(
  ([batch, attributes, first]) => {
    const summary = batch.summaries[0];
    let once = false;
    mountReviews(host, {
      summary,
      attributes,
      first,
      load,
      perPage,
      onRendered: () => {
        if (!once) window.__benchRendered?.(1);
        once = true;
      },
    });
  },
);
