import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ReadMore } from '../review-list/review-card.js';

/**
 * The cards' clamped texts: which ones the clamp cuts (measured after layout) and which ones the
 * shopper opened, by the text's id, as the Read more toggle of each card needs them.
 */
export class Clamps implements ReactiveController {
  private clamped = new Set<string>();
  private expanded = new Set<string>();
  /**
   * Measures the clamped texts when their size changes (first layout, a resize, fonts): after
   * layout, reading only the texts that changed, so no render forces a layout of its own.
   * Made on first use: a server render makes the element where there is no ResizeObserver.
   */
  private sizesObserver?: ResizeObserver;

  constructor(private readonly host: ReactiveControllerHost & { renderRoot: ParentNode }) {
    host.addController(this);
  }

  private get sizes(): ResizeObserver {
    return (this.sizesObserver ??= new ResizeObserver((entries) => this.measure(entries)));
  }

  hostUpdated(): void {
    // Observing a text twice is a no-op; removed texts drop out of the observer by themselves.
    for (const text of this.host.renderRoot.querySelectorAll('.text.clamp'))
      this.sizes.observe(text);
  }

  hostDisconnected(): void {
    this.sizes.disconnect();
  }

  private measure(entries: ResizeObserverEntry[]): void {
    let changed = false;
    for (const { target } of entries) {
      const text = target as HTMLElement;
      if (!text.classList.contains('clamp')) continue;
      const cut = text.scrollHeight > text.clientHeight + 1;
      if (cut !== this.clamped.has(text.id)) {
        changed = true;
        if (cut) this.clamped.add(text.id);
        else this.clamped.delete(text.id);
      }
    }
    if (changed) this.host.requestUpdate();
  }

  /** The Read more toggle of the text `id`, named `more` and `less`. */
  of(id: string, more: string, less: string): ReadMore {
    const expanded = this.expanded.has(id);
    return {
      id,
      expanded,
      clamped: this.clamped.has(id),
      more,
      less,
      toggle: () => {
        if (expanded) this.expanded.delete(id);
        else this.expanded.add(id);
        this.host.requestUpdate();
      },
    };
  }
}
