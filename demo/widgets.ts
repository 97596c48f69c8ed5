/** The storefront pages register the elements from the sources, one define module each. */
import '../src/config/define.js';
import '../src/stars/define.js';
import '../src/trust-badge/define.js';
import '../src/product-reviews/define.js';
import '../src/business-reviews/define.js';
import '../src/invite-button/define.js';
import '../src/review-collector/define.js';
import '../src/review-inbox/define.js';
