/**
 * The code block marked `<!-- run: name -->` in a documentation file, read as the docs check
 * reads it (scripts/docs.mjs): a test runs the block as written, never a copy of it.
 */
export async function docBlock(name: string, file = 'README.md'): Promise<string> {
  const lines = (await (await fetch(`/${file}`)).text()).split('\n');
  const at = lines.findIndex((line) => line.trim() === `<!-- run: ${name} -->`);
  if (at < 0) throw new Error(`${file} has no block marked <!-- run: ${name} -->`);
  let open = at + 1;
  while (lines[open]!.trim() === '') open++;
  const fence = /^\s*(`{3,})/.exec(lines[open]!)![1]!;
  const close = lines.findIndex((line, i) => i > open && line.trim().startsWith(fence));
  return lines.slice(open + 1, close).join('\n');
}
