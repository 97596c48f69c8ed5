import { Catalogues, catalogueFiles } from '../core/catalogue.js';
import en from './locales/en.json' with { type: 'json' };

/**
 * The words both owner elements say the same (signing in and out, trying again, an unsafe
 * address, a refused sign-in, too many requests), under each element's own catalogue.
 */
export const ownerCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);
