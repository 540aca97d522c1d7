import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleStatusPage } from './console-status-page.component.ts';
import './console-status-page.ts';

const heading = (page: ConsoleStatusPage) => shadowQuery(page, 'h1').textContent?.trim() ?? '';
const countdownText = (page: ConsoleStatusPage) =>
  shadowQueryOptional(page, '[aria-live="polite"]')?.textContent?.trim() ?? '';
const copyStatus = (page: ConsoleStatusPage) => shadowQuery(page, '[role="status"]').textContent?.trim() ?? '';

function links(page: ConsoleStatusPage): { href: string | null; label: string }[] {
  return shadowQueryAll<HTMLAnchorElement>(page, 'a').map(link => ({
    href: link.getAttribute('href'),
    label: link.textContent?.trim() ?? '',
  }));
}

function buttonNamed(page: ConsoleStatusPage, text: string): HTMLButtonElement {
  const button = shadowQueryAll<HTMLButtonElement>(page, 'button').find(
    candidate => candidate.textContent?.trim() === text
  );
  if (!button) throw new Error(`no button ${text}`);
  return button;
}

/** Replaces navigator.clipboard.writeText for one test; returns the restore function. */
function stubClipboard(write: (text: string) => Promise<void>): () => void {
  Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: write });
  return () => Reflect.deleteProperty(navigator.clipboard, 'writeText');
}

/** Clicks a button and lets the async click handler finish. */
async function clickAndSettle(page: ConsoleStatusPage, button: HTMLButtonElement): Promise<void> {
  button.click();
  await aTimeout(0);
  await page.updateComplete;
}

describe('console-status-page', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('says there is no page at this URL and links home', async () => {
    const page = await fixture<ConsoleStatusPage>(html`<console-status-page kind="not-found"></console-status-page>`);
    expect(heading(page)).to.equal('There is no page at this URL.');
    expect(links(page)).to.deep.equal([{ href: '/', label: 'Go to the home page' }]);
    expect(shadowQuery(page, 'svg').getAttribute('aria-hidden')).to.equal('true');
    await expect(page).to.be.accessible();
  });

  it('says the page has moved and links to where it went', async () => {
    const page = await fixture<ConsoleStatusPage>(
      html`<console-status-page kind="moved" moved-to="/networking/vcns"></console-status-page>`
    );
    expect(heading(page)).to.equal("The page you're trying to reach has moved");
    expect(links(page)).to.deep.equal([
      { href: '/networking/vcns', label: 'Go to the new page' },
      { href: '/', label: 'Go to the home page' },
    ]);
    await expect(page).to.be.accessible();
  });

  it('shows an error with its message, code and ways out', async () => {
    const page = await fixture<ConsoleStatusPage>(
      html`<console-status-page
        kind="error"
        heading="Session expired"
        message="Your session timed out. To continue working, sign in again."
        code="NotAuthenticated"
        .links=${[
          { href: '/sign-in', label: 'Sign in' },
          { href: '/?region=us-phoenix-1', label: 'Go to your home region' },
          { href: '/support/home', label: 'Contact support' },
        ]}
      ></console-status-page>`
    );
    expect(heading(page)).to.equal('Session expired');
    expect(shadowQuery(page, '.message').textContent).to.equal(
      'Your session timed out. To continue working, sign in again.'
    );
    expect(shadowQuery(page, 'code').textContent).to.equal('NotAuthenticated');
    expect(links(page).map(link => link.href)).to.deep.equal(['/sign-in', '/?region=us-phoenix-1', '/support/home']);
    expect(countdownText(page)).to.equal('');
    await expect(page).to.be.accessible();
  });

  it('copies the code and announces it', async () => {
    const copied: string[] = [];
    const restore = stubClipboard(async text => {
      copied.push(text);
    });
    try {
      const page = await fixture<ConsoleStatusPage>(
        html`<console-status-page kind="error" code="opc-request-id: 1234"></console-status-page>`
      );
      const copy = buttonNamed(page, 'Copy');
      expect(copy.getAttribute('aria-label')).to.equal('Copy error code');
      expect(copyStatus(page)).to.equal('');
      await clickAndSettle(page, copy);
      expect(copied).to.deep.equal(['opc-request-id: 1234']);
      expect(copyStatus(page)).to.equal('Copied');
      await expect(page).to.be.accessible();
    } finally {
      restore();
    }
  });

  it('says so when the clipboard refuses', async () => {
    const restore = stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    try {
      const page = await fixture<ConsoleStatusPage>(html`<console-status-page code="X-1"></console-status-page>`);
      await clickAndSettle(page, buttonNamed(page, 'Copy'));
      expect(copyStatus(page)).to.equal("Couldn't copy. Select the code and copy it manually.");
    } finally {
      restore();
    }
  });

  it('counts down once a second and then fires console-countdown-end, without navigating', async () => {
    const started = performance.now();
    const address = window.location.href;
    const page = await fixture<ConsoleStatusPage>(
      html`<console-status-page kind="error" countdown-seconds="2"></console-status-page>`
    );
    const ended = oneEvent(page, 'console-countdown-end');
    expect(countdownText(page)).to.equal('Redirecting in 2 seconds');
    await aTimeout(1100);
    expect(countdownText(page)).to.equal('Redirecting in 1 second');
    const event = await ended;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(performance.now() - started).to.be.at.least(1900);
    await page.updateComplete;
    expect(countdownText(page)).to.equal('Redirecting…');
    expect(window.location.href).to.equal(address);
    await expect(page).to.be.accessible();
  });

  it('lets the user stop the countdown', async () => {
    const page = await fixture<ConsoleStatusPage>(
      html`<console-status-page kind="error" countdown-seconds="1"></console-status-page>`
    );
    let ended = 0;
    page.addEventListener('console-countdown-end', () => (ended += 1));
    buttonNamed(page, 'Stop redirect').click();
    await aTimeout(1200);
    expect(ended).to.equal(0);
    expect(countdownText(page)).to.equal('Redirect stopped.');
  });

  it('speaks German when the locale changes', async () => {
    const page = await fixture<ConsoleStatusPage>(
      html`<console-status-page kind="not-found" countdown-seconds="5"></console-status-page>`
    );
    try {
      await activateLocale('de');
      await page.updateComplete;
      expect(heading(page)).to.equal('Unter dieser URL gibt es keine Seite.');
      expect(countdownText(page)).to.equal('Weiterleitung in 5 Sekunden');
    } finally {
      await activateLocale('en');
    }
  });
});
