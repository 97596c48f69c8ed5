import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import type { FailureWords } from '../owner/failures.js';
import { ownerCatalogues } from '../owner/messages.js';
import en from './locales/en.json' with { type: 'json' };

/** The sentences of `<rp-invite-button>`, its failures' among them. */
export interface InviteMessages extends FailureWords {
  email: string;
  name: string;
  signIn: string;
  signingIn: string;
  create: string;
  creating: string;
  retry: string;
  signOut: string;
  link: string;
  created: string;
  copy: string;
  copied: string;
  copyFailed: string;
  productsBoth: string;
  productsNeither: string;
  productIncomplete(index: number): string;
  emailMissing: string;
  emailInvalid(email: string): string;
  nameMissing: string;
  insecure(attribute: string, uri: string): string;
  stateMismatch: string;
  notCompleted: string;
  blocked: string;
}

/** The catalogues of `<rp-invite-button>` (`src/invite-button/locales/`). */
export const inviteCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

/** The element's words in a locale, once its catalogues are in: its own and the owner elements'. */
export const inviteWords = new Words(
  [inviteCatalogues, ownerCatalogues],
  (t: Texts): InviteMessages => ({
    ...t.plain(
      'email',
      'name',
      'signIn',
      'signingIn',
      'create',
      'creating',
      'retry',
      'signOut',
      'link',
      'created',
      'copy',
      'copied',
      'copyFailed',
      'productsBoth',
      'productsNeither',
      'emailMissing',
      'nameMissing',
      'stateMismatch',
      'notCompleted',
      'blocked',
      'expired',
    ),
    down: t.t('network'),
    productIncomplete: (index) => t.t('productIncomplete', { index }),
    emailInvalid: (email) => t.t('emailInvalid', { email }),
    insecure: (attribute, uri) => t.t('insecure', { attribute, uri }),
    rateLimited: (seconds) =>
      seconds ? t.n('rateLimitedFor', seconds, { seconds }) : t.t('rateLimited'),
    refused: (detail) => (detail ? t.t('refusedWith', { detail }) : t.t('refused')),
  }),
);

/**
 * The words in a locale; English while its catalogue loads (the element draws nothing until
 * then, so only a message made before the first draw can read English).
 */
export const inviteMessages = (locale: string): InviteMessages => inviteWords.orEnglish(locale);
