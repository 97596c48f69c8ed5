import { LitElement, adoptStyles } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { rpConfigContext, type RpConfigValue } from '../core/context.js';
import {
  ConfigError,
  displayLocale,
  mergeConfig,
  resolveConfig,
  type ResolvedConfig,
} from '../core/resolve.js';
import { configUndefined } from '../core/definition.js';
import type { Words } from '../core/catalogue.js';
import { prepareLocale } from './messages.js';
import { renderTurn } from './render-slices.js';
import { isPreloaded } from '../core/widget-task.js';
import { hydrationFor, type Hydration } from '../core/hydration.js';

const attributeNames = { apiKey: 'api-key', businessUnitId: 'business-unit-id' } as const;

/**
 * The configuration attributes every `rp-*` element shares. Values set on an element win over
 * those of its nearest `<rp-config>` ancestor.
 */
export class RpElement extends LitElement {
  /** The platform API key (public calls). */
  @property({ attribute: 'api-key', reflect: false }) apiKey?: string;

  /** Absolute or same-origin API address; the page's origin when absent. */
  @property({ attribute: 'base-url' }) baseUrl?: string;

  /** The business unit whose data is shown. */
  @property({ attribute: 'business-unit-id' }) businessUnitId?: string;

  /** BCP 47 locale for texts, numbers and dates; defaults to the page's `lang`, then `en-US`. */
  @property() locale?: string;

  /** Address of the platform's hosted authorization page (owner sign-in): https, or http on localhost. */
  @property({ attribute: 'auth-url' }) authUrl?: string;

  /** Milliseconds a call may take before the widget shows its failed state. Default 10000. */
  @property() timeout?: string;

  /**
   * Seconds the public aggregates drawn (ratings, the business's score, star words and images)
   * are kept in the tab, so the shopper's next page draws them at once; `0` keeps none. Default
   * 300, at most 600. Review texts and names are never kept.
   */
  @property({ attribute: 'store-ttl' }) storeTtl?: string;

  @consume({ context: rpConfigContext, subscribe: true })
  @state()
  protected inheritedConfig?: RpConfigValue;

  /** The page's hydration, while the first update hydrates a shadow root the server drew. */
  private hydrating?: Hydration;

  /**
   * A shadow root the server drew is hydrated when `rp-widgets/hydrate` can use the data
   * embedded with it. Otherwise (data stale, missing, failing the checks or drawn for other
   * attributes, or no hydration on the page) the server's nodes are replaced once: the root is
   * emptied and drawn afresh, as a client-rendered element's.
   */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    // Only a server-rendered element (a shadow root, a child with its data) asks for hydration.
    const served = this.shadowRoot ?? this.firstElementChild;
    const hydration = served ? hydrationFor(this) : undefined;
    const usable = hydration?.claim(this);
    if (!this.shadowRoot || usable) {
      if (this.shadowRoot) this.hydrating = hydration;
      return super.createRenderRoot();
    }
    // attachShadow on a declarative shadow root empties it (the server's styles too).
    const { shadowRootOptions, elementStyles } = this.constructor as typeof LitElement;
    const root = this.attachShadow(shadowRootOptions);
    adoptStyles(root, elementStyles);
    return root;
  }

  override connectedCallback(): void {
    // Forget the old ancestor's values: after a move, the new ancestor (if any) answers afresh.
    this.inheritedConfig = undefined;
    super.connectedCallback();
    prepareLocale(displayLocale(this.config, this));
  }

  /**
   * Whether the first update waits one microtask, so that the summary batch of the
   * `<rp-stars>` connected before this element in the same task leaves before it draws; it
   * still draws before any paint. `<rp-config>` does not wait (the elements inside need its
   * values for their requests), nor do widgets whose first update draws nothing
   * (`holdFirstDraw`).
   */
  protected static waitsForRequests = true;

  private waitedForRequests = false;

  /** Set while the first draw waits (see `holdFirstDraw`); cleared by the render that draws. */
  private heldDraw?: Promise<void>;
  private drawHeld = false;
  /** The held draw `updateComplete` waits for: one held for a microtask only. */
  private awaitedDraw?: Promise<void>;

  /**
   * Called first thing in `render()` by a widget whose first update only starts its requests;
   * true means "draw nothing". The first render draws nothing, and so does every render while
   * `waiting` (no answer yet) until the hold ends: one microtask later, after the summary batch
   * of the widgets connected in the same task has left (while the page is still being parsed,
   * the batch waits for the next task and leaves after the draw), with no paint between and
   * `updateComplete` waiting for it; or when `wait` settles (`updateComplete` does not wait for
   * that). An answer that arrives before is drawn at once.
   */
  protected holdFirstDraw(waiting: boolean, wait?: () => Promise<unknown>): boolean {
    // Data drawn on the server is drawn at once, as the server drew it (hydration).
    if (!this.drawHeld && isPreloaded(this)) this.drawHeld = true;
    if (!this.drawHeld) {
      this.drawHeld = true;
      const end = () => {
        if (this.heldDraw !== held) return;
        this.heldDraw = undefined;
        this.requestUpdate();
      };
      const held: Promise<void> = (wait ? wait() : Promise.resolve()).then(end, end);
      this.heldDraw = held;
      if (!wait) this.awaitedDraw = held;
      return true;
    }
    if (this.heldDraw && waiting) return true;
    this.heldDraw = this.awaitedDraw = undefined;
    return false;
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let result = await super.getUpdateComplete();
    const held = this.awaitedDraw;
    if (held) {
      // The drawing update has been asked for once `held` has settled.
      await held;
      result = await super.getUpdateComplete();
    }
    // An update drawn without words (its catalogue loads) is complete with the draw in words.
    const words = this.wordsLoading;
    if (!words) return result;
    await words;
    return this.getUpdateComplete();
  }

  /**
   * The first update goes ahead at once (after the wait above): it reserves the element's
   * space, as does the draw held for a microtask by `holdFirstDraw`. Later renders wait their
   * turn when many elements render at once (`render-slices.ts`).
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (!this.hasUpdated) {
      if (this.hydrating) {
        // It hydrates with its words in: drawn without them (its catalogue loading) the first
        // draw would differ from the server's HTML, which stays shown meanwhile.
        const words = this.hydrating.words(displayLocale(this.config, this));
        this.hydrating = undefined;
        const next = () => this.scheduleUpdate();
        if (words) return words.then(next, next);
      }
      if (this.waitedForRequests || !(this.constructor as typeof RpElement).waitsForRequests) {
        return super.scheduleUpdate();
      }
      this.waitedForRequests = true;
      return Promise.resolve().then(() => this.scheduleUpdate());
    }
    const turn = this.awaitedDraw ? undefined : renderTurn();
    return turn ? turn.then(() => this.scheduleUpdate()) : super.scheduleUpdate();
  }

  /**
   * The element's words in `locale`, or undefined while its catalogue loads (once per page and
   * language); the element draws again when it is in. Widgets keep their reserved, wordless
   * shape until then: no flash of English before the shop's language.
   */
  protected wordsFor<T>(words: Words<T>, locale: string): T | undefined {
    const found = words.get(locale);
    if (!found) {
      const loading = words.load(locale).then(() => {
        if (this.wordsLoading === loading) this.wordsLoading = undefined;
        if (displayLocale(this.config, this) === locale) this.requestUpdate();
      });
      this.wordsLoading = loading;
    }
    return found;
  }

  /** The catalogue the last draw lacked, while it loads: `updateComplete` waits for it. */
  private wordsLoading?: Promise<void>;

  /** This element's own values merged over the ancestor's. */
  protected get config(): RpConfigValue {
    return mergeConfig(
      {
        apiKey: this.apiKey,
        baseUrl: this.baseUrl,
        businessUnitId: this.businessUnitId,
        locale: this.locale,
        authUrl: this.authUrl,
        timeout: this.timeout,
        storeTtl: this.storeTtl,
      },
      this.inheritedConfig,
    );
  }

  /**
   * The resolved configuration, or a `ConfigError` naming the first missing attribute.
   * Widgets call it inside their data task, so the error reaches the `error` event.
   */
  protected requireConfig(...required: (keyof typeof attributeNames)[]): ResolvedConfig {
    const config = resolveConfig(this.config, this);
    for (const key of required) {
      if (!config[key] && configUndefined(this)) {
        throw new ConfigError(
          `<rp-config> is not defined, so <${this.localName}> inside it has no ${attributeNames[key]}: load rp-widgets/config/define (or the CDN's elements/config.js) too.`,
        );
      }
      if (!config[key]) {
        throw new ConfigError(
          `missing ${attributeNames[key]}: set it on <${this.localName}> or on an <rp-config> ancestor.`,
        );
      }
    }
    return config;
  }
}
