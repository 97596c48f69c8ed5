// `rp-widgets/hydrate` as bundlers take it from the installed package (the built dist/: run after
// `npm run build`): Vite 6's dependency pre-bundling and Astro 5's dev server run esbuild for an
// es2020 target, which refuses a top-level `await`; a browser bundle splits it into chunks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';

const entry = new URL('../../dist/ssr/hydrate.js', import.meta.url).pathname;

test('rp-widgets/hydrate bundles for an es2020 target, as Vite 6 pre-bundles dependencies', async () => {
  const { errors, outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir: 'out',
    write: false,
    logLevel: 'silent',
  });
  assert.deepEqual(errors, []);
  assert.ok(outputFiles.length > 1, 'the elements come in chunks loaded after the support');
});

test('a storefront page that hydrates does not carry the owner elements', async () => {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'out',
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles.map((file) => file.text).join('\n');
  assert.match(code, /"rp-product-reviews"/);
  assert.doesNotMatch(code, /"rp-invite-button"|"rp-review-inbox"/);
});
