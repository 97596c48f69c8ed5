/**
 * Registers the elements shoppers see: every rp-* element but the owner's (`<rp-invite-button>`,
 * `<rp-review-inbox>`, which need the owner's sign-in). Idempotent, as src/define.ts.
 */
import './config/define.js';
import './stars/define.js';
import './trust-badge/define.js';
import './product-reviews/define.js';
import './business-reviews/define.js';
import './review-collector/define.js';
