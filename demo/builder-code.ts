/**
 * The widget builder's model: the widgets and their options as the custom-elements manifest
 * describes them (the one list, kept in step by `npm run analyze`), and the code a merchant
 * copies. The preview draws the very markup `markup()` returns, so the snippet is what it shows.
 */
import pkg from '../package.json' with { type: 'json' };
import cdnPages from '../scripts/cdn-pages.json' with { type: 'json' };
import { SORTS } from '../src/product-reviews/arrange.js';

interface ManifestAttribute {
  name: string;
  fieldName?: string;
  type?: { text: string };
  /** A named type's own text (`'collapse' | 'notice'` for `Fallback`), added by `npm run analyze`. */
  parsedType?: { text: string };
  default?: string;
  description?: string;
}

interface ManifestDeclaration {
  name: string;
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: ManifestAttribute[];
  events?: { name: string }[];
}

export interface Manifest {
  modules: { declarations?: ManifestDeclaration[] }[];
}

export interface WidgetOption {
  /** The attribute, `per-page`. */
  name: string;
  /** The property, `perPage` (React props). */
  property: string;
  kind: 'boolean' | 'number' | 'choice' | 'text';
  /** The values of a union of string literals. */
  choices: string[];
  /** The default as the manifest writes it, quotes removed. */
  fallback: string;
  description: string;
  /** Its JSDoc says `Required`: the widget draws nothing useful without it. */
  required: boolean;
}

export interface Widget {
  tag: string;
  /** The class, `RpStars`: also the React component's name. */
  className: string;
  summary: string;
  options: WidgetOption[];
  events: string[];
  /**
   * Acts for the signed-in owner: its JSDoc speaks of the owner, or it fires no `load` (it draws
   * no public data by itself).
   */
  owner: boolean;
}

export interface Catalogue {
  widgets: Widget[];
  /** The attributes `<rp-config>` hands down; the widgets' options leave them out. */
  config: WidgetOption[];
}

const unquote = (text = '') => text.replace(/^'(.*)'$/, '$1');

/**
 * Attributes typed `string` whose JSDoc lists their values, offered as menus; the first is the
 * default ('' for none). A test checks each value against the manifest's description.
 */
export const LISTED: Readonly<Record<string, readonly string[]>> = {
  'order-by': ['createdat.desc', 'createdat.asc', 'stars.desc', 'stars.asc'],
  responded: ['', 'true', 'false'],
  // Typed by its own alias (`Sort`), which the manifest does not spell out.
  sort: SORTS,
};

function option(attribute: ManifestAttribute): WidgetOption {
  const parts = (attribute.parsedType?.text ?? attribute.type?.text ?? 'string')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== 'undefined' && part !== 'null');
  const literals = parts.every((part) => /^'[^']*'$/.test(part));
  const listed = LISTED[attribute.name];
  const kind = listed
    ? 'choice'
    : parts.length === 1 && parts[0] === 'boolean'
      ? 'boolean'
      : parts.length === 1 && parts[0] === 'number'
        ? 'number'
        : literals && parts.length > 1
          ? 'choice'
          : 'text';
  return {
    name: attribute.name,
    property: attribute.fieldName ?? attribute.name,
    kind,
    choices: listed ? [...listed] : kind === 'choice' ? parts.map((part) => unquote(part)) : [],
    fallback: listed ? listed[0]! : attribute.default === 'false' ? '' : unquote(attribute.default),
    description: attribute.description ?? '',
    required: /^Required\b/.test(attribute.description ?? ''),
  };
}

/** The elements of the manifest: `<rp-config>` apart, the others as widgets, by tag name. */
export function readManifest(manifest: Manifest): Catalogue {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName?.startsWith('rp-'));
  const configElement = elements.find((element) => element.tagName === 'rp-config');
  const config = (configElement?.attributes ?? []).map(option);
  const shared = new Set(config.map((item) => item.name));
  const widgets = elements
    .filter((element) => element !== configElement)
    .map((element): Widget => {
      const events = (element.events ?? []).map((event) => event.name);
      return {
        tag: element.tagName!,
        className: element.name,
        summary: element.summary ?? '',
        options: (element.attributes ?? [])
          .filter((attribute) => !shared.has(attribute.name))
          .map(option),
        events,
        owner:
          !events.includes('load') ||
          /\bowner\b/i.test(`${element.summary ?? ''} ${element.description ?? ''}`),
      };
    })
    .sort((a, b) => Number(a.owner) - Number(b.owner) || a.tag.localeCompare(b.tag));
  return { widgets, config };
}

/**
 * A theme the widget carries itself: its colour scheme on its own background and text colour,
 * so it reads the same on a light page and a dark one. Without one the widgets take the page's
 * text colour and `color-scheme`.
 */
export const PANELS = {
  light: {
    'color-scheme': 'light',
    display: 'block',
    padding: '1rem',
    'border-radius': '8px',
    background: '#ffffff',
    color: '#1d1d20',
  },
  dark: {
    'color-scheme': 'dark',
    display: 'block',
    padding: '1rem',
    'border-radius': '8px',
    background: '#18181b',
    color: '#ececf0',
  },
} as const;

/** What the merchant chose: attribute values (true for a boolean one) and styles. */
export interface Choice {
  widget: Widget;
  /** `<rp-config>`'s attributes: api-key, base-url, business-unit-id, locale… */
  config: Record<string, string>;
  values: Record<string, string | boolean>;
  /** CSS declarations on `<rp-config>`: custom properties, `color-scheme`, `font-size`. */
  style: Record<string, string>;
  /** Where the script tag loads from: the merchant's own site unless given. */
  files?: ScriptFiles;
}

/**
 * A value between double quotes in HTML (and a Vue template), read back exactly: line breaks as
 * references keep each element on its line, and a carriage return is not made a line feed.
 */
const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

type Pairs = [string, string | true][];

/**
 * The attributes that differ from the defaults, in the manifest's order. Values are taken as
 * given (the builder's fields trim what is typed; the platform's ids are kept as they are).
 */
function attributesOf(choice: Choice): Pairs {
  return choice.widget.options.flatMap((item): Pairs => {
    const value = choice.values[item.name];
    if (value === true) return [[item.name, true]];
    if (typeof value !== 'string' || !value.trim() || value === item.fallback) return [];
    return [[item.name, value]];
  });
}

function configOf(choice: Choice): Pairs {
  return Object.entries(choice.config).filter(([, value]) => value.trim());
}

const styleText = (style: Record<string, string>) =>
  Object.entries(style)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');

const htmlAttribute = ([name, value]: Pairs[number]) =>
  value === true ? name : `${name}="${escapeAttribute(value)}"`;

const htmlAttributes = (list: Pairs) => list.map((pair) => ` ${htmlAttribute(pair)}`).join('');

/** The opening tag of `<rp-config>`, its styles included. */
function configTag(choice: Choice): string {
  const style = styleText(choice.style);
  const config: Pairs = [
    ...configOf(choice),
    ...(style ? [['style', style] as Pairs[number]] : []),
  ];
  return `<rp-config${htmlAttributes(config)}>`;
}

/** The markup of the widget in its `<rp-config>`: what the preview draws and the snippets hold. */
export function markup(choice: Choice): string {
  const tag = choice.widget.tag;
  return `${configTag(choice)}\n  <${tag}${htmlAttributes(attributesOf(choice))}></${tag}>\n</rp-config>`;
}

/** Where the snippet loads the package's script-tag files (`dist/cdn/` of the package) from. */
export interface ScriptFiles {
  /** `site`: the merchant's own copy of the folder; `cdn`: jsDelivr's copy of the npm package. */
  from: 'site' | 'cdn';
  /** The folder's address on the merchant's site. */
  folder: string;
}

export const SITE_FOLDER = '/rp-widgets/';
export const VERSION = pkg.version;
/** jsDelivr serves a version only once it is published on npm. */
export const CDN_FOLDER = `https://cdn.jsdelivr.net/npm/rp-widgets@${pkg.version}/dist/cdn/`;

/** The page file that holds a widget (scripts/cdn-pages.json, as the CDN build makes them). */
const pageFile = (tag: string) =>
  Object.entries(cdnPages).find(([, folders]) => folders.includes(tag.replace(/^rp-/, '')));

/**
 * The script-tag file of a widget and the comment that tells the merchant where it comes from.
 * Ratings and product pages get their page file, which holds only what that kind of page draws
 * (the comment names its elements); other shoppers' widgets rp-storefront.js, without the
 * owner's code; owner pages rp-widgets.js.
 */
export function scriptFile(
  widget: Widget,
  files: ScriptFiles = { from: 'site', folder: SITE_FOLDER },
): { src: string; note: string } {
  const page = widget.owner ? undefined : pageFile(widget.tag);
  const file = page?.[0] ?? (widget.owner ? 'rp-widgets.js' : 'rp-storefront.js');
  const holds = page ? ` (${page[1].map((folder) => `<rp-${folder}>`).join(', ')})` : '';
  if (files.from === 'cdn') {
    return {
      src: `${CDN_FOLDER}${file}`,
      note: `jsDelivr serves this file once rp-widgets ${pkg.version} is published on npm`,
    };
  }
  const folder = files.folder.trim() || SITE_FOLDER;
  const slashed = folder.endsWith('/') ? folder : `${folder}/`;
  return {
    src: `${slashed}${file}`,
    note: `${file}${holds} and the files beside it: copy node_modules/rp-widgets/dist/cdn/ to ${slashed} on your site`,
  };
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^\w/, (letter) => letter.toUpperCase());

/** The handler name of an event, as `rp-widgets/react` names it: `rp-page-change` → `onPageChange`. */
const handlerName = (event: string) => `on${pascal(event.replace(/^rp-/, ''))}`;

/** What a handler does in the snippets: enough to show the event's payload. */
function handlerBody(event: string): string {
  if (event === 'load') return `console.log('drawn')`;
  if (event === 'error') return 'console.warn(event.error.message)';
  return `console.log('${event}', event)`;
}

const handlerArgument = (event: string) => (event === 'load' ? '()' : '(event)');

export function scriptSnippet(choice: Choice): string {
  const { src, note } = scriptFile(choice.widget, choice.files);
  // The boxes the widgets take while loading, from the page's first paint: without them the
  // page moves when the script arrives and draws them.
  const boxes = src.replace(/[^/]*$/, 'loader.css');
  return `<!-- ${note.replace(/--/g, '- -')} -->\n<link rel="stylesheet" href="${escapeAttribute(boxes)}">\n<script type="module" src="${escapeAttribute(src)}"></script>\n\n${markup(choice)}`;
}

export function plainSnippet(choice: Choice): string {
  const tag = choice.widget.tag;
  const listeners = choice.widget.events.map(
    (event) =>
      `widget.addEventListener('${event}', ${handlerArgument(event)} => ${handlerBody(event)});`,
  );
  return [
    '<!-- the page -->',
    markup(choice),
    '',
    '// main.js (npm install rp-widgets)',
    "import 'rp-widgets/define';",
    '',
    `const widget = document.querySelector('${tag}');`,
    ...listeners,
  ].join('\n');
}

function jsxValue(value: string | true, item?: WidgetOption): string {
  if (value === true) return '';
  if (item?.kind === 'number' && Number.isFinite(Number(value))) return `={${Number(value)}}`;
  // A quoted JSX attribute decodes entities (`&amp;` arrives as `&`) and has no escapes: any
  // value it would not carry as is goes as a string expression.
  return /["&\\{}<>\p{Cc}\u2028\u2029]/u.test(value)
    ? `={${JSON.stringify(value)}}`
    : `="${value}"`;
}

export function reactSnippet(choice: Choice): string {
  const { widget } = choice;
  const props = attributesOf(choice).map(([name, value]) => {
    const item = widget.options.find((candidate) => candidate.name === name);
    return `${item?.property ?? camel(name)}${jsxValue(value, item)}`;
  });
  const handlers = widget.events.map(
    (event) => `${handlerName(event)}={${handlerArgument(event)} => ${handlerBody(event)}}`,
  );
  const configProps = configOf(choice).map(([name, value]) => `${camel(name)}${jsxValue(value)}`);
  const style = Object.entries(choice.style).filter(([, value]) => value);
  if (style.length) {
    const entries = style.map(
      ([name, value]) => `'${name.startsWith('--') ? name : camel(name)}': '${value}'`,
    );
    configProps.push(`style={{ ${entries.join(', ')} } as CSSProperties}`);
  }
  const inner = [...props, ...handlers].map((line) => `        ${line}`).join('\n');
  return [
    `import { useEffect${style.length ? ', type CSSProperties' : ''} } from 'react';`,
    `import { RpConfig, ${widget.className} } from 'rp-widgets/react';`,
    '',
    'export function Reviews() {',
    "  useEffect(() => void import('rp-widgets/define'), []);",
    '  return (',
    `    <RpConfig${configProps.map((prop) => ` ${prop}`).join('')}>`,
    `      <${widget.className}`,
    ...(inner ? [inner] : []),
    '      />',
    '    </RpConfig>',
    '  );',
    '}',
  ].join('\n');
}

export function vueSnippet(choice: Choice): string {
  const { widget } = choice;
  const handlers = widget.events.map((event) => ({ event, name: handlerName(event) }));
  const tagLines = [
    ...attributesOf(choice).map(htmlAttribute),
    ...handlers.map(({ event, name }) => `@${event}="${name}"`),
  ];
  return [
    '<script setup lang="ts">',
    "import 'rp-widgets/define';",
    "import type {} from 'rp-widgets/vue';",
    '',
    ...handlers.map(
      ({ event, name }) =>
        `const ${name} = ${event === 'load' ? '()' : '(event: any)'} => ${handlerBody(event)};`,
    ),
    '</script>',
    '',
    '<template>',
    `  ${configTag(choice)}`,
    `    <${widget.tag}`,
    ...tagLines.map((line) => `      ${line}`),
    '    />',
    '  </rp-config>',
    '</template>',
  ].join('\n');
}

/** The widgets `npx rp-widgets render --email` draws, and the attributes its e-mail widgets read. */
export const EMAIL_TAGS: readonly string[] = [
  'rp-business-reviews',
  'rp-product-reviews',
  'rp-review-collector',
  'rp-stars',
  'rp-trust-badge',
];
const EMAIL_ATTRIBUTES = ['sku', 'count', 'product-url'];
const EMAIL_FLAGS = ['api-key', 'base-url', 'business-unit-id', 'locale'];

/** A word the shell passes as it is: between single quotes, a quote written as '\''. */
const shellWord = (value: string) => `'${value.replace(/'/g, "'\\''")}'`;

/** The widget as the render command takes it: its tag and e-mail attributes as a query string. */
export function emailWidget(choice: Choice): string {
  const query = new URLSearchParams(
    attributesOf(choice)
      .filter(([name]) => EMAIL_ATTRIBUTES.includes(name))
      .map(([name, value]): [string, string] => [name, value === true ? '' : value]),
  ).toString();
  return query ? `${choice.widget.tag}?${query}` : choice.widget.tag;
}

/**
 * The command that writes the widget's e-mail HTML from the platform's data at the time it runs
 * (a newsletter's data is that of its sending day), or undefined for a widget with no e-mail form.
 */
export function emailSnippet(choice: Choice): string | undefined {
  if (!EMAIL_TAGS.includes(choice.widget.tag)) return undefined;
  const flags = configOf(choice)
    .filter(([name]) => EMAIL_FLAGS.includes(name))
    .map(([name, value]) => `  --${name} ${shellWord(String(value))} \\`);
  return [
    '# npm install rp-widgets juice@11; the e-mail HTML on standard output',
    'npx rp-widgets render --email \\',
    ...flags,
    `  ${shellWord(emailWidget(choice))}`,
  ].join('\n');
}
