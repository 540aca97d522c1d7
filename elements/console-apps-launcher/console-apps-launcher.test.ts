import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { headerBarFixture } from '../shared/header-bar-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleAppsLauncher } from './console-apps-launcher.component.ts';
import type { SaasApp } from './interfaces.ts';
import './console-apps-launcher.ts';

const APPS: SaasApp[] = [
  { id: 'fusion-erp', name: 'Fusion ERP', href: 'https://erp.example.com/console' },
  { id: 'hcm', name: 'Human Capital Management', href: 'https://hcm.example.com/' },
  { id: 'analytics', name: 'Analytics Cloud', href: 'https://analytics.example.com/' },
];

async function renderLauncher(apps: readonly SaasApp[] = APPS, loading = false): Promise<ConsoleAppsLauncher> {
  return headerBarFixture<ConsoleAppsLauncher>(
    html`<console-apps-launcher .apps=${apps} ?loading=${loading}></console-apps-launcher>`
  );
}

const button = (launcher: ConsoleAppsLauncher) => shadowQuery<HTMLButtonElement>(launcher, 'button');
const popup = (launcher: ConsoleAppsLauncher) => shadowQuery(launcher, '[role="menu"]');
const items = (launcher: ConsoleAppsLauncher) => shadowQueryAll<HTMLAnchorElement>(launcher, '[role="menuitem"]');
const focusedId = (launcher: ConsoleAppsLauncher) => (shadowFocus(launcher) as HTMLElement | null)?.dataset['id'];

/** Records the links a click would follow, and stops the test page from following them. */
function recordFollowedLinks(launcher: ConsoleAppsLauncher): string[] {
  const followed: string[] = [];
  launcher.addEventListener('click', event => {
    const link = event.composedPath().find(node => node instanceof HTMLAnchorElement);
    if (link instanceof HTMLAnchorElement) {
      followed.push(link.href);
      event.preventDefault();
    }
  });
  return followed;
}

/** Focuses the button and opens the menu with a key. */
async function openWith(launcher: ConsoleAppsLauncher, key: string): Promise<void> {
  button(launcher).focus();
  await sendKeys({ press: key });
  await launcher.updateComplete;
}

describe('console-apps-launcher', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is a closed "Applications" menu button with an apps-grid icon', async () => {
    const launcher = await renderLauncher();
    expect(button(launcher).getAttribute('aria-label')).to.equal('Applications');
    expect(button(launcher).getAttribute('aria-haspopup')).to.equal('menu');
    expect(button(launcher).getAttribute('aria-expanded')).to.equal('false');
    expect(popup(launcher).hidden).to.equal(true);
    await expect(launcher).to.be.accessible();
  });

  it('lists the applications as links opening in a new tab, saying so to screen readers', async () => {
    const launcher = await renderLauncher();
    await openWith(launcher, 'ArrowDown');
    expect(items(launcher).map(item => item.querySelector('.item-label')?.textContent)).to.deep.equal([
      'Fusion ERP',
      'Human Capital Management',
      'Analytics Cloud',
    ]);
    for (const item of items(launcher)) {
      expect(item.target).to.equal('_blank');
      expect(item.rel).to.equal('noopener noreferrer');
      expect(item.textContent).to.contain('(opens in a new tab)');
    }
    expect(focusedId(launcher)).to.equal('fusion-erp');
    await expect(launcher).to.be.accessible();
  });

  it('moves with arrows, End, Home and type-ahead; Enter follows the focused application', async () => {
    const launcher = await renderLauncher();
    const followed = recordFollowedLinks(launcher);
    await openWith(launcher, 'ArrowUp');
    expect(focusedId(launcher)).to.equal('analytics');
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedId(launcher), 'wraps').to.equal('fusion-erp');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'h' });
    expect(focusedId(launcher)).to.equal('hcm');
    await sendKeys({ press: 'Enter' });
    await launcher.updateComplete;
    expect(followed).to.deep.equal(['https://hcm.example.com/']);
    expect(popup(launcher).hidden).to.equal(true);
    expect(shadowFocus(launcher)).to.equal(button(launcher));
  });

  it('closes on Escape with focus on the button, and on Tab', async () => {
    const launcher = await renderLauncher();
    await openWith(launcher, 'Enter');
    await sendKeys({ press: 'Escape' });
    await launcher.updateComplete;
    expect(popup(launcher).hidden).to.equal(true);
    expect(shadowFocus(launcher)).to.equal(button(launcher));
    await openWith(launcher, 'Space');
    expect(popup(launcher).hidden).to.equal(false);
    await sendKeys({ press: 'Tab' });
    await launcher.updateComplete;
    expect(popup(launcher).hidden).to.equal(true);
  });

  it('says it is loading, and that there are no applications, as items that cannot be chosen', async () => {
    const loading = await renderLauncher([], true);
    button(loading).click();
    await loading.updateComplete;
    expect(popup(loading).getAttribute('aria-busy')).to.equal('true');
    expect(nth(items(loading), 0).textContent?.trim()).to.equal('Loading applications…');
    expect(nth(items(loading), 0).getAttribute('aria-disabled')).to.equal('true');
    await expect(loading).to.be.accessible();

    const empty = await renderLauncher([]);
    const followed = recordFollowedLinks(empty);
    await openWith(empty, 'ArrowDown');
    expect(nth(items(empty), 0).textContent?.trim()).to.equal('No applications');
    await sendKeys({ press: 'Enter' });
    await empty.updateComplete;
    expect(popup(empty).hidden, 'a disabled item does not close the menu').to.equal(false);
    expect(followed).to.deep.equal([]);
  });

  it('inline: a labelled group of links opening in a new tab', async () => {
    const launcher = await fixture<ConsoleAppsLauncher>(
      html`<console-apps-launcher variant="inline" .apps=${APPS}></console-apps-launcher>`
    );
    expect(shadowQueryOptional(launcher, 'button')).to.equal(null);
    const group = shadowQuery(launcher, '[role="group"]');
    expect(shadowQuery(launcher, `#${group.getAttribute('aria-labelledby') ?? ''}`).textContent).to.equal(
      'Applications'
    );
    const links = shadowQueryAll<HTMLAnchorElement>(launcher, 'a');
    expect(links.map(link => link.href)).to.deep.equal(APPS.map(app => new URL(app.href).href));
    expect(links.every(link => link.target === '_blank' && !link.hasAttribute('role'))).to.equal(true);
    await expect(launcher).to.be.accessible();

    const empty = await fixture<ConsoleAppsLauncher>(
      html`<console-apps-launcher variant="inline" .apps=${[]}></console-apps-launcher>`
    );
    expect(shadowQuery(empty, '.group-status').textContent).to.equal('No applications');
  });

  it('speaks German when the locale changes', async () => {
    const launcher = await renderLauncher();
    try {
      await activateLocale('de');
      await launcher.updateComplete;
      // A menu's items are rendered from its first opening on.
      await openWith(launcher, 'ArrowDown');
      expect(button(launcher).getAttribute('aria-label')).to.equal('Anwendungen');
      expect(nth(items(launcher), 0).textContent).to.contain('(öffnet in einem neuen Tab)');
    } finally {
      await activateLocale('en');
    }
  });
});
