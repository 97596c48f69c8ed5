import { LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { rpConfigContext, type RpConfigValue } from '../core/context.js';
import { displayLocale, mergeConfig, requireConfig } from '../core/resolve.js';
import type { ConfigKey, ResolvedConfig } from '../core/resolve.js';
import { HydrationRoot } from '../core/hydration.js';
import { DrawWaits } from '../core/draw.js';
import { renderTurn } from '../core/render-slices.js';
import { prepareLocale } from './messages.js';
import { slotOf } from '../core/client-context.js';

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
  /** Seconds ratings drawn are kept in the tab for the next page (0: none). Default 300, max 600. */
  @property({ attribute: 'store-ttl' }) storeTtl?: string;

  @consume({ context: rpConfigContext, subscribe: true })
  @state()
  protected inheritedConfig?: RpConfigValue;

  /** @internal The slot of the client its `<rp-config>` offers with the configuration. */
  get offeredClient() {
    return slotOf(this.inheritedConfig);
  }

  private readonly root = new HydrationRoot(this, () => displayLocale(this.config, this));
  /** @internal What the next draw waits for besides its data (its words): see `DrawWaits`. */
  readonly waits = new DrawWaits(this);

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.root.create(() => super.createRenderRoot());
  }

  override connectedCallback(): void {
    // Forget the old ancestor's values: after a move, the new ancestor (if any) answers afresh.
    this.inheritedConfig = undefined;
    super.connectedCallback();
    prepareLocale(displayLocale(this.config, this));
  }

  /** Set by `drawNow`: the next update takes no render turn. */
  private drawNext = false;

  /** @internal Asks for an update that draws before the next paint, taking no render turn. */
  drawNow(): void {
    this.drawNext = true;
    this.requestUpdate();
  }

  /** Updates after the first drawn take turns when many elements draw at once (`renderTurn`). */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const now = !this.hasUpdated || this.drawNext;
    this.drawNext = false;
    if (now) return super.scheduleUpdate();
    return renderTurn(() => super.scheduleUpdate())?.then(() => this.scheduleUpdate());
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return this.root.ready(changed);
  }

  /** Complete once drawn with what it waited for. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    return (await this.waits.settled()) ? this.getUpdateComplete() : result;
  }

  /** This element's own values merged over the ancestor's. */
  protected get config(): RpConfigValue {
    return mergeConfig(this, this.inheritedConfig);
  }

  /** The resolved configuration, or a `ConfigError` naming the first missing attribute. */
  protected requireConfig(...required: ConfigKey[]): ResolvedConfig {
    return requireConfig(this, this.config, required);
  }
}
