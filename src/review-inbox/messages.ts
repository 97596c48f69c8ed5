import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import type { SignInMessages } from '../owner/sign-in.js';
import type { FailureWords } from '../owner/failures.js';
import { ownerCatalogues } from '../owner/messages.js';
import en from './locales/en.json' with { type: 'json' };

const plainKeys = [
  'inbox',
  'signIn',
  'signingIn',
  'signOut',
  'signedOut',
  'filters',
  'state',
  'published',
  'unpublished',
  'sku',
  'language',
  'anyLanguage',
  'apply',
  'loading',
  'empty',
  'previous',
  'next',
  'answered',
  'unanswered',
  'back',
  'conversation',
  'loadingConversation',
  'noComments',
  'you',
  'customer',
  'isPublic',
  'isPrivate',
  'makePrivate',
  'makePublic',
  'reply',
  'send',
  'sending',
  'edit',
  'save',
  'cancel',
  'editing',
  'sent',
  'saved',
  'madePublic',
  'madePrivate',
  'arrived',
  'notArrived',
  'checking',
  'checkFailed',
  'checkAgain',
  'unconfirmed',
  'unconfirmedArrived',
  'unconfirmedNotArrived',
  'unconfirmedUnknown',
  'unusable',
  'emptyReply',
  'expired',
  'down',
  'retry',
  'stateMismatch',
  'notCompleted',
  'blocked',
] as const;

/** The sentences of `<rp-review-inbox>`. */
export interface InboxMessages
  extends SignInMessages, Required<FailureWords>, Record<(typeof plainKeys)[number], string> {
  count(count: number, formatted: string): string;
  pageOf(page: string, pages: string): string;
  stars(stars: number): string;
  by(name: string, date: string): string;
  photos(count: number): string;
  photo(index: number, count: number): string;
  noRights(id: string): string;
}

/** The catalogues of `<rp-review-inbox>` (`src/review-inbox/locales/`). */
export const inboxCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

/**
 * The element's words in a locale, once its catalogues are in: its own, and the words it shares
 * with `<rp-invite-button>` (its own win where both have a key).
 */
export const inboxWords = new Words(
  [inboxCatalogues, ownerCatalogues],
  (t: Texts): InboxMessages => ({
    ...t.plain(...plainKeys),
    count: (count, formatted) => t.n('count', count, { count: formatted }),
    pageOf: (page, pages) => t.t('pageOf', { page, pages }),
    stars: (stars) => t.t('stars', { stars }),
    by: (name, date) => t.t('by', { name, date }),
    photos: (count) => t.n('photos', count, { count }),
    photo: (index, count) => t.t('photo', { index, count }),
    noRights: (id) => t.t('noRights', { id }),
    insecure: (attribute, uri) => t.t('insecure', { attribute, uri }),
    rateLimited: (seconds) =>
      seconds ? t.n('rateLimitedFor', seconds, { seconds }) : t.t('rateLimited'),
    refused: (message, status) => t.t('refusedWith', { detail: message ?? String(status) }),
  }),
);

/** The words in a locale; English while its catalogue loads (for a message made before a draw). */
export const inboxMessages = (locale: string): InboxMessages => inboxWords.orEnglish(locale);
