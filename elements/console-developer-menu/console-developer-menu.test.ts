import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { DevToolOpenEvent } from '../../src/events/dev-tool-open-event.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { headerBarFixture } from '../shared/header-bar-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleDeveloperMenu } from './console-developer-menu.component.ts';
import type { DeveloperTools } from './interfaces.ts';
import './console-developer-menu.ts';

const BOTH: DeveloperTools = { cloudShell: true, codeEditor: true, combined: true };

async function renderMenu(tools: DeveloperTools = BOTH): Promise<ConsoleDeveloperMenu> {
  return headerBarFixture<ConsoleDeveloperMenu>(
    html`<console-developer-menu .tools=${tools}></console-developer-menu>`
  );
}

const button = (menu: ConsoleDeveloperMenu) => shadowQuery<HTMLButtonElement>(menu, 'button');
const popup = (menu: ConsoleDeveloperMenu) => shadowQuery(menu, '[role="menu"]');
const items = (menu: ConsoleDeveloperMenu) => shadowQueryAll(menu, '[role="menuitem"]');
const focusedText = (menu: ConsoleDeveloperMenu) => shadowFocus(menu)?.textContent?.trim();

/** Collects every console-dev-tool-open the menu fires. */
function recordOpens(menu: ConsoleDeveloperMenu): string[] {
  const tools: string[] = [];
  menu.addEventListener('console-dev-tool-open', (event: DevToolOpenEvent) => tools.push(event.tool));
  return tools;
}

/** Focuses the button and opens the menu with a key. */
async function openWith(menu: ConsoleDeveloperMenu, key: string): Promise<void> {
  button(menu).focus();
  await sendKeys({ press: key });
  await menu.updateComplete;
}

describe('console-developer-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a closed "Developer tools" menu button', async () => {
    const menu = await renderMenu();
    expect(button(menu).getAttribute('aria-label')).to.equal('Developer tools');
    expect(button(menu).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(menu).getAttribute('aria-expanded')).to.equal('false');
    expect(popup(menu).hidden).to.equal(true);
    await expect(menu).to.be.accessible();
  });

  it('lists Cloud Shell and Code Editor, opening on the first with ArrowDown and the last with ArrowUp', async () => {
    let menu = await renderMenu();
    await openWith(menu, 'ArrowDown');
    expect(items(menu).map(item => item.textContent?.trim())).to.deep.equal(['Cloud Shell', 'Code Editor']);
    expect(focusedText(menu)).to.equal('Cloud Shell');
    await expect(menu).to.be.accessible();
    menu = await renderMenu();
    await openWith(menu, 'ArrowUp');
    expect(focusedText(menu)).to.equal('Code Editor');
  });

  it('fires console-dev-tool-open for the tool chosen with Enter, and returns focus to the button', async () => {
    const menu = await renderMenu();
    await openWith(menu, 'Enter');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedText(menu)).to.equal('Code Editor');
    const opened = oneEvent<DevToolOpenEvent>(menu, 'console-dev-tool-open');
    await sendKeys({ press: 'Enter' });
    const event = await opened;
    expect(event.tool).to.equal('code-editor');
    expect(event.bubbles && event.composed).to.equal(true);
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
  });

  it('fires for Space, a click, and type-ahead then Enter', async () => {
    const menu = await renderMenu();
    const opens = recordOpens(menu);
    await openWith(menu, 'Space');
    await sendKeys({ press: 'Space' });
    await menu.updateComplete;
    button(menu).click();
    await menu.updateComplete;
    nth(items(menu), 1).click();
    await menu.updateComplete;
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'c' });
    expect(focusedText(menu), 'c moves to the next item starting with c').to.equal('Code Editor');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Home' });
    expect(focusedText(menu)).to.equal('Cloud Shell');
    await sendKeys({ press: 'Enter' });
    expect(opens).to.deep.equal(['cloud-shell', 'code-editor', 'cloud-shell']);
  });

  it('closes on Escape, Tab and a click outside without opening anything', async () => {
    const menu = await renderMenu();
    const opens = recordOpens(menu);
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(shadowFocus(menu)).to.equal(button(menu));
    await openWith(menu, 'ArrowDown');
    await sendKeys({ press: 'Tab' });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    button(menu).click();
    await menu.updateComplete;
    await sendMouse({ type: 'click', position: [5, 400] });
    await menu.updateComplete;
    expect(popup(menu).hidden).to.equal(true);
    expect(opens).to.deep.equal([]);
  });

  it('lists only the allowed tools, and renders nothing when none is allowed', async () => {
    const shellOnly = await renderMenu({ cloudShell: true, codeEditor: false, combined: true });
    button(shellOnly).click();
    await shellOnly.updateComplete;
    expect(items(shellOnly).map(item => item.textContent?.trim())).to.deep.equal(['Cloud Shell']);
    const editorOnly = await renderMenu({ cloudShell: false, codeEditor: true, combined: true });
    button(editorOnly).click();
    await editorOnly.updateComplete;
    expect(items(editorOnly).map(item => item.textContent?.trim())).to.deep.equal(['Code Editor']);
    const none = await renderMenu({ cloudShell: false, codeEditor: false, combined: true });
    expect(shadowQueryOptional(none, 'button')).to.equal(null);
    expect(none.getBoundingClientRect().width).to.equal(0);
  });

  it('inline: a labelled group of tool buttons firing the same event', async () => {
    const menu = await fixture<ConsoleDeveloperMenu>(
      html`<console-developer-menu variant="inline" .tools=${BOTH}></console-developer-menu>`
    );
    expect(shadowQueryOptional(menu, '[role="menu"]')).to.equal(null);
    const group = shadowQuery(menu, '[role="group"]');
    expect(shadowQuery(menu, `#${group.getAttribute('aria-labelledby') ?? ''}`).textContent).to.equal(
      'Developer tools'
    );
    const buttons = shadowQueryAll<HTMLButtonElement>(menu, 'button');
    expect(buttons.map(entry => entry.textContent?.trim())).to.deep.equal(['Cloud Shell', 'Code Editor']);
    const opens = recordOpens(menu);
    nth(buttons, 0).focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(opens).to.deep.equal(['code-editor']);
    await expect(menu).to.be.accessible();
  });

  it('speaks German when the locale changes', async () => {
    const menu = await renderMenu();
    try {
      await activateLocale('de');
      await menu.updateComplete;
      // A menu's items are rendered from its first opening on.
      await openWith(menu, 'ArrowDown');
      expect(button(menu).getAttribute('aria-label')).to.equal('Entwicklertools');
      expect(nth(items(menu), 1).textContent?.trim()).to.equal('Code-Editor');
    } finally {
      await activateLocale('en');
    }
  });
});
