import { defineElement } from '../shared/define.js';
import { RpInviteButton } from './rp-invite-button.js';

defineElement('rp-invite-button', RpInviteButton);

export { RpInviteButton };
