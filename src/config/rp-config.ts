import { css, html } from 'lit';
import { ContextProvider } from '@lit/context';
import { RpElement } from '../shared/rp-element.js';
import { rpConfigContext, type RpConfigValue } from '../core/context.js';
import { clientSlot, slotOf, withSlot } from '../core/client-context.js';
import { resolveConfig } from '../core/resolve.js';

function sameConfig(a: RpConfigValue, b: RpConfigValue): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof RpConfigValue>;
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * Gives configuration to every `rp-*` element inside it. An element's own attribute overrides the
 * value it would get from here, and a nested `<rp-config>` overrides its ancestor the same way.
 *
 * @summary Shared configuration for the widgets inside it.
 * @tag rp-config
 *
 * @slot - The widgets (and any other content) that use this configuration.
 */
export class RpConfig extends RpElement {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  /**
   * Offers the configuration with the slot of its client (`withSlot`): one client for this
   * configuration, made again only when its key, address or timeout change.
   */
  private readonly provider = new ContextProvider(this, { context: rpConfigContext });

  /** Offered from connection on: the elements inside start their requests before any render. */
  override connectedCallback(): void {
    super.connectedCallback();
    this.offer();
  }

  /**
   * A changed value is offered at once, not at this element's next update: an element added
   * inside in the same task (a framework places children before it sets the parent's
   * attributes) must ask with the new value.
   */
  override requestUpdate(...args: Parameters<RpElement['requestUpdate']>): void {
    super.requestUpdate(...args);
    if (args[0] !== undefined && this.provider && this.isConnected) this.offer();
  }

  private offer(): void {
    const next = this.config;
    const current = this.provider.value;
    const slot = this.clientOf(next);
    if (!current || !sameConfig(current, next) || slotOf(current) !== slot) {
      this.provider.setValue(withSlot(next, slot));
    }
  }

  private clientOf(value: RpConfigValue) {
    try {
      const resolved = resolveConfig(value, this);
      // The enclosing <rp-config>'s client is shared when this one changes none of the three.
      return clientSlot(resolved, this.offeredClient, slotOf(this.provider.value));
    } catch {
      // An unusable configuration: the elements inside report it when they resolve it.
      return undefined;
    }
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'rp-config': RpConfig;
  }
}
