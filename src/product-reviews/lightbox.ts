import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { renderStars } from '../shared/stars.js';
import type { ReviewMessages } from '../review-list/messages.js';
import type { Slide } from '../review-list/review-card.js';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** CSS pixels a finger must move sideways, more than up or down, to change the photo. */
const SWIPE = 40;

/**
 * Photos, large, with the review each belongs to, in a modal `<dialog>`: the browser keeps focus
 * inside and closes it on Escape; the arrow keys and a sideways swipe move between photos
 * (mirrored in right-to-left text); a click on the backdrop closes it. On closing, focus returns
 * to the thumbnail that opened it.
 */
export class Lightbox implements ReactiveController {
  slides: Slide[] = [];
  index = 0;
  private opener?: HTMLElement;
  /** Where a press began: a swipe is measured from it, a backdrop click must start there. */
  private press?: { x: number; y: number; backdrop: boolean };

  constructor(private readonly host: Host) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.slides = [];
  }

  async open(slides: Slide[], index: number, opener: HTMLElement): Promise<void> {
    this.slides = slides;
    this.index = index;
    this.opener = opener;
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.host.renderRoot.querySelector('dialog')?.showModal();
  }

  step(by: number): void {
    const count = this.slides.length;
    this.index = (this.index + by + count) % count;
    this.host.requestUpdate();
  }

  /** +1 for the reading direction's "forward", mirrored in right-to-left text. */
  private forward = (by: number) => this.step(this.host.matches(':dir(rtl)') ? -by : by);

  /** Closes the dialog (if open) and returns focus; also runs on the dialog's own `close`. */
  private close = () => {
    if (!this.slides.length) return;
    this.host.renderRoot.querySelector('dialog')?.close();
    this.slides = [];
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
    if (direction) this.forward(direction);
    else this.close();
  };

  /** The dialog's own box is the backdrop: its content fills it without a gap. */
  private pointerdown = (event: PointerEvent) => {
    const backdrop = event.target === event.currentTarget;
    this.press = { x: event.clientX, y: event.clientY, backdrop };
  };

  /** A sideways swipe on the photo: towards the start shows the next one. */
  private pointerup = (event: PointerEvent) => {
    const press = this.press;
    if (!press || press.backdrop) return;
    const dx = event.clientX - press.x;
    if (Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(event.clientY - press.y)) {
      this.forward(dx < 0 ? 1 : -1);
    }
  };

  /** Closes on a click that began and ended on the backdrop, never on one inside the content. */
  private click = (event: MouseEvent) => {
    const began = this.press?.backdrop ?? true;
    this.press = undefined;
    if (event.target === event.currentTarget && began) this.close();
  };

  render(m: ReviewMessages) {
    const slide = this.slides[this.index];
    if (!slide) return nothing;
    const { photo, item } = slide;
    const count = this.slides.length;
    const name = m.photo(this.index + 1, count);
    return html`<dialog
      part="lightbox"
      aria-label=${name}
      @close=${this.close}
      @keydown=${this.keydown}
      @pointerdown=${this.pointerdown}
      @pointerup=${this.pointerup}
      @pointercancel=${() => (this.press = undefined)}
      @click=${this.click}
    >
      <div class="frame">
        <img src=${photo.full} alt=${name} draggable="false" />
        <div class="about">
          <p class="meta">
            <span role="img" aria-label=${m.outOf5(String(item.stars))}
              >${renderStars(item.stars)}</span
            >
            <span class="name" dir="auto">${item.name}</span>
          </p>
          ${item.content ? html`<p class="text clamp" dir="auto">${item.content}</p>` : nothing}
        </div>
        <p class="controls">
          ${
            count > 1
              ? html`<button
                    class="prev"
                    aria-label=${m.previousPhoto}
                    @click=${() => this.step(-1)}
                  >
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
      </div>
    </dialog>`;
  }
}
