import { expect } from '@open-wc/testing';
import { assertContract, startMock } from '../support/platform.js';
import { BASE, get } from './helpers.js';
import { MOCK_API_KEY } from '../../src/mock/index.js';

const LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'da-DK', 'nl-NL', 'sv-SE'];

describe('mock resources', () => {
  beforeEach(() => startMock());
  afterEach(assertContract);

  it('lists the locales, names translated into translationLocale', async () => {
    const answer = await get('/v1/resources/metadata/locales');
    expect(
      answer.body.locales.map((locale: { locale: string }) => locale.locale),
    ).to.include.members(LOCALES);
    expect(answer.body.defaultLocale.locale).to.equal('en-US');
    const danish = answer.body.locales.find(
      (locale: { locale: string }) => locale.locale === 'da-DK',
    );
    expect(danish).to.include({
      language: 'da',
      region: 'DK',
      countryId: 208,
      nativeName: 'dansk (Danmark)',
      translatedName: 'Danish (Denmark)',
    });
    const inGerman = await get('/v1/resources/metadata/locales?translationLocale=de-DE');
    const french = inGerman.body.locales.find(
      (locale: { locale: string }) => locale.locale === 'fr-FR',
    );
    expect(french.translatedName).to.equal('Französisch (Frankreich)');
    expect((await get('/v1/resources/metadata/locales?translationLocale=tlh')).status).to.equal(
      400,
    );
  });

  it('lists countries with names in the locale', async () => {
    const answer = await get('/v1/resources/metadata/countries?locale=fr-FR');
    const germany = answer.body.countries.find(
      (country: { country: string }) => country.country === 'DE',
    );
    expect(germany).to.deep.equal({
      countryId: '276',
      country: 'DE',
      englishName: 'Germany',
      locale: 'fr-FR',
      translatedName: 'Allemagne',
    });
    expect((await get('/v1/resources/metadata/countries')).body.countries[0].locale).to.equal(
      'en-US',
    );
    expect((await get('/v1/resources/metadata/countries?locale=xx')).status).to.equal(400);
  });

  it('gives image links, star images for 0 to 5 in half steps, logos and icons under the asset host', async () => {
    const links = await get('/v1/resources/images');
    expect(links.body.links.map((link: { rel: string }) => link.rel)).to.include.members([
      'logos',
      'icons',
      'stars-4.5',
    ]);
    for (let stars = 0; stars <= 5; stars += 0.5) {
      const answer = await get(`/v1/resources/images/stars/${stars}`);
      expect(answer.body.stars).to.equal(stars);
      expect(answer.body.star128x24).to.include({ width: '128', height: '24' });
      expect(answer.body.starSvg.url).to.equal(
        `https://assets.rp-mock.test/stars/${stars}/stars.svg`,
      );
    }
    for (const bad of ['5.5', '-0.5', '4.3', 'four', '%20']) {
      expect((await get(`/v1/resources/images/stars/${bad}`)).status, bad).to.equal(400);
    }
    const logos = await get('/v1/resources/images/logos');
    expect(logos.body.darkBackground.logo144x36.url).to.contain('/logos/dark/');
    expect(logos.body.lightBackground.logoSvg.url).to.contain('/logos/light/');
    const icons = await get('/v1/resources/images/icons');
    expect(icons.body.image230x230).to.include({ width: '230', height: '230' });
  });

  it('gives star words per locale for every half step', async () => {
    const word = async (stars: number, locale: string) =>
      (await get(`/v1/resources/strings/stars/${stars}?locale=${locale}`)).body.string;
    expect(await word(4.5, 'en-US')).to.equal('Excellent');
    expect(await word(4, 'en-US')).to.equal('Great');
    expect(await word(0, 'en-US')).to.equal('Not rated');
    expect(await word(1, 'de-DE')).to.equal('Ungenügend');
    expect(await word(3.5, 'fr-FR')).to.equal('Bien');
    expect(await word(5, 'da-DK')).to.equal('Fremragende');
    for (const locale of LOCALES) {
      const words = new Set<string>();
      for (let stars = 0; stars <= 5; stars += 0.5) {
        const answer = await get(`/v1/resources/strings/stars/${stars}?locale=${locale}`);
        expect(answer.body).to.include({ locale, stars });
        words.add(answer.body.string);
      }
      expect(words.size, locale).to.equal(6);
    }
    expect((await get('/v1/resources/strings/stars/4')).status).to.equal(400);
    expect((await get('/v1/resources/strings/stars/4?locale=tlh-QO')).status).to.equal(400);
    expect((await get('/v1/resources/strings/stars/6?locale=en-US')).status).to.equal(400);
  });

  it('serves the asset URLs as SVG images that load in an <img>', async () => {
    const stars = (await get('/v1/resources/images/stars/3.5')).body.star256x48.url;
    const response = await fetch(stars);
    expect(response.headers.get('content-type')).to.equal('image/svg+xml');
    const svg = await response.text();
    expect(svg).to.contain('width="256"');
    expect(svg).to.contain('3.5 out of 5 stars');
    const image = new Image();
    image.src = (await get('/v1/resources/images/logos')).body.darkBackground.logo288x72.url;
    await image.decode();
    expect(image.naturalWidth).to.equal(288);
    for (const path of [
      'icons/icon-230x230.svg',
      'products/ACME-1000/80x80.jpg',
      'attachments/att-1/1024x1024.webp',
      'logos/light/logo.svg',
    ]) {
      const asset = await fetch(`https://assets.rp-mock.test/${path}`);
      expect(asset.status, path).to.equal(200);
      expect(await asset.text()).to.match(/^<svg /);
    }
    for (const path of ['stars/9/x.svg', 'logos/blue/x.svg', 'products', 'other/x.svg']) {
      expect((await fetch(`https://assets.rp-mock.test/${path}`)).status, path).to.equal(404);
    }
  });

  it('answers an unknown /v1 path or method with a JSON 404, which breaks the contract', async () => {
    const answer = await get('/v1/no/such/endpoint');
    expect(answer.body).to.deep.include({ status: 404, code: 'not_found' });
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST']) {
      const response = await fetch(`${BASE}/v1/business-units/bu-acme`, {
        method,
        headers: { apikey: MOCK_API_KEY },
      });
      expect(response.status, method).to.equal(404);
      expect(await response.json(), method).to.deep.include({ status: 404, code: 'not_found' });
    }
    // Every route the mock answers on purpose is in the contract: these fail a test's check.
    const reported = await assertContract().then(() => '', String);
    expect(reported).to.contain('(5)');
    expect(reported).to.contain(`GET ${BASE}/v1/no/such/endpoint: the contract lists no such`);
    for (const method of ['DELETE', 'PATCH', 'PUT', 'POST']) {
      expect(reported).to.contain(`${method} ${BASE}/v1/business-units/bu-acme: the contract`);
    }
  });
});
