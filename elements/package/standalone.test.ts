import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { shadowQuery, shadowQueryAll } from '../shared/shadow-query.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
// The package's all-in-one entry, as a page without the console imports it: nothing else of the console is loaded.
import {
  setLocale,
  type BannerDismissEvent,
  type BannerItem,
  type BannerRunEvent,
  type ConsoleBanner,
  type ConsoleBanners,
  type ConsoleHeader,
  type ConsoleRegionMenu,
  type ConsoleToast,
  type ConsoleToasts,
  type ConsoleUserMenu,
  type RegionOption,
  type RegionSelectEvent,
  type SearchSubmitEvent,
  type ToastDismissEvent,
  type ToastHoldEvent,
  type ToastRunEvent,
  type ToastItem,
  type UserMenuModel,
} from './index.ts';
import { PACKAGE_ELEMENTS } from './package-elements.ts';

const REGIONS: RegionOption[] = [
  { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
  { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
];
const USER: UserMenuModel = { name: 'Ada Lovelace', email: 'ada@example.com', tenancyName: 'analytical', items: [] };

function loadedModules(): string[] {
  return performance.getEntriesByType('resource').map(entry => new URL(entry.name).pathname);
}

describe('the elements package, standalone (no console, no store, no network)', () => {
  before(async () => {
    // A desktop window: the header shows its menus on the bar rather than in the overflow drawer.
    await setViewport({ width: 1400, height: 900 });
    await linkDesignTokens();
    await setLocale('en');
  });

  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('data-console-theme');
  });

  after(async () => {
    await setLocale('en');
    await setViewport({ width: 800, height: 600 });
  });

  it('defines every packaged element and loads no store, service or HTTP module', () => {
    for (const tag of PACKAGE_ELEMENTS) expect(customElements.get(tag), tag).to.be.a('function');
    const modules = loadedModules();
    // The check sees the page's modules (the resource timing buffer was not full before the catalog runtime loaded).
    expect(modules).to.include('/src/i18n/i18n.ts');
    const console = modules.filter(path => /^\/(stores|src\/(services|http|auth|storage))\//.test(path));
    expect(console).to.deep.equal([]);
  });

  it('takes the header data through properties and reports region, sign-out and search as typed page events', async () => {
    const header = await fixture<ConsoleHeader>(
      html`<console-header .regions=${REGIONS} active-region="us-ashburn-1" .user=${USER}></console-header>`
    );
    const regionMenu = shadowQuery<ConsoleRegionMenu>(header, 'console-region-menu');
    await regionMenu.updateComplete;
    expect(shadowQuery(regionMenu, 'button').textContent).to.contain('US East (Ashburn)');

    // The events cross the shadow roots and reach the page, with their data as fields of the event class.
    const selected = oneEvent<RegionSelectEvent>(document, 'console-region-select');
    shadowQuery<HTMLButtonElement>(regionMenu, 'button').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    const region = await selected;
    expect(region.region).to.equal('eu-frankfurt-1');
    expect(region.bubbles && region.composed).to.equal(true);

    // The owner decides: the element shows the new region only once it is given.
    header.activeRegion = 'eu-frankfurt-1';
    await header.updateComplete;
    await regionMenu.updateComplete;
    expect(shadowQuery(regionMenu, 'button').textContent).to.contain('Germany Central (Frankfurt)');

    const userMenu = shadowQuery<ConsoleUserMenu>(header, 'console-user-menu');
    const signedOut = oneEvent(document, 'console-sign-out');
    shadowQuery(userMenu, 'button').click();
    await userMenu.updateComplete;
    shadowQuery<HTMLElement>(userMenu, '[data-action="sign-out"]').click();
    expect((await signedOut).composed).to.equal(true);

    shadowQuery<HTMLInputElement>(header, '#search-input').focus();
    await sendKeys({ type: 'object storage' });
    const searched = oneEvent<SearchSubmitEvent>(document, 'console-search-submit');
    await sendKeys({ press: 'Enter' });
    expect((await searched).query).to.equal('object storage');
    await expect(header).to.be.accessible();
  });

  it('switches language with setLocale, falling back to the base language, then English', async () => {
    const header = await fixture<ConsoleHeader>(
      html`<console-header .regions=${REGIONS} active-region="us-ashburn-1" .user=${USER}></console-header>`
    );
    const searchLabel = () => shadowQuery<HTMLInputElement>(header, '#search-input').placeholder;
    const english = searchLabel();
    expect(await setLocale('de-AT')).to.equal('de');
    await waitUntil(() => searchLabel() !== english, 'the header re-renders in German');
    expect(searchLabel()).to.match(/suchen/i);
    expect(await setLocale('xx')).to.equal('en');
    await waitUntil(() => searchLabel() === english);
  });

  it('lays out right to left and takes a theme from the page, with no change to the element', async () => {
    const header = await fixture<ConsoleHeader>(
      html`<console-header .regions=${REGIONS} active-region="us-ashburn-1" .user=${USER}></console-header>`
    );
    const nav = shadowQuery(header, '[part="nav-button"]');
    const background = () => getComputedStyle(header).backgroundColor;
    const redwood = background();
    expect(nav.getBoundingClientRect().left).to.be.below(header.getBoundingClientRect().width / 2);
    document.documentElement.setAttribute('dir', 'rtl');
    await header.updateComplete;
    expect(nav.getBoundingClientRect().right).to.be.above(header.getBoundingClientRect().width / 2);
    document.documentElement.setAttribute('data-console-theme', 'rainbow');
    expect(background()).not.to.equal(redwood);
    await expect(header).to.be.accessible();
  });

  it('shows the toasts it is given and leaves closing, running and timing to its owner', async () => {
    let toasts: ToastItem[] = [
      { id: 1, severity: 'success', message: 'Bucket created.' },
      { id: 2, severity: 'warning', message: 'Quota almost used.', actionLabel: 'Request more' },
    ];
    const area = await fixture<ConsoleToasts>(html`<console-toasts .toasts=${toasts}></console-toasts>`);
    const items = () => shadowQueryAll<ConsoleToast>(area, 'console-toast');
    expect(items().map(toast => toast.message)).to.deep.equal(['Bucket created.', 'Quota almost used.']);
    await expect(area).to.be.accessible();

    const ran = oneEvent<ToastRunEvent>(document, 'console-toast-run');
    shadowQuery<HTMLButtonElement>(items()[1] as ConsoleToast, '[part="action"]').click();
    expect((await ran).toastId).to.equal(2);

    const held = oneEvent<ToastHoldEvent>(document, 'console-toast-hold');
    shadowQuery<HTMLButtonElement>(items()[0] as ConsoleToast, '[part="close"]').focus();
    const hold = await held;
    expect([hold.toastId, hold.reason, hold.held]).to.deep.equal([1, 'focus', true]);

    // The owner removes the closed toast; focus moves on to the next one rather than to the page.
    area.addEventListener('console-toast-dismiss', event => {
      toasts = toasts.filter(toast => toast.id !== event.toastId);
      area.toasts = toasts;
    });
    const dismissed = oneEvent<ToastDismissEvent>(document, 'console-toast-dismiss');
    shadowQuery<HTMLButtonElement>(items()[0] as ConsoleToast, '[part="close"]').click();
    expect((await dismissed).toastId).to.equal(1);
    await area.updateComplete;
    expect(items().map(toast => toast.message)).to.deep.equal(['Quota almost used.']);
    await waitUntil(() => items()[0]?.matches(':focus-within'), 'focus moved to the remaining toast');
  });

  it('mounts the side panel, banner and message bar from properties alone, each accessible', async () => {
    const page = await fixture<HTMLDivElement>(
      html`<div>
        <console-banner
          severity="info"
          heading="Maintenance"
          .body=${'Tonight, 22:00 UTC.'}
          dismissible
        ></console-banner>
        <console-message-bar severity="error">The bucket could not be created.</console-message-bar>
        <console-side-panel open heading="Create bucket" primary-label="Create">
          <label>Name <input name="bucket" /></label>
        </console-side-panel>
      </div>`
    );
    const panel = page.querySelector('console-side-panel');
    await waitUntil(() => panel?.shadowRoot?.querySelector('h2'), 'the panel rendered its heading');
    const submitted = oneEvent(document, 'console-panel-submit');
    shadowQuery<HTMLButtonElement>(panel as HTMLElement, '[part="primary"]').click();
    expect((await submitted).composed).to.equal(true);
    await expect(page).to.be.accessible();
  });

  it('shows the banners it is given and reports close and action by key, moving focus on', async () => {
    let banners: BannerItem[] = [
      {
        key: 'maintenance',
        severity: 'warning',
        heading: 'Maintenance',
        body: 'Tonight, 22:00 UTC.',
        dismissible: true,
      },
      { key: 'preview', severity: 'info', body: 'You are previewing a theme.', actionLabel: 'End preview' },
    ];
    const list = await fixture<ConsoleBanners>(html`<console-banners .banners=${banners}></console-banners>`);
    const items = () => shadowQueryAll<ConsoleBanner>(list, 'console-banner');
    await Promise.all(items().map(item => item.updateComplete));
    expect(items().map(item => item.dataset['key'])).to.deep.equal(['maintenance', 'preview']);
    await expect(list).to.be.accessible();

    const ran = oneEvent<BannerRunEvent>(document, 'console-banner-run');
    shadowQuery<HTMLButtonElement>(items()[1] as ConsoleBanner, '[part="action"]').click();
    expect((await ran).key).to.equal('preview');

    list.addEventListener('console-banner-dismiss', event => {
      banners = banners.filter(banner => banner.key !== event.key);
      list.banners = banners;
    });
    const closed = oneEvent<BannerDismissEvent>(document, 'console-banner-dismiss');
    const close = shadowQuery<HTMLButtonElement>(items()[0] as ConsoleBanner, '[part="close"]');
    close.focus();
    close.click();
    expect((await closed).key).to.equal('maintenance');
    await list.updateComplete;
    expect(items().map(item => item.dataset['key'])).to.deep.equal(['preview']);
    await waitUntil(() => list.shadowRoot?.activeElement === items()[0], 'focus moved to the remaining banner');
  });
});
