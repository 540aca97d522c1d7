import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { ContextProvider } from '@lit/context';
import { telemetryContext } from '../../src/contexts/telemetry-context.ts';
import type {
  AnnouncementsBadge,
  DeveloperTools,
  HelpMenuItem,
  LocaleOption,
  SaasApp,
  UserMenuModel,
} from '../../src/domain/header-menus.ts';
import { liveChatForm } from '../../src/domain/live-chat.ts';
import type { DevToolOpenEvent } from '../../src/events/dev-tool-open-event.ts';
import { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import type { SearchSubmitEvent } from '../../src/events/search-submit-event.ts';
import { SignOutEvent } from '../../src/events/sign-out-event.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import type { ConsoleRegionMenu } from '../console-region-menu/console-region-menu.component.ts';
import type { RegionOption } from '../console-region-menu/interfaces.ts';
import type { ConsoleUserMenu } from '../console-user-menu/console-user-menu.component.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { nth, shadowFocus, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import { announcementsBadgeText, type ConsoleHeader } from './console-header.component.ts';
import './console-header.ts';

const REGIONS: RegionOption[] = [
  { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
  { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
];
const USER: UserMenuModel = { name: 'Demo User', email: 'demo@example.com', tenancyName: 'acme-corp', items: [] };
const HELP: HelpMenuItem[] = [
  { id: 'documentation', href: 'https://docs.example.com/', external: true },
  { id: 'support-center', href: '/support/home', external: false },
];
const LOCALES: LocaleOption[] = [
  { localeTag: 'en', endonym: 'English' },
  { localeTag: 'de', endonym: 'Deutsch' },
];
const APPS: SaasApp[] = [{ id: 'hcm', name: 'Human Capital Management', href: 'https://hcm.example.com/' }];
const SEPARATE: DeveloperTools = { cloudShell: true, codeEditor: true, combined: false };
const LIVE_CHAT = liveChatForm({
  cloudOrigin: 'http://127.0.0.1:7070',
  email: 'demo@example.com',
  firstName: 'Demo',
  lastName: 'User',
  tenancyName: 'acme-corp',
  tenancyOcid: 'ocid1.tenancy.oc1..acme',
  customerType: 'PayGo',
  region: 'us-ashburn-1',
});

interface HeaderOptions {
  loading?: boolean;
  developerTools?: DeveloperTools;
  announcements?: AnnouncementsBadge | null;
  helpItems?: HelpMenuItem[];
  locales?: LocaleOption[];
  liveChat?: typeof LIVE_CHAT | null;
  saasApps?: SaasApp[] | null;
  slotted?: boolean;
  width?: string;
}

/** Every control the header can show. */
const FULL: HeaderOptions = {
  developerTools: SEPARATE,
  announcements: { count: 3, partial: false },
  helpItems: HELP,
  locales: LOCALES,
  liveChat: LIVE_CHAT,
  saasApps: APPS,
};

async function renderHeader(options: HeaderOptions = {}): Promise<ConsoleHeader> {
  const header = await fixture<ConsoleHeader>(
    html`<console-header
      .regions=${REGIONS}
      active-region="us-ashburn-1"
      active-locale="en"
      .user=${USER}
      ?loading=${options.loading ?? false}
      .developerTools=${options.developerTools ?? { cloudShell: false, codeEditor: false, combined: false }}
      .announcements=${options.announcements ?? null}
      .helpItems=${options.helpItems ?? []}
      .locales=${options.locales ?? []}
      .liveChat=${options.liveChat ?? null}
      .saasApps=${options.saasApps ?? null}
      style=${options.width ? `inline-size: ${options.width}` : ''}
    >
      ${options.slotted ? html`<input slot="search" type="search" aria-label="Find" />` : ''}
    </console-header>`
  );
  await settle(header);
  return header;
}

/** Lets the measurements (ResizeObserver, media queries) and the re-render they cause happen. */
async function settle(header: ConsoleHeader): Promise<void> {
  await header.updateComplete;
  await aTimeout(50);
  await header.updateComplete;
}

const regionMenu = (header: ConsoleHeader) => shadowQuery<ConsoleRegionMenu>(header, 'console-region-menu');
const userMenu = (header: ConsoleHeader) => shadowQuery<ConsoleUserMenu>(header, 'console-user-menu');
/** Tag names (or data-tool / classes for the header's own controls) of the bar's controls, in DOM order. */
const barControls = (header: ConsoleHeader) =>
  [...shadowQuery(header, '.menus').children].map(node =>
    node instanceof HTMLElement && node.dataset['tool']
      ? node.dataset['tool']
      : node.classList.contains('bell')
        ? 'bell'
        : node.id === 'more-button'
          ? 'more'
          : node.localName
  );

/** The element focused inside the header, looking through nested shadow roots. */
function deepFocus(root: Element): Element | null {
  let focused = shadowFocus(root);
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

describe('console-header', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  beforeEach(async () => {
    await setViewport({ width: 1400, height: 900 });
  });

  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('links the product name home and hands data to the region and user menus', async () => {
    const header = await renderHeader();
    const logo = shadowQuery<HTMLAnchorElement>(header, 'a.logo');
    expect(logo.getAttribute('href')).to.equal('/');
    expect(logo.textContent?.trim()).to.equal('Cloud Console');
    expect(regionMenu(header).activeRegion).to.equal('us-ashburn-1');
    expect(regionMenu(header).regions).to.equal(REGIONS);
    expect(userMenu(header).user).to.equal(USER);
    expect(header.getBoundingClientRect().height).to.equal(60);
    await expect(header).to.be.accessible();
  });

  it('offers a navigation menu button that says whether the menu is open and asks its owner to toggle it', async () => {
    const header = await renderHeader();
    const button = shadowQuery<HTMLButtonElement>(header, '.nav-button');
    expect(button.getAttribute('aria-label')).to.equal('Navigation menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    setTimeout(() => button.click());
    const event = await oneEvent(header, 'console-nav-toggle');
    expect(event.bubbles && event.composed).to.equal(true);
    header.navOpen = true;
    await header.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await expect(header).to.be.accessible();
  });

  it('shows only the region and user menus when nothing else is given', async () => {
    const header = await renderHeader({ locales: [nth(LOCALES, 0)], saasApps: [] });
    expect(barControls(header)).to.deep.equal(['console-region-menu', 'console-user-menu']);
  });

  it('shows every control in bar order on a wide window, handing each its data', async () => {
    const header = await renderHeader(FULL);
    expect(barControls(header)).to.deep.equal([
      'console-region-menu',
      'cloud-shell',
      'code-editor',
      'bell',
      'console-help-menu',
      'console-locale-menu',
      'console-user-menu',
      'console-live-chat',
      'console-apps-launcher',
    ]);
    expect(shadowQuery(header, 'console-help-menu')).to.include({ items: HELP });
    expect(shadowQuery(header, 'console-locale-menu')).to.include({ locales: LOCALES, active: 'en' });
    expect(shadowQuery(header, 'console-live-chat')).to.include({ form: LIVE_CHAT, variant: 'bar' });
    expect((shadowQuery(header, 'console-apps-launcher') as HTMLElement & { apps: unknown }).apps).to.equal(APPS);
    expect(header.hasAttribute('inline-help')).to.equal(false);
    expect(shadowQueryOptional(header, '#more-button')).to.equal(null);
    await expect(header).to.be.accessible();
  });

  it('hides the help menu without entries, the locale menu with one locale and the launcher without apps', async () => {
    const header = await renderHeader({ ...FULL, helpItems: [], locales: [nth(LOCALES, 0)], saasApps: null });
    expect(shadowQueryOptional(header, 'console-help-menu')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-locale-menu')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-apps-launcher')).to.equal(null);
    header.saasApps = [];
    header.liveChat = null;
    await header.updateComplete;
    expect(shadowQueryOptional(header, 'console-apps-launcher')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-live-chat')).to.equal(null);
  });

  describe('announcements bell', () => {
    const bell = (header: ConsoleHeader) => shadowQuery<HTMLAnchorElement>(header, '.bell');
    const badge = (header: ConsoleHeader) => shadowQueryOptional(header, '.bell .badge')?.textContent ?? null;

    it('links to the announcements with the unread count as a badge and in its name', async () => {
      const header = await renderHeader({ announcements: { count: 3, partial: false } });
      expect(bell(header).getAttribute('href')).to.equal('/announcements');
      expect(badge(header)).to.equal('3');
      expect(bell(header).getAttribute('aria-label')).to.equal('Announcements, 3 unread');
      await expect(header).to.be.accessible();
    });

    it('shows a partial count as a lower bound', async () => {
      const header = await renderHeader({ announcements: { count: 9, partial: true } });
      expect(badge(header)).to.equal('9+');
      expect(bell(header).getAttribute('aria-label')).to.equal('Announcements, 9 or more unread');
      await expect(header).to.be.accessible();
    });

    it('caps the badge at 99+ but says the count', async () => {
      const header = await renderHeader({ announcements: { count: 150, partial: false } });
      expect(badge(header)).to.equal('99+');
      expect(bell(header).getAttribute('aria-label')).to.equal('Announcements, 150 unread');
    });

    it('shows no badge at zero and no bell without a summary', async () => {
      const header = await renderHeader({ announcements: { count: 0, partial: false } });
      expect(badge(header)).to.equal(null);
      expect(bell(header).getAttribute('aria-label')).to.equal('Announcements');
      header.announcements = null;
      await header.updateComplete;
      expect(shadowQueryOptional(header, '.bell')).to.equal(null);
    });

    it('shows a plain bell before the count is known when asked to, and the count arrives without moving the bar', async () => {
      const header = await renderHeader({ announcements: null });
      header.bell = true;
      await header.updateComplete;
      expect(badge(header)).to.equal(null);
      expect(bell(header).getAttribute('aria-label')).to.equal('Announcements');
      const before = bell(header).getBoundingClientRect();
      header.announcements = { count: 4, partial: false };
      await header.updateComplete;
      expect(badge(header)).to.equal('4');
      expect(bell(header).getAttribute('aria-label')).to.equal('Announcements, 4 unread');
      const after = bell(header).getBoundingClientRect();
      expect([after.x, after.width]).to.deep.equal([before.x, before.width]);
    });

    it('computes the badge text as a pure rule', () => {
      expect(announcementsBadgeText(null)).to.equal(null);
      expect(announcementsBadgeText({ count: 0, partial: true })).to.equal(null);
      expect(announcementsBadgeText({ count: 1, partial: false })).to.equal('1');
      expect(announcementsBadgeText({ count: 99, partial: false })).to.equal('99');
      expect(announcementsBadgeText({ count: 99, partial: true })).to.equal('99+');
      expect(announcementsBadgeText({ count: 100, partial: false })).to.equal('99+');
    });
  });

  describe('developer tools', () => {
    it('shows a Cloud Shell and a Code Editor button that ask for their tool', async () => {
      const header = await renderHeader({ developerTools: SEPARATE });
      const [shell, editor] = shadowQueryAll<HTMLButtonElement>(header, '.dev-tool');
      expect(shell?.getAttribute('aria-label')).to.equal('Cloud Shell');
      expect(editor?.getAttribute('aria-label')).to.equal('Code Editor');
      expect(shadowQueryOptional(header, 'console-developer-menu')).to.equal(null);

      setTimeout(() => shell?.click());
      const shellEvent = await oneEvent<DevToolOpenEvent>(header, 'console-dev-tool-open');
      expect(shellEvent.tool).to.equal('cloud-shell');
      expect(shellEvent.bubbles && shellEvent.composed).to.equal(true);
      editor?.focus();
      const editorEvent = oneEvent<DevToolOpenEvent>(header, 'console-dev-tool-open');
      await sendKeys({ press: 'Enter' });
      expect((await editorEvent).tool).to.equal('code-editor');
      await expect(header).to.be.accessible();
    });

    it('shows only the tools the user may launch', async () => {
      const header = await renderHeader({ developerTools: { cloudShell: false, codeEditor: true, combined: false } });
      expect(shadowQueryAll(header, '.dev-tool').map(button => button.dataset['tool'])).to.deep.equal(['code-editor']);
      header.developerTools = { cloudShell: false, codeEditor: false, combined: true };
      await header.updateComplete;
      expect(shadowQueryAll(header, '.dev-tool')).to.have.length(0);
      expect(shadowQueryOptional(header, 'console-developer-menu')).to.equal(null);
    });

    it('puts both in one Developer tools menu when combined', async () => {
      const tools: DeveloperTools = { cloudShell: true, codeEditor: false, combined: true };
      const header = await renderHeader({ developerTools: tools });
      expect(shadowQueryAll(header, '.dev-tool')).to.have.length(0);
      const menu = shadowQuery<HTMLElement & { tools: unknown }>(header, 'console-developer-menu');
      expect(menu.tools).to.equal(tools);
      expect(menu.getAttribute('variant')).not.to.equal('inline');
    });
  });

  describe('search', () => {
    const input = (header: ConsoleHeader) => shadowQuery<HTMLInputElement>(header, '#search-input');

    it('is a labelled search landmark that reports the trimmed query on Enter', async () => {
      const header = await renderHeader();
      const form = shadowQuery(header, 'form[role="search"]');
      expect(form.getAttribute('aria-label')).to.equal('Search');
      expect(input(header).type).to.equal('search');
      expect(input(header).placeholder).to.equal('Search resources, services, documentation, and Marketplace');
      expect(input(header).labels?.[0]?.textContent).to.equal(
        'Search resources, services, documentation, and Marketplace'
      );
      input(header).focus();
      await sendKeys({ type: '  compute instances ' });
      const submitted = oneEvent<SearchSubmitEvent>(header, 'console-search-submit');
      await sendKeys({ press: 'Enter' });
      const event = await submitted;
      expect(event.query).to.equal('compute instances');
      expect(event.bubbles && event.composed).to.equal(true);
      await expect(header).to.be.accessible();
    });

    it('reports nothing for an empty or blank query', async () => {
      const header = await renderHeader();
      const queries: string[] = [];
      header.addEventListener('console-search-submit', event => queries.push(event.query));
      input(header).focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ type: '   ' });
      await sendKeys({ press: 'Enter' });
      await aTimeout(20);
      expect(queries).to.deep.equal([]);
    });

    it('gives way to a search box in the slot', async () => {
      const header = await renderHeader({ slotted: true });
      const slot = shadowQuery<HTMLSlotElement>(header, 'slot[name="search"]');
      expect(slot.assignedElements()[0]?.getAttribute('aria-label')).to.equal('Find');
      expect(shadowQuery(header, '#search-form').getBoundingClientRect().width).to.equal(0);
    });

    it('says when the built-in box is first turned to, and lends its text and focus to a box taking over', async () => {
      const header = await renderHeader();
      const activated = oneEvent(header, 'console-search-activate');
      input(header).focus();
      const event = await activated;
      expect(event.bubbles && event.composed).to.equal(true);
      await sendKeys({ type: 'vcn' });
      expect(header.searchText).to.equal('vcn');
      expect(header.searchFocused).to.equal(true);
      input(header).blur();
      expect(header.searchFocused).to.equal(false);
    });
  });

  describe('narrow header mode', () => {
    // 760 px of header leave the search area less than 290 px beside the region and user menus.
    const narrowHeader = () => renderHeader({ width: '760px' });
    const searchButton = (header: ConsoleHeader) => shadowQuery<HTMLButtonElement>(header, '#search-button');
    const form = (header: ConsoleHeader) => shadowQuery<HTMLElement>(header, '#search-box');

    it('keeps the full box while the search area has 290 px or more', async () => {
      const header = await renderHeader({ width: '1200px' });
      expect(shadowQuery(header, '.search').getBoundingClientRect().width).to.be.at.least(290);
      expect(header.narrow).to.equal(false);
      expect(header.hasAttribute('narrow')).to.equal(false);
      expect(shadowQueryOptional(header, '#search-button')).to.equal(null);
    });

    it('collapses the box to a search button below 290 px of search area', async () => {
      const header = await narrowHeader();
      await waitUntil(() => header.narrow, 'the header never went narrow');
      expect(shadowQuery(header, '.search').getBoundingClientRect().width).to.be.below(290);
      expect(header.hasAttribute('narrow')).to.equal(true);
      expect(searchButton(header).getAttribute('aria-label')).to.equal('Search');
      expect(searchButton(header).getAttribute('aria-expanded')).to.equal('false');
      expect(form(header).hidden).to.equal(true);
      await expect(header).to.be.accessible();
    });

    it('expands over the header with a 500 ms animation, focused, and Escape collapses it back to the button', async () => {
      const header = await narrowHeader();
      await waitUntil(() => header.narrow);
      searchButton(header).focus();
      await sendKeys({ press: 'Enter' });
      await header.updateComplete;
      expect(searchButton(header).getAttribute('aria-expanded')).to.equal('true');
      expect(form(header).hidden).to.equal(false);
      expect(shadowFocus(header)?.id).to.equal('search-input');
      const style = getComputedStyle(form(header));
      expect(style.position).to.equal('absolute');
      expect(style.animationDuration).to.equal('0.5s');
      // Over the bar once the animation is done: from the search area to the bar's end, above the menus.
      for (const animation of form(header).getAnimations()) animation.finish();
      const box = form(header).getBoundingClientRect();
      expect(box.left).to.be.closeTo(searchButton(header).getBoundingClientRect().left, 1);
      expect(box.right).to.be.closeTo(header.getBoundingClientRect().right - 16, 1);
      await expect(header).to.be.accessible();

      await sendKeys({ type: 'vcn' });
      await sendKeys({ press: 'Escape' });
      await header.updateComplete;
      expect(form(header).hidden).to.equal(true);
      expect(shadowFocus(header)?.id).to.equal('search-button');
      expect(searchButton(header).getAttribute('aria-expanded')).to.equal('false');
    });

    it('expands without animation under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const header = await narrowHeader();
        await waitUntil(() => header.narrow);
        searchButton(header).click();
        await header.updateComplete;
        expect(form(header).hidden).to.equal(false);
        expect(getComputedStyle(form(header)).animationName).to.equal('none');
        expect(form(header).getAnimations()).to.have.length(0);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('collapses when an empty box loses focus, leaving focus where it went', async () => {
      const header = await narrowHeader();
      await waitUntil(() => header.narrow);
      searchButton(header).click();
      await header.updateComplete;
      expect(shadowFocus(header)?.id).to.equal('search-input');
      await sendKeys({ press: 'Tab' });
      await header.updateComplete;
      expect(form(header).hidden).to.equal(true);
      expect(deepFocus(header)?.closest('#search-form')).to.equal(null);
      expect(shadowFocus(header)).to.equal(regionMenu(header));
    });

    it('stays open with text when focus leaves the page area of the header', async () => {
      const header = await narrowHeader();
      await waitUntil(() => header.narrow);
      const outside = document.createElement('button');
      outside.textContent = 'Outside';
      header.after(outside);
      try {
        searchButton(header).click();
        await header.updateComplete;
        await sendKeys({ type: 'vcn' });
        outside.focus();
        await header.updateComplete;
        expect(form(header).hidden).to.equal(false);
        const submitted = oneEvent<SearchSubmitEvent>(header, 'console-search-submit');
        shadowQuery<HTMLInputElement>(header, '#search-input').focus();
        await sendKeys({ press: 'Enter' });
        expect((await submitted).query).to.equal('vcn');
      } finally {
        outside.remove();
      }
    });
  });

  describe('narrow header mode with a slotted box', () => {
    it('keeps its layout when what hangs under the expanded box is wider than the bar (the flyout)', async () => {
      const header = await renderHeader({ width: '760px', slotted: true });
      await waitUntil(() => header.narrow);
      const slotted = header.querySelector<HTMLInputElement>('[slot="search"]');
      if (!slotted) throw new Error('no slotted box');
      const flyout = document.createElement('div');
      // What the flyout island hangs under its box: absolutely placed and wider than the whole bar.
      flyout.style.cssText = 'position: absolute; inset-block-start: 100%; inline-size: 2000px; block-size: 10px;';
      slotted.after(flyout);
      flyout.slot = 'search';
      shadowQuery<HTMLButtonElement>(header, '#search-button').click();
      await header.updateComplete;
      await aTimeout(50);
      await header.updateComplete;
      expect(header.narrow).to.equal(true);
      expect(header.hasAttribute('compact-user')).to.equal(false);
      expect(shadowQuery(header, '#search-box').hidden).to.equal(false);
    });

    it('expands the frame around the slotted box, focuses it, and collapses on Escape the box leaves alone', async () => {
      const header = await renderHeader({ width: '760px', slotted: true });
      await waitUntil(() => header.narrow);
      const slotted = header.querySelector<HTMLInputElement>('[slot="search"]');
      if (!slotted) throw new Error('no slotted box');
      shadowQuery<HTMLButtonElement>(header, '#search-button').click();
      await header.updateComplete;
      expect(shadowQuery(header, '#search-box').hidden).to.equal(false);
      expect(document.activeElement).to.equal(slotted);
      // Escape the slotted box handles itself (closing its flyout) keeps the box open.
      slotted.addEventListener('keydown', event => event.preventDefault(), { once: true });
      await sendKeys({ press: 'Escape' });
      await header.updateComplete;
      expect(shadowQuery(header, '#search-box').hidden).to.equal(false);
      await sendKeys({ press: 'Escape' });
      await header.updateComplete;
      expect(shadowQuery(header, '#search-box').hidden).to.equal(true);
      expect(shadowFocus(header)?.id).to.equal('search-button');
    });

    it('stays open while the slotted box has text, and collapses when it is empty and loses focus', async () => {
      const header = await renderHeader({ width: '760px', slotted: true });
      await waitUntil(() => header.narrow);
      const slotted = header.querySelector<HTMLInputElement>('[slot="search"]');
      if (!slotted) throw new Error('no slotted box');
      const outside = document.createElement('button');
      outside.textContent = 'Outside';
      header.after(outside);
      try {
        shadowQuery<HTMLButtonElement>(header, '#search-button').click();
        await header.updateComplete;
        await sendKeys({ type: 'db' });
        outside.focus();
        await header.updateComplete;
        expect(shadowQuery(header, '#search-box').hidden).to.equal(false);
        slotted.value = '';
        slotted.focus();
        outside.focus();
        await header.updateComplete;
        expect(shadowQuery(header, '#search-box').hidden).to.equal(true);
      } finally {
        outside.remove();
      }
    });
  });

  describe('overflow drawer', () => {
    const moreButton = (header: ConsoleHeader) => shadowQuery<HTMLButtonElement>(header, '#more-button');
    const drawer = (header: ConsoleHeader) => shadowQuery<HTMLElement>(header, '#drawer');
    const drawerTags = (header: ConsoleHeader) =>
      [...drawer(header).children].map(
        node => `${node.localName}${node.getAttribute('variant') === 'inline' ? ':inline' : ''}`
      );

    it('moves the help menu into a "More" drawer below 1198 px', async () => {
      await setViewport({ width: 1100, height: 800 });
      const header = await renderHeader(FULL);
      await waitUntil(() => header.inlineHelp, 'inline help never switched on');
      expect(header.hasAttribute('inline-help')).to.equal(true);
      expect(header.hasAttribute('one-column')).to.equal(false);
      expect(barControls(header)).to.deep.equal([
        'console-region-menu',
        'cloud-shell',
        'code-editor',
        'bell',
        'console-locale-menu',
        'console-user-menu',
        'console-live-chat',
        'console-apps-launcher',
        'more',
        'div',
      ]);
      expect(moreButton(header).getAttribute('aria-label')).to.equal('More');
      expect(moreButton(header).getAttribute('aria-expanded')).to.equal('false');
      expect(moreButton(header).getAttribute('aria-controls')).to.equal('drawer');
      expect(drawer(header).hidden).to.equal(true);
      expect(drawerTags(header)).to.deep.equal(['console-help-menu:inline']);
      await expect(header).to.be.accessible();

      moreButton(header).focus();
      await sendKeys({ press: 'Enter' });
      await header.updateComplete;
      expect(moreButton(header).getAttribute('aria-expanded')).to.equal('true');
      expect(drawer(header).hidden).to.equal(false);
      expect(shadowQuery(header, 'console-help-menu')).to.include({ items: HELP });
      await expect(header).to.be.accessible();

      // Tab goes on into the drawer's links; Escape closes it and focus returns to the button.
      await sendKeys({ press: 'Tab' });
      expect(shadowFocus(header)?.localName).to.equal('console-help-menu');
      await sendKeys({ press: 'Escape' });
      await header.updateComplete;
      expect(drawer(header).hidden).to.equal(true);
      expect(shadowFocus(header)).to.equal(moreButton(header));
    });

    it('closes when focus leaves it or the user presses outside', async () => {
      await setViewport({ width: 1100, height: 800 });
      const header = await renderHeader(FULL);
      await waitUntil(() => header.inlineHelp);
      moreButton(header).click();
      await header.updateComplete;
      moreButton(header).focus();
      await sendKeys({ press: 'Shift+Tab' });
      await header.updateComplete;
      expect(drawer(header).hidden).to.equal(true);

      moreButton(header).click();
      await header.updateComplete;
      expect(drawer(header).hidden).to.equal(false);
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await header.updateComplete;
      expect(drawer(header).hidden).to.equal(true);
    });

    it('goes one column below 495 px: secondary controls move into the drawer, the product name hides', async () => {
      await setViewport({ width: 480, height: 800 });
      const header = await renderHeader(FULL);
      await waitUntil(() => header.oneColumn, 'one-column never switched on');
      expect(header.hasAttribute('one-column')).to.equal(true);
      expect(barControls(header)).to.deep.equal(['console-region-menu', 'bell', 'console-user-menu', 'more', 'div']);
      expect(drawerTags(header)).to.deep.equal([
        'console-developer-menu:inline',
        'console-help-menu:inline',
        'console-locale-menu:inline',
        'console-live-chat:inline',
        'console-apps-launcher:inline',
      ]);
      expect((shadowQuery(header, 'console-developer-menu') as HTMLElement & { tools: unknown }).tools).to.equal(
        SEPARATE
      );
      const name = shadowQuery(header, '.product-name').getBoundingClientRect();
      expect(name.width).to.be.at.most(1);
      expect(shadowQuery(header, 'a.logo').textContent?.trim()).to.equal('Cloud Console');
      moreButton(header).click();
      await header.updateComplete;
      await expect(header).to.be.accessible();
    });

    it('closes after a press on one of its items and gives focus back to the More button', async () => {
      await setViewport({ width: 480, height: 800 });
      const header = await renderHeader(FULL);
      await waitUntil(() => header.oneColumn);
      moreButton(header).click();
      await header.updateComplete;
      const tools = shadowQuery(header, 'console-developer-menu');
      const opened = oneEvent<DevToolOpenEvent>(header, 'console-dev-tool-open');
      const shell = shadowQuery<HTMLButtonElement>(tools, '.group-item');
      shell.focus();
      shell.click();
      expect((await opened).tool).to.equal('cloud-shell');
      await waitUntil(() => drawer(header).hidden, 'the drawer stayed open');
      expect(shadowFocus(header)).to.equal(moreButton(header));
    });

    it('never overflows between the thresholds: the least important controls move into the drawer first', async () => {
      await setViewport({ width: 900, height: 800 });
      const header = await renderHeader(FULL);
      await waitUntil(() => header.inlineHelp && !header.oneColumn);
      const bar = shadowQuery(header, '.base');
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      const onBar = barControls(header);
      const inDrawer = drawerTags(header);
      // Whatever moved left in OVERFLOW_ORDER: apps launcher first, then live chat, locale menu, developer tools.
      expect(inDrawer).to.include('console-apps-launcher:inline');
      expect(onBar).not.to.include('console-apps-launcher');
      expect(onBar).to.include.members(['console-region-menu', 'bell', 'console-user-menu', 'more']);
      for (const tag of ['console-live-chat', 'console-locale-menu']) {
        expect(onBar.includes(tag) !== inDrawer.includes(`${tag}:inline`), tag).to.equal(true);
      }
      if (onBar.includes('console-locale-menu')) expect(onBar).to.include('console-live-chat');

      // Wider again, everything comes back to the bar.
      await setViewport({ width: 1400, height: 800 });
      await waitUntil(() => !header.inlineHelp);
      await waitUntil(() => shadowQueryOptional(header, '#more-button') === null, 'the drawer did not empty');
      expect(barControls(header)).to.include.members(['console-apps-launcher', 'console-live-chat']);
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
    });

    it('hides the product name, then the user and region names, when even the drawer is not enough', async () => {
      await setViewport({ width: 1400, height: 800 });
      const header = await renderHeader({ ...FULL, width: '500px' });
      await waitUntil(() => header.hasAttribute('compact-logo'), 'the product name stayed');
      const bar = shadowQuery(header, '.base');
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      expect(shadowQuery(header, '.product-name').getBoundingClientRect().width).to.be.at.most(1);
      expect(shadowQuery(header, 'a.logo').textContent?.trim()).to.equal('Cloud Console');
      header.style.inlineSize = '440px';
      await waitUntil(() => header.hasAttribute('compact-region'), 'the region name stayed');
      expect(header.hasAttribute('compact-user')).to.equal(true);
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      expect(shadowQuery(regionMenu(header), 'button').getAttribute('aria-label')).to.equal(
        'Region: US East (Ashburn)'
      );
      expect(drawerTags(header)).to.include.members([
        'console-developer-menu:inline',
        'console-locale-menu:inline',
        'console-live-chat:inline',
        'console-apps-launcher:inline',
      ]);
      await expect(header).to.be.accessible();
    });

    it('leaves out the More button when nothing overflows', async () => {
      await setViewport({ width: 1100, height: 800 });
      const header = await renderHeader({ ...FULL, helpItems: [] });
      await waitUntil(() => header.inlineHelp);
      expect(shadowQueryOptional(header, '#more-button')).to.equal(null);
    });
  });

  it('fits 400 px without overflow and reaches every control with Tab in visual order', async () => {
    await setViewport({ width: 400, height: 800 });
    const header = await renderHeader({ ...FULL, announcements: { count: 12, partial: true } });
    await waitUntil(() => header.oneColumn && header.narrow, 'the header did not compact');
    const bar = shadowQuery(header, '.base');
    expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
    const bounds = header.getBoundingClientRect();
    const controls = [
      ...shadowQueryAll(header, '.nav-button, .logo, #search-button'),
      ...shadowQuery(header, '.menus').children,
    ].filter(node => node.id !== 'drawer');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      expect(box.left, control.localName).to.be.at.least(bounds.left);
      expect(box.right, control.localName).to.be.at.most(bounds.right);
      expect(box.height, control.localName).to.be.at.least(24);
    }
    expect(header.getBoundingClientRect().height).to.equal(60);

    // Tab from the navigation button visits the bar's controls in visual (left to right) order.
    shadowQuery<HTMLButtonElement>(header, '.nav-button').focus();
    const visited: Element[] = [];
    for (let step = 0; step < 7; step += 1) {
      const focused = shadowFocus(header);
      if (focused) visited.push(focused);
      await sendKeys({ press: 'Tab' });
    }
    const lefts = visited.map(node => node.getBoundingClientRect().left);
    expect(lefts).to.deep.equal([...lefts].sort((a, b) => a - b));
    expect(visited.map(node => node.id || node.className || node.localName)).to.include.members([
      'more-button',
      'search-button',
    ]);
    await expect(header).to.be.accessible();
  });

  it('puts the navigation button at the inline start in right-to-left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl">
        <console-header .regions=${REGIONS} active-region="us-ashburn-1" .user=${USER}></console-header>
      </div>`
    );
    const header = wrapper.querySelector('console-header');
    if (!header) throw new Error('no console-header');
    await settle(header);
    const bounds = header.getBoundingClientRect();
    const nav = shadowQuery(header, '.nav-button').getBoundingClientRect();
    const user = userMenu(header).getBoundingClientRect();
    expect(nav.right).to.be.closeTo(bounds.right - 16, 1);
    expect(user.left).to.be.closeTo(bounds.left + 16, 1);
    expect(shadowQuery(header, 'a.logo').getBoundingClientRect().right).to.be.below(nav.left);
    await expect(header).to.be.accessible();
  });

  it('opens the narrow search box toward the inline end in right-to-left', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl">
        <console-header style="inline-size: 760px" .regions=${REGIONS} active-region="us-ashburn-1" .user=${USER}>
        </console-header>
      </div>`
    );
    const header = wrapper.querySelector('console-header');
    if (!header) throw new Error('no console-header');
    await settle(header);
    await waitUntil(() => header.narrow);
    const button = shadowQuery<HTMLButtonElement>(header, '#search-button');
    const start = button.getBoundingClientRect().right;
    button.click();
    await header.updateComplete;
    const form = shadowQuery(header, '#search-box');
    for (const animation of form.getAnimations()) animation.finish();
    const box = form.getBoundingClientRect();
    expect(box.right).to.be.closeTo(start, 1);
    expect(box.left).to.be.closeTo(header.getBoundingClientRect().left + 16, 1);
  });

  it('shows fixed-size placeholders while loading, so the bar keeps its size', async () => {
    const header = await renderHeader({ ...FULL, loading: true });
    expect(shadowQueryOptional(header, 'console-region-menu')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-user-menu')).to.equal(null);
    expect(shadowQueryOptional(header, '.bell')).to.equal(null);
    const skeletons = shadowQueryAll(header, '.skeleton');
    expect(skeletons).to.have.length(2);
    expect(skeletons.every(skeleton => skeleton.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(nth(skeletons, 0).getBoundingClientRect().height).to.equal(40);
    expect(header.getBoundingClientRect().height).to.equal(60);
    const searchStart = shadowQuery(header, '.search').getBoundingClientRect().left;
    await expect(header).to.be.accessible();

    header.loading = false;
    await settle(header);
    await regionMenu(header).updateComplete;
    expect(shadowQuery(regionMenu(header), 'button').getBoundingClientRect().height).to.equal(40);
    expect(header.getBoundingClientRect().height).to.equal(60);
    // The search area does not move when the menus arrive.
    expect(shadowQuery(header, '.search').getBoundingClientRect().left).to.equal(searchStart);
  });

  it('lets region selection and sign-out bubble out of the header', async () => {
    const header = await renderHeader();
    const regions = regionMenu(header);
    await regions.updateComplete;
    shadowQuery(regions, 'button').focus();
    await sendKeys({ press: 'ArrowDown' });
    await regions.updateComplete;
    await sendKeys({ press: 'ArrowDown' });
    const selected = oneEvent<RegionSelectEvent>(header, 'console-region-select');
    await sendKeys({ press: 'Enter' });
    expect((await selected).region).to.equal('eu-frankfurt-1');

    const user = userMenu(header);
    await user.updateComplete;
    shadowQuery(user, 'button').click();
    await user.updateComplete;
    await expect(header).to.be.accessible();
    const signedOut = oneEvent(header, 'console-sign-out');
    shadowQuery(user, '[data-action="sign-out"]').click();
    expect((await signedOut).type).to.equal('console-sign-out');
  });

  it('records what users do through the telemetry it is given, never the query', async () => {
    const events: string[] = [];
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    new ContextProvider(wrapper, {
      context: telemetryContext,
      initialValue: { track: event => events.push(`${event.category}:${event.name}`) },
    });
    const header = document.createElement('console-header');
    Object.assign(header, { regions: REGIONS, activeRegion: 'us-ashburn-1', user: USER, developerTools: SEPARATE });
    wrapper.append(header);
    await header.updateComplete;
    header.dispatchEvent(new RegionSelectEvent('us-phoenix-1'));
    header.dispatchEvent(new SignOutEvent());
    shadowQuery<HTMLButtonElement>(header, '.dev-tool').click();
    shadowQuery<HTMLInputElement>(header, '#search-input').value = 'secret project';
    shadowQuery<HTMLFormElement>(header, '#search-form').requestSubmit();
    expect(events).to.deep.equal([
      'analytics:header.region-select',
      'analytics:header.sign-out',
      'analytics:header.dev-tool-open.cloud-shell',
      'analytics:header.search-submit',
    ]);
  });

  it('renders no user menu without a user', async () => {
    const header = await fixture<ConsoleHeader>(html`<console-header active-region="us-ashburn-1"></console-header>`);
    expect(shadowQueryOptional(header, 'console-user-menu')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-region-menu')).not.to.equal(null);
  });

  it('speaks German when the locale changes', async () => {
    const header = await renderHeader(FULL);
    try {
      await activateLocale('de');
      await header.updateComplete;
      expect(shadowQuery<HTMLInputElement>(header, '#search-input').placeholder).to.equal(
        'Ressourcen, Services, Dokumentation und Marketplace durchsuchen'
      );
      expect(shadowQuery(header, '.bell').getAttribute('aria-label')).to.equal('Ankündigungen, 3 ungelesen');
      expect(shadowQuery(header, '[data-tool="code-editor"]').getAttribute('aria-label')).to.equal('Code-Editor');
    } finally {
      await activateLocale('en');
    }
  });
});
