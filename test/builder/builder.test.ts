import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import { MOCK_API_KEY, type MockPlatform } from '../../src/mock/index.js';
import { TokenStore, type Client } from '../../src/api/index.js';
import { OWNER } from '../invite-button/helpers.js';
import { http, HttpResponse } from 'msw';
import {
  assertContract,
  clearRequests,
  requests,
  startMock,
  useHandlers,
} from '../support/platform.js';
import { waitUntil } from '../support/wait.js';
import { blankPage } from '../support/page.js';
import '../../demo/widgets.js';
import '../../demo/widget-builder.js';
import {
  CDN_FOLDER,
  LISTED,
  emailSnippet,
  plainSnippet,
  reactSnippet,
  readManifest,
  scriptSnippet,
  vueSnippet,
  type Catalogue,
  type Choice,
  type Manifest,
  type Widget,
} from '../../demo/builder-code.js';
import type { WidgetBuilder } from '../../demo/widget-builder.js';
import pkg from '../../package.json' with { type: 'json' };
import en from '../../demo/locales/en.json' with { type: 'json' };
import de from '../../demo/locales/de.json' with { type: 'json' };
import pl from '../../demo/locales/pl.json' with { type: 'json' };

// The widget builder of the demo, on the mock platform: one builder for the whole file (the
// manifest, countries and locales load once), each test choosing what it needs.
const base = 'https://api.builder-test.example';
let builder: WidgetBuilder;
let platform: MockPlatform;

const $ = <T extends Element = HTMLElement>(selector: string) =>
  builder.querySelector<T>(selector)!;
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const statusText = () =>
  [...builder.querySelectorAll('.builder-status, .builder-error')].map((el) =>
    squash(el.textContent),
  );

function set(selector: string, value: string, type = 'change'): void {
  const field = $<HTMLInputElement | HTMLSelectElement>(selector);
  field.value = value;
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

async function search(query: string, country = ''): Promise<void> {
  set('#builder-query', query, 'input');
  set('#builder-country', country);
  clearRequests();
  const button = $<HTMLButtonElement>('form[role="search"] button[type="submit"]');
  button.click();
  await builder.updateComplete;
  // The button rests while a search runs, in any language.
  await waitUntil(() => !button.disabled, 'the search ends');
}

const results = () =>
  [...builder.querySelectorAll('.builder-results li')].map((li) => squash(li.textContent));

/** The platform's own answer for a unit, in either shape. */
async function unit(id: string): Promise<{ trustScore: number; reviews: number }> {
  const body = await (
    await fetch(`${base}/v1/business-units/${id}`, { headers: { apikey: MOCK_API_KEY } })
  ).json();
  return {
    trustScore: body.trustScore ?? body.score.trustScore,
    reviews: body.numberOfReviews.total,
  };
}

async function choose(tag: string, values: Record<string, string> = {}): Promise<void> {
  set('#builder-widget', tag);
  await builder.updateComplete;
  // Options the widget lacks (a badge has no sku) are left out.
  for (const [name, value] of Object.entries(values)) {
    if (builder.querySelector(`#builder-option-${name}`)) set(`#builder-option-${name}`, value);
  }
  await builder.updateComplete;
}

const previews = (tag: string) => [
  ...builder.querySelectorAll<HTMLElement>(`.preview-frame ${tag}`),
];
/**
 * A shadow root's words, one space between text nodes: the CDN build minifies the templates'
 * styles and the white space between their blocks.
 */
const shadowText = (el: Element | undefined) => {
  if (!el?.shadowRoot) return '';
  const walker = document.createTreeWalker(el.shadowRoot, NodeFilter.SHOW_TEXT);
  let text = '';
  while (walker.nextNode()) {
    if (walker.currentNode.parentElement?.localName !== 'style') {
      text += ` ${(walker.currentNode as Text).data}`;
    }
  }
  return squash(text);
};
const snippet = (id: string) => $(`#builder-${id}`).textContent!;

/** Clicks the Copy button whose label `pick` accepts, with a clipboard that keeps what it gets. */
async function copyWith(pick: (label: string) => boolean): Promise<string[]> {
  const copied: string[] = [];
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  try {
    [...builder.querySelectorAll('button')].find((item) => pick(squash(item.textContent)))!.click();
    await waitUntil(() => copied.length);
    return copied;
  } finally {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
  }
}

/** The builder's "Your site" fields, as a merchant fills them. */
async function site(fields: { api?: string; signIn?: string; folder?: string }): Promise<void> {
  if (fields.api !== undefined) set('#builder-api-address', fields.api);
  if (fields.signIn !== undefined && builder.querySelector('#builder-sign-in-page')) {
    set('#builder-sign-in-page', fields.signIn);
  }
  if (fields.folder !== undefined) {
    $<HTMLInputElement>('input[name="builder-files"][value="site"]').click();
    await builder.updateComplete;
    set('#builder-files-folder', fields.folder);
  }
  await builder.updateComplete;
}

const theme = async (scheme: 'page' | 'light' | 'dark') => {
  $<HTMLInputElement>(`input[name="builder-scheme"][value="${scheme}"]`).click();
  await builder.updateComplete;
};

/** What a pasted widget says: its shadow root's words and the names of its parts. */
const said = (el: Element | null | undefined) =>
  `${shadowText(el ?? undefined)} ${[...(el?.shadowRoot?.querySelectorAll('[aria-label]') ?? [])]
    .map((part) => part.getAttribute('aria-label'))
    .join(' ')}`;

/** A widget pasted into a merchant's page has drawn its data (or, an owner's, its sign-in). */
const pastedDrawn: Record<string, (text: string) => boolean> = {
  'rp-stars': (text) => /Bewertet mit [\d,]+ von 5 Sternen, [\d.]+ Bewertungen/.test(text),
  'rp-trust-badge': (text) => /TrustScore [\d,]+/.test(text),
  'rp-product-reviews': (text) => text.includes('Basierend auf 3 Bewertungen'),
  'rp-business-reviews': (text) => /TrustScore [\d,]+/.test(text) && text.includes('Bewertungen'),
  'rp-review-collector': (text) => text.includes('Bewerten Sie uns'),
  'rp-invite-button': (text) => text.includes('Anmelden'),
  'rp-review-inbox': (text) => text.includes('Anmelden'),
};

/** A merchant's page, light or dark, in German, with axe beside it to check the pasted code. */
const merchantPage = (code: string, dark: boolean) =>
  blankPage(`<!doctype html><html lang="de-DE"><head><meta charset="utf-8"><title>Shop</title>
    <style>body { margin: 0; padding: 1rem; inline-size: 700px; ${
      dark
        ? 'background: #121212; color: #ececec; color-scheme: dark'
        : 'background: #fff; color: #1a1a1a'
    } }</style>
    <script src="/node_modules/axe-core/axe.min.js"></script></head>
    <body><main>${code}</main></body></html>`);

interface AxeWindow extends Window {
  axe: {
    run(
      context: Document,
      options: object,
    ): Promise<{
      violations: { id: string; nodes: { target: unknown; failureSummary?: string }[] }[];
    }>;
  };
}

describe('Widget builder', function () {
  // Five widgets drawn twice, a page loading the CDN file and an axe run share one builder.
  this.timeout(60000);

  before(async () => {
    // The page's own styles: the 390 px frame and the wrapping rows are part of what is tested.
    for (const sheet of ['shop.css', 'builder.css']) {
      const link = Object.assign(document.createElement('link'), {
        rel: 'stylesheet',
        href: `/demo/${sheet}`,
      });
      const loaded = new Promise((resolve) => link.addEventListener('load', resolve));
      document.head.append(link);
      await loaded;
    }
    platform = await startMock({ seed: 1 });
    builder = document.createElement('widget-builder');
    builder.setAttribute('api-key', MOCK_API_KEY);
    builder.setAttribute('base-url', base);
    document.body.append(builder);
    await waitUntil(
      () =>
        builder.querySelector('#builder-widget') &&
        builder.querySelectorAll('#builder-country option').length > 1 &&
        builder.querySelectorAll('#builder-locale option').length > 1,
      'the manifest, countries and locales load',
    );
  });
  after(() => builder.remove());
  afterEach(assertContract);

  it('before anything is picked: no alert, no widget, and the code says what to give', async () => {
    const fresh = document.createElement('widget-builder');
    fresh.setAttribute('api-key', MOCK_API_KEY);
    fresh.setAttribute('base-url', base);
    fresh.setAttribute('auth-url', './authorize.html');
    document.body.append(fresh);
    try {
      await waitUntil(
        () =>
          fresh.querySelector('#builder-script') &&
          fresh.querySelectorAll('#builder-locale option').length > 1,
        'the manifest and the locales load',
      );
      const menu = fresh.querySelector<HTMLSelectElement>('#builder-widget')!;
      for (const tag of [...menu.options].map((option) => option.value)) {
        menu.value = tag;
        menu.dispatchEvent(new Event('change'));
        await fresh.updateComplete;
        expect(fresh.querySelectorAll('.builder-error').length, tag).to.equal(0);
        expect(fresh.querySelectorAll('.preview-frame *').length, tag).to.equal(0);
        const code = fresh.querySelector('#builder-script')!.textContent!;
        // The builder's own platform and sign-in page are not the merchant's.
        expect(code, tag).to.include('base-url="YOUR_API_ADDRESS"');
        expect(code, tag).not.to.include(base);
        expect(code, tag).not.to.include('locale=');
        const owner = code.includes('rp-widgets.js');
        if (owner) expect(code, tag).to.include('auth-url="YOUR_SIGN_IN_PAGE"');
        expect(code, tag).not.to.include('authorize.html');
        const warnings = [...fresh.querySelectorAll('.builder-warning')].map((p) =>
          squash(p.textContent),
        );
        expect(warnings[0], tag).to.equal(
          'Give your API address: until you do, the code holds YOUR_API_ADDRESS and the widgets show nothing.',
        );
        if (owner) expect(warnings[1], tag).to.match(/^Give your sign-in page/);
      }
    } finally {
      fresh.remove();
    }
  });

  it('searches by name, asks the exact-name lookup too, and shows each result with its numbers', async () => {
    await search('nordlicht');
    const legacy = await unit('bu-legacy');
    expect(results()).to.deep.equal([
      `Nordlicht Home nordlicht-home.example Germany TrustScore ${legacy.trustScore} ${legacy.reviews.toLocaleString('en-US')} reviews Use`,
    ]);
    const asked = requests.map((request) => new URL(request.url));
    expect(
      asked.some(
        (url) => url.pathname.endsWith('/search') && url.searchParams.get('query') === 'nordlicht',
      ),
    ).to.equal(true);
    expect(
      asked.some(
        (url) => url.pathname.endsWith('/find') && url.searchParams.get('name') === 'nordlicht',
      ),
    ).to.equal(true);
    expect(statusText()[0]).to.equal('1 business matches “nordlicht”.');
  });

  it('searches by domain within a country from the platform’s list', async () => {
    await search('.example', 'NL');
    const search_ = requests.find((request) => request.url.includes('/search'))!;
    expect(new URL(search_.url).searchParams.get('country')).to.equal('NL');
    expect(results().map((text) => text.split(' Netherlands')[0])).to.have.members([
      'Old Mill Bikes old-mill-bikes.example',
      'Tulip Flowers tulip-flowers.example',
    ]);
    expect(statusText()[0]).to.equal('2 businesses match “.example” in Netherlands.');
  });

  it('keeps the latest search’s results when an earlier search answers later', async () => {
    // Searches awaited one by one: the held first one can end only after the second.
    const run = (query: string) => {
      set('#builder-query', query, 'input');
      return (builder as unknown as { search(page: number): Promise<void> }).search(1);
    };
    const real = window.fetch;
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let held = 0;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('query=tulip')) return real(input, init);
      held++;
      return gate.then(() => real(input, init));
    };
    try {
      set('#builder-country', '');
      const first = run('tulip');
      await waitUntil(() => held === 1, 'the first search is asked');
      await run('acme-outdoor.example');
      await builder.updateComplete;
      const newer = results();
      expect(newer).to.have.length(1);
      expect(newer[0]).to.match(/^Acme Outdoor acme-outdoor\.example /);
      letGo();
      await first;
      await builder.updateComplete;
      expect(results()).to.deep.equal(newer);
      expect(statusText()[0]).to.equal('1 business matches “acme-outdoor.example”.');
    } finally {
      window.fetch = real;
      letGo();
    }
  });

  it('pages through the results, from the keyboard', async () => {
    await search('.example');
    expect(results()).to.have.length(10);
    const next = [...builder.querySelectorAll<HTMLButtonElement>('nav button')].find(
      (button) => squash(button.textContent) === 'Next',
    )!;
    expect($('nav').getAttribute('aria-label')).to.equal('Result pages');
    clearRequests();
    next.focus();
    await sendKeys({ press: 'Enter' });
    await builder.updateComplete;
    await waitUntil(() => !squash($('.builder-status').textContent).startsWith('Searching'));
    const asked = new URL(requests.find((request) => request.url.includes('/search'))!.url);
    expect(asked.searchParams.get('page')).to.equal('2');
    expect(asked.searchParams.get('perpage')).to.equal('10');
    expect(requests.some((request) => request.url.includes('/find'))).to.equal(false);
    const total = (
      await (
        await fetch(`${base}/v1/business-units/all`, { headers: { apikey: MOCK_API_KEY } })
      ).json()
    ).businessUnits.length;
    expect(results()).to.have.length(total - 10);
    expect(squash($('.builder-status').textContent)).to.equal(
      `${total - 10} businesses match “.example” (page 2).`,
    );
  });

  it('says which search found nothing', async () => {
    await search('acme', 'DE');
    expect(results()).to.deep.equal([]);
    expect(statusText()[0]).to.equal(
      'No business matches “acme” in Germany. Try its domain, or another spelling or any country.',
    );
  });

  it('fills the business unit ID everywhere when a result is picked, from the keyboard', async () => {
    await search('acme-outdoor.example');
    const query = $<HTMLInputElement>('#builder-query');
    query.focus();
    const pick = $<HTMLButtonElement>('.builder-results button');
    expect(pick.getAttribute('aria-label')).to.equal('Use Acme Outdoor');
    pick.focus();
    await sendKeys({ press: 'Enter' });
    await builder.updateComplete;
    expect($<HTMLInputElement>('#builder-business-unit-id').value).to.equal('bu-acme');
    expect(document.activeElement?.id).to.equal('builder-widget');
    for (const id of ['script', 'react', 'vue', 'plain']) {
      expect(snippet(id), id).to.match(/business-unit-id="bu-acme"|businessUnitId="bu-acme"/);
    }
  });

  it('speaks the page’s language in its own words, plural forms included', async () => {
    const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
    const vocabulary = (catalogue: Record<string, string>) =>
      new Set(Object.values(catalogue).flatMap(words));
    /** Every word the builder shows or announces of its own (not the widgets', code or data). */
    const ownWords = () => {
      const copy = builder.cloneNode(true) as HTMLElement;
      // The previews, the code, attribute names and the manifest's English descriptions, the
      // widgets' names and the languages' own names are not the builder's words.
      copy
        .querySelectorAll(
          '.preview-frame, pre, code, small, #builder-widget, #builder-locale, .builder-result-name',
        )
        .forEach((el) => el.remove());
      const labels = [...copy.querySelectorAll('[aria-label], [placeholder]')].map(
        (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('placeholder') ?? ''}`,
      );
      const text = `${copy.textContent} ${labels.join(' ')}`.replace(/<rp-[\w-]+>/g, '');
      return new Set(words(text));
    };
    await choose('rp-product-reviews', { sku: 'ACME-1002' });
    try {
      for (const [locale, catalogue, heading] of [
        ['de-DE', de, '1. Ihr Unternehmen finden'],
        ['pl-PL', pl, '1. Znajdź swoją firmę'],
      ] as const) {
        builder.uiLocale = locale;
        await waitUntil(() => squash($('#builder-find').textContent) === heading, locale);
        await search('.example');
        expect(builder.lang).to.equal(locale);
        const english = [...vocabulary(en)].filter((word) => !vocabulary(catalogue).has(word));
        const seen = ownWords();
        expect(
          english.filter((word) => seen.has(word)),
          `English words among the ${locale} texts`,
        ).to.deep.equal([]);
        expect(seen.size, 'the builder’s words were read').to.be.above(60);
        if (locale === 'pl-PL') {
          // Ten results: the "many" form; each result's count in its own form.
          expect(statusText()[0]).to.equal('10 firm pasuje do „.example”.');
          const rules = new Intl.PluralRules('pl-PL');
          for (const text of results()) {
            const [, digits = '', word] = /([\d\s\u00a0]+) (opini[aei])\b/u.exec(text) ?? [];
            const count = Number(digits.replace(/\D/g, ''));
            const key = `reviews_${rules.select(count)}` as keyof typeof pl;
            expect(`${count} ${word}`, text).to.equal(pl[key].replace('{count}', String(count)));
          }
        } else {
          expect(statusText()[0]).to.equal('10 Unternehmen passen zu „.example“.');
        }
        await waitUntil(() => statusText().some((text) => text.startsWith(`„ACME-1002`)));
      }
    } finally {
      builder.uiLocale = 'en-US';
      await waitUntil(() => squash($('#builder-find').textContent) === '1. Find your business');
    }
  });

  it("draws every widget of the manifest with the business's data, owner elements signed out", async () => {
    const tags = [...$<HTMLSelectElement>('#builder-widget').options].map((option) => option.value);
    expect(tags).to.include.members([
      'rp-business-reviews',
      'rp-product-reviews',
      'rp-stars',
      'rp-trust-badge',
      'rp-invite-button',
    ]);
    const expected: Record<string, (el: HTMLElement) => boolean> = {
      'rp-stars': (el) =>
        /^Rated [\d.]+ out of 5 stars, [\d,]+ reviews$/.test(
          el.shadowRoot?.querySelector('[part="base"]')?.getAttribute('aria-label') ?? '',
        ),
      'rp-trust-badge': (el) => /TrustScore [\d.]+/.test(shadowText(el)),
      'rp-product-reviews': (el) => shadowText(el).includes('Based on 3 reviews'),
      'rp-business-reviews': (el) => /TrustScore [\d.]+/.test(shadowText(el)),
    };
    for (const tag of tags) {
      await choose(tag, tag === 'rp-business-reviews' ? {} : { sku: 'ACME-1001' });
      const [wide, narrow] = previews(tag);
      const owner = builder.querySelector('.builder-note')?.textContent?.includes('back office');
      // Ratings and the product list paste the file of their kind of page, named with what it
      // holds; other shoppers' widgets the storefront file; the owner's the file of every
      // element; all from the merchant's own site unless they choose the CDN.
      const ratings = '<rp-config>, <rp-stars>, <rp-trust-badge>';
      const [file, holds] = {
        'rp-stars': ['rp-ratings-page.js', ` (${ratings})`],
        'rp-trust-badge': ['rp-ratings-page.js', ` (${ratings})`],
        'rp-product-reviews': ['rp-product-page.js', ` (${ratings}, <rp-product-reviews>)`],
        'rp-business-reviews': ['rp-storefront.js', ''],
      }[tag] ?? ['rp-widgets.js', ''];
      expect(snippet('script').split('\n').slice(0, 3), tag).to.deep.equal([
        `<!-- ${file}${holds} and the files beside it: copy node_modules/rp-widgets/dist/cdn/ to /rp-widgets/ on your site -->`,
        '<link rel="stylesheet" href="/rp-widgets/loader.css">',
        `<script type="module" src="/rp-widgets/${file}"></script>`,
      ]);
      if (owner) {
        await waitUntil(() => shadowText(wide).length && shadowText(narrow).length, `${tag} draws`);
        continue;
      }
      const drawn = expected[tag];
      expect(drawn, `an expectation for <${tag}>`).to.exist;
      await waitUntil(
        () => drawn!(wide!) && drawn!(narrow!),
        `${tag} draws its data in both frames`,
      );
    }
    await choose('rp-invite-button');
    expect(squash($('.builder-note').textContent)).to.equal(
      '<rp-invite-button> is for your back office: it works for the business owner after signing in on the platform. The preview shows it signed out.',
    );
    await waitUntil(() => shadowText(previews('rp-invite-button')[0]).includes('Sign in'));
  });

  it('puts the options into every snippet, and the preview runs them', async () => {
    await choose('rp-product-reviews', { sku: 'ACME-1001', 'per-page': '5' });
    $<HTMLInputElement>('#builder-option-no-heading').click();
    set('#builder-locale', 'de-DE');
    $<HTMLInputElement>('input[name="builder-scheme"][value="dark"]').click();
    set('#builder-accent', '#aa0000');
    set('#builder-font-size', '18px');
    $<HTMLInputElement>('input[name="builder-files"][value="cdn"]').click();
    await site({ api: 'https://api.merchant.example' });
    const panel =
      'color-scheme: dark; display: block; padding: 1rem; border-radius: 8px; background: #18181b; color: #ececf0';
    expect(snippet('script')).to.equal(
      `<!-- jsDelivr serves this file once rp-widgets ${pkg.version} is published on npm -->
<link rel="stylesheet" href="${CDN_FOLDER}loader.css">
<script type="module" src="${CDN_FOLDER}rp-product-page.js"></script>

<rp-config api-key="${MOCK_API_KEY}" base-url="https://api.merchant.example" business-unit-id="bu-acme" locale="de-DE" style="${panel}; --rp-accent-color: #aa0000; font-size: 18px">
  <rp-product-reviews sku="ACME-1001" per-page="5" no-heading></rp-product-reviews>
</rp-config>`,
    );
    // Said where the merchant chooses it: that version is not on the CDN yet.
    expect(squash($('.builder-site').textContent)).to.include(
      `rp-widgets ${pkg.version} is not published on npm yet`,
    );
    $<HTMLInputElement>('input[name="builder-files"][value="site"]').click();
    const react = snippet('react');
    expect(react).to.include('<RpProductReviews');
    expect(react).to.include('sku="ACME-1001"');
    expect(react).to.include('perPage={5}');
    expect(react).to.include('noHeading');
    expect(react).to.include("'--rp-accent-color': '#aa0000'");
    for (const handler of ['onLoad', 'onError', 'onPageChange', 'onFilterChange']) {
      expect(react).to.include(`${handler}={`);
    }
    const vue = snippet('vue');
    expect(vue).to.include('per-page="5"');
    expect(vue).to.include('@rp-filter-change="onFilterChange"');
    const plain = snippet('plain');
    expect(plain).to.include("import 'rp-widgets/define';");
    expect(plain).to.include("widget.addEventListener('rp-page-change'");
    // The badge's own theme attribute follows the builder's theme.
    await choose('rp-trust-badge');
    expect(snippet('script')).to.include('<rp-trust-badge theme="dark"></rp-trust-badge>');
    await choose('rp-product-reviews');
    const [wide] = previews('rp-product-reviews');
    // The preview runs the same markup on the builder's own platform.
    expect(wide!.closest('rp-config')!.getAttribute('style')).to.equal(
      `${panel}; --rp-accent-color: #aa0000; font-size: 18px`,
    );
    expect(wide!.closest('rp-config')!.getAttribute('base-url')).to.equal(base);
    await waitUntil(() => shadowText(wide).includes('Basierend auf 3 Bewertungen'), 'German words');
    expect(wide!.shadowRoot!.querySelector('[part="heading"]')).to.equal(null);
    expect(getComputedStyle(wide!).fontSize).to.equal('18px');
  });

  it('offers the SKUs of the product catalogue once the owner has signed in', async () => {
    await choose('rp-stars');
    await choose('rp-product-reviews');
    expect(builder.querySelector('#builder-option-sku-pick'), 'signed out').to.equal(null);
    // Signed in for the platform address the builder uses: the token is kept for it alone.
    const token = platform.issueToken({ email: OWNER });
    const tokens = new TokenStore({ clientId: MOCK_API_KEY, address: base });
    tokens.set({ accessToken: token, expiresAt: Date.now() + 3_600_000 });
    try {
      clearRequests();
      await choose('rp-stars');
      await waitUntil(() => builder.querySelector('#builder-option-sku-pick'), 'the SKUs');
      const asked = requests.find((request) => request.url.includes('/private/'))!;
      expect(new URL(asked.url).pathname).to.equal('/v1/private/business-units/bu-acme/products');
      expect(asked.headers.authorization).to.equal(`Bearer ${token}`);
      const catalogue = (
        await (
          await fetch(`${base}/v1/private/business-units/bu-acme/products`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()
      ).products as { sku: string; title: string }[];
      expect(catalogue.length).to.be.above(1);
      const pick = $<HTMLSelectElement>('#builder-option-sku-pick');
      expect([...pick.options].map((option) => squash(option.textContent))).to.deep.equal([
        'Type a SKU or pick one',
        ...catalogue.map((product) => `${product.title} (${product.sku})`),
      ]);
      const chosen = catalogue[1]!.sku;
      set('#builder-option-sku-pick', chosen);
      await builder.updateComplete;
      expect($<HTMLInputElement>('#builder-option-sku').value).to.equal(chosen);
      expect(snippet('script')).to.include(`<rp-stars sku="${chosen}"></rp-stars>`);
    } finally {
      tokens.clear();
    }
    await choose('rp-trust-badge');
    await choose('rp-stars');
    expect(builder.querySelector('#builder-option-sku-pick'), 'signed out again').to.equal(null);
    await choose('rp-product-reviews');
  });

  it('asks the invitation for its products and checks them against the catalogue', async () => {
    await choose('rp-invite-button');
    const warnings = () =>
      [...builder.querySelectorAll('.builder-warning')].map((p) => squash(p.textContent));
    expect(warnings()).to.include(
      'Give the product IDs the invitation is for (sign in through the preview to pick them from your catalogue): without them no link can be created.',
    );
    const token = platform.issueToken({ email: OWNER });
    const tokens = new TokenStore({ clientId: MOCK_API_KEY, address: base });
    tokens.set({ accessToken: token, expiresAt: Date.now() + 3_600_000 });
    try {
      await choose('rp-stars');
      await choose('rp-invite-button');
      await waitUntil(
        () => builder.querySelector('#builder-option-product-ids-pick'),
        'the catalogue',
      );
      const pick = $<HTMLSelectElement>('#builder-option-product-ids-pick');
      const [first, second] = [...pick.options].slice(1).map((option) => option.value);
      set('#builder-option-product-ids-pick', first!);
      await builder.updateComplete;
      set('#builder-option-product-ids-pick', second!);
      await builder.updateComplete;
      expect($<HTMLInputElement>('#builder-option-product-ids').value).to.equal(
        `${first},${second}`,
      );
      expect(snippet('script')).to.include(`product-ids="${first},${second}"`);
      expect(warnings().some((text) => text.includes('product'))).to.equal(false);
      set('#builder-option-product-ids', `${first},nope-1`);
      await builder.updateComplete;
      expect(warnings()).to.include('Your catalogue has no product with the ID nope-1.');
    } finally {
      tokens.clear();
      set('#builder-option-product-ids', '');
    }
    await choose('rp-product-reviews');
  });

  it('names options in words, offers fixed choices as menus, and draws every field as high', async () => {
    await choose('rp-business-reviews');
    const label = (name: string) => squash($(`label[for="builder-option-${name}"]`).textContent);
    expect(label('per-page')).to.equal('Reviews per page per-page');
    expect(label('order-by')).to.equal('Order order-by');
    for (const [name, words] of [
      ['order-by', ['Newest first', 'Oldest first', 'Most stars first', 'Fewest stars first']],
      ['responded', ['With or without a reply', 'Replied to', 'Not replied to']],
    ] as const) {
      const menu = $<HTMLSelectElement>(`#builder-option-${name}`);
      expect(menu.tagName, name).to.equal('SELECT');
      expect([...menu.options].map((option) => squash(option.textContent))).to.deep.equal(words);
      expect([...menu.options].map((option) => option.value)).to.deep.equal(LISTED[name]);
      // The values the builder lists are the ones the element's JSDoc names.
      const about = $(`#builder-option-${name}-about`).textContent!;
      for (const value of LISTED[name]!.filter(Boolean)) expect(about, name).to.include(value);
    }
    set('#builder-option-order-by', 'stars.asc');
    set('#builder-option-responded', 'false');
    await builder.updateComplete;
    expect(snippet('script')).to.match(
      /<rp-business-reviews [^>]*responded="false" order-by="stars.asc"/,
    );
    set('#builder-option-order-by', 'createdat.desc');
    set('#builder-option-responded', '');
    await builder.updateComplete;
    expect(snippet('script')).to.include('<rp-business-reviews></rp-business-reviews>');
    const heights = new Set(
      [
        ...builder.querySelectorAll<HTMLElement>(
          'input:not([type="checkbox"], [type="radio"]), select',
        ),
      ].map((field) => field.getBoundingClientRect().height),
    );
    expect([...heights]).to.have.length(1);
    await choose('rp-product-reviews');
  });

  it('gives two carousels of one business on a page distinct landmark names; axe clean', async () => {
    set('#builder-locale', 'en-US');
    await choose('rp-business-reviews');
    const [wide, narrow] = previews('rp-business-reviews');
    await waitUntil(
      () => /TrustScore/.test(shadowText(wide)) && /TrustScore/.test(shadowText(narrow)),
    );
    const names = [wide, narrow].map((el) =>
      el!.shadowRoot!.querySelector('[part="base"]')!.getAttribute('aria-label'),
    );
    expect(names).to.deep.equal(['Reviews of Acme Outdoor', 'Reviews of Acme Outdoor (2)']);
    await expect(builder).to.be.accessible();
    await choose('rp-product-reviews');
  });

  it('offers a type named in the manifest (Fallback) as a menu of its values', async () => {
    await choose('rp-stars');
    const menu = $<HTMLSelectElement>('#builder-option-fallback');
    expect(menu.tagName).to.equal('SELECT');
    expect([...menu.options].map((option) => option.value)).to.deep.equal(['collapse', 'notice']);
    expect(menu.value).to.equal('collapse');
    // The JSDoc's `code` spans read as code, not as backticks.
    const about = $('#builder-option-fallback-about');
    expect(about.textContent).not.to.include('`');
    expect([...about.querySelectorAll('code')].map((code) => code.textContent)).to.include(
      'notice',
    );
    set('#builder-option-fallback', 'notice');
    await builder.updateComplete;
    expect(snippet('script')).to.match(/<rp-stars [^>]*fallback="notice"/);
    set('#builder-option-fallback', 'collapse');
    await choose('rp-product-reviews');
  });

  it('offers the e-mail render command, copied in one click, and the e-mail at 600 px in light and dark', async () => {
    await choose('rp-stars', { sku: 'ACME-1001' });
    set('#builder-locale', 'de-DE');
    await site({ api: 'https://api.merchant.example' });
    expect(snippet('email')).to.equal(
      [
        '# npm install rp-widgets juice@11; the e-mail HTML on standard output',
        'npx rp-widgets render --email \\',
        `  --api-key '${MOCK_API_KEY}' \\`,
        "  --base-url 'https://api.merchant.example' \\",
        "  --business-unit-id 'bu-acme' \\",
        "  --locale 'de-DE' \\",
        "  'rp-stars?sku=ACME-1001'",
      ].join('\n'),
    );
    // The preview is made by the demo's dev server from the builder's own platform.
    for (const scheme of ['light', 'dark']) {
      const frame = $<HTMLIFrameElement>(`#builder-email-${scheme}`);
      expect(frame.width).to.equal('600');
      const query = new URL(frame.src).searchParams;
      expect(new URL(frame.src).pathname.endsWith('/email-preview.html')).to.equal(true);
      expect(Object.fromEntries(query)).to.deep.equal({
        widget: 'rp-stars?sku=ACME-1001',
        'business-unit-id': 'bu-acme',
        locale: 'de-DE',
        scheme,
      });
    }
    expect(await copyWith((label) => label.startsWith('Copy E-mail'))).to.deep.equal([
      snippet('email'),
    ]);
    // The owner's elements have no e-mail form.
    await choose('rp-invite-button');
    expect(builder.querySelector('#builder-email')).to.equal(null);
    expect(builder.querySelector('#builder-email-light')).to.equal(null);
  });

  it('copies a snippet and says so in a live region', async () => {
    expect(await copyWith((label) => label === 'Copy npm + React')).to.deep.equal([
      snippet('react'),
    ]);
    await builder.updateComplete;
    expect($('#builder-copied').getAttribute('role')).to.equal('status');
    expect(squash($('#builder-copied').textContent)).to.equal('Copied the npm + React code.');
  });

  it('draws the same text from the script-tag snippet pasted as is into a blank page', async () => {
    set('#builder-locale', 'de-DE');
    await choose('rp-product-reviews');
    const [, narrow] = previews('rp-product-reviews');
    await waitUntil(() => shadowText(narrow).includes('Basierend auf 3'), 'the preview draws');
    // The merchant's copy of dist/cdn/ (this checkout's) and their API address (the mock's).
    await site({ api: base, folder: '/dist/cdn/' });
    const code = snippet('script');
    expect(code).to.include('<script type="module" src="/dist/cdn/rp-product-page.js"></script>');
    expect(code).to.include('<link rel="stylesheet" href="/dist/cdn/loader.css">');
    const frame = document.createElement('iframe');
    // The preview's width: a review's Read more shows where the text is clamped.
    frame.srcdoc = `<!doctype html><style>body{margin:0;inline-size:${narrow!.clientWidth}px}</style>${code}`;
    frame.style.cssText = 'inline-size: 500px; block-size: 600px';
    document.body.append(frame);
    try {
      await waitUntil(
        () => {
          const pasted = frame.contentDocument?.querySelector('rp-product-reviews');
          return pasted && shadowText(pasted) === shadowText(narrow);
        },
        'the pasted snippet draws what the preview drew',
        { timeout: 15000 },
      );
      expect(shadowText(frame.contentDocument!.querySelector('rp-product-reviews')!)).to.include(
        'Basierend auf 3 Bewertungen',
      );
    } finally {
      frame.remove();
      await site({ folder: '/rp-widgets/' });
    }
  });

  it('pastes each widget into a blank German page, light and dark: the page’s language, readable, axe clean', async function () {
    // 24 pages, each drawn and checked by axe: a bound for a hang on a loaded machine, not a speed check.
    this.timeout(300_000);
    set('#builder-business-unit-id', 'bu-acme');
    set('#builder-locale', '');
    // The merchant's accent is theirs to check; the theme's own colours are tested here.
    [...builder.querySelectorAll('button')]
      .find((button) => squash(button.textContent) === en.noAccent)
      ?.click();
    set('#builder-font-size', '');
    await site({
      api: base,
      signIn: 'https://auth.merchant.example/authorize',
      folder: '/dist/cdn/',
    });
    const tags = [...$<HTMLSelectElement>('#builder-widget').options].map((option) => option.value);
    try {
      for (const tag of tags) {
        await choose(tag, { sku: 'ACME-1001', 'product-ids': 'prod-acme-1001' });
        await site({ signIn: 'https://auth.merchant.example/authorize' });
        for (const [scheme, dark] of [
          ['dark', false],
          ['page', false],
          ['page', true],
          ['light', true],
        ] as const) {
          await theme(scheme);
          const code = snippet('script');
          expect(code, tag).not.to.match(/ locale=|rp-mock\.test|authorize\.html|YOUR_/);
          const page = await merchantPage(code, dark);
          const where = `${tag}, ${scheme} theme on a ${dark ? 'dark' : 'light'} page`;
          try {
            const pasted = () => page.document.querySelector(tag);
            await waitUntil(() => pastedDrawn[tag]!(said(pasted())), `${where} draws in German`, {
              timeout: 15000,
            });
            expect(said(pasted()), where).not.to.match(/\b(reviews?|Rated|Sign in)\b/);
            const { violations } = await (page as AxeWindow).axe.run(page.document, {
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
            });
            expect(
              violations.map(
                (v) =>
                  `${v.id} ×${v.nodes.length}: ${JSON.stringify(v.nodes[0]!.target)} ${v.nodes[0]!.failureSummary}`,
              ),
              where,
            ).to.deep.equal([]);
          } finally {
            page.frameElement!.remove();
          }
        }
      }
    } finally {
      await theme('page');
      await site({ folder: '/rp-widgets/' });
    }
  });

  it('says in place when a business ID is unknown and when a SKU has no reviews', async () => {
    set('#builder-locale', 'de-DE');
    set('#builder-business-unit-id', 'bu-nowhere');
    await waitUntil(() =>
      statusText().includes('No business unit has the ID “bu-nowhere” on this platform.'),
    );
    set('#builder-business-unit-id', 'bu-acme');
    await choose('rp-product-reviews', { sku: 'ACME-1002' });
    await waitUntil(() =>
      statusText().includes(
        "“ACME-1002” has no reviews yet: the preview shows the widget's empty state, as your shoppers will see it.",
      ),
    );
    await waitUntil(() =>
      previews('rp-product-reviews').every((el) =>
        shadowText(el).includes('Noch keine Bewertungen'),
      ),
    );
    expect(
      statusText().some((text) => text.includes('unknown') || text.includes('bu-nowhere')),
    ).to.equal(false);
  });

  it('says the platform refused the API key, in the setup, the search and the preview', async () => {
    const form = $<HTMLFormElement>('section[aria-labelledby="builder-connection"] form');
    try {
      form.querySelector<HTMLInputElement>('[name="api-key"]')!.value = 'wrong-key';
      form.requestSubmit();
      const refused =
        'The platform refused the API key “wrong-key”. Check it in your business account.';
      await waitUntil(() => statusText().includes(refused), 'the lists fail');
      expect($('.builder-error').getAttribute('role')).to.equal('alert');
      await search('acme');
      expect(statusText()[1]).to.equal(refused);
      await waitUntil(() =>
        statusText().some(
          (text) =>
            text.startsWith('The preview could not draw the widget:') && text.includes('api-key'),
        ),
      );
    } finally {
      form.querySelector<HTMLInputElement>('[name="api-key"]')!.value = MOCK_API_KEY;
      form.requestSubmit();
      await waitUntil(() => !statusText().some((text) => text.includes('wrong-key')));
    }
  });

  it('shows the preview at page width and at 390 px side by side; axe clean; usable at 390 px', async () => {
    await choose('rp-stars', { sku: 'ACME-1000' });
    await expect(builder).to.be.accessible();
    await setViewport({ width: 1280, height: 800 });
    try {
      await builder.updateComplete;
      const [wide, narrow] = ['.preview-wide', '.preview-narrow'].map((selector) =>
        $(selector).getBoundingClientRect(),
      );
      expect(narrow!.width).to.equal(390);
      expect(wide!.width).to.be.above(390);
      expect(wide!.top).to.equal(narrow!.top);
      await setViewport({ width: 390, height: 800 });
      await builder.updateComplete;
      expect(document.documentElement.scrollWidth).to.be.at.most(390);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  // Last: the countries answer stays changed for the rest of the describe.
  it('names a country code Intl refuses by the code itself, and goes on updating', async () => {
    const country = (code: string, name: string) => ({
      countryId: '276',
      country: code,
      englishName: name,
      locale: 'en-US',
      translatedName: name,
    });
    useHandlers(
      http.get(`${base}/v1/resources/metadata/countries`, () =>
        HttpResponse.json({ countries: [country('DE', 'Germany'), country('X1', 'Nowhere')] }),
      ),
    );
    // The lists asked afresh, past the client's kept answers.
    const inside = builder as unknown as { client: Client; loadLists(): Promise<void> };
    inside.client.clear();
    await inside.loadLists();
    await builder.updateComplete;
    const options = [...$<HTMLSelectElement>('#builder-country').options].slice(1);
    expect(options.map((option) => [option.value, squash(option.textContent)])).to.deep.equal([
      ['DE', 'Germany'],
      ['X1', 'X1'],
    ]);
    // The builder still draws what is chosen.
    await choose('rp-trust-badge');
    expect(snippet('script')).to.include('<rp-trust-badge');
    await choose('rp-stars', { sku: 'ACME-1000' });
    expect(snippet('script')).to.include('<rp-stars sku="ACME-1000"');
  });
});

describe('Widget builder: the manifest read', () => {
  it('offers each attribute by its type and marks elements for the owner', () => {
    const { widgets, config } = readManifest({
      modules: [
        {
          declarations: [
            {
              name: 'RpConfig',
              customElement: true,
              tagName: 'rp-config',
              attributes: [{ name: 'api-key', type: { text: 'string | undefined' } }],
            },
            {
              name: 'RpReviewInbox',
              customElement: true,
              tagName: 'rp-review-inbox',
              description: "The business owner's inbox of reviews to answer.",
              events: [{ name: 'load' }, { name: 'rp-reply-sent' }],
              attributes: [
                { name: 'api-key', type: { text: 'string | undefined' } },
                { name: 'per-page', fieldName: 'perPage', type: { text: 'number' }, default: '20' },
                { name: 'compact', type: { text: 'boolean' }, default: 'false' },
                { name: 'order', type: { text: "'newest' | 'oldest'" }, default: "'newest'" },
                {
                  name: 'fallback',
                  type: { text: 'Fallback' },
                  parsedType: { text: "'collapse' | 'notice'" },
                  default: "'collapse'",
                },
                { name: 'mood', type: { text: 'Mood' } },
              ],
            },
            { name: 'RpStarsBase', customElement: true },
          ],
        },
      ],
    });
    expect(config.map((item) => item.name)).to.deep.equal(['api-key']);
    expect(widgets).to.have.length(1);
    const [inbox] = widgets;
    expect(inbox!.owner).to.equal(true);
    expect(inbox!.events).to.deep.equal(['load', 'rp-reply-sent']);
    expect(
      inbox!.options.map(({ name, property, kind, choices, fallback }) => [
        name,
        property,
        kind,
        choices.join(','),
        fallback,
      ]),
    ).to.deep.equal([
      ['per-page', 'perPage', 'number', '', '20'],
      ['compact', 'compact', 'boolean', '', ''],
      ['order', 'order', 'choice', 'newest,oldest', 'newest'],
      ['fallback', 'fallback', 'choice', 'collapse,notice', 'collapse'],
      ['mood', 'mood', 'text', '', ''],
    ]);
    const choice = {
      widget: inbox!,
      config: {},
      values: { 'per-page': '20', compact: true },
      style: {},
    };
    expect(reactSnippet(choice)).to.include('onReplySent={(event) =>');
    expect(scriptSnippet(choice)).to.include('<rp-review-inbox compact></rp-review-inbox>');
    expect(scriptSnippet(choice)).to.include(
      '<script type="module" src="/rp-widgets/rp-widgets.js">',
    );
    expect(scriptSnippet({ ...choice, files: { from: 'cdn', folder: '' } })).to.include(
      `<script type="module" src="${CDN_FOLDER}rp-widgets.js">`,
    );
  });
});

describe('Widget builder: the snippets rendered', function () {
  // Six widgets, four snippet kinds and five rounds of values, each drawn in a page.
  this.timeout(120000);

  /** Typed values a quoted attribute, a JSX string or a template could change. */
  const typed = [
    'Tom &amp; Jerry',
    `"Quoted" & 'single' <b>bold</b> {braces} \\back`,
    'line one\nline two\r\nline three',
    'Zoë · 日本語 · עברית · Ærø ✓ 🌟',
    ' spaced &#10; &lt; &nbsp; ',
  ];

  let catalogue: Catalogue;
  const container = () => document.body.appendChild(document.createElement('div'));

  before(async () => {
    await startMock({ seed: 1 });
    catalogue = readManifest((await (await fetch('/custom-elements.json')).json()) as Manifest);
  });

  /** Round `round` of a widget: every text option and config value holds a hostile value. */
  function hostileChoice(widget: Widget, round: number): Choice {
    const value = (index: number) => typed[(index + round) % typed.length]!;
    const texts = widget.options.filter((item) => item.kind === 'text');
    return {
      widget,
      config: {
        'api-key': value(1),
        'base-url': base,
        // A platform's id with a line break and quotes among them.
        'business-unit-id': value(2),
        locale: 'de-DE',
        ...(widget.owner ? { 'auth-url': value(3) } : {}),
      },
      values: Object.fromEntries(texts.map((item, index) => [item.name, value(index + 4)])),
      style: { 'color-scheme': 'dark' },
    };
  }

  /** What each element of the render received, by attribute: the value its property holds. */
  function received(root: ParentNode, choice: Choice) {
    const config = root.querySelector('rp-config')!;
    const widget = root.querySelector(choice.widget.tag)!;
    const read = (el: Element, property: string) =>
      (el as unknown as Record<string, unknown>)[property];
    return {
      config: Object.fromEntries(
        Object.keys(choice.config).map((name) => [
          name,
          read(
            config,
            name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
          ),
        ]),
      ),
      values: Object.fromEntries(
        choice.widget.options
          .filter((item) => item.name in choice.values)
          .map((item) => [item.name, read(widget, item.property)]),
      ),
    };
  }
  const expected = (choice: Choice) => ({ config: choice.config, values: choice.values });

  const vendor = '/__vendor/react.js';

  /** The words of a command as a POSIX shell reads them: single quotes, backslashes, comments. */
  function shellWords(command: string): string[] {
    const words: string[] = [];
    let word: string | undefined;
    for (let i = 0; i < command.length; i++) {
      const char = command[i]!;
      if (word === undefined && char === '#') {
        while (i < command.length && command[i] !== '\n') i++;
      } else if (char === "'") {
        const end = command.indexOf("'", i + 1);
        word = (word ?? '') + command.slice(i + 1, end);
        i = end;
      } else if (char === '\\') {
        const next = command[++i]!;
        if (next !== '\n') word = (word ?? '') + next;
      } else if (/\s/.test(char)) {
        if (word !== undefined) words.push(word);
        word = undefined;
      } else {
        word = (word ?? '') + char;
      }
    }
    if (word !== undefined) words.push(word);
    return words;
  }

  it('carries every value exactly in the e-mail command, read back as a shell reads it', () => {
    let checked = 0;
    for (const widget of catalogue.widgets) {
      for (let round = 0; round < typed.length; round++) {
        const choice = hostileChoice(widget, round);
        const command = emailSnippet(choice);
        if (!command) continue;
        const [npx, bin, render, email, ...rest] = shellWords(command);
        expect([npx, bin, render, email]).to.deep.equal(['npx', 'rp-widgets', 'render', '--email']);
        const target = rest.pop()!;
        const flags = Object.fromEntries(
          rest.flatMap((word, index) => (index % 2 ? [] : [[word.slice(2), rest[index + 1]]])),
        );
        const { 'auth-url': _, ...config } = choice.config;
        expect(flags, `${widget.tag} round ${round}`).to.deep.equal(config);
        const [tag, query = ''] = target.split(/\?(.*)/s);
        expect(tag).to.equal(widget.tag);
        const sku = choice.values.sku;
        expect(Object.fromEntries(new URLSearchParams(query))).to.deep.equal(
          typeof sku === 'string' && sku.trim() ? { sku } : {},
        );
        checked++;
      }
    }
    // Five widgets have an e-mail form (the owner's two do not), five rounds each.
    expect(checked).to.equal(25);
  });

  it('carries every value exactly in the script-tag and plain snippets parsed into a page', () => {
    for (const widget of catalogue.widgets) {
      for (let round = 0; round < typed.length; round++) {
        const choice = hostileChoice(widget, round);
        for (const code of [scriptSnippet(choice), plainSnippet(choice)]) {
          // The page part: the plain snippet's markup before its main.js.
          const page = code.split('// main.js')[0]!;
          const parsed = new DOMParser().parseFromString(page, 'text/html');
          const attributes = (el: Element, names: string[]) =>
            Object.fromEntries(names.map((name) => [name, el.getAttribute(name)]));
          const config = parsed.querySelector('rp-config')!;
          expect(
            attributes(config, Object.keys(choice.config)),
            `${widget.tag} ${round}`,
          ).to.deep.equal(choice.config);
          expect(
            attributes(parsed.querySelector(widget.tag)!, Object.keys(choice.values)),
            `${widget.tag} ${round}`,
          ).to.deep.equal(choice.values);
          // Drawn in this page, the elements hold them as their properties.
          const box = container();
          try {
            box.append(...document.importNode(parsed.body, true).childNodes);
            expect(received(box, choice), `${widget.tag} ${round}`).to.deep.equal(expected(choice));
          } finally {
            box.remove();
          }
        }
      }
    }
  });

  it('carries every value exactly in the React snippet, compiled and rendered by react-dom', async () => {
    const { React, ReactDOMClient, RpReact } = (await import(/* @vite-ignore */ vendor)) as {
      React: typeof import('react');
      ReactDOMClient: typeof import('react-dom/client');
      RpReact: Record<string, unknown>;
    };
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    for (const widget of catalogue.widgets) {
      for (let round = 0; round < typed.length; round++) {
        const choice = hostileChoice(widget, round);
        const compiled = await executeServerCommand<string, { code: string }>('transform-tsx', {
          code: reactSnippet(choice),
        });
        const modules: Record<string, unknown> = {
          react: React,
          'rp-widgets/react': RpReact,
          'rp-widgets/define': {},
        };
        const module = { exports: {} as { Reviews?: () => unknown } };
        new Function('require', 'module', 'exports', 'React', compiled!)(
          (name: string) => modules[name],
          module,
          module.exports,
          React,
        );
        const box = container();
        const root = ReactDOMClient.createRoot(box);
        try {
          await React.act(async () =>
            root.render(React.createElement(module.exports.Reviews as () => null)),
          );
          expect(received(box, choice), `${widget.tag} ${round}`).to.deep.equal(expected(choice));
        } finally {
          await React.act(async () => root.unmount());
          box.remove();
        }
      }
    }
  });

  it('carries every value exactly in the Vue snippet, its template compiled and mounted by Vue', async () => {
    // Vue's full build: the runtime with the template compiler an SFC's build would run.
    const { createApp } = (await import(
      /* @vite-ignore */ 'vue/dist/vue.esm-bundler.js' as string
    )) as typeof import('vue');
    for (const widget of catalogue.widgets) {
      for (let round = 0; round < typed.length; round++) {
        const choice = hostileChoice(widget, round);
        const code = vueSnippet(choice);
        const template = /<template>\n([\s\S]*)\n<\/template>/.exec(code)![1]!;
        // The handlers the snippet's <script setup> declares.
        const handlers = Object.fromEntries(
          [...code.matchAll(/^const (\w+) = /gm)].map(([, name]) => [name!, () => {}]),
        );
        const warnings: string[] = [];
        const app = createApp({ template, setup: () => handlers });
        app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('rp-');
        app.config.warnHandler = (message) => void warnings.push(message);
        const box = container();
        try {
          app.mount(box);
          expect(warnings, `${widget.tag} ${round}`).to.deep.equal([]);
          expect(received(box, choice), `${widget.tag} ${round}`).to.deep.equal(expected(choice));
        } finally {
          app.unmount();
          box.remove();
        }
      }
    }
  });
});
