#!/usr/bin/env node
// `npx rp-widgets render`: the widgets' HTML with their data, for static sites built ahead and
// for e-mail tools, through rp-widgets/ssr (web) or rp-widgets/email (--email).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';

const usage = `Usage: rp-widgets render [options] <widget>...
       rp-widgets render --config <file.json>

Renders each widget with its data: web HTML (declarative shadow DOM with the data embedded, for
rp-widgets/hydrate) or, with --email, HTML for e-mail. A widget is its tag and its attributes
written as a query string, e.g.
  rp-stars?sku=ACME-1001&show-count   rp-trust-badge   "rp-product-reviews?sku=ACME-1001&per-page=5"

Options:
  --api-key <key>           the platform API key (or RP_API_KEY)
  --base-url <url>          where the API is (or RP_BASE_URL)
  --browser-base-url <url>  where the browser reaches it, when not the same (web HTML)
  --business-unit-id <id>   the business unit (or RP_BUSINESS_UNIT_ID)
  --locale <locale>         texts, numbers and dates (default en-US)
  --timeout <ms>            how long the platform may take (default 3000)
  --email                   e-mail HTML (rp-stars, rp-trust-badge, rp-product-reviews,
                            rp-business-reviews, rp-review-collector)
  --out <folder>            one file per widget, <n>-<tag>.html, instead of standard output
  --config <file.json>      {"options": {...the options above, camelCase}, "widgets":
                            [{"tag": "rp-stars", "attributes": {"sku": "ACME-1001"}}]}
  --help                    print this text

Exit status: 0 when every widget has its data; 3 when some were rendered without it (each
named on standard error); 2 for bad input, which renders nothing.`;

function fail(message, status = 2) {
  process.stderr.write(`rp-widgets: ${message}\n`);
  process.exit(status);
}

/** `rp-stars?sku=A&show-count` as the renders take it: a bare name is a boolean attribute. */
function widget(text) {
  const [tag, query = ''] = text.split(/\?(.*)/s);
  const attributes = {};
  for (const [name, value] of new URLSearchParams(query))
    attributes[name] = value === '' ? true : value;
  return { tag, attributes };
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'api-key': { type: 'string' },
      'base-url': { type: 'string' },
      'browser-base-url': { type: 'string' },
      'business-unit-id': { type: 'string' },
      locale: { type: 'string' },
      timeout: { type: 'string' },
      email: { type: 'boolean' },
      out: { type: 'string' },
      config: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
} catch (error) {
  fail(`${error.message}\n\n${usage}`);
}
const { values, positionals } = parsed;
const [command, ...given] = positionals;
if (values.help || !command) {
  process.stdout.write(`${usage}\n`);
  process.exit(values.help ? 0 : 2);
}
if (command !== 'render') fail(`unknown command "${command}"\n\n${usage}`);

let config = {};
if (values.config) {
  try {
    config = JSON.parse(readFileSync(values.config, 'utf8'));
  } catch (error) {
    fail(`--config ${values.config}: ${error.message}`);
  }
}
const widgets = [...(Array.isArray(config.widgets) ? config.widgets : []), ...given.map(widget)];
if (!widgets.length) fail(`no widget to render\n\n${usage}`);
const timeout = values.timeout ?? config.options?.timeout;
if (timeout !== undefined && !(Number(timeout) > 0))
  fail(`--timeout "${timeout}" is not a number of milliseconds`);
const options = {
  ...config.options,
  apiKey: values['api-key'] ?? config.options?.apiKey ?? process.env.RP_API_KEY,
  baseUrl: values['base-url'] ?? config.options?.baseUrl ?? process.env.RP_BASE_URL,
  businessUnitId:
    values['business-unit-id'] ?? config.options?.businessUnitId ?? process.env.RP_BUSINESS_UNIT_ID,
  ...(values['browser-base-url'] && { browserBaseUrl: values['browser-base-url'] }),
  ...(values.locale && { locale: values.locale }),
  ...(timeout !== undefined && { timeout: Number(timeout) }),
};
if (!options.apiKey) fail('no API key: give --api-key or set RP_API_KEY');
if (!options.baseUrl) fail('no API address: give --base-url or set RP_BASE_URL');

const missing = [];
options.onError = (error, element) => missing.push(`${element.tag}: ${error.message}`);
let html;
try {
  html = values.email
    ? await (await import('rp-widgets/email')).renderEmail(widgets, options)
    : await (await import('rp-widgets/ssr')).renderElements(widgets, options);
} catch (error) {
  fail(error.message);
}
if (values.out) {
  mkdirSync(values.out, { recursive: true });
  html.forEach((text, index) =>
    writeFileSync(join(values.out, `${index + 1}-${widgets[index].tag}.html`), `${text}\n`),
  );
} else {
  process.stdout.write(`${html.join('\n')}\n`);
}
for (const line of missing)
  process.stderr.write(`rp-widgets: rendered without its data: ${line}\n`);
process.exit(missing.length ? 3 : 0);
