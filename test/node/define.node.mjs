// A server render (Next.js, Nuxt) imports the define modules in Node, where there is no document:
// through the package's own exports (the built dist/: run after `npm run build`).
import { test } from 'node:test';
import assert from 'node:assert/strict';

test('the define modules load in Node and define every tag, twice without throwing', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  await import('rp-widgets/define');
  // The same define module evaluated a second time (another copy of the package, say).
  await import(new URL('../../dist/stars/define.js?again', import.meta.url).href);
  for (const tag of [
    'rp-config',
    'rp-stars',
    'rp-product-reviews',
    'rp-business-reviews',
    'rp-trust-badge',
    'rp-invite-button',
    'rp-review-inbox',
    'rp-review-collector',
  ]) {
    assert.equal(typeof customElements.get(tag), 'function', tag);
  }
});
