import type { ReactiveControllerHost } from 'lit';
import type { Words } from './catalogue.js';
import { isPreloaded, type WidgetHost } from './widget-task.js';

/**
 * An element whose next draw may wait for something it fetches besides its data (a catalogue):
 * it draws again when that is in, and its `updateComplete` waits for that draw.
 */
export interface DrawHost extends ReactiveControllerHost {
  readonly waits: DrawWaits;
  /** Asks for an update that draws before the next paint, taking no render turn. */
  drawNow(): void;
}

/**
 * What an element's next draw waits for besides its data (a catalogue): it draws again when each
 * is in, and `updateComplete` waits for that draw: complete means drawn, in its words. (Lit's
 * `getUpdateComplete` is where an element adds such a wait.)
 */
export class DrawWaits {
  private readonly waits = new Set<Promise<unknown>>();

  constructor(private readonly host: ReactiveControllerHost) {}

  /** `drawn`: the wait asks for its own draw (an update more would take a render turn). */
  add(wait: Promise<unknown>, drawn = false): void {
    const end = () => {
      this.waits.delete(done);
      if (!drawn) this.host.requestUpdate();
    };
    const done: Promise<void> = wait.then(end, end);
    this.waits.add(done);
  }

  /** Resolves true once what was waited for is in (an update follows), or gives undefined. */
  settled(): Promise<boolean> | undefined {
    return this.waits.size ? Promise.all(this.waits).then(() => true) : undefined;
  }
}

/**
 * An element's words. Until the locale's catalogue is in (loaded once per page and language)
 * `in` gives undefined and the element keeps its reserved, wordless shape: no flash of English
 * before the shop's language. It draws again when they arrive.
 */
export class WordsController<T> {
  private loading?: string;

  constructor(
    private readonly host: DrawHost,
    private readonly words: Words<T>,
  ) {}

  /** The words of `locale`, or undefined while its catalogue loads. */
  in(locale: string): T | undefined {
    const found = this.words.get(locale);
    if (!found && this.loading !== locale) {
      this.loading = locale;
      this.host.waits.add(this.words.load(locale).finally(() => (this.loading = undefined)));
    }
    return found;
  }
}

/**
 * Holds an element's first draw, for a widget whose first update only starts its requests: the
 * requests leave before the element spends time drawing. The first render draws nothing. Without
 * `wait`, so does every render while `waiting` (no answer yet) until the hold ends: one microtask
 * later, before any paint, `updateComplete` waiting for it. With `wait`, the element draws again
 * one microtask later (its box, unseen: `updateComplete` waits for that draw), and is held while
 * `waiting` until `wait` settles. An answer that arrives before is drawn at once, and so is data
 * drawn on the server (hydration).
 */
export class FirstDrawHold {
  private started = false;
  private held?: Promise<void>;

  constructor(private readonly host: WidgetHost & DrawHost) {}

  /** Called first thing in `render()`; true means held: nothing drawn, or the box unseen (`wait`). */
  holds(waiting: boolean, wait?: () => Promise<unknown>): boolean {
    if (!this.started) {
      this.started = true;
      if (isPreloaded(this.host)) return false;
      // Drawn now, not in a later render turn: a frame painted first would show the element
      // empty, and the page would move when it draws.
      const draw = () => this.host.drawNow();
      const end = () => {
        if (this.held !== held) return;
        this.held = undefined;
        draw();
      };
      const next = Promise.resolve();
      const held: Promise<void> = (wait ? wait() : next).then(end, end);
      this.held = held;
      // Held by `wait`, the element draws its box unseen one microtask later, before any paint:
      // its first render (nothing) stays cheap, so every request of the task leaves first.
      this.host.waits.add(wait ? next.then(draw) : held, true);
      return true;
    }
    if (this.held && waiting) return true;
    this.held = undefined;
    return false;
  }
}
