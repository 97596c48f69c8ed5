// The documentation's Node code blocks, run as written (read from the docs by their markers, see
// scripts/docs.mjs) against the mock platform, with the placeholders filled with the mock's IDs.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { docBlock } from '../../scripts/docs.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// A folder of its own whose node_modules hold this checkout (its built dist/) and msw, as an
// integrator's project does after installing them.
const folder = `${mkdtempSync(`${tmpdir()}/rp-docs-`)}/`;
mkdirSync(`${folder}node_modules`);
symlinkSync(root, `${folder}node_modules/rp-widgets`);
symlinkSync(`${root}node_modules/msw`, `${folder}node_modules/msw`);
symlinkSync(`${root}node_modules/juice`, `${folder}node_modules/juice`);
after(() => rmSync(folder, { recursive: true, force: true }));

/** Runs a module made of `code` and resolves with what it printed as JSON on its last line. */
function run(name, code) {
  const file = `${folder}${name}.mjs`;
  writeFileSync(file, code);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [file], { cwd: folder }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${name} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout.trim().split('\n').at(-1)));
    });
  });
}

const fill = (block) =>
  block
    .replaceAll('YOUR_API_KEY', 'rp-mock-key')
    .replaceAll('YOUR_BUSINESS_UNIT_ID', 'bu-acme')
    .replaceAll('YOUR_OTHER_SKU', 'ACME-1001')
    .replaceAll('YOUR_SKU', 'ACME-1000');

test('the mock in Node tests, as the mock guide shows it', async () => {
  const shown = await run(
    'mock-in-node',
    `${docBlock('mock-in-node')}\nconsole.log(JSON.stringify({ id: unit.id, name: unit.displayName }));\n`,
  );
  assert.equal(shown.id, 'bu-acme');
  assert.match(shown.name, /\w/);
});

test("the headless client's first calls, as its guide shows them", async () => {
  // The guide's client talks to its own address: the mock answers it in this process.
  const mock = `import { setupServer } from 'msw/node';
import { createMockPlatform } from 'rp-widgets/mock';
setupServer(...createMockPlatform().handlers).listen({ onUnhandledRequest: 'error' });
`;
  const shown = await run(
    'client-first-calls',
    `${mock}${fill(docBlock('client-first-calls'))}
console.log(JSON.stringify({ unit: unit.id, stars: page.productReviews.map((r) => r.stars), count: summary.numberOfReviews.total }));
process.exit(0);
`,
  );
  assert.equal(shown.unit, 'bu-acme');
  assert.ok(shown.stars.length > 0 && shown.stars.length <= 10, `${shown.stars.length} reviews`);
  assert.ok(shown.stars.every((stars) => stars >= 4));
  assert.ok(shown.count > 3, `${shown.count} reviews in the summary`);
});

test("the e-mail guide's newsletter: four widgets in German, with the platform's stars and links", async () => {
  const mock = `import { setupServer } from 'msw/node';
import { createMockPlatform } from 'rp-widgets/mock';
setupServer(...createMockPlatform().handlers).listen({ onUnhandledRequest: 'error' });
`;
  const shown = await run(
    'email-newsletter',
    // The 3 s default is for a shop's mail; a loaded test machine gets a bound for a hang.
    `${mock}${fill(docBlock('email-newsletter')).replace("locale: 'de-DE',", "locale: 'de-DE', timeout: 60_000,")}
console.log(JSON.stringify({ badge, rating, reviews, button }));
process.exit(0);
`,
  );
  for (const html of Object.values(shown)) assert.match(html, /^<table[^>]* lang="de-DE"/);
  assert.match(
    shown.badge,
    /<img src="https:[^"]*\/stars\/[\d.]+\/star-256x48[^"]*"[^>]*alt="Bewertet mit/,
  );
  assert.match(shown.rating, /href="https:\/\/shop\.example\/tent"/);
  assert.equal([...shown.reviews.matchAll(/<img /g)].length, 2);
  assert.match(
    shown.button,
    /<a href="https:\/\/de\.[^"]*\/evaluate\/[^"]*"[^>]*>Bewerten Sie uns<\/a>/,
  );
});
