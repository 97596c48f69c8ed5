import { html, nothing, svg, type TemplateResult } from 'lit';
import type { AttributeAggregate } from '../api/types.js';
import { formatNumber } from '../shared/messages.js';
import type { ReviewMessages } from './messages.js';

const levels = ['one', 'two', 'three', 'four', 'five'] as const;

/**
 * Five columns, one per rating from 1 to 5, as SVG geometry. Its accessible name lists the counts.
 */
function distribution(m: ReviewMessages, locale: string, attribute: AttributeAggregate) {
  const counts = levels.map((level) => attribute.occurrences?.[level] ?? 0);
  const most = Math.max(1, ...counts);
  const label = counts
    .map((count, i) => `${m.starLabel(i + 1)}: ${formatNumber(locale, count)}`)
    .join(', ');
  return html`<svg class="columns" viewBox="0 0 50 20" role="img" aria-label=${label}>
    ${counts.map(
      (count, i) =>
        svg`<rect
          x=${i * 10 + 1}
          y=${20 - (count / most) * 20}
          width="8"
          height=${(count / most) * 20}
        ></rect>`,
    )}
  </svg>`;
}

/**
 * Attribute averages ("Quality 4.3 out of 5") with their one-to-five distribution. Only
 * `range_1to5` attributes are drawn; other kinds are listed with their number of ratings.
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
                ? html`<span>${m.outOf5(formatNumber(locale, attribute.average, 1))}</span
                    >${distribution(m, locale, attribute)}`
                : html`<span
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
