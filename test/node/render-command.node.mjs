// `npx rp-widgets render` as a static site's build script runs it: the package's bin against the
// mock platform over HTTP, output on standard output or in files.
import { execFile } from 'node:child_process';
import process from 'node:process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { renderOptions, usePlatform } from './helpers.mjs';

const api = usePlatform();
const folder = mkdtempSync(`${tmpdir()}/rp-render-`);
after(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Runs the command; resolves with its exit status and output (it never rejects). The platform's
 * wait is a hang's bound: the default 3 s, retries included, runs out on a busy machine.
 */
function render(args, env = {}) {
  const { apiKey, businessUnitId } = renderOptions(api);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/rp-widgets.mjs', 'render', '--timeout', '60000', ...args],
      {
        env: {
          ...process.env,
          RP_API_KEY: apiKey,
          RP_BASE_URL: api.origin,
          RP_BUSINESS_UNIT_ID: businessUnitId,
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ status: error ? error.code : 0, stdout, stderr }),
    );
  });
}

test('web HTML on standard output: declarative shadow DOM with the data embedded', async () => {
  const { status, stdout, stderr } = await render([
    'rp-stars?sku=ACME-1001&show-count',
    'rp-trust-badge',
  ]);
  assert.equal(stderr, '');
  assert.equal(status, 0);
  assert.match(
    stdout,
    /^<rp-stars [^>]*sku="ACME-1001"[^>]*show-count[^>]*><template shadowroot(mode)?="open"/,
  );
  assert.match(stdout, /<rp-trust-badge [^>]*>[\s\S]*data-rp-data/);
  assert.match(stdout, /reviews/);
});

test('e-mail HTML into files, from a JSON file of widgets, in German', async () => {
  const config = `${folder}/widgets.json`;
  writeFileSync(
    config,
    JSON.stringify({
      options: { locale: 'de-DE', timeout: 60_000 },
      widgets: [
        { tag: 'rp-review-collector' },
        { tag: 'rp-stars', attributes: { sku: 'ACME-1001' } },
      ],
    }),
  );
  const out = `${folder}/mail`;
  const { status, stdout } = await render(['--email', '--config', config, '--out', out]);
  assert.equal(status, 0);
  assert.equal(stdout, '');
  assert.deepEqual(readdirSync(out).sort(), ['1-rp-review-collector.html', '2-rp-stars.html']);
  const button = readFileSync(`${out}/1-rp-review-collector.html`, 'utf8');
  assert.match(button, /^<table[^>]* lang="de-DE"[\s\S]*>Bewerten Sie uns<\/a>/);
});

test('bad input renders nothing and says why; a widget without its data is named, status 3', async () => {
  const unknown = await render(['rp-nothing']);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /"rp-nothing" is not one of them/);
  assert.equal(unknown.stdout, '');
  const noKey = await render(['rp-trust-badge'], { RP_API_KEY: '' });
  assert.equal(noKey.status, 2);
  assert.match(noKey.stderr, /no API key: give --api-key or set RP_API_KEY/);
  const option = await render(['--colour', 'red', 'rp-stars']);
  assert.equal(option.status, 2);
  assert.match(option.stderr, /Unknown option '--colour'/);
  assert.equal(api.sent.length, 0, 'no request for refused input');

  api.intercept = (req, res) => {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"message":"down"}');
    return true;
  };
  const down = await render(['--email', 'rp-trust-badge']);
  assert.equal(down.status, 3);
  assert.match(down.stderr, /rendered without its data: rp-trust-badge: .*503/);
});
