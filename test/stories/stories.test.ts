/**
 * Every story of the catalogue, rendered as Storybook renders it (the story's render with the
 * meta's and story's args, inside the same frame and on the same mock scenario), must settle the
 * way its scenario says, log no console error and pass axe.
 */
import { expect, fixture, nextFrame } from '@open-wc/testing';
import type { Args } from '@storybook/web-components-vite';
import type { TemplateResult } from 'lit';
import { assertContract, startMock } from '../support/platform.js';
import { holdTimers } from '../support/hold.js';
import type { MockPlatform } from '../../src/mock/index.js';
import { apiAddress, applyScenario, type MockScenario } from '../../stories/support/mock.js';
import { frame, type Direction, type Scheme } from '../../stories/support/frame.js';
import * as config from '../../stories/rp-config.stories.js';
import * as stars from '../../stories/rp-stars.stories.js';
import * as productReviews from '../../stories/rp-product-reviews.stories.js';
import * as businessReviews from '../../stories/rp-business-reviews.stories.js';
import * as trustBadge from '../../stories/rp-trust-badge.stories.js';
import * as inviteButton from '../../stories/rp-invite-button.stories.js';
import * as reviewInbox from '../../stories/rp-review-inbox.stories.js';
import * as reviewCollector from '../../stories/rp-review-collector.stories.js';
import * as authorizationPage from '../../stories/authorization-page.stories.js';

/** The parts of a CSF file this test reads. */
interface StoryLike {
  name?: string;
  args?: Args;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  render?: (args: Args, context: never) => unknown;
  loaders?: ((context: never) => Promise<unknown>)[];
  play?: (context: { canvasElement: HTMLElement; args: Args }) => Promise<void>;
}
interface CsfFile {
  default: StoryLike & { title: string };
}

const files = [
  config,
  stars,
  productReviews,
  businessReviews,
  trustBadge,
  inviteButton,
  reviewInbox,
  reviewCollector,
  authorizationPage,
] as unknown as CsfFile[];

/**
 * What a story's widgets end in: `load` or `error` events, `held` (no answer, no event yet), or
 * `none` (widgets without a load event, and pages without widgets).
 */
type Outcome = 'load' | 'error' | 'held' | 'none';

/** A story's own `parameters.outcome`, else what its scenario implies. */
function outcomeOf(parameters: Record<string, unknown>): Outcome {
  if (parameters.outcome) return parameters.outcome as Outcome;
  const faults = (parameters.mock as MockScenario | undefined)?.faults ?? [];
  if (faults.some((rule) => rule.hang && !rule.operation && !rule.path)) return 'held';
  if (faults.some((rule) => rule.status && !rule.operation && !rule.path)) return 'error';
  return 'load';
}

const settled = new Map<Element, 'load' | 'error'>();
function record(event: Event): void {
  const target = event.target as Element;
  if (target.localName?.startsWith('rp-') && target.localName !== 'rp-config') {
    settled.set(target, event.type as 'load' | 'error');
  }
}

// The page's own, for polling while a story's timers are held.
const pageSetTimeout = window.setTimeout.bind(window);

async function settle(widgets: Element[], tick?: () => void, timeout = 8000): Promise<void> {
  const until = performance.now() + timeout;
  while (widgets.some((widget) => !settled.has(widget))) {
    tick?.();
    if (performance.now() > until) {
      const waiting = widgets.filter((widget) => !settled.has(widget)).map((w) => w.localName);
      throw new Error(`No load or error event within ${timeout} ms from: ${waiting.join(', ')}`);
    }
    await new Promise((resolve) => pageSetTimeout(resolve, 20));
  }
}

let platform: MockPlatform;
const consoleErrors: string[] = [];
const originalError = console.error;

before(async () => {
  platform = await startMock({ seed: 1 });
  // Events that do not bubble still pass ancestors in the capture phase.
  document.addEventListener('load', record, true);
  document.addEventListener('error', record, true);
});
after(async () => {
  document.removeEventListener('load', record, true);
  document.removeEventListener('error', record, true);
  // The runner reuses this tab for the next test file: leave no owner signed in by a story.
  sessionStorage.clear();
  await assertContract();
});
beforeEach(() => {
  consoleErrors.length = 0;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
    originalError.apply(console, args);
  };
});
afterEach(() => {
  console.error = originalError;
});

let count = 0;
for (const file of files) {
  const meta = file.default;
  describe(meta.title, () => {
    for (const [exportName, story] of Object.entries(file) as [string, StoryLike][]) {
      if (exportName === 'default') continue;
      count++;
      it(story.name ?? exportName, async () => {
        const args = { ...meta.args, ...story.args };
        const parameters = { ...meta.parameters, ...story.parameters };
        const globals = { ...meta.globals, ...story.globals };
        const render = story.render ?? meta.render!;
        const scenario = parameters.mock as MockScenario | undefined;
        applyScenario(platform, scenario);
        const outcome = outcomeOf(parameters);
        // A slow scenario's delay and the retries' backoff before an error are the page's timers:
        // moved on by hand rather than waited for (not the client's 10 s timeout, nor the runner's).
        const timers =
          scenario?.latency || outcome === 'error'
            ? holdTimers((delay) => delay >= 100 && delay <= 2000)
            : undefined;
        try {
          await renderStory();
        } finally {
          timers?.release();
        }

        async function renderStory(): Promise<void> {
          for (const loader of [...(meta.loaders ?? []), ...(story.loaders ?? [])]) {
            await loader({ args, parameters } as never);
          }

          const root = await fixture<HTMLElement>(
            frame(render(args, {} as never), {
              scheme: globals.scheme as Scheme | undefined,
              dir: globals.dir as Direction | undefined,
              address: apiAddress(scenario),
              width: parameters.width as string | undefined,
            }) as TemplateResult,
          );
          const widgets = [...root.querySelectorAll('*')].filter(
            (element) => element.localName.startsWith('rp-') && element.localName !== 'rp-config',
          );
          if (outcome !== 'none') expect(widgets.length, 'widgets').to.be.greaterThan(0);

          await (story.play ?? meta.play)?.({ canvasElement: root, args });
          if (outcome === 'none') {
            await nextFrame();
          } else if (outcome === 'held') {
            await nextFrame();
            for (const widget of widgets) expect(settled.has(widget), widget.localName).to.be.false;
          } else {
            await settle(widgets, timers?.fire);
            for (const widget of widgets) {
              expect(settled.get(widget), `${widget.localName} ended in`).to.equal(outcome);
            }
          }
          expect(consoleErrors, 'console errors').to.deep.equal([]);
          await expect(root).to.be.accessible();
        }
      });
    }
  });
}

describe('the catalogue', () => {
  it('has stories', () => {
    expect(count).to.be.greaterThan(20);
  });
});
