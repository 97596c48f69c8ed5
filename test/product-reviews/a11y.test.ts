import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import type { RpProductReviews } from '../../src/product-reviews/rp-product-reviews.js';
import { assertContract, startMock } from '../support/platform.js';
import { holdRequests } from '../support/hold.js';
import { $, $$, element, expected, mount, settled, text } from './helpers.js';

const { skus } = MOCK_IDS;
let platform: MockPlatform;

/** The focused element, looking inside the widget's shadow root. */
const focused = (el: RpProductReviews) => el.shadowRoot!.activeElement as HTMLElement | null;

async function tabUntil(el: RpProductReviews, found: (node: HTMLElement) => boolean, most = 80) {
  const path: HTMLElement[] = [];
  for (let i = 0; i < most; i++) {
    await sendKeys({ press: 'Tab' });
    const node = focused(el);
    if (node) path.push(node);
    if (node && found(node)) return path;
  }
  throw new Error('focus never reached the wanted element');
}

describe('<rp-product-reviews> accessibility', () => {
  beforeEach(async () => (platform = await startMock({ seed: 1 })));
  afterEach(assertContract);
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('is accessible while loading', async () => {
    // No answer until the check is done: the loading state, however long the check takes.
    const hold = holdRequests();
    try {
      const el = element(skus.many);
      await fixture(html`${el}`);
      expect($(el, '.skeleton')).to.exist;
      await expect(el).to.be.accessible();
      expect($(el, '.skeleton'), 'still loading after the check').to.exist;
    } finally {
      hold.release();
    }
  });

  it('is accessible loaded, with imported reviews and attribute bars', async function () {
    // Two widgets loaded and two axe runs: more than the default allows on a loaded machine.
    this.timeout(30000);
    const el = await mount(element(skus.imported, { 'include-imported': true }));
    await waitUntil(() => $(el, '[part=imported] [part=review]'));
    await settled(el);
    await expect(el).to.be.accessible();
    const attributes = await mount(element(skus.attributes));
    expect($(attributes, '[part=attribute]:not(.attribute-room)')).to.exist;
    await expect(attributes).to.be.accessible();
  });

  it('is accessible empty', async () => {
    const el = await mount(element(skus.none));
    expect($(el, '[part=empty]')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('is accessible in the error state', async () => {
    platform.fail({ operation: 'listProductReviews', status: 404 });
    const el = element(skus.few);
    await fixture(html`${el}`);
    await waitUntil(() => $(el, '[part=error]'));
    await expect(el).to.be.accessible();
  });

  it('is accessible with the lightbox open', async () => {
    const el = await mount(element(skus.many));
    $<HTMLButtonElement>(el, 'article [part=photo]')!.click();
    await waitUntil(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the lightbox did not open');
    expect($(el, 'dialog')!.getAttribute('aria-label')).to.equal('Photo 1 of 2');
    await expect(el).to.be.accessible();
  });

  it('is accessible with a star filter active', async () => {
    const el = await mount(element(skus.many));
    $$<HTMLButtonElement>(el, '[part=histogram-row]')[1].click();
    await settled(el);
    expect($(el, '[aria-pressed=true]')).to.exist;
    expect(text($(el, '[part=filter] span'))).to.equal('Showing 4 star reviews');
    await expect(el).to.be.accessible();
  });

  it('is accessible with a language filter that has no results', async () => {
    const el = await mount(element(skus.few, { language: 'sv' }));
    expect(text($(el, '[part=empty]'))).to.equal('No reviews in Swedish yet.');
    await expect(el).to.be.accessible();
  });

  it('is accessible on a page beyond the last', async () => {
    const el = await mount(element(skus.few, { page: '7' }));
    expect(text($(el, '[part=empty]'))).to.equal('There are no reviews on this page.');
    await expect(el).to.be.accessible();
  });

  it('has a heading structure, a labelled button group, a list of named articles', async () => {
    const el = await mount(element(skus.many));
    expect($(el, '[part=base]')!.getAttribute('aria-labelledby')).to.equal('title');
    expect($(el, '#title')!.getAttribute('role')).to.equal('heading');
    const group = $(el, '[part=histogram]')!;
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.getAttribute('aria-label')).to.equal('Filter by rating');
    for (const row of $$(el, '[part=histogram-row]')) {
      expect(row.localName).to.equal('button');
      expect(row.getAttribute('aria-pressed')).to.equal('false');
    }
    const items = $$(el, '.list > ul > li');
    expect(items).to.have.length(10);
    for (const item of items) {
      const article = item.querySelector('article')!;
      expect(article.getAttribute('aria-label')).to.match(/^.+, [1-5] out of 5 stars$/);
    }
    // Decorative stars and bars are hidden; the numbers are text.
    expect($$(el, '.list .stars').every((s) => s.getAttribute('aria-hidden') === 'true')).to.equal(
      true,
    );
    expect($$(el, '.bar').every((s) => s.getAttribute('aria-hidden') === 'true')).to.equal(true);
  });

  it('announces the number of results after a filter or page change, not on load', async () => {
    const want = expected(platform, [skus.many]);
    const el = await mount(element(skus.many));
    const status = $(el, '[role=status]')!;
    expect(text(status)).to.equal('');
    $$<HTMLButtonElement>(el, '[part=histogram-row]')[0].click();
    await settled(el);
    const fives = want.counts[4];
    expect(text(status)).to.equal(`${fives} reviews, page 1 of ${Math.ceil(fives / 10)}`);
    $$<HTMLButtonElement>(el, '[part=pagination] > button')[1].click();
    await el.updateComplete;
    expect(text(status)).to.equal('');
    await settled(el);
    expect(text(status)).to.equal(`${fives} reviews, page 2 of ${Math.ceil(fives / 10)}`);
  });

  it('works by keyboard: histogram, list, lightbox, pagination', async () => {
    const want = expected(platform, [skus.many]);
    const el = await mount(element(skus.many));
    (document.activeElement as HTMLElement | null)?.blur();

    // Tab reaches the histogram first; Space toggles a row.
    const toHistogram = await tabUntil(el, (node) => node.part.contains('histogram-row'));
    expect(toHistogram).to.have.length(1);
    expect(text(focused(el)!.querySelector('span'))).to.equal('5 stars,');
    await sendKeys({ press: 'Space' });
    await settled(el);
    expect(focused(el)!.getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(focused(el)!.getAttribute('aria-pressed')).to.equal('false');

    // Through the other rows, the review link and the photo strip (one stop for all its
    // photos) into the list: the first photo of the first review.
    const toStrip = await tabUntil(el, (node) => node.part.contains('photo'));
    expect(toStrip.map((node) => node.part.value)).to.deep.equal([
      ...Array(4).fill('histogram-row'),
      'write-review',
      'photo',
    ]);
    expect(focused(el)!.closest('[part=photo-strip]')).to.exist;
    // The list's language switch, then the first review's photos.
    await sendKeys({ press: 'Tab' });
    expect(focused(el)!.closest('[part=languages]')).to.exist;
    await sendKeys({ press: 'Tab' });
    expect(focused(el)!.part.value).to.equal('photo');
    expect(focused(el)!.closest('article')!.getAttribute('aria-label')).to.contain(
      want.reviews[0].consumer.displayName,
    );

    // Enter opens the lightbox; arrows move; Escape closes and focus returns.
    const opener = focused(el)!;
    await sendKeys({ press: 'Enter' });
    // The viewer's code is imported at this first opening: wait for the dialog itself.
    await waitUntil(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the lightbox did not open');
    const dialog = $<HTMLDialogElement>(el, 'dialog')!;
    expect(dialog.contains(focused(el))).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Photo 1 of 2');
    const full = want.reviews[0].attachments[0].processedFiles.find(
      (file) => file.dimension === '1024x1024',
    )!;
    expect(dialog.querySelector('img')!.getAttribute('src')).to.equal(full.url);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(dialog.getAttribute('aria-label')).to.equal('Photo 2 of 2');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(dialog.getAttribute('aria-label')).to.equal('Photo 1 of 2');
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(dialog.getAttribute('aria-label')).to.equal('Photo 2 of 2');
    // Focus starts on Close; the rest of the page is inert (native modal dialog).
    expect(text(focused(el))).to.equal('Close');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focused(el)!.getAttribute('aria-label')).to.equal('Next photo');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(dialog.getAttribute('aria-label')).to.equal('Photo 1 of 2');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !$(el, 'dialog'));
    expect(focused(el)).to.equal(opener);

    // On to the pagination; Enter on page 2 loads it and focus goes to the list heading.
    await tabUntil(el, (node) => node.getAttribute('aria-label') === 'Page 2');
    await sendKeys({ press: 'Enter' });
    await settled(el);
    expect(el.page).to.equal(2);
    expect(focused(el)).to.equal($(el, '#list'));
    // The next Tab goes into the new page's content, not back to the top.
    await sendKeys({ press: 'Tab' });
    const next = focused(el)!;
    expect(next.closest('.list') ?? next.closest('[part=pagination]')).to.exist;
    expect(next.part.contains('histogram-row')).to.equal(false);
  });

  it("makes one review's photos one tab stop, moved by the arrow keys", async () => {
    const el = await mount(element(skus.many));
    const group = $(el, 'article [part=photos]')!;
    expect(group.getAttribute('aria-label')).to.equal('Photos');
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons).to.have.length(2);
    const stops = () => buttons.map((button) => button.tabIndex);
    expect(stops()).to.deep.equal([0, -1]);
    buttons[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal(buttons[1]);
    expect(stops()).to.deep.equal([-1, 0]);
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal(buttons[0]);
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal(buttons[1]);
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focused(el)).to.equal(buttons[1]);
    // Tab leaves the group; Shift+Tab comes back to the photo focused last.
    await sendKeys({ press: 'Tab' });
    expect(group.contains(focused(el))).to.equal(false);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focused(el)).to.equal(buttons[1]);
    // Enter and Space open that photo; focus comes back to it.
    for (const key of ['Enter', 'Space']) {
      await sendKeys({ press: key });
      await waitUntil(() => $<HTMLDialogElement>(el, 'dialog')?.open, `${key} did not open it`);
      expect($(el, 'dialog')!.getAttribute('aria-label')).to.equal('Photo 2 of 2');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !$(el, 'dialog'));
      expect(focused(el)).to.equal(buttons[1]);
    }
  });

  it("shows the photo's review, closes on the backdrop only, has large arrows and swipes", async () => {
    const el = await mount(element(skus.photos));
    const article = $$(el, 'article').find(
      (item) =>
        item.querySelectorAll('[part=photo]').length > 1 && text(item.querySelector('.text')),
    )!;
    const opener = article.querySelector<HTMLButtonElement>('[part=photo]')!;
    opener.click();
    await waitUntil(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the lightbox did not open');
    const dialog = $<HTMLDialogElement>(el, 'dialog')!;
    const about = dialog.querySelector('.about')!;
    expect(text(about.querySelector('.name'))).to.equal(text(article.querySelector('.meta .name')));
    const stars = /, (\d) out of 5 stars$/.exec(article.getAttribute('aria-label')!)![1];
    expect(about.querySelector('[role=img]')!.getAttribute('aria-label')).to.equal(
      `${stars} out of 5`,
    );
    const words = about.querySelector('.text')!;
    expect(words.textContent).to.equal(article.querySelector('.text')!.textContent);
    expect(getComputedStyle(words).webkitLineClamp).to.equal('4');
    for (const arrow of dialog.querySelectorAll('.prev, .next')) {
      const box = arrow.getBoundingClientRect();
      expect(box.width, arrow.className).to.be.at.least(44);
      expect(box.height, arrow.className).to.be.at.least(44);
    }
    const count = article.querySelectorAll('[part=photo]').length;
    const name = () => dialog.getAttribute('aria-label');
    expect(name()).to.equal(`Photo 1 of ${count}`);

    // A finger swiping towards the start shows the next photo; back the other way; a short or
    // mostly vertical move changes nothing.
    const swipe = async (dx: number, dy = 0) => {
      const img = dialog.querySelector('img')!;
      const box = img.getBoundingClientRect();
      const at = (x: number, y: number) => ({
        bubbles: true,
        composed: true,
        pointerType: 'touch',
        isPrimary: true,
        clientX: box.left + box.width / 2 + x,
        clientY: box.top + box.height / 2 + y,
      });
      img.dispatchEvent(new PointerEvent('pointerdown', at(0, 0)));
      img.dispatchEvent(new PointerEvent('pointerup', at(dx, dy)));
      await el.updateComplete;
    };
    await swipe(-80);
    expect(name()).to.equal(`Photo 2 of ${count}`);
    await swipe(80);
    expect(name()).to.equal(`Photo 1 of ${count}`);
    await swipe(-20);
    await swipe(-50, 120);
    expect(name()).to.equal(`Photo 1 of ${count}`);

    // Clicks on the photo and the review's text keep it open; one on the backdrop closes it.
    for (const inside of [dialog.querySelector('img')!, words]) {
      const box = inside.getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(box.left + 10), Math.round(box.top + box.height / 2)],
      });
      expect(dialog.open, inside.localName).to.equal(true);
    }
    const frame = dialog.getBoundingClientRect();
    expect(frame.left).to.be.above(4);
    await sendMouse({ type: 'click', position: [2, Math.round(frame.top + frame.height / 2)] });
    await waitUntil(() => !$(el, 'dialog'), 'a click on the backdrop did not close it');
    expect(focused(el)).to.equal(opener);
  });

  it('brings the list back into view after paging from the bottom', async () => {
    // Reduced motion: the scroll is instant (a smooth one needs animation frames).
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = element(skus.many);
    // Room above and below, and no scroll anchoring, so only the widget can bring it back.
    el.style.margin = '150vh 0';
    document.documentElement.style.overflowAnchor = 'none';
    await mount(el);
    const pager = $(el, '[part=pagination]')!;
    pager.scrollIntoView({ block: 'end' });
    expect($(el, '#list')!.getBoundingClientRect().top).to.be.below(0);
    pager.querySelectorAll('button')[2].click();
    await settled(el);
    const top = $(el, '#list')!.getBoundingClientRect().top;
    expect(top).to.be.within(-1, 1);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '#list'));
    document.documentElement.style.overflowAnchor = '';
    window.scrollTo(0, 0);
  });

  it('respects reduced motion and follows light and dark', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    // No answer at all, so the skeleton stays while the media are switched.
    platform.fail({ hang: true });
    const el = element(skus.many);
    await fixture(html`${el}`);
    expect(getComputedStyle($(el, '.bone')!).animationName).to.equal('none');
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle($(el, '.bone')!).animationName).to.equal('pulse');

    const light = getComputedStyle(el).color;
    el.style.colorScheme = 'dark';
    expect(getComputedStyle(el).color).to.not.equal(light);
  });

  it('mirrors bars in right-to-left text', async () => {
    const el = element(skus.many, { dir: 'rtl' });
    await mount(el);
    expect(getComputedStyle($(el, '.bar')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    // Stars are mirrored once: the partial fill inside a star is not mirrored again.
    const fill = $(el, '.average [part=star] svg')!;
    expect(getComputedStyle(fill).transform).to.equal('none');
    expect(fill.getBoundingClientRect().width).to.be.greaterThan(0);
    // The photo viewer's ‹ and › are mirrored by the text direction alone, not flipped back.
    $<HTMLButtonElement>(el, 'article [part=photo]')!.click();
    await waitUntil(() => $<HTMLDialogElement>(el, 'dialog')?.open, 'the lightbox did not open');
    expect(getComputedStyle($(el, 'dialog .next')!).transform).to.equal('none');
    $<HTMLDialogElement>(el, 'dialog')!.close();
    // Reviewers' names and words take their own direction.
    const first = $(el, '.list [part=review]')!;
    expect(first.querySelector('.name')!.getAttribute('dir')).to.equal('auto');
    expect(first.querySelector('.text')!.getAttribute('dir')).to.equal('auto');
    const ltr = await mount(element(skus.many));
    expect(getComputedStyle($(ltr, '.bar')!).transform).to.equal('none');
  });

  it('keeps the stars 2px apart, whatever --rp-gap says; --rp-star-gap sets it', async () => {
    const el = await mount(element(skus.many, { style: '--rp-gap: 24px' }));
    const stars = $(el, '.list [part=review] .stars')!;
    expect(getComputedStyle(stars).columnGap).to.equal('2px');
    expect(getComputedStyle($(el, '[part=base]')!).rowGap).to.equal('24px');
    el.style.setProperty('--rp-star-gap', '5px');
    expect(getComputedStyle(stars).columnGap).to.equal('5px');
  });
});
