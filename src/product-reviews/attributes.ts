import { html, nothing, type TemplateResult } from 'lit';
import type { AttributeAggregate } from '../api/types.js';
import { formatNumber } from '../shared/messages.js';
import type { ReviewMessages } from '../review-list/messages.js';
import { bar } from '../review-list/bars.js';

/**
 * Each attribute as a labelled horizontal bar: its name, its average beside it ("4.3 out of 5")
 * and a bar filled to that average, the scale shoppers know from review tools. Only
 * `range_1to5` attributes have a scale; other kinds show their number of ratings.
 */
export function renderAttributes(
  m: ReviewMessages,
  locale: string,
  attributes: AttributeAggregate[],
  heading: TemplateResult,
) {
  if (!attributes.length) return nothing;
  return html`<section class="attributes" aria-labelledby="attributes">
    ${heading}
    <ul>
      ${attributes.map(
        (attribute) =>
          html`<li part="attribute">
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
