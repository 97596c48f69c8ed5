import { defineElement } from '../shared/define.js';
import { RpStars } from './rp-stars.js';

defineElement('rp-stars', RpStars);

export { RpStars };
