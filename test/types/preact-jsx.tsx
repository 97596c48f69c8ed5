/** @jsxImportSource preact */
// Type-level test (checked by `npm run typecheck`): the Preact JSX types.
import type {} from '../../src/jsx/preact.js';

export const ok = (
  <rp-config apiKey="key">
    <rp-stars value="4.5" showScore />
    <rp-trust-badge businessUnitId="bu" layout="full" />
    <rp-invite-button productIds="p-1" />
    <rp-review-inbox authMode="popup" language="en" />
  </rp-config>
);

// @ts-expect-error showScore is a boolean
export const wrongType = <rp-stars showScore={3} />;
// @ts-expect-error perPage is a number
export const wrongPerPage = <rp-review-inbox perPage="20" />;
