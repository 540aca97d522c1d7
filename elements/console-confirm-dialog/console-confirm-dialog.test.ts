import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleConfirmDialog } from './console-confirm-dialog.component.ts';
import './console-confirm-dialog.ts';

interface Page {
  trigger: HTMLButtonElement;
  dialog: ConsoleConfirmDialog;
  events: string[];
}

/** A link-like button that opens the dialog, as a blocked navigation does, and the dialog. */
async function renderPage(destination = '/networking/vcns'): Promise<Page> {
  const page = await fixture<HTMLDivElement>(
    html`<div>
      <button type="button" class="trigger">Virtual cloud networks</button>
      <console-confirm-dialog destination=${destination}></console-confirm-dialog>
    </div>`
  );
  const trigger = page.querySelector<HTMLButtonElement>('.trigger');
  const dialog = page.querySelector('console-confirm-dialog');
  if (!trigger || !dialog) throw new Error('page not rendered');
  trigger.addEventListener('click', () => (dialog.open = true));
  const events: string[] = [];
  dialog.addEventListener('console-confirm', event => events.push(event.type));
  dialog.addEventListener('console-cancel', event => events.push(event.type));
  return { trigger, dialog, events };
}

/** Opens the dialog from the trigger, by keyboard. */
async function openFromKeyboard({ trigger, dialog }: Page): Promise<HTMLDialogElement> {
  trigger.focus();
  await sendKeys({ press: 'Enter' });
  await dialog.updateComplete;
  return shadowQuery<HTMLDialogElement>(dialog, 'dialog');
}

const button = (dialog: ConsoleConfirmDialog, name: 'confirm' | 'cancel') =>
  shadowQuery<HTMLButtonElement>(dialog, `.${name}`);

describe('console-confirm-dialog', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('opens as a modal dialog with the message and the destination, focus on Stay', async () => {
    const page = await renderPage();
    const native = await openFromKeyboard(page);

    expect(native.open).to.equal(true);
    expect(native.matches(':modal')).to.equal(true);
    expect(shadowQuery(page.dialog, 'h2').textContent).to.equal('Leave this page?');
    expect(shadowQuery(page.dialog, '.message').textContent).to.equal('Changes you made may not be saved.');
    expect(shadowQuery(page.dialog, '.destination').textContent?.trim()).to.equal('Destination: /networking/vcns');
    expect(native.getAttribute('aria-labelledby')).to.equal('heading');
    expect(shadowFocus(page.dialog)).to.equal(button(page.dialog, 'cancel'));
    expect(button(page.dialog, 'cancel').textContent?.trim()).to.equal('Stay');
    expect(button(page.dialog, 'confirm').textContent?.trim()).to.equal('Leave');
    await expect(page.dialog).to.be.accessible();
  });

  it('keeps focus inside while open: the page behind is inert', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    await sendKeys({ press: 'Tab' });
    expect(shadowFocus(page.dialog)).to.equal(button(page.dialog, 'confirm'));
    page.trigger.focus();
    expect(document.activeElement).not.to.equal(page.trigger);
  });

  it('confirms with Leave: closes, fires console-confirm and returns focus', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    await sendKeys({ press: 'Tab' });
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event = await oneEvent(page.dialog, 'console-confirm');

    expect(event.bubbles && event.composed).to.equal(true);
    expect(page.events).to.deep.equal(['console-confirm']);
    expect(page.dialog.open).to.equal(false);
    expect(shadowQuery<HTMLDialogElement>(page.dialog, 'dialog').open).to.equal(false);
    expect(document.activeElement).to.equal(page.trigger);
  });

  it('rejects with Stay', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    await sendKeys({ press: 'Enter' });
    await page.dialog.updateComplete;
    expect(page.events).to.deep.equal(['console-cancel']);
    expect(page.dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(page.trigger);
  });

  it('rejects with Escape and returns focus', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    setTimeout(() => void sendKeys({ press: 'Escape' }));
    const event = await oneEvent(page.dialog, 'console-cancel');
    expect(event.bubbles && event.composed).to.equal(true);
    expect(page.events).to.deep.equal(['console-cancel']);
    expect(page.dialog.open).to.equal(false);
    expect(document.activeElement).to.equal(page.trigger);
  });

  it('closes without an event when its owner closes it', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    page.dialog.open = false;
    await page.dialog.updateComplete;
    expect(shadowQuery<HTMLDialogElement>(page.dialog, 'dialog').open).to.equal(false);
    expect(page.events).to.deep.equal([]);
    expect(document.activeElement).to.equal(page.trigger);
  });

  it('opens again after an answer', async () => {
    const page = await renderPage();
    await openFromKeyboard(page);
    await sendKeys({ press: 'Escape' });
    await page.dialog.updateComplete;
    const native = await openFromKeyboard(page);
    expect(native.open).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await page.dialog.updateComplete;
    expect(page.events).to.deep.equal(['console-cancel', 'console-confirm']);
  });

  it('asks the force-nav-away question, or the texts it is given', async () => {
    const page = await renderPage('');
    page.dialog.kind = 'force';
    await openFromKeyboard(page);
    expect(shadowQuery(page.dialog, 'h2').textContent).to.equal('Leave with unresolved actions?');
    expect(shadowQueryOptional(page.dialog, '.destination')).to.equal(null);

    page.dialog.message = 'The instance is still being created.';
    page.dialog.confirmLabel = 'Leave anyway';
    await page.dialog.updateComplete;
    expect(shadowQuery(page.dialog, '.message').textContent).to.equal('The instance is still being created.');
    expect(button(page.dialog, 'confirm').textContent?.trim()).to.equal('Leave anyway');
    await expect(page.dialog).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const page = await renderPage();
    try {
      await activateLocale('de');
      await openFromKeyboard(page);
      expect(shadowQuery(page.dialog, 'h2').textContent).to.equal('Diese Seite verlassen?');
      expect(shadowQuery(page.dialog, '.destination').textContent?.trim()).to.equal('Ziel: /networking/vcns');
      expect(button(page.dialog, 'cancel').textContent?.trim()).to.equal('Bleiben');
    } finally {
      page.dialog.open = false;
      await activateLocale('en');
    }
  });
});
