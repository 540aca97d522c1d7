// The start-up sequence (spec 3 §1, spec 1 §4): session → capabilities → render → locale → analytics →
// session timers and plugins. Loaded by src/main.ts once the header skeleton has painted; React arrives later
// still, with the first island that needs it.
import '../elements/console-status-page/console-status-page.ts';
import '../elements/console-plugin-frame/console-plugin-frame.ts';
import '../elements/console-message-bar/console-message-bar.ts';
import '../elements/console-app/console-app.ts';
import { errorScreenFor } from './domain/console-failure.ts';
import { matchRoute } from './router/route-table.ts';
import { initTelemetry, track } from './services/telemetry.ts';
import { $activeRegion, initActiveRegion } from '../stores/active-region.ts';
import { $capabilities, loadCapabilities } from '../stores/capabilities.ts';
import { enterPhase, failConsole, failOnCapabilities } from '../stores/console.ts';
import { initLocale, preloadLocaleFor } from '../stores/locale.ts';
import { loadAccount } from '../stores/account.ts';
import { watchStorage, watchUnexpectedErrors } from '../stores/messages.ts';
import { loadPluginRegistry } from '../stores/plugins.ts';
import { $regions, loadRegions } from '../stores/regions.ts';
import { startRouting } from '../stores/route.ts';
import { $session, initSession, scheduleRenewal } from '../stores/session.ts';

const islands = {
  home: () => import('../islands/home/home.element.ts'),
};

/** Runs the start-up sequence. */
export async function start(): Promise<void> {
  // Never a silent failure: uncaught errors show the unexpected-problem banner, and storage trouble is said once.
  watchUnexpectedErrors();
  watchStorage();
  const app = document.querySelector('console-app');
  if (app) {
    app.loadIsland = name => islands[name]();
    app.telemetry = { track };
  }

  enterPhase('session');
  let signedIn: boolean;
  try {
    signedIn = await initSession();
  } catch {
    // A sign-in callback that cannot be trusted (state mismatch, malformed token): say so, then sign in again.
    await initLocale({ browser: navigator.languages });
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
  // Fetched now, used in their own phases: the order of the phases stays, the waiting overlaps.
  const registry = loadPluginRegistry();
  preloadLocaleFor(localeCandidates);
  if (matchRoute(url, { prefixes: [] }, { saasScope: false }).kind === 'home') void islands.home();

  enterPhase('capabilities');
  const capabilities = await loadCapabilities();

  if (capabilities.status === 'ready' || capabilities.status === 'cached') {
    // Start-up data for the header: the calls run while the locale loads.
    void loadAccount();
    void loadRegions();
  }

  enterPhase('render');
  enterPhase('locale');
  await initLocale(localeCandidates);

  if (capabilities.status === 'failed' && capabilities.failure) {
    await failOnCapabilities(capabilities.failure);
    return;
  }

  enterPhase('analytics');
  initTelemetry({ consent: url.searchParams.get('telemetry') !== 'false' });

  enterPhase('session-and-plugins');
  // The active region first, then the other subscribed regions (spec 1 §4: each in turn until one renews).
  scheduleRenewal(() => [$activeRegion.get(), ...$regions.get().items.map(region => region.name)]);
  await registry;
  startRouting({ saasScope: $capabilities.get().data?.accountInfo.hasSaasSubscription === true });
  enterPhase('ready');
  track({ category: 'metrics', name: 'console-started' });
}
