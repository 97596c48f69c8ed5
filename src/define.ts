/** Registers every rp-* element (idempotent: a tag already defined is left alone). */
import './config/define.js';
import './stars/define.js';
import './trust-badge/define.js';
import './product-reviews/define.js';
import './business-reviews/define.js';
import './invite-button/define.js';
import './review-collector/define.js';
import './review-inbox/define.js';
