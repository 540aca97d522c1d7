import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { $blockedPopup, dismissBlockedPopup, openWindow } from '../../stores/popups.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsolePopupBlocked } from './console-popup-blocked.component.ts';
import './console-popup-blocked.ts';

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('console-popup-blocked', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  afterEach(() => dismissBlockedPopup());

  it('shows nothing without an address', async () => {
    const element = await fixture<ConsolePopupBlocked>(html`<console-popup-blocked></console-popup-blocked>`);
    expect(shadowQueryOptional(element, '.base')).to.equal(null);
  });

  it("says which address the browser blocked, in the spec's words, as an alert with how long it stays", async () => {
    const element = await fixture<ConsolePopupBlocked>(
      html`<console-popup-blocked url="https://docs.example.com/iaas" seconds="10"></console-popup-blocked>`
    );
    const alert = shadowQuery(element, '[role="alert"]');
    expect(text(alert.querySelector('.message') as Element)).to.equal(
      'Your browser prevented https://docs.example.com/iaas from opening. Enable pop-ups and try again.'
    );
    expect(text(alert)).to.contain('This message closes in 10 seconds.');
    expect(text(shadowQuery(element, '[role="timer"]'))).to.equal('Closing in 10 s');
    await expect(element).to.be.accessible();
  });

  it('counts down visibly without announcing each second: the alert stays as it was', async () => {
    const element = await fixture<ConsolePopupBlocked>(
      html`<console-popup-blocked url="https://a.example.com/" seconds="10"></console-popup-blocked>`
    );
    const before = text(shadowQuery(element, '[role="alert"]'));
    element.seconds = 4;
    await element.updateComplete;
    expect(text(shadowQuery(element, '[role="timer"]'))).to.equal('Closing in 4 s');
    expect(text(shadowQuery(element, '[role="alert"]'))).to.equal(before);
    expect(shadowQuery(element, '[role="timer"]').closest('[aria-live]')).to.equal(null);
  });

  it('asks its owner to close it from the close button, by keyboard', async () => {
    const element = await fixture<ConsolePopupBlocked>(
      html`<console-popup-blocked url="https://a.example.com/" seconds="10"></console-popup-blocked>`
    );
    const close = shadowQuery<HTMLButtonElement>(element, '.close');
    expect(close.getAttribute('aria-label')).to.equal('Close message');
    close.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = await oneEvent(element, 'console-request-close');
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('follows the store when a tab is blocked: counts down each second and goes when closed', async () => {
    const element = await fixture<ConsolePopupBlocked>(html`<console-popup-blocked></console-popup-blocked>`);
    const stop = $blockedPopup.subscribe(blocked => {
      element.url = blocked?.url ?? '';
      element.seconds = blocked?.secondsLeft ?? 0;
    });
    element.addEventListener('console-request-close', dismissBlockedPopup);
    try {
      // A browser that blocks pop-ups answers null.
      expect(openWindow('https://docs.example.com/', { open: () => null })).to.equal('blocked');
      await element.updateComplete;
      expect(text(shadowQuery(element, '[role="timer"]'))).to.equal('Closing in 10 s');
      await aTimeout(1100);
      await element.updateComplete;
      expect(text(shadowQuery(element, '[role="timer"]'))).to.equal('Closing in 9 s');
      shadowQuery(element, '.close').click();
      await element.updateComplete;
      expect(shadowQueryOptional(element, '.base')).to.equal(null);
    } finally {
      stop();
    }
  });

  it('speaks German when the locale changes', async () => {
    const element = await fixture<ConsolePopupBlocked>(
      html`<console-popup-blocked url="https://a.example.com/" seconds="3"></console-popup-blocked>`
    );
    try {
      await activateLocale('de');
      await element.updateComplete;
      expect(text(shadowQuery(element, '.message'))).to.equal(
        'Ihr Browser hat das Öffnen von https://a.example.com/ verhindert. Aktivieren Sie Pop-ups, und versuchen Sie es erneut.'
      );
      expect(text(shadowQuery(element, '[role="timer"]'))).to.equal('Wird in 3 s geschlossen');
    } finally {
      await activateLocale('en');
    }
  });
});
