import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/trust-badge/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';

interface TrustBadgeArgs {
  domain?: string;
  layout?: 'micro' | 'mini' | 'full';
  theme?: 'light' | 'dark';
  'show-review-link'?: boolean;
  'structured-data'?: boolean;
  'business-unit-id'?: string;
  locale?: string;
  fallback?: 'collapse' | 'notice';
  '--rp-badge-color'?: string;
  '--rp-badge-muted-color'?: string;
  '--rp-badge-background'?: string;
  '--rp-badge-border-color'?: string;
  '--rp-badge-radius'?: string;
  '--rp-badge-bar-color'?: string;
  '--rp-badge-track-color'?: string;
  '--rp-focus-color'?: string;
  '--rp-star-color'?: string;
  '--rp-star-empty-color'?: string;
  '--rp-star-size'?: string;
  '--rp-star-gap'?: string;
  onLoad?: (event: Event) => void;
  onError?: (event: Event) => void;
}

const meta = {
  title: 'Widgets/rp-trust-badge',
  component: 'rp-trust-badge',
  render: (args) =>
    html`<rp-trust-badge
      domain=${attr(args.domain)}
      layout=${attr(args.layout)}
      theme=${attr(args.theme)}
      ?show-review-link=${args['show-review-link']}
      ?structured-data=${args['structured-data']}
      business-unit-id=${attr(args['business-unit-id'])}
      locale=${attr(args.locale)}
      fallback=${attr(args.fallback)}
      ${cssVars(args)}
      @load=${args.onLoad}
      @error=${args.onError}
    ></rp-trust-badge>`,
  args: { layout: 'mini' },
} satisfies Meta<TrustBadgeArgs>;

export default meta;
type Story = StoryObj<TrustBadgeArgs>;

/** The compact block: logo, stars, TrustScore and number of reviews, one link to the profile. */
export const Mini: Story = {};

/** One line, for a header or a footer. */
export const Micro: Story = {
  args: { layout: 'micro' },
};

/** A card with the reviews per star rating and a "Write a review" link. */
export const Full: Story = {
  args: { layout: 'full', 'show-review-link': true },
};

/** `theme="dark"` on a dark page: the colours and the logo for a dark background. */
export const DarkTheme: Story = {
  args: { layout: 'full', theme: 'dark', 'show-review-link': true },
  globals: { scheme: 'dark' },
};

/** The light badge on a dark page: its own background keeps it readable. */
export const DarkBackground: Story = {
  args: { layout: 'mini', theme: 'light' },
  globals: { scheme: 'dark' },
};

/** Micro on a dark page, as in a dark site header. */
export const MicroDark: Story = {
  args: { layout: 'micro', theme: 'dark' },
  globals: { scheme: 'dark' },
};

/** Found by the business's domain instead of its ID. */
export const ByDomain: Story = {
  args: { domain: MOCK_IDS.domains.acme, 'business-unit-id': MOCK_IDS.businessUnits.empty },
};

/** A business without any review yet. */
export const NoReviews: Story = {
  args: { 'business-unit-id': MOCK_IDS.businessUnits.empty, layout: 'full' },
};

/** A business whose profile is not active: the badge shows nothing (and fires `error`). */
export const InactiveBusiness: Story = {
  args: { 'business-unit-id': MOCK_IDS.businessUnits.inactive },
  parameters: { outcome: 'error' },
};

/** A business on the legacy API variant: its answer is normalised to the current shape. */
export const LegacyApi: Story = {
  args: { 'business-unit-id': MOCK_IDS.businessUnits.legacy, layout: 'full' },
};

/** While the platform answers (here it never does): the badge holds its size. */
export const Loading: Story = {
  args: { layout: 'full' },
  parameters: { mock: scenarios.held },
};

/** The platform fails: the badge collapses (`fallback="collapse"`, the default) and fires `error`. */
export const ErrorState: Story = {
  name: 'Error',
  args: { layout: 'full' },
  parameters: { mock: scenarios.failing },
};

/** `fallback="notice"`: a failed rating says so in words, with no stars that could read as zero. */
export const ErrorNotice: Story = {
  args: { layout: 'full', fallback: 'notice' },
  parameters: { mock: scenarios.failing },
};

/** Two seconds for every answer. */
export const SlowNetwork: Story = {
  args: { layout: 'full' },
  parameters: { mock: scenarios.slow },
};

/** The public custom properties only. */
export const Themed: Story = {
  args: {
    layout: 'full',
    'show-review-link': true,
    '--rp-badge-color': '#3b1f0e',
    '--rp-badge-muted-color': '#6b4a35',
    '--rp-badge-background': '#fff6ec',
    '--rp-badge-border-color': '#e8c9a6',
    '--rp-badge-radius': '16px',
    '--rp-badge-bar-color': '#c2410c',
    '--rp-badge-track-color': '#f5dcc4',
    '--rp-focus-color': '#c2410c',
    '--rp-star-color': '#c2410c',
    '--rp-star-empty-color': '#f5dcc4',
  },
};

/** Right to left: the bars and the link mirror. */
export const RightToLeft: Story = {
  args: { layout: 'full', 'show-review-link': true },
  globals: { dir: 'rtl' },
};

export const English: Story = {
  args: { layout: 'full', locale: 'en-US', 'show-review-link': true },
};

export const German: Story = {
  args: { layout: 'full', locale: 'de-DE', 'show-review-link': true },
};

export const French: Story = {
  args: { layout: 'full', locale: 'fr-FR', 'show-review-link': true },
};

/** A long business name in a long language, in a narrow column: the texts wrap. */
export const LongContent: Story = {
  args: {
    'business-unit-id': 'bu-stockholm-design',
    locale: 'da-DK',
    layout: 'full',
    'show-review-link': true,
  },
  parameters: { width: '13rem' },
};

/** A 320 px phone at 200 % text: everything wraps inside the column, nothing overflows. */
export const NarrowLargeText: Story = {
  args: { layout: 'full', 'show-review-link': true },
  parameters: { width: '320px', textSize: '200%' },
};

/** 200 % text, one line: logo and stars grow with the text (both sized in `em`). */
export const MicroLargeText: Story = {
  args: { layout: 'micro' },
  parameters: { textSize: '200%' },
};
