/**
 * Where the inbox keeps what the owner typed, and the review they had open (in `ownerWork`, per
 * business unit and review): a reply or an edit comes back after a failure, a reload or a new
 * sign-in, and goes once the platform has it or the owner signs out.
 */
export { ownerWork as drafts } from '../owner/sign-in.js';

export const draftKeys = {
  /** The key of the reply to a review, or of the edit of one of its comments. */
  key: (businessUnitId: string, reviewId: string, commentId?: string): string =>
    `reply-draft.${businessUnitId}.${reviewId}${commentId ? `.${commentId}` : ''}`,
  /** The review open in the business unit's inbox, so a reload opens it again. */
  open: (businessUnitId: string): string => `inbox-open.${businessUnitId}`,
};
