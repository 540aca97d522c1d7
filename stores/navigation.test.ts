import 'fake-indexeddb/auto';
import { cleanStores, computed, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationMenuEntry, NavigationMenuView } from '../src/domain/navigation-menu.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { LOCAL_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $locale } from './locale.ts';
import { $navigationTree, noteVisit } from './navigation-state.ts';
import {
  $databaseType,
  $menuOpen,
  $navigationMenu,
  $navigationNotice,
  $navigationView,
  $pinned,
  $recent,
  closeMenu,
  loadDatabaseType,
  loadNavigationMenuOnce,
  loadNavigationMenu,
  needsNavigationMenu,
  openMenu,
  pinItem,
  recordVisit,
  resetNavigationLinks,
  restoreNavigationLinks,
  toggleMenu,
  unpinItem,
} from './navigation.ts';
import { $preferences, INITIAL_PREFERENCES_STATE } from './preferences.ts';
import { $purchaseEntitlements } from './purchase-entitlements.ts';
import { $session } from './session.ts';

const cloud = useStoreCloud();
let browser: BrowserGlobals;

function view(): NavigationMenuView {
  const current = $navigationView.get();
  if (!current) throw new Error('the menu is not loaded');
  return current;
}

function groupKeys(key: string): string[] {
  return (view().groups.find(group => group.key === key)?.entries ?? []).map(entry => entry.key);
}

function allKeys(): string[] {
  const walk = (entries: readonly NavigationMenuEntry[]): string[] =>
    entries.flatMap(entry => [entry.key, ...walk(entry.children)]);
  return view().groups.flatMap(group => walk(group.entries));
}

const pinnedKeys = () => $pinned.get().map(link => link.itemKey);

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  setFeatureFlags({}, { reset: true });
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $locale.set('en');
  $preferences.set(INITIAL_PREFERENCES_STATE);
  $databaseType.set('default');
  resetNavigationLinks();
  $navigationMenu.set({ status: 'idle', registry: null, locale: null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanStores($navigationView, $pinned, $recent);
  closeMenu();
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('loadNavigationMenu', () => {
  it('reads the menu from the local cloud in the console language, with the default pins', async () => {
    keepMount($navigationView);
    $locale.set('de');
    const loading = loadNavigationMenu();
    expect($navigationMenu.get().status).toBe('loading');
    await loading;
    expect($navigationMenu.get()).toMatchObject({ status: 'ready', locale: 'de' });
    expect(view().groups.find(group => group.key === 'storage')?.text).toBe('Speicher');
    expect(groupKeys('STATIC__PINNED')).toEqual(['compute-instances', 'networking-vcns']);
  });

  it('loads the menu again in a new console language, without a reload', async () => {
    keepMount($navigationView);
    await loadNavigationMenu();
    expect($navigationMenu.get()).toMatchObject({ status: 'ready', locale: 'en' });
    $locale.set('de');
    await vi.waitFor(() => expect($navigationMenu.get()).toMatchObject({ status: 'ready', locale: 'de' }));
    expect(view().groups.find(group => group.key === 'storage')?.text).toBe('Speicher');
    // Back to English before the next test, which would otherwise race this reload.
    $locale.set('en');
    await vi.waitFor(() => expect($navigationMenu.get()).toMatchObject({ status: 'ready', locale: 'en' }));
  });

  it('falls back to the bundled copy when the cloud fails', async () => {
    await cloud.local.injectFault({
      operation: 'GetNavigationMenu',
      status: 500,
      code: 'InternalServerError',
      message: 'x',
    });
    await loadNavigationMenu({ retries: 0 });
    expect($navigationMenu.get().status).toBe('fallback');
    expect(view().groups.map(group => group.key)).toContain('compute');
  });
});

describe('pinning and recents', () => {
  beforeEach(async () => {
    await loadNavigationMenu();
  });

  it('pins to the front, unpins, and keeps both per user in localStorage', () => {
    expect(pinItem('object-storage-buckets', 10)).toEqual({ ok: true });
    expect(pinnedKeys()).toEqual(['object-storage-buckets', 'compute-instances', 'networking-vcns']);
    expect($pinned.get()[0]).toEqual({
      itemKey: 'object-storage-buckets',
      parentItemKey: 'storage-header-object',
      LastAccessed: 10,
    });
    expect(pinItem('compute-instances', 11)).toEqual({ ok: true });
    expect(pinnedKeys()).toEqual(['compute-instances', 'object-storage-buckets', 'networking-vcns']);
    unpinItem('networking-vcns');
    expect(pinnedKeys()).toEqual(['compute-instances', 'object-storage-buckets']);

    const stored = JSON.parse(browser.localStorage.getItem(LOCAL_KEYS.pinnedLinks) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual([cloud.demo.claims.sub]);

    resetNavigationLinks();
    restoreNavigationLinks();
    expect(pinnedKeys(), 'restored after a reload').toEqual(['compute-instances', 'object-storage-buckets']);
  });

  it('refuses the 13th pin with the pin-limit notice, and unpinning clears it', () => {
    const candidates = ['logging', 'usage', 'support', 'announcements', 'governance-tenancy', 'governance-regions'];
    candidates.push('governance-limits', 'governance-quotas', 'block-storage-volumes', 'db-autonomous');
    for (const key of candidates) expect(pinItem(key)).toEqual({ ok: true });
    expect($pinned.get()).toHaveLength(12);
    expect(pinItem('governance-search')).toEqual({ ok: false, error: 'pin-limit' });
    expect($navigationNotice.get()).toBe('pin-limit');
    expect(pinnedKeys()).not.toContain('governance-search');
    unpinItem('logging');
    expect($navigationNotice.get()).toBeNull();
    expect(pinItem('governance-search')).toEqual({ ok: true });
    expect(pinItem('no-such-item')).toEqual({ ok: false, error: 'unknown-item' });
  });

  it('records visits to menu items, newest first, refreshing a known one', () => {
    keepMount($navigationView);
    expect(recordVisit('/compute/instances/ocid1.instance.oc1..a', 1)).toBe('compute-instances');
    expect(recordVisit('/networking/vcns', 2)).toBe('networking-vcns');
    expect(recordVisit('/nowhere', 3)).toBeNull();
    expect(recordVisit('/compute/instances', 4)).toBe('compute-instances');
    expect($recent.get().map(link => [link.itemKey, link.LastAccessed])).toEqual([
      ['compute-instances', 4],
      ['networking-vcns', 2],
    ]);
    expect(groupKeys('STATIC__RECENT')).toEqual(['compute-instances', 'networking-vcns']);
    expect(browser.localStorage.getItem(LOCAL_KEYS.recentLinks)).toContain('compute-instances');
  });

  it('keeps another user’s links apart', () => {
    pinItem('logging');
    $session.set({ status: 'signed-in', claims: { ...cloud.demo.claims, sub: 'ocid1.user.oc1..other' } });
    restoreNavigationLinks();
    expect(pinnedKeys()).toEqual(['compute-instances', 'networking-vcns']);
  });
});

describe('the view follows the account', () => {
  beforeEach(async () => {
    keepMount($navigationView);
    await loadNavigationMenu();
  });

  it('filters by the persona’s console scopes, data platform by default', () => {
    expect(allKeys()).not.toContain('security-bastion');
    expect(allKeys()).toContain('opsi');
    $preferences.set({
      ...INITIAL_PREFERENCES_STATE,
      status: 'success',
      preferences: { ...INITIAL_PREFERENCES_STATE.preferences, userPersona: { en: ['security-administrator'] } },
    });
    expect(allKeys()).toContain('security-bastion');
    expect(allKeys()).not.toContain('opsi');
  });

  it('adds the applications console and the SaaS applications for SaaS customers', () => {
    expect(allKeys()).not.toContain('applications-console');
    $purchaseEntitlements.set({
      ...$purchaseEntitlements.get(),
      status: 'ready',
      saasCustomer: true,
      summaries: [{ id: 'pe1', name: 'HCM', serviceDefinition: { type: 'HCM' }, account: { isSaaSCustomer: true } }],
    });
    expect(groupKeys('STATIC__FEATURED')[0]).toBe('applications-console');
    expect(groupKeys('saas-applications')).toEqual(['saas-hcm', 'saas-links', 'saas-classic-console']);
    $purchaseEntitlements.set({ ...$purchaseEntitlements.get(), saasCustomer: false, summaries: [] });
  });

  it('shows the HeatWave on AWS item once the tenancy’s HeatWave program is known', async () => {
    expect(allKeys()).not.toContain('heatwave-aws');
    expect(await loadDatabaseType({ retries: 0 })).toBe('mysqldsaws');
    expect(allKeys()).toContain('heatwave-aws');
  });
});

describe('loading when needed', () => {
  it('gives plugins the menu’s tree once it loads, and builds the menu for them only while their context is watched', async () => {
    const labels = () => $navigationTree.get().map(node => node.label);
    const stop = $navigationTree.listen(() => undefined);
    expect($navigationTree.get()).toEqual([]);
    await loadNavigationMenu();
    expect(labels()).toContain('Storage');
    expect($navigationView.lc).toBeGreaterThan(0);
    stop();
    // Nobody watches: the menu's view is not kept up for them (the stores it reads can change freely).
    expect($navigationView.lc).toBe(0);
    $locale.set('de');
    await vi.waitFor(() => expect($navigationMenu.get()).toMatchObject({ status: 'ready', locale: 'de' }));
    expect($navigationView.lc).toBe(0);
    // A new watcher gets the tree as the menu is now.
    const again = $navigationTree.listen(() => undefined);
    expect(labels()).toContain('Speicher');
    again();
    $locale.set('en');
    await vi.waitFor(() => expect($navigationMenu.get()).toMatchObject({ status: 'ready', locale: 'en' }));
  });

  it('records visits made before the registry is there once it loads, at the time they were made', async () => {
    expect(recordVisit('/compute/instances', 5)).toBeNull();
    expect(recordVisit('/networking/vcns', 6)).toBeNull();
    expect($recent.get()).toEqual([]);
    await loadNavigationMenu();
    expect($recent.get().map(link => [link.itemKey, link.LastAccessed])).toEqual([
      ['networking-vcns', 6],
      ['compute-instances', 5],
    ]);
  });

  it('records the pages the console notes, from before the registry loads and after', async () => {
    noteVisit('/compute/instances', 5);
    await loadNavigationMenu();
    noteVisit('/networking/vcns', 6);
    expect($recent.get().map(link => [link.itemKey, link.LastAccessed])).toEqual([
      ['networking-vcns', 6],
      ['compute-instances', 5],
    ]);
  });

  it('forgets the visits not yet recorded at sign-out', async () => {
    recordVisit('/compute/instances', 5);
    resetNavigationLinks();
    await loadNavigationMenu();
    expect($recent.get()).toEqual([]);
  });

  it('loads the registry for the first subscriber of a store that needs it, once', async () => {
    const $status = needsNavigationMenu(computed($navigationMenu, menu => menu.status));
    const fetches = vi.spyOn(globalThis, 'fetch');
    expect($navigationMenu.get().status).toBe('idle');
    const unsubscribe = $status.listen(() => undefined);
    expect($navigationMenu.get().status).toBe('loading');
    loadNavigationMenuOnce();
    await vi.waitFor(() => expect($navigationMenu.get().status).toBe('ready'));
    loadNavigationMenuOnce();
    const menuCalls = fetches.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes('navigation-menu')
    );
    expect(menuCalls).toHaveLength(1);
    unsubscribe();
  });
});

describe('the menu panel', () => {
  it('opens and closes, and closing clears the notice; opening loads the registry if nothing has yet', async () => {
    openMenu();
    expect($menuOpen.get()).toBe(true);
    await vi.waitFor(() => expect($navigationMenu.get().status).toBe('ready'));
    $navigationNotice.set('pin-limit');
    closeMenu();
    expect($menuOpen.get()).toBe(false);
    expect($navigationNotice.get()).toBeNull();
    toggleMenu();
    expect($menuOpen.get()).toBe(true);
    toggleMenu();
    expect($menuOpen.get()).toBe(false);
  });
});
