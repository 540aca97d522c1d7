import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { ContextConsumer } from '@lit/context';
import type { ConsoleConfig } from '../../src/config.ts';
import { consoleConfigContext } from '../../src/contexts/console-config-context.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleShell } from './console-shell.component.ts';
import './console-shell.ts';

const CONFIG: ConsoleConfig = {
  cloudOrigin: 'http://127.0.0.1:7070',
  pluginOrigin: 'http://127.0.0.1:7071',
  realm: 'oc1',
  secondLevelDomain: 'oraclecloud.com',
  hostRegion: 'us-ashburn-1',
  consoleVersion: '3.1.7',
};

/** A descendant that reads the configuration the shell provides. */
class ConfigProbe extends LitElement {
  readonly config = new ContextConsumer(this, { context: consoleConfigContext, subscribe: true });
}
customElements.define('test-config-probe', ConfigProbe);

async function renderShell(): Promise<ConsoleShell> {
  return fixture<ConsoleShell>(
    html`<console-shell .config=${CONFIG}>
      <div slot="header">Header</div>
      <div slot="banner">Banner</div>
      <h1>Page title</h1>
      <test-config-probe></test-config-probe>
      <a slot="footer" href="/terms">Terms</a>
    </console-shell>`
  );
}

const part = (shell: ConsoleShell, name: string) => shadowQuery(shell, `[part="${name}"]`);

function slotted(shell: ConsoleShell, name = ''): string[] {
  const slot = shadowQuery<HTMLSlotElement>(shell, name ? `slot[name="${name}"]` : 'slot:not([name])');
  return slot.assignedElements().map(element => element.textContent?.trim() ?? '');
}

/** Lets slotchange fire and the shell re-render. */
async function settle(shell: ConsoleShell): Promise<void> {
  await new Promise(resolve => setTimeout(resolve));
  await shell.updateComplete;
}

describe('console-shell', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('lays out header, banner, content and footer from its slots', async () => {
    const shell = await renderShell();
    expect(slotted(shell, 'header')).to.deep.equal(['Header']);
    expect(slotted(shell, 'banner')).to.deep.equal(['Banner']);
    expect(slotted(shell)).to.deep.equal(['Page title', '']);
    expect(slotted(shell, 'footer')).to.deep.equal(['Terms']);
    const main = shadowQuery(shell, 'main');
    expect(main.id).to.equal('content');
    expect(main.getAttribute('tabindex')).to.equal('-1');
    expect(part(shell, 'header').getBoundingClientRect().height).to.equal(60);
    expect(part(shell, 'footer').getBoundingClientRect().height).to.equal(30);
    expect(part(shell, 'footer').textContent).to.contain(`Copyright © ${new Date().getFullYear()}`);
    expect(shell.getBoundingClientRect().height).to.be.at.least(window.innerHeight);
    await expect(shell).to.be.accessible();
  });

  it('offers a skip link as the first stop of the keyboard, which moves focus to the content', async () => {
    const shell = await renderShell();
    await sendKeys({ press: 'Tab' });
    const skipLink = shadowFocus(shell);
    expect(skipLink?.textContent?.trim()).to.equal('Skip to main content');
    expect(skipLink?.getBoundingClientRect().top, 'visible on focus').to.be.at.least(0);
    const address = window.location.href;
    await sendKeys({ press: 'Enter' });
    expect(shadowFocus(shell)?.id).to.equal('content');
    expect(window.location.href, 'the router owns the URL').to.equal(address);
  });

  it('keeps the skip link out of sight until it has focus', async () => {
    const shell = await renderShell();
    expect(part(shell, 'skip-link').getBoundingClientRect().bottom).to.be.at.most(0);
  });

  it('shows the help panel and docked containers only while something is in them', async () => {
    const shell = await renderShell();
    for (const name of ['help', 'side-dock', 'bottom-dock']) expect(part(shell, name).hidden, name).to.equal(true);

    const dock = document.createElement('div');
    dock.slot = 'side-dock';
    dock.textContent = 'Support centre';
    const help = document.createElement('div');
    help.slot = 'help';
    help.textContent = 'Help topic';
    shell.append(dock, help);
    await settle(shell);
    expect(part(shell, 'side-dock').hidden).to.equal(false);
    expect(part(shell, 'help').hidden).to.equal(false);
    expect(part(shell, 'bottom-dock').hidden).to.equal(true);
    await expect(shell).to.be.accessible();

    dock.remove();
    await settle(shell);
    expect(part(shell, 'side-dock').hidden).to.equal(true);
  });

  it('announces toasts politely', async () => {
    const shell = await renderShell();
    const toast = document.createElement('div');
    toast.slot = 'toast';
    toast.textContent = 'Saved';
    shell.append(toast);
    await settle(shell);
    const toasts = part(shell, 'toasts');
    expect(toasts.getAttribute('role')).to.equal('status');
    expect(toasts.getAttribute('aria-live')).to.equal('polite');
    expect(shadowQuery<HTMLSlotElement>(shell, 'slot[name="toast"]').assignedElements()).to.deep.equal([toast]);
    expect(toasts.contains(shadowQuery(shell, 'slot[name="toast"]'))).to.equal(true);
  });

  it('provides the console configuration to the elements inside it', async () => {
    const shell = await renderShell();
    const probe = shell.querySelector('test-config-probe') as ConfigProbe;
    expect(probe.config.value).to.equal(CONFIG);
    const next = { ...CONFIG, hostRegion: 'eu-frankfurt-1' };
    shell.config = next;
    await shell.updateComplete;
    expect(probe.config.value).to.equal(next);
  });

  it('speaks German when the locale changes', async () => {
    const shell = await renderShell();
    try {
      await activateLocale('de');
      await shell.updateComplete;
      expect(part(shell, 'skip-link').textContent?.trim()).to.equal('Zum Hauptinhalt springen');
      expect(part(shell, 'footer').textContent).to.contain('Alle Rechte vorbehalten.');
    } finally {
      await activateLocale('en');
    }
  });
});
