import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { helpMenuItems } from '../../src/domain/header-menus.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { headerBarFixture } from '../shared/header-bar-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleHelpMenu } from './console-help-menu.component.ts';
import type { HelpMenuItem } from './interfaces.ts';
import './console-help-menu.ts';

const ITEMS: HelpMenuItem[] = helpMenuItems('standard', {
  docsBaseUrl: 'https://docs.example.com/iaas',
  statusPageUrl: 'https://status.example.com',
});

async function renderMenu(items: readonly HelpMenuItem[] = ITEMS): Promise<ConsoleHelpMenu> {
  return headerBarFixture<ConsoleHelpMenu>(html`<console-help-menu .items=${items}></console-help-menu>`);
}

const button = (menu: ConsoleHelpMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');
const popup = (menu: ConsoleHelpMenu) => shadowQuery(menu, '[role="menu"]');
const items = (menu: ConsoleHelpMenu) => shadowQueryAll<HTMLAnchorElement>(menu, '[role="menuitem"]');
const focusedId = (menu: ConsoleHelpMenu) => (shadowFocus(menu) as HTMLElement | null)?.dataset['id'];

/** Focuses the button and opens the menu with a key. */
async function openWith(menu: ConsoleHelpMenu, key: string): Promise<void> {
  button(menu).focus();
  await sendKeys({ press: key });
  await menu.updateComplete;
}

/** Records the links a click would follow, and stops the test page from following them. */
function recordFollowedLinks(menu: ConsoleHelpMenu): string[] {
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

describe('console-help-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a closed "Help" menu button with a question-mark icon', async () => {
    const menu = await renderMenu();
    expect(button(menu).getAttribute('aria-label')).to.equal('Help');
    expect(button(menu).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(button(menu).querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    expect(popup(menu).hidden).to.equal(true);
    await expect(menu).to.be.accessible();
  });

  it('opens on click and lists the entries as links; external ones open in a new tab and say so', async () => {
    const menu = await renderMenu();
    button(menu).click();
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(false);
    expect(button(menu).getAttribute('aria-expanded')).to.equal('true');
    expect(items(menu).map(item => item.querySelector('.item-label')?.textContent)).to.deep.equal([
      'Documentation',
      'Get started',
      'Support center',
      'Create support request',
      'Service status',
    ]);
    const docs = nth(items(menu), 0);
    expect(docs.getAttribute('href')).to.equal('https://docs.example.com/iaas');
    expect(docs.target).to.equal('_blank');
    expect(docs.rel).to.equal('noopener noreferrer');
    expect(docs.textContent).to.contain('(opens in a new tab)');
    const support = nth(items(menu), 2);
    expect(support.getAttribute('href')).to.equal('/support/home');
    expect(support.hasAttribute('target')).to.equal(false);
    expect(support.textContent).not.to.contain('new tab');
    expect(shadowFocus(menu)).to.equal(docs);
    await expect(menu).to.be.accessible();
  });

  it('opens on Enter, Space and ArrowDown at the first entry, and on ArrowUp at the last', async () => {
    for (const [key, expected] of [
      ['Enter', 'documentation'],
      [' ', 'documentation'],
      ['ArrowDown', 'documentation'],
      ['ArrowUp', 'status'],
    ] as const) {
      const menu = await renderMenu();
      await openWith(menu, key === ' ' ? 'Space' : key);
      expect(popup(menu).hidden, key).to.equal(false);
      expect(focusedId(menu), key).to.equal(expected);
    }
  });

  it('moves with the arrows (wrapping), Home, End and type-ahead', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedId(menu)).to.equal('getting-started');
    await sendKeys({ press: 'End' });
    expect(focusedId(menu)).to.equal('status');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedId(menu), 'wraps to the first').to.equal('documentation');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedId(menu), 'wraps to the last').to.equal('status');
    await sendKeys({ press: 'Home' });
    expect(focusedId(menu)).to.equal('documentation');
    await sendKeys({ press: 'c' });
    expect(focusedId(menu)).to.equal('create-support-request');
    await sendKeys({ press: 's' });
    await sendKeys({ press: 'e' });
    expect(focusedId(menu), '"se" finds Service status past Support center').to.equal('status');
  });

  it('follows a link chosen with Enter, then closes and returns focus to the button', async () => {
    const menu = await renderMenu();
    const followed = recordFollowedLinks(menu);
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await menu.updateComplete;
    expect(followed).to.deep.equal(['/support/home']);
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('follows a link chosen with Space or a click', async () => {
    const menu = await renderMenu();
    const followed = recordFollowedLinks(menu);
    await openWith(menu, 'ArrowUp');
    await sendKeys({ press: 'Space' });
    await menu.updateComplete;
    button(menu).click();
    await menu.updateComplete;
    nth(items(menu), 3).click();
    await menu.updateComplete;
    expect(followed).to.deep.equal(['https://status.example.com', '/support/create-service-request']);
    expect(popup(menu).hidden).to.equal(true);
  });

  it('closes on Escape with focus back on the button, and on Tab', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(shadowFocus(menu)).to.equal(button(menu));

    await sendKeys({ press: 'Enter' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
  });

  it('closes on a click outside and when focus leaves the window', async () => {
    const menu = await renderMenu();
    button(menu).click();
    await menu.updateComplete;
    await sendMouse({ type: 'click', position: [700, 500] });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);

    button(menu).click();
    await menu.updateComplete;
    window.dispatchEvent(new Event('blur'));
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
  });

  it('hangs its popup from the inline end of the button, right to left too', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const menu = await headerBarFixture<ConsoleHelpMenu>(
        html`<console-help-menu .items=${ITEMS}></console-help-menu>`,
        { dir }
      );
      button(menu).click();
      await menu.updateComplete;
      const buttonBox = button(menu).getBoundingClientRect();
      const popupBox = popup(menu).getBoundingClientRect();
      if (dir === 'ltr') expect(Math.round(popupBox.right), dir).to.equal(Math.round(buttonBox.right));
      else expect(Math.round(popupBox.left), dir).to.equal(Math.round(buttonBox.left));
      expect(popupBox.top, dir).to.be.greaterThan(buttonBox.bottom - 1);
      await expect(menu).to.be.accessible();
    }
  });

  it('renders nothing without entries', async () => {
    const menu = await renderMenu([]);
    expect(shadowQueryOptional(menu, 'button')).to.equal(null);
    expect(menu.getBoundingClientRect().width).to.equal(0);
  });

  it('inline: a labelled group of plain links, no button and no popup', async () => {
    const menu = await fixture<ConsoleHelpMenu>(
      html`<console-help-menu variant="inline" .items=${ITEMS}></console-help-menu>`
    );
    expect(shadowQueryOptional(menu, 'button')).to.equal(null);
    expect(shadowQueryOptional(menu, '[role="menu"]')).to.equal(null);
    const group = shadowQuery(menu, '[role="group"]');
    const heading = shadowQuery(menu, `#${group.getAttribute('aria-labelledby') ?? ''}`);
    expect(heading.textContent).to.equal('Help and support');
    const links = shadowQueryAll<HTMLAnchorElement>(menu, 'a');
    expect(links).to.have.length(5);
    expect(links.every(link => !link.hasAttribute('role') && !link.hasAttribute('tabindex'))).to.equal(true);
    nth(links, 0).focus();
    await sendKeys({ press: 'Tab' });
    expect(shadowFocus(menu), 'Tab moves through the links').to.equal(nth(links, 1));
    await expect(menu).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const menu = await renderMenu();
    try {
      await activateLocale('de');
      await menu.updateComplete;
      // A menu's items are rendered from its first opening on.
      await openWith(menu, 'ArrowDown');
      expect(button(menu).getAttribute('aria-label')).to.equal('Hilfe');
      expect(nth(items(menu), 0).textContent).to.contain('Dokumentation');
      expect(nth(items(menu), 0).textContent).to.contain('(öffnet in einem neuen Tab)');
    } finally {
      await activateLocale('en');
    }
  });

  describe('with the console panels', () => {
    const PANEL_ITEMS = helpMenuItems('standard', {
      docsBaseUrl: 'https://docs.example.com/iaas',
      panels: true,
      feedbackCount: 2,
    });

    it('opens the help panel and the feedback panel from menu items, and shows the prompts count', async () => {
      const menu = await renderMenu(PANEL_ITEMS);
      const actions: string[] = [];
      menu.addEventListener('console-help-action', event => actions.push(event.action));
      expect(button(menu).getAttribute('aria-label')).to.equal('Help, 2 feedback requests');
      expect(shadowQuery(menu, '.badge').textContent).to.equal('2');

      await openWith(menu, 'Enter');
      expect(focusedId(menu)).to.equal('contextual-help');
      expect(nth(items(menu), 0).textContent).to.contain('Help for this page');
      await sendKeys({ press: 'Enter' });
      expect(actions).to.deep.equal(['contextual-help']);
      expect(popup(menu).hidden).to.equal(true);

      await openWith(menu, 'ArrowUp');
      expect(focusedId(menu)).to.equal('feedback');
      expect(shadowFocus(menu)?.textContent?.replace(/\s+/g, ' ').trim()).to.equal('Send feedback (2)');
      await expect(menu).to.be.accessible();
      await sendKeys({ press: 'Space' });
      expect(actions).to.deep.equal(['contextual-help', 'feedback']);
    });

    it('has buttons for them in the inline group', async () => {
      const menu = await fixture<ConsoleHelpMenu>(
        html`<console-help-menu variant="inline" .items=${PANEL_ITEMS}></console-help-menu>`
      );
      const actions: string[] = [];
      menu.addEventListener('console-help-action', event => actions.push(event.action));
      shadowQuery<HTMLButtonElement>(menu, 'button[data-id="contextual-help"]').click();
      shadowQuery<HTMLButtonElement>(menu, 'button[data-id="feedback"]').click();
      expect(actions).to.deep.equal(['contextual-help', 'feedback']);
      await expect(menu).to.be.accessible();
    });
  });
});
