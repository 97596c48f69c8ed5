import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/review-collector/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';

interface ReviewCollectorArgs {
  theme?: 'light' | 'dark';
  'business-unit-id'?: string;
  locale?: string;
  fallback?: 'collapse' | 'notice';
  '--rp-collector-background'?: string;
  '--rp-collector-color'?: string;
  '--rp-collector-radius'?: string;
  '--rp-focus-color'?: string;
  onLoad?: (event: Event) => void;
  onError?: (event: Event) => void;
}

const meta = {
  title: 'Widgets/rp-review-collector',
  component: 'rp-review-collector',
  render: (args) =>
    html`<rp-review-collector
      theme=${attr(args.theme)}
      business-unit-id=${attr(args['business-unit-id'])}
      locale=${attr(args.locale)}
      fallback=${attr(args.fallback)}
      ${cssVars(args)}
      @load=${args.onLoad}
      @error=${args.onError}
    ></rp-review-collector>`,
} satisfies Meta<ReviewCollectorArgs>;

export default meta;
type Story = StoryObj<ReviewCollectorArgs>;

/** "Review us", linking to the business's review form in a new tab. */
export const Default: Story = {};

/** `theme="dark"` on a dark page. */
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  globals: { scheme: 'dark' },
};

/** While the platform answers (here it never does): the button's box, without words for readers. */
export const Loading: Story = {
  parameters: { mock: scenarios.held },
};

/** The platform fails: the button collapses (the default) and fires `error`. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: { mock: scenarios.failing },
};

/** `fallback="notice"`: a failed button says the form is unavailable. */
export const ErrorNotice: Story = {
  args: { fallback: 'notice' },
  parameters: { mock: scenarios.failing },
};

/** The public custom properties only. */
export const Themed: Story = {
  args: {
    '--rp-collector-background': '#c2410c',
    '--rp-collector-color': '#ffffff',
    '--rp-collector-radius': '999px',
    '--rp-focus-color': '#c2410c',
  },
};

export const German: Story = {
  args: { locale: 'de-DE' },
};

export const Japanese: Story = {
  args: { locale: 'ja-JP' },
};

/** Another business: its own form. */
export const OtherBusiness: Story = {
  args: { 'business-unit-id': MOCK_IDS.businessUnits.empty },
};

/** A 320 px phone at 200 % text: the words wrap inside the button. */
export const NarrowLargeText: Story = {
  args: { locale: 'fr-FR' },
  parameters: { width: '320px', textSize: '200%' },
};
