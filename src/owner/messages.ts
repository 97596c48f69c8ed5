import { Catalogues } from '../shared/catalogue.js';
import en from './locales/en.json' with { type: 'json' };

/**
 * The words both owner elements say the same (signing in and out, trying again, an unsafe
 * address, a refused sign-in, too many requests), under each element's own catalogue.
 */
export const ownerCatalogues = new Catalogues(en, {
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
