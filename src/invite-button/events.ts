/**
 * Fired when an invitation link was created. It carries the link's id and address, nothing of
 * the owner's sign-in.
 */
export class RpInvitationCreatedEvent extends Event {
  constructor(
    readonly reviewLinkId: string,
    readonly reviewUrl: string,
  ) {
    super('rp-invitation-created', { bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'rp-invitation-created': RpInvitationCreatedEvent;
  }
}
