// `rp-widgets-mock --source`: bundles src/mock with esbuild, so the repository's mock is served
// without a build (the installed package serves its built dist/mock instead).
import { mkdirSync, renameSync } from 'node:fs';
import { build } from 'esbuild';

export async function bundleSource(root) {
  // Inside node_modules, so the bundle resolves msw from the project.
  const outDir = `${root}node_modules/.cache/rp-mock-api/`;
  mkdirSync(outDir, { recursive: true });
  // Written under a name of this process, then renamed: servers started together (the Node tests
  // run in parallel) never import a file another one is still writing.
  async function bundle(entry, outfile, platform) {
    const temporary = `${outDir}${process.pid}-${outfile}`;
    await build({
      entryPoints: [`${root}${entry}`],
      outfile: temporary,
      bundle: true,
      format: 'esm',
      platform,
      target: 'es2022',
      external: platform === 'neutral' ? ['msw', 'msw/*'] : [],
      logLevel: 'warning',
    });
    renameSync(temporary, `${outDir}${outfile}`);
    return `${outDir}${outfile}`;
  }
  const mockModule = await bundle('src/mock/index.ts', 'mock.mjs', 'neutral');
  await bundle('src/mock/authorize.ts', 'authorize.js', 'browser');
  return { mockModule, pageModules: outDir };
}
