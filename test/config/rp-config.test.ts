import { expect, fixture, html } from '@open-wc/testing';
import '../../src/config/define.js';
import { RpConfig } from '../../src/config/rp-config.js';
import { RpElement } from '../../src/shared/rp-element.js';
import { ConfigError, regionLocale, resolveConfig } from '../../src/core/resolve.js';
import { defineElement } from '../../src/shared/define.js';

/** A bare configured element: shows what a widget receives. */
class ConfigProbe extends RpElement {
  get resolved() {
    return resolveConfig(this.config, this);
  }
}
defineElement('config-probe', ConfigProbe);

async function probeIn(template: ReturnType<typeof html>): Promise<ConfigProbe> {
  const root = await fixture(template);
  const probe = root.localName === 'config-probe' ? root : root.querySelector('config-probe');
  await (probe as ConfigProbe).updateComplete;
  return probe as ConfigProbe;
}

describe('<rp-config>', () => {
  it('is registered once, and defining it again does not throw', () => {
    expect(customElements.get('rp-config')).to.equal(RpConfig);
    expect(() => defineElement('rp-config', class extends RpConfig {})).not.to.throw();
    expect(customElements.get('rp-config')).to.equal(RpConfig);
  });

  it('gives its values to an element inside it', async () => {
    const probe = await probeIn(html`
      <rp-config
        api-key="key-1"
        base-url="https://api.example.test/"
        business-unit-id="bu-1"
        locale="de-DE"
        auth-url="https://auth.example.test/authorize"
        store-ttl="120"
      >
        <div><config-probe></config-probe></div>
      </rp-config>
    `);
    expect(probe.resolved).to.deep.equal({
      apiKey: 'key-1',
      baseUrl: 'https://api.example.test',
      businessUnitId: 'bu-1',
      locale: 'de-DE',
      authUrl: 'https://auth.example.test/authorize',
      timeout: undefined,
      storeTtl: 120,
    });
  });

  it("lets an element's own attributes override the ancestor's", async () => {
    const probe = await probeIn(html`
      <rp-config api-key="outer-key" business-unit-id="bu-outer" locale="fr-FR">
        <config-probe business-unit-id="bu-own" locale="da-DK"></config-probe>
      </rp-config>
    `);
    expect(probe.resolved.apiKey).to.equal('outer-key');
    expect(probe.resolved.businessUnitId).to.equal('bu-own');
    expect(probe.resolved.locale).to.equal('da-DK');
  });

  it('lets a nested <rp-config> override only what it sets', async () => {
    const probe = await probeIn(html`
      <rp-config api-key="outer-key" business-unit-id="bu-outer">
        <rp-config business-unit-id="bu-inner">
          <config-probe></config-probe>
        </rp-config>
      </rp-config>
    `);
    expect(probe.resolved.apiKey).to.equal('outer-key');
    expect(probe.resolved.businessUnitId).to.equal('bu-inner');
  });

  it('defaults the base URL to the page origin and resolves a same-origin path', async () => {
    const probe = await probeIn(html`<config-probe></config-probe>`);
    expect(probe.resolved.baseUrl).to.equal(location.origin);
    probe.baseUrl = '/api-proxy/';
    expect(probe.resolved.baseUrl).to.equal(`${location.origin}/api-proxy`);
  });

  it('defaults the locale to the nearest lang, then en-US', async () => {
    const inLang = await probeIn(html`<div lang="nl-NL"><config-probe></config-probe></div>`);
    expect(inLang.resolved.locale).to.equal('nl-NL');
    const plain = await probeIn(html`<config-probe></config-probe>`);
    const pageLang = document.documentElement.getAttribute('lang');
    expect(plain.resolved.locale).to.equal(pageLang || 'en-US');
  });

  it('keeps ratings in the tab for 300 s unless store-ttl says otherwise, from 0 to 600', async () => {
    const probe = await probeIn(html`<config-probe></config-probe>`);
    expect(probe.resolved.storeTtl).to.equal(300);
    for (const wrong of ['ten', '-1', '601', '1.5']) {
      probe.storeTtl = wrong;
      expect(() => probe.resolved, wrong).to.throw(
        ConfigError,
        `store-ttl "${wrong}" is not a number of seconds from 0 to 600.`,
      );
    }
    probe.storeTtl = '0';
    expect(probe.resolved.storeTtl).to.equal(0);
  });

  it('refuses a configured locale that is not a language tag, every time it is asked', async () => {
    const probe = await probeIn(html`<config-probe locale="en_US!"></config-probe>`);
    for (let asked = 0; asked < 2; asked++) {
      expect(() => probe.resolved).to.throw(ConfigError, 'locale "en_US!" is not a valid');
    }
    probe.locale = 'fr-ca';
    expect(probe.resolved.locale).to.equal('fr-CA');
  });

  it('formats in en-US under a lang attribute that is not a language tag', async () => {
    const probe = await probeIn(html`<div lang="??"><config-probe></config-probe></div>`);
    expect(probe.resolved.locale).to.equal('en-US');
  });

  it('gives the platform a language-region locale', () => {
    const asked = ['de', 'de-AT', 'pt', 'pt-BR', 'zh-Hant', 'sr-Latn-RS', 'en-US', 'und'];
    expect(asked.map(regionLocale)).to.deep.equal([
      'de-DE',
      'de-AT',
      'pt-BR',
      'pt-BR',
      'zh-TW',
      'sr-RS',
      'en-US',
      'en-US',
    ]);
  });

  it('passes changes made at run time on to the elements inside', async () => {
    const config = await fixture<RpConfig>(html`
      <rp-config api-key="first"><config-probe></config-probe></rp-config>
    `);
    const probe = config.querySelector('config-probe') as ConfigProbe;
    config.setAttribute('api-key', 'second');
    config.setAttribute('business-unit-id', 'bu-new');
    await config.updateComplete;
    await probe.updateComplete;
    expect(probe.resolved.apiKey).to.equal('second');
    expect(probe.resolved.businessUnitId).to.equal('bu-new');
  });

  it('follows an element moved to another <rp-config>', async () => {
    const root = await fixture(html`
      <div>
        <rp-config id="a" api-key="key-a"><config-probe></config-probe></rp-config>
        <rp-config id="b" api-key="key-b"></rp-config>
      </div>
    `);
    const probe = root.querySelector('config-probe') as ConfigProbe;
    expect(probe.resolved.apiKey).to.equal('key-a');
    root.querySelector('#b')!.append(probe);
    await probe.updateComplete;
    expect(probe.resolved.apiKey).to.equal('key-b');
    document.body.append(probe);
    await probe.updateComplete;
    expect(probe.resolved.apiKey).to.equal(undefined);
    probe.remove();
  });

  it('configures an element that connected before its <rp-config> was defined', async () => {
    const root = await fixture(html`
      <late-config api-key="late-key"><config-probe></config-probe></late-config>
    `);
    const probe = root.querySelector('config-probe') as ConfigProbe;
    expect(probe.resolved.apiKey).to.equal(undefined);
    defineElement('late-config', class LateConfig extends RpConfig {});
    await (root as RpConfig).updateComplete;
    await probe.updateComplete;
    expect(probe.resolved.apiKey).to.equal('late-key');
  });

  it('refuses a base URL that is not http(s) and a malformed locale', async () => {
    const probe = await probeIn(html`<config-probe base-url="javascript:alert(1)"></config-probe>`);
    expect(() => probe.resolved).to.throw(ConfigError, /base-url .* must be an http\(s\) URL/);
    probe.baseUrl = undefined;
    probe.locale = 'not a locale!';
    expect(() => probe.resolved).to.throw(ConfigError, /locale "not a locale!"/);
  });

  it('renders its children in place without a box of its own', async () => {
    const config = await fixture<RpConfig>(html`<rp-config><p>child</p></rp-config>`);
    expect(getComputedStyle(config).display).to.equal('contents');
    expect(config.shadowRoot!.querySelector('slot')).to.exist;
  });
});
