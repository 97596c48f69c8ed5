import type { ReactiveController, ReactiveElement } from 'lit';

/**
 * After a page change: the list's heading is focused at once, and once the new page is drawn
 * (the old one stays in place until then) brought into view if it scrolled away. Nothing waits
 * for the answer, so pages skipped before theirs came leave nothing behind.
 */
export class HeadingReveal<Id extends string> implements ReactiveController {
  /** The heading that comes into view once its list's new page is drawn. */
  private id?: Id;

  constructor(
    private readonly host: ReactiveElement,
    /** Whether the list under heading `id` is still loading. */
    private readonly loading: (id: Id) => boolean,
  ) {
    host.addController(this);
  }

  focus(id: Id): void {
    this.id = id;
    void this.host.updateComplete.then(() =>
      this.host.renderRoot.querySelector<HTMLElement>(`#${id}`)?.focus({ preventScroll: true }),
    );
  }

  hostUpdated(): void {
    const id = this.id;
    if (!id || this.loading(id)) return;
    this.id = undefined;
    const heading = this.host.renderRoot.querySelector<HTMLElement>(`#${id}`);
    if (heading && heading.getBoundingClientRect().top < 0) {
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      heading.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    }
  }
}
