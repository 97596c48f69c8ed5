import { defineElement } from '../shared/define.js';
import { RpBusinessReviews } from './rp-business-reviews.js';

defineElement('rp-business-reviews', RpBusinessReviews);

export { RpBusinessReviews };
export { RpPageChangeEvent } from '../review-list/events.js';
