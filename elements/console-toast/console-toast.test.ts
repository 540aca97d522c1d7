import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleToast } from './console-toast.component.ts';
import type { ToastSeverity } from './interfaces.ts';
import './console-toast.ts';

const SEVERITIES: ToastSeverity[] = ['info', 'success', 'warning', 'critical'];

describe('console-toast', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('shows the message with its severity said in words, for each of the four types', async () => {
    for (const severity of SEVERITIES) {
      const toast = await fixture<ConsoleToast>(
        html`<console-toast severity=${severity} message="Bucket archive-2024 was deleted."></console-toast>`
      );
      const message = shadowQuery(toast, '.message');
      expect(message.textContent?.replace(/\s+/g, ' ').trim()).to.match(
        /^(Information|Success|Warning|Critical): Bucket archive-2024 was deleted\.$/
      );
      expect(shadowQuery(toast, '.icon-box svg').getAttribute('aria-hidden')).to.equal('true');
      await expect(toast).to.be.accessible();
    }
  });

  it('makes a Critical toast an alert, and no other', async () => {
    const critical = await fixture<ConsoleToast>(
      html`<console-toast severity="critical" message="The instance could not be started."></console-toast>`
    );
    expect(shadowQuery(critical, '[role="alert"]').textContent).to.contain('The instance could not be started.');
    const warning = await fixture<ConsoleToast>(
      html`<console-toast severity="warning" message="Quota almost used."></console-toast>`
    );
    expect(shadowQueryOptional(warning, '[role="alert"]')).to.equal(null);
  });

  it('shows markup in a message as text', async () => {
    const markup = '<img src=x onerror=alert(1)>Saved';
    const toast = await fixture<ConsoleToast>(html`<console-toast .message=${markup}></console-toast>`);
    expect(shadowQueryOptional(toast, 'img')).to.equal(null);
    expect(shadowQuery(toast, '.message').textContent).to.contain('<img src=x onerror=alert(1)>Saved');
  });

  it('asks its owner to close it from the close button, by keyboard, and stays until then', async () => {
    const toast = await fixture<ConsoleToast>(html`<console-toast message="Saved."></console-toast>`);
    const close = shadowQuery<HTMLButtonElement>(toast, '.close');
    expect(close.getAttribute('aria-label')).to.equal('Close notification');
    toast.focus();
    expect(shadowFocus(toast)).to.equal(close);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = await oneEvent(toast, 'console-request-close');
    expect(event.bubbles && event.composed).to.equal(true);
    expect(toast.isConnected).to.equal(true);
  });

  it('offers its action as a button, or as a link when it has an address', async () => {
    const withButton = await fixture<ConsoleToast>(
      html`<console-toast severity="warning" message="Changes discarded." action-label="Undo"></console-toast>`
    );
    const button = shadowQuery<HTMLButtonElement>(withButton, 'button.action');
    expect(button.textContent?.trim()).to.equal('Undo');
    // Focus goes to the action first.
    withButton.focus();
    expect(shadowFocus(withButton)).to.equal(button);
    setTimeout(() => void sendKeys({ press: 'Space' }));
    const event = await oneEvent(withButton, 'console-toast-action');
    expect(event.bubbles && event.composed).to.equal(true);
    await expect(withButton).to.be.accessible();

    const withLink = await fixture<ConsoleToast>(
      html`<console-toast
        severity="success"
        message="Instance created."
        action-label="View instance"
        action-href="#instances/1"
      ></console-toast>`
    );
    const link = shadowQuery<HTMLAnchorElement>(withLink, 'a.action');
    expect(link.getAttribute('href')).to.equal('#instances/1');
    setTimeout(() => link.click());
    await oneEvent(withLink, 'console-toast-action');
    await expect(withLink).to.be.accessible();
  });

  it('has no action without a label', async () => {
    const toast = await fixture<ConsoleToast>(html`<console-toast message="Saved." action-href="/x"></console-toast>`);
    expect(shadowQueryOptional(toast, '.action')).to.equal(null);
  });

  it('speaks German when the locale changes', async () => {
    const toast = await fixture<ConsoleToast>(
      html`<console-toast severity="success" message="Gespeichert."></console-toast>`
    );
    try {
      await activateLocale('de');
      await toast.updateComplete;
      expect(shadowQuery(toast, '.close').getAttribute('aria-label')).to.equal('Benachrichtigung schließen');
      expect(shadowQuery(toast, '.visually-hidden').textContent).to.equal('Erfolg:');
    } finally {
      await activateLocale('en');
    }
  });
});
