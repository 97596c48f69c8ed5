import { createContext } from '@lit/context';

/** Configuration an `<rp-config>` element hands to the `rp-*` elements inside it. */
export interface RpConfigValue {
  apiKey?: string;
  baseUrl?: string;
  businessUnitId?: string;
  locale?: string;
  authUrl?: string;
  timeout?: string;
  storeTtl?: string;
}

/**
 * The context key is a global symbol so that two copies of the package on one page (a merchant's
 * script tag and a theme's npm build, say) still find each other's `<rp-config>`.
 */
export const rpConfigContext = createContext<RpConfigValue>(Symbol.for('rp-widgets.config'));
