import { expect, fixture, html } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import { sandboxFor, type ConsolePluginFrame } from './console-plugin-frame.component.ts';
import type { PluginFrameAttachEvent } from '../../src/events/plugin-frame-attach-event.ts';
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

  it('never pairs scripts with same-origin for a page on the console’s own origin', async () => {
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

  it('keeps a cross-origin plugin page on its own origin, so its messages can be checked by origin', () => {
    expect(sandboxFor('http://127.0.0.1:7071', 'http://localhost:5173').split(' ').sort()).to.deep.equal([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(sandboxFor('http://localhost:5173', 'http://localhost:5173')).not.to.contain('allow-same-origin');
  });

  it('announces the frame once it is in the document, with the origin its messages must come from', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const attached = new Promise<PluginFrameAttachEvent>(resolve =>
      container.addEventListener('console-plugin-frame-attach', resolve, { once: true })
    );
    const element = document.createElement('console-plugin-frame');
    element.pluginName = 'compute';
    element.src = PAGE;
    container.append(element);
    const event = await attached;
    expect(event.pluginName).to.equal('compute');
    expect(event.frame).to.equal(frame(element));
    expect(event.origin).to.equal(window.location.origin);
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
        <console-plugin-frame
          id="override"
          src="http://127.0.0.1:9/dev/"
          allowed-origin="http://127.0.0.1:9"
          plugin-name="compute"
        ></console-plugin-frame>
      </console-shell>`
    );
    const own = shell.querySelector<ConsolePluginFrame>('#own');
    const foreign = shell.querySelector<ConsolePluginFrame>('#foreign');
    if (!own || !foreign) throw new Error('frames missing');
    await own.updateComplete;
    await foreign.updateComplete;
    expect(frame(own).src).to.equal(PAGE);
    expect(shadowQueryOptional(foreign, 'iframe')).to.equal(null);
    const override = shell.querySelector<ConsolePluginFrame>('#override');
    await override?.updateComplete;
    expect(override && frame(override).src, 'an active override may name its origin').to.equal(
      'http://127.0.0.1:9/dev/'
    );
  });
});
