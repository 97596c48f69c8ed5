import { html, nothing, type TemplateResult } from 'lit';
import type { AttributeAggregate } from '../api/types.js';
import { formatNumber } from '../shared/messages.js';
import type { ReviewMessages } from '../review-list/messages.js';
import { bar } from '../review-list/bars.js';

/**
 * How many attributes keep their room from the loading shape on: the platform's answer comes
 * with the reviews, so the room is laid out before anyone knows how many there are.
 */
export const ATTRIBUTE_ROOM = 5;

/**
 * Each attribute as a labelled horizontal bar: its name, its average beside it ("4.3 out of 5")
 * and a bar filled to that average, the scale shoppers know from review tools. Only
 * `range_1to5` attributes have a scale; other kinds show their number of ratings.
 *
 * The list of attributes wraps like any text, and the room of `ATTRIBUTE_ROOM` attributes (named
 * as long as the section's heading, with the same parts) is laid, unseen, in the same grid cell: up to that many, the
 * reviews under it start where the loading shape put them. While loading (`attributes`
 * undefined) and for a product without attributes, the section keeps that room, unseen.
 */
export function renderAttributes(
  m: ReviewMessages,
  locale: string,
  attributes: AttributeAggregate[] | undefined,
  heading: TemplateResult,
) {
  const kept = !attributes?.length;
  // The room's words are generated content (data-room): in no text or search of the page. Its
  // rows and heading take the real ones' parts, so a shop's ::part styles size both alike.
  const room = html`<li part="attribute" class="attribute-room">
    <span class="name ghost" data-room=${m.attributes}></span
    ><span class="value ghost" data-room=${m.outOf5(formatNumber(locale, 4.4, 1))}></span>${bar(0)}
  </li>`;
  return html`<section
    class=${kept ? 'attributes kept' : 'attributes'}
    aria-labelledby=${kept ? nothing : 'attributes'}
    aria-hidden=${kept ? 'true' : nothing}
    ?inert=${kept}
  >
    ${kept ? html`<div part="section-heading" class="h1 ghost" data-room=${m.attributes}></div>` : heading}
    <div class="attribute-rows">
      <ul>
        ${(attributes ?? []).map(
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
      <ul aria-hidden="true">
        ${Array.from({ length: ATTRIBUTE_ROOM }, () => room)}
      </ul>
    </div>
  </section>`;
}
