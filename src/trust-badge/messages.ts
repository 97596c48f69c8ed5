import { messagesFor, withWords, type Messages, type Plural } from '../shared/messages.js';

/** What the badge says, on top of the shared rating words (reviews, no reviews, loading...). */
export interface BadgeMessages extends Messages {
  /**
   * The words around the visible "TrustScore 4.3" and "1,234 reviews" that make the link's name
   * one sentence: before the score, between score and count, before "No reviews yet".
   */
  summary(name: string): [string, string];
  empty(name: string): string;
  newTab: string;
  writeReview: string;
  distribution: string;
  starRow(stars: number): string;
}

type Own = Omit<BadgeMessages, keyof Messages>;

const tables: Record<string, (p: Plural) => Own> = {
  en: (p) => ({
    summary: (name) => [`${name} has `, ' out of 5, based on '],
    empty: (name) => `${name}: `,
    newTab: ' (opens in a new tab)',
    writeReview: 'Write a review',
    distribution: 'Reviews by star rating',
    starRow: (stars) => `${stars} ${p(stars, 'star', 'stars')}`,
  }),
  de: (p) => ({
    summary: (name) => [`${name} hat `, ' von 5, basierend auf '],
    empty: (name) => `${name}: `,
    newTab: ' (öffnet in neuem Tab)',
    writeReview: 'Bewertung schreiben',
    distribution: 'Bewertungen nach Sternen',
    starRow: (stars) => `${stars} ${p(stars, 'Stern', 'Sterne')}`,
  }),
  fr: (p) => ({
    summary: (name) => [`${name} a `, ' sur 5, sur la base de '],
    empty: (name) => `${name} : `,
    newTab: ' (s’ouvre dans un nouvel onglet)',
    writeReview: 'Écrire un avis',
    distribution: 'Avis par nombre d’étoiles',
    starRow: (stars) => `${stars} ${p(stars, 'étoile', 'étoiles')}`,
  }),
  es: (p) => ({
    summary: (name) => [`${name} tiene `, ' de 5, según '],
    empty: (name) => `${name}: `,
    newTab: ' (se abre en una pestaña nueva)',
    writeReview: 'Escribir una opinión',
    distribution: 'Opiniones por estrellas',
    starRow: (stars) => `${stars} ${p(stars, 'estrella', 'estrellas')}`,
  }),
  da: (p) => ({
    summary: (name) => [`${name} har `, ' ud af 5, baseret på '],
    empty: (name) => `${name}: `,
    newTab: ' (åbner i en ny fane)',
    writeReview: 'Skriv en anmeldelse',
    distribution: 'Anmeldelser efter stjerner',
    starRow: (stars) => `${stars} ${p(stars, 'stjerne', 'stjerner')}`,
  }),
};

/** The badge's words for a locale; like the shared words, other languages speak English. */
export const badgeMessages = (locale: string): BadgeMessages =>
  withWords(messagesFor, tables, locale);
