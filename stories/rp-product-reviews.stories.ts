import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/product-reviews/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';

interface ProductReviewsArgs {
  sku?: string;
  page?: number;
  'per-page'?: number;
  language?: string;
  stars?: string;
  sort?: 'newest' | 'highest' | 'lowest';
  fallback?: 'notice' | 'collapse';
  'include-imported'?: boolean;
  'structured-data'?: boolean;
  'product-name'?: string;
  heading?: string;
  'no-heading'?: boolean;
  'heading-level'?: number;
  'business-unit-id'?: string;
  locale?: string;
  '--rp-text-color'?: string;
  '--rp-muted-color'?: string;
  '--rp-surface-color'?: string;
  '--rp-border-color'?: string;
  '--rp-accent-color'?: string;
  '--rp-bar-color'?: string;
  '--rp-radius'?: string;
  '--rp-gap'?: string;
  '--rp-star-color'?: string;
  '--rp-star-empty-color'?: string;
  '--rp-star-size'?: string;
  onLoad?: (event: Event) => void;
  onError?: (event: Event) => void;
  onRpPageChange?: (event: Event) => void;
  onRpFilterChange?: (event: Event) => void;
}

const meta = {
  title: 'Widgets/rp-product-reviews',
  component: 'rp-product-reviews',
  render: (args) =>
    html`<rp-product-reviews
      sku=${attr(args.sku)}
      page=${attr(args.page)}
      per-page=${attr(args['per-page'])}
      language=${attr(args.language)}
      stars=${attr(args.stars)}
      sort=${attr(args.sort)}
      fallback=${attr(args.fallback)}
      ?include-imported=${args['include-imported']}
      ?structured-data=${args['structured-data']}
      product-name=${attr(args['product-name'])}
      heading=${attr(args.heading)}
      ?no-heading=${args['no-heading']}
      heading-level=${attr(args['heading-level'])}
      business-unit-id=${attr(args['business-unit-id'])}
      locale=${attr(args.locale)}
      ${cssVars(args)}
      @load=${args.onLoad}
      @error=${args.onError}
      @rp-page-change=${args.onRpPageChange}
      @rp-filter-change=${args.onRpFilterChange}
    ></rp-product-reviews>`,
  args: { sku: MOCK_IDS.skus.many, 'per-page': 5 },
} satisfies Meta<ProductReviewsArgs>;

export default meta;
type Story = StoryObj<ProductReviewsArgs>;

/** Hundreds of reviews: summary with histogram, attribute bars, pages. */
export const Loaded: Story = {};

/** Exactly three reviews: one page, no pager. */
export const FewReviews: Story = {
  args: { sku: MOCK_IDS.skus.few },
};

/** A product nobody has reviewed yet. */
export const NoReviews: Story = {
  args: { sku: MOCK_IDS.skus.none },
};

/** Most reviews carry photos; each opens in the lightbox. */
export const ManyPhotos: Story = {
  args: { sku: MOCK_IDS.skus.photos },
};

/** Every review rates Quality, Fit and Value: the attribute bars. */
export const Attributes: Story = {
  args: { sku: MOCK_IDS.skus.attributes },
};

/** Reviews imported from other sites, in their own section with their own numbers. */
export const Imported: Story = {
  args: { sku: MOCK_IDS.skus.imported, 'include-imported': true },
};

/** Three sizes of one jacket shown as one product. */
export const Variants: Story = {
  args: { sku: MOCK_IDS.skus.variants.join(',') },
};

/** Filtered to four and five stars, as after a click on the histogram. */
export const Filtered: Story = {
  args: { stars: '4,5' },
};

/** A later page. */
export const ThirdPage: Story = {
  args: { page: 3, language: 'all' },
};

/**
 * Reviews in the page's language by default (here English), with a button for every language
 * and the number there are in all of them; this story starts on every language.
 */
export const AllLanguages: Story = {
  args: { language: 'all' },
};

/** A product of the business on the legacy API variant. */
export const LegacyApi: Story = {
  args: { sku: MOCK_IDS.skus.legacy, 'business-unit-id': MOCK_IDS.businessUnits.legacy },
};

/** While the reviews are on their way (here they never arrive): the skeleton keeps the layout. */
export const Loading: Story = {
  parameters: { mock: scenarios.held },
};

/** The platform fails: a message and a Retry button. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { mock: scenarios.failing },
};

/** `fallback="collapse"`: a failed list takes no space and shows nothing. */
export const ErrorCollapsed: Story = {
  name: 'Error, collapsed',
  args: { fallback: 'collapse' },
  parameters: { mock: scenarios.failing },
};

/**
 * At most 100 reviews: held whole, so numbered pages, the count in the language, an order
 * (`sort`, here lowest rating first), "With photos" and a search, with no further request.
 */
export const SortPhotosSearch: Story = {
  name: 'Sort, photos and search',
  args: { sku: MOCK_IDS.skus.photos, sort: 'lowest' },
};

/** Two seconds for every answer, page changes included. */
export const SlowNetwork: Story = {
  parameters: { mock: scenarios.slow },
};

/** The public custom properties only: a designer's theme without code. */
export const Themed: Story = {
  args: {
    '--rp-text-color': '#1f2a44',
    '--rp-muted-color': '#4a5573',
    '--rp-surface-color': '#eef2fb',
    '--rp-border-color': '#b8c2dc',
    '--rp-accent-color': '#2f5bd3',
    '--rp-bar-color': '#2f5bd3',
    '--rp-star-color': '#2f5bd3',
    '--rp-star-empty-color': '#c9d3ee',
    '--rp-radius': '2px',
    '--rp-gap': '1.5rem',
    '--rp-star-size': '16px',
  },
};

/** On a dark page. */
export const DarkBackground: Story = {
  args: { sku: MOCK_IDS.skus.photos },
  globals: { scheme: 'dark' },
};

/** The shop's own heading, styled from the page through `::part(heading)`. */
export const OwnHeading: Story = {
  args: { heading: 'What campers say' },
  decorators: [
    (story) =>
      html`<style>
          rp-product-reviews::part(heading) {
            font-family: Georgia, serif;
            font-size: 1.75rem;
          }
        </style>
        ${story()}`,
  ],
};

/** No heading of its own, under the page's: the widget keeps "Customer reviews" as its name. */
export const NoHeading: Story = {
  args: { 'no-heading': true },
};

/** Right to left: histogram, bars, pager and replies mirror; English words keep their order. */
export const RightToLeft: Story = {
  args: { sku: MOCK_IDS.skus.attributes },
  globals: { dir: 'rtl' },
};

export const English: Story = {
  args: { locale: 'en-US', sku: MOCK_IDS.skus.attributes },
};

export const German: Story = {
  args: { locale: 'de-DE', sku: MOCK_IDS.skus.attributes },
};

/**
 * French numbers, dates and attribute names from the platform; its own texts exist in English and
 * German, so the rest is in English.
 */
export const French: Story = {
  args: { locale: 'fr-FR', sku: MOCK_IDS.skus.attributes },
};

const longText =
  'I took this tent through three weeks of autumn storms in the highlands, and I want to write down everything, because the short reviews did not help me choose. ' +
  'Pitching: the first time took twenty minutes, after that six, even in the dark with cold hands. The colour-coded clips are a real help. '.repeat(
    4,
  ) +
  'The reference I kept coming back to: https://example.com/a-very-long-address-without-any-spaces-that-must-still-wrap-inside-its-box/and-keeps-going';

/** Very long reviews, names and replies (a rewritten answer of the mock) in a narrow column. */
export const LongContent: Story = {
  args: { sku: MOCK_IDS.skus.few },
  parameters: {
    width: '24rem',
    mock: {
      faults: [
        {
          operation: 'listProductReviews',
          body: {
            productReviews: [1, 2, 3].map((n) => ({
              id: `long-${n}`,
              createdAt: `2025-11-0${n}T09:15:00`,
              stars: 6 - n,
              content: longText,
              consumer: {
                id: `consumer-long-${n}`,
                displayName: 'Maximiliane Alexandra Fürstenberg-Hohenzollern-Sigmaringen',
              },
              language: 'en',
              attributeRatings: [],
              attachments: [],
              firstCompanyComment: {
                comment: `Thank you for such a thorough account. ${longText}`,
                createdAt: `2025-11-0${n + 1}T10:00:00`,
              },
            })),
            links: [],
          },
        },
      ],
    },
  },
};

/** A 320 px phone at 200 % text: everything wraps inside the column, nothing overflows. */
export const NarrowLargeText: Story = {
  args: { sku: MOCK_IDS.skus.attributes },
  parameters: { width: '320px', textSize: '200%' },
};

/** Many pages in a phone's width: previous, "Page 5 of 43" and next on one line. */
export const ManyPagesNarrow: Story = {
  args: { sku: MOCK_IDS.skus.many, page: 5, language: 'all' },
  parameters: { width: '320px' },
};

/** The page's review photos beside the summary at desktop widths, and the link to write a review. */
export const PhotoStrip: Story = {
  args: { sku: MOCK_IDS.skus.photos },
};

/** In a phone's width the photo strip goes under the summary; ratings wrap as small scales. */
export const PhotoStripNarrow: Story = {
  args: { sku: MOCK_IDS.skus.photos },
  parameters: { width: '390px' },
};

/** Thumbnails are sized in em: at 200 % text they grow with the words. */
export const PhotosLargeText: Story = {
  args: { sku: MOCK_IDS.skus.photos },
  parameters: { width: '390px', textSize: '200%' },
};

/** The platform gives no address for its review form: no "Write a review" link, the rest shows. */
export const WithoutReviewLink: Story = {
  args: { sku: MOCK_IDS.skus.photos },
  parameters: { mock: { faults: [{ operation: 'getWebLinks', status: 404 }] } },
};

/** Opens the first photo of the strip once the reviews are shown. */
async function openFirstPhoto({ canvasElement }: { canvasElement: HTMLElement }) {
  const el = canvasElement.querySelector('rp-product-reviews')!;
  const photo = () => el.shadowRoot?.querySelector<HTMLElement>('[part=photo-strip] [part=photo]');
  if (!photo()) await new Promise((loaded) => el.addEventListener('load', loaded, { once: true }));
  await el.updateComplete;
  photo()?.click();
}

/** The lightbox: the photo with its review's stars, name and text (cut after four lines). */
export const Lightbox: Story = {
  args: { sku: MOCK_IDS.skus.photos },
  play: openFirstPhoto,
};
