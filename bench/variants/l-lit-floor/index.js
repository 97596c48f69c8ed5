// Variant L, the Lit floor: D's elements with what a fast Lit design cannot do without. The star
// ratings of one task share one `batch-summaries` request, and the number formats are built while
// it is out. Nothing else: no configuration element, context, task controller, cache, retries,
// error handling, reserved space or time-slicing. What L costs over B is what Lit itself costs
// here; what A costs over L is the price of A's features.
import { NaiveStars, register, warmFormats } from '../d-naive/elements.js';
import { batched } from './batch.js';

class FloorStars extends NaiveStars {
  summary() {
    return batched(this);
  }
}

register(FloorStars);
warmFormats();
