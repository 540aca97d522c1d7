import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { createConsoleRouter, type ConsoleRouter } from '../../src/router/router.ts';
import type { RouteMatch } from '../../src/router/route-table.ts';
import { ConsoleHome } from './home.element.ts';
import type { HomeProps } from './interfaces.ts';

/** Renders `console-home` with properties set the way the shell sets them, and waits for React to paint. */
async function renderHome(props: HomeProps = {}): Promise<ConsoleHome> {
  // Properties first, then connection: the first render already has them, so waiting for it is enough.
  const element = Object.assign(document.createElement('console-home'), props);
  await fixture(html`<div>${element}</div>`);
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

/** A navigate prop that behaves like the shell: the URL changes, the route sets `tab`. */
function shellNavigate(element: () => ConsoleHome, calls: string[]): (path: string) => void {
  const tabForPath: Record<string, string> = {
    '/': 'infrastructure',
    '/infrastructure': 'infrastructure',
    '/dashboard': 'dashboard',
    '/applications': 'applications',
  };
  return path => {
    calls.push(path);
    element().tab = tabForPath[path];
  };
}

const ACCOUNT = { tenancyName: 'acme-corp', homeRegion: 'US East (Ashburn)', activeRegion: 'US West (Phoenix)' };

before(async () => {
  await activateLocale('en');
});

describe('console-home', () => {
  it('shows Infrastructure and Dashboard without SaaS scope, Infrastructure selected', async () => {
    const element = await renderHome(ACCOUNT);
    expect(tabs(element).map(tab => tab.textContent)).to.deep.equal(['Infrastructure', 'Dashboard']);
    expect(selectedTab(element).textContent).to.equal('Infrastructure');
    await expect(element).to.be.accessible();
  });

  it('adds Applications for SaaS scope and selects it by default', async () => {
    const element = await renderHome({ ...ACCOUNT, saasScope: true });
    expect(tabs(element).map(tab => tab.textContent)).to.deep.equal(['Applications', 'Infrastructure', 'Dashboard']);
    expect(selectedTab(element).textContent).to.equal('Applications');
    expect(query(element, '[role="tabpanel"]:not([hidden]) h2').textContent).to.equal('No SaaS applications yet');
    await expect(element).to.be.accessible();
  });

  it('ignores an applications tab without SaaS scope', async () => {
    const element = await renderHome({ tab: 'applications' });
    expect(selectedTab(element).textContent).to.equal('Infrastructure');
  });

  it('wires tabs and panels for assistive technology', async () => {
    const element = await renderHome({ ...ACCOUNT, saasScope: true, tab: 'dashboard' });
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

  it('moves focus and selection with the arrow keys, Home and End, and asks for the tab path', async () => {
    const calls: string[] = [];
    const element: ConsoleHome = await renderHome({ ...ACCOUNT, navigate: shellNavigate(() => element, calls) });
    selectedTab(element).focus();

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(element).textContent === 'Dashboard');
    expect(calls).to.deep.equal(['/dashboard']);
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Dashboard');

    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(element).textContent === 'Infrastructure');
    expect(calls).to.deep.equal(['/dashboard', '/']);
    expect(element.shadowRoot?.activeElement?.textContent).to.equal('Infrastructure');

    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(calls).to.deep.equal(['/dashboard', '/', '/dashboard', '/', '/dashboard']);
  });

  it('selects a focused tab with Enter and Space', async () => {
    const calls: string[] = [];
    const element = await renderHome({ saasScope: true, navigate: path => calls.push(path) });
    query(element, '[data-testid="home-tab-dashboard"]').focus();
    await sendKeys({ press: 'Enter' });
    query(element, '[data-testid="home-tab-infrastructure"]').focus();
    await sendKeys({ press: 'Space' });
    // With SaaS scope, / opens Applications, so Infrastructure has a path of its own.
    expect(calls).to.deep.equal(['/dashboard', '/infrastructure']);
  });

  it('asks for the tab path on click', async () => {
    const calls: string[] = [];
    const element = await renderHome({ saasScope: true, tab: 'dashboard', navigate: path => calls.push(path) });
    query(element, '[data-testid="home-tab-applications"]').click();
    query(element, '[data-testid="home-tab-dashboard"]').click();
    expect(calls).to.deep.equal(['/applications']);
  });

  it('greets the tenancy and offers the six quick actions as links', async () => {
    const element = await renderHome(ACCOUNT);
    expect(query(element, 'h2').textContent).to.equal('Welcome to acme-corp');
    const links = [...(element.shadowRoot?.querySelectorAll<HTMLAnchorElement>('.tiles a') ?? [])];
    expect(links.map(link => link.getAttribute('href'))).to.deep.equal([
      '/compute/instances/create',
      '/db/adb/atp?open=create-database',
      '/db/adb/adw?open=create-database',
      '/networking/vcns?open=networking-quickstart',
      '/resourcemanager/stacks/create',
      '/object-storage/buckets?open=create-object-storage-bucket',
    ]);
    expect(links[0]?.textContent).to.equal('Create a VM instance2–6 min');
    expect(links[3]?.querySelector('.tile-duration')?.textContent).to.equal('2–3 min');
  });

  it('summarises the account', async () => {
    const element = await renderHome(ACCOUNT);
    const values = [...(element.shadowRoot?.querySelectorAll('.account dd') ?? [])].map(value => value.textContent);
    expect(values).to.deep.equal(['acme-corp', 'US East (Ashburn)', 'US West (Phoenix)']);
  });

  it('shows what is missing when the account has not loaded, and updates when it is cleared again', async () => {
    const element = await renderHome(ACCOUNT);
    element.tenancyName = '';
    await waitUntil(() => query(element, 'h2').textContent === 'Welcome');
    element.homeRegion = undefined;
    await waitUntil(() => query(element, '.account dd:nth-of-type(2)').textContent === 'Not available');
  });

  it('explains the empty Dashboard tab', async () => {
    const element = await renderHome({ tab: 'dashboard' });
    expect(query(element, '[role="tabpanel"]:not([hidden]) h2').textContent).to.equal('No dashboards pinned yet');
    await expect(element).to.be.accessible();
  });

  it('re-renders in the new language', async () => {
    const element = await renderHome({ ...ACCOUNT, locale: 'en' });
    try {
      await activateLocale('de');
      element.locale = 'de';
      await waitUntil(() => selectedTab(element).textContent === 'Infrastruktur');
      expect(query(element, '.home').lang).to.equal('de');
    } finally {
      await activateLocale('en');
    }
  });

  it('keeps properties the shell set before the element was defined', async () => {
    // Elements of a document without a window stay undefined until they join this one: the lazy-loading case.
    const inert = document.implementation.createHTMLDocument('').createElement('console-home') as ConsoleHome;
    Object.assign(inert, { tab: 'dashboard', tenancyName: 'early-corp' });
    const element = document.adoptNode(inert);
    document.body.append(element);
    try {
      expect(element).to.be.instanceOf(ConsoleHome);
      await waitUntil(() => element.shadowRoot?.querySelector('[role="tab"][aria-selected="true"]'));
      expect(selectedTab(element).textContent).to.equal('Dashboard');
      expect(element.tenancyName).to.equal('early-corp');
    } finally {
      element.remove();
    }
  });

  it('reads a bare saas-scope attribute as true', async () => {
    const element = await fixture<ConsoleHome>(html`<console-home saas-scope></console-home>`);
    await waitUntil(() => element.shadowRoot?.querySelector('[role="tablist"]'));
    expect(tabs(element)).to.have.length(3);
  });

  it('styles itself with an adopted stylesheet, not a style element', async () => {
    const element = await renderHome();
    expect(element.shadowRoot?.adoptedStyleSheets).to.have.length(1);
    expect(element.shadowRoot?.querySelector('style')).to.equal(null);
    expect(getComputedStyle(query(element, '.tiles')).display).to.equal('grid');
  });
});

describe('console-home with the console router', () => {
  const startUrl = window.location.href;
  let router: ConsoleRouter | undefined;

  afterEach(() => {
    router?.destroy();
    history.replaceState(null, '', startUrl);
  });

  it('routes a quick action link inside the shadow root without reloading the page', async () => {
    const routes: RouteMatch[] = [];
    router = createConsoleRouter({
      onRoute: match => routes.push(match),
      resolveRegistry: () => ({ prefixes: ['/compute'] }),
      options: { saasScope: false },
    });
    router.start();
    const element = await renderHome(ACCOUNT);
    query(element, '[data-testid="home-quick-action-compute-instance"]').click();
    expect(routes.at(-1)).to.deep.equal({ kind: 'plugin', prefix: '/compute', path: '/compute/instances/create' });
    expect(window.location.pathname).to.equal('/compute/instances/create');
  });

  it('replaces a redirected URL and leaves modified clicks to the browser', async () => {
    const routes: RouteMatch[] = [];
    router = createConsoleRouter({
      onRoute: match => routes.push(match),
      resolveRegistry: () => ({ prefixes: ['/compute'] }),
      options: { saasScope: false },
    });
    router.start();
    const historyLength = history.length;
    router.navigate('/a/compute/instances?region=x');
    expect(window.location.pathname + window.location.search).to.equal('/compute/instances?region=x');
    expect(history.length).to.equal(historyLength + 1);
    expect(routes.at(-1)).to.deep.equal({ kind: 'plugin', prefix: '/compute', path: '/compute/instances' });

    const element = await renderHome(ACCOUNT);
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
    } finally {
      document.removeEventListener('click', watch);
    }
  });
});
