import { intl } from './intl.js';
import languages from './catalogue-languages.json' with { type: 'json' };

/**
 * One language's texts of one module, as its JSON file holds them: `{name}` marks a value, and a
 * text said of a count has one key per plural category of the language (`reviews_one`,
 * `reviews_few`, `reviews_many`, `reviews_other`), as `Intl.PluralRules` names them.
 */
export type Catalogue = Readonly<Record<string, string>>;

type Loader = () => Promise<{ default: Catalogue }>;

/**
 * A folder's catalogue files beside English, one per name of `catalogue-languages.json`: a
 * language (`fr`), or a language and region where a word differs (`pt-PT`). Every folder passes
 * the same loader, an `import()` of `./locales/${name}.json`; the builds of `dist/` and of the CDN
 * files write the call out as one static `import()` per file (scripts/catalogue-files.mjs), which
 * every bundler sees and which costs no byte more.
 */
export const catalogueFiles = (load: (name: string) => Promise<{ default: Catalogue }>) =>
  Object.fromEntries(languages.map((name) => [name, () => load(name)])) as Record<string, Loader>;

/**
 * A module's catalogues: English in the bundle, every other language a file beside the module
 * (`locales/fr.json`), imported the first time a widget of the page needs it and kept.
 */
export class Catalogues {
  private readonly loaded = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();

  /**
   * @param english The reference: every catalogue has its keys and placeholders.
   * @param loaders One `import()` per file, by name (see `catalogueFiles`).
   */
  constructor(
    readonly english: Catalogue,
    readonly loaders: Readonly<Record<string, Loader>>,
  ) {}

  /**
   * The file a locale reads: its own region's, else its language's, else English (every `en-*`,
   * and a language without a catalogue).
   */
  nameFor(locale: string): string {
    const [language = '', region] = locale.split('-');
    const regional = region ? `${language}-${region}` : '';
    return regional in this.loaders ? regional : language in this.loaders ? language : 'en';
  }

  /** The catalogue a locale reads, or undefined while it is not loaded yet. */
  get(locale: string): Catalogue | undefined {
    const name = this.nameFor(locale);
    return name === 'en' ? this.english : this.loaded.get(name);
  }

  /**
   * Loads the locale's catalogue once per page. A file that cannot be loaded (a page offline, a
   * CDN folder copied without its locales/) leaves English, said so once in the console.
   */
  load(locale: string): Promise<void> {
    const name = this.nameFor(locale);
    if (name === 'en' || this.loaded.has(name)) return Promise.resolve();
    let pending = this.loading.get(name);
    if (!pending) {
      pending = this.loaders[name]!().then(
        (module) => void this.loaded.set(name, module.default),
        (error: unknown) => {
          console.warn(
            `rp-widgets: the "${name}" words could not be loaded, so English is shown.`,
            error,
          );
          this.loaded.set(name, this.english);
        },
      );
      this.loading.set(name, pending);
    }
    return pending;
  }
}

/** Swiss and Liechtenstein German write no ß. */
const noSharpS = /^de-(CH|LI)\b/;

/** The texts of a locale, read from its catalogues (the first that has a key wins). */
export class Texts {
  constructor(
    readonly locale: string,
    private readonly catalogues: readonly Catalogue[],
    private readonly blank = false,
    /** English plural rules for English words: "21 reviews" on a page in a language we lack. */
    private readonly pluralLocale = locale,
  ) {}

  private text(key: string): string {
    if (this.blank) return '\u00a0';
    let text = '';
    for (const catalogue of this.catalogues) {
      if (key in catalogue) {
        text = catalogue[key]!;
        break;
      }
    }
    return noSharpS.test(this.locale) ? text.replaceAll('ß', 'ss') : text;
  }

  /** The text of `key` with its `{name}` placeholders filled. */
  t(key: string, values: Record<string, string | number> = {}): string {
    return this.text(key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  }

  /** The texts of keys that take no values, by key: the plain words of an element. */
  plain<K extends string>(...keys: K[]): Record<K, string> {
    return Object.fromEntries(keys.map((key) => [key, this.t(key)])) as Record<K, string>;
  }

  /** The text of `key` said of `count`: the form the locale's plural rules choose. */
  n(key: string, count: number, values: Record<string, string | number> = {}): string {
    const category = intl(Intl.PluralRules, this.pluralLocale).select(count);
    const form = this.has(`${key}_${category}`) ? `${key}_${category}` : `${key}_other`;
    return this.t(form, values);
  }

  private has(key: string): boolean {
    return this.catalogues.some((catalogue) => key in catalogue);
  }
}

/**
 * A module's texts as the object its element reads, made once per locale from the catalogues
 * it reads (several modules may share one, as the badge shares the rating words).
 */
export class Words<T> {
  private readonly made = new Map<string, T>();

  constructor(
    private readonly sources: readonly Catalogues[],
    private readonly make: (texts: Texts) => T,
  ) {}

  /** The words of a locale, or undefined while one of its catalogues is still loading. */
  get(locale: string): T | undefined {
    let words = this.made.get(locale);
    if (words) return words;
    const catalogues: Catalogue[] = [];
    for (const source of this.sources) {
      const catalogue = source.get(locale);
      if (!catalogue) return undefined;
      catalogues.push(catalogue);
    }
    // English behind: a key a catalogue lacks (the check in `npm test` forbids it) reads English.
    const english = catalogues.every((catalogue, i) => catalogue === this.sources[i]!.english);
    words = this.make(
      new Texts(
        locale,
        [...catalogues, ...this.sources.map((source) => source.english)],
        false,
        english ? 'en' : locale,
      ),
    );
    this.made.set(locale, words);
    return words;
  }

  /** Loads what the locale needs; resolves when `get` has its words. */
  load(locale: string): Promise<void> {
    return Promise.all(this.sources.map((source) => source.load(locale))).then(() => undefined);
  }

  /** The words if loaded, else English: for a text needed outside a draw (errors, events). */
  orEnglish(locale: string): T {
    return (
      this.get(locale) ??
      this.make(
        new Texts(
          locale,
          this.sources.map((source) => source.english),
          false,
          'en',
        ),
      )
    );
  }

  /**
   * Words that are all a no-break space: a widget whose catalogue is still loading draws its
   * loading shape with them, each line as high as it will be, and no English in it.
   */
  blank(locale: string): T {
    return this.make(new Texts(locale, [], true));
  }
}
