/** @jsxImportSource react */
// Type-level test (checked by `npm run typecheck`): the React JSX types accept the elements'
// properties and refuse wrong ones.
import type {} from '../../src/jsx/react.js';

export const ok = (
  <rp-config apiKey="key" businessUnitId="bu">
    <rp-stars sku="A,B" showCount precision="exact" loading="lazy" />
    <rp-product-reviews sku="A" perPage={10} includeImported />
    <rp-trust-badge domain="shop.example" layout="mini" showReviewLink />
    <rp-invite-button productIds="p-1" consumerEmail="jamie@example.com" authMode="popup" />
    <rp-review-inbox state="unpublished" sku="A" perPage={20} onload={(event) => event.type} />
  </rp-config>
);

// @ts-expect-error showCount is a boolean
export const wrongType = <rp-stars showCount="yes" />;
// @ts-expect-error precision is 'half' or 'exact'
export const wrongValue = <rp-stars precision="rough" />;
// @ts-expect-error layout is 'micro', 'mini' or 'full'
export const wrongLayout = <rp-trust-badge layout="huge" />;
// @ts-expect-error no such property
export const unknown = <rp-invite-button productIdz="p-1" />;
// @ts-expect-error state is 'published' or 'unpublished'
export const wrongState = <rp-review-inbox state="hidden" />;

// Events: React 19 listens under the event's own name; React's onLoad never reaches the element.
export const events = (
  <rp-product-reviews
    onload={(event) => event.type}
    onerror={(event) => event.error.message}
    onrp-page-change={(event) => event.page}
  />
);
// @ts-expect-error React's onLoad never reaches a custom element
export const reactOnLoad = <rp-stars onLoad={() => {}} />;
