// L's (and T's) star summaries: those asked for in one task share one `batch-summaries` request.
let pending;

/** The summaries asked for in this task, sent as one request at the end of its microtasks. */
export function batched(element) {
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
