import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compartmentOcid,
  scenarioCompartments,
} from '../emulator/cloud/services/identity-compartments/compartment-tree.ts';
import { DEMO_TENANCY } from '../emulator/cloud/seed.ts';
import { compartmentDisplayName } from '../src/domain/compartments.ts';
import { resetFeatureFlags, setFeatureFlags } from '../src/feature-flags.ts';
import { listAllCompartments, listCompartments } from '../src/services/identity-compartments.ts';
import { LOCAL_KEYS } from '../src/storage/browser-storage.ts';
import { CACHES } from '../src/storage/cache.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import {
  $compartmentTree,
  $compartments,
  $selectedCompartment,
  COMPARTMENT_QUERY_ERROR,
  COMPARTMENT_TIMEOUT,
  compartmentsCacheKey,
  loadCompartments,
  selectCompartment,
  type CompartmentsState,
} from './compartments.ts';
import { serviceContext } from './service-context.ts';

const cloud = useStoreCloud();
let browser: BrowserGlobals;

const TENANCY_ID = DEMO_TENANCY.id;
/** What ListCompartments with accessLevel ACCESSIBLE can offer the demo user: the seed minus what is hidden or gone. */
const ACCESSIBLE = scenarioCompartments(DEMO_TENANCY, new Date()).filter(compartment => compartment.isAccessible);
const OFFERED_IDS = ACCESSIBLE.filter(compartment => compartment.lifecycleState !== 'DELETED').map(
  compartment => compartment.id
);
/** The live compartments of the first page of 100: the list is in name order (byte order), then id, as OCI sorts. */
const FIRST_PAGE_IDS = [...ACCESSIBLE]
  .sort((left, right) => (left.name === right.name ? (left.id < right.id ? -1 : 1) : left.name < right.name ? -1 : 1))
  .slice(0, 100)
  .filter(compartment => compartment.lifecycleState !== 'DELETED')
  .map(compartment => compartment.id);
const PRODUCTION_APPS_WEB = compartmentOcid('acme-corp', 'production/apps/web');
const LEGACY_DATACENTER = compartmentOcid('acme-corp', 'legacy-datacenter');

function persistedSelections(): unknown {
  return JSON.parse(browser.localStorage.getItem(LOCAL_KEYS.selectedCompartment) ?? 'null');
}

/** Every state the store publishes from now on. */
function recordStates(): CompartmentsState[] {
  const states: CompartmentsState[] = [];
  const stop = $compartments.listen(state => void states.push(state));
  afterEachStops.push(stop);
  return states;
}
const afterEachStops: (() => void)[] = [];

/** A first full load, so that the cache holds the tenancy's compartments. */
async function loadOnceIntoCache(): Promise<CompartmentsState> {
  const state = await loadCompartments();
  expect(state.status).toBe('success');
  return state;
}

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  await cloud.local.clearFaults();
  // A fresh IndexedDB too: no test sees another's cache.
  await useSession(cloud.demo);
  resetFeatureFlags();
  // No retries unless a test asks: injected failures end fast.
  setFeatureFlags({ 'compartment-max-retry': 0 });
  $compartments.set({ status: 'idle', tenancyId: null, items: [], loading: false, error: null });
  $selectedCompartment.set(null);
  // The API client logs every failed call; the failures here are on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  afterEachStops.splice(0).forEach(stop => stop());
  vi.restoreAllMocks();
  resetFeatureFlags();
  browser.uninstall();
});

describe('loadCompartments', () => {
  it('loads every page: the root first with its decoration, then every accessible live compartment', async () => {
    const loading = loadCompartments();
    expect($compartments.get()).toMatchObject({ status: 'loading', loading: true, error: null });
    expect($compartments.get().items.map(item => item.id)).toEqual([TENANCY_ID]);

    const state = await loading;

    expect(OFFERED_IDS.length).toBeGreaterThan(100);
    expect(state).toMatchObject({ status: 'success', tenancyId: TENANCY_ID, loading: false, error: null });
    const [root, ...rest] = state.items;
    expect(root).toMatchObject({
      id: TENANCY_ID,
      compartmentId: TENANCY_ID,
      name: 'acme-corp',
      lifecycleState: 'ACTIVE',
    });
    expect(root && compartmentDisplayName(root)).toBe('acme-corp (root)');
    expect(rest.map(item => item.id).sort()).toEqual([...OFFERED_IDS].sort());
    // The picker's tree: the root on top, its four live top-level compartments under it.
    const [top] = $compartmentTree.get();
    expect(top?.compartment.id).toBe(TENANCY_ID);
    expect(top?.children.map(child => child.compartment.name)).toEqual([
      'development',
      'production',
      'sandbox',
      'shared-services',
    ]);
    // Nothing was selected before: the root is.
    expect($selectedCompartment.get()?.id).toBe(TENANCY_ID);
    // The full list is cached for the tenancy, without the root.
    const cached = await CACHES.compartments.read<{ id: string }[]>(compartmentsCacheKey(TENANCY_ID));
    expect(cached?.data.map(item => item.id).sort()).toEqual([...OFFERED_IDS].sort());
  });

  it('answers from the cache when the soft timeout passes first, then replaces it with the loaded pages', async () => {
    const first = await loadOnceIntoCache();
    await cloud.local.injectFault({ operation: 'ListCompartments', latencyMs: 1500, times: 1 });
    setFeatureFlags({ 'compartment-api-soft-timeout-duration': 50 });
    const states = recordStates();

    const loading = loadCompartments();
    await vi.waitFor(() => expect($compartments.get().status).toBe('cached'), { timeout: 1400, interval: 10 });

    expect($compartments.get()).toMatchObject({ loading: true, error: null });
    expect($compartments.get().items).toEqual(first.items);
    const state = await loading;
    expect(state).toMatchObject({ status: 'success', loading: false, error: null });
    expect(state.items).toHaveLength(OFFERED_IDS.length + 1);
    expect(states.map(published => published.status)).toEqual(['loading', 'cached', 'success']);
  });

  it('keeps loading without a cache when the soft timeout passes', async () => {
    await cloud.local.injectFault({ operation: 'ListCompartments', latencyMs: 300, times: 1 });
    setFeatureFlags({ 'compartment-api-soft-timeout-duration': 20 });
    const states = recordStates();

    const state = await loadCompartments();

    expect(state.status).toBe('success');
    expect(states.map(published => published.status)).toEqual(['loading', 'success']);
  });

  it('falls back to the cache, with the query error, when the list fails', async () => {
    const first = await loadOnceIntoCache();
    await cloud.local.injectFault({ operation: 'ListCompartments', status: 500, code: 'InternalServerError' });

    const state = await loadCompartments();

    expect(state).toMatchObject({ status: 'cached', loading: false, error: COMPARTMENT_QUERY_ERROR });
    expect(state.items).toEqual(first.items);
  });

  it('falls back to the pages that arrived when page 2 fails and there is no cache', async () => {
    // Newer rules match first: the first page passes the no-op rule, every later request meets the 500.
    await cloud.local.injectFault({ operation: 'ListCompartments', status: 500, code: 'InternalServerError' });
    await cloud.local.injectFault({ operation: 'ListCompartments', latencyMs: 0, times: 1 });

    const state = await loadCompartments();

    expect(state).toMatchObject({ status: 'partial', loading: false, error: COMPARTMENT_QUERY_ERROR });
    // The first page's compartments, minus the deleted ones it held.
    expect(state.items.map(item => item.id)).toEqual([TENANCY_ID, ...FIRST_PAGE_IDS]);
    expect(FIRST_PAGE_IDS.length).toBeLessThan(OFFERED_IDS.length);
  });

  it('retries each page as the compartment-max-retry flag says', async () => {
    setFeatureFlags({ 'compartment-max-retry': 2 });
    await cloud.local.injectFault({ operation: 'ListCompartments', status: 503, code: 'ServiceUnavailable', times: 2 });

    expect((await loadCompartments()).status).toBe('success');
  });

  it('falls back to the root only when page 1 fails and there is no cache, keeping the persisted selection', async () => {
    browser.localStorage.setItem(LOCAL_KEYS.selectedCompartment, JSON.stringify({ [TENANCY_ID]: PRODUCTION_APPS_WEB }));
    await cloud.local.injectFault({ operation: 'ListCompartments', status: 500, code: 'InternalServerError' });

    const state = await loadCompartments();

    expect(state).toMatchObject({ status: 'root-only', loading: false, error: COMPARTMENT_QUERY_ERROR });
    expect(state.items.map(item => item.id)).toEqual([TENANCY_ID]);
    expect($selectedCompartment.get()?.id).toBe(TENANCY_ID);
    // A fallback list proves nothing gone: the next full load can still restore it.
    expect(persistedSelections()).toEqual({ [TENANCY_ID]: PRODUCTION_APPS_WEB });
  });

  it('adds the data-plane list to the root when compartments-data-plane is on', async () => {
    setFeatureFlags({ 'compartments-data-plane': true });
    await cloud.local.injectFault({ operation: 'ListCompartments', status: 500, code: 'InternalServerError' });

    const state = await loadCompartments();

    expect(state).toMatchObject({ status: 'root-only', error: COMPARTMENT_QUERY_ERROR });
    expect(state.items[0]?.id).toBe(TENANCY_ID);
    // The data plane's tree: every live compartment, the ones the list would hide included.
    expect(state.items.map(item => item.id)).toContain(PRODUCTION_APPS_WEB);
    expect(state.items.map(item => item.id)).not.toContain(LEGACY_DATACENTER);
    expect(state.items.length).toBeGreaterThan(OFFERED_IDS.length);
  });

  it('reports COMPARTMENT_TIMEOUT when the list hangs past the API timeout and its retry', async () => {
    setFeatureFlags({ 'api-timeout-ms': 150, 'compartment-max-retry': 1 });
    await cloud.local.injectFault({ operation: 'ListCompartments', hang: true });

    const state = await loadCompartments();

    expect(state).toMatchObject({ status: 'root-only', loading: false, error: COMPARTMENT_TIMEOUT });
  });

  it('lets a newer load win over an older one that ends after it', async () => {
    // The first request waits, then fails; the second load's requests meet no fault.
    await cloud.local.injectFault({ operation: 'ListCompartments', latencyMs: 300, status: 500, times: 1 });

    const older = loadCompartments();
    // The older load's first request must be the one the fault holds: give it time to reach the cloud.
    await new Promise(resolve => setTimeout(resolve, 100));
    const newer = loadCompartments();
    await Promise.all([older, newer]);

    expect($compartments.get()).toMatchObject({ status: 'success', error: null });
    expect($compartments.get().items).toHaveLength(OFFERED_IDS.length + 1);
  });

  it('reports the query error when the answer is not JSON', async () => {
    await cloud.local.injectFault({ operation: 'ListCompartments', malformed: true });

    const state = await loadCompartments();

    expect(state).toMatchObject({ status: 'root-only', error: COMPARTMENT_QUERY_ERROR });
  });
});

describe('the selected compartment', () => {
  it('is persisted per tenancy and restored by the next load', async () => {
    await loadCompartments();
    expect(selectCompartment(PRODUCTION_APPS_WEB)).toBe(true);
    expect($selectedCompartment.get()?.name).toBe('web');
    expect(persistedSelections()).toEqual({ [TENANCY_ID]: PRODUCTION_APPS_WEB });

    // A new page: nothing in memory, only what localStorage kept.
    $compartments.set({ status: 'idle', tenancyId: null, items: [], loading: false, error: null });
    $selectedCompartment.set(null);
    await loadCompartments();

    expect($selectedCompartment.get()?.id).toBe(PRODUCTION_APPS_WEB);
  });

  it('falls back to the root when the persisted compartment no longer exists, and forgets it', async () => {
    browser.localStorage.setItem(
      LOCAL_KEYS.selectedCompartment,
      JSON.stringify({ [TENANCY_ID]: LEGACY_DATACENTER, 'ocid1.tenancy.oc1..other': 'ocid1.compartment.oc1..kept' })
    );

    await loadCompartments();

    expect($selectedCompartment.get()?.id).toBe(TENANCY_ID);
    expect(persistedSelections()).toEqual({ 'ocid1.tenancy.oc1..other': 'ocid1.compartment.oc1..kept' });
  });

  it('cannot be a compartment the list does not have', async () => {
    await loadCompartments();

    expect(selectCompartment(LEGACY_DATACENTER)).toBe(false);
    expect($selectedCompartment.get()?.id).toBe(TENANCY_ID);
  });
});

describe('identity compartment calls', () => {
  it('throw before sending anything when compartmentId is null', async () => {
    const context = serviceContext('us-ashburn-1');
    const message = 'Missing required parameter compartmentId when calling ListCompartments';

    await expect(listCompartments(context, { compartmentId: null as unknown as string })).rejects.toThrow(message);
    await expect(listAllCompartments(context, { compartmentId: null as unknown as string })).rejects.toThrow(message);
  });
});
