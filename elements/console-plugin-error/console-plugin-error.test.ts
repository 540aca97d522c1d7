import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery, shadowQueryAll } from '../shared/shadow-query.ts';
import type { ConsoleStatusPage } from '../console-status-page/console-status-page.component.ts';
import type { ConsolePluginError } from './console-plugin-error.component.ts';
import './console-plugin-error.ts';

const statusPage = (page: ConsolePluginError) => shadowQuery<ConsoleStatusPage>(page, 'console-status-page');
const inStatus = (page: ConsolePluginError, selector: string) => shadowQuery(statusPage(page), selector);

function buttonNamed(page: ConsolePluginError, text: string): HTMLButtonElement {
  const button = shadowQueryAll<HTMLButtonElement>(page, 'button').find(
    candidate => candidate.textContent?.trim() === text
  );
  if (!button) throw new Error(`no button ${text}`);
  return button;
}

describe('console-plugin-error', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it("says 'Page Failed to Load', names the plugin and shows the code to copy", async () => {
    const page = await fixture<ConsolePluginError>(
      html`<console-plugin-error plugin-name="Compute" code="PLUGIN_HANDSHAKE_TIMEOUT"></console-plugin-error>`
    );
    await statusPage(page).updateComplete;
    expect(inStatus(page, 'h1').textContent?.trim()).to.equal('Page Failed to Load');
    expect(inStatus(page, '.message').textContent).to.equal(
      'The Compute page could not be loaded. Try again, or contact support if the problem continues.'
    );
    expect(inStatus(page, 'code').textContent).to.equal('PLUGIN_HANDSHAKE_TIMEOUT');
    expect(inStatus(page, 'button').getAttribute('aria-label')).to.equal('Copy error code');
    await expect(page).to.be.accessible();
  });

  it('offers Try again, Sign out and Contact support', async () => {
    const page = await fixture<ConsolePluginError>(html`<console-plugin-error></console-plugin-error>`);
    await statusPage(page).updateComplete;
    expect(inStatus(page, '.message').textContent).to.equal(
      'This page could not be loaded. Try again, or contact support if the problem continues.'
    );
    expect(shadowQueryAll(page, '.actions .action').map(action => action.textContent?.trim())).to.deep.equal([
      'Try again',
      'Sign out',
      'Contact support',
    ]);
    expect(shadowQuery(page, '.actions a').getAttribute('href')).to.equal('/support/home');
    expect(shadowQuery(page, '.actions').getAttribute('aria-label')).to.equal('What you can do');
    await expect(page).to.be.accessible();
  });

  it('fires console-plugin-retry for Try again and console-sign-out for Sign out, without acting itself', async () => {
    const page = await fixture<ConsolePluginError>(
      html`<console-plugin-error plugin-name="Compute"></console-plugin-error>`
    );
    const address = window.location.href;

    setTimeout(() => buttonNamed(page, 'Try again').click());
    const retry = await oneEvent(page, 'console-plugin-retry');
    expect(retry.bubbles && retry.composed).to.equal(true);

    setTimeout(() => buttonNamed(page, 'Sign out').click());
    const signOut = await oneEvent(page, 'console-sign-out');
    expect(signOut.bubbles && signOut.composed).to.equal(true);

    expect(window.location.href).to.equal(address);
    expect(page.isConnected).to.equal(true);
  });

  it('speaks German when the locale changes', async () => {
    const page = await fixture<ConsolePluginError>(
      html`<console-plugin-error plugin-name="Compute"></console-plugin-error>`
    );
    try {
      await activateLocale('de');
      await page.updateComplete;
      await statusPage(page).updateComplete;
      expect(inStatus(page, 'h1').textContent?.trim()).to.equal('Seite konnte nicht geladen werden');
      expect(shadowQueryAll(page, '.actions .action').map(action => action.textContent?.trim())).to.deep.equal([
        'Erneut versuchen',
        'Abmelden',
        'Support kontaktieren',
      ]);
    } finally {
      await activateLocale('en');
    }
  });
});
