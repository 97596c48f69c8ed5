import { plural } from '../shared/messages.js';

/** The sentences of `<rp-invite-button>`, in English and German; other locales use English. */
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

const en: InviteMessages = {
  email: 'Customer e-mail',
  name: 'Customer name',
  signIn: 'Sign in to create a review link',
  signingIn: 'Signing in…',
  create: 'Create review link',
  creating: 'Creating link…',
  retry: 'Try again',
  signOut: 'Sign out',
  link: 'Review link',
  created: 'Review link created.',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'Copying failed: the link is selected, press Ctrl+C (⌘C) to copy it.',
  productsBoth: 'Give the products either as product-ids or as products, not both.',
  productsNeither: 'No products: give them as product-ids or as products (one of the two).',
  productIncomplete: (i) => `Product ${i} needs a name and a SKU.`,
  emailMissing: 'Enter the customer’s e-mail address.',
  emailInvalid: (email) => `“${email}” is not an e-mail address.`,
  nameMissing: 'Enter the customer’s name.',
  insecure: (attribute, uri) =>
    `${attribute} “${uri}” must start with https:// (http only on localhost), without a user name or password.`,
  stateMismatch:
    'Sign-in refused: the answer does not belong to a sign-in started on this page. Sign in again.',
  notCompleted: 'Sign-in was not completed. Sign in again to create review links.',
  blocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  expired: 'Your sign-in has expired. Sign in again; what you entered is kept.',
  rateLimited: (s) =>
    `Too many requests. ${s ? `Wait ${s} ${plural('en')(s, 'second', 'seconds')}, then try again.` : 'Wait a moment, then try again.'}`,
  network: 'The review platform could not be reached. Check the connection and try again.',
  refused: (detail) => `The platform refused the request${detail ? `: ${detail}` : '.'}`,
};

const de: InviteMessages = {
  email: 'E-Mail des Kunden',
  name: 'Name des Kunden',
  signIn: 'Anmelden, um einen Bewertungslink zu erstellen',
  signingIn: 'Anmeldung läuft…',
  create: 'Bewertungslink erstellen',
  creating: 'Link wird erstellt…',
  retry: 'Erneut versuchen',
  signOut: 'Abmelden',
  link: 'Bewertungslink',
  created: 'Bewertungslink erstellt.',
  copy: 'Kopieren',
  copied: 'Link kopiert.',
  copyFailed:
    'Kopieren fehlgeschlagen: Der Link ist markiert, drücken Sie Strg+C (⌘C) zum Kopieren.',
  productsBoth:
    'Geben Sie die Produkte entweder als product-ids oder als products an, nicht beides.',
  productsNeither:
    'Keine Produkte: Geben Sie sie als product-ids oder als products an (eines von beiden).',
  productIncomplete: (i) => `Produkt ${i} braucht einen Namen und eine SKU.`,
  emailMissing: 'Geben Sie die E-Mail-Adresse des Kunden ein.',
  emailInvalid: (email) => `„${email}“ ist keine E-Mail-Adresse.`,
  nameMissing: 'Geben Sie den Namen des Kunden ein.',
  insecure: (attribute, uri) =>
    `${attribute} „${uri}“ muss mit https:// beginnen (http nur auf localhost), ohne Benutzername oder Passwort.`,
  stateMismatch:
    'Anmeldung abgelehnt: Die Antwort gehört zu keiner Anmeldung, die auf dieser Seite begonnen wurde. Melden Sie sich erneut an.',
  notCompleted: 'Die Anmeldung wurde nicht abgeschlossen. Melden Sie sich erneut an.',
  blocked:
    'Das Anmeldefenster wurde blockiert. Erlauben Sie Pop-ups für diese Seite und versuchen Sie es erneut.',
  expired:
    'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an; Ihre Eingaben bleiben erhalten.',
  rateLimited: (s) =>
    `Zu viele Anfragen. ${s ? `Warten Sie ${s} ${plural('de')(s, 'Sekunde', 'Sekunden')} und versuchen Sie es dann erneut.` : 'Warten Sie kurz und versuchen Sie es dann erneut.'}`,
  network:
    'Die Bewertungsplattform ist nicht erreichbar. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
  refused: (detail) => `Die Plattform hat die Anfrage abgelehnt${detail ? `: ${detail}` : '.'}`,
};

export function inviteMessages(locale: string): InviteMessages {
  return locale.toLowerCase().startsWith('de') ? de : en;
}
