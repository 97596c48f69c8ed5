import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { MOCK_IDS } from '../src/mock/index.js';
import '../src/config/define.js';
import '../src/stars/define.js';
import { attr } from './support/css-vars.js';

interface ConfigArgs {
  'business-unit-id'?: string;
  locale?: string;
}

/**
 * Every story of the catalogue sits inside an `<rp-config>` that gives the mock platform's API
 * key, address and business. These stories nest a second one that overrides some of it.
 */
const meta = {
  title: 'Widgets/rp-config',
  component: 'rp-config',
  render: (args) =>
    html`<rp-config business-unit-id=${attr(args['business-unit-id'])} locale=${attr(args.locale)}>
      <p>
        <rp-stars show-score show-count></rp-stars>
        <span>the business</span>
      </p>
      <p>
        <rp-stars sku=${MOCK_IDS.skus.many} show-count></rp-stars>
        <span>a product</span>
      </p>
      <p>
        <rp-stars sku=${MOCK_IDS.skus.few} show-count locale="en-GB"></rp-stars>
        <span>a product whose own <code>locale</code> wins</span>
      </p>
    </rp-config>`,
  args: {},
} satisfies Meta<ConfigArgs>;

export default meta;
type Story = StoryObj<ConfigArgs>;

/** Nothing overridden: everything comes from the outer configuration. */
export const Inherited: Story = {};

/** The inner `<rp-config>` switches the language for everything inside it. */
export const Locale: Story = {
  args: { locale: 'de-DE' },
};

/** The inner `<rp-config>` switches the business: products are looked up in that one. */
export const AnotherBusiness: Story = {
  args: { 'business-unit-id': MOCK_IDS.businessUnits.legacy },
  render: (args) =>
    html`<rp-config business-unit-id=${attr(args['business-unit-id'])} locale=${attr(args.locale)}>
      <p><rp-stars show-score show-count></rp-stars> <span>the business</span></p>
      <p>
        <rp-stars sku=${MOCK_IDS.skus.legacy} show-count></rp-stars>
        <span>one of its products</span>
      </p>
    </rp-config>`,
};
