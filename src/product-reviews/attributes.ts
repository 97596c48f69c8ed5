import { html, nothing, type TemplateResult } from 'lit';
import type { AttributeAggregate } from '../api/types.js';
import { formatNumber } from '../shared/messages.js';
import type { ReviewMessages } from '../review-list/messages.js';
import { bar } from '../review-list/bars.js';

/** One attribute of nothing: the shape of the row while loading, or of a product without any. */
const placeholder = (name: string): AttributeAggregate => ({
  id: '',
  name,
  type: 'range_1to5',
  options: [],
  totalOccurrences: 0,
  occurrences: { one: 0, two: 0, three: 0, four: 0, five: 0 },
  average: 0,
});

/**
 * Each attribute as a labelled horizontal bar: its name, its average beside it ("4.3 out of 5")
 * and a bar filled to that average, the scale shoppers know from review tools. Only
 * `range_1to5` attributes have a scale; other kinds show their number of ratings.
 *
 * The attributes are one row (sideways scrolling when they do not fit), so the list under them
 * starts at one place for any number of them; the row's room stays, unseen, while loading and
 * for a product without attributes. The row is a tab stop, so the keyboard can scroll it.
 */
export function renderAttributes(
  m: ReviewMessages,
  locale: string,
  attributes: AttributeAggregate[] | undefined,
  heading: TemplateResult,
) {
  const kept = !attributes?.length;
  const shown = kept ? [placeholder(m.attributes)] : attributes;
  return html`<section
    class=${kept ? 'attributes kept' : 'attributes'}
    aria-labelledby=${kept ? nothing : 'attributes'}
    aria-hidden=${kept ? 'true' : nothing}
    ?inert=${kept}
  >
    ${heading}
    <ul tabindex=${kept ? nothing : '0'}>
      ${shown.map(
        (attribute) =>
          html`<li part=${kept ? nothing : 'attribute'}>
            <span class="name">${attribute.name}</span>
            ${
              attribute.type === 'range_1to5'
                ? html`<span class="value"
                      >${m.outOf5(formatNumber(locale, attribute.average, 1))}</span
                    >${bar(attribute.average / 5)}`
                : html`<span class="value"
                    >${m.ratings(
                      formatNumber(locale, attribute.totalOccurrences),
                      attribute.totalOccurrences,
                    )}</span
                  >`
            }
          </li>`,
      )}
    </ul>
  </section>`;
}
