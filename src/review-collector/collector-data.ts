import type { Client } from '../api/client.js';
import { getWebLinks } from '../api/business-units.js';
import { inSupportedLocale } from '../api/resources.js';
import { regionLocale } from '../core/resolve.js';
import { safeUrl, urlProblem } from '../core/safe-url.js';

/** Where "Review us" leads: the business's review form on the platform, checked. */
export interface Collector {
  evaluateUrl: string;
}

/**
 * The business's review form in the locale's language (its web links, asked through the shared
 * client: a badge of the same business on the page makes no second request). A form address
 * that is missing or not a safe https address is an error: a button to nowhere is not drawn.
 */
export async function loadCollector(
  client: Client,
  businessUnitId: string,
  locale: string,
  signal: AbortSignal,
): Promise<Collector> {
  const links = await inSupportedLocale(
    client,
    regionLocale(locale),
    (supported) => getWebLinks(client, businessUnitId, supported, { signal }),
    { signal },
  );
  const evaluateUrl = safeUrl(links.evaluateUrl);
  if (!evaluateUrl) {
    throw new Error(
      `the platform gave no safe evaluateUrl for business unit "${businessUnitId}" (${JSON.stringify(links.evaluateUrl)}).`,
    );
  }
  return { evaluateUrl };
}

/** Why a collector kept in data (embedded by a server render) cannot be drawn, or nothing. */
export const collectorProblem = (collector: Collector): string | undefined =>
  typeof collector?.evaluateUrl !== 'string'
    ? 'evaluateUrl is missing'
    : urlProblem(collector.evaluateUrl, 'evaluateUrl');
