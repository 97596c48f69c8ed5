import { defineElement } from '../shared/define.js';
import { RpTrustBadge } from './rp-trust-badge.js';

defineElement('rp-trust-badge', RpTrustBadge);

export { RpTrustBadge };
