import { Catalogues, Words, type Texts } from '../core/catalogue.js';
import type { SignInMessages } from '../shared/sign-in.js';
import { inviteCatalogues } from '../invite-button/messages.js';
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
export interface InboxMessages extends SignInMessages, Record<(typeof plainKeys)[number], string> {
  count(count: number, formatted: string): string;
  pageOf(page: string, pages: string): string;
  stars(stars: number): string;
  by(name: string, date: string): string;
  photos(count: number): string;
  photo(index: number, count: number): string;
  noRights(id: string): string;
  rateLimited(seconds: number | undefined): string;
  refused(detail: string): string;
}

/** The catalogues of `<rp-review-inbox>` (`src/review-inbox/locales/`). */
export const inboxCatalogues = new Catalogues(en, {
  da: () => import('./locales/da.json', { with: { type: 'json' } }),
  de: () => import('./locales/de.json', { with: { type: 'json' } }),
  es: () => import('./locales/es.json', { with: { type: 'json' } }),
  fi: () => import('./locales/fi.json', { with: { type: 'json' } }),
  fr: () => import('./locales/fr.json', { with: { type: 'json' } }),
  it: () => import('./locales/it.json', { with: { type: 'json' } }),
  ja: () => import('./locales/ja.json', { with: { type: 'json' } }),
  nb: () => import('./locales/nb.json', { with: { type: 'json' } }),
  nl: () => import('./locales/nl.json', { with: { type: 'json' } }),
  pl: () => import('./locales/pl.json', { with: { type: 'json' } }),
  pt: () => import('./locales/pt.json', { with: { type: 'json' } }),
  'pt-PT': () => import('./locales/pt-PT.json', { with: { type: 'json' } }),
  ru: () => import('./locales/ru.json', { with: { type: 'json' } }),
  sv: () => import('./locales/sv.json', { with: { type: 'json' } }),
  zh: () => import('./locales/zh.json', { with: { type: 'json' } }),
});

/**
 * The element's words in a locale, once its catalogues are in: its own, and the owner sign-in's
 * and failures' words it shares with `<rp-invite-button>` (its own win where both have a key).
 */
export const inboxWords = new Words(
  [inboxCatalogues, inviteCatalogues],
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
    refused: (detail) => t.t('refusedWith', { detail }),
  }),
);

/** The words in a locale; English while its catalogue loads (for a message made before a draw). */
export const inboxMessages = (locale: string): InboxMessages => inboxWords.orEnglish(locale);
