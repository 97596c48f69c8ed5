// The API client's own test files (test/api/: the transport, hostile answers, summaries) run in
// Node as well as in Chromium: server rendering calls the client in Node, where fetch hands a
// redirect over as a 3xx answer instead of an opaque one. scripts/api-node-tests.mjs bundles
// them with msw/node in the place of the page's worker; their describe/it are node:test's, so
// each test reports here by its own name.
import { bundleApiNodeTests } from '../../scripts/api-node-tests.mjs';

for (const file of await bundleApiNodeTests('mutate-build/node-api-test')) {
  await import(new URL(`../../${file}`, import.meta.url).href);
}
