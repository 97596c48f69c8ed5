/** @jsxImportSource react */
// Type-level test (checked by `npm run typecheck`): the React JSX types accept the elements'
// properties and refuse wrong ones.
import type {} from '../../src/jsx/react.js';

export const ok = (
  <rp-config apiKey="key" businessUnitId="bu">
    <rp-stars sku="A,B" showCount precision="exact" loading="lazy" />
    <rp-product-reviews sku="A" perPage={10} includeImported />
  </rp-config>
);

// @ts-expect-error showCount is a boolean
export const wrongType = <rp-stars showCount="yes" />;
// @ts-expect-error precision is 'half' or 'exact'
export const wrongValue = <rp-stars precision="rough" />;
