// Builds the four variants into node_modules/.cache/rp-bench/ (A comes from the production CDN
// build in dist/cdn/). Every script is minified; sizes are measured on these exact files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as vite } from 'vite';

export const root = new URL('../../', import.meta.url).pathname;
export const out = `${root}node_modules/.cache/rp-bench/`;
const variants = `${root}bench/variants/`;

/**
 * The production CDN file of storefront pages (A's pages hold no owner element):
 * `node scripts/build-cdn.mjs`, as `npm run build` makes it.
 */
function buildA(log) {
  const result = spawnSync(process.execPath, ['scripts/build-cdn.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  const file = `${root}dist/cdn/rp-storefront.js`;
  if (result.status !== 0) {
    if (!existsSync(file)) throw new Error(`CDN build failed:\n${result.stderr}`);
    log(`warning: the CDN build failed, using the existing ${file}:\n${result.stderr.trim()}`);
  }
  return file;
}

async function buildPlain(entry, outfile) {
  await esbuild({
    entryPoints: [`${variants}${entry}`],
    outfile: `${out}${outfile}`,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
  });
  return `${out}${outfile}`;
}

/** D and L (Lit), bundled with Vite the way scripts/build-cdn.mjs bundles the production elements. */
async function buildLit(folder, name) {
  await vite({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    root,
    build: {
      target: 'es2022',
      minify: 'esbuild',
      emptyOutDir: false,
      outDir: `${out}${name}`,
      lib: {
        entry: `${variants}${folder}/index.js`,
        formats: ['es'],
        fileName: () => `${name}.js`,
      },
      rollupOptions: { output: { minify: true } },
    },
  });
  return `${out}${name}/${name}.js`;
}

/** Builds everything; returns the files the static server maps to URLs under /assets/. */
export async function buildAll(log = console.log) {
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const css = readFileSync(`${variants}shared/widgets.css`, 'utf8');
  writeFileSync(
    `${out}c-frame.css`,
    `html,body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d1d20;overflow:hidden}\n${css}`,
  );
  const [b1, b2, c1, c2, d, l, t] = await Promise.all([
    buildPlain('b-vanilla/grid.js', 'b-grid.js'),
    buildPlain('b-vanilla/product.js', 'b-product.js'),
    buildPlain('c-iframe/bootstrap.js', 'c-bootstrap.js'),
    buildPlain('c-iframe/frame.js', 'c-frame.js'),
    buildLit('d-naive', 'd-naive'),
    buildLit('l-lit-floor', 'l-lit-floor'),
    buildLit('t-task-context', 't-task-context'),
  ]);
  const files = {
    'rp-storefront.js': buildA(log),
    'b-grid.js': b1,
    'b-product.js': b2,
    'c-bootstrap.js': c1,
    'c-frame.js': c2,
    'c-frame.css': `${out}c-frame.css`,
    'd-naive.js': d,
    'l-lit-floor.js': l,
    't-task-context.js': t,
  };
  log(`variants built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { files, css };
}

/** Minified and gzip -9 bytes of a file. */
export function sizeOf(file) {
  const body = readFileSync(file);
  return { min: body.length, gzip: gzipSync(body, { level: 9 }).length };
}
