import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { holdRequests, releaseHeldRequests } from '../support/hold.js';
import { startMock } from '../support/platform.js';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock/index.js';
import '../../src/define.js';
import { Catalogues, Words, type Catalogue } from '../../src/core/catalogue.js';
import { ratingCatalogues, ratingWords } from '../../src/shared/messages.js';
import { badgeCatalogues } from '../../src/business-summary/messages.js';
import { reviewCatalogues, reviewWords } from '../../src/review-list/messages.js';
import { inviteCatalogues, inviteWords } from '../../src/invite-button/messages.js';
import { ownerCatalogues } from '../../src/owner/messages.js';
import { businessReviewCatalogues } from '../../src/business-reviews/messages.js';
import { collectorCatalogues } from '../../src/review-collector/messages.js';
import { platformLocales } from '../../src/shared/locales.js';

/** Every resource the page fetches from here on (the timeline's own buffer keeps only 250). */
const fetched: string[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) fetched.push(new URL(entry.name).pathname);
}).observe({ type: 'resource', buffered: true });

/** The locales the platform's widgets serve: the 25 the catalogue check names too. */
const locales = Object.keys(platformLocales);

const widgets = {
  'rp-stars': { sources: [ratingCatalogues], folders: ['shared'] },
  'rp-trust-badge': {
    sources: [ratingCatalogues, badgeCatalogues],
    folders: ['shared', 'business-summary'],
  },
  'rp-product-reviews': { sources: [reviewCatalogues], folders: ['review-list'] },
  'rp-invite-button': {
    sources: [inviteCatalogues, ownerCatalogues],
    folders: ['invite-button', 'owner'],
  },
  'rp-business-reviews': {
    sources: [ratingCatalogues, badgeCatalogues, reviewCatalogues, businessReviewCatalogues],
    folders: ['shared', 'business-summary', 'review-list', 'business-reviews'],
  },
  'rp-review-collector': { sources: [collectorCatalogues], folders: ['review-collector'] },
} satisfies Record<string, { sources: Catalogues[]; folders: string[] }>;
type Tag = keyof typeof widgets;

let serial = 0;
function make(tag: Tag, locale: string): HTMLElement {
  const el = document.createElement(tag);
  const attributes: Record<string, string> = {
    'api-key': MOCK_API_KEY,
    'base-url': `https://api-${++serial}.locales-test.example`,
    'business-unit-id': MOCK_IDS.businessUnits.acme,
    locale,
  };
  if (tag === 'rp-stars') Object.assign(attributes, { sku: MOCK_IDS.skus.few, 'show-count': '' });
  if (tag === 'rp-trust-badge')
    Object.assign(attributes, { layout: 'full', 'show-review-link': '' });
  if (tag === 'rp-product-reviews') Object.assign(attributes, { sku: MOCK_IDS.skus.many });
  if (tag === 'rp-business-reviews') Object.assign(attributes, { language: 'all' });
  if (tag === 'rp-invite-button') {
    Object.assign(attributes, {
      'client-id': MOCK_API_KEY,
      'auth-url': '/test/invite-button/authorize.html',
    });
  }
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** Whether a widget shows its data (or, for the invite button, its form). */
const drawn = (el: HTMLElement) =>
  !!el.shadowRoot?.querySelector(
    '[part=base]:not(.pending):not([aria-busy="true"]):not([inert]), [part=score]',
  ) && !el.shadowRoot.querySelector('.skeleton, .pending, [aria-busy="true"]');

/**
 * What a shopper or a screen reader gets of the widget's own words: the text, and the accessible
 * names and descriptions, without the platform's data (names, review texts, feature names).
 */
function words(el: HTMLElement): string {
  const root = document.createElement('div');
  for (const node of el.shadowRoot!.childNodes) root.append(node.cloneNode(true));
  for (const data of root.querySelectorAll('style, .name, .title, .text, .label')) data.remove();
  const attributes = [...root.querySelectorAll('*')].flatMap((node) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** The locale's catalogue file, read here without the widgets' own choice of file. */
const file = async (folder: string, locale: string): Promise<Catalogue> => {
  const name = locale === 'pt-PT' ? locale : locale.split('-')[0];
  const url = new URL(`../../src/${folder}/locales/${name}.json`, import.meta.url).href;
  return ((await import(url, { with: { type: 'json' } })) as { default: Catalogue }).default;
};

/** The parts of a catalogue's texts between placeholders that are words, not punctuation. */
const pieces = (catalogue: Catalogue) =>
  Object.values(catalogue)
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((piece) => piece.trim().replace(/^[,.:;()]+|[,.:;()]+$/g, ''))
    .filter((piece) => /\p{L}{3}/u.test(piece));

describe('the widgets in the 25 locales', () => {
  before(() => startMock());
  const gates: (() => void)[] = [];
  afterEach(() => {
    releaseHeldRequests();
    for (const release of gates) release();
  });

  // First in the file: the Swedish catalogues are not loaded yet.
  it('keeps each widget’s box while its catalogue loads', async () => {
    const held = new Map<Catalogues, () => void>();
    const sources = [
      ratingCatalogues,
      badgeCatalogues,
      reviewCatalogues,
      businessReviewCatalogues,
      inviteCatalogues,
      ownerCatalogues,
    ];
    for (const source of sources) {
      const loaders = source.loaders as Record<string, () => Promise<{ default: Catalogue }>>;
      const real = loaders.sv!;
      const gate = new Promise<void>((resolve) => {
        held.set(source, resolve);
        gates.push(resolve);
      });
      loaders.sv = () => gate.then(real);
    }
    const requests = holdRequests();
    const tags = [
      'rp-stars',
      'rp-trust-badge',
      'rp-product-reviews',
      'rp-business-reviews',
      'rp-invite-button',
    ] as const;
    const els = tags.map((tag) => make(tag, 'sv-SE'));
    await fixture(html`<div style="inline-size: 700px">${els}</div>`);
    await waitUntil(() => requests.calls.length >= 4, 'the widgets did not ask for their data');
    const boxes = () =>
      els.map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return `${el.localName} ${width}×${height}`;
      });
    // The lists draw their wordless loading shape once their first-draw hold ends, which on a
    // busy machine can come after the requests are out: the box is read once every widget has one.
    await waitUntil(
      () => els.every((el) => el.getBoundingClientRect().height > 0),
      'a widget drew no box while its catalogue loads',
    );
    const before = boxes();
    const shown = () => els.map(words).join(' ');
    expect(shown()).not.to.match(/Loading|Reviews|Betyg|Recensioner|mail|Sign/);
    for (const release of held.values()) release();
    await Promise.all(
      els.map((el) => (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete),
    );
    // Swedish is in while the data is still held: the loading shape in Swedish words.
    expect(shown()).to.match(/Läser in/);
    // The stars' height only: with its words the element lays out, unseen, the room of its
    // count in them, which no box before the words can know.
    const kept = (all: string[]) => all.map((b) => b.replace(/^(rp-stars) [\d.]+×/, '$1 ×'));
    expect(kept(boxes())).to.deep.equal(kept(before));
    requests.release();
  });

  for (const tag of Object.keys(widgets) as Tag[]) {
    it(`${tag} shows no English words in any other language`, async function () {
      // 25 widgets drawn at once: bounds for a hang on a loaded machine, not a speed check.
      this.timeout(120_000);
      const english = widgets[tag].sources.flatMap((source) => pieces(source.english));
      const els = locales.map((locale) => make(tag, locale));
      await fixture(html`<div style="inline-size: 900px">${els}</div>`);
      await waitUntil(() => els.every(drawn), `every ${tag} did not draw its data`, {
        timeout: 100_000,
      });
      for (const [index, locale] of locales.entries()) {
        const el = els[index]!;
        const shown = words(el);
        expect(shown.trim(), `${tag} in ${locale}`).not.to.equal('');
        if (locale.startsWith('en-')) continue;
        // A word the locale's own catalogue also uses ("Reviews" in Dutch) is its word too.
        const own = (await Promise.all(widgets[tag].folders.map((folder) => file(folder, locale))))
          .map((catalogue) => Object.values(catalogue).join('\n'))
          .join('\n');
        const left = english.filter((piece) => shown.includes(piece) && !own.includes(piece));
        expect(left, `English in ${tag} for ${locale}`).to.deep.equal([]);
      }
    });
  }

  // After the tests above: every widget in every locale on one page.
  it('loads each catalogue once per page, whichever locales and widgets ask for it', async () => {
    await new Promise((resolve) => setTimeout(resolve)); // the observer reports in a task
    // English comes with the modules (in a build, inside the bundle).
    const files = fetched.filter(
      (path) => /\/locales\/[\w-]+\.json$/.test(path) && !path.endsWith('/en.json'),
    );
    const languages = ['da', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'nl', 'pl', 'pt', 'pt-PT'];
    const folders = [
      'shared',
      'business-summary',
      'review-list',
      'invite-button',
      'owner',
      'business-reviews',
      'review-collector',
    ];
    const expected = folders.flatMap((folder) =>
      [...languages, 'ru', 'sv', 'zh'].map((name) => `/src/${folder}/locales/${name}.json`),
    );
    // de-AT, de-CH and de-DE share one German file; stars and badge share the rating words.
    expect([...files].sort()).to.deep.equal(expected.sort());
  });

  it('says counts in Polish and Russian with their one, few and many forms', async () => {
    await Promise.all(['pl-PL', 'ru-RU'].map((locale) => ratingWords.load(locale)));
    await Promise.all(['pl-PL', 'ru-RU'].map((locale) => reviewWords.load(locale)));
    await Promise.all(['pl-PL', 'ru-RU'].map((locale) => inviteWords.load(locale)));
    const say = (locale: string) =>
      [1, 2, 5, 22].map((n) => [
        ratingWords.get(locale)!.reviews(String(n), n),
        reviewWords.get(locale)!.starLabel(n),
        inviteWords
          .get(locale)!
          .rateLimited(n)
          .replace(/^.*?\. /, ''),
      ]);
    expect(say('pl-PL')).to.deep.equal([
      ['1 opinia', '1 gwiazdka', 'Poczekaj 1 sekundę i spróbuj ponownie.'],
      ['2 opinie', '2 gwiazdki', 'Poczekaj 2 sekundy i spróbuj ponownie.'],
      ['5 opinii', '5 gwiazdek', 'Poczekaj 5 sekund i spróbuj ponownie.'],
      ['22 opinie', '22 gwiazdki', 'Poczekaj 22 sekundy i spróbuj ponownie.'],
    ]);
    expect(say('ru-RU')).to.deep.equal([
      ['1 отзыв', '1 звезда', 'Подождите 1 секунду и повторите попытку.'],
      ['2 отзыва', '2 звезды', 'Подождите 2 секунды и повторите попытку.'],
      ['5 отзывов', '5 звёзд', 'Подождите 5 секунд и повторите попытку.'],
      ['22 отзыва', '22 звезды', 'Подождите 22 секунды и повторите попытку.'],
    ]);
    // Japanese and Chinese have one form; Swiss German writes no ß.
    await reviewWords.load('ja-JP');
    expect([1, 5].map((n) => reviewWords.get('ja-JP')!.basedOn(String(n), n))).to.deep.equal([
      '1件のレビューに基づく',
      '5件のレビューに基づく',
    ]);
    await reviewWords.load('de-CH');
    expect([reviewWords.get('de-CH')!.close, reviewWords.get('de-DE')!.close]).to.deep.equal([
      'Schliessen',
      'Schließen',
    ]);
  });

  it('speaks English, with English plurals and a warning, when a catalogue cannot be loaded', async () => {
    const english = { reviews_one: '{count} review', reviews_other: '{count} reviews' };
    const offline = new Catalogues(english, { ru: () => Promise.reject(new Error('offline')) });
    // Russian rules call 21 singular; English words need English rules.
    const words = new Words([offline], (t) => t.n('reviews', 21, { count: 21 }));
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => warned.push(args[0]);
    try {
      await words.load('ru-RU');
    } finally {
      console.warn = warn;
    }
    expect(words.get('ru-RU')).to.equal('21 reviews');
    expect(warned).to.deep.equal([
      'rp-widgets: the "ru" words could not be loaded, so English is shown.',
    ]);
  });
});
