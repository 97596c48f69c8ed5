import { nothing, type ReactiveControllerHost } from 'lit';
import type { ReviewMessages } from '../review-list/messages.js';
import type { Slide } from '../review-list/review-card.js';
import type { Lightbox } from './lightbox.js';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/**
 * The photo viewer of a list, its code (`lightbox.ts`) imported when a shopper first opens a
 * photo: nothing drawn before that needs it, so a page file carries none of it. A file that
 * cannot be loaded leaves the thumbnails as they are, said once in the console.
 */
export class LightboxLater {
  private viewer?: Lightbox;
  private loading?: Promise<Lightbox | undefined>;

  constructor(private readonly host: Host) {}

  open(slides: Slide[], index: number, opener: HTMLElement): void {
    this.loading ??= import('./lightbox.js').then(
      ({ Lightbox }) => (this.viewer = new Lightbox(this.host)),
      (error: unknown) => {
        console.warn('rp-widgets: the photo viewer could not be loaded.', error);
        return undefined;
      },
    );
    // A list removed while the code was on its way opens nothing (a dialog must be in a page).
    void this.loading.then((viewer) => {
      if (this.host.isConnected) void viewer?.open(slides, index, opener);
    });
  }

  render(m: ReviewMessages) {
    return this.viewer?.render(m) ?? nothing;
  }
}
