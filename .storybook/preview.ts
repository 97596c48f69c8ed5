import type { Decorator, Loader, Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { StrictArgTypes, StrictInputType } from 'storybook/internal/types';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createMockPlatform, MOCK_IDS } from '../src/mock/index.js';
import { applyScenario, apiAddress, type MockScenario } from '../stories/support/mock.js';
import { frame, type Direction, type Scheme } from '../stories/support/frame.js';
import { returnToOpener } from '../src/invite-button/rp-invite-button.js';
import { platformLocales } from '../src/shared/locales.js';
// Written by `npm run analyze` (the storybook scripts run it first) from the JSDoc of each class.
import manifest from '../custom-elements.json';

setCustomElementsManifest(manifest);

// The invite button's sign-in pop-up comes back to iframe.html with the token in the fragment:
// hand it to the story that opened the pop-up, and close.
returnToOpener();

/** One mock platform for the whole catalogue; each story's scenario has its own API address. */
const platform = createMockPlatform({ seed: 1 });

const applyStoryScenario: Loader = async ({ parameters }) => {
  applyScenario(platform, parameters.mock as MockScenario | undefined);
  return {};
};

const withFrame: Decorator = (story, { globals, parameters }) =>
  frame(story(), {
    scheme: globals.scheme as Scheme,
    dir: globals.dir as Direction,
    lang: globals.locale as string,
    address: apiAddress(parameters.mock as MockScenario | undefined),
    width: parameters.width as string | undefined,
    textSize: parameters.textSize as string | undefined,
  });

const locales = Object.keys(platformLocales);
/** Given by the frame's <rp-config>: not something a designer changes. */
const fromFrame = new Set(['api-key', 'base-url']);

/** `'a' | 'b'` as written in the manifest, or nothing when the type is not a union of strings. */
function literals(type: string | undefined): string[] | undefined {
  const parts = type?.split('|').map((part) => part.trim());
  if (!parts?.length || !parts.every((part) => /^'[^']*'$/.test(part))) return undefined;
  return parts.map((part) => part.slice(1, -1));
}

/**
 * Controls from the manifest: attributes are the API (the property rows repeat them under their
 * camelCase names, so those are hidden), unions of strings become selects, and the public custom
 * properties become colour pickers or text fields.
 */
function manifestControls(argTypes: StrictArgTypes): StrictArgTypes {
  const result: StrictArgTypes = {};
  for (const [name, argType] of Object.entries(argTypes)) {
    const input: StrictInputType = { ...argType };
    const category = input.table?.category;
    const type = input.table?.type?.summary;
    const select = (options: string[]) => {
      input.options = options;
      input.control = { type: 'select' };
    };
    if (category === 'properties') {
      input.table = { ...input.table, disable: true };
      input.control = false;
    } else if (category === 'attributes') {
      const options = literals(type);
      if (fromFrame.has(name)) input.control = false;
      else if (name === 'locale') select(['', ...locales]);
      else if (name === 'business-unit-id') select(['', ...Object.values(MOCK_IDS.businessUnits)]);
      else if (options) select(options);
      else if (type === 'boolean') input.control = { type: 'boolean' };
      else if (type === 'number') input.control = { type: 'number' };
      else input.control = { type: 'text' };
    } else if (category === 'css custom properties') {
      input.control = { type: /-(color|background)$/.test(name) ? 'color' : 'text' };
    } else if (category) {
      // Events, parts and slots are documented, not controlled.
      input.control = false;
    }
    result[name] = input;
  }
  return result;
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    options: { storySort: { order: ['Introduction', 'Widgets', 'Mock platform'] } },
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'none' },
    docs: { source: { excludeDecorators: true } },
    a11y: { test: 'error' },
    // The catalogue's platform answers every story; the scenario loader adds a story's faults.
    msw: { handlers: { platform: platform.handlers } },
  },
  initialGlobals: { scheme: 'light', dir: 'ltr', locale: 'en-US' },
  globalTypes: {
    scheme: {
      description: 'Colour scheme of the page around the widget',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light page' },
          { value: 'dark', title: 'Dark page' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the page: widgets without their own locale speak it',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(platformLocales).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction of the page',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      // Relative to iframe.html, so a static build also works under a sub-path.
      await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
    applyStoryScenario,
  ],
  decorators: [withFrame],
  argTypesEnhancers: [({ argTypes }) => manifestControls(argTypes)],
};

export default preview;
