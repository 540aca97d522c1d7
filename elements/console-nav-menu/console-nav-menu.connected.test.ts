import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { navigationMenu } from '../../emulator/plugins/navigation-data.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { $navigationMenu, $pinned, resetNavigationLinks } from '../../stores/navigation.ts';
import { $menuOpen, $navigationNotice } from '../../stores/navigation-state.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleNavMenu } from './console-nav-menu.component.ts';
import './console-nav-menu.connected.ts';

const text = (menu: ConsoleNavMenu) => menu.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '';
const pinnedKeys = () => $pinned.get().map(link => link.itemKey);

before(async () => {
  linkDesignTokens();
  await activateLocale('en');
});

beforeEach(() => {
  localStorage.clear();
  resetNavigationLinks();
  $navigationMenu.set({ status: 'loading', registry: null, locale: null });
  $navigationNotice.set(null);
});

afterEach(() => {
  $navigationMenu.set({ status: 'idle', registry: null, locale: null });
  $menuOpen.set(false);
});

describe('console-nav-menu in the console (connected)', () => {
  it('says it is loading until the menu’s registry is there, then shows the menu from the store', async () => {
    const menu = await fixture<ConsoleNavMenu>(html`<console-nav-menu .open=${true}></console-nav-menu>`);
    expect(text(menu)).to.contain('Loading the navigation menu…');
    $navigationMenu.set({ status: 'ready', registry: { ...navigationMenu('en'), source: 'remote' }, locale: 'en' });
    await waitUntil(() => text(menu).includes('Virtual cloud networks'), 'the menu did not show the registry');
    expect(text(menu)).not.to.contain('Loading the navigation menu…');
  });

  it('pins and unpins through the store, shows its notice, and closes through it', async () => {
    $navigationMenu.set({ status: 'ready', registry: { ...navigationMenu('en'), source: 'remote' }, locale: 'en' });
    $menuOpen.set(true);
    const menu = await fixture<ConsoleNavMenu>(html`<console-nav-menu .open=${true}></console-nav-menu>`);
    const buckets = () => shadowQuery<HTMLButtonElement>(menu, '.group.category [data-key="object-storage-buckets"]');
    buckets().click();
    expect(pinnedKeys()[0]).to.equal('object-storage-buckets');
    await waitUntil(() => buckets().getAttribute('aria-pressed') === 'true', 'the pin did not show as pressed');
    buckets().click();
    expect(pinnedKeys()).not.to.contain('object-storage-buckets');
    $navigationNotice.set('pin-limit');
    await waitUntil(() => text(menu).includes('Limit of 12 pinned links reached.'), 'the store’s notice did not show');
    shadowQuery<HTMLButtonElement>(menu, '.close').click();
    expect($menuOpen.get()).to.equal(false);
    expect($navigationNotice.get()).to.equal(null);
  });
});
