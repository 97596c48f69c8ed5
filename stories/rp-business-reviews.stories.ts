import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/business-reviews/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';

interface BusinessReviewsArgs {
  layout?: 'carousel' | 'list' | 'grid';
  autoplay?: boolean;
  stars?: string;
  language?: string;
  'tag-group'?: string;
  'tag-value'?: string;
  responded?: string;
  'order-by'?: string;
  'per-page'?: number;
  page?: number;
  'no-header'?: boolean;
  fallback?: 'notice' | 'collapse';
  domain?: string;
  'business-unit-id'?: string;
  locale?: string;
  '--rp-text-color'?: string;
  '--rp-muted-color'?: string;
  '--rp-surface-color'?: string;
  '--rp-border-color'?: string;
  '--rp-accent-color'?: string;
  '--rp-radius'?: string;
  '--rp-gap'?: string;
  '--rp-card-height'?: string;
  '--rp-star-color'?: string;
  '--rp-star-empty-color'?: string;
  '--rp-star-size'?: string;
  onLoad?: (event: Event) => void;
  onError?: (event: Event) => void;
  onRpPageChange?: (event: Event) => void;
}

const meta = {
  title: 'Widgets/rp-business-reviews',
  component: 'rp-business-reviews',
  render: (args) =>
    html`<rp-business-reviews
      layout=${attr(args.layout)}
      ?autoplay=${args.autoplay}
      stars=${attr(args.stars)}
      language=${attr(args.language)}
      tag-group=${attr(args['tag-group'])}
      tag-value=${attr(args['tag-value'])}
      responded=${attr(args.responded)}
      order-by=${attr(args['order-by'])}
      per-page=${attr(args['per-page'])}
      page=${attr(args.page)}
      ?no-header=${args['no-header']}
      fallback=${attr(args.fallback)}
      domain=${attr(args.domain)}
      business-unit-id=${attr(args['business-unit-id'])}
      locale=${attr(args.locale)}
      ${cssVars(args)}
      @load=${args.onLoad}
      @error=${args.onError}
      @rp-page-change=${args.onRpPageChange}
    ></rp-business-reviews>`,
  args: {},
} satisfies Meta<BusinessReviewsArgs>;

export default meta;
type Story = StoryObj<BusinessReviewsArgs>;

/** The default: a carousel of the newest reviews under the TrustScore header. */
export const Carousel: Story = {};

/** Turns by itself, with a button to stop it; pauses on hover, focus and off screen. */
export const Autoplay: Story = {
  args: { autoplay: true },
};

/** One column with pages. */
export const List: Story = {
  args: { layout: 'list', 'per-page': 5 },
};

/** Cards side by side as space allows, with pages. */
export const Grid: Story = {
  args: { layout: 'grid', 'per-page': 6 },
};

/** Four and five stars, the shop's replies only, best first. */
export const Filtered: Story = {
  args: { stars: '4,5', responded: 'true', 'order-by': 'stars.desc' },
};

/** Reviews tagged with a topic. */
export const Tagged: Story = {
  args: { layout: 'list', 'tag-group': 'topic', 'tag-value': 'delivery', language: 'all' },
};

/** Without the header, under the page's own heading. */
export const NoHeader: Story = {
  args: { 'no-header': true },
};

/** A business nobody has reviewed yet: "No reviews yet" and the link to write one. */
export const Empty: Story = {
  args: { 'business-unit-id': MOCK_IDS.businessUnits.empty },
};

/** While the reviews are on their way (here they never arrive): the space is reserved. */
export const Loading: Story = {
  parameters: { mock: scenarios.held },
};

/** Two seconds for every answer. */
export const SlowNetwork: Story = {
  parameters: { mock: scenarios.slow },
};

/** The platform fails: a message and a Retry button. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { mock: scenarios.failing },
};

/** `fallback="collapse"`: a failed carousel takes no space, with no stars, notice or Retry. */
export const ErrorCollapsed: Story = {
  name: 'Error, collapsed',
  args: { fallback: 'collapse' },
  parameters: { mock: scenarios.failing },
};

/** On a dark page. */
export const DarkBackground: Story = {
  globals: { scheme: 'dark' },
};

/** Right to left: the carousel, its buttons and the cards mirror. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
};

export const German: Story = {
  args: { locale: 'de-DE', language: 'all' },
};
