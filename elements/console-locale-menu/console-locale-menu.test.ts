import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { localeOptions } from '../../src/domain/header-menus.ts';
import { supportedLocales } from '../../src/domain/locale.ts';
import type { LocaleSelectEvent } from '../../src/events/locale-select-event.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { headerBarFixture } from '../shared/header-bar-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleLocaleMenu } from './console-locale-menu.component.ts';
import type { LocaleOption } from './interfaces.ts';
import './console-locale-menu.ts';

const LOCALES: LocaleOption[] = localeOptions(supportedLocales({ arabic: true }));

async function renderMenu(active = 'en', locales: readonly LocaleOption[] = LOCALES): Promise<ConsoleLocaleMenu> {
  return headerBarFixture<ConsoleLocaleMenu>(
    html`<console-locale-menu .locales=${locales} active=${active}></console-locale-menu>`
  );
}

const button = (menu: ConsoleLocaleMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');
const popup = (menu: ConsoleLocaleMenu) => shadowQuery(menu, '[role="menu"]');
const items = (menu: ConsoleLocaleMenu) => shadowQueryAll(menu, '[role="menuitemradio"]');
const focusedTag = (menu: ConsoleLocaleMenu) => (shadowFocus(menu) as HTMLElement | null)?.dataset['locale'];

/** Collects every console-locale-select the menu fires. */
function recordSelections(menu: ConsoleLocaleMenu): string[] {
  const tags: string[] = [];
  menu.addEventListener('console-locale-select', (event: LocaleSelectEvent) => tags.push(event.localeTag));
  return tags;
}

/** Focuses the button and opens the menu with a key. */
async function openWith(menu: ConsoleLocaleMenu, key: string): Promise<void> {
  button(menu).focus();
  await sendKeys({ press: key });
  await menu.updateComplete;
}

describe('console-locale-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('shows a globe and the active language by its endonym, named "Language: …"', async () => {
    const menu = await renderMenu('de');
    expect(button(menu).getAttribute('aria-label')).to.equal('Language: Deutsch');
    const label = shadowQuery(menu, '.trigger-label');
    expect(label.textContent).to.equal('Deutsch');
    expect(label.lang).to.equal('de');
    expect(button(menu).querySelector('svg.icon')).not.to.equal(null);
    expect(popup(menu).hidden).to.equal(true);
    await expect(menu).to.be.accessible();
  });

  it('lists every locale as a radio item by endonym with its own lang, Arabic right to left', async () => {
    const menu = await renderMenu('de');
    button(menu).click();
    await menu.updateComplete;
    expect(items(menu)).to.have.length(LOCALES.length);
    const german = items(menu).find(item => item.dataset['locale'] === 'de');
    expect(german?.getAttribute('aria-checked')).to.equal('true');
    expect(german?.lang).to.equal('de');
    expect(items(menu).filter(item => item.getAttribute('aria-checked') === 'true')).to.have.length(1);
    const japanese = items(menu).find(item => item.dataset['locale'] === 'ja');
    expect(japanese?.textContent?.trim()).to.equal('日本語');
    expect(japanese?.lang).to.equal('ja');
    const arabic = items(menu).find(item => item.dataset['locale'] === 'ar');
    expect(arabic?.lang).to.equal('ar');
    expect(arabic?.querySelector('.endonym')?.getAttribute('dir')).to.equal('rtl');
    expect(german?.querySelector('.endonym')?.getAttribute('dir')).to.equal('ltr');
    expect(focusedTag(menu), 'opens on the checked language').to.equal('de');
    await expect(menu).to.be.accessible();
  });

  it('opens on ArrowDown at the checked language and on ArrowUp at the last one', async () => {
    let menu = await renderMenu('fr');
    await openWith(menu, 'ArrowDown');
    expect(focusedTag(menu)).to.equal('fr');
    menu = await renderMenu('fr');
    await openWith(menu, 'ArrowUp');
    expect(focusedTag(menu)).to.equal('ar');
  });

  it('moves with arrows, Home, End and type-ahead', async () => {
    const menu = await renderMenu('en');
    await openWith(menu, 'Enter');
    expect(focusedTag(menu)).to.equal('en');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedTag(menu)).to.equal('es');
    await sendKeys({ press: 'Home' });
    expect(focusedTag(menu)).to.equal('cs');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedTag(menu), 'wraps').to.equal('ar');
    await sendKeys({ press: 'End' });
    expect(focusedTag(menu)).to.equal('ar');
    await sendKeys({ press: 'd' });
    expect(focusedTag(menu)).to.equal('da');
    await sendKeys({ press: 'e' });
    expect(focusedTag(menu), '"de" finds Deutsch').to.equal('de');
  });

  it('fires console-locale-select for another language chosen with Enter, and returns focus', async () => {
    const menu = await renderMenu('en');
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'ArrowUp' });
    const selected = oneEvent<LocaleSelectEvent>(menu, 'console-locale-select');
    await sendKeys({ press: 'Enter' });
    const event = await selected;
    expect(event.localeTag).to.equal('de');
    expect(event.bubbles && event.composed).to.equal(true);
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('fires for a click or Space, but not for the active language', async () => {
    const menu = await renderMenu('en');
    const selections = recordSelections(menu);
    await openWith(menu, 'Space');
    await sendKeys({ press: 'Space' });
    await menu.updateComplete;
    expect(selections, 'the active one fires nothing').to.deep.equal([]);
    expect(popup(menu).hidden).to.equal(true);
    button(menu).click();
    await menu.updateComplete;
    nth(items(menu), 0).click();
    await menu.updateComplete;
    expect(selections).to.deep.equal(['cs']);
  });

  it('closes on Escape (focus on the button) and on Tab, firing nothing', async () => {
    const menu = await renderMenu('en');
    const selections = recordSelections(menu);
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Tab' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(selections).to.deep.equal([]);
  });

  it('renders nothing without locales, and names an unknown active tag by itself', async () => {
    const empty = await renderMenu('en', []);
    expect(shadowQueryOptional(empty, 'button')).to.equal(null);
    const unknown = await renderMenu('xx', LOCALES.slice(0, 3));
    expect(button(unknown).getAttribute('aria-label')).to.equal('Language: xx');
  });

  it('inline: a labelled group of language buttons, the active one current', async () => {
    const menu = await fixture<ConsoleLocaleMenu>(
      html`<console-locale-menu variant="inline" .locales=${LOCALES.slice(0, 5)} active="de"></console-locale-menu>`
    );
    expect(shadowQueryOptional(menu, '[role="menu"]')).to.equal(null);
    const group = shadowQuery(menu, '[role="group"]');
    expect(shadowQuery(menu, `#${group.getAttribute('aria-labelledby') ?? ''}`).textContent).to.equal('Language');
    const buttons = shadowQueryAll<HTMLButtonElement>(menu, 'button');
    expect(buttons.map(entry => entry.textContent?.trim())).to.deep.equal([
      'Čeština',
      'Dansk',
      'Deutsch',
      'English',
      'Español',
    ]);
    expect(nth(buttons, 2).getAttribute('aria-current')).to.equal('true');
    expect(nth(buttons, 2).lang).to.equal('de');
    const selections = recordSelections(menu);
    nth(buttons, 2).click();
    nth(buttons, 3).click();
    expect(selections).to.deep.equal(['en']);
    await expect(menu).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const menu = await renderMenu('de');
    try {
      await activateLocale('de');
      await menu.updateComplete;
      expect(button(menu).getAttribute('aria-label')).to.equal('Sprache: Deutsch');
      expect(popup(menu).getAttribute('aria-label')).to.equal('Sprache');
    } finally {
      await activateLocale('en');
    }
  });
});
