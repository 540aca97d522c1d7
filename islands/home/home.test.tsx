import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import type { CapabilitiesResponse } from '../../src/services/identity.ts';
import { COMPUTE_ONLY_REGISTRY as REGISTRY } from '../../test/plugin-registry-fixture.ts';
import { $tenancy, type ConsoleTenancy } from '../../stores/account.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { $capabilities } from '../../stores/capabilities.ts';
import { $locale } from '../../stores/locale.ts';
import { $pluginRegistry } from '../../stores/plugins.ts';
import { $regions } from '../../stores/regions.ts';
import { $location, $route, startRouting, stopRouting } from '../../stores/route.ts';
import { ConsoleHome } from './home.element.ts';

/** Account info of a tenancy, with or without SaaS subscriptions. */
function capabilities(hasSaasSubscription: boolean): CapabilitiesResponse {
  return {
    accountInfo: {
      limitsProvisioned: true,
      suspended: false,
      freeTierEnabled: false,
      freeTierOnly: false,
      promotionStatus: 'NONE',
      accountStatus: 'ACTIVE',
      intentToPay: true,
      promotionUpgraded: false,
      accountFlags: 0,
      programType: 'PAID',
      hasSaasSubscription,
    },
    capabilities: { cloudShell: true, codeEditor: true },
  };
}

/** A tenancy as the home page reads it: name and OCID (the rest does not matter here). */
function tenancy(ocid: string, name: string): ConsoleTenancy {
  return { ocid, name, homeRegionKey: 'IAD' } as ConsoleTenancy;
}

/** Puts a loaded account into the stores the way start-up does: tenancy, regions, active region, capabilities. */
function signIn({ saasScope = false }: { saasScope?: boolean } = {}): void {
  $tenancy.set({ status: 'ready', value: tenancy('ocid1.tenancy.oc1..x', 'acme-corp'), error: null });
  $regions.set({
    status: 'ready',
    items: [
      { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)', isHome: true },
      { name: 'us-phoenix-1', key: 'PHX', friendlyName: 'US West (Phoenix)', isHome: false },
    ],
    homeRegionName: 'us-ashburn-1',
  });
  $activeRegion.set('us-phoenix-1');
  $capabilities.set({ status: 'ready', data: capabilities(saasScope), failure: null });
}

/** Renders `console-home` and waits for React to paint. */
async function renderHome(): Promise<ConsoleHome> {
  const element = await fixture<ConsoleHome>(html`<console-home></console-home>`);
  await waitUntil(() => element.shadowRoot?.querySelector('[role="tablist"]'), 'Home did not render');
  return element;
}

/** Shadow root query that fails loudly. */
function query<T extends Element = HTMLElement>(element: ConsoleHome, selector: string): T {
  const found = element.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

function tabs(element: ConsoleHome): HTMLElement[] {
  return [...(element.shadowRoot?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
}

function selectedTab(element: ConsoleHome): HTMLElement {
  return query(element, '[role="tab"][aria-selected="true"]');
}

function summary(element: ConsoleHome): (string | null)[] {
  return [...(element.shadowRoot?.querySelectorAll('.account dd') ?? [])].map(value => value.textContent);
}

// The stores' values before any test, restored after each one.
const initial = {
  tenancy: $tenancy.get(),
  regions: $regions.get(),
  activeRegion: $activeRegion.get(),
  capabilities: $capabilities.get(),
  route: $route.get(),
  location: $location.get(),
  locale: $locale.get(),
  registry: $pluginRegistry.get(),
};
const startUrl = window.location.href;

before(async () => {
  await activateLocale('en');
});

afterEach(async () => {
  stopRouting();
  history.replaceState(null, '', startUrl);
  $tenancy.set(initial.tenancy);
  $regions.set(initial.regions);
  $activeRegion.set(initial.activeRegion);
  $capabilities.set(initial.capabilities);
  $route.set(initial.route);
  $location.set(initial.location);
  $locale.set(initial.locale);
  $pluginRegistry.set(initial.registry);
  await activateLocale('en');
});

describe('console-home', () => {
  it('shows Infrastructure and Dashboard without SaaS scope, Infrastructure selected', async () => {
    signIn();
    const element = await renderHome();
    expect(tabs(element).map(tab => tab.textContent)).to.deep.equal(['Infrastructure', 'Dashboard']);
    expect(selectedTab(element).textContent).to.equal('Infrastructure');
    await expect(element).to.be.accessible();
  });

  it('adds Applications for SaaS scope and selects it by default', async () => {
    signIn({ saasScope: true });
    $route.set({ kind: 'home', tab: 'applications' });
    const element = await renderHome();
    expect(tabs(element).map(tab => tab.textContent)).to.deep.equal(['Applications', 'Infrastructure', 'Dashboard']);
    expect(selectedTab(element).textContent).to.equal('Applications');
    // The Applications slot: its deferred chunk renders the environments and subscriptions panels.
    await waitUntil(() => element.shadowRoot?.querySelector('[role="tabpanel"]:not([hidden]) .apps-panel h2'));
    expect(query(element, '[role="tabpanel"]:not([hidden]) h2').textContent).to.equal('Service environments');
    await expect(element).to.be.accessible();
  });

  it('shows the Applications tab once capabilities report a SaaS subscription', async () => {
    signIn();
    const element = await renderHome();
    expect(tabs(element)).to.have.length(2);
    $capabilities.set({ status: 'ready', data: capabilities(true), failure: null });
    await waitUntil(() => tabs(element).length === 3);
    expect(tabs(element)[0]?.textContent).to.equal('Applications');
  });

  it('ignores an applications route without SaaS scope', async () => {
    signIn();
    $route.set({ kind: 'home', tab: 'applications' });
    const element = await renderHome();
    expect(selectedTab(element).textContent).to.equal('Infrastructure');
  });

  it('selects the tab the route names', async () => {
    signIn();
    $route.set({ kind: 'home', tab: 'dashboard' });
    const element = await renderHome();
    expect(selectedTab(element).textContent).to.equal('Dashboard');
    $route.set({ kind: 'home', tab: 'infrastructure' });
    await waitUntil(() => selectedTab(element).textContent === 'Infrastructure');
  });

  it('wires tabs and panels for assistive technology', async () => {
    signIn({ saasScope: true });
    $route.set({ kind: 'home', tab: 'dashboard' });
    const element = await renderHome();
    const ids = tabs(element).map(tab => tab.id);
    expect(new Set(ids).size).to.equal(ids.length);
    const testIds = tabs(element).map(tab => tab.dataset.testid);
    expect(testIds).to.deep.equal(['home-tab-applications', 'home-tab-infrastructure', 'home-tab-dashboard']);
    for (const tab of tabs(element)) {
      const panel = query(element, `#${tab.getAttribute('aria-controls')}`);
      expect(panel.getAttribute('role')).to.equal('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
      expect(panel.hidden).to.equal(tab.getAttribute('aria-selected') !== 'true');
      expect(tab.tabIndex).to.equal(tab.getAttribute('aria-selected') === 'true' ? 0 : -1);
    }
    expect(query(element, '[role="tablist"]').getAttribute('aria-labelledby')).to.equal('home-title');
  });

  it('greets the tenancy and offers the six quick actions as links', async () => {
    signIn();
    const element = await renderHome();
    expect(query(element, 'h2').textContent).to.equal('Welcome to acme-corp');
    const links = [...(element.shadowRoot?.querySelectorAll<HTMLAnchorElement>('.tiles a') ?? [])];
    expect(links.map(link => link.getAttribute('href'))).to.deep.equal([
      '/compute/instances/create',
      '/db/adb/atp?open=create-database',
      '/db/adb/adw?open=create-database',
      '/networking/vcns?open=networking-quickstart',
      '/resourcemanager/stacks/create?preSelectedSolutionId=mushop',
      '/object-storage/buckets?open=create-object-storage-bucket',
    ]);
    expect(links[0]?.textContent).to.equal('Create a VM instance2–6 min');
    expect(links[3]?.querySelector('.tile-duration')?.textContent).to.equal('2–3 min');
  });

  it('summarises the account from the tenancy, regions and active region stores', async () => {
    signIn();
    const element = await renderHome();
    expect(summary(element)).to.deep.equal(['acme-corp', 'US East (Ashburn)', 'US West (Phoenix)']);
    $activeRegion.set('us-ashburn-1');
    await waitUntil(() => summary(element)[2] === 'US East (Ashburn)', 'the active region did not follow the store');
  });

  it('follows the account stores after rendering, and shows what is missing when they are cleared', async () => {
    signIn();
    const element = await renderHome();
    $tenancy.set({ status: 'ready', value: tenancy('ocid1.tenancy.oc1..y', 'globex'), error: null });
    await waitUntil(() => query(element, 'h2').textContent === 'Welcome to globex', 'the greeting did not update');
    expect(summary(element)[0]).to.equal('globex');
    $tenancy.set({ status: 'failed', value: null, error: 'tenancy-load-failed' });
    await waitUntil(() => query(element, 'h2').textContent === 'Welcome');
    $regions.set({ status: 'failed', items: [], homeRegionName: null });
    await waitUntil(() => summary(element)[1] === 'Not available');
    expect(summary(element)[0]).to.equal('Not available');
  });

  it('shows the Dashboard slot, loading until the user’s dashboards are read', async () => {
    $route.set({ kind: 'home', tab: 'dashboard' });
    const element = await renderHome();
    expect(query(element, '[role="tabpanel"]:not([hidden]) .dash-ph')).to.not.equal(null);
    await expect(element).to.be.accessible();
  });

  it('re-renders in the new language', async () => {
    signIn();
    const element = await renderHome();
    expect(query(element, '.home').lang).to.equal('en');
    await activateLocale('de');
    $locale.set('de');
    await waitUntil(() => selectedTab(element).textContent === 'Infrastruktur');
    expect(query(element, 'h2').textContent).to.equal('Willkommen bei acme-corp');
    expect(query(element, '.home').lang).to.equal('de');
    await expect(element).to.be.accessible();
  });

  it('shows the stores as they are when it is defined after the page created it', async () => {
    signIn();
    $route.set({ kind: 'home', tab: 'dashboard' });
    // Elements of a document without a window stay undefined until they join this one: the lazy-loading case.
    const element = document.adoptNode(document.implementation.createHTMLDocument('').createElement('console-home'));
    document.body.append(element);
    try {
      expect(element).to.be.instanceOf(ConsoleHome);
      await waitUntil(() => element.shadowRoot?.querySelector('[role="tab"][aria-selected="true"]'));
      expect(selectedTab(element).textContent).to.equal('Dashboard');
    } finally {
      element.remove();
    }
  });

  it('styles itself with adopted stylesheets, not style elements', async () => {
    const element = await renderHome();
    // Home's own sheet first; widgets that have loaded (at idle time) add theirs after it.
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets.length).to.be.at.least(1);
    expect(sheets.every(sheet => sheet instanceof CSSStyleSheet)).to.equal(true);
    expect(element.shadowRoot?.querySelector('style')).to.equal(null);
    expect(getComputedStyle(query(element, '.tiles')).display).to.equal('grid');
  });
});

describe('console-home with the console router', () => {
  it('moves focus and selection with the arrow keys, Home and End, and changes the URL', async () => {
    signIn();
    startRouting({ saasScope: false });
    const element = await renderHome();
    expect(selectedTab(element).textContent).to.equal('Infrastructure');
    selectedTab(element).focus();

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(element).textContent === 'Dashboard');
    expect(window.location.pathname).to.equal('/dashboard');
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Dashboard');

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(element).textContent === 'Infrastructure');
    expect(window.location.pathname).to.equal('/');
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Infrastructure');

    await sendKeys({ press: 'End' });
    await waitUntil(() => window.location.pathname === '/dashboard');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => window.location.pathname === '/');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => selectedTab(element).textContent === 'Dashboard');
    expect(window.location.pathname).to.equal('/dashboard');
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Dashboard');
  });

  it('selects a focused tab with Enter and Space', async () => {
    signIn({ saasScope: true });
    startRouting({ saasScope: true });
    const element = await renderHome();
    expect(selectedTab(element).textContent).to.equal('Applications');
    query(element, '[data-testid="home-tab-dashboard"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => selectedTab(element).textContent === 'Dashboard');
    expect(window.location.pathname).to.equal('/dashboard');
    query(element, '[data-testid="home-tab-infrastructure"]').focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => selectedTab(element).textContent === 'Infrastructure');
    // With SaaS scope, / opens Applications, so Infrastructure has a path of its own.
    expect(window.location.pathname).to.equal('/infrastructure');
  });

  it('changes the URL on click, and leaves it alone for the selected tab', async () => {
    signIn({ saasScope: true });
    history.replaceState(null, '', '/dashboard');
    startRouting({ saasScope: true });
    const element = await renderHome();
    expect(selectedTab(element).textContent).to.equal('Dashboard');
    const historyLength = history.length;
    query(element, '[data-testid="home-tab-dashboard"]').click();
    expect(history.length).to.equal(historyLength);
    query(element, '[data-testid="home-tab-applications"]').click();
    await waitUntil(() => selectedTab(element).textContent === 'Applications');
    expect(window.location.pathname).to.equal('/applications');
    expect(history.length).to.equal(historyLength + 1);
  });

  it('routes a quick action link inside the shadow root without reloading the page', async () => {
    signIn();
    $pluginRegistry.set(REGISTRY);
    startRouting({ saasScope: false });
    const element = await renderHome();
    // A reload would start a fresh page without this marker.
    const marker = Symbol('same page');
    Object.assign(window, { [marker]: true });
    query(element, '[data-testid="home-quick-action-compute-instance"]').click();
    expect($route.get()).to.deep.equal({ kind: 'plugin', prefix: '/compute', path: '/compute/instances/create' });
    expect(window.location.pathname).to.equal('/compute/instances/create');
    expect(marker in window).to.equal(true);
  });

  it('leaves modified clicks to the browser', async () => {
    signIn();
    $pluginRegistry.set(REGISTRY);
    startRouting({ saasScope: false });
    const element = await renderHome();
    let routerTookIt = true;
    // Runs after the router's listener; stops the browser from actually opening the link.
    const watch = (event: MouseEvent): void => {
      routerTookIt = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    try {
      const link = query(element, '[data-testid="home-quick-action-compute-instance"]');
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
      expect(routerTookIt).to.equal(false);
      expect($route.get()).to.deep.equal({ kind: 'home', tab: 'infrastructure' });
    } finally {
      document.removeEventListener('click', watch);
    }
  });
});
