import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import type { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import { MenuOpenEvent } from '../../src/events/menu-open-event.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { headerBarFixture } from '../shared/header-bar-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleRegionMenu } from './console-region-menu.component.ts';
import type { RegionOption } from './interfaces.ts';
import './console-region-menu.ts';

const REGIONS: RegionOption[] = [
  { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
  { name: 'us-phoenix-1', friendlyName: 'US West (Phoenix)', key: 'PHX', isHome: false },
  { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
];

async function renderMenu(activeRegion = 'us-ashburn-1'): Promise<ConsoleRegionMenu> {
  return headerBarFixture<ConsoleRegionMenu>(
    html`<console-region-menu .regions=${REGIONS} .activeRegion=${activeRegion}></console-region-menu>`
  );
}

const button = (menu: ConsoleRegionMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');
const popup = (menu: ConsoleRegionMenu) => shadowQuery(menu, '[role="menu"]');
const items = (menu: ConsoleRegionMenu) => shadowQueryAll(menu, '[role="menuitemradio"]');
const focusedText = (menu: ConsoleRegionMenu) => shadowFocus(menu)?.querySelector('.friendly-name')?.textContent ?? '';

/** Collects every console-region-select the menu fires. */
function recordSelections(menu: ConsoleRegionMenu): string[] {
  const regions: string[] = [];
  menu.addEventListener('console-region-select', (event: RegionSelectEvent) => regions.push(event.region));
  return regions;
}

/** Focuses the button and opens the menu with a key. */
async function openWith(menu: ConsoleRegionMenu, key: string): Promise<void> {
  button(menu).focus();
  await sendKeys({ press: key });
  await menu.updateComplete;
}

describe('console-region-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a closed menu button named after the active region', async () => {
    const menu = await renderMenu();
    expect(button(menu).getAttribute('aria-label')).to.equal('Region: US East (Ashburn)');
    expect(button(menu).textContent).to.contain('US East (Ashburn)');
    expect(button(menu).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(popup(menu).hidden).to.equal(true);
    await expect(menu).to.be.accessible();
  });

  it('opens from the keyboard on the checked region and lists the regions with the home marker', async () => {
    const menu = await renderMenu('us-phoenix-1');
    await openWith(menu, 'ArrowDown');

    expect(button(menu).getAttribute('aria-expanded')).to.equal('true');
    expect(popup(menu).hidden).to.equal(false);
    expect(focusedText(menu)).to.equal('US West (Phoenix)');
    expect(items(menu).map(item => item.getAttribute('aria-checked'))).to.deep.equal(['false', 'true', 'false']);
    expect(nth(items(menu), 0).textContent).to.contain('Home region');
    expect(nth(items(menu), 1).textContent).not.to.contain('Home region');
    await expect(menu).to.be.accessible();
  });

  it('moves with arrows (wrapping), Home and End, and selects with Enter', async () => {
    const menu = await renderMenu();
    const selections = recordSelections(menu);
    await openWith(menu, 'Enter');
    expect(focusedText(menu)).to.equal('US East (Ashburn)');

    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(menu)).to.equal('US West (Phoenix)');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(menu), 'wraps to the first').to.equal('US East (Ashburn)');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedText(menu), 'wraps to the last').to.equal('Germany Central (Frankfurt)');
    await sendKeys({ press: 'Home' });
    expect(focusedText(menu)).to.equal('US East (Ashburn)');
    await sendKeys({ press: 'End' });
    expect(focusedText(menu)).to.equal('Germany Central (Frankfurt)');

    const selected = oneEvent<RegionSelectEvent>(menu, 'console-region-select');
    await sendKeys({ press: 'Enter' });
    const event = await selected;
    expect(event.region).to.equal('eu-frankfurt-1');
    expect(event.bubbles && event.composed).to.equal(true);
    await menu.updateComplete;
    expect(selections).to.deep.equal(['eu-frankfurt-1']);
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('opens on ArrowUp at the last region, and selects with Space', async () => {
    const menu = await renderMenu();
    const selections = recordSelections(menu);
    await openWith(menu, 'ArrowUp');
    expect(focusedText(menu)).to.equal('Germany Central (Frankfurt)');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Space' });
    expect(selections).to.deep.equal(['us-phoenix-1']);
  });

  it('jumps to the next region starting with a typed letter', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'g' });
    expect(focusedText(menu)).to.equal('Germany Central (Frankfurt)');
    await sendKeys({ press: 'u' });
    expect(focusedText(menu), 'wraps around').to.equal('US East (Ashburn)');
    await sendKeys({ press: 'u' });
    expect(focusedText(menu)).to.equal('US West (Phoenix)');
  });

  it('opens with Space on the button', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'Space');
    expect(popup(menu).hidden).to.equal(false);
    expect(focusedText(menu)).to.equal('US East (Ashburn)');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('fires nothing when the active region is chosen, and just closes', async () => {
    const menu = await renderMenu();
    const selections = recordSelections(menu);
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Enter' });
    await menu.updateComplete;
    expect(selections).to.deep.equal([]);
    expect(popup(menu).hidden).to.equal(true);
  });

  it('closes on Tab', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Tab' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
  });

  it('opens on click, selects on click, and closes on a click outside', async () => {
    const menu = await renderMenu();
    const selections = recordSelections(menu);
    button(menu).click();
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(false);
    nth(items(menu), 2).click();
    await menu.updateComplete;
    expect(selections).to.deep.equal(['eu-frankfurt-1']);
    expect(popup(menu).hidden).to.equal(true);

    button(menu).click();
    await menu.updateComplete;
    await sendMouse({ type: 'click', position: [600, 500] });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(selections).to.deep.equal(['eu-frankfurt-1']);
  });

  it('shows the region name when the active region is not in the list', async () => {
    const menu = await headerBarFixture<ConsoleRegionMenu>(
      html`<console-region-menu .regions=${[]} active-region="ap-tokyo-1"></console-region-menu>`
    );
    expect(button(menu).getAttribute('aria-label')).to.equal('Region: ap-tokyo-1');
    button(menu).click();
    await menu.updateComplete;
    expect(items(menu)).to.have.length(1);
    expect(nth(items(menu), 0).getAttribute('aria-disabled')).to.equal('true');
    await expect(menu).to.be.accessible();
  });

  it('closes when another header menu opens', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    menu.dispatchEvent(new MenuOpenEvent(document.createElement('console-help-menu')));
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
  });

  it('inline: a labelled group of region buttons, the active one current and the home one marked', async () => {
    const menu = await fixture<ConsoleRegionMenu>(
      html`<console-region-menu
        variant="inline"
        .regions=${REGIONS}
        active-region="us-phoenix-1"
      ></console-region-menu>`
    );
    expect(shadowQueryOptional(menu, '[role="menu"]')).to.equal(null);
    const group = shadowQuery(menu, '[role="group"]');
    expect(shadowQuery(menu, `#${group.getAttribute('aria-labelledby') ?? ''}`).textContent).to.equal('Regions');
    const buttons = shadowQueryAll<HTMLButtonElement>(menu, 'button');
    expect(buttons.map(entry => entry.getAttribute('aria-current'))).to.deep.equal(['false', 'true', 'false']);
    expect(nth(buttons, 0).textContent).to.contain('Home region');
    const selections = recordSelections(menu);
    nth(buttons, 1).click();
    nth(buttons, 2).click();
    expect(selections).to.deep.equal(['eu-frankfurt-1']);
    await expect(menu).to.be.accessible();
  });

  it('renders its items from the first opening on, and keeps them once closed', async () => {
    const menu = await renderMenu();
    // Closed and never opened: nothing but the button costs DOM while the console starts.
    expect(items(menu)).to.have.length(0);
    await openWith(menu, 'ArrowDown');
    expect(items(menu)).to.have.length(REGIONS.length);
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(items(menu)).to.have.length(REGIONS.length);
  });

  it('speaks German when the locale changes', async () => {
    const menu = await renderMenu();
    try {
      await activateLocale('de');
      await menu.updateComplete;
      // A menu's items are rendered from its first opening on.
      await openWith(menu, 'ArrowDown');
      expect(popup(menu).getAttribute('aria-label')).to.equal('Regionen');
      expect(nth(items(menu), 0).textContent).to.contain('Home-Region');
    } finally {
      await activateLocale('en');
    }
  });
});
