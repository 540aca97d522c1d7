import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { MenuOpenEvent } from '../../src/events/menu-open-event.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { helpMenuItems, localeOptions } from '../../src/domain/header-menus.ts';
import { SUPPORTED_LOCALES } from '../../src/domain/locale.ts';
import type { ConsoleDeveloperMenu } from '../console-developer-menu/console-developer-menu.component.ts';
import type { ConsoleHelpMenu } from '../console-help-menu/console-help-menu.component.ts';
import type { ConsoleLocaleMenu } from '../console-locale-menu/console-locale-menu.component.ts';
import { linkDesignTokens } from './design-tokens-fixture.ts';
import { prepareMenus } from './menu-controller.ts';
import { shadowFocus, shadowQuery } from './shadow-query.ts';
import { headerBarFixture } from './header-bar-fixture.ts';
import '../console-apps-launcher/console-apps-launcher.ts';
import '../console-developer-menu/console-developer-menu.ts';
import '../console-help-menu/console-help-menu.ts';
import '../console-locale-menu/console-locale-menu.ts';
import '../console-region-menu/console-region-menu.ts';
import '../console-user-menu/console-user-menu.ts';

const HELP = helpMenuItems('standard', { docsBaseUrl: 'https://docs.example.com' });
const LOCALES = localeOptions(SUPPORTED_LOCALES.slice(0, 4));
const TOOLS = { cloudShell: true, codeEditor: true, combined: true };

type HeaderMenu = ConsoleHelpMenu | ConsoleLocaleMenu | ConsoleDeveloperMenu;

const isOpen = (menu: HeaderMenu) => !shadowQuery(menu, '[role="menu"]').hidden;
const button = (menu: HeaderMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');

/** Three header menus side by side on the header bar. */
async function renderBar(
  dir: 'ltr' | 'rtl' = 'ltr'
): Promise<[ConsoleDeveloperMenu, ConsoleHelpMenu, ConsoleLocaleMenu]> {
  const bar = await fixture<HTMLDivElement>(
    html`<div
      dir=${dir}
      style="display: flex; gap: 8px; justify-content: flex-end; background: var(--console-color-header-background)"
    >
      <console-developer-menu .tools=${TOOLS}></console-developer-menu>
      <console-help-menu .items=${HELP}></console-help-menu>
      <console-locale-menu .locales=${LOCALES} active="en"></console-locale-menu>
    </div>`
  );
  const developer = bar.querySelector('console-developer-menu');
  const help = bar.querySelector('console-help-menu');
  const locale = bar.querySelector('console-locale-menu');
  if (!developer || !help || !locale) throw new Error('the bar is missing a menu');
  return [developer, help, locale];
}

describe('MenuController across the header', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('keeps one menu open at a time: opening another closes the first', async () => {
    const [developer, help, locale] = await renderBar();
    button(help).click();
    await help.updateComplete;
    expect(isOpen(help)).to.equal(true);

    button(locale).click();
    await locale.updateComplete;
    await help.updateComplete;
    expect(isOpen(locale)).to.equal(true);
    expect(isOpen(help)).to.equal(false);
    expect(button(help).getAttribute('aria-expanded')).to.equal('false');

    button(developer).focus();
    await sendKeys({ press: 'ArrowDown' });
    await developer.updateComplete;
    await locale.updateComplete;
    expect(isOpen(developer)).to.equal(true);
    expect(isOpen(locale)).to.equal(false);
    expect(shadowFocus(developer)?.textContent?.trim(), 'focus stays in the menu that opened').to.equal('Cloud Shell');
    await expect(developer).to.be.accessible();
  });

  it('announces each opening on the document with the menu that opened', async () => {
    const [, help] = await renderBar();
    const opened: Element[] = [];
    const record = (event: MenuOpenEvent) => opened.push(event.menu);
    document.addEventListener('console-menu-open', record);
    try {
      button(help).click();
      await help.updateComplete;
      button(help).click();
      await help.updateComplete;
      // Elements are compared by identity: a deep comparison of DOM nodes would walk the whole document.
      expect(opened.length, 'closing announces nothing').to.equal(1);
      expect(opened[0] === help).to.equal(true);
    } finally {
      document.removeEventListener('console-menu-open', record);
    }
  });

  it('Tab from an open menu closes it and moves on to the next header control', async () => {
    const [developer, help] = await renderBar();
    button(developer).focus();
    await sendKeys({ press: 'Enter' });
    await developer.updateComplete;
    await sendKeys({ press: 'Tab' });
    await developer.updateComplete;
    expect(isOpen(developer)).to.equal(false);
    const focused = document.activeElement;
    expect(`${focused?.localName} ${shadowFocus(help)?.localName}`).to.equal('console-help-menu button');
  });

  it('Shift+Tab from an open menu closes it with focus on its button', async () => {
    const [developer] = await renderBar();
    button(developer).focus();
    await sendKeys({ press: 'ArrowDown' });
    await developer.updateComplete;
    await sendKeys({ press: 'Shift+Tab' });
    await developer.updateComplete;
    expect(isOpen(developer)).to.equal(false);
    expect(shadowFocus(developer) === button(developer)).to.equal(true);
  });

  it('keeps a popup that would stick out of the window inside it', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      // The button sits at the inline start, so a popup hung from its inline end would leave the window there.
      const bar = await fixture<HTMLDivElement>(
        html`<div dir=${dir} style="display: flex; background: var(--console-color-header-background)">
          <console-help-menu .items=${HELP}></console-help-menu>
        </div>`
      );
      const help = bar.querySelector('console-help-menu');
      if (!help) throw new Error('no help menu');
      button(help).click();
      await help.updateComplete;
      const box = shadowQuery(help, '[role="menu"]').getBoundingClientRect();
      expect(box.left, dir).to.be.at.least(8);
      expect(box.right, dir).to.be.at.most(document.documentElement.clientWidth - 8);
    }
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`ArrowLeft and ArrowRight open the menu beside the open one on that side of the screen, ${dir}`, async () => {
      const [developer, help, locale] = await renderBar(dir);
      // In right-to-left the row is mirrored: the locale menu, last in reading order, is the leftmost.
      const [leftOfHelp, rightOfHelp] = dir === 'ltr' ? [developer, locale] : [locale, developer];
      button(help).focus();
      await sendKeys({ press: 'ArrowDown' });
      await help.updateComplete;

      await sendKeys({ press: 'ArrowRight' });
      await rightOfHelp.updateComplete;
      await help.updateComplete;
      expect(isOpen(rightOfHelp), `${rightOfHelp.localName} opened by ArrowRight`).to.equal(true);
      expect(isOpen(help)).to.equal(false);
      expect(shadowFocus(rightOfHelp)?.getAttribute('role')).to.match(/^menuitem/);
      await expect(rightOfHelp.parentElement).to.be.accessible();

      // Back, and on past the help menu to its other side.
      await sendKeys({ press: 'ArrowLeft' });
      await help.updateComplete;
      expect(isOpen(help), 'help menu back by ArrowLeft').to.equal(true);
      await sendKeys({ press: 'ArrowLeft' });
      await leftOfHelp.updateComplete;
      expect(isOpen(leftOfHelp), `${leftOfHelp.localName} opened by ArrowLeft`).to.equal(true);

      // Home and End keep their meaning in either direction: the first and the last item of the open menu.
      await sendKeys({ press: 'End' });
      const items = leftOfHelp.shadowRoot?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [];
      expect(shadowFocus(leftOfHelp) === items[items.length - 1]).to.equal(true);
      await sendKeys({ press: 'Home' });
      expect(shadowFocus(leftOfHelp) === items[0]).to.equal(true);

      // The row wraps: from the leftmost menu ArrowLeft opens the rightmost.
      await sendKeys({ press: 'ArrowLeft' });
      const rightmost = dir === 'ltr' ? locale : developer;
      const leftmost = dir === 'ltr' ? developer : locale;
      await rightmost.updateComplete;
      expect(leftOfHelp).to.equal(leftmost);
      expect(isOpen(rightmost), 'wrapped to the rightmost menu').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await rightmost.updateComplete;
      expect(shadowFocus(rightmost) === button(rightmost)).to.equal(true);
    });
  }

  it('a disconnected menu stops listening and forgets it was open', async () => {
    const [, help, locale] = await renderBar();
    button(help).click();
    await help.updateComplete;
    help.remove();
    button(locale).click();
    await locale.updateComplete;
    expect(isOpen(locale)).to.equal(true);
    document.body.append(help);
    await help.updateComplete;
    expect(isOpen(help)).to.equal(false);
    help.remove();
  });

  it('prepareMenus renders each closed menu’s items ahead of its first opening, one menu per task, still hidden', async () => {
    const [developer, help, locale] = await renderBar();
    const items = (menu: HeaderMenu) => menu.shadowRoot?.querySelectorAll('[role^="menuitem"]').length ?? 0;
    expect([items(developer), items(help), items(locale)]).to.deep.equal([0, 0, 0]);

    const tasks: (() => void)[] = [];
    prepareMenus(task => tasks.push(task));
    // One task per menu, each preparing one.
    let rendered = 0;
    while (tasks.length > 0) {
      tasks.shift()?.();
      await Promise.all([developer.updateComplete, help.updateComplete, locale.updateComplete]);
      const now = [developer, help, locale].filter(menu => items(menu) > 0).length;
      expect(now - rendered).to.be.at.most(1);
      rendered = now;
    }
    expect(rendered).to.equal(3);
    expect([isOpen(developer), isOpen(help), isOpen(locale)]).to.deep.equal([false, false, false]);

    // Opened, a prepared menu focuses its initial item as before.
    button(locale).click();
    await locale.updateComplete;
    expect(isOpen(locale)).to.equal(true);
    expect(shadowFocus(locale)?.textContent?.trim()).to.match(/English/);
  });
});

describe('every header menu, open, in every theme and direction', () => {
  const REGIONS = [
    { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
    { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
  ];
  const USER = {
    name: 'Sales/jane',
    email: 'jane@example.com',
    tenancyName: 'acme',
    items: [
      { id: 'tenancy', href: '/tenancy' },
      { id: 'user-settings', href: '/identity/users/ocid1.user.oc1..jane' },
    ],
  } as const;
  const APPS = [{ id: 'erp', name: 'Fusion ERP', href: 'https://erp.example.com/' }];

  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  after(() => document.documentElement.removeAttribute('data-console-theme'));

  for (const theme of ['redwood', 'rainbow', 'hg'] as const) {
    for (const dir of ['ltr', 'rtl'] as const) {
      it(`has no axe violations in ${theme}, ${dir}`, async () => {
        if (theme === 'redwood') document.documentElement.removeAttribute('data-console-theme');
        else document.documentElement.dataset['consoleTheme'] = theme;
        const templates = [
          html`<console-region-menu .regions=${REGIONS} active-region="us-ashburn-1"></console-region-menu>`,
          html`<console-developer-menu .tools=${TOOLS}></console-developer-menu>`,
          html`<console-help-menu .items=${HELP}></console-help-menu>`,
          html`<console-locale-menu .locales=${LOCALES} active="en"></console-locale-menu>`,
          html`<console-user-menu .user=${USER}></console-user-menu>`,
          html`<console-apps-launcher .apps=${APPS}></console-apps-launcher>`,
        ];
        for (const template of templates) {
          const menu = await headerBarFixture<HeaderMenu>(template, { dir });
          await expect(menu, `${menu.localName} closed`).to.be.accessible();
          button(menu).click();
          await menu.updateComplete;
          expect(isOpen(menu), menu.localName).to.equal(true);
          await expect(menu, `${menu.localName} open`).to.be.accessible();
        }
      });
    }
  }
});
