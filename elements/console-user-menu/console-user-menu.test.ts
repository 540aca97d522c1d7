import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { userMenuModel } from '../../src/domain/header-menus.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { headerBarFixture } from '../shared/header-bar-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleUserMenu } from './console-user-menu.component.ts';
import type { ConsoleUser, UserMenuModel } from './interfaces.ts';
import './console-user-menu.ts';

const USER: UserMenuModel = userMenuModel(
  {
    name: 'Demo User',
    email: 'demo@example.com',
    isRegularSignIn: true,
    isSamlSyncSignIn: false,
    isBoatSignIn: false,
    isIdcsUser: false,
    isDomainUser: true,
    domainName: 'Default',
    userSettingsHref: '/identity/users/ocid1.user.oc1..demo',
  },
  { name: 'acme' },
  { multipleIdentityDomains: true, identityProviderUrl: 'http://127.0.0.1:7070' }
);

const BOAT: UserMenuModel = {
  name: 'operator',
  tenancyName: 'customer',
  items: [
    { id: 'tenancy', href: '/tenancy' },
    { id: 'user-settings', href: '/identity/users/ocid1.user.oc1..op' },
    { id: 'override-tenancy', href: '/tenancy-override' },
  ],
};

async function renderMenu(user: UserMenuModel | ConsoleUser | null = USER): Promise<ConsoleUserMenu> {
  return headerBarFixture<ConsoleUserMenu>(html`<console-user-menu .user=${user}></console-user-menu>`);
}

const button = (menu: ConsoleUserMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');
const popup = (menu: ConsoleUserMenu) => shadowQuery(menu, '[role="menu"]');
const items = (menu: ConsoleUserMenu) => shadowQueryAll(menu, '[role="menuitem"]');
const signOutItem = (menu: ConsoleUserMenu) => shadowQuery(menu, '[data-action="sign-out"]');
const focusedText = (menu: ConsoleUserMenu) => shadowFocus(menu)?.textContent?.trim();

/** Focuses the button and opens the menu with a key. */
async function openWith(menu: ConsoleUserMenu, key: string): Promise<void> {
  button(menu).focus();
  await sendKeys({ press: key });
  await menu.updateComplete;
}

/** Records the links a click would follow, and stops the test page from following them. */
function recordFollowedLinks(menu: ConsoleUserMenu): string[] {
  const followed: string[] = [];
  menu.addEventListener('click', event => {
    const link = event.composedPath().find(node => node instanceof HTMLAnchorElement);
    if (link instanceof HTMLAnchorElement) {
      followed.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    }
  });
  return followed;
}

describe('console-user-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a menu button showing the user name (with the domain prefix), named "User menu" with the name', async () => {
    const menu = await renderMenu();
    expect(button(menu).getAttribute('aria-label')).to.equal('User menu: Default/Demo User');
    expect(button(menu).textContent).to.contain('Default/Demo User');
    expect(button(menu).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(popup(menu).hidden).to.equal(true);
    await expect(menu).to.be.accessible();
  });

  it('shows name, email and tenancy above the links in order, then Sign out', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    expect(popup(menu).hidden).to.equal(false);
    const identity = shadowQuery(menu, '.identity');
    expect(identity.textContent).to.contain('Default/Demo User');
    expect(identity.textContent).to.contain('demo@example.com');
    expect(identity.textContent).to.contain('Tenancy: acme');
    expect(items(menu).map(item => item.textContent?.trim())).to.deep.equal([
      'Tenancy details',
      'User settings',
      'My profile',
      'Change password',
      'Console settings',
      'Sign out',
    ]);
    const links = shadowQueryAll<HTMLAnchorElement>(menu, 'a[role="menuitem"]');
    expect(links.map(link => link.getAttribute('href'))).to.deep.equal([
      '/tenancy',
      '/identity/users/ocid1.user.oc1..demo',
      '/identity/domains/my-profile?tenant=acme&domain=Default',
      'http://127.0.0.1:7070/password/change',
    ]);
    expect(links.every(link => !link.hasAttribute('target'))).to.equal(true);
    expect(focusedText(menu)).to.equal('Tenancy details');
    await expect(menu).to.be.accessible();
  });

  it('moves with arrows, Home, End and type-ahead; arrows skip the identity', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowUp');
    expect(focusedText(menu)).to.equal('Sign out');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(menu), 'wraps').to.equal('Tenancy details');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Home' });
    expect(focusedText(menu)).to.equal('Tenancy details');
    await sendKeys({ press: 'c' });
    expect(focusedText(menu)).to.equal('Change password');
    await sendKeys({ press: 'm' });
    expect(focusedText(menu)).to.equal('My profile');
  });

  it('follows a link chosen with Enter, closing the menu with focus on the button', async () => {
    const menu = await renderMenu();
    const followed = recordFollowedLinks(menu);
    await openWith(menu, 'Enter');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await menu.updateComplete;
    expect(followed).to.deep.equal(['/identity/users/ocid1.user.oc1..demo']);
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('shows a boat sign-in its override tenancy link', async () => {
    const menu = await renderMenu(BOAT);
    button(menu).click();
    await menu.updateComplete;
    expect(items(menu).map(item => item.textContent?.trim())).to.deep.equal([
      'Tenancy details',
      'User settings',
      'Override tenancy',
      'Sign out',
    ]);
    expect(shadowQueryOptional(menu, '.identity-email')).to.equal(null);
    await expect(menu).to.be.accessible();
  });

  it('fires console-sign-out when Sign out is chosen with the keyboard', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowUp');
    const signedOut = oneEvent(menu, 'console-sign-out');
    await sendKeys({ press: 'Enter' });
    const event = await signedOut;
    expect(event.bubbles && event.composed).to.equal(true);
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('fires console-settings-open when Console settings is chosen, closing the menu with focus on the button', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowUp');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedText(menu)).to.equal('Console settings');
    const opened = oneEvent(menu, 'console-settings-open');
    await sendKeys({ press: 'Enter' });
    const event = await opened;
    expect(event.bubbles && event.composed).to.equal(true);
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    // The settings panel gives focus back to what had it when it opened: the menu button.
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

  it('closes on Escape and on Tab without signing out', async () => {
    const menu = await renderMenu();
    let signOuts = 0;
    menu.addEventListener('console-sign-out', () => (signOuts += 1));
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Tab' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(signOuts).to.equal(0);
  });

  it('while the user is unknown, has a generic name and only Sign out', async () => {
    const menu = await renderMenu(null);
    expect(button(menu).getAttribute('aria-label')).to.equal('User menu');
    button(menu).click();
    await menu.updateComplete;
    expect(shadowQueryOptional(menu, '.identity')).to.equal(null);
    expect(items(menu)).to.have.length(1);
    expect(nth(items(menu), 0).textContent?.trim()).to.equal('Sign out');
    await expect(menu).to.be.accessible();
  });

  it('tolerates a caller that hands over only name and email', async () => {
    const menu = await renderMenu({ name: 'Federated User' });
    button(menu).click();
    await menu.updateComplete;
    expect(shadowQuery(menu, '.identity').textContent?.trim()).to.equal('Federated User');
    expect(items(menu)).to.have.length(1);
  });

  it('inline: a labelled group with the identity, the links and a Sign out button', async () => {
    const menu = await fixture<ConsoleUserMenu>(
      html`<console-user-menu variant="inline" .user=${USER}></console-user-menu>`
    );
    expect(shadowQueryOptional(menu, '[role="menu"]')).to.equal(null);
    const group = shadowQuery(menu, '[role="group"]');
    expect(shadowQuery(menu, `#${group.getAttribute('aria-labelledby') ?? ''}`).textContent).to.equal('User menu');
    expect(shadowQuery(menu, '.identity').textContent).to.contain('Tenancy: acme');
    expect(shadowQueryAll(menu, 'a').map(link => link.textContent?.trim())).to.deep.equal([
      'Tenancy details',
      'User settings',
      'My profile',
      'Change password',
    ]);
    const settingsOpened = oneEvent(menu, 'console-settings-open');
    shadowQuery<HTMLButtonElement>(menu, 'button[part="settings"]').click();
    expect((await settingsOpened).type).to.equal('console-settings-open');
    const signedOut = oneEvent(menu, 'console-sign-out');
    shadowQuery<HTMLButtonElement>(menu, 'button[part="sign-out"]').click();
    expect((await signedOut).type).to.equal('console-sign-out');
    await expect(menu).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const menu = await renderMenu();
    try {
      await activateLocale('de');
      await menu.updateComplete;
      // A menu's items are rendered from its first opening on.
      await openWith(menu, 'ArrowDown');
      expect(button(menu).getAttribute('aria-label')).to.equal('Benutzermenü: Default/Demo User');
      expect(signOutItem(menu).textContent?.trim()).to.equal('Abmelden');
      expect(nth(items(menu), 0).textContent?.trim()).to.equal('Mandantendetails');
    } finally {
      await activateLocale('en');
    }
  });
});
