import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/stars/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';

/** Attributes by their names, custom properties by theirs, event handlers from the actions. */
interface StarsArgs {
  sku?: string;
  value?: string;
  'show-count'?: boolean;
  'show-score'?: boolean;
  'show-label'?: boolean;
  precision?: 'half' | 'exact';
  variant?: 'svg' | 'image';
  loading?: 'eager' | 'lazy';
  'business-unit-id'?: string;
  locale?: string;
  fallback?: 'collapse' | 'notice';
  '--rp-star-color'?: string;
  '--rp-star-empty-color'?: string;
  '--rp-star-size'?: string;
  '--rp-star-gap'?: string;
  onLoad?: (event: Event) => void;
  onError?: (event: Event) => void;
}

const meta = {
  title: 'Widgets/rp-stars',
  component: 'rp-stars',
  render: (args) =>
    html`<rp-stars
      sku=${attr(args.sku)}
      value=${attr(args.value)}
      ?show-count=${args['show-count']}
      ?show-score=${args['show-score']}
      ?show-label=${args['show-label']}
      precision=${attr(args.precision)}
      variant=${attr(args.variant)}
      loading=${attr(args.loading)}
      business-unit-id=${attr(args['business-unit-id'])}
      locale=${attr(args.locale)}
      fallback=${attr(args.fallback)}
      ${cssVars(args)}
      @load=${args.onLoad}
      @error=${args.onError}
    ></rp-stars>`,
  args: { sku: MOCK_IDS.skus.many, 'show-count': true },
} satisfies Meta<StarsArgs>;

export default meta;
type Story = StoryObj<StarsArgs>;

/** A product with hundreds of reviews: its average, drawn to the nearest half star. */
export const Loaded: Story = {};

/** Score, count and the platform's words for the rating. */
export const AllTexts: Story = {
  args: { 'show-score': true, 'show-label': true },
};

/** Without `sku`: the business's TrustScore and number of service reviews. */
export const Business: Story = {
  args: { sku: undefined, 'show-score': true, 'show-label': true },
};

/** Several SKUs (the sizes of one jacket) summed as one product, in one request. */
export const Variants: Story = {
  args: { sku: MOCK_IDS.skus.variants.join(',') },
};

/** A fixed `value`: drawn as is, with no request. */
export const FixedValue: Story = {
  args: {
    sku: undefined,
    value: '3.7',
    'show-count': false,
    'show-score': true,
    precision: 'exact',
  },
};

/** `precision="exact"` fills the exact fraction instead of rounding to a half star. */
export const ExactPrecision: Story = {
  args: { precision: 'exact', 'show-score': true },
};

/** `variant="image"`: the platform's own star image for the rounded value. */
export const PlatformImage: Story = {
  args: { variant: 'image' },
};

/** While the summary is on its way (here it never arrives): five empty stars, same size. */
export const Loading: Story = {
  parameters: { mock: scenarios.held },
};

/** A product without a review yet. */
export const NoReviews: Story = {
  args: { sku: MOCK_IDS.skus.none },
};

/** The platform fails: the element collapses (`fallback="collapse"`, the default) and fires `error`. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { mock: scenarios.failing },
};

/** `fallback="notice"`: a failed rating says so in words, with no stars that could read as zero. */
export const ErrorNotice: Story = {
  args: { fallback: 'notice' },
  parameters: { mock: scenarios.failing },
};

/** A business on the legacy API variant: its answer is normalised to the current shape. */
export const LegacyApi: Story = {
  args: {
    sku: undefined,
    'business-unit-id': MOCK_IDS.businessUnits.legacy,
    'show-score': true,
    'show-label': true,
  },
};

/** A product of the legacy business. */
export const LegacyProduct: Story = {
  args: { sku: MOCK_IDS.skus.legacy, 'business-unit-id': MOCK_IDS.businessUnits.legacy },
};

/** Two seconds for every answer: the empty stars hold the place meanwhile. */
export const SlowNetwork: Story = {
  parameters: { mock: scenarios.slow },
};

/** Custom properties only: colours and size, no code. */
export const Themed: Story = {
  args: {
    'show-score': true,
    '--rp-star-color': '#7b3fe4',
    '--rp-star-empty-color': '#e3d9f7',
    '--rp-star-size': '28px',
    '--rp-star-gap': '4px',
  },
};

/** On a dark page: the defaults switch with `color-scheme`. */
export const DarkBackground: Story = {
  args: { 'show-score': true, 'show-label': true },
  globals: { scheme: 'dark' },
};

/** Right to left: the stars fill from the right. */
export const RightToLeft: Story = {
  args: { precision: 'exact', 'show-score': true },
  globals: { dir: 'rtl' },
};

export const English: Story = {
  args: { locale: 'en-US', 'show-score': true, 'show-label': true },
};

export const German: Story = {
  args: { locale: 'de-DE', 'show-score': true, 'show-label': true },
};

export const French: Story = {
  args: { locale: 'fr-FR', 'show-score': true, 'show-label': true },
};

/** Every text at once in a narrow column: the texts wrap beside the stars. */
export const LongContent: Story = {
  args: { locale: 'de-DE', 'show-score': true, 'show-label': true, '--rp-star-size': '24px' },
  parameters: { width: '14rem' },
};

/** `loading="lazy"`: nothing is fetched until the element comes near the viewport. */
export const Lazy: Story = {
  args: { loading: 'lazy' },
};

/** 200 % text: the stars are sized in `em` and grow with the text around them. */
export const LargeText: Story = {
  args: { 'show-score': true, 'show-label': true },
  parameters: { textSize: '200%' },
};
