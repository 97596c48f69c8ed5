import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { BusinessReviewMessages } from './messages.js';

/** Milliseconds a slide stays before the next one while the carousel rotates (`autoplay`). */
const ROTATION = 6000;

/** What the carousel asks of its element. */
export interface CarouselOptions {
  /** Whether the slide show may turn: `autoplay`, the carousel layout and slides to show. */
  turns(): boolean;
  /** The shopper nears the end of the track: the next page, if there is one. */
  nearEnd(): void;
}

/**
 * The carousel's slides and buttons, and its state: the first slide in view, the end, the slides
 * in view (the others are inert), and the slide show's timer, which turns exactly while
 * `turns()` holds and nothing pauses it (the stop button, a pointer over it, focus inside, the
 * element off screen).
 */
export class Carousel implements ReactiveController {
  /** The first slide in view, from 0, and whether the track is scrolled to its end. */
  current = 0;
  atEnd = false;
  /** The shopper stopped the slide show with its button. */
  private stopped = false;
  private hovered = false;
  private focused = false;
  private offScreen = false;
  /** Slides at least half in the track's view; the others are inert (no tab stops). */
  private inView = new Set<number>([0]);
  private slidesObserver?: IntersectionObserver;
  private observedTrack?: Element;
  private timer?: ReturnType<typeof setInterval>;
  private observer?: IntersectionObserver;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode },
    private readonly options: CarouselOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.observer = new IntersectionObserver(([entry]) => {
      this.offScreen = !entry!.isIntersecting;
      this.rotate();
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.slidesObserver?.disconnect();
    this.observedTrack = undefined;
    this.rotate();
  }

  hostUpdated(): void {
    this.rotate();
    this.watchSlides();
  }

  /** Back to the first slide (a new list), within the element's update. */
  reset(): void {
    [this.current, this.atEnd] = [0, false];
  }

  /** Sets where the track stands, drawing again only when it moved. */
  private at(current: number, atEnd = this.atEnd): void {
    if (current === this.current && atEnd === this.atEnd) return;
    [this.current, this.atEnd] = [current, atEnd];
    this.host.requestUpdate();
  }

  /** Watches the slides of the track drawn now (a new track after a change of filters). */
  private watchSlides(): void {
    const track = this.track;
    if (!track) return;
    if (track !== this.observedTrack) {
      this.slidesObserver?.disconnect();
      this.observedTrack = track;
      this.slidesObserver = new IntersectionObserver(
        (entries) => {
          const next = new Set(this.inView);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.intersectionRatio >= 0.5) next.add(index);
            else next.delete(index);
          }
          if ([...next].join() === [...this.inView].join()) return;
          this.inView = next;
          this.host.requestUpdate();
        },
        { root: track, threshold: [0, 0.5, 1] },
      );
    }
    // Observing a slide twice is a no-op.
    for (const slide of track.children) this.slidesObserver!.observe(slide);
  }

  /** Runs the slide show's timer exactly while it should turn. */
  private rotate(): void {
    const turning =
      this.options.turns() &&
      this.host.isConnected &&
      !(this.stopped || this.hovered || this.focused || this.offScreen);
    if (turning && !this.timer) this.timer = setInterval(() => this.step(1, true), ROTATION);
    if (!turning && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private get track(): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>('.track');
  }

  /**
   * Scrolls the track so slide `current + by` starts it; the snap and `scroll-behavior` (smooth,
   * instant for reduced motion) do the rest. The slide show wraps round at the end.
   */
  private step(by: number, wrap = false): void {
    const track = this.track;
    const slides = track ? [...track.children] : [];
    if (!track || !slides.length) return;
    let index = this.current + by;
    if (wrap && this.atEnd && by > 0) index = 0;
    index = Math.min(slides.length - 1, Math.max(0, index));
    const edge = (rect: DOMRect) => (this.rtl(track) ? -rect.right : rect.left);
    const delta =
      edge(slides[index]!.getBoundingClientRect()) - edge(track.getBoundingClientRect());
    track.scrollBy({ left: this.rtl(track) ? -delta : delta });
    this.at(index);
  }

  private rtl(track: HTMLElement): boolean {
    return getComputedStyle(track).direction === 'rtl';
  }

  /**
   * After a scroll (a button, a swipe, the slide show): which slide starts the view, whether the
   * end is reached, and the next page when the shopper nears it. Reads layout only, no writes.
   */
  private scrolled = () => {
    const track = this.track;
    if (!track) return;
    const start = track.getBoundingClientRect();
    const rtl = this.rtl(track);
    const slides = [...track.children];
    const first = slides.findIndex((slide) => {
      const rect = slide.getBoundingClientRect();
      return rtl ? rect.right <= start.right + 2 : rect.left >= start.left - 2;
    });
    const left = track.scrollWidth - track.clientWidth - Math.abs(track.scrollLeft);
    this.at(Math.max(0, first), left < 2);
    if (left < track.clientWidth * 2) this.options.nearEnd();
  };

  /** The element's pointer and focus events: the slide show waits while either is inside. */
  pause = (event: Event) => {
    if (event.type === 'pointerenter' || event.type === 'pointerleave') {
      this.hovered = event.type === 'pointerenter';
    } else {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      this.focused = event.type === 'focusin' || (!!next && this.host.contains(next));
    }
    this.rotate();
  };

  /**
   * The buttons and the track of slides, one for each item (`slide`). The track is focusable so arrow
   * keys scroll it even where no card has a control.
   */
  render<T>(
    m: BusinessReviewMessages,
    items: readonly T[],
    { more, stale, autoplay }: { more: boolean; stale: boolean; autoplay: boolean },
    slide: (item: T) => TemplateResult,
  ) {
    const count = items.length;
    const end = this.atEnd && !more;
    return html`<div class="controls">
        ${
          autoplay
            ? html`<button
                part="rotation"
                @click=${() => {
                  this.stopped = !this.stopped;
                  this.host.requestUpdate();
                }}
              >
                ${this.stopped ? m.play : m.pause}
              </button>`
            : nothing
        }
        <button
          part="previous"
          aria-controls="slides"
          aria-label=${m.previousSlide}
          aria-disabled=${this.current === 0 ? 'true' : 'false'}
          @click=${() => this.step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          part="next"
          aria-controls="slides"
          aria-label=${m.nextSlide}
          aria-disabled=${end ? 'true' : 'false'}
          @click=${() => this.step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        id="slides"
        class="track ${stale ? 'stale' : ''}"
        role="group"
        aria-label=${m.reviews}
        tabindex="0"
        @scroll=${this.scrolled}
      >
        ${items.map(
          (item, i) =>
            html`<div
              part="slide"
              role="group"
              aria-roledescription=${m.slide}
              aria-label=${m.slideOf(i + 1, count)}
              data-index=${i}
              ?inert=${!this.inView.has(i)}
            >
              ${slide(item)}
            </div>`,
        )}
      </div>`;
  }
}
