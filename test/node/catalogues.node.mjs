// The widgets' catalogues (src/*/locales/*.json) and the widget builder's (demo/locales/*.json)
// against their English source: the same keys, the same placeholders, the plural forms the
// language's rules name, a file for every language of the list, and a static import() of
// each in the built package.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const src = new URL('../../src/', import.meta.url);
const modules = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(new URL(`${name}/locales/en.json`, src)));
/** Each set of catalogues: its folder and the module that loads its files. */
const sets = [
  ...modules.map((name) => ({
    name,
    folder: new URL(`${name}/`, src),
    loader: `src/${name}/messages.ts`,
  })),
  {
    name: 'demo',
    folder: new URL('../../demo/', import.meta.url),
    loader: 'demo/builder-texts.ts',
  },
];
/** The one list of catalogue languages (English aside). */
const languages = JSON.parse(
  readFileSync(new URL('../../src/core/catalogue-languages.json', import.meta.url), 'utf8'),
);
const read = (set, file) =>
  JSON.parse(readFileSync(new URL(`locales/${file}`, set.folder), 'utf8'));
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** `reviews_one` → ['reviews', 'one']; a key without a category suffix → [key]. */
const split = (key) => {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? [match[1], match[2]] : [key];
};

/** Everything wrong with one catalogue, measured against English; empty when it is sound. */
export function problems(english, catalogue, language) {
  const found = [];
  const rules = new Intl.PluralRules(language).resolvedOptions().pluralCategories.sort();
  const group = (table) => {
    const keys = new Map();
    for (const [key, text] of Object.entries(table)) {
      const [base, category] = split(key);
      if (!keys.has(base)) keys.set(base, new Map());
      keys.get(base).set(category ?? '', text);
    }
    return keys;
  };
  const source = group(english);
  const target = group(catalogue);
  for (const [key, forms] of source) {
    const translated = target.get(key);
    if (!translated) {
      found.push(`lacks "${key}"`);
      continue;
    }
    const plural = !forms.has('');
    const want = plural ? rules : [''];
    const have = [...translated.keys()].sort();
    if (have.join() !== want.join()) {
      found.push(
        plural
          ? `"${key}" has forms ${have.join(', ') || 'none'}; ${language} needs ${want.join(', ')}`
          : `"${key}" must be one text, not plural forms`,
      );
    }
    const expected = placeholders(forms.get(plural ? 'other' : '')).join();
    for (const [form, text] of translated) {
      if (typeof text !== 'string' || !text.trim()) {
        found.push(`"${key}${form && `_${form}`}" is empty`);
      } else if (placeholders(text).join() !== expected) {
        found.push(
          `"${key}${form && `_${form}`}" has placeholders {${placeholders(text).join('}, {')}}; English has {${expected.split(',').join('}, {')}}`,
        );
      }
    }
  }
  for (const key of target.keys())
    if (!source.has(key)) found.push(`has "${key}", which English lacks`);
  return found;
}

test('the catalogues are found', () => {
  assert.deepEqual(modules.sort(), [
    'business-reviews',
    'business-summary',
    'invite-button',
    'owner',
    'review-collector',
    'review-inbox',
    'review-list',
    'shared',
  ]);
});

for (const set of sets) {
  const files = readdirSync(new URL('locales/', set.folder)).filter((f) => f.endsWith('.json'));
  const english = read(set, 'en.json');
  const loader = readFileSync(new URL(`../../${set.loader}`, import.meta.url), 'utf8');

  test(`${set.name}: English plurals have the forms English names`, () => {
    assert.deepEqual(problems(english, english, 'en'), []);
  });

  for (const file of files.filter((f) => f !== 'en.json')) {
    const name = file.replace(/\.json$/, '');
    test(`${set.name}/locales/${file} matches English`, () => {
      assert.deepEqual(problems(english, read(set, file), name), []);
    });
  }

  test(`${set.name}: locales/ holds a catalogue for every language of the list, loaded by ${set.loader}`, () => {
    const others = files.filter((f) => f !== 'en.json').map((f) => f.replace(/\.json$/, ''));
    assert.deepEqual(others.sort(), [...languages].sort(), 'src/core/catalogue-languages.json');
    assert.match(loader, /catalogueFiles\(\(name\) => import\(`\.\/locales\/\$\{name\}\.json`/);
  });
}

// The built package names each file in a static import(), as bundlers see a plain import.
test('dist/ loads every catalogue through a static import() beside it', () => {
  for (const name of modules) {
    const built = readFileSync(new URL(`../../dist/${name}/messages.js`, import.meta.url), 'utf8');
    assert.doesNotMatch(built, /import\(`/, name);
    for (const language of languages) {
      assert.ok(built.includes(`import('./locales/${language}.json', { with: { type: 'json' } })`));
      assert.ok(
        existsSync(new URL(`../../dist/${name}/locales/${language}.json`, import.meta.url)),
      );
    }
  }
});

test('the check finds a missing key, an extra key, another placeholder and missing plural forms', () => {
  const english = {
    title: 'Reviews',
    basedOn_one: 'Based on {count} review',
    basedOn_other: 'Based on {count} reviews',
  };
  assert.deepEqual(
    problems(
      english,
      {
        title: 'Avis {name}',
        extra: 'x',
        basedOn_one: '{count} avis',
        basedOn_other: '{count} avis',
      },
      'fr',
    ),
    [
      '"title" has placeholders {name}; English has {}',
      '"basedOn" has forms one, other; fr needs many, one, other',
      'has "extra", which English lacks',
    ],
  );
  assert.deepEqual(problems(english, { basedOn_other: '{count}件' }, 'ja'), ['lacks "title"']);
  assert.deepEqual(problems(english, { title: 'Opinie', basedOn_other: 'x {count}' }, 'pl'), [
    '"basedOn" has forms other; pl needs few, many, one, other',
  ]);
});

/** The locales the platform's widgets serve, as docs/languages.md lists them. */
export const platformLocales = [
  'da-DK',
  'de-AT',
  'de-CH',
  'de-DE',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-NZ',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-BE',
  'fr-FR',
  'it-IT',
  'ja-JP',
  'nb-NO',
  'nl-BE',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru-RU',
  'sv-SE',
  'zh-CN',
];

test('every platform locale has a catalogue of its language in every module and the builder', () => {
  const missing = [];
  for (const set of sets) {
    for (const locale of platformLocales) {
      const [language] = locale.split('-');
      if (language === 'en') continue;
      const file = (name) => existsSync(new URL(`locales/${name}.json`, set.folder));
      if (!file(locale) && !file(language)) missing.push(`${set.name}: ${locale}`);
    }
  }
  assert.deepEqual(missing, []);
});
