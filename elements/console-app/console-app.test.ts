import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { errorScreenFor } from '../../src/domain/console-failure.ts';
import type { TokenClaims } from '../../src/auth/token-claims.ts';
import type { PluginRegistry } from '../../src/services/plugin-registry.ts';
import { $user, type ConsoleUser } from '../../stores/account.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { $consoleFailure, $startupPhase } from '../../stores/console.ts';
import { $pluginRegistry } from '../../stores/plugins.ts';
import { $pluginStatus } from '../../stores/plugin-host.ts';
import { INITIAL_MAIN_PLUGIN } from '../../src/domain/plugin-containers.ts';
import { $regions } from '../../stores/regions.ts';
import { $location, $route } from '../../stores/route.ts';
import { $navigationMenu } from '../../stores/navigation.ts';
import { navigationMenu } from '../../emulator/plugins/navigation-data.ts';
import { $session } from '../../stores/session.ts';
import { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import { shadowQuery } from '../shared/shadow-query.ts';
import type { ConsoleApp } from './console-app.component.ts';
import type { ConsoleShell } from '../console-shell/console-shell.component.ts';
import './console-app.ts';
import '../console-shell/console-shell.ts';
import '../console-header/console-header.ts';
import '../console-loading/console-loading.ts';
import '../console-status-page/console-status-page.ts';
import '../console-plugin-frame/console-plugin-frame.ts';

const REGISTRY: PluginRegistry = {
  version: '3.1.7',
  source: 'remote',
  plugins: [
    {
      name: 'compute',
      pathPrefix: '/compute',
      urlTemplate: 'http://127.0.0.1:7071/{environment}/compute/?region={region}',
      queryParams: [],
      allowedEndpoints: [],
    },
  ],
  routes: [{ path: '/compute', plugin: 'compute' }],
} as PluginRegistry;

const START_URL = window.location.href;

/** Puts the stores where a finished start-up leaves them. */
function signedInAndReady(): void {
  $session.set({ status: 'signed-in', claims: { sub: 'ocid1.user.oc1..demo' } as TokenClaims });
  // The element reads the name and e-mail; the rest of the user does not matter here.
  $user.set({
    status: 'ready',
    value: { ocid: 'ocid1.user.oc1..demo', name: 'Demo User', email: 'demo@example.com' } as ConsoleUser,
    error: null,
  });
  $regions.set({
    status: 'ready',
    homeRegionName: 'us-ashburn-1',
    items: [
      { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)', isHome: true },
      { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)', isHome: false },
    ],
  });
  $activeRegion.set('us-ashburn-1');
  $pluginRegistry.set(REGISTRY);
  $startupPhase.set('ready');
}

const content = (app: ConsoleApp) => shadowQuery<ConsoleShell>(app, 'console-shell');
const header = (app: ConsoleApp) => shadowQuery(app, 'console-header');

describe('console-app', () => {
  before(async () => {
    await activateLocale('en');
  });

  afterEach(() => {
    $session.set({ status: 'unknown', claims: null });
    $user.set({ status: 'idle', value: null, error: null });
    $regions.set({ status: 'idle', items: [], homeRegionName: null });
    $pluginRegistry.set(null);
    $route.set(null);
    $location.set({ pathname: '/', search: '' });
    $consoleFailure.set(null);
    $pluginStatus.set(INITIAL_MAIN_PLUGIN);
    $startupPhase.set('session');
    $activeRegion.set('us-ashburn-1');
    sessionStorage.clear();
    window.history.replaceState(null, '', START_URL);
  });

  it('shows the loading skeleton, header included, until start-up is ready', async () => {
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    expect(content(app).querySelector('console-loading')).to.not.equal(null);
    expect(header(app).hasAttribute('loading')).to.equal(true);
    await expect(app).to.be.accessible();
  });

  it('replaces the skeleton from index.html with its own layout', async () => {
    const app = await fixture<ConsoleApp>(
      html`<console-app
        ><console-shell><console-loading></console-loading></console-shell
      ></console-app>`
    );
    expect(app.children.length).to.equal(0);
  });

  it('renders the route with the header filled in, and marks console:ready once', async () => {
    performance.clearMarks('console:ready');
    signedInAndReady();
    $route.set({ kind: 'not-found' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    const page = content(app).querySelector('console-status-page');
    expect(page?.getAttribute('kind')).to.equal('not-found');
    expect(header(app).hasAttribute('loading')).to.equal(false);
    await waitUntil(() => performance.getEntriesByName('console:ready').length === 1, 'console:ready was not marked');
    $route.set({ kind: 'moved', to: '/compute/instances' });
    await app.updateComplete;
    expect(performance.getEntriesByName('console:ready')).to.have.length(1);
    await expect(app).to.be.accessible();
  });

  /** A ready console on the 404 page that records the islands it asks for. */
  async function appAskingIslands(): Promise<{ app: ConsoleApp; asked: string[] }> {
    signedInAndReady();
    const asked: string[] = [];
    $route.set({ kind: 'not-found' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    app.loadIsland = async name => {
      asked.push(name);
    };
    await app.updateComplete;
    return { app, asked };
  }

  it('shows /search as the search page of the shell, loading its island only then', async () => {
    const { app, asked } = await appAskingIslands();
    expect(asked).to.not.include('searchPage');
    $location.set({ pathname: '/search', search: '?q=web' });
    $route.set({ kind: 'search' });
    await app.updateComplete;
    expect(asked).to.include('searchPage');
    expect(content(app).querySelector('console-search-page')).to.not.equal(null);
    expect(content(app).querySelector('console-plugin-frame')).to.equal(null);
  });

  it('shows the quick starts page and its manage view as a shell page, loading its island only then', async () => {
    const { app, asked } = await appAskingIslands();
    expect(asked).to.not.include('quickstarts');
    for (const view of ['list', 'manage'] as const) {
      $location.set({ pathname: `/resourcemanager/quickstarts${view === 'manage' ? '/manage' : ''}`, search: '' });
      $route.set({ kind: 'quickstarts', view });
      await app.updateComplete;
      expect(content(app).querySelector('console-quickstarts')).to.not.equal(null);
      expect(content(app).querySelector('console-status-page')).to.equal(null);
      expect(content(app).querySelector('console-plugin-frame')).to.equal(null);
    }
    expect(asked).to.include('quickstarts');
  });

  it('loads a plugin route from the registry in a frame on the plugin origin, in the active region', async () => {
    signedInAndReady();
    $activeRegion.set('eu-frankfurt-1');
    $location.set({ pathname: '/compute/instances', search: '?sort=name' });
    $route.set({ kind: 'plugin', prefix: '/compute', path: '/compute/instances' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    // The plugin containers and the plugin host load with the first plugin page (lazy-plugin-containers.ts).
    await waitUntil(() => content(app).querySelector('console-plugin-frame'), 'no plugin frame');
    const frame = content(app).querySelector('console-plugin-frame');
    if (!frame) throw new Error('no plugin frame');
    const src = new URL(frame.src);
    expect(src.origin).to.equal('http://127.0.0.1:7071');
    expect(src.pathname).to.equal('/local/compute/');
    expect(src.searchParams.get('region')).to.equal('eu-frankfurt-1');
    expect(src.searchParams.get('consolePath')).to.equal('/compute/instances?sort=name');
  });

  it('marks console:ready on a plugin route only once the plugin has its context, then defers the rest', async () => {
    performance.clearMarks('console:ready');
    signedInAndReady();
    $location.set({ pathname: '/compute/instances', search: '' });
    $route.set({ kind: 'plugin', prefix: '/compute', path: '/compute/instances' });
    $pluginStatus.set({ plugin: 'compute', status: 'PLUGIN_LOADING', error: null });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(performance.getEntriesByName('console:ready'), 'not before the handshake').to.have.length(0);
    // Until ready and idle, the footer's markdown and the banners wait.
    expect(content(app).footerDeferred).to.equal(true);
    expect(content(app).querySelector('console-banners')).to.equal(null);
    $pluginStatus.set({ plugin: 'compute', status: 'PLUGIN_INITIALIZED', error: null });
    await waitUntil(() => performance.getEntriesByName('console:ready').length === 1, 'console:ready was not marked');
    await waitUntil(() => !content(app).footerDeferred, 'the footer stayed deferred after ready');
    await waitUntil(() => content(app).querySelector('console-banners') !== null, 'no banners after ready');
  });

  it('builds the navigation menu, closed, once ready and idle, so the first open only shows it', async () => {
    signedInAndReady();
    $navigationMenu.set({ status: 'ready', registry: { ...navigationMenu('en'), source: 'remote' }, locale: 'en' });
    $route.set({ kind: 'not-found' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    try {
      await waitUntil(
        () => app.shadowRoot?.querySelector('console-nav-menu') !== null,
        'the navigation menu was not built after ready'
      );
      // Its definition is a chunk of its own: wait for it and for the element's first render.
      await customElements.whenDefined('console-nav-menu');
      const menu = app.shadowRoot?.querySelector('console-nav-menu');
      await menu?.updateComplete;
      expect(menu?.open).to.equal(false);
      const panel = menu?.shadowRoot?.querySelector('.panel');
      expect(panel?.checkVisibility({ visibilityProperty: true, opacityProperty: true })).to.equal(false);
    } finally {
      $navigationMenu.set({ status: 'idle', registry: null, locale: null });
    }
  });

  it('renders the header menus’ items, closed, once ready and idle, so a first opening costs no more than the next', async () => {
    signedInAndReady();
    $route.set({ kind: 'not-found' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    const menus = ['console-region-menu', 'console-user-menu', 'console-locale-menu'].map(tag =>
      shadowQuery<HTMLElement>(header(app), tag)
    );
    const items = (menu: HTMLElement) => menu.shadowRoot?.querySelectorAll('[role^="menuitem"]').length ?? 0;
    await waitUntil(() => menus.every(menu => items(menu) > 0), 'the header menus were not prepared after ready');
    // Still closed: the lists are hidden and the buttons say so.
    expect(menus.map(menu => shadowQuery(menu, '[role="menu"]').hidden)).to.deep.equal([true, true, true]);
    expect(menus.map(menu => shadowQuery(menu, 'button').getAttribute('aria-expanded'))).to.deep.equal([
      'false',
      'false',
      'false',
    ]);
  });

  it('answers a plugin prefix missing from the registry with the 404 page', async () => {
    signedInAndReady();
    $route.set({ kind: 'plugin', prefix: '/nothing-here', path: '/nothing-here' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    expect(content(app).querySelector('console-status-page')?.getAttribute('kind')).to.equal('not-found');
  });

  it('shows a start-up failure as an error screen, with a countdown for authentication errors', async () => {
    $consoleFailure.set({ kind: 'CAPABILITY_FAILURE', screen: errorScreenFor('session-expired', 1), otherRegions: [] });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    const page = content(app).querySelector('console-status-page');
    if (!page) throw new Error('no status page');
    expect(page.kind).to.equal('error');
    expect(page.message).to.equal('Your session timed out. To continue working, sign in again.');
    expect(page.countdownSeconds).to.equal(10);
    expect(header(app).hasAttribute('loading'), 'no endless skeleton over an error').to.equal(false);
    expect(content(app).footerDeferred, 'an error screen is the whole page: its footer shows').to.equal(false);
    expect(shadowQuery(header(app), '.menus').querySelector('console-region-menu')).to.equal(null);
  });

  it('offers the other subscribed regions when the region is unavailable', async () => {
    $consoleFailure.set({
      kind: 'REGION_DOWN',
      screen: errorScreenFor('region-down', 2),
      otherRegions: ['eu-frankfurt-1'],
    });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    const page = content(app).querySelector('console-status-page');
    expect(page?.links).to.deep.include({
      href: '/?region=eu-frankfurt-1',
      label: 'Continue in Germany Central (Frankfurt)',
    });
    expect(page?.countdownSeconds).to.equal(undefined);
  });

  it('switches the active region when the header reports a choice', async () => {
    signedInAndReady();
    $route.set({ kind: 'not-found' });
    const app = await fixture<ConsoleApp>(html`<console-app></console-app>`);
    header(app).dispatchEvent(new RegionSelectEvent('eu-frankfurt-1'));
    expect($activeRegion.get()).to.equal('eu-frankfurt-1');
    expect(new URL(window.location.href).searchParams.get('region')).to.equal('eu-frankfurt-1');
    await app.updateComplete;
    expect((header(app) as HTMLElement & { activeRegion: string }).activeRegion).to.equal('eu-frankfurt-1');
  });
});
