// What `npm pack` would publish: every exports target is in it, and nothing users do not need
// (tests, stories, demo, sources, configs) is; then publint and Are the Types Wrong (ESM-only
// profile) on the packed tarball. Run after `npm run build`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  /^(test|stories|demo|bench|scripts|\.storybook|\.ci|coverage|node_modules)\/|^dist\/demo\/|^src\/(?!api\/openapi\.json$|mock\/README\.md$)/;
for (const file of files) if (forbidden.test(file)) problems.push(`${file} should not be packed`);

const kb = (report.size / 1024).toFixed(1);
console.log(
  `npm pack: ${files.size} files, ${kb} KB packed, ${(report.unpackedSize / 1024).toFixed(1)} KB unpacked`,
);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const folder = mkdtempSync(join(tmpdir(), 'rp-pack-'));
try {
  const packed = execFileSync(
    'npm',
    ['pack', '--silent', '--ignore-scripts', '--pack-destination', folder],
    { encoding: 'utf8' },
  );
  const tarball = join(folder, packed.trim().split('\n').at(-1));
  for (const [tool, args] of [
    ['publint', ['run', tarball, '--strict']],
    ['attw', [tarball, '--profile', 'esm-only', '--format', 'ascii']],
  ]) {
    // Their full reports are long: printed only when they find something.
    const { status, stdout, stderr } = spawnSync(`node_modules/.bin/${tool}`, args, {
      encoding: 'utf8',
    });
    if (status !== 0) {
      console.error(`${stdout}${stderr}\n${tool} found problems in the packed package`);
      process.exit(1);
    }
    console.log(`${tool}: no problems`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
