/**
 * Fired when the shopper moves to another page of reviews. Cancel it (`preventDefault()`) to keep
 * the page, for example to route first and then set `page`. Setting `page` never fires it.
 */
export class RpPageChangeEvent extends Event {
  constructor(readonly page: number) {
    super('rp-page-change', { bubbles: true, composed: true, cancelable: true });
  }
}

/**
 * Fired when the shopper changes the star or language filter. `stars` is ascending and empty for
 * all stars; `language` is undefined for every language. Cancelable like `rp-page-change`.
 */
export class RpFilterChangeEvent extends Event {
  constructor(
    readonly stars: number[],
    readonly language: string | undefined,
  ) {
    super('rp-filter-change', { bubbles: true, composed: true, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'rp-page-change': RpPageChangeEvent;
    'rp-filter-change': RpFilterChangeEvent;
  }
}
