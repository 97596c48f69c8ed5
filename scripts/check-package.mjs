// What `npm pack` would publish: every exports target is in it, and nothing users do not need
// (tests, stories, demo, sources, configs) is. Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const [report] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }),
);
const files = new Set(report.files.map((file) => file.path));
const problems = [];

function targets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.values(entry).flatMap(targets);
}
/** A packed file for the target; a target with `*` needs at least one. */
function packed(target) {
  const path = target.replace(/^\.\//, '');
  if (!path.includes('*')) return files.has(path);
  const [head, tail] = path.split('*');
  return [...files].some((file) => file.startsWith(head) && file.endsWith(tail));
}
for (const [name, entry] of Object.entries(pkg.exports)) {
  for (const target of targets(entry)) {
    if (!packed(target)) problems.push(`export ${name} → ${target} is not packed`);
  }
}
// Every source map is packed with the file that points at it, and carries its sources.
for (const file of files) {
  if (!file.endsWith('.js')) continue;
  const map = readFileSync(file, 'utf8').match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  if (!map) continue;
  const mapPath = join(dirname(file), map);
  if (!files.has(mapPath)) problems.push(`${file} points at ${mapPath}, which is not packed`);
  else if (!JSON.parse(readFileSync(mapPath, 'utf8')).sourcesContent?.length)
    problems.push(`${mapPath} has no sourcesContent`);
}
if (!files.has(pkg.customElements)) problems.push(`${pkg.customElements} is not packed`);
// The manifest names packed modules, and gives every event its type (IDEs and docs show it).
const manifest = JSON.parse(readFileSync(pkg.customElements, 'utf8'));
(function modulePaths(node, where) {
  if (Array.isArray(node)) return node.forEach((item) => modulePaths(item, where));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'path' || key === 'module') && typeof value === 'string') {
      if (!files.has(value))
        problems.push(`${pkg.customElements}: ${where} names ${value}, not packed`);
    } else modulePaths(value, where === 'manifest' && node.path ? node.path : where);
  }
})(manifest.modules, 'manifest');
for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
  for (const event of declaration.events ?? []) {
    if (!event.type?.text) problems.push(`${declaration.name}: event ${event.name} has no type`);
  }
}
if (!files.has('LICENSE')) problems.push('LICENSE is not packed');
for (const [name, target] of Object.entries(pkg.bin ?? {})) {
  if (!packed(target)) problems.push(`bin ${name} → ${target} is not packed`);
}
const forbidden =
  /^(test|stories|demo|bench|scripts|\.storybook|\.ci|coverage|node_modules)\/|^dist\/demo\/|^src\/(?!api\/openapi\.json$)/;
for (const file of files) if (forbidden.test(file)) problems.push(`${file} should not be packed`);

const kb = (report.size / 1024).toFixed(1);
console.log(
  `npm pack: ${files.size} files, ${kb} KB packed, ${(report.unpackedSize / 1024).toFixed(1)} KB unpacked`,
);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
