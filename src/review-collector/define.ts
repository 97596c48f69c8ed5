import { defineElement } from '../shared/define.js';
import { RpReviewCollector } from './rp-review-collector.js';

defineElement('rp-review-collector', RpReviewCollector);

export { RpReviewCollector };
