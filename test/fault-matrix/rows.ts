// The expected behaviour of every call of the console under every fault (issue 20 point 1): one row per call site of
// the inventory (inventory.ts), its category, the behaviour the spec names per fault (spec 3 §7–§8, spec 2 §8, spec 1
// §8), and the probe that makes the call the way the console does and reads where it ended.
import type { ReadableAtom } from 'nanostores';
import { vi } from 'vitest';
import { scenario } from '../../emulator/cloud/scenarios.ts';
import { $capabilities, loadCapabilities } from '../../stores/capabilities.ts';
import { $tenancy, $user, loadAccount } from '../../stores/account.ts';
import { $regions, loadRegions } from '../../stores/regions.ts';
import { $pluginRegistry, loadPluginRegistry } from '../../stores/plugins.ts';
import { $preferences, loadPreferences, saveTenancyPreference, saveUserPreference } from '../../stores/preferences.ts';
import { $navigationMenu, loadDatabaseType, loadNavigationMenu } from '../../stores/navigation.ts';
import { $theme, loadTheme } from '../../stores/theme.ts';
import { $compartments, loadCompartments } from '../../stores/compartments.ts';
import { $purchaseEntitlements, loadPurchaseEntitlements } from '../../stores/purchase-entitlements.ts';
import { $organizationSubscriptions, loadOrganizationSubscriptions } from '../../stores/organization-subscriptions.ts';
import { $serviceEntitlements, loadServiceEntitlements } from '../../stores/service-entitlements.ts';
import { $serviceEnvironments, loadServiceEnvironments } from '../../stores/service-environments.ts';
import { $searchResults, loadSearchResults } from '../../stores/search-results.ts';
import { $searchPageDocumentation, loadPageDocumentation } from '../../stores/search-page.ts';
import { $galleryFeed, loadGallery } from '../../stores/gallery.ts';
import { $startExploring, loadStartExploring, resetStartExploring } from '../../stores/start-exploring.ts';
import { $helpLinks, $helpTopic, loadHelpLinks, showHelpTopic } from '../../stores/contextual-help.ts';
import { $dashboards, loadDashboards, saveDashboards } from '../../stores/dashboards.ts';
import { $appEnvironments, loadAppEnvironments } from '../../stores/applications.ts';
import { $announcementsBadge, loadAnnouncementsBadge } from '../../stores/announcements.ts';
import {
  $railBilling,
  $railFeed,
  $railMarketplace,
  $railSavings,
  $railStatusDocument,
  $railWhatsNew,
  resetRightRail,
  retryRailSource,
  type RailSourceName,
} from '../../stores/right-rail.ts';
import { $bannersLoaded, startBanners, stopBanners } from '../../stores/banners.ts';
import {
  $seTrial,
  acceptSeTrialTerms,
  closeGeneralTerms,
  openGeneralTerms,
  resetSeTrial,
  setHaveRead,
  startSeTrial,
} from '../../stores/se-trial.ts';
import { $session } from '../../stores/session.ts';
import { renewSession } from '../../stores/session-keeper.ts';
import { signOut as signOutAndLeave } from '../../stores/session.ts';
import {
  $feedbackDraft,
  $feedbackSubmission,
  changeFeedback,
  openFeedback,
  submitFeedbackDraft,
} from '../../stores/feedback.ts';
import type { PGlite } from '@electric-sql/pglite';
import { setFeatureFlags } from '../../src/feature-flags.ts';
import { PluginRequestError } from '../../src/plugins/plugin-host.ts';
import type { PluginRequest } from '../../src/plugins/protocol.ts';
import { LOCAL_KEYS, readLocalItem, writeLocalItem } from '../../src/storage/browser-storage.ts';
import { generateGuidedJourney, postExperimentAction } from '../../stores/experiment-calls.ts';
import { $guidedJourneyExperiment } from '../../stores/experiments.ts';
import { keepLanguage } from '../../stores/dialog-triggers.ts';
import { $searchColumns, clearSearch, configureSearch, setSearchText } from '../../stores/search.ts';
import { handlePluginRequest } from '../../stores/plugin-host.ts';
import type { FaultRequest } from '../local-cloud.ts';
import type { FaultKind } from './faults.ts';

/** What a cell ended in, in the words of the spec's error catalogue. */
export type Behaviour = string;

/** Where the call is made: before the console is ready, in the background after it, or when the user asks. */
export type Surface = 'start-up' | 'background' | 'on demand';

/** Makes the call as the console does and reads where it ended. */
export interface Probe {
  /** Runs once before the fault is injected, e.g. a successful load that fills the cache. */
  prime?: () => Promise<unknown>;
  /** The store action (or, for client rows, the client function) under the fault. */
  run: () => Promise<unknown>;
  /** The behaviour the store ended in; `outcome` is how `run` settled. */
  observe: (outcome: RunOutcome) => Behaviour;
}

/** How a probe's run settled. */
export type RunOutcome = { resolved: true; value: unknown } | { resolved: false; error: unknown };

/** A row: one call of the console, its expected behaviour per fault and its probe. */
export interface MatrixRow {
  /** The client module making the call (the inventory's `module`). */
  module: string;
  operation: string;
  /** The local cloud's service the fault targets, when the operation name alone is ambiguous. */
  service?: string;
  surface: Surface;
  /** What the spec makes of the call's failure: the row's category. */
  category: string;
  /** What the probe reads: `store` rows run the store's action, `client` rows the client function the store calls. */
  level: 'store' | 'client';
  /** The store (and field) whose end state is the behaviour. */
  observes: string;
  /** The behaviour for every fault not listed in `faults`. */
  otherwise: Behaviour;
  /** Per-fault behaviours where the spec names another (401 → sign-in, 404 → empty, …). */
  faults?: Partial<Record<FaultKind, Behaviour>>;
  /** The fault's target when the call's operation is not the local cloud's (the plugin host's signed fetch). */
  target?: { service: string; operation: string };
  /** Faults injected beside the cell's (a fallback call is asked only when the call before it failed). */
  alsoFailing?: FaultRequest[];
  /** The account the probe runs as (a scenario key); the demo user by default. */
  account?: string;
  /**
   * The cell runs on the fake clock whatever its fault: the store waits on timers of its own (a search's quiet time,
   * the back-off of retried writes) that would cost every cell real time.
   */
  fakeClock?: true;
  probe: Probe;
  /** Why the expected behaviour is what it is, when the spec does not say it in so many words. */
  note?: string;
}

/** A call site no console module uses (a client function kept for later issues): listed, not probed. */
export interface UnusedRow {
  module: string;
  operation: string;
  unused: true;
}

let database: PGlite | undefined;

/** The matrix's local cloud database: probes of calls that change an account put that account's rows back. */
export function useMatrixDatabase(db: PGlite): void {
  database = db;
}

function matrixDatabase(): PGlite {
  if (!database) throw new Error('the matrix database is not set (useMatrixDatabase)');
  return database;
}

/** The expected behaviour of a row under a fault. */
export function expectedBehaviour(row: MatrixRow, fault: FaultKind): Behaviour {
  return row.faults?.[fault] ?? row.otherwise;
}

function claims() {
  const value = $session.get().claims;
  if (!value) throw new Error('the matrix needs a session');
  return value;
}

/** A behaviour word for a capabilities state (stores/capabilities.ts; error screens: src/domain/console-failure.ts). */
function capabilitiesBehaviour(): Behaviour {
  const state = $capabilities.get();
  if (state.status === 'cached') return 'cache';
  if (state.status === 'failed') return `error screen: ${state.failure ?? 'unknown'}`;
  return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
}

/** Where a tenancy's calls go: its id and home region (a scenario key; the demo tenancy by default). */
function accountOf(key = 'paid-payg') {
  const found = scenario(key);
  return { tenancyId: found.id, region: found.homeRegion };
}

const demoAccount = () => accountOf();

/** What the service entitlements load needs, for the signed-in native user of a provisioned account. */
function entitlementsOptions() {
  return {
    tenancyId: claims().tenant,
    accountInfo: { limitsProvisioned: true },
    user: { isRegularSignIn: true, isIdcsUser: false },
  };
}

/**
 * Runs a load while the store is mounted, as the widget showing it keeps it: a store whose onMount loads would
 * otherwise start a second load when the first reads it, and the first one's answer would be dropped.
 */
async function whileMounted<T>(store: ReadableAtom<T>, load: () => Promise<void>): Promise<void> {
  const stop = store.listen(() => undefined);
  try {
    await load();
  } finally {
    stop();
  }
}

/** A list store's end state: failed (its Try again), empty, or loaded. */
function listState(status: string, count: number): Behaviour {
  if (status === 'failed') return 'failed state with Try again';
  if (status !== 'ready') return `stuck: ${status}`;
  return count === 0 ? 'empty result' : 'answer';
}

/** The time zone the matrix saves: not the default, so keeping it shows. */
const MATRIX_TIME_ZONE = { preferredTimeZone: 'Europe/Berlin', activeTimeZone: 'Europe/Berlin' };

/** What the matrix's feedback says: it must still be there after a failed submission. */
const FEEDBACK_COMMENT = 'The fault matrix typed this.';

/** A row of one of the two plugin registry documents: either failing puts the bundled copy of both in place. */
function pluginRegistryRow(operation: 'GetRouteRegistry' | 'GetRouteManifest'): MatrixRow {
  return {
    module: 'src/services/plugin-registry.ts',
    operation,
    surface: 'start-up',
    category: 'bundled fallback',
    level: 'store',
    observes: '$pluginRegistry.source',
    otherwise: 'bundled fallback copy',
    probe: {
      run: () => loadPluginRegistry(),
      observe: () => {
        const source = $pluginRegistry.get()?.source;
        return source === 'fallback' ? 'bundled fallback copy' : source === 'remote' ? 'answer' : 'stuck: none';
      },
    },
  };
}

/** Nothing to show: null, an empty list, or an object holding only nulls and empty lists. */
function nothingIn(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object') return false;
  return Object.values(value).every(field => field === null || (Array.isArray(field) && field.length === 0));
}

/**
 * A right-rail panel's call (stores/right-rail.ts): the panel mounts its source, which loads; each panel fails alone
 * with its Try again, and a 404 is an empty panel (spec 2 §8). The probe mounts the source and asks it again (Try
 * again), so a source the previous cell left mounted loads too.
 */
function railRow(
  module: string,
  operation: string,
  source: RailSourceName,
  $data: ReadableAtom<{ status: 'loading' | 'ready' | 'failed'; value: unknown }>,
  empty: (value: unknown) => boolean = nothingIn
): MatrixRow {
  return {
    module,
    operation,
    surface: 'on demand',
    category: 'panel with Try again',
    level: 'store',
    observes: `the ${source} panel's data (stores/right-rail.ts)`,
    otherwise: 'failed state with Try again',
    faults: { '404': 'empty result' },
    probe: {
      run: () =>
        new Promise<void>(resolve => {
          resetRightRail();
          const stop = $data.listen(data => {
            if (data.status === 'loading') return;
            queueMicrotask(() => stop());
            resolve();
          });
          retryRailSource(source);
        }),
      observe: () => {
        const data = $data.get();
        if (data.status === 'failed') return 'failed state with Try again';
        if (data.status !== 'ready') return `stuck: ${data.status}`;
        return empty(data.value) ? 'empty result' : 'answer';
      },
    },
  };
}

/**
 * A call of the billing panel (stores/right-rail.ts): the subscriptions' info, then each pay-as-you-go subscription's
 * usages. Spec 2 §8: a 404 on the subscription calls is an empty result (the panel hides without summaries); any
 * other failure fails the panel alone, with its Try again.
 */
function billingRow(operation: 'GetMultipleSubscriptionInfo' | 'ListComputedUsageAggregateds'): MatrixRow {
  const row = railRow('src/services/usage-cost.ts', operation, 'billing', $railBilling, value => {
    const billing = value as { hasSummaries?: boolean } | null;
    return billing?.hasSummaries !== true;
  });
  return {
    ...row,
    service: 'usage-cost',
    // No usages for a subscription are usages of nothing: the panel still shows every summary (spec 2 §8).
    ...(operation === 'ListComputedUsageAggregateds' ? { faults: { '404': 'answer' } } : {}),
    note:
      operation === 'GetMultipleSubscriptionInfo'
        ? 'spec 2 §8: a 404 on subscription calls is an empty result: no summaries, so the billing panel hides (spec 2 §2); any other failure fails the panel alone with its Try again. The demo tenancy pays as you go, with the billing flag on and its account facts loaded.'
        : "spec 2 §8: a 404 on the month's usages of a pay-as-you-go subscription is no usage, and the panel shows its summaries; any other failure fails the panel alone with its Try again. The demo tenancy pays as you go, with the billing flag on and its account facts loaded.",
    probe: { ...row.probe, prime: primeBilling },
  };
}

/** Whether the cell logged a warning containing `text` (the cell mutes and records console.warn). */
function warned(text: string): boolean {
  return vi.mocked(console.warn).mock.calls.some(call => call.some(part => String(part).includes(text)));
}

/**
 * A banner source (stores/banners.ts): start-up starts the banners, which read announcements, the realm feed and
 * service health at once; a source that fails is logged and its banners are left out, the others still show.
 */
function bannerRow(
  module: string,
  operation: string,
  logged: string,
  behaviour: Behaviour = 'its banners left out, logged'
): MatrixRow {
  return {
    module,
    operation,
    surface: 'background',
    category: 'banner source',
    level: 'store',
    observes: '$bannersLoaded and the console log (stores/banners.ts)',
    otherwise: behaviour,
    note: 'spec 2 §8 (announcements failure: banners return what was collected) and stores/banners.ts: a banner source that fails is logged and shows nothing; the banners of the other sources still do, and service health keeps its last report until the next poll.',
    probe: {
      run: async () => {
        stopBanners();
        // One poll only: the next would come an hour later, and the next cell stops the banners first.
        await startBanners({ healthPollMs: 3_600_000 });
      },
      observe: () => {
        if (!$bannersLoaded.get()) return 'stuck: banners not loaded';
        return warned(logged) ? behaviour : 'answer';
      },
    },
  };
}

/** Resolves once the SE trial terms are decided and, when they show, their country table is in or failed. */
function seTrialSettled(): Promise<void> {
  return new Promise(resolve => {
    const stop = $seTrial.subscribe(state => {
      if (state.view === 'loading' || (state.view === 'terms' && state.countries === null)) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/**
 * A call of the SE trial decision (stores/se-trial.ts), as start-up makes it for an SE trial account once the
 * purchase entitlements are in: spec 2 §4, §8, a failure to decide logs the error and shows the terms without a
 * country. Only the reads: the acceptance writes change the account for every later cell.
 */
function seTrialRow(module: string, operation: string, behaviour: Behaviour): MatrixRow {
  return {
    module,
    operation,
    surface: 'background',
    category: 'terms shown anyway',
    level: 'store',
    observes: '$seTrial (the SE trial terms modal)',
    otherwise: behaviour,
    account: 'se-trial',
    note: 'spec 2 §8: SE trial failure: error logged, terms shown.',
    probe: {
      prime: async () => {
        const { tenancyId } = accountOf('se-trial');
        await Promise.all([loadAccount(), loadCapabilities(), loadPreferences({ probe: false })]);
        await Promise.all([loadPurchaseEntitlements({ tenancyId }), loadOrganizationSubscriptions({ tenancyId })]);
        resetSeTrial();
      },
      run: async () => {
        await startSeTrial();
        await seTrialSettled();
      },
      observe: () => {
        const state = $seTrial.get();
        if (state.view !== 'terms') return `terms not shown: ${state.view}`;
        if (state.countriesFailed) return 'terms shown without country names, logged';
        return state.countryCode ? 'answer' : 'terms shown without a country, logged';
      },
    },
  };
}

/** The visitor state the experiment rows start from: a failure must clear it. */
const MATRIX_VISITOR = 'matrix-visitor-state';

/** A visitor of the Shell-GuidedJourney experiment whose generation is at `status`, its visitor state kept. */
function primeExperiment(status: 'idle' | 'ready'): Promise<void> {
  writeLocalItem(LOCAL_KEYS.experimentVisitorState, MATRIX_VISITOR);
  $guidedJourneyExperiment.set({ status, inExperiment: false });
  return Promise.resolve();
}

/** Where the experiment ended (spec 2 §8: a failure clears the visitor state and sets errored). */
function experimentBehaviour(): Behaviour {
  const { status } = $guidedJourneyExperiment.get();
  const kept = readLocalItem(LOCAL_KEYS.experimentVisitorState) !== null;
  if (status === 'errored')
    return kept ? 'experiment errored, visitor state kept' : 'experiment errored, visitor state cleared';
  return status === 'ready' && kept ? 'answer' : `stuck: ${status}`;
}

/** The language the matrix keeps in the language conflict dialog: it must still be the preference afterwards. */
const MATRIX_LANGUAGE = 'fr';

/** Types `text` into the header search (marketplace search on) and resolves once its columns have answered. */
function searchSettled(text: string): Promise<void> {
  clearSearch();
  configureSearch({ documentationSearch: false, marketplace: true });
  return new Promise(resolve => {
    const stop = $searchColumns.listen(columns => {
      if (columns.resources.status === 'loading' || columns.marketplace.status === 'loading') return;
      queueMicrotask(() => stop());
      resolve();
    });
    setSearchText(text);
  });
}

/** The billing panel's account: the demo tenancy (pay as you go) with its account facts loaded, the panel's flag on. */
async function primeBilling(): Promise<void> {
  setFeatureFlags({ 'right-rail-billing': true });
  await Promise.all([loadCapabilities(), loadAccount()]);
}

/** The plugin the matrix's fetch is made for, in the main container, and what it asks (allowed by its registry). */
const MATRIX_PLUGIN = { name: 'compute', origin: 'http://127.0.0.1:7071', container: 'main' } as const;

/** How the host answers a plugin's fetch: the result, or the typed error the plugin gets (its code and status). */
async function pluginFetchAnswer(): Promise<{ ok: true } | { ok: false; code: string; status: number | undefined }> {
  const request = {
    id: 1,
    kind: 'fetch',
    service: 'iaas',
    method: 'GET',
    path: '/20160918/instances',
    query: { compartmentId: claims().tenant },
  } as PluginRequest;
  try {
    await handlePluginRequest(request, MATRIX_PLUGIN);
    return { ok: true };
  } catch (error) {
    // Any other throw is answered InternalError and logged by the host: the store action threw, as the cell says.
    if (!(error instanceof PluginRequestError)) throw error;
    return { ok: false, code: error.code, status: error.status };
  }
}

/**
 * The SE trial account of the acceptance rows: the no-country scenario, kept apart from the `se-trial` account the
 * decision rows read, since an acceptance the fault lets through changes the account. Each cell puts the account's
 * agreement back to nothing accepted: no profile (or, `withProfile`, one without the agreement's properties), no
 * SETrialTermsAccepted preference, and a payment method whose billing address gives the country, so the terms show
 * with one.
 */
const SE_TRIAL_ACCEPT = 'se-trial-no-country';

async function resetSeTrialAccount(withProfile: boolean): Promise<void> {
  const db = matrixDatabase();
  const { tenancyId } = accountOf(SE_TRIAL_ACCEPT);
  await db.query('delete from commercial_profile_properties where tenancy_id = $1', [tenancyId]);
  await db.query('delete from commercial_profiles where tenancy_id = $1', [tenancyId]);
  await db.query('delete from payment_method_registrations where tenancy_id = $1', [tenancyId]);
  await db.query(`delete from personalization_preferences where tenancy_id = $1 and name = 'SETrialTermsAccepted'`, [
    tenancyId,
  ]);
  const cloudcm = `select id from purchase_entitlements where tenancy_id = $1 and service_type = 'CLOUDCM'`;
  await db.query(
    `insert into payment_method_registrations (id, tenancy_id, purchase_entitlement_id, status, payment_method,
       billing_address, time_created)
     select 'ocid1.paymentmethodregistration.oc1..matrix', $1, id, 'ACTIVE', $2, $3, now() from (${cloudcm}) cloudcm`,
    [
      tenancyId,
      JSON.stringify({ type: 'CREDIT_CARD', creditCardType: 'VISA', lastDigits: '4242', nameOnCard: 'Matrix' }),
      JSON.stringify({ line1: '1 Matrixstraße', city: 'Berlin', postalCode: '10115', country: 'DE' }),
    ]
  );
  if (withProfile) {
    await db.query(
      `insert into commercial_profiles (id, tenancy_id, purchase_entitlement_id, lifecycle_state, time_created)
       select 'ocid1.commercialprofile.oc1..matrix', $1, id, 'ACTIVE', now() from (${cloudcm}) cloudcm`,
      [tenancyId]
    );
  }
}

/** How many agreement properties the acceptance account's profiles hold now. */
async function agreementRows(): Promise<number> {
  const { rows } = await matrixDatabase().query<{ count: number }>(
    'select count(*)::int as count from commercial_profile_properties where tenancy_id = $1',
    [accountOf(SE_TRIAL_ACCEPT).tenancyId]
  );
  return rows[0]?.count ?? 0;
}

/** Start-up's SE trial decision for the acceptance account, up to the terms (the row's fault is injected after). */
async function showSeTrialTerms(withProfile: boolean): Promise<void> {
  await resetSeTrialAccount(withProfile);
  const { tenancyId } = accountOf(SE_TRIAL_ACCEPT);
  await Promise.all([loadAccount(), loadCapabilities(), loadPreferences({ probe: false })]);
  await Promise.all([loadPurchaseEntitlements({ tenancyId }), loadOrganizationSubscriptions({ tenancyId })]);
  resetSeTrial();
  await startSeTrial();
  await seTrialSettled();
}

/**
 * Accepting the SE trial terms (stores/se-trial.ts, spec 2 §4): the profile write under the row's fault, the tenancy
 * and user preference writes failing too, so nothing records the agreement. Spec 2 §4 says one success is enough;
 * every write failing logs the error, and the terms stay with their error and Accept enabled again.
 */
function seTrialAcceptRow(operation: 'CreateProfile' | 'CreateProfileProperty'): MatrixRow {
  const withProfile = operation === 'CreateProfileProperty';
  return {
    module: 'src/services/commercial-profiles.ts',
    operation,
    surface: 'on demand',
    category: 'terms kept with an error',
    level: 'store',
    observes: "$seTrial after Accept (the terms' error), and the account's agreement rows",
    otherwise: 'terms kept with the error, nothing recorded',
    faults: { 'wrong-shaped JSON': 'terms kept with the error, the service recorded it' },
    account: SE_TRIAL_ACCEPT,
    // The failing preference writes retry with back-off: on the fake clock their waits cost nothing.
    fakeClock: true,
    alsoFailing: (['SetTenancyPreference', 'SetUserPreference'] as const).map(name => ({
      service: 'personalization',
      operation: name,
      status: 500,
      code: 'InternalServerError',
    })),
    note: `spec 2 §4: the tenancy preference, the user preference and the profile are written at once and one success is enough; here all three fail (the preferences with a 500), so the agreement is logged as not recorded and the terms stay with their error. ${withProfile ? 'The profile exists without the agreement, so the properties are created on it.' : 'No profile exists, so one is created with the properties.'} A wrong-shaped answer comes after the service wrote the agreement: the terms still say it was not recorded, and the next start-up finds it on the profile. Its own account (the no-country SE trial, given a billing address each cell), put back to nothing accepted before each cell.`,
    probe: {
      prime: async () => {
        await showSeTrialTerms(withProfile);
        openGeneralTerms();
        closeGeneralTerms();
        setHaveRead(true);
      },
      run: async () => ({ accepted: await acceptSeTrialTerms(), recorded: await agreementRows() }),
      observe: outcome => {
        const state = $seTrial.get();
        const value = outcome.resolved ? (outcome.value as { accepted: boolean; recorded: number }) : null;
        if (value?.accepted && state.view === 'hidden') return 'answer';
        if (state.view !== 'terms' || state.isLoading) return `terms not kept: ${state.view}`;
        if (state.acceptError !== 'not-recorded' || !state.haveRead)
          return `terms kept, error ${String(state.acceptError)}`;
        return value?.recorded === 0
          ? 'terms kept with the error, nothing recorded'
          : 'terms kept with the error, the service recorded it';
      },
    },
  };
}

/** The rows of the calls the console makes. */
export const MATRIX_ROWS: readonly MatrixRow[] = [
  {
    module: 'src/services/identity.ts',
    operation: 'GetCapabilities',
    surface: 'start-up',
    category: 'start-up fatal, cached',
    level: 'store',
    observes: '$capabilities (console-app shows the error screen of a failed state)',
    otherwise: 'cache',
    faults: {
      '401': 'error screen: unauthorized',
      '401 clock skew': 'error screen: clock-skew',
    },
    note: 'spec 3 §8: non-401 failures and timeouts fall back to the cache; a 401 is never papered over. Without a cache every fault is an error screen (the Playwright part).',
    probe: {
      prime: () => loadCapabilities(),
      run: () => loadCapabilities(),
      observe: capabilitiesBehaviour,
    },
  },
  {
    module: 'src/services/identity.ts',
    operation: 'GetUser',
    surface: 'start-up',
    category: 'header data',
    level: 'store',
    observes: '$user (the message bar shows the user load failure)',
    otherwise: 'user load failure banner, token user kept',
    probe: {
      run: () => loadAccount(),
      observe: () => {
        const user = $user.get();
        if (user.status === 'failed' && user.value) return 'user load failure banner, token user kept';
        return user.status === 'ready' ? 'answer' : `stuck: ${user.status}`;
      },
    },
  },
  {
    module: 'src/services/identity.ts',
    operation: 'GetTenancy',
    surface: 'start-up',
    category: 'header data',
    level: 'store',
    observes: '$tenancy',
    otherwise: 'token tenancy kept (name from the token)',
    probe: {
      run: () => loadAccount(),
      observe: () => {
        const tenancy = $tenancy.get();
        if (tenancy.status === 'failed' && tenancy.value && tenancy.error === 'tenancy-load-failed') {
          return 'token tenancy kept (name from the token)';
        }
        return tenancy.status === 'ready' ? 'answer' : `stuck: ${tenancy.status}`;
      },
    },
  },
  {
    module: 'src/services/identity.ts',
    operation: 'ListRegionSubscriptions',
    surface: 'start-up',
    category: 'cached',
    level: 'store',
    observes: '$regions',
    otherwise: 'cache',
    note: 'spec 3 §8 Region subscriptions: on failure use the cache, else failure state; a 404 is counted.',
    probe: {
      prime: () => loadRegions(),
      run: () => loadRegions(),
      observe: () => {
        const state = $regions.get();
        if (state.status === 'ready' && state.cached) return 'cache';
        if (state.status === 'failed') return 'failure state';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  pluginRegistryRow('GetRouteRegistry'),
  pluginRegistryRow('GetRouteManifest'),
  {
    module: 'src/services/personalization.ts',
    operation: 'GetPreferences',
    surface: 'start-up',
    category: 'defaults',
    level: 'store',
    observes: '$preferences.status',
    otherwise: 'defaults (failure)',
    faults: { timeout: 'defaults (timed out)' },
    note: 'spec 3 §4 Preferences: loading, then success, failure or timed out (3000 ms, §9).',
    probe: {
      run: () => loadPreferences({ probe: false }),
      observe: () => {
        const state = $preferences.get();
        if (state.status === 'failure') return 'defaults (failure)';
        if (state.status === 'timed-out') return 'defaults (timed out)';
        return state.status === 'success' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/navigation-menu.ts',
    operation: 'GetNavigationMenu',
    surface: 'start-up',
    category: 'bundled fallback',
    level: 'store',
    observes: '$navigationMenu.status',
    otherwise: 'bundled fallback copy',
    probe: {
      run: () => loadNavigationMenu({ locale: 'en' }),
      observe: () => {
        const state = $navigationMenu.get();
        if (state.status === 'fallback') return 'bundled fallback copy';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/heatwave.ts',
    operation: 'ListRegistrations',
    surface: 'background',
    category: 'default kept',
    level: 'store',
    observes: 'loadDatabaseType()',
    otherwise: 'default database type kept',
    note: 'spec 2 §3: any failure leaves the default program (the AWS items stay hidden).',
    probe: {
      run: () => loadDatabaseType(),
      observe: outcome =>
        outcome.resolved && outcome.value === 'default' ? 'default database type kept' : `answer: ${String(outcome)}`,
    },
  },
  {
    module: 'src/services/themes.ts',
    operation: 'GetUxConfig',
    surface: 'background',
    category: 'realm theme',
    level: 'store',
    observes: '$theme.status',
    otherwise: 'realm theme',
    faults: { '404': 'answer' },
    account: 'internal',
    note: 'spec 3 §8: a failed tenancy theme fetch falls back to the realm theme. A 404 is a tenancy without a ux-config.json: the realm theme, loaded as a success.',
    probe: {
      run: () => loadTheme(),
      observe: () => {
        const state = $theme.get();
        return state.status === 'fallback'
          ? 'realm theme'
          : state.status === 'success'
            ? 'answer'
            : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/themes.ts',
    operation: 'GetThemeConfig',
    surface: 'background',
    category: 'default theme',
    level: 'store',
    observes: '$theme.status',
    otherwise: 'default theme',
    account: 'internal',
    probe: {
      run: () => loadTheme(),
      observe: () => {
        const state = $theme.get();
        return state.status === 'fallback'
          ? 'default theme'
          : state.status === 'success'
            ? 'answer'
            : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/identity-compartments.ts',
    operation: 'ListCompartments',
    surface: 'background',
    category: 'cached',
    level: 'store',
    observes: '$compartments',
    otherwise: 'cache, query error',
    faults: { timeout: 'cache, COMPARTMENT_TIMEOUT' },
    note: 'spec 3 §4: on failure the cache, then the pages that came, then the root only; §8: query error / COMPARTMENT_TIMEOUT.',
    probe: {
      prime: () => loadCompartments(),
      run: () => loadCompartments(),
      observe: () => {
        const state = $compartments.get();
        if (state.loading) return `stuck: ${state.status}`;
        if (state.status === 'success') return 'answer';
        const why = state.error === 'COMPARTMENT_TIMEOUT' ? 'COMPARTMENT_TIMEOUT' : 'query error';
        return `${state.status === 'cached' ? 'cache' : state.status}, ${why}`;
      },
    },
  },
  {
    module: 'src/services/commercial.ts',
    operation: 'ListPurchaseEntitlements',
    surface: 'background',
    category: 'cached',
    level: 'store',
    observes: '$purchaseEntitlements',
    otherwise: 'failed state',
    faults: {
      '401': 'empty result',
      '401 clock skew': 'empty result',
      '500': 'cache, API failure',
      '502': 'cache, API failure',
      '503': 'cache, API failure',
    },
    note: 'spec 3 §8 Purchase entitlements: 401 empty list, success; 500/502/503 cached summaries, marked API failure; others failed.',
    probe: {
      prime: () => loadPurchaseEntitlements(demoAccount()),
      run: () => loadPurchaseEntitlements(demoAccount()),
      observe: () => {
        const state = $purchaseEntitlements.get();
        if (state.status === 'ready' && state.apiFailure && state.fromCache) return 'cache, API failure';
        if (state.status === 'ready' && state.summaries.length === 0) return 'empty result';
        if (state.status === 'failed') return 'failed state';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/organizations.ts',
    operation: 'ListAssignedSubscriptions',
    surface: 'background',
    category: 'cached',
    level: 'store',
    observes: '$organizationSubscriptions',
    otherwise: 'failed state',
    faults: {
      '404': 'empty result',
      '500': 'cache',
      '502': 'cache',
      '503': 'cache',
    },
    note: 'spec 3 §4: on failure with 500, 502 or 503 the cached copy; spec 2 §8: 404 on subscriptions is an empty result.',
    probe: {
      prime: () => loadOrganizationSubscriptions(demoAccount()),
      run: () => loadOrganizationSubscriptions(demoAccount()),
      observe: () => {
        const state = $organizationSubscriptions.get();
        if (state.status === 'ready' && state.fromCache) return 'cache';
        if (state.status === 'ready' && state.items.length === 0) return 'empty result';
        if (state.status === 'failed') return 'failed state';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/service-manager.ts',
    operation: 'ListServiceEnvironments',
    surface: 'background',
    category: 'logged',
    level: 'store',
    observes: '$serviceEnvironments',
    otherwise: 'failed state, logged',
    faults: {
      timeout: 'failed state, timeout flagged',
      '404': 'failed state, logged as not found or not authorized',
    },
    note: 'spec 3 §8 Others: service environments 404 logged as not found or not authorized; timeout flagged.',
    probe: {
      run: () => loadServiceEnvironments({ compartmentId: claims().tenant }),
      observe: () => {
        const state = $serviceEnvironments.get();
        if (state.loading) return 'stuck: loading';
        if (state.status === 'ready') return 'answer';
        if (state.timedOut) return 'failed state, timeout flagged';
        if (state.error === 'not-found-or-not-authorized') return 'failed state, logged as not found or not authorized';
        return 'failed state, logged';
      },
    },
  },
  {
    module: 'src/services/idcs.ts',
    operation: 'GetIdcsInstanceInfo',
    surface: 'start-up',
    category: 'extra',
    level: 'store',
    observes: '$user (the instance id)',
    otherwise: 'user shown without the extra',
    account: 'identity-domain-user',
    note: 'stores/account.ts: the identity-cloud-service instance info and Me are extras whose failure changes nothing.',
    probe: {
      run: () => loadAccount(),
      observe: () => {
        const user = $user.get();
        if (user.status !== 'ready') return `stuck: ${user.status}`;
        return user.value?.idcsInstanceId ? 'answer' : 'user shown without the extra';
      },
    },
  },
  {
    module: 'src/services/idcs.ts',
    operation: 'GetMe',
    surface: 'start-up',
    category: 'extra',
    level: 'store',
    observes: '$user (first and last name from Me)',
    otherwise: 'user shown without the extra',
    account: 'identity-domain-user',
    probe: {
      run: () => loadAccount(),
      observe: () => {
        const user = $user.get();
        if (user.status !== 'ready') return `stuck: ${user.status}`;
        return user.value?.firstName ? 'answer' : 'user shown without the extra';
      },
    },
  },
  {
    module: 'src/services/identity-domains.ts',
    operation: 'GetDomain',
    surface: 'start-up',
    category: 'cached',
    level: 'store',
    observes: '$regions.domainStatus',
    otherwise: 'cache',
    faults: { '404': 'authorization failure' },
    account: 'identity-domain-user',
    note: 'spec 3 §8 Domain replication: a 404 (not the migration message) is an authorization failure; other errors use the cache, else failure.',
    probe: {
      prime: () => loadRegions(),
      run: () => loadRegions(),
      observe: () => {
        const state = $regions.get();
        if (state.domainStatus === 'cached') return 'cache';
        if (state.domainStatus === 'unauthorized') return 'authorization failure';
        if (state.domainStatus === 'failed') return 'failure state';
        return state.domainStatus === 'ready' ? 'answer' : `stuck: ${String(state.domainStatus)}`;
      },
    },
  },
  {
    module: 'src/services/region-status.ts',
    operation: 'GetRegionStatus',
    surface: 'start-up',
    category: 'logged',
    level: 'store',
    observes: '$regions.isHomeRegionDown',
    otherwise: 'home region taken as up',
    note: 'Not in the spec: a status page that cannot be read says nothing about the region, so no region-down banner.',
    probe: {
      run: () => loadRegions(),
      observe: () => {
        const state = $regions.get();
        if (state.status !== 'ready') return `stuck: ${state.status}`;
        return state.isHomeRegionDown ? 'home region down' : 'home region taken as up';
      },
    },
  },
  {
    module: 'src/services/commercial.ts',
    operation: 'ListServiceEntitlementRegistrations',
    surface: 'background',
    category: 'cached',
    level: 'store',
    observes: '$serviceEntitlements',
    otherwise: 'navigation error message',
    faults: {
      '401': 'auth error message',
      '401 clock skew': 'auth error message',
      '403': 'auth error message',
      '404': 'cache',
      '500': 'cache',
      '502': 'cache',
      '503': 'cache',
    },
    note: 'spec 3 §8 Service entitlements: 404, 500, 502, 503 cached entitlements; 401, 403 auth error; others the generic navigation error.',
    probe: {
      prime: () => loadServiceEntitlements(entitlementsOptions()),
      run: () => loadServiceEntitlements(entitlementsOptions()),
      observe: () => {
        const state = $serviceEntitlements.get();
        if (state.fromCache) return 'cache';
        if (state.error === 'auth-error') return 'auth error message';
        if (state.error === 'navigation-error') return 'navigation error message';
        if (state.error === 'no-services') return 'no-services message';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status} ${String(state.error)}`;
      },
    },
  },
  {
    module: 'src/services/organizations.ts',
    operation: 'GetSubscription',
    surface: 'background',
    category: 'refinement',
    level: 'store',
    observes: '$organizationSubscriptions.cloudCredit',
    otherwise: 'listed copy kept',
    account: 'free-trial',
    note: 'stores/organization-subscriptions.ts: the CLOUDCM detail call only refines the listed subscription.',
    probe: {
      run: () => loadOrganizationSubscriptions(accountOf('free-trial')),
      observe: () => {
        const state = $organizationSubscriptions.get();
        if (state.status !== 'ready') return `stuck: ${state.status}`;
        return state.cloudCredit ? 'listed copy kept' : 'no cloud credit subscription';
      },
    },
  },
  {
    module: 'src/services/resource-search.ts',
    operation: 'SearchResources',
    surface: 'on demand',
    category: 'list with Try again',
    level: 'store',
    observes: '$searchResults (the search page)',
    otherwise: 'failed state with Try again',
    probe: {
      run: () => loadSearchResults('instance'),
      observe: () => {
        const state = $searchResults.get();
        if (state.status === 'failed') return 'failed state with Try again';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/docs-search.ts',
    operation: 'SearchDocumentation',
    surface: 'on demand',
    category: 'list with Try again',
    level: 'store',
    observes: '$searchPageDocumentation (the search page)',
    otherwise: 'failed state with Try again',
    probe: {
      run: () => loadPageDocumentation('instance'),
      observe: () => {
        const state = $searchPageDocumentation.get();
        if (state.status === 'failed') return 'failed state with Try again';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/gallery.ts',
    operation: 'GetGalleryTopics',
    surface: 'on demand',
    category: 'list',
    level: 'store',
    observes: '$galleryFeed (Home gallery)',
    otherwise: 'failed state with Try again',
    faults: { '404': 'empty result' },
    note: 'spec 2 §8: a 404 is an empty result.',
    probe: {
      run: () => loadGallery('en'),
      observe: () => listState($galleryFeed.get().status, $galleryFeed.get().categories.length),
    },
  },
  {
    module: 'src/services/start-exploring.ts',
    operation: 'GetStartExploringFeed',
    surface: 'on demand',
    category: 'list',
    level: 'store',
    observes: '$startExploring (Home widget)',
    otherwise: 'failed state with Try again',
    faults: { '404': 'empty result' },
    note: 'spec 2 §8: a 404 is an empty feed.',
    probe: {
      prime: () => Promise.resolve(resetStartExploring()),
      run: () => whileMounted($startExploring, () => loadStartExploring('en')),
      observe: () => listState($startExploring.get().status, $startExploring.get().categories.length),
    },
  },
  {
    module: 'src/services/help.ts',
    operation: 'GetHelpLinks',
    surface: 'on demand',
    category: 'list',
    level: 'store',
    observes: '$helpLinks (help panel)',
    otherwise: 'failed state with Try again',
    faults: { '404': 'empty result' },
    probe: {
      run: () => {
        $helpLinks.set({ status: 'idle', items: [] });
        return loadHelpLinks();
      },
      observe: () => listState($helpLinks.get().status, $helpLinks.get().items.length),
    },
  },
  {
    module: 'src/services/personalization-documents.ts',
    operation: 'ListUserPreferences',
    surface: 'on demand',
    category: 'starter content, saving off',
    level: 'store',
    observes: '$dashboards (Dashboard tab)',
    otherwise: 'starter dashboards, changes not saved',
    faults: { '404': 'answer' },
    note: 'docs/architecture.md, Dashboard tab: when the read fails the starter dashboard shows and changes are not saved. A 404 is a user who never stored dashboards: the starter ones, saving on.',
    probe: {
      run: () => loadDashboards({ force: true }),
      observe: () => {
        const state = $dashboards.get();
        if (state.status === 'failed') return 'starter dashboards, changes not saved';
        return state.status === 'ready' ? 'answer' : `stuck: ${state.status}`;
      },
    },
  },
  {
    module: 'src/services/applisting.ts',
    operation: 'ListEnvironments',
    surface: 'on demand',
    category: 'widget with Try again',
    level: 'store',
    observes: '$appEnvironments (Applications tab)',
    otherwise: 'failed state with Try again',
    faults: { '404': 'empty result' },
    note: 'spec 2 §8: a 404 on environments is an empty result.',
    probe: {
      run: () => loadAppEnvironments(true),
      observe: () => listState($appEnvironments.get().status, $appEnvironments.get().data?.length ?? 0),
    },
  },
  {
    module: 'src/services/commercial.ts',
    operation: 'ListMessageCenters',
    surface: 'background',
    category: 'logged',
    level: 'store',
    observes: '$announcementsBadge (the bell)',
    otherwise: 'no count on the bell, logged',
    probe: {
      run: () => loadAnnouncementsBadge(),
      observe: () => ($announcementsBadge.get() === null ? 'no count on the bell, logged' : 'answer'),
    },
  },
  {
    module: 'src/auth/session-refresh.ts',
    operation: 'RefreshToken',
    surface: 'background',
    category: 'session kept, warning says so',
    level: 'store',
    observes: 'renewSession() and $session (stores/session-keeper.ts)',
    otherwise: 'not renewed, session kept',
    account: 'grace-period',
    note: "spec 1 §4: a failed renewal leaves the session as it is; the session-expiring warning then says it cannot be extended. Its own account, so a renewal the fault lets through never touches the other rows' token.",
    probe: {
      run: () => renewSession([claims().issuer_region]),
      observe: outcome => {
        if (!outcome.resolved) return 'threw';
        if (outcome.value === true) return 'answer';
        return $session.get().status === 'signed-in' ? 'not renewed, session kept' : `session ${$session.get().status}`;
      },
    },
  },
  {
    module: 'src/auth/session.ts',
    operation: 'Logout',
    surface: 'on demand',
    category: 'signed out anyway',
    level: 'store',
    observes: '$session and the page address (stores/session.ts signOut)',
    otherwise: 'signed out, back to the site root',
    account: 'always-free',
    note: 'spec 3 §8: a sign-out failure redirects to the site root. Its own account, since a sign-out the fault lets through revokes the token.',
    probe: {
      run: () => signOutAndLeave(claims().issuer_region),
      observe: () =>
        $session.get().status === 'signed-out' && window.location.pathname === '/'
          ? 'signed out, back to the site root'
          : `session ${$session.get().status} at ${window.location.pathname}`,
    },
  },
  seTrialAcceptRow('CreateProfile'),
  seTrialAcceptRow('CreateProfileProperty'),
  {
    module: 'src/services/experiments.ts',
    operation: 'GenerateExperiences',
    surface: 'background',
    category: 'experiment errored',
    level: 'store',
    observes: '$guidedJourneyExperiment and maxy_visitor_state (stores/experiment-calls.ts)',
    otherwise: 'experiment errored, visitor state cleared',
    note: 'spec 2 §8: an experiments failure clears the visitor state and sets errored; the tour goes on without the experiment.',
    probe: {
      prime: () => primeExperiment('idle'),
      run: () => generateGuidedJourney(),
      observe: experimentBehaviour,
    },
  },
  {
    module: 'src/services/experiments.ts',
    operation: 'RecordExperimentActions',
    surface: 'on demand',
    category: 'experiment errored',
    level: 'store',
    observes: '$guidedJourneyExperiment and maxy_visitor_state (stores/experiment-calls.ts)',
    otherwise: 'experiment errored, visitor state cleared',
    faults: { 'wrong-shaped JSON': 'answer' },
    note: 'spec 2 §8: an experiments failure clears the visitor state and sets errored. The actions post reads no answer, so a wrong-shaped one is as good as none.',
    probe: {
      prime: () => primeExperiment('ready'),
      run: () => postExperimentAction('tour-completed'),
      observe: experimentBehaviour,
    },
  },
  {
    module: 'src/services/feedback.ts',
    operation: 'CreateFeedback',
    surface: 'on demand',
    category: 'nothing typed lost',
    level: 'store',
    observes: '$feedbackSubmission and $feedbackDraft (the feedback panel)',
    otherwise: 'submit error with request id, draft kept',
    note: 'spec 1 §8: the feedback submit error with the request id; nothing the user typed is lost. A call that got no answer quotes the id the console sent.',
    probe: {
      run: async () => {
        openFeedback();
        changeFeedback({ rating: 4, comment: FEEDBACK_COMMENT });
        return submitFeedbackDraft();
      },
      observe: () => {
        const submission = $feedbackSubmission.get();
        const kept = $feedbackDraft.get().comment === FEEDBACK_COMMENT;
        if (submission.status !== 'failed') return `${submission.status}, draft ${kept ? 'kept' : 'lost'}`;
        return `submit error${submission.requestId ? ' with request id' : ''}, draft ${kept ? 'kept' : 'lost'}`;
      },
    },
  },
  {
    module: 'src/services/help.ts',
    operation: 'GetDocumentationPage',
    surface: 'on demand',
    category: 'panel with Try again',
    level: 'store',
    observes: "$helpTopic (the help panel's page)",
    otherwise: 'failed state with Try again',
    faults: { 'malformed JSON': 'answer', 'wrong-shaped JSON': 'answer' },
    note: 'A documentation page is HTML, not JSON: any text is a page, which the help panel sanitises before showing.',
    probe: {
      run: () =>
        new Promise<void>(resolve => {
          const stop = $helpTopic.listen(topic => {
            if (topic?.status === 'loading') return;
            queueMicrotask(() => stop());
            resolve();
          });
          if (!showHelpTopic('compute-instances')) resolve();
        }),
      observe: () => {
        const topic = $helpTopic.get();
        if (topic?.status === 'failed') return 'failed state with Try again';
        return topic?.status === 'ready' ? 'answer' : `stuck: ${topic?.status ?? 'no topic'}`;
      },
    },
  },
  {
    module: 'src/services/idcs-me-language.ts',
    operation: 'PatchMe',
    surface: 'on demand',
    category: 'kept, logged',
    level: 'store',
    observes: "keepLanguage() (the language conflict dialog's Keep) and $preferences.language",
    otherwise: 'chosen language kept, logged',
    account: 'identity-domain-user',
    note: "spec 1 §4: Keep stores the active language as the preference and updates the identity domain's locale; spec 2 §8: a profile save failure is only logged, the language the user chose stays.",
    probe: {
      prime: () => loadAccount(),
      run: () => keepLanguage(MATRIX_LANGUAGE, 'en'),
      observe: () => {
        if ($preferences.get().preferences.language !== MATRIX_LANGUAGE) return 'chosen language lost';
        return warned('identity service locale could not be updated') ? 'chosen language kept, logged' : 'answer';
      },
    },
  },
  {
    module: 'src/services/identity-compartments.ts',
    operation: 'GetCompartmentTree',
    surface: 'background',
    category: 'last fallback',
    level: 'store',
    observes: '$compartments (with compartments-data-plane on, ListCompartments failing, no cache)',
    otherwise: 'root only, query error',
    alsoFailing: [{ service: 'identity', operation: 'ListCompartments', status: 500, code: 'InternalServerError' }],
    note: 'spec 3 §4: on failure the cache, then the pages that came, then the root only (plus the data-plane list if enabled): the data-plane list failing too leaves the root alone.',
    probe: {
      prime: () => Promise.resolve(setFeatureFlags({ 'compartments-data-plane': true })),
      run: () => loadCompartments(),
      observe: () => {
        const state = $compartments.get();
        if (state.loading) return `stuck: ${state.status}`;
        if (state.status === 'root-only' && state.items.length === 1 && state.error === 'compartment-query-error') {
          return 'root only, query error';
        }
        return state.status === 'root-only' ? 'root and the data-plane list' : state.status;
      },
    },
  },
  {
    module: 'src/services/marketplace.ts',
    operation: 'ListListings',
    surface: 'on demand',
    category: 'column fails alone',
    level: 'store',
    observes: "$searchColumns (the header search's flyout)",
    otherwise: 'marketplace column failed, resources answered',
    fakeClock: true,
    note: 'spec 1 §3 and stores/search.ts: a column that fails says so on its own, the others keep their results. Every cell runs on the fake clock: the columns wait for 250–350 ms of quiet after the last keystroke.',
    probe: {
      run: () => searchSettled('oracle'),
      observe: () => {
        const { resources, marketplace } = $searchColumns.get();
        if (marketplace.status === 'failed' && resources.status === 'ready') {
          return 'marketplace column failed, resources answered';
        }
        return marketplace.status === 'ready'
          ? 'answer'
          : `marketplace ${marketplace.status}, resources ${resources.status}`;
      },
    },
  },
  {
    module: 'src/services/personalization-documents.ts',
    operation: 'SetUserPreference',
    surface: 'on demand',
    category: 'save with Try again',
    level: 'store',
    observes: '$dashboards.save (the Dashboard tab)',
    otherwise: 'save failed with Try again, changes kept',
    note: 'docs/architecture.md, Dashboard tab: the document is written whole after each change; a failed save says so and keeps the document on the page (Try again saves it).',
    probe: {
      prime: () => loadDashboards({ force: true }),
      run: () => saveDashboards(),
      observe: () => {
        const state = $dashboards.get();
        if (state.save === 'failed' && state.status === 'ready') return 'save failed with Try again, changes kept';
        return state.save === 'saved' ? 'answer' : `stuck: ${state.save}`;
      },
    },
  },
  billingRow('GetMultipleSubscriptionInfo'),
  billingRow('ListComputedUsageAggregateds'),
  {
    module: 'stores/plugin-host.ts',
    operation: 'PluginFetch',
    surface: 'on demand',
    category: 'error answered to the plugin',
    level: 'store',
    observes: "handlePluginRequest()'s answer to the compute plugin's fetch (stores/plugin-host.ts)",
    otherwise: 'error answered to the plugin',
    target: { service: 'iaas', operation: 'ListInstances' },
    faults: { 'wrong-shaped JSON': 'answer' },
    note: "The shell passes a plugin's answer on as it came (its schema is the plugin's business); a failed call is answered to the plugin as a typed error (the cloud's code and status), never a crash of the host.",
    probe: {
      prime: async () => {
        if ($pluginRegistry.get()?.source !== 'remote') await loadPluginRegistry();
      },
      run: () => pluginFetchAnswer(),
      observe: outcome => {
        if (!outcome.resolved) return 'threw';
        const answer = outcome.value as Awaited<ReturnType<typeof pluginFetchAnswer>>;
        return answer.ok ? 'answer' : 'error answered to the plugin';
      },
    },
  },
  railRow('src/services/announcements-latest.ts', 'ListAnnouncements', 'whats-new', $railWhatsNew),
  railRow('src/services/marketplace-featured.ts', 'ListListings', 'marketplace', $railMarketplace),
  railRow('src/services/rail-feed.ts', 'GetRailFeed', 'feed', $railFeed),
  railRow('src/services/status-components.ts', 'GetStatusComponents', 'status', $railStatusDocument),
  railRow('src/services/optimizer.ts', 'ListCategories', 'savings', $railSavings),
  {
    module: 'src/services/personalization.ts',
    operation: 'SetUserPreference',
    surface: 'on demand',
    category: 'kept for the page, debug-logged',
    level: 'store',
    observes: 'saveUserPreference() and $preferences (stores/preferences.ts)',
    otherwise: 'new value kept for this page, not saved',
    note: 'spec 3 §8: preference "Failed to save" errors are only debug-logged; the console uses the new value at once.',
    probe: {
      run: () => saveUserPreference('timeZone', MATRIX_TIME_ZONE),
      observe: outcome => {
        const kept = $preferences.get().preferences.timeZone?.preferredTimeZone === MATRIX_TIME_ZONE.preferredTimeZone;
        if (outcome.resolved && outcome.value === true) return 'answer';
        return kept ? 'new value kept for this page, not saved' : 'new value lost';
      },
    },
  },
  {
    module: 'src/services/personalization.ts',
    operation: 'SetTenancyPreference',
    surface: 'on demand',
    category: 'decides tenancy rights, debug-logged',
    level: 'store',
    observes: 'saveTenancyPreference() and $preferences.canManageTenancyPreferences',
    otherwise: 'tenancy preferences not manageable, debug-logged',
    note: 'spec 3 §5: the write attempt decides whether the user can manage tenancy preferences; §8: its failure is only debug-logged.',
    probe: {
      run: () => saveTenancyPreference('SETrialTermsAccepted', 'true'),
      observe: outcome => {
        if (outcome.resolved && outcome.value === true) return 'answer';
        return $preferences.get().canManageTenancyPreferences
          ? 'tenancy preferences still manageable'
          : 'tenancy preferences not manageable, debug-logged';
      },
    },
  },
  bannerRow(
    'src/services/announcements.ts',
    'ListAnnouncements',
    'keeping the pages collected before a failure',
    'what was collected before the failure shown, logged'
  ),
  bannerRow('src/services/banner-feed.ts', 'GetBannerFeed', 'banner feed could not be read'),
  bannerRow('src/services/service-health.ts', 'GetStatusComponents', 'service health report could not be read'),
  seTrialRow('src/services/commercial-profiles.ts', 'ListProfiles', 'terms shown without a country, logged'),
  seTrialRow(
    'src/services/commercial-profiles.ts',
    'ListPaymentMethodRegistrations',
    'terms shown without a country, logged'
  ),
  {
    module: 'src/services/commercial-profiles.ts',
    operation: 'GetPaymentMethodBillingAddress',
    surface: 'background',
    category: 'terms shown anyway',
    level: 'store',
    observes: '$seTrial (the SE trial terms modal)',
    otherwise: 'terms shown without a country, logged',
    account: SE_TRIAL_ACCEPT,
    note: "spec 2 §8: SE trial failure: error logged, terms shown. The `se-trial` scenario has no payment method (the decision never asks for a billing address), so this row runs as the acceptance rows' account, given a payment method whose billing address says DE.",
    probe: {
      prime: () => resetSeTrialAccount(false),
      run: () => showSeTrialTerms(false),
      observe: () => {
        const state = $seTrial.get();
        if (state.view !== 'terms') return `terms not shown: ${state.view}`;
        return state.countryCode ? 'answer' : 'terms shown without a country, logged';
      },
    },
  },
  seTrialRow('src/services/se-trial-terms.ts', 'GetSeTrialCountries', 'terms shown without country names, logged'),
];

/**
 * Call sites no console module calls (client functions kept for later issues). Written out rather than derived, so a
 * new caller makes the inventory test fail until the call gets a probed row.
 */
export const UNUSED_ROWS: readonly UnusedRow[] = [
  ['src/services/announcements.ts', 'GetAnnouncementUserStatus'],
  ['src/services/announcements.ts', 'UpdateAnnouncementUserStatus'],
  ['src/services/commercial-profiles.ts', 'GetProfile'],
  ['src/services/commercial-profiles.ts', 'ListProfileProperties'],
  ['src/services/console-assets.ts', 'GetPluginLocale'],
  ['src/services/console-assets.ts', 'GetUnsupportedBrowserPage'],
  ['src/services/console-assets.ts', 'IdentityLogout'],
  ['src/services/idcs.ts', 'PutMe'],
  ['src/services/identity-compartments.ts', 'GetCompartment'],
  ['src/services/identity-tags.ts', 'CreateTag'],
  ['src/services/identity-tags.ts', 'CreateTagNamespace'],
  ['src/services/identity-tags.ts', 'GetTag'],
  ['src/services/identity-tags.ts', 'GetTagNamespace'],
  ['src/services/identity-tags.ts', 'ListCostTrackingTags'],
  ['src/services/identity-tags.ts', 'ListTagNamespaces'],
  ['src/services/identity-tags.ts', 'ListTags'],
  ['src/services/identity-tags.ts', 'UpdateTag'],
  ['src/services/identity-tags.ts', 'UpdateTagNamespace'],
  ['src/services/identity.ts', 'DeleteIdentityProvider'],
  ['src/services/identity.ts', 'GetIdentityProvider'],
  ['src/services/identity.ts', 'UpdateIdentityProvider'],
  ['src/services/organizations.ts', 'ListLinks'],
  ['src/services/organizations.ts', 'ListOrganizationSubscriptions'],
  ['src/services/organizations.ts', 'ListSubscriptions'],
  ['src/services/region-status.ts', 'GetIdentityProviderMetadata'],
  ['src/services/usage-api.ts', 'GetUsage'],
  ['src/services/usage-api.ts', 'RequestSummarizedUsages'],
  ['src/services/usage-cost.ts', 'GetSubscriptionInfo'],
  ['src/services/usage-cost.ts', 'GetUsageCost'],
  ['src/services/usage-cost.ts', 'ListSubscriptions'],
].map(([module = '', operation = '']) => ({ module, operation, unused: true }));
