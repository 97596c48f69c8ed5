import { Catalogues, catalogueFiles, Words, type Texts } from '../core/catalogue.js';
import en from './locales/en.json' with { type: 'json' };

/** The words of `<rp-review-collector>` and of the e-mail's "Review us" button. */
export interface CollectorMessages {
  reviewUs: string;
  newTab: string;
  unavailable: string;
}

/** The catalogues of `<rp-review-collector>` (`src/review-collector/locales/`). */
export const collectorCatalogues = new Catalogues(
  en,
  catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } })),
);

export const collectorWords = new Words([collectorCatalogues], (t: Texts): CollectorMessages =>
  t.plain('reviewUs', 'newTab', 'unavailable'),
);
