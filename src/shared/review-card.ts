import { html, nothing } from 'lit';
import type {
  Attachment,
  BusinessUnitReview,
  ImportedProductReview,
  PublicProductReview,
} from '../api/types.js';
import { renderStars } from './stars.js';
import { safeUrl } from './safe-url.js';
import { TEXT_LENGTH, count, text } from './platform-values.js';
import { isRating } from '../api/checks.js';
import { formatNumber } from './messages.js';
import { formatDate, type ReviewMessages } from '../product-reviews/messages.js';

/** A photo: the file for the thumbnail and the largest one for the lightbox. */
export interface Photo {
  thumb: string;
  full: string;
}

/** What a list item shows, whichever list it came from. */
export interface Item {
  name: string;
  stars: number;
  createdAt: string;
  content: string;
  ratings: { name: string; rating: number }[];
  photos: Photo[];
  reply?: { comment: string; createdAt: string };
  source?: string;
  /** The review's own heading (service reviews have one). */
  title?: string;
  /** The platform marks the review verified. */
  verified?: boolean;
  /** How many people found it useful; shown from one on. */
  likes?: number;
  /** The platform's id, to tell cards apart (the "Read more" toggle). */
  id?: string;
}

/**
 * A card whose text is clamped to a few lines, with a toggle that shows it all. The full text is
 * always in the DOM (search engines and screen readers get it); the toggle is drawn only when
 * the clamp cuts something (`clamped`, measured after render by the element).
 */
export interface ReadMore {
  id: string;
  expanded: boolean;
  clamped: boolean;
  toggle(): void;
  more: string;
  less: string;
}

/** CSS pixels of a thumbnail; files of at least twice that stay sharp on dense screens. */
export const THUMB = 72;

/** A list from the platform without the items that are not objects. */
const objects = <T>(value: T[] | undefined): T[] =>
  Array.isArray(value) ? value.filter((item) => !!item && typeof item === 'object') : [];

/**
 * Published image attachments with a safe http(s) URL. The thumbnail is the smallest processed
 * file at least twice the thumbnail's size (the largest when none is), the full view the largest;
 * of files of one size the first listed. A dimension without a number ("original") is the largest.
 */
export function photosOf(attachments: Attachment[] | undefined): Photo[] {
  return objects(attachments).flatMap((attachment) => {
    if (attachment.state && !/^published$/i.test(attachment.state)) return [];
    const files = objects(attachment.processedFiles)
      .filter((file) => /^image\//i.test(file.mimeType ?? '') && safeUrl(file.url))
      .map((file) => ({
        url: safeUrl(file.url)!,
        size: Number(/\d+/.exec(file.dimension ?? '')?.[0] ?? Infinity),
      }))
      .sort((a, b) => a.size - b.size);
    if (!files.length) return [];
    const largest = files.find((file) => file.size === files.at(-1)!.size)!;
    const thumb = files.find((file) => file.size >= THUMB * 2) ?? largest;
    return [{ thumb: thumb.url, full: largest.url }];
  });
}

export const fromPlatform = (review: PublicProductReview): Item => ({
  name: text(review.consumer?.displayName),
  stars: review.stars,
  createdAt: review.createdAt,
  content: text(review.content, TEXT_LENGTH),
  ratings: objects(review.attributeRatings)
    .filter((rating) => typeof rating.attributeName === 'string' && isRating(rating.rating))
    .map((rating) => ({ name: text(rating.attributeName), rating: rating.rating })),
  photos: photosOf(review.attachments),
  reply:
    typeof review.firstCompanyComment?.comment === 'string'
      ? {
          comment: text(review.firstCompanyComment.comment, TEXT_LENGTH),
          createdAt: text(review.firstCompanyComment.createdAt),
        }
      : undefined,
});

export const fromImport = (review: ImportedProductReview): Item => ({
  name: text(review.consumer?.name),
  stars: review.stars,
  createdAt: review.createdAt,
  content: text(review.content, TEXT_LENGTH),
  ratings: [],
  photos: [],
  source: text(review.source?.name),
});

/**
 * A service review of the public list: it carries no reviewer name, country or reply, so the
 * card shows none (spec 2, "Business unit review (public list item)").
 */
export const fromBusinessReview = (review: BusinessUnitReview): Item => ({
  name: '',
  stars: review.stars,
  createdAt: text(review.createdAt),
  content: text(review.text, TEXT_LENGTH),
  ratings: [],
  photos: [],
  title: text(review.title),
  verified: review.isVerified === true,
  likes: Math.max(0, Math.floor(count(review.numberOfLikes))),
  id: text(review.id),
});

/**
 * One review as an article named by its author and stars. The text keeps its line breaks
 * (CSS `pre-line`) and is never parsed as markup.
 */
export function renderReview(
  m: ReviewMessages,
  locale: string,
  item: Item,
  open: (photos: Photo[], index: number, opener: HTMLElement) => void,
  read?: ReadMore,
) {
  const count = item.photos.length;
  const label =
    item.name || item.title
      ? m.review(item.name || item.title!, item.stars)
      : m.outOf5Stars(item.stars);
  // The text keeps its own line breaks (pre-line): nothing around it in the template.
  const textClass = read && !read.expanded ? 'text clamp' : 'text';
  return html`<article part="review" aria-label=${label}>
    <p class="meta">
      ${renderStars(item.stars)}
      ${item.name ? html`<span class="name" dir="auto">${item.name}</span>` : nothing}
      <time datetime=${item.createdAt}>${formatDate(locale, item.createdAt)}</time>
      ${item.verified ? html`<span part="verified">${m.verified}</span>` : nothing}
    </p>
    ${item.title ? html`<p part="title" class="title" dir="auto">${item.title}</p>` : nothing}
    ${item.source ? html`<p part="source">${m.source(item.source)}</p>` : nothing}
    <p class=${textClass} id=${read?.id ?? nothing} dir="auto">${item.content}</p>
    ${
      read && (read.clamped || read.expanded)
        ? html`<button
            part="read-more"
            aria-expanded=${read.expanded ? 'true' : 'false'}
            aria-controls=${read.id}
            @click=${read.toggle}
          >
            ${read.expanded ? read.less : read.more}
          </button>`
        : nothing
    }
    ${
      item.likes
        ? html`<p part="likes">${m.likes(formatNumber(locale, item.likes), item.likes)}</p>`
        : nothing
    }
    ${
      item.ratings.length
        ? html`<ul class="ratings">
            ${item.ratings.map(
              (rating) => html`<li>${rating.name}: ${m.outOf5(String(rating.rating))}</li>`,
            )}
          </ul>`
        : nothing
    }
    ${
      count
        ? html`<ul class="photos">
            ${item.photos.map(
              (photo, i) =>
                html`<li>
                  <button
                    part="photo"
                    aria-label=${m.photo(i + 1, count)}
                    @click=${(event: Event) =>
                      open(item.photos, i, event.currentTarget as HTMLElement)}
                  >
                    <img
                      src=${photo.thumb}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      width=${THUMB}
                      height=${THUMB}
                    />
                  </button>
                </li>`,
            )}
          </ul>`
        : nothing
    }
    ${
      item.reply
        ? html`<div part="reply">
            <p class="meta">
              <span class="name">${m.reply}</span>
              <time datetime=${item.reply.createdAt}
                >${formatDate(locale, item.reply.createdAt)}</time
              >
            </p>
            <p class="text" dir="auto">${item.reply.comment}</p>
          </div>`
        : nothing
    }
  </article>`;
}

/** A review's shape while it loads: a part of its own, so nothing takes it for a review. */
export const reviewSkeleton = html`<li aria-hidden="true">
  <div part="skeleton" class="skeleton">
    <p class="meta"><span class="bone wide"></span></p>
    <p class="bone line"></p>
    <p class="bone line short"></p>
  </div>
</li>`;
