import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { MOCK_IDS, MOCK_USERS } from '../src/mock/index.js';
import '../src/invite-button/define.js';
import { attr, cssVars } from './support/css-vars.js';
import { scenarios } from './support/mock.js';
import { authorizationStoryUrl, pressMainButton, signedIn, signedOut } from './support/owner.js';

interface InviteButtonArgs {
  'client-id'?: string;
  'redirect-uri'?: string;
  'auth-mode'?: 'redirect' | 'popup';
  'auth-url'?: string;
  'consumer-email'?: string;
  'consumer-name'?: string;
  'reference-id'?: string;
  'product-ids'?: string;
  'consumer-redirect-uri'?: string;
  'business-unit-id'?: string;
  locale?: string;
  '--rp-text-color'?: string;
  '--rp-border-color'?: string;
  '--rp-accent-color'?: string;
  '--rp-on-accent-color'?: string;
  '--rp-error-color'?: string;
  '--rp-radius'?: string;
  '--rp-gap'?: string;
  onError?: (event: Event) => void;
  onRpInvitationCreated?: (event: Event) => void;
}

/**
 * In the catalogue the sign-in opens in a pop-up (`auth-mode="popup"`) on the mock platform's
 * authorization page; choose Alex Morgan of Acme Outdoor there. The invite button has no `load`
 * event: it draws at once.
 */
const meta = {
  title: 'Widgets/rp-invite-button',
  component: 'rp-invite-button',
  render: (args) =>
    html`<rp-invite-button
      client-id=${attr(args['client-id'])}
      redirect-uri=${attr(args['redirect-uri'])}
      auth-mode=${attr(args['auth-mode'])}
      auth-url=${attr(args['auth-url'] ?? authorizationStoryUrl())}
      consumer-email=${attr(args['consumer-email'])}
      consumer-name=${attr(args['consumer-name'])}
      reference-id=${attr(args['reference-id'])}
      product-ids=${attr(args['product-ids'])}
      consumer-redirect-uri=${attr(args['consumer-redirect-uri'])}
      business-unit-id=${attr(args['business-unit-id'])}
      locale=${attr(args.locale)}
      ${cssVars(args)}
      @error=${args.onError}
      @rp-invitation-created=${args.onRpInvitationCreated}
    ></rp-invite-button>`,
  args: {
    'auth-mode': 'popup',
    'consumer-email': 'maria.jensen@example.com',
    'consumer-name': 'Maria Jensen',
    'reference-id': 'A-10482',
    'product-ids': `prod-${MOCK_IDS.skus.many.toLowerCase()},prod-${MOCK_IDS.skus.few.toLowerCase()}`,
  },
  parameters: { outcome: 'none' },
} satisfies Meta<InviteButtonArgs>;

export default meta;
type Story = StoryObj<InviteButtonArgs>;

/** Nobody signed in: the button is the sign-in step. */
export const SignedOut: Story = {
  loaders: [signedOut],
};

/** The owner is signed in: the button creates the link. */
export const SignedIn: Story = {
  loaders: [signedIn()],
};

/** After "Create review link": the link with its Copy button. */
export const LinkCreated: Story = {
  loaders: [signedIn()],
  play: pressMainButton,
};

/** The platform fails to create the link: the reason, and the button offers to try again. */
export const ErrorState: Story = {
  name: 'Error',
  loaders: [signedIn()],
  parameters: { mock: scenarios.failing, outcome: 'error' },
  play: pressMainButton,
};

/** The e-mail address is not one: refused before any request. */
export const InvalidInput: Story = {
  args: { 'consumer-email': 'maria.jensen@' },
  loaders: [signedIn()],
  parameters: { outcome: 'error' },
  play: pressMainButton,
};

/** Signed in as the owner of another business: the platform refuses the link. */
export const OtherBusiness: Story = {
  loaders: [signedIn(MOCK_USERS.find((user) => user.businessUnitId === 'bu-legacy')!.email)],
  parameters: { outcome: 'error' },
  play: pressMainButton,
};

/** The platform is slow to create the link: the button says it is working. */
export const SlowNetwork: Story = {
  loaders: [signedIn()],
  parameters: { mock: scenarios.slow },
};

/** The public custom properties only. */
export const Themed: Story = {
  loaders: [signedIn()],
  args: {
    '--rp-text-color': '#14213d',
    '--rp-border-color': '#9aa5c4',
    '--rp-accent-color': '#e76f51',
    '--rp-on-accent-color': '#1b1b1b',
    '--rp-error-color': '#9b2226',
    '--rp-radius': '999px',
    '--rp-gap': '1.25rem',
  },
};

/**
 * No custom property: the main button is outlined in the text colour of the page around it, a
 * shop's purple here (set through CSSOM, as a page with a CSP would).
 */
export const PageColours: Story = {
  loaders: [signedIn()],
  render: (args) =>
    html`<div
      ${ref((page) => (page as HTMLElement | undefined)?.style.setProperty('color', '#5a2d82'))}
    >
      ${meta.render(args)}
    </div>`,
};

/** On a dark page. */
export const DarkBackground: Story = {
  loaders: [signedIn()],
  globals: { scheme: 'dark' },
};

/** Right to left. */
export const RightToLeft: Story = {
  loaders: [signedIn()],
  globals: { dir: 'rtl' },
};

export const English: Story = {
  args: { locale: 'en-US' },
  loaders: [signedIn()],
};

export const German: Story = {
  args: { locale: 'de-DE' },
  loaders: [signedIn()],
};

/** Its texts exist in English and German: any other locale, French here, gets the English words. */
export const French: Story = {
  args: { locale: 'fr-FR' },
  loaders: [signedIn()],
};

/** A long name and address in a narrow column, after the link was created. */
export const LongContent: Story = {
  args: {
    'consumer-email':
      'maximiliane.alexandra.fuerstenberg-hohenzollern@very-long-company-name.example',
    'consumer-name': 'Maximiliane Alexandra Fürstenberg-Hohenzollern-Sigmaringen',
  },
  loaders: [signedIn()],
  parameters: { width: '18rem' },
  play: pressMainButton,
};
