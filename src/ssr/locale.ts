import { platformLocales } from '../shared/locales.js';

const known = Object.keys(platformLocales);
const byName = new Map(known.map((locale) => [locale.toLowerCase(), locale]));
let warned = false;

/**
 * One of the platform's 25 locales for `locale`: itself (any case, `_` or `-`), else its
 * language's (`fr` and `fr-LU` read `fr-FR`, `ja` reads `ja-JP`), else en-US, said once per
 * process. A page that takes the locale from its URL then keeps words, formats and answers for
 * 25 locales at most, whatever it is sent.
 */
export function platformLocale(locale: string): string {
  const name = locale.replace(/_/g, '-').toLowerCase();
  const exact = byName.get(name);
  if (exact) return exact;
  const language = name.split('-')[0]!;
  const own = byName.get(`${language}-${language}`);
  const ofLanguage = known.filter((one) => one.toLowerCase().startsWith(`${language}-`));
  const found = own ?? (ofLanguage.length === 1 ? ofLanguage[0] : undefined);
  if (found) return found;
  if (!warned) {
    warned = true;
    console.warn(
      `rp-widgets/ssr: the locale ${JSON.stringify(locale.slice(0, 40))} is not one the platform serves, so en-US is used (said once; others are not named).`,
    );
  }
  return 'en-US';
}
