import { html, nothing } from 'lit';
import type {
  Attachment,
  BusinessUnitReview,
  ImportedProductReview,
  PublicProductReview,
} from '../api/types.js';
import { renderStars } from '../shared/stars.js';
import { safeImageUrl } from '../core/safe-url.js';
import { TEXT_LENGTH, count, text } from '../shared/platform-values.js';
import { isRating } from '../api/checks.js';
import { formatNumber } from '../shared/messages.js';
import { formatDate, type ReviewMessages } from './messages.js';
import { bar } from './bars.js';

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

/** A photo with the review it belongs to, as the lightbox shows it. */
export interface Slide {
  photo: Photo;
  item: Item;
}

/** Opens the lightbox on `slides[index]`; focus returns to `opener` when it closes. */
export type OpenPhoto = (slides: Slide[], index: number, opener: HTMLElement) => void;

/** Every photo of the items, in order, each with its review. */
export const slidesOf = (items: Item[]): Slide[] =>
  items.flatMap((item) => item.photos.map((photo) => ({ photo, item })));

/**
 * CSS pixels of a thumbnail at 16px text (it is sized in em, so it follows text zoom); files of
 * at least twice that stay sharp on dense screens.
 */
export const THUMB = 72;

/** A list from the platform without the items that are not objects. */
const objects = <T>(value: T[] | undefined): T[] =>
  Array.isArray(value) ? value.filter((item) => !!item && typeof item === 'object') : [];

/**
 * Published image attachments with a safe URL (`safeImageUrl`). The thumbnail is the smallest
 * processed file at least twice the thumbnail's size (the largest when none is), the full view
 * the largest; of files of one size the first listed. A dimension without a number ("original")
 * is the largest.
 */
export function photosOf(attachments: Attachment[] | undefined): Photo[] {
  return objects(attachments).flatMap((attachment) => {
    if (attachment.state && !/^published$/i.test(attachment.state)) return [];
    const files = objects(attachment.processedFiles)
      .filter((file) => /^image\//i.test(file.mimeType ?? '') && safeImageUrl(file.url))
      .map((file) => ({
        url: safeImageUrl(file.url)!,
        size: Number(/\d+/.exec(file.dimension ?? '')?.[0] ?? Infinity),
      }))
      .sort((a, b) => a.size - b.size);
    if (!files.length) return [];
    const largest = files.find((file) => file.size === files.at(-1)!.size)!;
    const thumb = files.find((file) => file.size >= THUMB * 2) ?? largest;
    return [{ thumb: thumb.url, full: largest.url }];
  });
}

/**
 * A group of thumbnails is one tab stop: the arrow keys (mirrored in right-to-left text), Home
 * and End move focus inside it, and the last one focused is where Tab comes back to.
 */
function rove(event: KeyboardEvent) {
  const group = event.currentTarget as HTMLElement;
  const buttons = [...group.querySelectorAll('button')];
  const from = buttons.indexOf(event.target as HTMLButtonElement);
  const ahead = group.matches(':dir(rtl)') ? 'ArrowLeft' : 'ArrowRight';
  const back = ahead === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
  const to = {
    Home: 0,
    End: buttons.length - 1,
    [ahead]: (from + 1) % buttons.length,
    [back]: (from - 1 + buttons.length) % buttons.length,
  }[event.key];
  if (to === undefined || from < 0) return;
  event.preventDefault();
  buttons[to]!.focus();
}

/** The focused thumbnail becomes its group's tab stop. */
function focusin(event: FocusEvent) {
  for (const button of (event.currentTarget as HTMLElement).querySelectorAll('button')) {
    button.tabIndex = button === event.target ? 0 : -1;
  }
}

/**
 * Thumbnails of `slides` (the first `shown` of them), each opening the lightbox on itself; named
 * with whose review they are from when `from` is given.
 */
export function renderThumbs(
  m: ReviewMessages,
  slides: Slide[],
  label: string,
  open: OpenPhoto,
  shown = slides.length,
  part = 'photos',
  from = '',
) {
  return html`<ul
    part=${part}
    class="photos"
    aria-label=${label}
    @keydown=${rove}
    @focusin=${focusin}
  >
    ${slides.slice(0, shown).map(
      ({ photo }, i) =>
        html`<li>
          <button
            part="photo"
            tabindex=${i ? -1 : 0}
            aria-label=${from ? m.photoFrom(i + 1, slides.length, from) : m.photo(i + 1, slides.length)}
            @click=${(event: Event) => open(slides, i, event.currentTarget as HTMLElement)}
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
  </ul>`;
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
  open: OpenPhoto,
  read?: ReadMore,
) {
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
      ${
        item.verified
          ? html`<span part="verified">${m.verified}</span>`
          : // A card without the label keeps its room: the meta wraps, and titles align, alike.
            item.verified === false
            ? html`<span class="verified ghost" data-room=${`✓ ${m.verified}`}></span>`
            : nothing
      }
    </p>
    ${item.title ? html`<p part="title" class="title" dir="auto">${item.title}</p>` : nothing}
    ${item.source ? html`<p part="source">${m.source(item.source)}</p>` : nothing}
    <p class=${textClass} id=${read?.id ?? nothing} dir="auto">${item.content}</p>
    ${
      read && (read.clamped || read.expanded)
        ? html`<button
            part="read-more"
            aria-expanded=${read.expanded ? 'true' : 'false'}
            aria-label=${`${read.expanded ? read.less : read.more}: ${item.title || item.name || formatDate(locale, item.createdAt)}`}
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
        ? html`<ul class="ratings" aria-label=${m.attributes}>
            ${item.ratings.map(
              (rating) =>
                html`<li part="rating">
                  <span class="label">${rating.name}</span>
                  <span class="value">${m.outOf5(String(rating.rating))}</span>${bar(
                    rating.rating / 5,
                  )}
                </li>`,
            )}
          </ul>`
        : nothing
    }
    ${
      item.photos.length
        ? renderThumbs(
            m,
            slidesOf([item]),
            m.photos,
            open,
            undefined,
            undefined,
            item.name || item.title || formatDate(locale, item.createdAt),
          )
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

/**
 * A review's shape: a part of its own, so nothing takes it for a review. `marker` is the class
 * of a shape shown while loading; a room kept unseen has none, so it is never taken for loading.
 */
export const bones = (marker: 'skeleton' | '') =>
  html`<div part="skeleton" class=${marker}>
    <p class="meta"><span class="bone wide"></span></p>
    <p class="bone line"></p>
    <p class="bone line short"></p>
  </div>`;

/** A review's shape while it loads. */
export const skeletonBones = bones('skeleton');

export const reviewSkeleton = html`<li aria-hidden="true">${skeletonBones}</li>`;
