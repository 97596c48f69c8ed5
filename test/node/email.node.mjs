// E-mail renders as a merchant's newsletter tool gets them: `rp-widgets/email` (the built dist/)
// against the mock platform over HTTP, with the requests counted and the data changed.
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { doIUseEmail } from '@jsx-email/doiuse-email';
import { renderOptions, usePlatform } from './helpers.mjs';

const { renderEmail, renderEmailElement } = await import('rp-widgets/email');
const { MOCK_API_KEY, MOCK_IDS } = await import('../../dist/mock/index.js');
const { platformLocales } = await import('../../dist/shared/locales.js');

const bu = MOCK_IDS.businessUnits.acme;
const sku = MOCK_IDS.skus.many;
const productUrl = 'https://shop.example/products/tent';
const api = usePlatform();

const options = (more = {}) => renderOptions(api, more);

const entities = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };
/** What a reader of the e-mail sees: the text, tags and styles gone. */
const textOf = (html) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, name) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();
const links = (html) => [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]);
const images = (html) =>
  [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    src: /src="([^"]*)"/.exec(tag)?.[1],
    alt: /alt="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
const catalogue = (folder, language) => {
  for (const name of [
    language.replace(/-.*/, (rest) => (language === 'pt-PT' ? rest : '')),
    'en',
  ]) {
    try {
      return JSON.parse(readFileSync(`src/${folder}/locales/${name}.json`, 'utf8'));
    } catch {
      // No catalogue of its own: the next.
    }
  }
  throw new Error(`no catalogue for ${language}`);
};

test('the badge: score, stars image for its half-star value, count and the profile link', async () => {
  const html = await renderEmailElement({ tag: 'rp-trust-badge' }, options());
  const asked = await fetch(`${api.origin}/v1/business-units/${bu}`, {
    headers: { apikey: MOCK_API_KEY },
  });
  const unit = await asked.json();
  const score = (Math.round(unit.trustScore * 10) / 10).toFixed(1);
  const count = unit.numberOfReviews.total.toLocaleString('en-US');
  assert.ok(
    textOf(html).endsWith(`${unit.displayName} has ${score} out of 5, based on ${count} reviews`),
  );
  const [logo, stars] = images(html);
  assert.match(logo.src, /^https:\/\/.*logo/);
  assert.equal(stars.alt, `Rated ${score} out of 5 stars`);
  const half = Math.round(unit.stars * 2) / 2;
  assert.match(stars.src, new RegExp(`/stars/${half}/star-256x48`));
  assert.deepEqual(links(html).length, 1);
  assert.match(links(html)[0], /^https:\/\/www\.rp-mock\.test\/review\//);
  assert.ok(links(html).every((href) => href.startsWith('https://')));
});

test("a product's rating and its newest reviews: numbers, whole-word cuts and links to the product", async () => {
  const data = api.platform.data;
  const long = `${'Packs small, pitches fast. '.repeat(20)}The end.`;
  const newest = data.productReviews
    .filter(
      (review) => review.sku === sku && review.state === 'published' && review.language === 'en',
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  newest.content = long;
  const [rating, reviews] = await renderEmail(
    [
      { tag: 'rp-stars', attributes: { sku, 'product-url': productUrl } },
      { tag: 'rp-product-reviews', attributes: { sku, 'product-url': productUrl, count: 2 } },
    ],
    options(),
  );
  const published = data.productReviews.filter(
    (review) => review.sku === sku && review.state === 'published',
  );
  const average = published.reduce((sum, review) => sum + review.stars, 0) / published.length;
  const score = (Math.round(average * 10) / 10).toFixed(1);
  assert.match(textOf(rating), new RegExp(`^${score} ${published.length} reviews$`));
  assert.deepEqual(links(rating), [productUrl]);
  assert.equal(images(rating)[0].alt, `Rated ${score} out of 5 stars, ${published.length} reviews`);
  assert.match(images(rating)[0].src, new RegExp(`/stars/${Math.round(average * 2) / 2}/`));

  const cards = images(reviews);
  assert.equal(cards.length, 2, 'two reviews, as asked');
  assert.equal(cards[0].alt, `${newest.consumer.displayName}, ${newest.stars} out of 5 stars`);
  const text = textOf(reviews);
  // Cut after a whole word (240 characters end inside "fast"), then "Read more" to the product's page.
  assert.match(text, /fast\. Packs small, pitches… Read more/);
  assert.ok(!text.includes('The end.'));
  assert.ok(links(reviews).includes(productUrl));
});

test('hostile review text and names stay text', async () => {
  const data = api.platform.data;
  const attack = `<img src=x onerror=alert(1)>"' <script>alert(2)</script> & <a href="javascript:alert(3)">x</a>`;
  for (const review of data.productReviews.filter((entry) => entry.sku === sku)) {
    review.content = attack;
    review.consumer = { ...review.consumer, displayName: `Eve "<b>" ${attack}` };
  }
  const html = await renderEmailElement(
    { tag: 'rp-product-reviews', attributes: { sku, count: 1 } },
    options(),
  );
  assert.ok(!/<script|<img src=x|<b>|<a href="javascript/i.test(html), html);
  assert.match(textOf(html), /<script>alert\(2\)<\/script>/);
});

test('the "Review us" button and the words of every one of the 25 locales', async () => {
  const locales = Object.keys(platformLocales);
  assert.equal(locales.length, 25);
  const html = await renderEmail(
    locales.flatMap((locale) => [
      { tag: 'rp-review-collector', attributes: { locale } },
      { tag: 'rp-business-reviews', attributes: { locale, count: 1 } },
    ]),
    options(),
  );
  const asked = await fetch(`${api.origin}/v1/resources/metadata/locales`, {
    headers: { apikey: MOCK_API_KEY },
  });
  const listed = new Set((await asked.json()).locales.map((row) => row.locale));
  for (const [index, locale] of locales.entries()) {
    const [collector, reviews] = [html[index * 2], html[index * 2 + 1]];
    assert.equal(textOf(collector), catalogue('review-collector', locale).reviewUs, locale);
    // The platform's form in the e-mail's language where the platform has it, else its default.
    const language = locale.slice(0, 2);
    const host =
      language !== 'en' && [...listed].some((row) => row.startsWith(`${language}-`))
        ? language
        : '(www|en)';
    assert.match(
      links(collector)[0],
      new RegExp(`^https://${host}\\.rp-mock\\.test/evaluate/`),
      locale,
    );
    assert.match(collector, new RegExp(`lang="${locale}"`));
    // The newest review in the e-mail's language, its stars said in the locale's words; or the
    // list's own words when the business has none in that language.
    const [card] = images(reviews);
    if (!card) {
      assert.equal(textOf(reviews), catalogue('review-list', locale).noReviews, locale);
      continue;
    }
    const rated = catalogue('shared', locale).rated;
    const pattern = rated.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{score}', '[\\d.,]+');
    assert.match(card.alt, new RegExp(`^${pattern}$`), locale);
  }
});

test('what e-mail clients keep: tables, inline styles, https only, within 600 px; nothing Gmail, Outlook, Apple Mail or Yahoo drops', async () => {
  const all = await renderEmail(
    [
      { tag: 'rp-trust-badge' },
      { tag: 'rp-stars', attributes: { sku, 'product-url': productUrl } },
      { tag: 'rp-product-reviews', attributes: { sku, 'product-url': productUrl } },
      { tag: 'rp-business-reviews' },
      { tag: 'rp-review-collector' },
    ],
    options(),
  );
  for (const html of all) {
    assert.ok(html.startsWith('<table'), html.slice(0, 80));
    assert.ok(!/<style|<script|class=|var\(--|@import|@font-face|<link/i.test(html), html);
    assert.match(html, /max-width: 600px/);
    for (const [, url] of html.matchAll(/(?:src|href)="([^"]*)"/g))
      assert.match(url, /^https:\/\//);
    const report = doIUseEmail(html, {
      emailClients: ['gmail.*', 'outlook.*', 'apple-mail.*', 'yahoo.*'],
    });
    // role="presentation" tells screen readers a table only lays out; a client without it
    // ignores the attribute, which changes nothing anyone sees.
    const unsupported = (report.errors ?? []).filter(
      (error) => !error.startsWith('`role attribute`'),
    );
    assert.deepEqual(unsupported, []);
  }
});

test('bad input is refused before any request; a failing platform leaves the widget out, reported', async () => {
  for (const [element, message] of [
    [{ tag: 'rp-inbox' }, /renders rp-trust-badge, .*"rp-inbox" is not one of them/],
    [{ tag: 'rp-stars' }, /rp-stars needs a sku/],
    [
      { tag: 'rp-product-reviews', attributes: { sku, count: 11 } },
      /count "11" is not a whole number from 1 to 10/,
    ],
    [
      { tag: 'rp-stars', attributes: { sku, 'product-url': 'http://shop.example/' } },
      /product-url "http:\/\/shop.example\/" is not an absolute https address/,
    ],
  ]) {
    await assert.rejects(renderEmail([element], options()), message);
  }
  await assert.rejects(
    renderEmail([{ tag: 'rp-trust-badge' }], options({ businessUnitId: undefined })),
    /rp-trust-badge needs a business-unit-id/,
  );
  assert.equal(api.sent.length, 0, 'no request for refused input');

  api.intercept = (req, res) => {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"message":"down"}');
    return true;
  };
  const errors = [];
  const html = await renderEmail(
    [{ tag: 'rp-trust-badge' }, { tag: 'rp-stars', attributes: { sku } }],
    options({
      retries: 0,
      onError: (error, element) => errors.push(`${element.tag}: ${error.message}`),
    }),
  );
  assert.deepEqual(html, ['', '']);
  assert.equal(errors.length, 2);
  assert.match(errors[0], /^rp-trust-badge: .*503/);
});
