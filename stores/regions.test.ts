import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_TENANCY } from '../emulator/cloud/seed.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion, selectRegion } from './active-region.ts';
import { $regions, loadRegions } from './regions.ts';
import { $session } from './session.ts';

const DEMO_REGIONS = [
  { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)', isHome: true },
  { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)', isHome: false },
  { name: 'us-phoenix-1', key: 'PHX', friendlyName: 'US West (Phoenix)', isHome: false },
];

const cloud = useStoreCloud();
let globex: ClientSession;
let browser: BrowserGlobals;

beforeAll(async () => {
  const [globexUser] = OTHER_TENANCY.users;
  if (!globexUser) throw new Error('the seed has no globex user');
  globex = await signInClient(cloud.local, { userName: globexUser.name, password: globexUser.password });
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $regions.set({ status: 'idle', items: [], homeRegionName: null });
  $activeRegion.set('us-ashburn-1');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('loadRegions', () => {
  it('is loading, then lists the subscribed regions by friendly name with the home region', async () => {
    const loading = loadRegions();
    expect($regions.get().status).toBe('loading');

    await loading;

    expect($regions.get()).toEqual({ status: 'ready', items: DEMO_REGIONS, homeRegionName: 'us-ashburn-1' });
  });

  it('keeps an active region the tenancy subscribes to', async () => {
    selectRegion('eu-frankfurt-1');

    await loadRegions();

    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect(browser.location.search).toBe('?region=eu-frankfurt-1');
  });

  it('falls back to the home region when the tenancy does not subscribe to the active region', async () => {
    // Globex's home region is not the console host's, so the fallback cannot be mistaken for the host default.
    await useSession(globex);
    selectRegion('ap-tokyo-1');

    await loadRegions();

    expect($regions.get().homeRegionName).toBe('eu-frankfurt-1');
    expect($regions.get().items.map(region => region.name)).toEqual(['eu-frankfurt-1', 'uk-london-1']);
    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect(browser.sessionStorage.getItem(SESSION_KEYS.region)).toBe('eu-frankfurt-1');
    expect(browser.location.search).toBe('?region=eu-frankfurt-1');
  });

  it('fails without touching the active region when ListRegionSubscriptions fails', async () => {
    selectRegion('ap-tokyo-1');
    await cloud.local.injectFault({
      operation: 'ListRegionSubscriptions',
      status: 500,
      code: 'InternalServerError',
      message: 'Internal error in the region.',
    });

    await loadRegions();

    expect($regions.get()).toEqual({ status: 'failed', items: [], homeRegionName: null });
    expect($activeRegion.get()).toBe('ap-tokyo-1');
    expect(browser.location.search).toBe('?region=ap-tokyo-1');
  });

  it('still lists the subscribed regions when only the active region is down', async () => {
    selectRegion('us-phoenix-1');
    await cloud.local.injectFault({
      operation: 'ListRegionSubscriptions',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'us-phoenix-1 is down.',
      region: 'us-phoenix-1',
    });

    await loadRegions();

    expect($regions.get()).toEqual({ status: 'ready', items: DEMO_REGIONS, homeRegionName: 'us-ashburn-1' });
    expect($activeRegion.get()).toBe('us-phoenix-1');
  });

  it('keeps the regions it had when a reload fails', async () => {
    await loadRegions();
    await cloud.local.injectFault({
      operation: 'ListRegionSubscriptions',
      status: 503,
      code: 'ServiceUnavailable',
      message: '',
    });

    await loadRegions();

    expect($regions.get()).toEqual({ status: 'failed', items: DEMO_REGIONS, homeRegionName: 'us-ashburn-1' });
  });

  it('does nothing without a session', async () => {
    $session.set({ status: 'signed-out', claims: null });

    await loadRegions();

    expect($regions.get().status).toBe('idle');
  });
});
