import { defineElement } from '../shared/define.js';
import { RpReviewInbox } from './rp-review-inbox.js';

defineElement('rp-review-inbox', RpReviewInbox);

export { RpReviewInbox };
