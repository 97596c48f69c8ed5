import { html, nothing } from 'lit';
import { formatNumber, intl } from '../shared/messages.js';
import { ROOM_COUNTS, reserve } from '../shared/reserve.js';
import { languageName, type ReviewMessages } from '../review-list/messages.js';
import { parseSort, SORTS, type Sort } from './arrange.js';

/*
 * The lines between the list's heading and its reviews: the language shown, the star filter
 * and the whole list's tools. Each is drawn alike while loading and when it has nothing to
 * offer, unseen (`kept`), so the reviews start at one place from the loading shape on.
 */

/** Hidden from sight, focus and assistive technology, keeping its box. */
const keep = (kept: boolean) => (kept ? 'kept' : '');

/** The language line's state: undefined counts are not known (yet). */
export interface LanguageLine {
  /** The language shown, or empty for every language. */
  shown: string;
  /** The language "only in …" goes back to. */
  own: string;
  /** How many reviews in the language shown. */
  count?: number;
  /** How many reviews in every language (with the star filter). */
  all?: number;
}

/**
 * The language shown and the way to every language (with how many there are), or back to the
 * page's language. Its texts keep the room of any count's, so the numbers move nothing.
 */
export function renderLanguages(
  m: ReviewMessages,
  locale: string,
  { shown, own, count, all }: LanguageLine,
  choose: (language: string) => void,
  loading = false,
) {
  const attrs = (body: unknown) =>
    html`<p
      part="languages"
      class=${keep(loading)}
      aria-hidden=${loading ? 'true' : nothing}
      ?inert=${loading}
    >
      ${body}
    </p>`;
  if (!shown) {
    return attrs(
      html`<span>${m.everyLanguage}</span>
        <button @click=${() => choose(own)}>${m.onlyLanguage(languageName(locale, own))}</button>`,
    );
  }
  const name = languageName(locale, shown);
  const inLanguage = (n?: number) =>
    m.inLanguage(name, n === undefined ? undefined : formatNumber(locale, n), n ?? 0);
  const allLanguages = (n: number) => m.allLanguages(formatNumber(locale, n), n);
  return attrs(
    html`${reserve(undefined, inLanguage(count), [undefined, ...ROOM_COUNTS].map(inLanguage))}
      <button @click=${() => choose('all')}>
        ${reserve(undefined, all === undefined ? '' : allLanguages(all), ROOM_COUNTS.map(allLanguages))}
      </button>`,
  );
}

/** The active star filter and the button that clears it; nothing without one. */
export function renderFilter(
  m: ReviewMessages,
  locale: string,
  active: number[],
  clear: () => void,
  loading = false,
) {
  if (!active.length) return nothing;
  const stars = intl(Intl.ListFormat, locale).format(
    active.map((star) => formatNumber(locale, star)),
  );
  const count = active.length === 1 ? active[0]! : active.length;
  return html`<p
    part="filter"
    class=${keep(loading)}
    aria-hidden=${loading ? 'true' : nothing}
    ?inert=${loading}
  >
    <span>${m.showing(stars, count)}</span>
    <button @click=${clear}>${m.clear}</button>
  </p>`;
}

/** The whole list's tools: what is shown, and what the shopper changes. */
export interface Tools {
  /** False while loading and for a list not held whole: the row keeps its room, unseen. */
  offered: boolean;
  /** Some review has photos: the "with photos" filter is offered (else its room is kept). */
  photos: boolean;
  sort: Sort;
  photosOnly: boolean;
  search: string;
  change: (to: { sort?: Sort; photosOnly?: boolean; search?: string }) => void;
}

/**
 * Sort, "with photos" and search for a list held whole (at most 100 reviews): exact, with no
 * request.
 */
export function renderTools(m: ReviewMessages, tools: Tools) {
  const { offered, photos, sort, photosOnly, search, change } = tools;
  const names: Record<Sort, string> = { newest: m.newest, highest: m.highest, lowest: m.lowest };
  return html`<div
    part="tools"
    class=${keep(!offered)}
    aria-hidden=${offered ? nothing : 'true'}
    ?inert=${!offered}
  >
    <label
      >${m.sortBy}
      <select
        @change=${(event: Event) =>
          change({ sort: parseSort((event.target as HTMLSelectElement).value) })}
      >
        ${SORTS.map(
          (option) =>
            html`<option value=${option} ?selected=${option === sort}>${names[option]}</option>`,
        )}
      </select></label
    >
    <label class=${keep(!photos)} aria-hidden=${photos ? nothing : 'true'} ?inert=${!photos}
      ><input
        type="checkbox"
        .checked=${photosOnly}
        @change=${(event: Event) =>
          change({ photosOnly: (event.target as HTMLInputElement).checked })}
      />${m.withPhotos}</label
    >
    <input
      type="search"
      part="search"
      aria-label=${m.search}
      placeholder=${m.search}
      .value=${search}
      @input=${(event: Event) => change({ search: (event.target as HTMLInputElement).value })}
    />
  </div>`;
}
