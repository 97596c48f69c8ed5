import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from '../support/wait.js';
import '../../src/review-inbox/define.js';
import '../../src/invite-button/define.js';
import { TokenStore } from '../../src/api/implicit-grant.js';
import { MOCK_API_KEY, MOCK_IDS, type MockPlatform } from '../../src/mock/index.js';
import type { RpReviewInbox } from '../../src/review-inbox/rp-review-inbox.js';
import type { RpInviteButton } from '../../src/invite-button/rp-invite-button.js';
import { assertContract, requests, startMock } from '../support/platform.js';
import { watchTokenHygiene } from '../invite-button/hygiene.js';
import { authorizeOn } from '../invite-button/helpers.js';

const OWNER = 'owner@acme-outdoor.example';
const here = () => location.origin + location.pathname + location.search;
const { reviewIds, conversationIds, skus } = MOCK_IDS;
const draftKey = (review: string) => `rp-widgets.owner.reply-draft.bu-acme.${review}`;

const text = (node: Node | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const part = <E extends HTMLElement = HTMLElement>(el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<E>(`[part~="${name}"]`);
const parts = (el: HTMLElement, name: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const button = (el: HTMLElement, words: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find(
    (item) => text(item) === words,
  );
const type = (field: HTMLTextAreaElement | HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const calls = (method: string, ending: RegExp) =>
  requests.filter((r) => r.method === method && ending.test(new URL(r.url).pathname));

let serial = 0;
/** This test's platform address: its inboxes use it, and its sign-ins keep the token for it. */
let base = '';
const tokenKey = () => `rp-widgets.token.${MOCK_API_KEY} ${base}/`;

/** An inbox for bu-acme on the mock; the reviews of one product, three a page. */
async function mount(
  attrs: Record<string, string> = {},
  before?: (el: RpReviewInbox) => void,
): Promise<RpReviewInbox> {
  const el = document.createElement('rp-review-inbox');
  before?.(el);
  const all: Record<string, string> = {
    'client-id': MOCK_API_KEY,
    'base-url': base,
    'business-unit-id': 'bu-acme',
    'auth-url': '/test/invite-button/authorize.html',
    'redirect-uri': here(),
    sku: skus.many,
    'per-page': '3',
    ...attrs,
  };
  for (const [name, value] of Object.entries(all)) if (value) el.setAttribute(name, value);
  return fixture<RpReviewInbox>(html`${el}`);
}

/** The owner signed in, as the authorization page would have done it. */
function signIn(platform: MockPlatform, expiresIn = 3600): string {
  const accessToken = platform.issueToken({ email: OWNER, expiresIn });
  new TokenStore({ clientId: MOCK_API_KEY, address: base }).set({
    accessToken,
    expiresAt: Date.now() + expiresIn * 1000,
  });
  return accessToken;
}

/** An invite button beside `el`, on the same client id. */
async function mountInvite(el: HTMLElement): Promise<RpInviteButton> {
  const invite = document.createElement('rp-invite-button');
  invite.setAttribute('client-id', MOCK_API_KEY);
  invite.setAttribute('business-unit-id', 'bu-acme');
  invite.setAttribute('base-url', base);
  invite.setAttribute('auth-url', '/test/invite-button/authorize.html');
  invite.setAttribute('redirect-uri', here());
  el.after(invite);
  await invite.updateComplete;
  return invite;
}

const items = (el: RpReviewInbox) => parts(el, 'item');
const listed = async (el: RpReviewInbox) => {
  await waitUntil(() => items(el).length > 0, 'no reviews listed');
  await el.updateComplete;
};
const message = (el: RpReviewInbox) => text(part(el, 'message'));
const busy = (el: RpReviewInbox) => part(el, 'base')!.getAttribute('aria-busy') === 'true';
const status = (el: RpReviewInbox) => text(part(el, 'status'));
const comments = (el: RpReviewInbox) =>
  parts(el, 'comment').map((c) => text(c.querySelector('.content')));
const replyField = (el: RpReviewInbox) =>
  el.shadowRoot!.querySelector<HTMLTextAreaElement>('[part=detail] > [part=editor] textarea')!;

/** Opens the review from the list and waits for its conversation. */
async function openReview(el: RpReviewInbox, id: string): Promise<void> {
  await listed(el);
  items(el)
    .find((item) => item.dataset.id === id)!
    .click();
  await waitUntil(() => replyField(el), 'the conversation did not open');
  await el.updateComplete;
}

describe('<rp-review-inbox>', () => {
  let platform: MockPlatform;
  beforeEach(async () => {
    platform = await startMock({ seed: 1 });
    sessionStorage.clear();
    base = `https://api-${++serial}.inbox-test.example`;
  });
  afterEach(assertContract);
  const hygiene = watchTokenHygiene();
  afterEach(() => sessionStorage.clear());

  it('signed out, it offers the sign-in and asks nothing; one sign-in serves the invite button too', async () => {
    const el = await mount();
    expect(text(part(el, 'sign-in'))).to.equal('Sign in to answer reviews');
    expect(items(el)).to.have.length(0);
    await expect(el).to.be.accessible();

    const invite = await mountInvite(el);
    let visited = '';
    el.navigate = (url) => (visited = url);
    part(el, 'sign-in')!.click();
    expect(new URL(visited).searchParams.get('client_id')).to.equal(MOCK_API_KEY);
    expect(requests).to.have.length(0);

    // Back from the authorization page: both elements are signed in; the inbox lists.
    const target = authorizeOn(visited);
    hygiene.seen(new URLSearchParams(new URL(target).hash.slice(1)).get('access_token')!);
    el.remove();
    invite.remove();
    history.replaceState(null, '', target);
    const back = await mount();
    const inviteBack = await mountInvite(back);
    await listed(back);
    expect(location.hash).to.equal('');
    expect(text(part(back, 'sign-in'))).to.equal('Sign out');
    expect(part(inviteBack, 'sign-out')).to.exist;
    // Signing out in one signs out both.
    part(back, 'sign-in')!.click();
    await back.updateComplete;
    await inviteBack.updateComplete;
    expect(sessionStorage.getItem(tokenKey())).to.equal(null);
    expect(part(inviteBack, 'sign-out')).to.equal(null);
    expect(text(part(inviteBack, 'button'))).to.equal('Sign in to create a review link');
    expect(items(back)).to.have.length(0);
    inviteBack.remove();
  });

  it('lists the private reviews newest first, with filters and pages, on the owner token', async () => {
    const token = signIn(platform);
    const el = await mount();
    await listed(el);
    const [first] = calls(
      'GET',
      /\/v1\/private\/product-reviews\/business-units\/bu-acme\/reviews$/,
    );
    const url = new URL(first!.url);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      state: 'published',
      sku: skus.many,
      page: '1',
      perPage: '3',
    });
    expect(first!.headers.authorization).to.equal(`Bearer ${token}`);
    expect(first!.headers.apikey).to.equal(undefined);
    // The three fixed reviews are the product's newest.
    expect(items(el).map((item) => item.dataset.id)).to.deep.equal([
      reviewIds.published,
      reviewIds.privateConversation,
      reviewIds.noConversation,
    ]);
    const published = text(items(el)[0]);
    expect(published).to.include('5 out of 5 stars');
    expect(published).to.include('Brilliant tent.');
    expect(published).to.include('Has a conversation');
    expect(published).to.include('2 photos');
    expect(text(items(el)[2])).to.include('Not answered yet');
    const total = platform.data.productReviews.filter(
      (r) => r.sku === skus.many && r.state === 'published',
    ).length;
    expect(text(el.shadowRoot!.querySelector('.muted'))).to.equal(`${total} reviews`);
    const pages = Math.ceil(total / 3);
    expect(text(part(el, 'pagination'))).to.include(`Page 1 of ${pages}`);

    button(el, 'Next page')!.click();
    await waitUntil(() => text(part(el, 'pagination')).includes(`Page 2 of ${pages}`), 'page 2');
    await waitUntil(
      () => !items(el).some((i) => i.dataset.id === reviewIds.published),
      'page 2 items',
    );
    expect(new URL(requests.at(-1)!.url).searchParams.get('page')).to.equal('2');

    // Unpublished: the filter goes out and the list starts again on page 1.
    const form = part<HTMLFormElement>(el, 'filters')!;
    form.querySelector('select')!.value = 'unpublished';
    form.requestSubmit();
    await waitUntil(
      () => items(el).some((item) => item.dataset.id === reviewIds.unpublished),
      'the unpublished review',
    );
    const last = new URL(requests.at(-1)!.url).searchParams;
    expect([last.get('state'), last.get('page')]).to.deep.equal(['unpublished', '1']);
    await expect(el).to.be.accessible();
  });

  it('a filter set from outside (sku, state, language) starts again on page 1 with one request', async () => {
    signIn(platform);
    const el = await mount();
    await listed(el);
    const list = /\/v1\/private\/product-reviews\/business-units\/bu-acme\/reviews$/;
    let loads = 0;
    el.addEventListener('load', () => loads++);
    /** Sets an attribute and returns the list requests it caused, once the page has loaded. */
    const change = async (name: string, value: string) => {
      const before = calls('GET', list).length;
      const loaded = loads;
      // The page as a property: its attribute may already say 2 while the list is back on 1.
      if (name === 'page') el.page = Number(value);
      else el.setAttribute(name, value);
      await waitUntil(() => loads > loaded, `no page after ${name}`);
      await el.updateComplete;
      return calls('GET', list)
        .slice(before)
        .map((r) => Object.fromEntries(new URL(r.url).searchParams));
    };
    const filters = { state: 'published', sku: skus.many };
    expect(await change('page', '2')).to.deep.equal([{ ...filters, page: '2', perPage: '3' }]);

    for (const [name, value] of [
      ['sku', skus.attributes],
      ['state', 'unpublished'],
      ['language', 'en'],
    ] as const) {
      Object.assign(filters, { [name]: value });
      expect(await change(name, value), name).to.deep.equal([
        { ...filters, page: '1', perPage: '3' },
      ]);
      expect(el.page).to.equal(1);
      // On page 2 again before the next filter.
      expect(await change('page', '2'), `page 2 after ${name}`).to.have.length(1);
    }
  });

  it('opens a conversation, replies, edits and makes it private, each once, with focus moves', async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.published);
    const shadow = el.shadowRoot!;
    expect(shadow.activeElement?.localName).to.equal('h2');
    const conversation = platform.data.conversations.find((c) => c.id === conversationIds.public)!;
    expect(comments(el)).to.deep.equal(conversation.comments.map((c) => c.content));
    expect(text(part(el, 'visibility'))).to.include(
      'Public: shoppers see this conversation under the review.',
    );

    // A reply: one POST, the comment shown, the draft gone.
    type(replyField(el), 'Thanks, glad it kept you dry!');
    expect(sessionStorage.getItem(draftKey(reviewIds.published))).to.equal(
      'Thanks, glad it kept you dry!',
    );
    button(el, 'Send reply')!.click();
    button(el, 'Sending…')?.click(); // a second press while it is out sends nothing
    await waitUntil(() => status(el) === 'Reply sent.', 'the reply was not confirmed');
    await waitUntil(() => comments(el).includes('Thanks, glad it kept you dry!'), 'reply shown');
    expect(calls('POST', /\/comments$/)).to.have.length(1);
    expect(conversation.comments.at(-1)!.content).to.equal('Thanks, glad it kept you dry!');
    expect(conversation.comments.at(-1)!.author.type).to.equal('businessUser');
    expect(sessionStorage.getItem(draftKey(reviewIds.published))).to.equal(null);
    expect(replyField(el).value).to.equal('');

    // An edit of the business's own comment: one PUT.
    const mine = parts(el, 'comment').at(-1)!;
    [...mine.querySelectorAll('button')].find((b) => text(b) === 'Edit')!.click();
    await el.updateComplete;
    const editor = parts(el, 'comment').at(-1)!.querySelector('textarea')!;
    expect(editor.value).to.equal('Thanks, glad it kept you dry!');
    type(editor, 'Thanks, glad it kept you dry in the rain!');
    button(el, 'Save')!.click();
    await waitUntil(() => status(el) === 'Reply saved.', 'the edit was not confirmed');
    await waitUntil(
      () => comments(el).at(-1) === 'Thanks, glad it kept you dry in the rain!',
      'edit',
    );
    expect(calls('PUT', /\/comments\/[^/]+$/)).to.have.length(1);
    expect(conversation.comments.at(-1)!.content).to.equal(
      'Thanks, glad it kept you dry in the rain!',
    );

    // Private: the state goes out once and the words say what it means for shoppers.
    button(el, 'Make private')!.click();
    await waitUntil(() => status(el) === 'The conversation is private now.', 'state change');
    await el.updateComplete;
    expect(conversation.state).to.equal('private');
    expect(calls('POST', /\/state$/)).to.have.length(1);
    expect(text(part(el, 'visibility'))).to.include(
      'Private: only your business sees this conversation; shoppers see none of it.',
    );
    await expect(el).to.be.accessible();

    // Escape closes the review and focus goes back to it in the list.
    replyField(el).focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(part(el, 'detail')).to.equal(null);
    expect((shadow.activeElement as HTMLElement).dataset.id).to.equal(reviewIds.published);
  });

  it('a review id holding "] and quotes: Escape and Back return focus to it, nothing thrown', async () => {
    signIn(platform);
    const odd = `rev"] [data-x='1'] \\"]`;
    const review = platform.data.productReviews.find((r) => r.id === reviewIds.published)!;
    review.id = odd;
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const el = await mount();
      const shadow = el.shadowRoot!;
      for (const leave of ['Escape', 'Back'] as const) {
        await openReview(el, odd);
        if (leave === 'Escape') {
          replyField(el).focus();
          await sendKeys({ press: 'Escape' });
        } else {
          part(el, 'back')!.click();
        }
        await el.updateComplete;
        await waitUntil(() => shadow.activeElement?.localName === 'button', `${leave}: focus`);
        expect(part(el, 'detail'), leave).to.equal(null);
        expect((shadow.activeElement as HTMLElement).dataset.id, leave).to.equal(odd);
      }
      expect(rejections).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('a review without a conversation gets one when opened (create-conversation, once)', async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.noConversation);
    expect(calls('POST', /\/create-conversation$/)).to.have.length(1);
    const review = platform.data.productReviews.find((r) => r.id === reviewIds.noConversation)!;
    expect(review.conversationId).to.be.a('string');
    const opened = calls('GET', /\/v1\/private\/conversations\/[^/]+$/).at(-1)!;
    expect(new URL(opened.url).pathname).to.equal(
      `/v1/private/conversations/${review.conversationId}`,
    );
    expect(text(part(el, 'detail'))).to.include('No replies yet.');
  });

  it('a cut connection after the reply was applied: it reads again, shows the reply once, sends nothing twice', async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.published);
    const conversation = platform.data.conversations.find((c) => c.id === conversationIds.public)!;
    const before = conversation.comments.length;
    // The reply is applied, then the answer is lost; the read after it is refused too.
    platform.fail({ operation: 'createComment', drop: true, times: 1 });
    platform.fail({ operation: 'getPrivateConversation', status: 403, times: 1 });
    type(replyField(el), 'Sorry for the wait.');
    button(el, 'Send reply')!.click();
    await waitUntil(() => message(el).includes('it is not known'), 'no unknown-outcome message');
    expect(message(el)).to.include(
      'The connection broke and it is not known whether your reply arrived. Check again before sending it again.',
    );
    // Nothing is offered to send: the button is off and a press sends nothing.
    const send = button(el, 'Send reply')!;
    expect(send.getAttribute('aria-disabled')).to.equal('true');
    send.click();
    await el.updateComplete;
    expect(calls('POST', /\/comments$/)).to.have.length(1);
    expect(sessionStorage.getItem(draftKey(reviewIds.published))).to.equal('Sorry for the wait.');

    button(el, 'Check again')!.click();
    await waitUntil(() => status(el).includes('did arrive'), 'the reply was not found');
    expect(status(el)).to.equal(
      'The connection broke, but your reply did arrive: it is shown below.',
    );
    expect(comments(el).filter((c) => c === 'Sorry for the wait.')).to.have.length(1);
    expect(conversation.comments).to.have.length(before + 1);
    expect(calls('POST', /\/comments$/)).to.have.length(1);
    expect(sessionStorage.getItem(draftKey(reviewIds.published))).to.equal(null);
    expect(button(el, 'Send reply')!.getAttribute('aria-disabled')).to.equal('false');
  });

  for (const code of [500, 502, 503, 504]) {
    it(`a ${code} after the reply took effect: it reads again and shows the reply, published once`, async () => {
      signIn(platform);
      const el = await mount();
      await openReview(el, reviewIds.published);
      const conversation = platform.data.conversations.find(
        (c) => c.id === conversationIds.public,
      )!;
      const words = `Thanks! (${code})`;
      platform.fail({ operation: 'createComment', status: code, applied: true, times: 1 });
      type(replyField(el), words);
      button(el, 'Send reply')!.click();
      await waitUntil(() => !!message(el) || status(el).includes('did arrive'), 'no outcome');
      // The owner does as the inbox says: Send again, where it is offered with the reply.
      const send = button(el, 'Send reply')!;
      if (send.getAttribute('aria-disabled') === 'false' && replyField(el).value) send.click();
      await el.updateComplete;
      await waitUntil(() => !busy(el), 'still sending');
      expect(conversation.comments.filter((c) => c.content === words)).to.have.length(1);
      expect(status(el)).to.equal(
        'The platform did not confirm your reply, but it did arrive: it is shown below.',
      );
      expect(message(el)).to.equal('');
      expect(comments(el).filter((c) => c === words)).to.have.length(1);
      expect(calls('POST', /\/comments$/)).to.have.length(1);
      expect(calls('GET', /\/v1\/private\/conversations\/[^/]+$/)).to.have.length(2);
      expect(replyField(el).value).to.equal('');
      expect(sessionStorage.getItem(draftKey(reviewIds.published))).to.equal(null);
    });
  }

  it('a 5xx before the reply took effect: the read says it did not arrive, the draft stays, one more send publishes it', async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.published);
    platform.fail({ operation: 'createComment', status: 502, times: 1 });
    type(replyField(el), 'We will call you.');
    button(el, 'Send reply')!.click();
    await waitUntil(() => message(el).includes('did not arrive'), 'no read after the 502');
    expect(message(el)).to.equal(
      'The platform did not confirm your reply and it did not arrive. It is kept below: send it again.',
    );
    expect(replyField(el).value).to.equal('We will call you.');
    button(el, 'Send reply')!.click();
    await waitUntil(() => status(el) === 'Reply sent.', 'sent again');
    const conversation = platform.data.conversations.find((c) => c.id === conversationIds.public)!;
    expect(conversation.comments.filter((c) => c.content === 'We will call you.')).to.have.length(
      1,
    );
    expect(calls('POST', /\/comments$/)).to.have.length(2);
  });

  it('a reply that never left: the read says so, the draft stays, and sending again sends one', async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.published);
    const real = window.fetch;
    window.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/comments')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : real(input, init);
    try {
      type(replyField(el), 'We are on it.');
      button(el, 'Send reply')!.click();
      await waitUntil(() => message(el).includes('did not arrive'), 'no not-arrived message');
    } finally {
      window.fetch = real;
    }
    expect(message(el)).to.equal(
      'The connection broke and your reply did not arrive. It is kept below: send it again.',
    );
    expect(replyField(el).value).to.equal('We are on it.');
    // The conversation was read again before anything was offered.
    expect(calls('GET', /\/v1\/private\/conversations\/[^/]+$/)).to.have.length(2);
    button(el, 'Send reply')!.click();
    await waitUntil(() => status(el) === 'Reply sent.', 'sent again');
    const conversation = platform.data.conversations.find((c) => c.id === conversationIds.public)!;
    expect(conversation.comments.filter((c) => c.content === 'We are on it.')).to.have.length(1);
  });

  it('keeps the draft over a reload, a failure and an expired sign-in, and names each cause', async () => {
    signIn(platform);
    let el = await mount();
    await openReview(el, reviewIds.privateConversation);
    type(replyField(el), 'Could you send us your order number?');
    // A reload: the open review and its draft come back.
    el.remove();
    el = await mount();
    await waitUntil(() => replyField(el), 'the review did not reopen');
    await el.updateComplete;
    expect(replyField(el).value).to.equal('Could you send us your order number?');

    // Rate limited: the wait is said, the draft kept, nothing resent by itself.
    platform.fail({ operation: 'createComment', status: 429, retryAfter: 30, times: 1 });
    button(el, 'Send reply')!.click();
    await waitUntil(() => message(el).includes('Too many'), 'no rate limit message');
    expect(message(el)).to.equal('Too many requests. Wait 30 seconds, then try again.');
    expect(calls('POST', /\/comments$/)).to.have.length(1);
    expect(replyField(el).value).to.equal('Could you send us your order number?');

    // The platform down: the conversation is read again before Send is offered.
    platform.fail({ operation: 'createComment', status: 503, times: 1 });
    button(el, 'Send reply')!.click();
    await waitUntil(() => message(el).includes('did not arrive'), 'down');
    expect(calls('POST', /\/comments$/)).to.have.length(2);
    expect(replyField(el).value).to.equal('Could you send us your order number?');

    // Expired: signed out, said so; the draft comes back after the new sign-in by redirect.
    platform.set({ now: () => Date.now() + 2 * 3600_000 });
    button(el, 'Send reply')!.click();
    await waitUntil(() => message(el).startsWith('Your sign-in has expired'), 'expired');
    expect(message(el)).to.equal('Your sign-in has expired. Sign in again; your draft is kept.');
    expect(sessionStorage.getItem(tokenKey())).to.equal(null);
    expect(text(part(el, 'sign-in'))).to.equal('Sign in to answer reviews');
    platform.set({ now: () => Date.now() });
    let visited = '';
    el.navigate = (url) => (visited = url);
    part(el, 'sign-in')!.click();
    el.remove();
    const target = authorizeOn(visited);
    hygiene.seen(new URLSearchParams(new URL(target).hash.slice(1)).get('access_token')!);
    history.replaceState(null, '', target);
    const back = await mount();
    await waitUntil(() => replyField(back), 'the review did not reopen after sign-in');
    await back.updateComplete;
    expect(replyField(back).value).to.equal('Could you send us your order number?');
    expect(calls('POST', /\/comments$/)).to.have.length(3);
  });

  it('hostile private answers are refused with a clear error: a page too long, 7 stars, absurd totals', async () => {
    const token = signIn(platform);
    const list = `/v1/private/product-reviews/business-units/bu-acme/reviews?sku=${skus.many}&perPage=3`;
    const real = await (
      await fetch(`https://api.hostile.inbox-test.example${list}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const [first] = real.productReviews;
    const unusable =
      'The platform sent an answer that cannot be shown. Try again later; nothing was changed.';
    const hostile = {
      'a page of 10,000': {
        ...real,
        // Small reviews: the whole answer stays within what the client reads (2 MiB).
        productReviews: Array.from({ length: 10_000 }, (_, i) => ({
          id: `r-${i}`,
          stars: 5,
          createdAt: first.createdAt,
          content: 'Fine.',
        })),
      },
      '7 stars': { ...real, productReviews: [{ ...first, stars: 7 }] },
      'a total of 1e15': { ...real, total: 1e15 },
      'a negative total': { ...real, total: -3 },
    };
    for (const [name, body] of Object.entries(hostile)) {
      platform.clearFaults();
      platform.fail({ operation: 'listPrivateProductReviews', body });
      const errors: Error[] = [];
      const inbox = await mount({}, (el) =>
        el.addEventListener('error', (event) => errors.push((event as ErrorEvent).error)),
      );
      await waitUntil(() => message(inbox).includes('cannot be shown'), `${name}: no error`);
      expect(message(inbox), name).to.equal(`${unusable} Try again`);
      expect(items(inbox), name).to.have.length(0);
      expect(text(inbox.shadowRoot!.querySelector('[part=base]')), name).not.to.match(
        /out of 5 stars|Page \d|\d reviews/,
      );
      expect(
        errors.map((error) => error.name),
        name,
      ).to.deep.equal(['InvalidResponseError']);
      // The platform mends: Try again draws the real page.
      platform.clearFaults();
      button(inbox, 'Try again')!.click();
      await listed(inbox);
      expect(items(inbox), name).to.have.length(3);
      expect(message(inbox), name).to.equal('');
      inbox.remove();
    }

    // An open review read alone (not on the page shown) with 7 stars: refused alike.
    platform.fail({ operation: 'getPrivateProductReview', body: { ...first, stars: 7 } });
    sessionStorage.setItem('rp-widgets.owner.inbox-open.bu-acme', reviewIds.unpublished);
    const el = await mount();
    await waitUntil(() => message(el).includes('cannot be shown'), 'open review: no error');
    expect(text(part(el, 'detail'))).not.to.include('out of 5 stars');
  });

  it('another business-unit-id while a review is open closes it and its reply form and lists the new unit', async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.published);
    type(replyField(el), 'For the old unit.');
    const before = requests.length;
    el.setAttribute('business-unit-id', 'bu-legacy');
    await el.updateComplete;
    // Booleans: a failure then prints no element (chai's inspection of one does not end).
    expect(!!part(el, 'detail'), 'the review is open').to.equal(false);
    expect(!!replyField(el), 'the reply form is there').to.equal(false);
    await waitUntil(() => message(el).includes('no access'), 'the new unit was not asked');
    expect(
      requests.slice(before).map((r) => `${r.method} ${new URL(r.url).pathname}`),
    ).to.deep.equal(['GET /v1/private/product-reviews/business-units/bu-legacy/reviews']);
    expect(text(part(el, 'base'))).not.to.include('Tundra Rain Shell');
    // The old unit's draft is kept for it.
    expect(sessionStorage.getItem(draftKey(reviewIds.published))).to.equal('For the old unit.');
  });

  it("sign-out forgets the owner's drafts and open review: the next sign-in in the tab finds none", async () => {
    signIn(platform);
    const el = await mount();
    await openReview(el, reviewIds.published);
    type(replyField(el), 'Draft of the first owner.');
    const mine = parts(el, 'comment').find((c) => c.querySelector('button'))!;
    [...mine.querySelectorAll('button')].find((b) => text(b) === 'Edit')!.click();
    await el.updateComplete;
    type(
      parts(el, 'comment')
        .find((c) => c.querySelector('textarea'))!
        .querySelector('textarea')!,
      'Edit of the first owner.',
    );
    const kept = () =>
      Object.keys(sessionStorage).filter((key) => !key.startsWith('rp-widgets.token.'));
    expect(kept()).to.have.length(3);

    part(el, 'sign-in')!.click();
    await el.updateComplete;
    expect(text(part(el, 'sign-in'))).to.equal('Sign in to answer reviews');
    expect(kept()).to.deep.equal([]);

    // The next owner signs in in this tab: same element, then a page load.
    signIn(platform);
    el.requestUpdate();
    await listed(el);
    expect(!!part(el, 'detail'), 'a review is open').to.equal(false);
    const again = await mount();
    await listed(again);
    expect(!!part(again, 'detail'), 'a review is open after a load').to.equal(false);
    await openReview(again, reviewIds.published);
    expect(replyField(again).value).to.equal('');
    expect(parts(again, 'comment').some((c) => c.querySelector('textarea'))).to.equal(false);
    expect(text(part(again, 'detail'))).not.to.include('of the first owner');
  });

  it('the token goes only to the address it was issued for: an inbox with another base-url is signed out and sends none', async () => {
    const token = signIn(platform);
    const el = await mount();
    await listed(el);
    el.remove();
    // A later page of the same tab, whose inbox has another base-url.
    const other = 'https://elsewhere.inbox-test.example';
    const before = requests.length;
    // Every request as the page makes it (the worker's record of it may come later).
    const real = window.fetch;
    const made: Request[] = [];
    window.fetch = (input, init) => {
      made.push(new Request(input, init));
      return real(input, init);
    };
    let there: RpReviewInbox;
    try {
      there = await mount({ 'base-url': other });
      there.setAttribute('sku', skus.few);
      await there.updateComplete;
    } finally {
      window.fetch = real;
    }
    expect(text(part(there, 'sign-in'))).to.equal('Sign in to answer reviews');
    expect(made.filter((r) => r.headers.has('authorization')).map((r) => r.url)).to.deep.equal([]);
    expect(made.filter((r) => r.url.startsWith(other))).to.have.length(0);
    const sent = requests.slice(before);
    expect(sent.filter((r) => r.headers.authorization)).to.deep.equal([]);
    expect(sent.filter((r) => r.url.startsWith(other))).to.have.length(0);
    expect(JSON.stringify(sent)).not.to.include(token);
    // Back on the address it was issued for, it is signed in again.
    there.setAttribute('base-url', base);
    await listed(there);
    expect(
      requests.slice(before).every((r) => r.url.startsWith(`${base}/`)),
      'only the issuing address was asked',
    ).to.equal(true);
    expect(requests.at(-1)!.headers.authorization).to.equal(`Bearer ${token}`);
  });

  it('a business unit the sign-in has no rights on says so, with sign-out as the way out', async () => {
    signIn(platform);
    const el = await mount({ 'business-unit-id': 'bu-legacy', sku: '' });
    await waitUntil(() => message(el).includes('no access'), 'no rights message');
    expect(message(el)).to.include(
      'This sign-in has no access to business unit bu-legacy. Sign out and sign in as one of its users.',
    );
    expect(button(el, 'Sign out')).to.exist;
  });
});
