// Every folder with catalogues names its files in one call,
// `catalogueFiles((name) => import(`./locales/${name}.json`, { with: { type: 'json' } }))`, and the
// list of languages is src/core/catalogue-languages.json. The builds write that call out as one
// static `import()` per language: in dist/ (npm users' bundlers, whichever they are, see each
// file, as a plain import) and in the CDN files (no lookup helper a bundler would add for a path
// with a variable in it). Unbuilt sources (tests, the demo's dev server) run the call as written.
//
// `node scripts/catalogue-files.mjs` rewrites dist/ after tsc and copies the catalogues tsc
// leaves out (it copies only the English files, which modules import by name).
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const languages = JSON.parse(readFileSync(`${root}src/core/catalogue-languages.json`, 'utf8'));

/** The call as tsc and Vite meet it, whatever the spacing and line breaks. */
const call =
  /catalogueFiles\(\s*\(name\)\s*=>\s*import\(\s*`\.\/locales\/\$\{name\}\.json`\s*,\s*\{\s*with:\s*\{\s*type:\s*['"]json['"]\s*\}\s*\}\s*\)\s*,?\s*\)/g;

/**
 * `code` (a module of `folder`) with each `catalogueFiles(…)` call written out, on one line so
 * that source maps keep their lines; undefined when it has none. `sources` is the folder whose
 * locales/ must hold every file (a build error rather than a missing language on a shop's page).
 */
export function writeOutCatalogueFiles(code, sources) {
  if (!code.includes('catalogueFiles(')) return undefined;
  let found = 0;
  const written = code.replace(call, () => {
    found += 1;
    const missing = languages.filter(
      (name) => !existsSync(join(sources, 'locales', `${name}.json`)),
    );
    if (missing.length) {
      throw new Error(
        `${sources}/locales/ lacks ${missing.map((name) => `${name}.json`).join(', ')}`,
      );
    }
    const files = languages.map(
      (name) =>
        `${/^\w+$/.test(name) ? name : `'${name}'`}: () => import('./locales/${name}.json', { with: { type: 'json' } })`,
    );
    return `{ ${files.join(', ')} }`;
  });
  // Another spelling would reach users as a variable path: bigger, and unseen by some bundlers.
  const left = written.replace(/import\s*\{[^}]*\}\s*from[^;]*;/g, '').match(/catalogueFiles\(/);
  if (left || !found)
    throw new Error(`${sources}: a catalogueFiles(…) call not in its one spelling`);
  return written;
}

/** The same for Vite and Rollup builds of src/ (the CDN files, the demo). */
export const catalogueFilesPlugin = () => ({
  name: 'rp-catalogue-files',
  enforce: 'pre',
  transform(code, id) {
    if (!/\.(ts|js)$/.test(id) || id.includes('/node_modules/')) return undefined;
    const written = writeOutCatalogueFiles(code, dirname(id));
    return written === undefined ? undefined : { code: written, map: null };
  },
});

/** Every .js file below `folder`. */
const scripts = (folder) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of scripts(`${root}dist`).filter((file) => !file.includes('/dist/cdn/'))) {
    const folder = dirname(file).replace(`${root}dist`, `${root}src`);
    const written = writeOutCatalogueFiles(readFileSync(file, 'utf8'), folder);
    if (written === undefined) continue;
    writeFileSync(file, written);
    cpSync(join(folder, 'locales'), join(dirname(file), 'locales'), {
      recursive: true,
      filter: (path) => !path.endsWith('.ts'),
    });
  }
}
