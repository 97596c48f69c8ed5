import { defineElement } from '../shared/define.js';
import { RpProductReviews } from './rp-product-reviews.js';

defineElement('rp-product-reviews', RpProductReviews);

export { RpProductReviews };
export { RpFilterChangeEvent, RpPageChangeEvent } from '../review-list/events.js';
