// Variant L, the Lit floor: D's elements with what a fast Lit design cannot do without. The star
// ratings of one task share one `batch-summaries` request, and the number formats are built while
// it is out. Nothing else: no configuration element, context, task controller, cache, retries,
// error handling, reserved space or time-slicing. What L costs over B is what Lit itself costs
// here; what A costs over L is the price of A's features.
import { NaiveStars, register, warmFormats } from '../d-naive/elements.js';

let pending;

/** The summaries asked for in this task, sent as one request at the end of its microtasks. */
function batched(element) {
  if (!pending) {
    const batch = new Map();
    pending = batch;
    queueMicrotask(() => {
      pending = undefined;
      element
        .request(`/v1/product-reviews/business-units/${element.bu}/batch-summaries`, {
          skus: [...batch.keys()],
        })
        .then(({ summaries }) => {
          const bySku = new Map(summaries.map((summary) => [summary.sku, summary]));
          const none = { starsAverage: 0, numberOfReviews: { total: 0 } };
          for (const [sku, waiting] of batch)
            for (const resolve of waiting) resolve(bySku.get(sku) ?? none);
        });
    });
  }
  const waiting = pending.get(element.sku) ?? [];
  pending.set(element.sku, waiting);
  return new Promise((resolve) => waiting.push(resolve));
}

class FloorStars extends NaiveStars {
  summary() {
    return batched(this);
  }
}

register(FloorStars);
warmFormats();
