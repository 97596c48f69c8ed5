import { defineElement } from '../shared/define.js';
import { RpConfig } from './rp-config.js';

defineElement('rp-config', RpConfig);

export { RpConfig };
