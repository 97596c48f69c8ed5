/**
 * Renders for e-mail (Node 20+): the widgets' ratings and reviews as HTML that e-mail clients
 * keep (tables, inline styles, images and links only), to paste into a newsletter, a shipping
 * mail or a signature. The same data as the web widgets, through the same loaders and answer
 * cache, and the same catalogues and number and date formats.
 */
import type { Client } from '../api/client.js';
import { getStarImages } from '../api/resources.js';
import { formatNumber, ratingWords } from '../shared/messages.js';
import { roundToHalf } from '../shared/stars.js';
import { badgeWords } from '../business-summary/messages.js';
import { loadBadge } from '../business-summary/badge-data.js';
import { formatDate, reviewWords } from '../review-list/messages.js';
import { serverClient } from '../ssr/server-client.js';
import type { RenderOptions } from '../ssr/index.js';
import { loadRating } from '../stars/rating.js';
import { loadCollector } from '../review-collector/collector-data.js';
import { collectorWords } from '../review-collector/messages.js';
import { loadReviews, type EmailReviews } from './data.js';
import {
  button,
  escape,
  frame,
  httpsUrl,
  inliner,
  link,
  row,
  starImage,
  wholeWords,
} from './html.js';

/** What `renderEmail` draws: the web widgets' tags, and the "Review us" button. */
export type EmailTag =
  | 'rp-trust-badge'
  | 'rp-stars'
  | 'rp-product-reviews'
  | 'rp-business-reviews'
  | 'rp-review-collector';
const emailTags: readonly string[] = [
  'rp-trust-badge',
  'rp-stars',
  'rp-product-reviews',
  'rp-business-reviews',
  'rp-review-collector',
];

/**
 * One e-mail widget. Attributes as on the web element: `business-unit-id`, `locale`, `sku`; and
 * `product-url` (the product's page, where the rating and "Read more" link to) and `count` (how
 * many reviews, 1 to 10, default 3).
 */
export interface EmailElement {
  tag: EmailTag;
  attributes?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * The options of `renderElements`, told of the e-mail widgets it leaves out (`onError`: the
 * render never throws for the platform's faults). `browserBaseUrl` and `maxAge` concern the web
 * HTML's later requests and embedded data; an e-mail has neither.
 */
export type EmailOptions = RenderOptions<EmailElement>;

const attribute = (element: EmailElement, name: string): string | undefined => {
  const value = element.attributes?.[name];
  return (typeof value === 'string' || typeof value === 'number') && String(value).trim()
    ? String(value).trim()
    : undefined;
};

/** Refuses, before any request, what cannot be drawn: an unknown tag, a missing SKU or unit. */
function check(element: EmailElement, options: EmailOptions): void {
  if (!emailTags.includes(element.tag)) {
    throw new TypeError(
      `rp-widgets/email renders ${emailTags.join(', ')}; "${element.tag}" is not one of them.`,
    );
  }
  if (!attribute(element, 'business-unit-id') && !options.businessUnitId) {
    throw new TypeError(`rp-widgets/email: ${element.tag} needs a business-unit-id.`);
  }
  if (
    (element.tag === 'rp-stars' || element.tag === 'rp-product-reviews') &&
    !attribute(element, 'sku')
  ) {
    throw new TypeError(`rp-widgets/email: ${element.tag} needs a sku.`);
  }
  const count = attribute(element, 'count');
  if (count !== undefined && !/^(?:[1-9]|10)$/.test(count)) {
    throw new TypeError(`rp-widgets/email: count "${count}" is not a whole number from 1 to 10.`);
  }
  for (const name of ['product-url']) {
    const value = attribute(element, name);
    if (value !== undefined && !httpsUrl(value)) {
      throw new TypeError(`rp-widgets/email: ${name} "${value}" is not an absolute https address.`);
    }
  }
}

interface Context {
  client: Client;
  locale: string;
  unit: string;
  signal: AbortSignal;
}

/** The platform's star images for a value, https only. */
async function stars(context: Context, value: number): Promise<{ sharp?: string; plain?: string }> {
  const images = await getStarImages(context.client, roundToHalf(value), {
    signal: context.signal,
  });
  return { sharp: httpsUrl(images.star256x48?.url), plain: httpsUrl(images.star128x24?.url) };
}

async function badge(context: Context): Promise<string> {
  const { client, locale, unit, signal } = context;
  const data = await loadBadge(client, { businessUnitId: unit }, locale, signal);
  const words = badgeWords.orEnglish(locale);
  const rating = ratingWords.orEnglish(locale);
  const score = formatNumber(locale, data.score, 1);
  const count = rating.reviews(formatNumber(locale, data.total), data.total);
  const [before, between, after] = words.summary(data.name);
  const image = starImage(
    await stars(context, data.stars),
    rating.rated(score, undefined, data.total),
  );
  const logo = httpsUrl(data.logos.light);
  return frame(
    (logo ? row(`<img src="${escape(logo)}" width="72" height="18" alt="">`) : '') +
      row(`<span class="big">${escape(score)}</span>${image}`) +
      row(link(httpsUrl(data.profileUrl), `${before}${score}${between}${count}${after}`)),
    locale,
  );
}

async function rating(context: Context, element: EmailElement): Promise<string> {
  // The loader <rp-stars> draws from: the same half-star value and count.
  const {
    score: average,
    stars: value,
    total = 0,
  } = await loadRating(
    context.client,
    { businessUnitId: context.unit, sku: attribute(element, 'sku') },
    context.signal,
  );
  const words = ratingWords.orEnglish(context.locale);
  if (!total) return frame(row(escape(words.noReviews)), context.locale);
  const score = formatNumber(context.locale, average, 1);
  const count = formatNumber(context.locale, total);
  const image = starImage(await stars(context, value), words.rated(score, count, total));
  return frame(
    row(
      `${image}<span class="big">${escape(score)}</span> ` +
        link(httpsUrl(attribute(element, 'product-url')), words.reviews(count, total)),
    ),
    context.locale,
  );
}

/** Text whose line breaks stay breaks (HTML would join the lines). */
const lines = (text: string) => escape(text).replace(/\r?\n/g, '<br>');

async function reviews(context: Context, data: EmailReviews): Promise<string> {
  const words = reviewWords.orEnglish(context.locale);
  const more = httpsUrl(data.moreUrl);
  const images = new Map<number, Promise<{ sharp?: string; plain?: string }>>();
  const cards = await Promise.all(
    data.items.map(async (item) => {
      const value = roundToHalf(item.stars);
      if (!images.has(value)) images.set(value, stars(context, value));
      const alt = item.name
        ? words.review(item.name, item.stars)
        : ratingWords
            .orEnglish(context.locale)
            .rated(formatNumber(context.locale, item.stars), undefined, 0);
      const body = wholeWords(item.content, context.locale, 240);
      const byline = [item.name, formatDate(context.locale, item.createdAt)]
        .filter(Boolean)
        .join(' · ');
      return row(
        starImage(await images.get(value)!, alt) +
          (item.title ? `<p class="title" style="margin: 8px 0 0">${escape(item.title)}</p>` : '') +
          `<p style="margin: 4px 0 0">${lines(body.text)}${body.cut && more ? ` ${link(more, words.readMore)}` : ''}</p>` +
          `<p class="muted" style="margin: 4px 0 0">${escape(byline)}</p>` +
          (item.reply
            ? `<p class="reply" style="margin: 8px 0 0"><strong>${escape(words.reply)}</strong><br>${lines(wholeWords(item.reply.comment, context.locale, 240).text)}</p>`
            : ''),
        'cell rule',
      );
    }),
  );
  if (!cards.length) return frame(row(escape(words.noReviews)), context.locale);
  return frame(cards.join(''), context.locale);
}

async function collector(context: Context): Promise<string> {
  const { client, locale, unit, signal } = context;
  // The loader <rp-review-collector> draws from, and its words.
  const { evaluateUrl } = await loadCollector(client, unit, locale, signal);
  const href = httpsUrl(evaluateUrl);
  if (!href) throw new Error(`the platform gave no https evaluateUrl for business unit "${unit}".`);
  return frame(row(button(href, collectorWords.orEnglish(locale).reviewUs)), locale);
}

/**
 * Renders each widget as e-mail HTML, in one go (their requests leave together, through the
 * answer cache). A widget whose data did not come is left out (an empty string) and reported
 * to `onError`: an e-mail cannot ask again later, and a blank rating would read as none.
 */
export async function renderEmail(
  elements: readonly EmailElement[],
  options: EmailOptions,
): Promise<string[]> {
  elements.forEach((element) => check(element, options));
  const inline = await inliner();
  const client = serverClient(options);
  const timeout = options.timeout ?? 3000;
  const locales = elements.map(
    (element) => attribute(element, 'locale') ?? options.locale ?? 'en-US',
  );
  await Promise.all(
    [...new Set(locales)].flatMap((locale) =>
      [ratingWords, badgeWords, reviewWords, collectorWords].map((words) => words.load(locale)),
    ),
  );
  return Promise.all(
    elements.map(async (element, index) => {
      const context: Context = {
        client,
        locale: locales[index]!,
        unit: attribute(element, 'business-unit-id') ?? options.businessUnitId!,
        signal: AbortSignal.timeout(timeout),
      };
      try {
        return inline(await draw(context, element));
      } catch (error) {
        options.onError?.(error instanceof Error ? error : new Error(String(error)), element);
        return '';
      }
    }),
  );
}

/** The widget's HTML, its styles still in a stylesheet. */
async function draw(context: Context, element: EmailElement): Promise<string> {
  switch (element.tag) {
    case 'rp-trust-badge':
      return await badge(context);
    case 'rp-stars':
      return await rating(context, element);
    case 'rp-review-collector':
      return await collector(context);
    default:
      return await reviews(
        context,
        await loadReviews(context, element.tag, {
          sku: attribute(element, 'sku'),
          count: Number(attribute(element, 'count') ?? 3),
          productUrl: httpsUrl(attribute(element, 'product-url')),
        }),
      );
  }
}

/** One widget's e-mail HTML (see `renderEmail`). */
export async function renderEmailElement(
  element: EmailElement,
  options: EmailOptions,
): Promise<string> {
  const [html] = await renderEmail([element], options);
  return html!;
}
