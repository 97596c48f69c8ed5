/**
 * `<widget-builder>`: a merchant finds the business, picks a widget and its options, sees it drawn
 * at the page's width and at 390 px, and copies the code. The widgets and their options come from
 * the custom-elements manifest; the business, countries and locales from the platform through the
 * headless client. Light DOM, so the demo's styles and a page's tests reach every part.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import {
  HttpError,
  NetworkError,
  createClient,
  findBusinessUnit,
  getBusinessUnit,
  getCountries,
  getLocales,
  getStarSummary,
  listProducts,
  TokenStore,
  searchBusinessUnits,
  type Client,
} from '../src/api/index.js';
import {
  PANELS,
  SITE_FOLDER,
  VERSION,
  markup,
  emailSnippet,
  emailWidget,
  plainSnippet,
  reactSnippet,
  readManifest,
  scriptSnippet,
  vueSnippet,
  type Catalogue,
  type Choice,
  type Manifest,
  type ScriptFiles,
  type Widget,
  type WidgetOption,
} from './builder-code.js';
import { builderWords, type BuilderTexts } from './builder-texts.js';
import { displayName } from '../src/core/intl.js';

/** Fetched, not imported: `npm run analyze` writes it, and the build copies it as an asset. */
const manifestUrl = new URL('../custom-elements.json', import.meta.url);

const PER_PAGE = 10;
const FONT_SIZES = ['14px', '16px', '18px', '20px'];
/** What a snippet holds until the merchant gives their own address. */
export const API_PLACEHOLDER = 'YOUR_API_ADDRESS';
export const SIGN_IN_PLACEHOLDER = 'YOUR_SIGN_IN_PAGE';

/** Whether a page of this background (`#rrggbb`) is dark: its text would be light. */
function darkBackground(hex: string): boolean {
  const [r = 255, g = 255, b = 255] = (hex.match(/[\da-f]{2}/gi) ?? []).map((part) =>
    parseInt(part, 16),
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

export interface Business {
  id: string;
  displayName: string;
  identifyingName: string;
  country: string;
  trustScore: number;
  reviews: number;
}

/** A message said in the builder's language of the moment, so a change of language reaches it. */
type Say = (texts: BuilderTexts) => string;
const unsaid: Say = () => '';

/** A locale named in its own language, as a menu of languages should. */
const nativeName = (locale: string, fallback = locale) =>
  displayName(locale, 'language', locale, fallback);

/** Messages that say what went wrong, each announced as it appears. */
const alerts = (messages: string[]) =>
  messages
    .filter(Boolean)
    .map((message) => html`<p class="builder-error" role="alert">${message}</p>`);

/** A group of radio buttons, one per value. */
function radios<T extends string>(
  legend: string,
  name: string,
  items: { value: T; label: string }[],
  checked: T,
  pick: (value: T) => void,
) {
  return html`<fieldset class="builder-inline">
    <legend>${legend}</legend>
    ${items.map(
      (item) =>
        html`<label
          ><input
            type="radio"
            name=${name}
            value=${item.value}
            .checked=${item.value === checked}
            @change=${() => pick(item.value)}
          />
          ${item.label}</label
        >`,
    )}
  </fieldset>`;
}

/** A manifest description's `code` spans (JSDoc writes them in backticks) as code. */
const codeSpans = (text: string) =>
  text.split('`').map((part, index) => (index % 2 ? html`<code>${part}</code>` : part));

@customElement('widget-builder')
export class WidgetBuilder extends LitElement {
  /** The API key the platform gave the merchant. */
  @property({ attribute: 'api-key' }) apiKey = '';
  /** The platform's API address (or the shop's proxy of it). */
  @property({ attribute: 'base-url' }) baseUrl = '';
  /** The hosted sign-in page owner elements use. */
  @property({ attribute: 'auth-url' }) authUrl = '';
  /** The widgets' locale; empty, they speak the page's language and the snippet names none. */
  @property() locale = '';
  /** The builder's own language: the page's, whichever language the widgets are given. */
  @property({ attribute: 'ui-locale' }) uiLocale = 'en-US';

  @state() private catalogue?: Catalogue;
  @state() private manifestMessage: Say = unsaid;
  @state() private setupMessage: Say = unsaid;
  @state() private countries: string[] = [];
  @state() private locales: { locale: string; name: string }[] = [];
  @state() private query = '';
  @state() private country = '';
  @state() private page = 1;
  @state() private searching = false;
  @state() private results: Business[] = [];
  @state() private more = false;
  @state() private searchMessage: Say = unsaid;
  @state() private businessUnitId = '';
  @state() private business?: Business;
  @state() private businessMessage: Say = unsaid;
  @state() private tag = '';
  @state() private values: Record<string, Record<string, string | boolean>> = {};
  /** `page`: the widgets take the page's colours; `light` and `dark` carry their own. */
  @state() private scheme: 'page' | 'light' | 'dark' = 'page';
  /** The merchant's page background, on which the preview draws. */
  @state() private pageBackground = '#ffffff';
  /** The snippet's addresses: the merchant's platform and sign-in page, not the builder's. */
  @state() private apiAddress = '';
  @state() private signInPage = '';
  @state() private files: ScriptFiles = { from: 'site', folder: SITE_FOLDER };
  @state() private accent = '';
  @state() private fontSize = '';
  @state() private previewMessages: string[] = [];
  @state() private skuMessage: Say = unsaid;
  @state() private copied: Say = unsaid;
  /** The owner's product catalogue, once signed in: SKUs to pick besides typing. */
  @state() private products: { id: string; sku: string; title: string }[] = [];

  private client: Client = createClient();
  /** The preview's markup, and whether its new widgets still need listening to. */
  private drawn = '';
  private listen = false;
  private skuChecked = '';
  private searches = 0;
  private productsFor = '';

  protected override createRenderRoot() {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.loadManifest();
  }

  private async loadManifest(): Promise<void> {
    try {
      const response = await fetch(manifestUrl);
      if (!response.ok) throw new Error(`${response.status}`);
      this.catalogue = readManifest((await response.json()) as Manifest);
      this.tag ||= this.catalogue.widgets[0]?.tag ?? '';
    } catch {
      this.manifestMessage = (t) => t.noManifest;
    }
  }

  /** The owner's token kept by the owner elements for this API key and platform address. */
  private tokens(): TokenStore {
    return new TokenStore({ clientId: this.apiKey, address: this.baseUrl || '/' });
  }

  /** The builder's words in its own language, English while that catalogue loads. */
  private get texts(): BuilderTexts {
    return builderWords.get(this.uiLocale) ?? builderWords.orEnglish(this.uiLocale);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('uiLocale')) {
      this.lang = this.uiLocale;
      void builderWords.load(this.uiLocale).then(() => this.requestUpdate());
    }
    if (changed.has('apiKey') || changed.has('baseUrl')) {
      const tokens = this.tokens();
      this.client = createClient({
        apiKey: this.apiKey,
        baseUrl: this.baseUrl || undefined,
        // The owner's sign-in, shared with the owner elements (one token per API key and address).
        token: () => tokens.get()?.accessToken,
      });
      // Results and messages of another key or platform no longer hold.
      this.results = [];
      this.searchMessage = unsaid;
      void this.loadLists();
      if (this.businessUnitId) void this.verify(this.businessUnitId);
    }
    const widget = this.widget;
    if (!widget) return;
    const drawn = this.ready(widget) ? markup(this.choice(widget, true)) : '';
    if (drawn !== this.drawn) {
      this.drawn = drawn;
      this.listen = true;
      this.previewMessages = [];
    }
    this.checkSku(widget);
    this.loadProducts(widget);
  }

  /**
   * The catalogue's SKUs for a product widget once the owner has signed in (through an owner
   * element's sign-in, which keeps the token for this API key); none signed out.
   */
  private loadProducts(widget: Widget): void {
    const token = this.tokens().get()?.accessToken ?? '';
    const wanted =
      widget.options.some((item) => item.name === 'sku' || item.name === 'product-ids') &&
      this.businessUnitId;
    const key =
      wanted && token ? `${this.apiKey} ${this.baseUrl} ${this.businessUnitId} ${token}` : '';
    if (key === this.productsFor) return;
    this.productsFor = key;
    this.products = [];
    if (!key) return;
    listProducts(this.client, this.businessUnitId).then(
      (page) => {
        if (key !== this.productsFor) return;
        this.products = page.products.map(({ id, sku, title }) => ({ id, sku, title }));
      },
      // Signed out since, or not the owner: typing the SKU still works.
      () => {},
    );
  }

  /** The countries of the search and the locales of the language menu, from the platform. */
  private async loadLists(): Promise<void> {
    try {
      const [countries, locales] = await Promise.all([
        getCountries(this.client),
        getLocales(this.client),
      ]);
      this.countries = countries.countries.map((item) => item.country);
      this.locales = locales.locales.map((item) => ({
        locale: item.locale,
        name: nativeName(item.locale, item.nativeName),
      }));
      this.setupMessage = unsaid;
    } catch (error) {
      this.setupMessage = this.explain(error);
    }
  }

  /** Why a call failed, in the merchant's terms. */
  private explain(error: unknown): Say {
    const { apiKey, baseUrl } = this;
    if (error instanceof HttpError && error.status === 401) return (t) => t.refusedKey(apiKey);
    if (error instanceof NetworkError) return (t) => t.unreachable(baseUrl);
    const message = error instanceof Error ? error.message : String(error);
    return () => message;
  }

  private async detail(id: string): Promise<Business> {
    const unit = await getBusinessUnit(this.client, id);
    return {
      id: unit.id,
      displayName: unit.displayName,
      identifyingName: unit.name.identifying,
      country: unit.country,
      trustScore: unit.trustScore,
      reviews: unit.numberOfReviews.total,
    };
  }

  /** The platform's search, and on its first page the exact-name lookup ahead of it. */
  private async search(page: number): Promise<void> {
    const query = this.query.trim();
    if (!query) {
      this.searchMessage = (t) => t.typeName;
      return;
    }
    const country = this.country;
    // Only the latest search may write its results (an earlier one can answer later).
    const turn = ++this.searches;
    this.searching = true;
    this.searchMessage = (t) => t.searching;
    try {
      const [list, exact] = await Promise.all([
        searchBusinessUnits(this.client, {
          query,
          ...(country ? { country } : {}),
          page,
          perpage: PER_PAGE,
        }),
        page === 1
          ? findBusinessUnit(this.client, query).catch((error: unknown) => {
              if (error instanceof HttpError && error.status === 404) return undefined;
              throw error;
            })
          : undefined,
      ]);
      const ids = [
        ...new Set([...(exact ? [exact.id] : []), ...list.businessUnits.map((unit) => unit.id)]),
      ];
      const units = await Promise.all(ids.map((id) => this.detail(id)));
      if (turn !== this.searches) return;
      this.results = units.filter((unit) => !country || unit.country === country);
      this.page = page;
      this.more = list.links.some((link) => link.rel === 'next-page');
      const found = this.results.length;
      const where = (t: BuilderTexts) => (country ? t.countryName(country) : '');
      this.searchMessage = found
        ? (t) => t.found(found, query, where(t), page)
        : (t) => t.noResults(query, where(t));
    } catch (error) {
      if (turn !== this.searches) return;
      this.results = [];
      this.more = false;
      this.searchMessage = this.explain(error);
    } finally {
      if (turn === this.searches) this.searching = false;
    }
  }

  private pick(business: Business): void {
    this.businessUnitId = business.id;
    this.business = business;
    this.businessMessage = unsaid;
    this.querySelector<HTMLElement>('#builder-widget')?.focus();
  }

  /** A typed business unit ID: the platform says whose it is, or that it knows none. */
  private async verify(id: string): Promise<void> {
    this.business = undefined;
    this.businessMessage = unsaid;
    if (!id) return;
    try {
      const business = await this.detail(id);
      if (id === this.businessUnitId) this.business = business;
    } catch (error) {
      if (id !== this.businessUnitId) return;
      this.businessMessage =
        error instanceof HttpError && error.status === 404
          ? (t) => t.unknownBusiness(id)
          : this.explain(error);
    }
  }

  private get widget(): Widget | undefined {
    return this.catalogue?.widgets.find((widget) => widget.tag === this.tag);
  }

  /**
   * What the snippets hold, with the merchant's own addresses (a placeholder until given); the
   * preview draws the same markup with the builder's platform and sign-in page instead.
   */
  private choice(widget: Widget, preview = false): Choice {
    const base = preview ? this.baseUrl : this.apiAddress || API_PLACEHOLDER;
    const auth = preview ? this.authUrl : this.signInPage || SIGN_IN_PLACEHOLDER;
    return {
      widget,
      config: {
        'api-key': this.apiKey,
        ...(base ? { 'base-url': base } : {}),
        'business-unit-id': this.businessUnitId,
        ...(this.locale ? { locale: this.locale } : {}),
        ...(widget.owner && auth ? { 'auth-url': auth } : {}),
      },
      values: { ...this.themeValue(widget), ...this.values[widget.tag] },
      style: {
        ...(this.scheme === 'page' ? {} : PANELS[this.scheme]),
        ...(this.accent ? { '--rp-accent-color': this.accent } : {}),
        ...(this.fontSize ? { 'font-size': this.fontSize } : {}),
      },
      files: this.files,
    };
  }

  /** The preview draws once the business and the options the widget requires are given. */
  private ready(widget: Widget): boolean {
    const values = this.values[widget.tag] ?? {};
    return (
      !!this.businessUnitId &&
      widget.options.every((item) => !item.required || String(values[item.name] ?? '').trim())
    );
  }

  /** A widget with a `theme` of its own (the badge's logo) follows the builder's theme unless set. */
  private themeValue(widget: Widget): Record<string, string> {
    const theme = widget.options.find((item) => item.name === 'theme');
    return this.scheme !== 'page' && theme?.choices.includes(this.scheme)
      ? { theme: this.scheme }
      : {};
  }

  private setValue(name: string, value: string | boolean): void {
    const current = this.values[this.tag] ?? {};
    this.values = { ...this.values, [this.tag]: { ...current, [name]: value } };
  }

  protected override updated(): void {
    const widget = this.widget;
    if (!widget || !this.listen) return;
    // The preview was drawn afresh: hear what its widgets say about themselves.
    this.listen = false;
    for (const element of this.querySelectorAll(`.preview-frame ${widget.tag}`)) {
      element.addEventListener('error', (event) => {
        // A widget of an earlier draw, already replaced, speaks for no current option.
        if (!element.isConnected) return;
        const { error } = event as Event & { error?: Error };
        const message = error?.message ?? '';
        if (!this.previewMessages.includes(message)) {
          this.previewMessages = [...this.previewMessages, message];
        }
      });
    }
  }

  /** A product widget's SKU without reviews: the preview shows its empty state, and this says so. */
  private checkSku(widget: Widget): void {
    const sku = widget.options.some((item) => item.name === 'sku')
      ? String(this.values[widget.tag]?.sku ?? '').trim()
      : '';
    const key = `${this.apiKey} ${this.baseUrl} ${this.businessUnitId} ${sku}`;
    if (key === this.skuChecked) return;
    this.skuChecked = key;
    this.skuMessage = unsaid;
    if (!sku || !this.businessUnitId) return;
    getStarSummary(this.client, this.businessUnitId, sku.split(',')).then(
      (summary) => {
        if (key === this.skuChecked && summary.numberOfReviews.total === 0) {
          this.skuMessage = (t) => t.skuWithoutReviews(sku);
        }
      },
      // The preview's own error says why.
      () => {},
    );
  }

  private async copy(label: (t: BuilderTexts) => string, text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.copied = (t) => t.copied(label(t));
    } catch {
      this.copied = (t) => t.copyFailed(label(t));
    }
  }

  protected override render() {
    const widget = this.widget;
    const t = this.texts;
    return html`
      ${alerts([this.manifestMessage(t), this.setupMessage(t)])} ${this.renderConnection()}
      ${this.renderSearch()}
      ${
        this.catalogue && widget
          ? html`${this.renderWidget(widget)} ${this.renderPreview(widget)}
            ${this.renderCode(widget)}`
          : nothing
      }
    `;
  }

  private renderConnection() {
    const texts = this.texts;
    const apply = (event: SubmitEvent) => {
      event.preventDefault();
      const form = new FormData(event.target as HTMLFormElement);
      this.apiKey = String(form.get('api-key') ?? '').trim();
      const baseUrl = String(form.get('base-url') ?? '').trim();
      // A platform the merchant connects to is the one their snippets name, unless they gave one.
      if (baseUrl !== this.baseUrl) this.apiAddress ||= baseUrl;
      this.baseUrl = baseUrl;
    };
    return html`<section aria-labelledby="builder-connection" class="builder-section">
      <h2 id="builder-connection">${texts.connection}</h2>
      <form class="builder-row" @submit=${apply}>
        <label
          >${texts.apiKey} <input name="api-key" .value=${this.apiKey} autocomplete="off"
        /></label>
        <label
          >${texts.baseUrl}
          <input name="base-url" .value=${this.baseUrl} type="url" placeholder="https://" />
        </label>
        <button type="submit" class="secondary">${texts.connect}</button>
      </form>
    </section>`;
  }

  private renderSearch() {
    const texts = this.texts;
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      void this.search(1);
    };
    return html`<section aria-labelledby="builder-find" class="builder-section">
      <h2 id="builder-find">${texts.find}</h2>
      <form class="builder-row" role="search" @submit=${submit}>
        <label
          >${texts.nameOrDomain}
          <input
            id="builder-query"
            type="search"
            .value=${this.query}
            @input=${(event: Event) => (this.query = (event.target as HTMLInputElement).value)}
          />
        </label>
        <label
          >${texts.country}
          <select
            id="builder-country"
            @change=${(event: Event) => (this.country = (event.target as HTMLSelectElement).value)}
          >
            <option value="">${texts.anyCountry}</option>
            ${this.countries
              .map((code) => ({ code, name: texts.countryName(code) }))
              .sort((a, b) => a.name.localeCompare(b.name, this.uiLocale))
              .map(
                (item) =>
                  html`<option value=${item.code} ?selected=${item.code === this.country}>
                    ${item.name}
                  </option>`,
              )}
          </select>
        </label>
        <button type="submit" ?disabled=${this.searching}>${texts.search}</button>
      </form>
      <p class="builder-status" role="status">${this.searchMessage(texts)}</p>
      ${
        this.results.length
          ? html`<ul class="builder-results">
              ${this.results.map(
                (unit) =>
                  html`<li>
                    <span class="builder-result-name">${unit.displayName}</span>
                    <span>${unit.identifyingName}</span>
                    <span>${texts.countryName(unit.country)}</span>
                    <span>${texts.trustScore(unit.trustScore)}</span>
                    <span>${texts.reviews(unit.reviews)}</span>
                    <button
                      type="button"
                      class="secondary"
                      aria-label=${texts.useBusiness(unit.displayName)}
                      aria-pressed=${unit.id === this.businessUnitId}
                      @click=${() => this.pick(unit)}
                    >
                      ${texts.use}
                    </button>
                  </li>`,
              )}
            </ul>`
          : nothing
      }
      ${
        this.page > 1 || this.more
          ? html`<nav class="builder-row" aria-label=${texts.resultPages}>
              <button
                type="button"
                class="secondary"
                ?disabled=${this.page === 1 || this.searching}
                @click=${() => this.search(this.page - 1)}
              >
                ${texts.previous}
              </button>
              <button
                type="button"
                class="secondary"
                ?disabled=${!this.more || this.searching}
                @click=${() => this.search(this.page + 1)}
              >
                ${texts.next}
              </button>
            </nav>`
          : nothing
      }
      <label class="builder-id"
        >${texts.businessUnitId}
        <input
          id="builder-business-unit-id"
          .value=${this.businessUnitId}
          autocomplete="off"
          @change=${(event: Event) => {
            this.businessUnitId = (event.target as HTMLInputElement).value.trim();
            void this.verify(this.businessUnitId);
          }}
        />
      </label>
      <p class="builder-status" role="status" id="builder-business">
        ${
          this.business
            ? texts.chosen(this.business.displayName, this.business.identifyingName)
            : nothing
        }
      </p>
      ${alerts([this.businessMessage(texts)])}
    </section>`;
  }

  private renderOption(item: WidgetOption, values: Record<string, string | boolean>) {
    const texts = this.texts;
    const id = `builder-option-${item.name}`;
    const value = values[item.name];
    const set = (next: string | boolean) => this.setValue(item.name, next);
    const described = item.description ? `${id}-about` : nothing;
    const about = item.description
      ? html`<small id="${id}-about">${codeSpans(item.description)}</small>`
      : nothing;
    // The words a merchant reads, the attribute's name beside them for the code.
    const name = html`<span class="builder-option-name"
      >${texts.label(item.name)} <code>${item.name}</code></span
    >`;
    if (item.kind === 'boolean') {
      return html`<div class="builder-option">
        <label class="builder-check"
          ><input
            id=${id}
            type="checkbox"
            .checked=${value === true}
            aria-describedby=${described}
            @change=${(event: Event) => set((event.target as HTMLInputElement).checked)}
          />
          ${name}</label
        >${about}
      </div>`;
    }
    const chosen = typeof value === 'string' && value ? value : item.fallback;
    const input =
      item.kind === 'choice'
        ? html`<select
            id=${id}
            aria-describedby=${described}
            @change=${(event: Event) => set((event.target as HTMLSelectElement).value)}
          >
            ${item.choices.map(
              (choice) =>
                html`<option value=${choice} ?selected=${choice === chosen}>
                  ${texts.value(item.name, choice)}
                </option>`,
            )}
          </select>`
        : html`<input
            id=${id}
            type=${item.kind === 'number' ? 'number' : 'text'}
            .value=${typeof value === 'string' ? value : ''}
            placeholder=${item.fallback}
            ?required=${item.required}
            aria-describedby=${described}
            @change=${(event: Event) => set((event.target as HTMLInputElement).value.trim())}
          />`;
    return html`<div class="builder-option">
      <label for=${id}>${name}</label>${input}${this.renderPick(item, value)}${about}
    </div>`;
  }

  /** The owner's catalogue beside a SKU (one to pick) or product IDs (one more to add). */
  private renderPick(item: WidgetOption, value: string | boolean | undefined) {
    const texts = this.texts;
    const current = typeof value === 'string' ? value : '';
    const ids = item.name === 'product-ids';
    if ((item.name !== 'sku' && !ids) || !this.products.length) return nothing;
    const listed = current.split(',').map((part) => part.trim());
    const pick = (event: Event) => {
      const picked = (event.target as HTMLSelectElement).value;
      const next = ids && current ? [...new Set([...listed, picked])].join(',') : picked;
      this.setValue(item.name, next);
      if (ids) (event.target as HTMLSelectElement).value = '';
    };
    return html`<label
      >${texts.yourProducts}
      <select id="builder-option-${item.name}-pick" @change=${pick}>
        <option value="">${ids ? texts.addProduct : texts.pickProduct}</option>
        ${this.products.map((product) => {
          const code = ids ? product.id : product.sku;
          return html`<option value=${code} ?selected=${!ids && code === current}>
            ${product.title} (${code})
          </option>`;
        })}
      </select></label
    >`;
  }

  private renderWidget(widget: Widget) {
    const texts = this.texts;
    const { values } = this.choice(widget);
    return html`<section aria-labelledby="builder-options" class="builder-section">
      <h2 id="builder-options">${texts.widgetSection}</h2>
      <div class="builder-row">
        <label
          >${texts.widget}
          <select
            id="builder-widget"
            @change=${(event: Event) => (this.tag = (event.target as HTMLSelectElement).value)}
          >
            ${this.catalogue!.widgets.map(
              (item) =>
                html`<option value=${item.tag} ?selected=${item.tag === widget.tag}>
                  &lt;${item.tag}&gt; · ${item.summary}
                </option>`,
            )}
          </select>
        </label>
        <label
          >${texts.language}
          <select
            id="builder-locale"
            @change=${(event: Event) => (this.locale = (event.target as HTMLSelectElement).value)}
          >
            <option value="" ?selected=${!this.locale}>${texts.pageLanguage}</option>
            ${this.locales.map(
              (item) =>
                html`<option
                  value=${item.locale}
                  lang=${item.locale}
                  ?selected=${item.locale === this.locale}
                >
                  ${item.name}
                </option>`,
            )}
          </select>
        </label>
        ${radios(
          texts.theme,
          'builder-scheme',
          (['page', 'light', 'dark'] as const).map((scheme) => ({
            value: scheme,
            label: texts[scheme === 'page' ? 'pageColours' : scheme],
          })),
          this.scheme,
          (scheme) => (this.scheme = scheme),
        )}
        <label
          >${texts.accent}
          <input
            id="builder-accent"
            type="color"
            .value=${this.accent || '#1f6b4f'}
            @change=${(event: Event) => (this.accent = (event.target as HTMLInputElement).value)}
          />
        </label>
        ${
          this.accent
            ? html`<button type="button" class="secondary" @click=${() => (this.accent = '')}>
                ${texts.noAccent}
              </button>`
            : nothing
        }
        <label
          >${texts.fontSize}
          <select
            id="builder-font-size"
            @change=${(event: Event) => (this.fontSize = (event.target as HTMLSelectElement).value)}
          >
            <option value="">${texts.pageFont}</option>
            ${FONT_SIZES.map(
              (size) =>
                html`<option value=${size} ?selected=${size === this.fontSize}>${size}</option>`,
            )}
          </select>
        </label>
      </div>
      ${widget.owner ? html`<p class="builder-note">${texts.ownerElement(widget.tag)}</p>` : nothing}
      <fieldset class="builder-options">
        <legend>${texts.attributesOf(widget.tag)}</legend>
        ${widget.options.map((item) => this.renderOption(item, values))}
      </fieldset>
    </section>`;
  }

  private renderPreview(widget: Widget) {
    const texts = this.texts;
    const ready = this.ready(widget);
    const drawn = ready ? unsafeHTML(markup(this.choice(widget, true))) : nothing;
    const values = this.values[widget.tag] ?? {};
    const missing = widget.options.filter(
      (item) => item.required && !String(values[item.name] ?? '').trim(),
    );
    // The merchant's page around the widget, as a page of that background sets its text.
    const dark = darkBackground(this.pageBackground);
    const page = `background: ${this.pageBackground}; color-scheme: ${dark ? 'dark' : 'light'}; color: ${dark ? '#ececf0' : '#1d1d20'}`;
    const frame = (name: 'wide' | 'narrow', caption: string) =>
      html`<figure class="preview-${name}">
        <figcaption>${caption}</figcaption>
        <div class="preview-frame" style=${page}>${drawn}</div>
      </figure>`;
    return html`<section aria-labelledby="builder-preview" class="builder-section">
      <h2 id="builder-preview">${texts.preview}</h2>
      ${
        !this.businessUnitId
          ? html`<p class="builder-note">${texts.pickFirst}</p>`
          : missing.length
            ? html`<p class="builder-note">
                ${texts.needOption(missing.map((item) => texts.label(item.name)).join(', '))}
              </p>`
            : nothing
      }
      ${alerts([
        this.skuMessage(texts),
        ...this.previewMessages.map((message) => texts.previewFailed(message)),
      ])}
      <label class="builder-page-background"
        >${texts.pageBackground}
        <input
          id="builder-page-background"
          type="color"
          .value=${this.pageBackground}
          @change=${(event: Event) =>
            (this.pageBackground = (event.target as HTMLInputElement).value)}
        />
      </label>
      <div class="builder-previews">
        ${frame('wide', texts.pageWidth)} ${frame('narrow', texts.narrow)}
      </div>
    </section>`;
  }

  /** What the merchant still has to give before the snippet works on their page. */
  private warnings(widget: Widget): string[] {
    const texts = this.texts;
    const ids = widget.options.some((item) => item.name === 'product-ids')
      ? String(this.values[widget.tag]?.['product-ids'] ?? '').trim()
      : undefined;
    const known = new Set(this.products.map((product) => product.id));
    const unknown = (ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id && this.products.length && !known.has(id));
    return [
      this.apiAddress ? '' : texts.needApiAddress(API_PLACEHOLDER),
      widget.owner && !this.signInPage ? texts.needSignInPage(SIGN_IN_PLACEHOLDER) : '',
      ids === '' ? texts.needProducts : '',
      unknown.length ? texts.unknownProducts(unknown.join(', ')) : '',
      this.files.from === 'cdn' ? texts.cdnUnpublished(VERSION) : '',
    ].filter(Boolean);
  }

  /** Where the snippet's widgets find the platform, the sign-in page and the script files. */
  private renderSite(widget: Widget) {
    const texts = this.texts;
    const files = this.files;
    const value = (event: Event) => (event.target as HTMLInputElement).value.trim();
    return html`<fieldset class="builder-site">
      <legend>${texts.yourSite}</legend>
      <div class="builder-row">
        <label
          >${texts.apiAddress}
          <input
            id="builder-api-address"
            type="url"
            placeholder="https://"
            autocomplete="off"
            .value=${this.apiAddress}
            @change=${(event: Event) => (this.apiAddress = value(event))}
          />
        </label>
        ${
          widget.owner
            ? html`<label
                >${texts.signInPage}
                <input
                  id="builder-sign-in-page"
                  type="url"
                  placeholder="https://"
                  autocomplete="off"
                  .value=${this.signInPage}
                  @change=${(event: Event) => (this.signInPage = value(event))}
                />
              </label>`
            : nothing
        }
        ${radios(
          texts.scriptFiles,
          'builder-files',
          [
            { value: 'site' as const, label: texts.fromSite },
            { value: 'cdn' as const, label: texts.fromCdn(VERSION) },
          ],
          files.from,
          (from) => (this.files = { ...files, from }),
        )}
        ${
          files.from === 'site'
            ? html`<label
                >${texts.filesFolder}
                <input
                  id="builder-files-folder"
                  placeholder=${SITE_FOLDER}
                  autocomplete="off"
                  .value=${files.folder}
                  @change=${(event: Event) =>
                    (this.files = { ...files, folder: value(event) || SITE_FOLDER })}
                />
              </label>`
            : nothing
        }
      </div>
      ${this.warnings(widget).map(
        (warning) =>
          html`<p class="builder-warning">
            ${warning
              .split(/(YOUR_[A-Z_]+)/)
              .map((part, index) => (index % 2 ? html`<code>${part}</code>` : part))}
          </p>`,
      )}
    </fieldset>`;
  }

  private renderCode(widget: Widget) {
    const texts = this.texts;
    const choice = this.choice(widget);
    type Key = 'scriptTag' | 'react' | 'vue' | 'plain' | 'email';
    const snippets: { id: string; key: Key; code: string }[] = [
      { id: 'script', key: 'scriptTag', code: scriptSnippet(choice) },
      { id: 'react', key: 'react', code: reactSnippet(choice) },
      { id: 'vue', key: 'vue', code: vueSnippet(choice) },
      { id: 'plain', key: 'plain', code: plainSnippet(choice) },
    ];
    const email = emailSnippet(choice);
    if (email) snippets.push({ id: 'email', key: 'email', code: email });
    return html`<section aria-labelledby="builder-code" class="builder-section">
      <h2 id="builder-code">${texts.code}</h2>
      ${this.renderSite(widget)}
      <p class="builder-status" role="status" id="builder-copied">${this.copied(texts)}</p>
      ${snippets.map(
        (snippet) =>
          html`<div class="builder-snippet">
            <h3 id="builder-${snippet.id}-title">${texts[snippet.key]}</h3>
            <pre
              id="builder-${snippet.id}"
              tabindex="0"
              aria-labelledby="builder-${snippet.id}-title"
            ><code>${snippet.code}</code></pre>
            <button
              type="button"
              class="secondary"
              @click=${() => this.copy((t) => t[snippet.key], snippet.code)}
            >
              ${texts.copy(texts[snippet.key])}
            </button>
          </div>`,
      )}
      ${email ? this.renderEmailPreview(widget) : nothing}
    </section>`;
  }

  /**
   * The e-mail HTML of the preview's business, 600 px wide on a light and a dark mail page, made
   * in Node by the demo's dev server (`demo/email-page.ts`, the same renderEmail the command runs).
   */
  private renderEmailPreview(widget: Widget) {
    const texts = this.texts;
    const choice = this.choice(widget, true);
    const query = (scheme: string) =>
      new URLSearchParams({
        widget: emailWidget(choice),
        'business-unit-id': this.businessUnitId,
        ...(this.locale ? { locale: this.locale } : {}),
        scheme,
      }).toString();
    return html`<div class="builder-email">
      ${(['light', 'dark'] as const).map(
        (scheme) =>
          html`<iframe
            id="builder-email-${scheme}"
            title=${scheme === 'light' ? texts.emailLight : texts.emailDark}
            src="./email-preview.html?${query(scheme)}"
            width="600"
            height="360"
          ></iframe>`,
      )}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'widget-builder': WidgetBuilder;
  }
}
