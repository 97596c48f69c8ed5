// The documentation's files and code blocks, for the docs check and the tests that run the blocks.
// A block is named by the marker comment on the line before its fence:
//   <!-- test: path -->      the block is part of that file, which a test builds or runs
//   <!-- run: name -->       a test reads the block by name (`docBlock(name)`) and runs it
//   <!-- untested: reason --> said so, with why
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** README.md and every guide under docs/, as paths from the project's root. */
export function docFiles() {
  const guides = readdirSync(`${root}docs`)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`);
  return ['README.md', ...guides];
}

/** Every fenced code block of a file: its language, text, first line and marker. */
export function codeBlocks(file) {
  const lines = readFileSync(`${root}${file}`, 'utf8').split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(```+)\s*([\w-]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    let end = i + 1;
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) end++;
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === '') before--;
    const marker = /^\s*<!--\s*(test|run|untested):\s*(.+?)\s*-->\s*$/.exec(lines[before] ?? '');
    blocks.push({
      file,
      line: i + 1,
      lang,
      text: lines
        .slice(i + 1, end)
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
        .join('\n'),
      marker: marker ? { kind: marker[1], value: marker[2] } : undefined,
    });
    i = end;
  }
  return blocks;
}

/** The text of the block marked `<!-- run: name -->`, for a test to run it as written. */
export function docBlock(name) {
  const found = docFiles()
    .flatMap(codeBlocks)
    .filter((block) => block.marker?.kind === 'run' && block.marker.value === name);
  if (found.length !== 1) {
    throw new Error(`${found.length} code blocks are marked <!-- run: ${name} --> (want one)`);
  }
  return found[0].text;
}
