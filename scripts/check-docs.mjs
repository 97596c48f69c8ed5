// The docs check of `npm test` (after the build): in README.md and docs/*.md every code block that
// is code is tested or says why not (scripts/docs.mjs), every relative link and anchor resolves,
// and every `dist/` path named is in the packed package.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { codeBlocks, docFiles } from './docs.mjs';

// Commands and data, not code an integrator runs as a recipe.
const exempt = new Set(['sh', 'bash', 'console', 'text', 'json', 'diff', '']);
const repository = 'https://github.com/rp-widgets/rp-widgets/blob/main/';
const problems = [];
const fail = (file, line, message) => problems.push(`${file}:${line}: ${message}`);

/** Lines as compared: trimmed, blank ones left out. */
const meaningful = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function contains(haystack, needle) {
  if (!needle.length) return true;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((line, j) => haystack[i + j] === line)) return true;
  }
  return false;
}

const testSources = readdirSync('test', { recursive: true })
  .filter((file) => /\.(m?js|ts)$/.test(file))
  .map((file) => readFileSync(join('test', file), 'utf8'))
  .join('\n');

for (const file of docFiles()) {
  for (const block of codeBlocks(file)) {
    const { marker } = block;
    if (!marker) {
      if (!exempt.has(block.lang)) {
        fail(
          file,
          block.line,
          `a ${block.lang} block without <!-- test: file -->, <!-- run: name --> or <!-- untested: why -->`,
        );
      }
      continue;
    }
    if (marker.kind === 'test') {
      if (!existsSync(marker.value)) {
        fail(file, block.line, `the block's test file ${marker.value} does not exist`);
      } else if (
        !contains(meaningful(readFileSync(marker.value, 'utf8')), meaningful(block.text))
      ) {
        fail(
          file,
          block.line,
          `the block differs from ${marker.value}, which the tests run: change both`,
        );
      }
    } else if (marker.kind === 'run' && !testSources.includes(`docBlock('${marker.value}'`)) {
      fail(file, block.line, `no test reads docBlock('${marker.value}')`);
    }
  }
}

/** GitHub's anchor of a heading. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(heading.replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

// Built files only: dist/ exists after the build step that comes before this check.
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }),
)[0].files.map((entry) => entry.path);

for (const file of docFiles()) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((text, index) => {
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      let path = target;
      if (path.startsWith(repository)) path = path.slice(repository.length);
      else if (/^[a-z]+:/i.test(path)) continue;
      const [place, anchor] = path.split('#');
      const local = place
        ? normalize(join(place.startsWith('/') ? '.' : dirname(file), place))
        : file;
      if (!existsSync(local)) {
        fail(file, index + 1, `the link ${target} goes nowhere`);
      } else if (anchor && local.endsWith('.md') && !anchorsOf(local).has(anchor)) {
        fail(file, index + 1, `the link ${target} names no heading of ${local}`);
      }
    }
    for (const [path] of text.matchAll(/(?<![\w/-])dist\/[\w./-]*\w/g)) {
      if (!packed.some((entry) => entry === path || entry.startsWith(`${path}/`))) {
        fail(file, index + 1, `${path} is not in the package`);
      }
    }
  });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problems in the documentation.`);
  process.exit(1);
}
console.log(`Documentation checked: ${docFiles().length} files.`);
