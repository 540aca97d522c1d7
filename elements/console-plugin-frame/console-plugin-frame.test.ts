import { expect, fixture, html } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsolePluginFrame } from './console-plugin-frame.component.ts';
import './console-plugin-frame.ts';
import '../console-shell/console-shell.ts';
import type { ConsoleConfig } from '../../src/config.ts';

/** A page the test server really serves, so the frame loads without network noise. */
const PAGE = new URL('/package.json', window.location.origin).href;

const frame = (element: ConsolePluginFrame) => shadowQuery<HTMLIFrameElement>(element, 'iframe');

describe('console-plugin-frame', () => {
  before(async () => {
    await activateLocale('en');
  });

  it('loads the plugin page in a sandbox that never combines scripts with same-origin', async () => {
    const element = await fixture<ConsolePluginFrame>(
      html`<console-plugin-frame .src=${PAGE} plugin-name="compute" .title=${'Instances'}></console-plugin-frame>`
    );
    const iframe = frame(element);
    expect(iframe.src).to.equal(PAGE);
    expect([...iframe.sandbox].sort()).to.deep.equal(['allow-forms', 'allow-popups', 'allow-scripts']);
    expect(iframe.sandbox.contains('allow-same-origin')).to.equal(false);
    expect(iframe.referrerPolicy).to.equal('no-referrer');
    expect(iframe.title).to.equal('Instances');
    expect(element.hasAttribute('title'), 'no tooltip over the content').to.equal(false);
    await expect(element).to.be.accessible();
  });

  it('fills the space it is given', async () => {
    const element = await fixture<ConsolePluginFrame>(
      html`<console-plugin-frame .src=${PAGE} plugin-name="compute"></console-plugin-frame>`
    );
    const box = element.parentElement as HTMLElement;
    box.style.blockSize = '500px';
    box.style.inlineSize = '700px';
    expect(frame(element).getBoundingClientRect().height).to.equal(500);
    expect(frame(element).getBoundingClientRect().width).to.equal(700);
  });

  it('names the frame after the plugin when no title is given', async () => {
    const element = await fixture<ConsolePluginFrame>(
      html`<console-plugin-frame .src=${PAGE} plugin-name="compute"></console-plugin-frame>`
    );
    expect(frame(element).title).to.equal('Plugin page: compute');
    try {
      await activateLocale('de');
      await element.updateComplete;
      expect(frame(element).title).to.equal('Plug-in-Seite: compute');
    } finally {
      await activateLocale('en');
    }
  });

  it('refuses URLs that are not http or https', async () => {
    for (const src of ['javascript:alert(1)', 'data:text/html,<p>x</p>', '']) {
      const element = await fixture<ConsolePluginFrame>(
        html`<console-plugin-frame .src=${src} plugin-name="compute"></console-plugin-frame>`
      );
      expect(shadowQueryOptional(element, 'iframe'), src).to.equal(null);
    }
  });

  it('inside the console, loads pages from the plugin origin only', async () => {
    const config: ConsoleConfig = {
      cloudOrigin: 'http://127.0.0.1:7070',
      pluginOrigin: window.location.origin,
      realm: 'oc1',
      secondLevelDomain: 'oraclecloud.com',
      hostRegion: 'us-ashburn-1',
      consoleVersion: '3.1.7',
    };
    const shell = await fixture(
      html`<console-shell .config=${config}>
        <console-plugin-frame id="own" .src=${PAGE} plugin-name="compute"></console-plugin-frame>
        <console-plugin-frame id="foreign" src="http://127.0.0.1:9/evil/" plugin-name="evil"></console-plugin-frame>
      </console-shell>`
    );
    const own = shell.querySelector<ConsolePluginFrame>('#own');
    const foreign = shell.querySelector<ConsolePluginFrame>('#foreign');
    if (!own || !foreign) throw new Error('frames missing');
    await own.updateComplete;
    await foreign.updateComplete;
    expect(frame(own).src).to.equal(PAGE);
    expect(shadowQueryOptional(foreign, 'iframe')).to.equal(null);
  });
});
