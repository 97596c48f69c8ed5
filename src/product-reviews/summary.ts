import { html, nothing } from 'lit';
import type { StarSummary } from '../api/summaries.js';
import type { StarDistribution } from '../api/types.js';
import { formatNumber, formatPercent } from '../shared/messages.js';
import { renderStars, roundToHalf } from '../shared/stars.js';
import type { ReviewMessages } from '../review-list/messages.js';
import { renderThumbs, type OpenPhoto, type Slide } from '../review-list/review-card.js';
import { bar } from '../review-list/bars.js';

const keys = ['oneStar', 'twoStars', 'threeStars', 'fourStars', 'fiveStars'] as const;

/** How many reviews gave `stars` stars. */
export const countOf = (reviews: StarDistribution, stars: number): number =>
  reviews[keys[stars - 1]!] ?? 0;

/** The number of reviews a star filter leaves: the selected rows added, or all of them. */
export const filteredTotal = (reviews: StarDistribution, stars: number[]): number =>
  stars.length ? stars.reduce((sum, star) => sum + countOf(reviews, star), 0) : reviews.total;

/** Average with one decimal, its stars and the number of reviews. */
export function renderAverage(m: ReviewMessages, locale: string, summary: StarSummary) {
  const average = formatNumber(locale, summary.starsAverage, 1);
  const total = summary.numberOfReviews.total;
  return html`<p class="average">
    <span class="score">${average}</span>
    <span role="img" aria-label=${m.outOf5(average)}
      >${renderStars(roundToHalf(summary.starsAverage))}</span
    >
    <span class="total">${m.basedOn(formatNumber(locale, total), total)}</span>
  </p>`;
}

/** The link to the platform's review form, in a new tab; nothing without its address. */
export const renderWriteLink = (m: ReviewMessages, url: string | undefined) =>
  url
    ? html`<a part="write-review" href=${url} target="_blank" rel="noopener"
        >${m.writeReview}<span class="sr">${m.newTab}</span></a
      >`
    : nothing;

/** Thumbnails the photo strip shows; the lightbox steps through all photos of the page. */
const STRIP = 8;

/** What the summary shows beside its numbers: the shown reviews' photos and the review form. */
export interface SummaryExtras {
  slides: Slide[];
  /** False when no review of the product has photos (known of a whole list): no strip's room. */
  photos: boolean;
  open: OpenPhoto;
  writeUrl?: string;
}

/**
 * The summary with a five-to-one histogram, each row a toggle button that filters the list by
 * its star count; beside it (under it when narrow) the photos of the reviews shown.
 */
export function renderSummary(
  m: ReviewMessages,
  locale: string,
  summary: StarSummary,
  active: number[],
  toggle: (stars: number) => void,
  { slides, photos, open, writeUrl }: SummaryExtras,
) {
  const reviews = summary.numberOfReviews;
  return html`<div part="summary" class=${photos ? '' : 'no-photos'}>
    ${renderAverage(m, locale, summary)}
    <div part="histogram" role="group" aria-label=${m.filterBy}>
      ${[5, 4, 3, 2, 1].map((stars) => {
        const count = countOf(reviews, stars);
        const share = reviews.total ? count / reviews.total : 0;
        const percent = formatPercent(locale, share);
        const shown = formatNumber(locale, count);
        // The visible texts make the name ("5 stars, 63%, 80 reviews"); hidden commas and the
        // word "reviews" make it read as a sentence.
        return html`<button
          part="histogram-row"
          aria-pressed=${active.includes(stars) ? 'true' : 'false'}
          @click=${() => toggle(stars)}
        >
          <span>${m.starLabel(stars)}<span class="sr">, </span></span>${bar(share)}<span
            class="percent"
            >${percent}<span class="sr">, </span></span
          ><span class="count">${shown}<span class="sr"> ${m.reviewWord(count)}</span></span>
        </button>`;
      })}
    </div>
    ${renderWriteLink(m, writeUrl)}
    ${slides.length ? renderThumbs(m, slides, m.reviewPhotos, open, STRIP, 'photo-strip') : nothing}
  </div>`;
}

/** The summary's shape while it loads: same boxes, no numbers. */
export const summarySkeleton = html`<div part="summary" class="skeleton" aria-hidden="true">
  <p class="average"><span class="score bone"></span><span class="bone wide"></span></p>
  <div part="histogram">${[5, 4, 3, 2, 1].map(() => html`<span class="row bone"></span>`)}</div>
</div>`;
