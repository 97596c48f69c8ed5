import { Catalogues, Words, type Texts } from '../core/catalogue.js';
import en from './locales/en.json' with { type: 'json' };

/** The sentences of `<rp-invite-button>`. */
export interface InviteMessages {
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
  expired: string;
  rateLimited(seconds: number | undefined): string;
  network: string;
  refused(detail: string): string;
}

/** The catalogues of `<rp-invite-button>` (`src/invite-button/locales/`). */
export const inviteCatalogues = new Catalogues(en, {
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

/** The element's words in a locale, once its catalogue is in. */
export const inviteWords = new Words([inviteCatalogues], (t: Texts): InviteMessages => ({
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
    'network',
  ),
  productIncomplete: (index) => t.t('productIncomplete', { index }),
  emailInvalid: (email) => t.t('emailInvalid', { email }),
  insecure: (attribute, uri) => t.t('insecure', { attribute, uri }),
  rateLimited: (seconds) =>
    seconds ? t.n('rateLimitedFor', seconds, { seconds }) : t.t('rateLimited'),
  refused: (detail) => (detail ? t.t('refusedWith', { detail }) : t.t('refused')),
}));

/**
 * The words in a locale; English while its catalogue loads (the element draws nothing until
 * then, so only a message made before the first draw can read English).
 */
export const inviteMessages = (locale: string): InviteMessages => inviteWords.orEnglish(locale);
