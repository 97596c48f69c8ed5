import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { ReviewMessages } from './messages.js';
import type { Photo } from '../shared/review-card.js';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/**
 * A review's photos, large, in a modal `<dialog>`: the browser keeps focus inside and closes it
 * on Escape; the arrow keys move between photos (mirrored in right-to-left text). On closing,
 * focus returns to the thumbnail that opened it.
 */
export class Lightbox implements ReactiveController {
  photos: Photo[] = [];
  index = 0;
  private opener?: HTMLElement;

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.photos = [];
  }

  async open(photos: Photo[], index: number, opener: HTMLElement): Promise<void> {
    this.photos = photos;
    this.index = index;
    this.opener = opener;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.renderRoot.querySelector('dialog')?.showModal();
  }

  step(by: number): void {
    const count = this.photos.length;
    this.index = (this.index + by + count) % count;
    this.host.requestUpdate();
  }

  /** Closes the dialog (if open) and returns focus; also runs on the dialog's own `close`. */
  private close = () => {
    if (!this.photos.length) return;
    this.host.renderRoot.querySelector('dialog')?.close();
    this.photos = [];
    this.host.requestUpdate();
    this.opener?.focus();
  };

  /**
   * Arrows step through the photos. Escape is handled here too rather than left to the dialog's
   * `cancel`/`close` events, which a background tab delivers late.
   */
  private keydown = (event: KeyboardEvent) => {
    const direction = { ArrowRight: 1, ArrowLeft: -1, Escape: 0 }[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    if (direction) this.step(this.host.matches(':dir(rtl)') ? -direction : direction);
    else this.close();
  };

  render(m: ReviewMessages) {
    const photo = this.photos[this.index];
    if (!photo) return nothing;
    const count = this.photos.length;
    const name = m.photo(this.index + 1, count);
    return html`<dialog
      part="lightbox"
      aria-label=${name}
      @close=${this.close}
      @keydown=${this.keydown}
    >
      <img src=${photo.full} alt=${name} />
      <p>
        ${
          count > 1
            ? html`<button class="prev" aria-label=${m.previousPhoto} @click=${() => this.step(-1)}>
                  ‹
                </button>
                <span aria-live="polite">${name}</span>
                <button class="next" aria-label=${m.nextPhoto} @click=${() => this.step(1)}>
                  ›
                </button>`
            : nothing
        }
        <button class="close" autofocus @click=${this.close}>${m.close}</button>
      </p>
    </dialog>`;
  }
}
