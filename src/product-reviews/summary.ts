import { html, nothing } from 'lit';
import type { StarSummary } from '../api/summaries.js';
import type { StarDistribution } from '../api/types.js';
import { formatNumber, formatPercent } from '../shared/messages.js';
import { renderStars, roundToHalf } from '../shared/stars.js';
import type { ReviewMessages } from '../review-list/messages.js';
import { renderThumbs, type OpenPhoto, type Slide } from '../review-list/review-card.js';
import { bar } from '../review-list/bars.js';
import { ROOM_COUNTS, reserve } from '../shared/reserve.js';

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
  const basedOn = (n: number) => m.basedOn(formatNumber(locale, n), n);
  // Any number's words take one room: the loading shape's (of none) is the loaded one's.
  return html`<p class="average">
    <span class="score">${average}</span>
    <span role="img" aria-label=${m.outOf5(average)}
      >${renderStars(roundToHalf(summary.starsAverage))}</span
    >
    <span class="total">${reserve(undefined, basedOn(total), ROOM_COUNTS.map(basedOn))}</span>
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
  open: OpenPhoto;
  writeUrl?: string;
}

/**
 * The summary with a five-to-one histogram, each row a toggle button that filters the list by
 * its star count; beside it (under it when narrow) the photos of the reviews shown. Without
 * the review form's address, the button's room stays: the loading shape cannot know.
 */
export function renderSummary(
  m: ReviewMessages,
  locale: string,
  summary: StarSummary,
  active: number[],
  toggle: (stars: number) => void,
  { slides, open, writeUrl }: SummaryExtras,
  loading = false,
  marker: 'skeleton' | '' = 'skeleton',
) {
  const reviews = summary.numberOfReviews;
  return html`<div
    part="summary"
    class=${loading ? marker : ''}
    aria-hidden=${loading ? 'true' : nothing}
    ?inert=${loading}
  >
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
    ${
      writeUrl && !loading
        ? renderWriteLink(m, writeUrl)
        : html`<span
            part="write-review"
            class="kept ghost"
            data-room=${m.writeReview}
            aria-hidden="true"
          ></span>`
    }
    ${slides.length ? renderThumbs(m, slides, m.reviewPhotos, open, STRIP, 'photo-strip') : nothing}
  </div>`;
}

const nothingYet: StarSummary = {
  starsAverage: 0,
  numberOfReviews: { total: 0, oneStar: 0, twoStars: 0, threeStars: 0, fourStars: 0, fiveStars: 0 },
};

/**
 * The summary's shape while it loads: the summary itself, of no reviews, its texts hidden
 * (the same words and rows, so the same boxes at any width and text size). Without `marker`, a
 * room kept unseen.
 */
export const summarySkeleton = (
  m: ReviewMessages,
  locale: string,
  marker: 'skeleton' | '' = 'skeleton',
) =>
  renderSummary(m, locale, nothingYet, [], () => {}, { slides: [], open: () => {} }, true, marker);
