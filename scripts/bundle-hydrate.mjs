// rp-widgets/hydrate in one file, as a shop's bundler makes it: Lit's production build (no
// `development` condition). For the SSR bench and the browser tests of served pages.
import { build } from 'esbuild';

/** The bundle's text. */
export async function bundleHydrate() {
  const { outputFiles } = await build({
    entryPoints: [new URL('../src/ssr/hydrate.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  return outputFiles[0].text;
}
