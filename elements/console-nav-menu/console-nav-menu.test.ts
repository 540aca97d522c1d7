import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { navigationMenu } from '../../emulator/plugins/navigation-data.ts';
import { PLUGINS } from '../../emulator/plugins/registry-data.ts';
import { buildNavigationMenu, type NavigationContext } from '../../src/domain/navigation-menu.ts';
import { defaultPinnedLinks, type NavigationLink } from '../../src/domain/navigation-links.ts';
import type { NavPinEvent } from '../../src/events/nav-pin-event.ts';
import type { NavSelectEvent } from '../../src/events/nav-select-event.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll } from '../shared/shadow-query.ts';
import type { ConsoleNavMenu } from './console-nav-menu.component.ts';
import type { NavMenuModel } from './interfaces.ts';
import './console-nav-menu.ts';

const CONTEXT: NavigationContext = {
  isDomainTenancy: true,
  isGovernmentRegion: false,
  isFeatureEnabled: () => false,
  experiments: {},
  scopes: ['data-platform'],
  saasCustomer: false,
  saasServiceTypes: [],
  databaseType: 'mysqldsaws',
  pluginPrefixes: PLUGINS.map(plugin => plugin.pathPrefix),
  linkValues: { region: 'us-ashburn-1', tenancyName: 'acme-corp', secondLevelDomain: 'oraclecloud.com' },
};

function model(
  pinned: NavigationLink[] = defaultPinnedLinks(1),
  recent: NavigationLink[] = [],
  locale = 'en'
): NavMenuModel {
  return buildNavigationMenu({
    registry: navigationMenu(locale),
    context: CONTEXT,
    paas: { status: 'idle', groups: [], error: null },
    pinned,
    recent,
  });
}

const TWELVE_PINNED: NavigationLink[] = [
  'compute-instances',
  'networking-vcns',
  'object-storage-buckets',
  'block-storage-volumes',
  'db-autonomous',
  'logging',
  'usage',
  'support',
  'announcements',
  'governance-tenancy',
  'governance-regions',
  'governance-limits',
].map((itemKey, index) => ({ itemKey, parentItemKey: null, LastAccessed: index }));

interface Rendered {
  menu: ConsoleNavMenu;
  opener: HTMLButtonElement;
}

/** A page with an opener button and the menu; the opener has focus when the menu opens. */
async function renderOpen(menuModel: NavMenuModel = model(), dir = 'ltr'): Promise<Rendered> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div dir=${dir}>
      <button id="opener" type="button">Menu</button>
      <console-nav-menu .menu=${menuModel}></console-nav-menu>
    </div>`
  );
  const opener = wrapper.querySelector<HTMLButtonElement>('#opener');
  const menu = wrapper.querySelector<ConsoleNavMenu>('console-nav-menu');
  if (!opener || !menu) throw new Error('fixture incomplete');
  opener.focus();
  menu.open = true;
  await menu.updateComplete;
  return { menu, opener };
}

const panel = (menu: ConsoleNavMenu) => shadowQuery(menu, '[role="dialog"]');
const filter = (menu: ConsoleNavMenu) => shadowQuery<HTMLInputElement>(menu, '#filter');
const focusedText = (menu: ConsoleNavMenu) => shadowFocus(menu)?.textContent?.trim() ?? '';
const groupTitles = (menu: ConsoleNavMenu) => shadowQueryAll(menu, '.group-title').map(title => title.textContent);
const pinButton = (menu: ConsoleNavMenu, key: string) =>
  shadowQuery<HTMLButtonElement>(menu, `.group.category [data-key="${key}"]`);
const notice = (menu: ConsoleNavMenu) => shadowQuery(menu, '[role="status"].notice');

async function press(menu: ConsoleNavMenu, key: string): Promise<void> {
  await sendKeys({ press: key });
  await menu.updateComplete;
}

async function type(menu: ConsoleNavMenu, text: string): Promise<void> {
  filter(menu).focus();
  await sendKeys({ type: text });
  await menu.updateComplete;
}

describe('console-nav-menu', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('is hidden until opened, then shows the static groups and the categories, focused on the filter', async () => {
    const { menu } = await renderOpen();
    expect(panel(menu).checkVisibility({ visibilityProperty: true, opacityProperty: true })).to.equal(true);
    expect(panel(menu).hasAttribute('aria-hidden')).to.equal(false);
    expect(panel(menu).getAttribute('aria-labelledby')).to.equal('title');
    expect(shadowQuery(menu, '#title').textContent).to.equal('Navigation menu');
    expect(shadowFocus(menu)).to.equal(filter(menu));
    expect(groupTitles(menu).slice(0, 6)).to.deep.equal([
      'Home',
      'Pinned',
      'Recently visited',
      'Featured',
      'Compute',
      'Networking',
    ]);
    expect(shadowQuery(menu, '[data-group="STATIC__RECENT"]').textContent).to.contain(
      'Services you visit appear here.'
    );
    await expect(menu).to.be.accessible();

    menu.open = false;
    await menu.updateComplete;
    // Closed, it is only transparent: out of reach of the pointer and the keyboard, and of assistive technology.
    expect(panel(menu).checkVisibility({ visibilityProperty: true, opacityProperty: true })).to.equal(false);
    expect(panel(menu).inert).to.equal(true);
    expect(panel(menu).getAttribute('aria-hidden')).to.equal('true');
    expect(shadowQuery<HTMLElement>(menu, '.backdrop').inert).to.equal(true);
  });

  it('moves with the arrows across groups, Home and End, and to the pin button and back', async () => {
    const { menu } = await renderOpen();
    await press(menu, 'ArrowDown');
    expect(focusedText(menu)).to.equal('Home');
    await press(menu, 'ArrowDown');
    expect(focusedText(menu)).to.equal('Dashboards');
    await press(menu, 'ArrowDown');
    expect(focusedText(menu), 'into the Pinned group').to.equal('Instances');
    await press(menu, 'ArrowRight');
    expect(shadowFocus(menu)?.getAttribute('aria-label')).to.equal('Pin Instances');
    expect(shadowFocus(menu)?.getAttribute('aria-pressed')).to.equal('true');
    await press(menu, 'ArrowLeft');
    expect(focusedText(menu)).to.equal('Instances');
    await press(menu, 'ArrowUp');
    expect(focusedText(menu)).to.equal('Dashboards');
    await press(menu, 'End');
    expect(shadowFocus(menu)?.closest('[data-group]')?.getAttribute('data-group')).to.equal('marketplace');
    await press(menu, 'Home');
    expect(focusedText(menu)).to.equal('Home');
    await press(menu, 'ArrowUp');
    expect(shadowFocus(menu), 'above the first item is the filter').to.equal(filter(menu));
  });

  it('moves between groups with Tab and Shift+Tab, one tab stop per group', async () => {
    const { menu } = await renderOpen();
    await press(menu, 'ArrowDown');
    await press(menu, 'ArrowDown');
    expect(focusedText(menu)).to.equal('Dashboards');
    await press(menu, 'Tab');
    expect(focusedText(menu), 'the Pinned group').to.equal('Instances');
    await press(menu, 'Tab');
    expect(shadowFocus(menu)?.closest('[data-group]')?.getAttribute('data-group'), 'Recent is empty').to.equal(
      'STATIC__FEATURED'
    );
    await press(menu, 'Shift+Tab');
    expect(focusedText(menu)).to.equal('Instances');
    await press(menu, 'Shift+Tab');
    expect(focusedText(menu), 'the group remembers its item').to.equal('Dashboards');
  });

  it('opens an item with Enter or Space and asks to close', async () => {
    const { menu, opener } = await renderOpen();
    await press(menu, 'ArrowDown');
    await press(menu, 'ArrowDown');
    await press(menu, 'ArrowDown');
    const selected = oneEvent<NavSelectEvent>(menu, 'console-nav-select');
    const closing = oneEvent(menu, 'console-request-close');
    await sendKeys({ press: 'Enter' });
    const event = await selected;
    expect(event.path).to.equal('/compute/instances');
    expect(event.openInNewTab).to.equal(false);
    expect(event.bubbles && event.composed).to.equal(true);
    await closing;
    await menu.updateComplete;
    expect(menu.open).to.equal(false);
    expect(document.activeElement).to.equal(opener);

    menu.open = true;
    await menu.updateComplete;
    await press(menu, 'ArrowDown');
    const spaced = oneEvent<NavSelectEvent>(menu, 'console-nav-select');
    await sendKeys({ press: 'Space' });
    expect((await spaced).path).to.equal('/');
  });

  it('closes on Escape and returns focus to the opener; Escape in a filled filter clears it first', async () => {
    const { menu, opener } = await renderOpen();
    await type(menu, 'vcn');
    await press(menu, 'Escape');
    expect(menu.open).to.equal(true);
    expect(filter(menu).value).to.equal('');
    await press(menu, 'ArrowDown');
    await press(menu, 'Escape');
    expect(menu.open).to.equal(false);
    expect(panel(menu).checkVisibility({ visibilityProperty: true, opacityProperty: true })).to.equal(false);
    expect(panel(menu).inert).to.equal(true);
    expect(document.activeElement).to.equal(opener);
  });

  it('stays open when the owner cancels the close request', async () => {
    const { menu } = await renderOpen();
    menu.addEventListener('console-request-close', event => event.preventDefault());
    await press(menu, 'Escape');
    expect(menu.open).to.equal(true);
  });

  it('pins and unpins with aria-pressed toggles', async () => {
    const { menu } = await renderOpen();
    const buckets = pinButton(menu, 'object-storage-buckets');
    expect(buckets.getAttribute('aria-pressed')).to.equal('false');
    const pinning = oneEvent<NavPinEvent>(menu, 'console-nav-pin');
    buckets.click();
    const pin = await pinning;
    expect([pin.key, pin.pinned]).to.deep.equal(['object-storage-buckets', true]);

    const unpinning = oneEvent<NavPinEvent>(menu, 'console-nav-pin');
    pinButton(menu, 'compute-instances').click();
    const unpin = await unpinning;
    expect([unpin.key, unpin.pinned]).to.deep.equal(['compute-instances', false]);
  });

  it('refuses a 13th pin with the limit message in a live region', async () => {
    const { menu } = await renderOpen(model(TWELVE_PINNED));
    expect(notice(menu).textContent?.trim()).to.equal('');
    const pins: NavPinEvent[] = [];
    menu.addEventListener('console-nav-pin', event => pins.push(event));
    pinButton(menu, 'governance-search').click();
    await menu.updateComplete;
    expect(pins).to.deep.equal([]);
    expect(notice(menu).textContent?.trim()).to.equal('Limit of 12 pinned links reached. Unpin a link and try again.');
    await expect(menu).to.be.accessible();

    pinButton(menu, 'logging').click();
    await menu.updateComplete;
    expect(pins.map(event => [event.key, event.pinned])).to.deep.equal([['logging', false]]);
    expect(notice(menu).textContent?.trim(), 'unpinning clears the message').to.equal('');
  });

  it('shows the notice the owner sets', async () => {
    const { menu } = await renderOpen();
    menu.notice = 'pin-limit';
    await menu.updateComplete;
    expect(notice(menu).textContent).to.contain('Limit of 12 pinned links reached.');
  });

  it('filters by label and search tags, and says when nothing matches', async () => {
    const { menu } = await renderOpen();
    await type(menu, 'vcn');
    expect(groupTitles(menu)).to.deep.equal(['Results']);
    const links = shadowQueryAll(menu, '[data-nav-item]');
    expect(links.map(link => link.textContent?.trim())).to.deep.equal(['Virtual cloud networks']);
    expect(shadowQuery(menu, 'p.visually-hidden[role="status"]').textContent).to.equal('1 result');
    await press(menu, 'ArrowDown');
    expect(focusedText(menu)).to.equal('Virtual cloud networks');

    filter(menu).value = '';
    await type(menu, 'zzz');
    expect(shadowQuery(menu, '[data-group="results"]').textContent).to.contain('No services match “zzz”.');
    await expect(menu).to.be.accessible();
  });

  it('marks new-tab links and mutes muted items', async () => {
    const { menu } = await renderOpen();
    const aws = shadowQuery<HTMLAnchorElement>(menu, '.category [data-nav-id$="/heatwave-aws"]');
    expect(aws.textContent).to.contain('(opens in a new tab)');
    expect(aws.target).to.equal('_blank');
    expect(aws.rel).to.equal('noopener noreferrer');
    const selected = oneEvent<NavSelectEvent>(menu, 'console-nav-select');
    aws.click();
    const event = await selected;
    expect(event.openInNewTab).to.equal(true);
    expect(event.path).to.equal('https://cloud.mysql.com/?region=us-ashburn-1&tenant=acme-corp');

    menu.open = true;
    await menu.updateComplete;
    const cpes = shadowQuery(menu, '.category [data-nav-id$="/networking-cpes"]');
    expect(cpes.classList.contains('muted')).to.equal(true);
    expect(getComputedStyle(cpes).color).not.to.equal(
      getComputedStyle(shadowQuery(menu, '.category [data-nav-id$="/networking-vcns"]')).color
    );
    expect(nth(shadowQueryAll(menu, '[data-group="compute"] .help a'), 0).textContent).to.contain(
      '(opens in a new tab)'
    );
  });

  it('mirrors in right-to-left: the panel starts at the right edge and ArrowLeft reaches the pin button', async () => {
    const { menu } = await renderOpen(model(), 'rtl');
    const box = panel(menu).getBoundingClientRect();
    expect(Math.round(box.right)).to.equal(document.documentElement.clientWidth);
    await press(menu, 'ArrowDown');
    await press(menu, 'ArrowDown');
    await press(menu, 'ArrowDown');
    await press(menu, 'ArrowLeft');
    expect(shadowFocus(menu)?.getAttribute('aria-label')).to.equal('Pin Instances');
    await press(menu, 'ArrowRight');
    expect(focusedText(menu)).to.equal('Instances');
  });

  it('speaks German', async () => {
    const { menu } = await renderOpen(model(defaultPinnedLinks(1), [], 'de'));
    try {
      await activateLocale('de');
      await menu.updateComplete;
      expect(shadowQuery(menu, '#title').textContent).to.equal('Navigationsmenü');
      expect(groupTitles(menu).slice(0, 5)).to.deep.equal([
        'Startseite',
        'Angeheftet',
        'Zuletzt besucht',
        'Empfohlen',
        'Compute',
      ]);
      expect(pinButton(menu, 'compute-instances').getAttribute('aria-label')).to.equal('Instanzen anheften');
    } finally {
      await activateLocale('en');
    }
  });
});
