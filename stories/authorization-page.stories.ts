import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { MOCK_API_KEY, mountAuthorizePage } from '../src/mock/index.js';

/**
 * The query a sign-in brings, or a sample one when the story is opened by itself (then choosing
 * a user goes nowhere).
 */
function location(): Parameters<typeof mountAuthorizePage>[1] {
  if (new URLSearchParams(window.location.search).has('client_id')) return {};
  const sample = new URLSearchParams({
    client_id: MOCK_API_KEY,
    redirect_uri: new URL('iframe.html', window.location.href).href,
    response_type: 'token',
    state: 'sample',
  });
  return { location: { search: `?${sample}`, assign: () => undefined } };
}

/**
 * The mock platform's hosted authorization page, where `<rp-invite-button>` sends the owner to
 * sign in. The invite button stories open it in a pop-up.
 */
const meta = {
  title: 'Mock platform/Authorization page',
  // Mounted once the frame is in the document: the page adopts its style sheet there.
  render: () =>
    html`<div
      ${ref((root) => root && queueMicrotask(() => mountAuthorizePage(root as HTMLElement, location())))}
    ></div>`,
  parameters: { outcome: 'none' },
} satisfies Meta;

export default meta;

export const Page: StoryObj = {};
