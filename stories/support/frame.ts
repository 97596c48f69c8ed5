/**
 * The page around every story: the colour scheme and writing direction chosen in the toolbar (or
 * pinned by a story), and an `<rp-config>` with the mock platform's API key, business unit and the
 * story's API address. Storybook's decorator and the story smoke test both render through it.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ref } from 'lit/directives/ref.js';
import { MOCK_API_KEY, MOCK_IDS } from '../../src/mock/index.js';
import '../../src/config/define.js';

export type Scheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface FrameOptions {
  scheme?: Scheme;
  dir?: Direction;
  /** The `base-url` of the widgets. */
  address: string;
  /** The page's `lang`; widgets without a `locale` follow it. Default en-US. */
  lang?: string;
  /** Narrows the story, to show wrapping (long content). */
  width?: string;
  /** Enlarges the text (for example `200%`), as a shopper's text zoom does. */
  textSize?: string;
}

const styles = `
  .rp-story {
    color-scheme: light;
    background: Canvas;
    color: CanvasText;
    font: 16px/1.5 system-ui, sans-serif;
    padding: 1.5rem;
    box-sizing: border-box;
  }
  .rp-story[data-scheme='dark'] {
    color-scheme: dark;
    background: #15171c;
    color: #e9e9ee;
  }
  .rp-story[data-width] > rp-config > * { display: block; }
  #storybook-root .rp-story { min-block-size: 100vh; }
`;

let installed = false;

/** Puts the frame's style sheet in the document (once). */
export function installFrameStyles(): void {
  if (installed) return;
  installed = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(styles);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Narrow frames set their width through CSSOM (no style attribute: the page may have a CSP). */
function widthOf(width: string | undefined, textSize?: string) {
  return (element?: Element) => {
    if (!(element instanceof HTMLElement)) return;
    if (width) element.style.setProperty('max-inline-size', width);
    if (textSize) element.style.setProperty('font-size', textSize);
  };
}

export function frame(content: unknown, options: FrameOptions): TemplateResult {
  installFrameStyles();
  const { scheme = 'light', dir = 'ltr', lang = 'en-US', address, width, textSize } = options;
  return html`<div
    class="rp-story"
    data-scheme=${scheme}
    dir=${dir}
    lang=${lang}
    data-width=${ifDefined(width)}
    ${ref(widthOf(width, textSize))}
  >
    <rp-config
      api-key=${MOCK_API_KEY}
      business-unit-id=${MOCK_IDS.businessUnits.acme}
      base-url=${address}
      >${content}</rp-config
    >
  </div>`;
}
