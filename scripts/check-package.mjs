// What `npm pack` would publish: every exports target is in it, and nothing users do not need
// (tests, stories, demo, sources, configs) is. Run after `npm run build`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
for (const [name, entry] of Object.entries(pkg.exports)) {
  for (const target of targets(entry)) {
    if (!files.has(target.replace(/^\.\//, '')))
      problems.push(`export ${name} → ${target} is not packed`);
  }
}
if (!files.has(pkg.customElements)) problems.push(`${pkg.customElements} is not packed`);
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
