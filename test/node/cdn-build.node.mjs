// scripts/build-cdn.mjs as the demo's dev server runs it (`npm start`, NODE_ENV=development): the
// files merchants host stay Lit's production build, and no file of an earlier build stays behind.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import process from 'node:process';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = mkdtempSync(`${tmpdir()}/rp-cdn-`);
after(() => rmSync(out, { recursive: true, force: true }));

test('a CDN build started in development mode writes the production build, and only its own files', async () => {
  const stale = `${out}/elements/chunks/stars-0ld0ld.js`;
  mkdirSync(`${out}/elements/chunks`, { recursive: true });
  writeFileSync(stale, '// an earlier build');
  await new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['scripts/build-cdn.mjs', '--out', out],
      { cwd: root, env: { ...process.env, NODE_ENV: 'development' } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr || error.message)) : resolve()),
    ),
  );
  assert.equal(existsSync(stale), false, 'a file of an earlier build is left');
  const scripts = readdirSync(out, { recursive: true }).filter((file) => file.endsWith('.js'));
  assert.ok(scripts.includes('rp-storefront.js') && scripts.includes('loader.js'));
  const dev = scripts.filter((file) => readFileSync(`${out}/${file}`, 'utf8').includes('dev mode'));
  assert.deepEqual(dev, [], "files with Lit's development build");
});
