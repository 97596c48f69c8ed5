import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/review-inbox/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';
import { authorizationStoryUrl, signedIn, signedInExpired, signedOut } from './support/owner.js';

interface ReviewInboxArgs {
  'client-id'?: string;
  'auth-mode'?: 'redirect' | 'popup';
  'auth-url'?: string;
  state?: 'published' | 'unpublished';
  sku?: string;
  language?: string;
  'per-page'?: string;
  locale?: string;
  '--rp-text-color'?: string;
  '--rp-muted-color'?: string;
  '--rp-border-color'?: string;
  '--rp-accent-color'?: string;
  '--rp-error-color'?: string;
  '--rp-radius'?: string;
  '--rp-gap'?: string;
  onLoad?: (event: Event) => void;
  onError?: (event: Event) => void;
}

/**
 * The owner's inbox on the mock platform of Acme Outdoor. In the catalogue the sign-in opens in
 * a pop-up on the mock's authorization page; choose Alex Morgan of Acme Outdoor there.
 */
const meta = {
  title: 'Widgets/rp-review-inbox',
  component: 'rp-review-inbox',
  render: (args) =>
    html`<rp-review-inbox
      client-id=${attr(args['client-id'])}
      auth-mode=${attr(args['auth-mode'])}
      auth-url=${attr(args['auth-url'] ?? authorizationStoryUrl())}
      state=${attr(args.state)}
      sku=${attr(args.sku)}
      language=${attr(args.language)}
      per-page=${attr(args['per-page'])}
      locale=${attr(args.locale)}
      ${cssVars(args)}
      @load=${args.onLoad}
      @error=${args.onError}
    ></rp-review-inbox>`,
  args: { 'auth-mode': 'popup', 'per-page': '5' },
} satisfies Meta<ReviewInboxArgs>;

export default meta;
type Story = StoryObj<ReviewInboxArgs>;

/** Nobody signed in: what the inbox is for, and the sign-in. */
export const SignedOut: Story = {
  loaders: [signedOut],
  parameters: { outcome: 'none' },
};

/** Signed in, a product without reviews: the list says none match. */
export const Empty: Story = {
  args: { sku: MOCK_IDS.skus.none },
  loaders: [signedIn()],
};

/** Signed in, every product: many reviews in pages. */
export const Many: Story = {
  loaders: [signedIn()],
};

/** The platform fails: the cause and the way out, with a Try again button. */
export const Failing: Story = {
  loaders: [signedIn()],
  parameters: { mock: scenarios.failing, outcome: 'error' },
};

/** The sign-in has expired on the platform: signed out, said so, the drafts kept. */
export const ExpiredToken: Story = {
  loaders: [signedInExpired()],
  parameters: { outcome: 'error' },
};

/** In a narrow back office column (390 px): the list and the review take turns. */
export const Narrow: Story = {
  args: { sku: MOCK_IDS.skus.many },
  loaders: [signedIn()],
  parameters: { width: '390px' },
};

export const German: Story = {
  args: { locale: 'de-DE', sku: MOCK_IDS.skus.many },
  loaders: [signedIn()],
};
