/**
 * Every widget under a strict Content-Security-Policy: csp.html carries it in a meta tag (before
 * any script), has the widgets in its markup and loads the merchant's one CDN file
 * (/dist/cdn/rp-widgets.js, built before the browser tests). It runs in a same-origin iframe.
 *
 * The data: the frame is served from this origin, so the mock's service worker, started by this
 * page, controls it too and answers its requests with this page's handlers. The widgets' fetches
 * go to the frame's own origin (no base-url: the default), which `connect-src 'self'` allows,
 * and the worker answers them: the same path as a merchant proxying the API through their domain.
 */
import { expect } from '@open-wc/testing';
import { type MockPlatform } from '../../src/mock/index.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import type { CspRecord } from './csp-frame.js';
import { openFrame, reportsDelivered, until } from './frames.js';
import { drawn } from './scan.js';

const policy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; connect-src 'self'";

const text = (node: Node | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

let platform: MockPlatform;
let frame: HTMLIFrameElement;
let record: CspRecord;
let doc: Document;

before(async () => {
  platform = await startMock({ seed: 1 });
  ({ frame, record, doc } = await openFrame('/test/security/csp.html'));
});
after(() => frame.remove());
afterEach(assertContract);

describe('strict Content-Security-Policy', () => {
  it('is the page policy: no unsafe-inline, no unsafe-eval', () => {
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(meta?.getAttribute('content')).to.equal(policy);
    expect(policy).not.to.match(/unsafe-/);
    // The frame really enforces it: an inline script is refused (and reported).
    const before = record.violations.length;
    const script = doc.createElement('script');
    script.textContent = 'window.inlineRan = true';
    doc.body.append(script);
    script.remove();
    return until(() => record.violations.length > before, 'no violation reported').then(() => {
      expect((frame.contentWindow as Window & { inlineRan?: boolean }).inlineRan).to.equal(
        undefined,
      );
      expect(record.violations.splice(before).join()).to.match(/^script-src/);
    });
  });

  it('renders every widget with data and reports no violation', async () => {
    const widgets = ['rp-stars', 'rp-trust-badge', 'rp-product-reviews'].flatMap((tag) => [
      ...doc.querySelectorAll(tag),
    ]);
    expect(widgets.length).to.equal(6);
    await until(
      () => record.loads.length >= widgets.length || record.errors.length > 0,
      `loads: ${record.loads.join()}`,
    );
    expect(record.errors).to.deep.equal([]);
    const [skuStars, unitStars] = doc.querySelectorAll('rp-stars');
    const label = (el: Element) =>
      el.shadowRoot!.querySelector('[part=base]')!.getAttribute('aria-label') ?? '';
    expect(label(skuStars!)).to.match(/^Rated \d/);
    // The platform's words for the rating (asked in language-region: the page says only "en").
    await until(
      () => text(skuStars!.shadowRoot!.querySelector('[part=label]')) !== '',
      'no star label',
    );
    expect(label(unitStars!)).to.match(/^Rated \d/);
    // The platform's star image (an https: image) arrives after the rating.
    await until(() => !!unitStars!.shadowRoot!.querySelector('img[part=image]'), 'no star image');
    for (const badge of doc.querySelectorAll('rp-trust-badge')) {
      expect(text(badge.shadowRoot!.querySelector('[part=score]'))).to.match(/^TrustScore \d/);
      expect(text(badge.shadowRoot!.querySelector('[part=count]'))).to.match(/\d reviews$/);
    }
    // The structured-data code arrives after the first draw.
    await until(
      () => doc.querySelector('rp-trust-badge script[type="application/ld+json"]') !== null,
      'no JSON-LD',
    );
    const [photos, imported] = doc.querySelectorAll('rp-product-reviews');
    expect(photos!.shadowRoot!.querySelectorAll('[part=review]:not(.skeleton)').length).to.be.above(
      0,
    );
    await until(
      () =>
        imported!.shadowRoot!.querySelectorAll('[part=imported] [part=review]:not(.skeleton)')
          .length > 0,
      'no imported reviews',
    );
    // The photo lightbox opens too.
    photos!.shadowRoot!.querySelector<HTMLButtonElement>('[part=photo]')!.click();
    await until(
      () => !!photos!.shadowRoot!.querySelector('dialog[open], [part=lightbox][open]'),
      'the lightbox did not open',
    );
    const invite = doc.querySelector('rp-invite-button')!;
    expect(invite.shadowRoot!.querySelectorAll('button').length).to.be.above(0);
    // Every call went to the frame's own origin, the only one connect-src allows.
    expect(requests.length).to.be.above(0);
    expect([...new Set(requests.map((r) => new URL(r.url).origin))]).to.deep.equal([
      location.origin,
    ]);
    // Counted once every image has its outcome and every report made so far has arrived.
    await drawn(doc);
    await reportsDelivered(doc, record);
    expect(record.violations).to.deep.equal([]);
    expect(platform).to.not.equal(undefined);
  });
});
