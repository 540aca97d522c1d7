// The start-up sequence (spec 3 §1, spec 1 §4): session → capabilities → render → locale → analytics →
// session timers and plugins. Loaded by src/main.ts once the header skeleton has painted; React arrives later
// still, with the first island that needs it.
import '../elements/console-status-page/console-status-page.ts';
import '../elements/console-message-bar/console-message-bar.ts';
import '../elements/console-app/console-app.ts';
import { errorScreenFor } from './domain/console-failure.ts';
import { addCatalogPart } from './i18n/i18n.ts';
import { HOME_TEXTS } from '../islands/home/home-texts.ts';
import { CONSOLE_READY_EVENT, whenIdle, whenReadyAndIdle } from './idle.ts';
import { matchRoute } from './router/route-table.ts';
import { initTelemetry, track } from './services/telemetry.ts';
import { $activeRegion, initActiveRegion } from '../stores/active-region.ts';
import { $capabilities, loadCapabilities } from '../stores/capabilities.ts';
import { enterPhase, failConsole, failOnCapabilities } from '../stores/console.ts';
import { initLocale, preloadLocaleFor } from '../stores/locale.ts';
import { $tenancy, $user, loadAccount } from '../stores/account.ts';
import { loadPreferences } from '../stores/preferences.ts';
import { showMessage, watchServices, watchStorage, watchUnexpectedErrors } from '../stores/messages.ts';
import { loadPluginRegistry } from '../stores/plugins.ts';
import { loadRegions } from '../stores/regions.ts';
import { $location, startRouting } from '../stores/route.ts';
import { ensureNavigationMenu, noteVisit } from '../stores/navigation-state.ts';
import { $toasts as $pluginToasts, dismissToast as dismissPluginToast } from '../stores/plugin-toasts.ts';
import { preloadPluginContainers } from '../elements/console-app/lazy-plugin-containers.ts';
import { loadEachOnce } from '../elements/console-app/islands.ts';
import { applyThemePreviewFromUrl } from '../stores/theme.ts';
import { forwardToasts } from '../stores/toasts.ts';
import { applyOverridesFromUrl } from '../stores/plugin-override.ts';
import { $session, initSession } from '../stores/session.ts';
import { holdBannerReserve, releaseBannerReserve } from '../stores/banner-reserve.ts';

const islands = {
  // Home's texts (catalog area `home`, the active locale's chunk) arrive with it.
  home: () => Promise.all([import('../islands/home/home.element.ts'), addCatalogPart(HOME_TEXTS)]),
  // The flyout, with its texts (catalog area `search`): it never renders a message id.
  searchFlyout: () => import('../islands/search-flyout/search-flyout-loader.ts').then(m => m.loadSearchFlyout()),
  // The search page, with its texts (catalog area `search-page`).
  searchPage: () => import('../islands/search-page/search-page-loader.ts').then(m => m.loadSearchPage()),
  // The quick starts page, with its texts (catalog area `quickstarts`).
  quickstarts: () => import('../islands/quickstarts/quickstarts-loader.ts').then(m => m.loadQuickstarts()),
  // Every dialog (islands/dialogs/), with its texts (catalog area `dialogs`).
  dialogs: () => import('../islands/dialogs/dialogs-loader.ts').then(m => m.loadDialogs()),
  // The console settings side panel (islands/settings-panel/), with its texts (catalog area `settings`).
  settingsPanel: () => import('../islands/settings-panel/settings-panel-loader.ts').then(m => m.loadSettingsPanel()),
  // The contextual help panel (islands/help-panel/), with its texts (catalog area `help`).
  helpPanel: () => import('../islands/help-panel/help-panel-loader.ts').then(m => m.loadHelpPanel()),
  // The feedback panel (islands/feedback-panel/), with its texts (catalog area `feedback`).
  feedbackPanel: () => import('../islands/feedback-panel/feedback-panel-loader.ts').then(m => m.loadFeedbackPanel()),
  // The SE trial terms (islands/se-trial/), with their texts (catalog area `account`).
  seTrial: () => import('../islands/se-trial/se-trial-loader.ts').then(m => m.loadSeTrial()),
  // The getting-started checklist (islands/checklist/), with its texts (catalog area `checklist`).
  checklist: () => import('../islands/checklist/checklist-loader.ts').then(m => m.loadChecklist()),
};

/** Runs the start-up sequence. */
export async function start(): Promise<void> {
  // Never a silent failure: uncaught errors show the unexpected-problem banner; storage trouble and a service that
  // stops answering are said once.
  watchUnexpectedErrors();
  watchStorage();
  watchServices();
  const app = document.querySelector('console-app');
  // Ready, then idle: a plugin page in the same process has had its turn with the context by then.
  const consoleReady = new Promise<void>(resolve => {
    if (app) app.addEventListener(CONSOLE_READY_EVENT, () => whenIdle(resolve), { once: true });
    else resolve();
  });
  if (app) {
    app.loadIsland = loadEachOnce(islands);
    app.telemetry = { track };
  }

  enterPhase('session');
  let signedIn: boolean;
  try {
    signedIn = await initSession();
  } catch {
    // A sign-in callback that cannot be trusted (state mismatch, malformed token): say so, then sign in again.
    await initLocale({ browser: navigator.languages });
    releaseBannerReserve();
    failConsole({ kind: 'INIT_APP_FAILURE', screen: errorScreenFor('invalid-sign-in', 1), otherRegions: [] });
    enterPhase('ready');
    return;
  }
  if (!signedIn) return;
  const claims = $session.get().claims;
  if (!claims) return;
  const url = new URL(window.location.href);
  initActiveRegion(url, claims.issuer_region);
  const localeCandidates = {
    query: url.searchParams.get('locale'),
    token: claims.user_lang,
    browser: navigator.languages,
  };
  // Fetched now, used in their own phases: the order of the phases stays, the waiting overlaps. Preferences end
  // within 3 seconds whatever happens (spec 3 §9), so the locale phase may wait for their language.
  const registry = loadPluginRegistry();
  // The tenancy write probe waits until the console is ready (src/page-data.ts).
  const preferences = loadPreferences({ probe: false });
  preloadLocaleFor(localeCandidates);
  // The first page's island is fetched beside the start-up calls instead of after them.
  const firstRoute = matchRoute(url, { prefixes: [] }, { saasScope: false }).kind;
  if (firstRoute === 'home') void islands.home();
  if (firstRoute === 'search') void islands.searchPage();
  if (firstRoute === 'quickstarts') void islands.quickstarts();
  // A page the shell does not know without the registry is most likely a plugin's: its containers and the plugin host
  // (lazy-plugin-containers.ts; Home and the other shell pages never load them before they are ready) come now too.
  if (firstRoute === 'not-found') void preloadPluginContainers().catch(() => undefined);

  // The header's user and tenancy are asked for beside the capabilities, and attached once those have passed.
  let account = loadAccount();

  enterPhase('capabilities');
  let capabilities = await loadCapabilities();
  if (capabilities.status === 'failed' && capabilities.failure === 'region-down') {
    // A region the tenancy does not subscribe to (or one its identity domain has not replicated to) leads to the home
    // region or the domain's home region (spec 1 §8), not to an error screen: the regions store moves the active
    // region, and the capabilities (and the account) are asked again there.
    const before = $activeRegion.get();
    await loadRegions();
    if ($activeRegion.get() !== before) {
      account = loadAccount();
      capabilities = await loadCapabilities();
    }
  }

  if (capabilities.status === 'ready' || capabilities.status === 'cached') {
    account = account.then(attachAccountInfo);
    // Start-up data for the header: the calls run while the locale loads.
    void loadRegions();
  }

  enterPhase('render');
  enterPhase('locale');
  await preferences;
  await initLocale(localeCandidates);

  if (capabilities.status === 'failed' && capabilities.failure) {
    // An error screen shows no banners: no room is kept for them.
    releaseBannerReserve();
    await failOnCapabilities(capabilities.failure);
    return;
  }

  enterPhase('analytics');
  initTelemetry({ consent: url.searchParams.get('telemetry') !== 'false' });

  enterPhase('session-and-plugins');
  await registry;
  // Overrides are checked against the registry's plugin names, so they are read once it is there.
  applyOverridesFromUrl(new URL(window.location.href));
  applyThemePreviewFromUrl(new URL(window.location.href));
  // Pages count as visited from the first on; the menu records them once it knows its items. Its registry loads once
  // the console is ready and idle: building the menu for every store that changes during start-up cost the first page
  // ~40 ms of main thread at 4x, and the menu is only created after ready (opening it or searching earlier loads it).
  $location.subscribe(({ pathname }) => noteVisit(pathname));
  whenReadyAndIdle(ensureNavigationMenu);
  // Plugin toasts show as the console's own toasts (queue, timers, severities).
  forwardToasts($pluginToasts, dismissPluginToast);
  startRouting({ saasScope: $capabilities.get().data?.accountInfo.hasSaasSubscription === true });
  // After the first route: the room kept for banners is given back at the user's first navigation from here.
  holdBannerReserve(claims.sub);
  enterPhase('ready');
  track({ category: 'metrics', name: 'console-started' });
  // The rest of the start-up data loads once the console is ready (console-app says so once the first route, a plugin
  // page with its context, is on screen), in its own chunk so it never competes with the first page.
  void Promise.all([account, consoleReady])
    .then(() => import('./page-data.ts'))
    .then(({ loadPageData }) => loadPageData(url));
}

/** Fills the tenancy's account info from the capabilities answer and says so when the user could not be loaded. */
function attachAccountInfo(): void {
  const tenancy = $tenancy.get();
  const accountInfo = $capabilities.get().data?.accountInfo ?? null;
  if (tenancy.value) $tenancy.set({ ...tenancy, value: { ...tenancy.value, accountInfo } });
  // 'Something went wrong. Please try again later.' (spec 3 §8); the token's name and tenancy stay on screen.
  if ($user.get().error === 'user-load-failed') showMessage('user-load-failed');
}
