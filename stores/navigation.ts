import { atom, computed, onMount, onStart, onStop, type ReadableAtom } from 'nanostores';
import {
  DEFAULT_DATABASE_TYPE,
  NAVIGATION_LIMITS,
  buildNavigationMenu,
  consoleScopes,
  flattenNavigationItems,
  isGovernmentRegion,
  itemForPath,
  navigationTree,
  type NavigationContext,
  type NavigationItem,
  type NavigationMenuView,
  type PaasSection,
} from '../src/domain/navigation-menu.ts';
import {
  defaultPinnedLinks,
  parseNavigationLinks,
  pinLink,
  recordRecentLink,
  sortRecentLinks,
  unpinLink,
  type NavigationLink,
} from '../src/domain/navigation-links.ts';
import { SAAS_SERVICE_TYPES } from '../src/domain/saas-service-types.ts';
import { FEATURE_FLAG_DEFAULTS, featureFlag, type FeatureFlagName } from '../src/feature-flags.ts';
import { listRegistrations } from '../src/services/heatwave.ts';
import { fetchNavigationMenu, type NavigationMenuRegistry } from '../src/services/navigation-menu.ts';
import { LOCAL_KEYS, readLocalJson, writeLocalJson, type LocalStorageKey } from '../src/storage/browser-storage.ts';
import { $activeRegion } from './active-region.ts';
import { $capabilities } from './capabilities.ts';
import { $locale } from './locale.ts';
import { $pluginPrefixes } from './plugins.ts';
import { $preferences } from './preferences.ts';
import { $purchaseEntitlements } from './purchase-entitlements-state.ts';
import { $regions } from './regions.ts';
import { consoleConfig, serviceContext } from './service-context.ts';
import { $serviceEntitlements } from './service-entitlements-state.ts';
import {
  $navigationNotice,
  $navigationTree,
  forgetPendingVisits,
  queueVisit,
  recordVisitsWith,
} from './navigation-state.ts';
import { $session } from './session.ts';

// The chrome's part of the menu's state (open, notice, the plugins' tree, visits so far) is navigation-state.ts,
// which the start-up path holds; this module loads with the menu, once the console is ready and idle.
export {
  $menuOpen,
  $navigationNotice,
  closeMenu,
  openMenu,
  toggleMenu,
  type NavigationNotice,
} from './navigation-state.ts';

/** Where the menu registry stands: `fallback` when the bundled copy stands in for the cloud's. */
export type NavigationMenuStatus = 'idle' | 'loading' | 'ready' | 'fallback';

/** The navigation menu registry and where it came from. */
export interface NavigationMenuState {
  status: NavigationMenuStatus;
  registry: NavigationMenuRegistry | null;
  /** The language of the registry's texts. */
  locale: string | null;
}

/** Why `pinItem` refused. */
export type PinItemError = 'pin-limit' | 'unknown-item';

/** The menu registry (spec 3 §2). */
export const $navigationMenu = atom<NavigationMenuState>({ status: 'idle', registry: null, locale: null });

/** Pinned links, newest pin first (spec 3 §3, §4); persisted per user. */
export const $pinned = atom<NavigationLink[]>([]);

/** Recently visited links, newest first, at most 12 (spec 3 §4, §9); persisted per user. */
export const $recent = atom<NavigationLink[]>([]);

/** The tenancy's HeatWave program (spec 2 §3: default or mysqldsaws); heatwave items follow it (spec 3 §2). */
export const $databaseType = atom<string>(DEFAULT_DATABASE_TYPE);

/** The visitor's experiment variant per campaign, for items that belong to an experiment (spec 3 §5). */
export const $navigationExperiments = atom<Readonly<Record<string, string>>>({});

// ---- persistence: localStorage, one list per user (`{ [userOcid]: links }`), so users of one browser never share

let restoredFor: string | null = null;

function currentUser(): string {
  return $session.get().claims?.sub ?? 'anonymous';
}

function readUserLinks(key: LocalStorageKey, user: string): NavigationLink[] | undefined {
  const stored = readLocalJson(key);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  return Object.hasOwn(stored, user) ? parseNavigationLinks((stored as Record<string, unknown>)[user]) : undefined;
}

function writeUserLinks(key: LocalStorageKey, links: readonly NavigationLink[]): void {
  const stored = readLocalJson(key);
  const all: Record<string, unknown> =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { ...(stored as object) } : {};
  Object.defineProperty(all, currentUser(), { value: links, enumerable: true, writable: true, configurable: true });
  writeLocalJson(key, all);
}

/**
 * Reads the signed-in user's pinned and recent links from storage (once per user): pinned defaults to instances and
 * virtual cloud networks until the user has a stored list (spec 3 §9), recents to none.
 */
export function restoreNavigationLinks(now: number = Date.now()): void {
  const user = currentUser();
  if (restoredFor === user) return;
  restoredFor = user;
  $pinned.set(readUserLinks(LOCAL_KEYS.pinnedLinks, user) ?? defaultPinnedLinks(now));
  $recent.set(sortRecentLinks(readUserLinks(LOCAL_KEYS.recentLinks, user) ?? []).slice(0, NAVIGATION_LIMITS.recent));
}

/** Forgets which user's links are loaded and the visits not yet recorded (tests, sign-out): the next read restores them. */
export function resetNavigationLinks(): void {
  restoredFor = null;
  forgetPendingVisits();
  $pinned.set([]);
  $recent.set([]);
  $navigationNotice.set(null);
}

const watchSession = () => {
  restoreNavigationLinks();
  return $session.listen(() => restoreNavigationLinks());
};
onMount($pinned, watchSession);
onMount($recent, watchSession);

// ---- actions

function registryItems(): NavigationItem[] {
  return flattenNavigationItems($navigationMenu.get().registry?.items ?? []);
}

let followingLocale = false;

/**
 * Loads the menu registry unless a load has started (stores/navigation-state.ts `ensureNavigationMenu` comes here).
 * Later loads follow the language.
 */
export function loadNavigationMenuOnce(): void {
  if ($navigationMenu.get().status === 'idle') void loadNavigationMenu();
}

/** Marks a store derived from the menu: its first subscriber loads the registry. */
export function needsNavigationMenu<Store extends ReadableAtom<unknown>>(store: Store): Store {
  onMount(store, () => {
    loadNavigationMenuOnce();
  });
  return store;
}

/**
 * Loads the menu registry in the console's language from the plugins path, with the bundled copy when the cloud
 * fails, and restores the user's pinned and recent links. From the first load on, a new console language (the
 * language menu, no reload) loads the menu again in it.
 */
export async function loadNavigationMenu(
  options: { locale?: string; timeoutMs?: number; retries?: number } = {}
): Promise<NavigationMenuState> {
  restoreNavigationLinks();
  const locale = options.locale ?? $locale.get();
  if (!followingLocale) {
    followingLocale = true;
    $locale.listen(next => void loadNavigationMenu({ locale: next }));
  }
  $navigationMenu.set({ ...$navigationMenu.get(), status: 'loading' });
  const registry = await fetchNavigationMenu(consoleConfig(), {
    locale,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.retries === undefined ? {} : { retries: options.retries }),
  });
  $navigationMenu.set({
    status: registry.source === 'remote' ? 'ready' : 'fallback',
    registry,
    locale: registry.locale,
  });
  recordVisitsWith(recordVisit);
  return $navigationMenu.get();
}

/**
 * Pins an item by key (spec 3 §4): it goes to the front of the pinned list, replacing an earlier entry. The 13th
 * pin is refused and sets the 'pin-limit' notice (spec 1 §5). An item the registry does not have is refused.
 */
export function pinItem(key: string, now: number = Date.now()): { ok: true } | { ok: false; error: PinItemError } {
  restoreNavigationLinks(now);
  const item = registryItems().find(candidate => candidate.key === key);
  if (!item) return { ok: false, error: 'unknown-item' };
  const result = pinLink($pinned.get(), { itemKey: key, parentItemKey: item.parentKey ?? null }, now);
  if (!result.ok) {
    $navigationNotice.set(result.error);
    return { ok: false, error: result.error };
  }
  $navigationNotice.set(null);
  $pinned.set(result.pinned);
  writeUserLinks(LOCAL_KEYS.pinnedLinks, result.pinned);
  return { ok: true };
}

/** Unpins an item (spec 3 §4) and clears the pin-limit notice. */
export function unpinItem(key: string): void {
  restoreNavigationLinks();
  const pinned = unpinLink($pinned.get(), key);
  $navigationNotice.set(null);
  $pinned.set(pinned);
  writeUserLinks(LOCAL_KEYS.pinnedLinks, pinned);
}

/**
 * Records a visit to a path (spec 3 §4): the menu item it belongs to is added to the recents or its access time
 * refreshed; newest first, 12 kept. Returns the item's key, or null when no item leads there.
 */
export function recordVisit(path: string, now: number = Date.now()): string | null {
  restoreNavigationLinks(now);
  const registry = $navigationMenu.get().registry;
  if (!registry) {
    // Kept for the registry.
    queueVisit(path, now);
    return null;
  }
  const item = itemForPath(registry.items, path);
  if (!item) return null;
  const recent = recordRecentLink($recent.get(), { itemKey: item.key, parentItemKey: item.parentKey ?? null }, now);
  $recent.set(recent);
  writeUserLinks(LOCAL_KEYS.recentLinks, recent);
  return item.key;
}

/**
 * Reads the tenancy's HeatWave program (spec 2 §3: default or mysqldsaws) from its active HeatWave registrations;
 * any failure leaves the default (the AWS items stay hidden).
 */
export async function loadDatabaseType(options: { timeoutMs?: number; retries?: number } = {}): Promise<string> {
  const tenancyId = $session.get().claims?.tenant;
  if (!tenancyId) return $databaseType.get();
  try {
    const registrations = await listRegistrations(
      serviceContext($activeRegion.get(), {
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(options.retries === undefined ? {} : { retries: options.retries }),
      }),
      { compartmentId: tenancyId, lifecycleState: 'ACTIVE' }
    );
    const program = registrations.find(registration => registration.program)?.program;
    $databaseType.set(program ?? DEFAULT_DATABASE_TYPE);
  } catch (error) {
    console.warn('[navigation] HeatWave program unknown:', error instanceof Error ? error.message : error);
    $databaseType.set(DEFAULT_DATABASE_TYPE);
  }
  return $databaseType.get();
}

// ---- the view

function isFeatureEnabled(name: string): boolean {
  return Object.hasOwn(FEATURE_FLAG_DEFAULTS, name) && featureFlag(name as FeatureFlagName) === true;
}

/** The facts the filters read, from the stores (spec 3 §5, §6). */
export const $navigationContext = computed(
  [
    $preferences,
    $locale,
    $purchaseEntitlements,
    $capabilities,
    $regions,
    $activeRegion,
    $pluginPrefixes,
    $session,
    $databaseType,
    $navigationExperiments,
  ],
  (preferences, locale, entitlements, capabilities, regions, region, prefixes, session, databaseType, experiments) => {
    const saasServiceTypes = entitlements.summaries
      .map(summary => summary.serviceDefinition.type.toUpperCase())
      .filter(type => SAAS_SERVICE_TYPES.has(type) || entitlements.saasCustomer);
    const claims = session.claims;
    const config = consoleConfig();
    const linkValues: Record<string, string> = {
      region,
      realm: config.realm,
      secondLevelDomain: config.secondLevelDomain,
    };
    if (claims) {
      Object.assign(linkValues, { tenancyName: claims.tenant_name, tenancyId: claims.tenant, userId: claims.sub });
    }
    if (regions.homeRegionName) linkValues['homeRegion'] = regions.homeRegionName;
    const context: NavigationContext = {
      // Until the domain call answers, the tenancy counts as on domains (the commercial default).
      isDomainTenancy: regions.isDomainMigrated !== false,
      isGovernmentRegion: isGovernmentRegion(region),
      isFeatureEnabled,
      experiments,
      scopes: consoleScopes(preferences.preferences.userPersona, locale),
      saasCustomer: entitlements.saasCustomer || capabilities.data?.accountInfo.hasSaasSubscription === true,
      saasServiceTypes,
      databaseType,
      pluginPrefixes: prefixes,
      linkValues,
    };
    return context;
  }
);

/** The "other services" section's source: the service entitlements state. */
const $paasSection = computed($serviceEntitlements, (state): PaasSection => ({
  status: state.status,
  groups: state.groups,
  error: state.error,
}));

/** The menu the element shows: static groups and categories, filtered for this user (null until loaded). */
export const $navigationView = computed(
  [$navigationMenu, $navigationContext, $paasSection, $pinned, $recent],
  (menu, context, paas, pinned, recent): NavigationMenuView | null =>
    menu.registry ? buildNavigationMenu({ registry: menu.registry, context, paas, pinned, recent }) : null
);

// ---- the plugins' tree (`$navigationTree`): built from the view only while a plugin context watches it, so the menu is
// not rebuilt for every store change when nothing shows it

let stopFollowing: (() => void) | null = null;

function startFollowing(): void {
  stopFollowing ??= $navigationView.subscribe(view => $navigationTree.set(view ? navigationTree(view) : []));
}

function endFollowing(): void {
  stopFollowing?.();
  stopFollowing = null;
}

onStart($navigationTree, startFollowing);
onStop($navigationTree, endFollowing);
// A plugin page that was open before this module loaded watches already.
if ($navigationTree.lc > 0) startFollowing();
