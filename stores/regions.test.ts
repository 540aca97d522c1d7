import 'fake-indexeddb/auto';
import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../emulator/cloud/scenarios.ts';
import { OTHER_TENANCY } from '../emulator/cloud/seed.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { consoleCache } from '../src/storage/cache.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion, selectRegion } from './active-region.ts';
import {
  $regions,
  isPollingHomeRegion,
  loadRegions,
  onRegionUp,
  startHomeRegionPolling,
  stopHomeRegionPolling,
} from './regions.ts';
import { $session } from './session.ts';

const DEMO_REGIONS = [
  { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)', isHome: true },
  { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)', isHome: false },
  { name: 'us-phoenix-1', key: 'PHX', friendlyName: 'US West (Phoenix)', isHome: false },
];

const cloud = useStoreCloud();
let globex: ClientSession;
let legacy: ClientSession;
let browser: BrowserGlobals;

/** Switches a condition of the local cloud (emulator/README.md, Switchable conditions); the tenancy is the demo's. */
async function setCondition(change: { condition: string; on?: boolean; region?: string }): Promise<void> {
  const response = await fetch(`${cloud.local.origins.cloudOrigin}/_emulator/conditions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`the condition was refused: ${await response.text()}`);
}

async function resetConditions(): Promise<void> {
  await fetch(`${cloud.local.origins.cloudOrigin}/_emulator/conditions`, { method: 'DELETE' });
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** An OCI error the local cloud is made to answer with. */
interface OciError {
  status: number;
  code: string;
  message: string;
}

const INTERNAL_ERROR: OciError = { status: 500, code: 'InternalServerError', message: 'Internal error in the region.' };
const SERVICE_UNAVAILABLE: OciError = { status: 503, code: 'ServiceUnavailable', message: '' };
const NOT_FOUND: OciError = {
  status: 404,
  code: 'NotAuthorizedOrNotFound',
  message: 'Authorization failed or requested resource not found.',
};

/** Makes the local cloud answer `operation` with `error` (in `region` only, when given) until the faults are cleared. */
async function failOperation(operation: string, error: OciError, region?: string): Promise<void> {
  await cloud.local.injectFault({ operation, ...error, ...(region === undefined ? {} : { region }) });
}

beforeAll(async () => {
  const [globexUser] = OTHER_TENANCY.users;
  const [legacyUser] = scenario('legacy-identity-service-user').users;
  if (!globexUser || !legacyUser) throw new Error('the seed lacks the globex or the legacy user');
  globex = await signInClient(cloud.local, { userName: globexUser.name, password: globexUser.password });
  legacy = await signInClient(cloud.local, { userName: legacyUser.name, password: legacyUser.password });
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  // The defaults, without reading a manifest from the test page's document (it has no getElementById).
  setFeatureFlags({}, { reset: true });
  await cloud.local.clearFaults();
  await resetConditions();
  // A fresh IndexedDB too: no cache from an earlier test answers for this one.
  await useSession(cloud.demo);
  $regions.set({ status: 'idle', items: [], homeRegionName: null });
  $activeRegion.set('us-ashburn-1');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stopHomeRegionPolling();
  setFeatureFlags({}, { reset: true });
  cleanStores($regions);
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('loadRegions: region subscriptions', () => {
  it('is loading, then lists the subscribed regions by friendly name with the home region', async () => {
    const loading = loadRegions();
    expect($regions.get()).toMatchObject({ status: 'loading', loading: true });

    await loading;

    expect($regions.get()).toMatchObject({
      status: 'ready',
      items: DEMO_REGIONS,
      homeRegionName: 'us-ashburn-1',
      homeRegionId: 'IAD',
      activeRegionId: 'IAD',
      activeRegionName: 'us-ashburn-1',
      activeRegionFriendlyName: 'US East (Ashburn)',
      realm: 'oc1',
      realmName: 'OC1',
      isStaging: false,
      isDisconnected: false,
      baseDocsUrl: `${cloud.local.origins.cloudOrigin}/help/docs`,
      issuerRegionName: cloud.demo.claims.issuer_region,
      // The demo tenancy's id ends in j, not a hex digit.
      isDomainHash: false,
      isHomeRegionDown: false,
      loading: false,
      errored: false,
      timeout: false,
      cached: false,
      regionUnsubscribedError: null,
    });
  });

  it('shows the regions and the domain as soon as they arrive, before they are cached for the next start', async () => {
    // A local database that never finishes writing: what the header shows must not wait for it.
    vi.spyOn(consoleCache, 'write').mockReturnValue(new Promise<void>(() => undefined));
    void loadRegions();
    await vi.waitFor(() => expect($regions.get()).toMatchObject({ status: 'ready', items: DEMO_REGIONS }));
    await vi.waitFor(() => expect($regions.get().domainStatus).toBe('ready'));
  });

  it('keeps an active region the tenancy subscribes to', async () => {
    selectRegion('eu-frankfurt-1');

    await loadRegions();

    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect(browser.location.search).toBe('?region=eu-frankfurt-1');
    expect($regions.get()).toMatchObject({ activeRegionId: 'FRA', regionUnsubscribedError: null });
  });

  it('follows the active region when one is selected', async () => {
    keepMount($regions);
    await loadRegions();

    selectRegion('us-phoenix-1');

    expect($regions.get()).toMatchObject({
      activeRegionId: 'PHX',
      activeRegionName: 'us-phoenix-1',
      activeRegionFriendlyName: 'US West (Phoenix)',
    });
  });

  it('falls back to the home region when the tenancy does not subscribe to the active region', async () => {
    // Globex's home region is not the console host's, so the fallback cannot be mistaken for the host default.
    await useSession(globex);
    selectRegion('ap-tokyo-1');

    await loadRegions();

    expect($regions.get().homeRegionName).toBe('eu-frankfurt-1');
    expect($regions.get().items.map(region => region.name)).toEqual(['eu-frankfurt-1', 'uk-london-1']);
    expect($regions.get().regionUnsubscribedError).toEqual({
      code: 'region-not-subscribed',
      region: 'ap-tokyo-1',
      redirectRegion: 'eu-frankfurt-1',
    });
    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe('eu-frankfurt-1');
    expect(browser.location.search).toBe('?region=eu-frankfurt-1');
  });

  it('clears the stored region, sets the unsubscribed error and goes home when the active region is unsubscribed', async () => {
    selectRegion('us-phoenix-1');
    await setCondition({ condition: 'region-unsubscribed', region: 'us-phoenix-1' });
    const removeItem = vi.spyOn(browser.sessionStorage, 'removeItem');

    await loadRegions();

    expect(removeItem).toHaveBeenCalledWith(SESSION_KEYS.region);
    expect($regions.get()).toMatchObject({
      status: 'ready',
      items: DEMO_REGIONS.filter(region => region.name !== 'us-phoenix-1'),
      regionUnsubscribedError: {
        code: 'region-not-subscribed',
        region: 'us-phoenix-1',
        redirectRegion: 'us-ashburn-1',
      },
      activeRegionName: 'us-ashburn-1',
    });
    expect($activeRegion.get()).toBe('us-ashburn-1');
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe('us-ashburn-1');
    // The host's own region is not repeated in the URL.
    expect(browser.location.search).toBe('');
  });

  it('fails without a cache, keeping the active region, when ListRegionSubscriptions fails', async () => {
    selectRegion('us-phoenix-1');
    await failOperation('ListRegionSubscriptions', INTERNAL_ERROR);

    await loadRegions();

    expect($regions.get()).toMatchObject({
      status: 'failed',
      items: [],
      homeRegionName: null,
      errored: true,
      cached: false,
      timeout: false,
      loading: false,
    });
    expect($activeRegion.get()).toBe('us-phoenix-1');
    expect(browser.location.search).toBe('?region=us-phoenix-1');
  });

  it('answers from the cache a successful load wrote when a later load fails with 500', async () => {
    await loadRegions();
    $regions.set({ status: 'idle', items: [], homeRegionName: null });
    await failOperation('ListRegionSubscriptions', INTERNAL_ERROR);

    await loadRegions();

    expect($regions.get()).toMatchObject({
      status: 'ready',
      items: DEMO_REGIONS,
      homeRegionName: 'us-ashburn-1',
      cached: true,
      errored: false,
    });
  });

  it('keeps the regions it had when a reload fails and the cache is gone', async () => {
    await loadRegions();
    await consoleCache.clear();
    await failOperation('ListRegionSubscriptions', SERVICE_UNAVAILABLE);

    await loadRegions();

    expect($regions.get()).toMatchObject({
      status: 'failed',
      items: DEMO_REGIONS,
      homeRegionName: 'us-ashburn-1',
      errored: true,
    });
  });

  it('counts each load that ListRegionSubscriptions answers with 404', async () => {
    await failOperation('ListRegionSubscriptions', NOT_FOUND);

    await loadRegions();
    expect($regions.get()).toMatchObject({ status: 'failed', subscriptionNotFoundCount: 1 });

    await loadRegions();
    expect($regions.get().subscriptionNotFoundCount).toBe(2);
  });

  it('flags a timeout when ListRegionSubscriptions does not answer', async () => {
    setFeatureFlags({ 'api-timeout-ms': 150 });
    await cloud.local.injectFault({ operation: 'ListRegionSubscriptions', hang: true });

    await loadRegions();

    expect($regions.get()).toMatchObject({ status: 'failed', timeout: true, errored: true, loading: false });
  });

  it('still lists the subscribed regions when only the active region is down', async () => {
    selectRegion('us-phoenix-1');
    await failOperation(
      'ListRegionSubscriptions',
      { ...SERVICE_UNAVAILABLE, message: 'us-phoenix-1 is down.' },
      'us-phoenix-1'
    );

    await loadRegions();

    expect($regions.get()).toMatchObject({ status: 'ready', items: DEMO_REGIONS, homeRegionName: 'us-ashburn-1' });
    expect($activeRegion.get()).toBe('us-phoenix-1');
  });

  it('does nothing without a session', async () => {
    $session.set({ status: 'signed-out', claims: null });

    await loadRegions();

    expect($regions.get().status).toBe('idle');
  });
});

describe('loadRegions: domain replication', () => {
  it('lists the regions the identity domain is replicated to', async () => {
    await loadRegions();

    expect($regions.get()).toMatchObject({
      domainStatus: 'ready',
      isDomainMigrated: true,
      domainHomeRegionName: 'us-ashburn-1',
      enabledReplicaRegions: ['eu-frankfurt-1', 'us-phoenix-1'],
      enablingReplicaRegions: [],
      regionInReplicationError: null,
      regionNotReplicatedError: null,
    });
  });

  it('goes to the domain home region when the active region is still being replicated to', async () => {
    selectRegion('us-phoenix-1');
    await setCondition({ condition: 'region-replicating', region: 'us-phoenix-1' });

    await loadRegions();

    expect($regions.get()).toMatchObject({
      enabledReplicaRegions: ['eu-frankfurt-1'],
      enablingReplicaRegions: ['us-phoenix-1'],
      regionInReplicationError: {
        code: 'region-in-replication',
        region: 'us-phoenix-1',
        redirectRegion: 'us-ashburn-1',
      },
      regionNotReplicatedError: null,
      activeRegionName: 'us-ashburn-1',
    });
    expect($activeRegion.get()).toBe('us-ashburn-1');
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe('us-ashburn-1');
  });

  it('knows a tenancy not migrated to identity domains and stays in the region', async () => {
    await useSession(legacy);
    selectRegion('uk-london-1');

    await loadRegions();

    expect($regions.get()).toMatchObject({
      status: 'ready',
      domainStatus: 'not-migrated',
      isDomainMigrated: false,
      enabledReplicaRegions: [],
      regionInReplicationError: null,
      regionNotReplicatedError: null,
    });
    expect($activeRegion.get()).toBe('uk-london-1');
  });

  it('reads another 404 of GetDomain as an authorization failure', async () => {
    selectRegion('us-phoenix-1');
    await failOperation('GetDomain', NOT_FOUND);

    await loadRegions();

    expect($regions.get()).toMatchObject({ domainStatus: 'unauthorized', isDomainMigrated: null, status: 'ready' });
    expect($activeRegion.get()).toBe('us-phoenix-1');
  });

  it('answers other GetDomain failures from the cache, else fails', async () => {
    await failOperation('GetDomain', INTERNAL_ERROR);
    await loadRegions();
    expect($regions.get()).toMatchObject({ domainStatus: 'failed', isDomainMigrated: null });

    await cloud.local.clearFaults();
    await loadRegions();
    await failOperation('GetDomain', INTERNAL_ERROR);
    await loadRegions();

    expect($regions.get()).toMatchObject({
      domainStatus: 'cached',
      isDomainMigrated: true,
      enabledReplicaRegions: ['eu-frankfurt-1', 'us-phoenix-1'],
    });
  });
});

describe('home region polling', () => {
  it('polls while the home region is down, then stops and fires region-up when it is back', async () => {
    setFeatureFlags({ 'region-polling-interval-ms': 40 });
    await setCondition({ condition: 'home-region-down' });
    const regionUp = vi.fn<(region: string) => void>();
    const unsubscribe = onRegionUp(regionUp);

    await loadRegions();
    expect($regions.get().isHomeRegionDown).toBe(true);
    expect(isPollingHomeRegion()).toBe(true);
    await sleep(150);
    expect($regions.get().isHomeRegionDown).toBe(true);
    expect(regionUp).not.toHaveBeenCalled();

    let stopWaiting: () => void = () => undefined;
    const back = new Promise<string>(resolve => {
      stopWaiting = onRegionUp(resolve);
    });
    await setCondition({ condition: 'home-region-down', on: false });

    expect(await back).toBe('us-ashburn-1');
    expect(regionUp).toHaveBeenCalledTimes(1);
    expect($regions.get().isHomeRegionDown).toBe(false);
    expect(isPollingHomeRegion()).toBe(false);

    // Polling has stopped: the region going down again goes unnoticed until the next start.
    await setCondition({ condition: 'home-region-down' });
    await sleep(150);
    expect($regions.get().isHomeRegionDown).toBe(false);
    unsubscribe();
    stopWaiting();
  });

  it('checks once and does not poll while the home region is up', async () => {
    await loadRegions();

    expect($regions.get().isHomeRegionDown).toBe(false);
    expect(isPollingHomeRegion()).toBe(false);
  });

  it('stops when told to, without firing region-up', async () => {
    setFeatureFlags({ 'region-polling-interval-ms': 40 });
    await setCondition({ condition: 'home-region-down' });
    const regionUp = vi.fn();
    const unsubscribe = onRegionUp(regionUp);
    await loadRegions();
    await startHomeRegionPolling();
    expect(isPollingHomeRegion()).toBe(true);

    stopHomeRegionPolling();
    await setCondition({ condition: 'home-region-down', on: false });
    await sleep(150);

    expect(regionUp).not.toHaveBeenCalled();
    expect($regions.get().isHomeRegionDown).toBe(true);
    unsubscribe();
  });
});
