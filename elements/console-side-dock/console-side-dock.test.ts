import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleSideDock } from './console-side-dock.component.ts';
import './console-side-dock.ts';

interface Page {
  opener: HTMLButtonElement;
  dock: ConsoleSideDock;
}

/** A 1000 px wide page with a button that opens the dock, and the dock (closed) beside the content. */
async function renderPage(): Promise<Page> {
  const page = await fixture<HTMLDivElement>(
    html`<div class="page">
      <button type="button" class="opener">Support</button>
      <console-side-dock heading="Support centre"><p>Plugin frame</p></console-side-dock>
    </div>`
  );
  page.style.setProperty('inline-size', '1000px');
  page.style.setProperty('block-size', '400px');
  const opener = page.querySelector<HTMLButtonElement>('.opener');
  const dock = page.querySelector('console-side-dock');
  if (!opener || !dock) throw new Error('page not rendered');
  opener.addEventListener('click', () => (dock.open = true));
  dock.addEventListener('console-request-close', () => (dock.open = false));
  await dock.updateComplete;
  return { opener, dock };
}

const width = (dock: ConsoleSideDock) => Math.round(dock.getBoundingClientRect().width);

describe('console-side-dock', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('takes no width and hides its content while closed', async () => {
    const { dock } = await renderPage();
    expect(width(dock)).to.equal(0);
    expect(getComputedStyle(dock).visibility).to.equal('hidden');
    expect(shadowQuery(dock, 'section').inert).to.equal(true);
  });

  it('opens at 75% width, or the width its --width says', async () => {
    const { dock, opener } = await renderPage();
    opener.click();
    await dock.updateComplete;
    expect(width(dock)).to.equal(750);

    dock.style.setProperty('--width', '40%');
    expect(width(dock)).to.equal(400);
  });

  it('is a region named by its title, with a named close button', async () => {
    const { dock, opener } = await renderPage();
    opener.click();
    await dock.updateComplete;
    expect(shadowQuery(dock, 'h2').textContent).to.equal('Support centre');
    expect(shadowQuery(dock, 'section').getAttribute('aria-labelledby')).to.equal('heading');
    expect(shadowQuery(dock, 'button').getAttribute('aria-label')).to.equal('Close panel');
    await expect(dock).to.be.accessible();
  });

  it('moves focus into the panel when it opens and back to the opener when it closes', async () => {
    const { dock, opener } = await renderPage();
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await dock.updateComplete;
    expect(shadowFocus(dock)?.localName).to.equal('h2');

    await sendKeys({ press: 'Tab' });
    expect(shadowFocus(dock)?.getAttribute('aria-label')).to.equal('Close panel');
    await sendKeys({ press: 'Enter' });
    await dock.updateComplete;
    expect(dock.open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('asks to close on Escape, and the owner decides', async () => {
    const { dock, opener } = await renderPage();
    opener.focus();
    opener.click();
    await dock.updateComplete;

    setTimeout(() => void sendKeys({ press: 'Escape' }));
    const event = await oneEvent(dock, 'console-request-close');
    expect(event.bubbles && event.composed).to.equal(true);
    await dock.updateComplete;
    expect(width(dock)).to.equal(0);
    expect(document.activeElement).to.equal(opener);
  });

  it('leaves focus alone when the user had already moved it out of the panel', async () => {
    const { dock, opener } = await renderPage();
    const elsewhere = await fixture<HTMLButtonElement>(html`<button type="button">Elsewhere</button>`);
    opener.click();
    await dock.updateComplete;
    elsewhere.focus();

    dock.open = false;
    await dock.updateComplete;
    expect(document.activeElement).to.equal(elsewhere);
  });

  it('does not fire on Escape while closed', async () => {
    const { dock } = await renderPage();
    let requests = 0;
    dock.addEventListener('console-request-close', () => (requests += 1));
    shadowQuery(dock, 'section').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(requests).to.equal(0);
  });
});
