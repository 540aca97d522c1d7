import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowFocus, shadowQuery, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleUserMenu } from './console-user-menu.component.ts';
import type { ConsoleUser } from './interfaces.ts';
import './console-user-menu.ts';

const USER: ConsoleUser = { name: 'Demo User', email: 'demo@example.com' };

async function renderMenu(user: ConsoleUser | null = USER): Promise<ConsoleUserMenu> {
  return fixture<ConsoleUserMenu>(html`<console-user-menu .user=${user}></console-user-menu>`);
}

const button = (menu: ConsoleUserMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');
const popup = (menu: ConsoleUserMenu) => shadowQuery(menu, '[role="menu"]');
const signOutItem = (menu: ConsoleUserMenu) => shadowQuery(menu, '[role="menuitem"]');

/** Focuses the button and opens the menu with a key. */
async function openWith(menu: ConsoleUserMenu, key: string): Promise<void> {
  button(menu).focus();
  await sendKeys({ press: key });
  await menu.updateComplete;
}

describe('console-user-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a menu button showing the user name, named "User menu" with the name', async () => {
    const menu = await renderMenu();
    expect(button(menu).getAttribute('aria-label')).to.equal('User menu: Demo User');
    expect(button(menu).textContent).to.contain('Demo User');
    expect(button(menu).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(popup(menu).hidden).to.equal(true);
    await expect(menu).to.be.accessible();
  });

  it('shows name and email above Sign out, which is the only item arrows reach', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');

    expect(popup(menu).hidden).to.equal(false);
    const identity = shadowQuery(menu, '.identity');
    expect(identity.textContent).to.contain('Demo User');
    expect(identity.textContent).to.contain('demo@example.com');
    expect(shadowFocus(menu)).to.equal(signOutItem(menu));
    expect(signOutItem(menu).textContent?.trim()).to.equal('Sign out');
    await sendKeys({ press: 'ArrowDown' });
    expect(shadowFocus(menu)).to.equal(signOutItem(menu));
    await expect(menu).to.be.accessible();
  });

  it('fires console-sign-out when Sign out is chosen with the keyboard', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'Enter');
    const signedOut = oneEvent(menu, 'console-sign-out');
    await sendKeys({ press: 'Enter' });
    const event = await signedOut;
    expect(event.bubbles && event.composed).to.equal(true);
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('fires console-sign-out when Sign out is clicked', async () => {
    const menu = await renderMenu();
    button(menu).click();
    await menu.updateComplete;
    const signedOut = oneEvent(menu, 'console-sign-out');
    signOutItem(menu).click();
    const event = await signedOut;
    expect(event.type).to.equal('console-sign-out');
  });

  it('closes on Escape without signing out', async () => {
    const menu = await renderMenu();
    let signOuts = 0;
    menu.addEventListener('console-sign-out', () => (signOuts += 1));
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
    expect(signOuts).to.equal(0);
  });

  it('leaves the email out when it is unknown', async () => {
    const menu = await renderMenu({ name: 'Federated User' });
    button(menu).click();
    await menu.updateComplete;
    expect(shadowQuery(menu, '.identity').textContent?.trim()).to.equal('Federated User');
    expect(shadowQueryOptional(menu, '.identity-email')).to.equal(null);
    await expect(menu).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const menu = await renderMenu();
    try {
      await activateLocale('de');
      await menu.updateComplete;
      expect(button(menu).getAttribute('aria-label')).to.equal('Benutzermenü: Demo User');
      expect(signOutItem(menu).textContent?.trim()).to.equal('Abmelden');
    } finally {
      await activateLocale('en');
    }
  });
});
