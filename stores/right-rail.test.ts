import 'fake-indexeddb/auto';
import { cleanStores, keepMount, type ReadableAtom } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalErrorFault } from '../test/local-cloud.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { $tenancy, $user, loadAccount } from './account.ts';
import { $capabilities, loadCapabilities } from './capabilities.ts';
import { $activeRegion } from './active-region.ts';
import { $locale } from './locale.ts';
import { $regions } from './regions.ts';
import { $appEnvironments, loadAppEnvironments, resetAppEnvironments } from './applications.ts';
import {
  $dashboardAnnouncements,
  $dashboardHealth,
  $resourceCounts,
  loadDashboardAnnouncements,
  loadDashboardHealth,
  loadResourceCounts,
  resetDashboardWidgets,
} from './dashboard-widgets.ts';
import { $dashboards, loadDashboards, resetDashboards } from './dashboards.ts';
import { $gallery, $galleryFeed } from './gallery.ts';
import { showPage } from './page-signal.ts';
import { $route } from './route.ts';
import { $startExploring, resetStartExploring } from './start-exploring.ts';
import {
  $railBilling,
  $railFeed,
  $railMarketplace,
  $railSavings,
  $railStatus,
  $railStatusDocument,
  $railWhatsNew,
  railBillingSettled,
  resetRightRail,
  retryRailSource,
  type RailData,
} from './right-rail.ts';

const cloud = useStoreCloud();
let free: ClientSession;
let staff: ClientSession;

const ALL = [
  $railStatus,
  $railStatusDocument,
  $railSavings,
  $railWhatsNew,
  $railMarketplace,
  $railFeed,
  $railBilling,
] as const;

/** The demo tenancy's regions as the regions store holds them once loaded. */
function demoRegions(): void {
  $regions.set({
    status: 'ready',
    homeRegionName: 'us-ashburn-1',
    items: [
      { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)', isHome: true },
      { name: 'us-phoenix-1', key: 'PHX', friendlyName: 'US West (Phoenix)', isHome: false },
      { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)', isHome: false },
    ],
  });
}

/** Mounts a store and waits until it is no longer loading. */
async function settled<T>(store: ReadableAtom<RailData<T>>): Promise<RailData<T>> {
  keepMount(store);
  await vi.waitFor(() => expect(store.get().status).not.toBe('loading'), { timeout: 10_000 });
  return store.get();
}

beforeAll(async () => {
  free = await signInClient(cloud.local, { userName: 'free@example.com', password: 'Free-Console-1' });
  staff = await signInClient(cloud.local, { userName: 'staff@oracle.com', password: 'Internal-Console-1' });
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $locale.set('en');
  demoRegions();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanStores(...ALL);
  resetRightRail();
  setFeatureFlags({}, { reset: true });
  $capabilities.set({ status: 'idle', data: null, failure: null });
  $tenancy.set({ status: 'idle', value: null, error: null });
  vi.restoreAllMocks();
});

describe('the right rail’s data for the demo tenancy', () => {
  it('reports its regions on the status page, the active one first, the outage highlighted', async () => {
    $activeRegion.set('us-phoenix-1');
    const { status, value } = await settled($railStatus);
    expect(status).toBe('ready');
    expect(value?.statusPageUrl).toBe(`${cloud.local.origins.cloudOrigin}/status`);
    expect(value?.regions).toEqual([
      {
        region: 'us-phoenix-1',
        name: 'US West (Phoenix)',
        status: 'major_outage',
        affected: [{ name: 'Compute', status: 'major_outage' }],
        reported: true,
      },
      {
        region: 'us-ashburn-1',
        name: 'US East (Ashburn)',
        status: 'under_maintenance',
        affected: [{ name: 'Autonomous Database', status: 'under_maintenance' }],
        reported: true,
      },
      {
        region: 'eu-frankfurt-1',
        name: 'Germany Central (Frankfurt)',
        status: 'partial_outage',
        affected: [{ name: 'Object Storage', status: 'partial_outage' }],
        reported: true,
      },
    ]);
  });

  it('reads the cost category’s savings in its currency with pending and implemented counts', async () => {
    const { status, value } = await settled($railSavings);
    expect(status).toBe('ready');
    expect(value?.savings).toBeGreaterThan(0);
    expect(value?.currencyCode).toBe('USD');
    expect(value?.pending).toBeGreaterThan(0);
    expect(value?.implemented).toBeGreaterThan(0);
  });

  it('lists the three newest active announcements with their kind and read state', async () => {
    const { status, value } = await settled($railWhatsNew);
    expect(status).toBe('ready');
    expect(value).toHaveLength(3);
    const times = (value ?? []).map(item => item.time ?? '');
    expect(times).toEqual([...times].sort().reverse());
    for (const item of value ?? []) expect(typeof item.unread).toBe('boolean');
  });

  it('lists three featured Marketplace listings', async () => {
    const { value } = await settled($railMarketplace);
    expect(value).toHaveLength(3);
    expect(value?.every(listing => listing.isFeatured)).toBe(true);
  });

  it('reads the feed in the catalog’s language, and again when the language changes', async () => {
    const english = await settled($railFeed);
    expect(english.value?.newFeatures[0]?.title).toBe('Generative AI agents');
    expect(english.value?.governmentBlog.length).toBeGreaterThan(0);
    expect(english.value?.mobileApp?.appStoreUrl).toMatch(/^https:\/\//);
    $locale.set('de');
    await vi.waitFor(() => expect($railFeed.get().value?.newFeatures[0]?.title).toBe('Generative-AI-Agenten'));
  });
});

describe('each panel on its own', () => {
  it('fails the savings alone when the optimizer fails, and Try again loads them', async () => {
    await cloud.local.injectFault(internalErrorFault('ListCategories'));
    const [savings, news] = await Promise.all([settled($railSavings), settled($railWhatsNew)]);
    expect(savings).toEqual({ status: 'failed', value: null });
    expect(news.status).toBe('ready');
    await cloud.local.clearFaults();
    retryRailSource('savings');
    expect($railSavings.get().status).toBe('loading');
    await vi.waitFor(() => expect($railSavings.get().status).toBe('ready'), { timeout: 10_000 });
  });

  it.each([
    ['the status page', 'GetStatusComponents', $railStatusDocument, { statusPageUrl: null, components: [] }],
    ['announcements', 'ListAnnouncements', $railWhatsNew, []],
    ['Marketplace', 'ListListings', $railMarketplace, []],
    ['the cost category', 'ListCategories', $railSavings, null],
    ['the feed', 'GetRailFeed', $railFeed, { newFeatures: [], governmentBlog: [], mobileApp: null }],
  ] as const)('answers a 404 of %s with an empty result (spec 2 §8)', async (_name, operation, store, empty) => {
    await cloud.local.injectFault({ operation, status: 404, code: 'NotAuthorizedOrNotFound', message: 'Gone.' });
    expect(await settled(store as ReadableAtom<RailData<unknown>>)).toEqual({ status: 'ready', value: empty });
  });

  it('keeps a loaded answer across remounts, and asks again for another region', async () => {
    const realFetch = globalThis.fetch;
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      asked.push(new Request(input, init).url);
      return realFetch(input, init);
    });
    const categoryCalls = (region: string) => asked.filter(url => url.includes(`/optimizer/${region}/`)).length;
    let stop = $railSavings.listen(() => undefined);
    await vi.waitFor(() => expect($railSavings.get().status).toBe('ready'), { timeout: 10_000 });
    stop();
    // nanostores unmounts a store a second after its last listener left.
    await new Promise(resolve => setTimeout(resolve, 1_100));
    stop = $railSavings.listen(() => undefined);
    expect($railSavings.get().status).toBe('ready');
    expect(categoryCalls('us-ashburn-1')).toBe(1);
    $activeRegion.set('us-phoenix-1');
    expect($railSavings.get().status).toBe('loading');
    await vi.waitFor(() => expect($railSavings.get().status).toBe('ready'), { timeout: 10_000 });
    expect(categoryCalls('us-phoenix-1')).toBe(1);
    stop();
  });
});

describe('other tenancies', () => {
  it('gives an Always Free tenancy nothing to save and its one region operational', async () => {
    await useSession(free);
    $activeRegion.set('uk-london-1');
    $regions.set({
      status: 'ready',
      homeRegionName: 'uk-london-1',
      items: [{ name: 'uk-london-1', key: 'LHR', friendlyName: 'UK South (London)', isHome: true }],
    });
    const savings = await settled($railSavings);
    expect(savings.value?.savings).toBe(0);
    const status = await settled($railStatus);
    expect(status.value?.regions).toEqual([
      { region: 'uk-london-1', name: 'UK South (London)', status: 'operational', affected: [], reported: true },
    ]);
  });

  it('knows who has MFA: the demo user has not, the internal staff user has', async () => {
    await loadAccount();
    expect($user.get().value?.isMfaActivated).toBe(false);
    await useSession(staff);
    await loadAccount();
    expect($user.get().value?.isMfaActivated).toBe(true);
  });
});

describe('the billing panel’s data', () => {
  /** Signs the session's account in as start-up does: capabilities (customer type) and tenancy (internal or not). */
  async function account(): Promise<void> {
    await Promise.all([loadCapabilities(), loadAccount()]);
  }

  it('gives the demo tenancy its pay-as-you-go month and its three running commitments, numbered', async () => {
    await account();
    const { status, value } = await settled($railBilling);
    expect(status).toBe('ready');
    expect(value?.hasSummaries).toBe(true);
    expect(value?.summaries.map(summary => [summary.type, summary.pageNo, summary.totalAmount])).toEqual([
      ['payg', null, null],
      ['commitment', 1, 60_000],
      ['commitment', 2, 24_000],
      ['commitment', 3, 12_000],
    ]);
    expect(value?.summaries[0]?.amountUsed).toBeGreaterThan(0);
    expect(value?.summaries[0]?.currencyCode).toBe('USD');
    expect(value?.summaries[1]).toMatchObject({ amountUsed: 41_250.4, totalDays: 365, daysUsed: 200 });
  });

  it('gives the internal tenancy its funded allocation', async () => {
    await useSession(staff);
    $activeRegion.set('us-phoenix-1');
    await account();
    const { value } = await settled($railBilling);
    expect(value?.summaries).toEqual([
      expect.objectContaining({ type: 'funded allocation', totalDays: 365, daysUsed: 60, totalAmount: 50_000 }),
    ]);
  });

  it('asks nothing for an Always Free account or with the billing flag off, and the rail need not wait', async () => {
    await useSession(free);
    await account();
    keepMount($railBilling);
    await railBillingSettled(5_000);
    expect($railBilling.get().status).toBe('loading');
    setFeatureFlags({ 'right-rail-billing': false });
    await useSession(cloud.demo);
    await account();
    retryRailSource('billing');
    await railBillingSettled(5_000);
    expect($railBilling.get().status).toBe('loading');
  });

  it('has no summaries when the subscriptions’ info answers 404 (spec 2 §8), so the panel is hidden', async () => {
    await account();
    await cloud.local.injectFault({
      operation: 'GetMultipleSubscriptionInfo',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Gone.',
    });
    expect(await settled($railBilling)).toEqual({ status: 'ready', value: { summaries: [], hasSummaries: false } });
  });

  it('fails when the subscriptions’ info fails, the rail stops waiting, and Try again loads it', async () => {
    await account();
    await cloud.local.injectFault(internalErrorFault('GetMultipleSubscriptionInfo'));
    await railBillingSettled(20_000);
    expect($railBilling.get()).toEqual({ status: 'failed', value: null });
    await cloud.local.clearFaults();
    keepMount($railBilling);
    retryRailSource('billing');
    await vi.waitFor(() => expect($railBilling.get().status).toBe('ready'), { timeout: 10_000 });
  });

  it('stops waiting after its limit when the answer is slow', async () => {
    await account();
    await cloud.local.injectFault({ operation: 'GetMultipleSubscriptionInfo', latencyMs: 3_000 });
    const started = Date.now();
    await railBillingSettled(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect($railBilling.get().status).toBe('loading');
  });
});

describe('Home’s loads when Home is left (issue 20 point 2)', () => {
  const HOME = { kind: 'home', tab: 'infrastructure' } as const;
  const PLUGIN = { kind: 'plugin', prefix: '/compute', path: '/compute/instances' } as const;

  /** What stores/route.ts does on a navigation: the page's calls are aborted, then the route is published. */
  function go(match: typeof HOME | typeof PLUGIN): void {
    showPage(match);
    $route.set(match);
  }

  const mounted = (store: ReadableAtom<unknown>) => () => void keepMount(store);
  const railRow = (name: string, store: ReadableAtom<RailData<unknown>>) => ({
    name,
    start: mounted(store),
    state: () => store.get(),
    notLoaded: { status: 'loading', value: null },
    ready: () => store.get().status === 'ready',
  });
  const widgetRow = (name: string, store: ReadableAtom<{ status: string }>, load: () => Promise<void>) => ({
    name,
    start: () => void load(),
    // The widget mounted again by Home's island runs its effect, which loads.
    again: () => void load(),
    state: () => store.get(),
    notLoaded: { status: 'idle', data: null, key: null },
    ready: () => store.get().status === 'ready',
  });

  // Each store Home's islands read whose calls carry Home's page signal (`pageContext` or `pageSignal()`).
  // Polled often: each step is a few milliseconds, the default 50 ms interval would be most of the test's time.
  const SOON = { interval: 2 };

  const STORES = [
    railRow('status panel', $railStatusDocument),
    railRow('savings panel', $railSavings),
    railRow('what’s new panel', $railWhatsNew),
    railRow('Marketplace panel', $railMarketplace),
    railRow('feed panels', $railFeed),
    { ...railRow('billing panel', $railBilling), account: true },
    {
      name: 'gallery',
      start: mounted($gallery),
      state: () => $galleryFeed.get(),
      notLoaded: { status: 'idle', categories: [], language: null },
      ready: () => $galleryFeed.get().status === 'ready',
    },
    {
      name: 'start exploring',
      start: mounted($startExploring),
      state: () => $startExploring.get(),
      notLoaded: { status: 'idle', language: null, categories: [] },
      ready: () => $startExploring.get().status === 'ready',
    },
    widgetRow('resource counts widget', $resourceCounts, loadResourceCounts),
    widgetRow('announcements widget', $dashboardAnnouncements, loadDashboardAnnouncements),
    widgetRow('service health widget', $dashboardHealth, loadDashboardHealth),
    widgetRow('application environments', $appEnvironments, loadAppEnvironments),
    {
      name: 'dashboards',
      start: () => void loadDashboards(),
      again: () => void loadDashboards(),
      state: () => ({ status: $dashboards.get().status, userId: $dashboards.get().userId }),
      notLoaded: { status: 'idle', userId: null },
      ready: () => $dashboards.get().status === 'ready',
    },
  ];

  afterEach(() => {
    cleanStores($gallery, $galleryFeed, $startExploring);
    resetStartExploring();
    resetDashboardWidgets();
    resetAppEnvironments();
    resetDashboards();
    go(HOME);
  });

  it.each(STORES)('$name: aborted, back to not loaded without an error, loaded again on return', async row => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    go(HOME);
    if ('account' in row) await Promise.all([loadCapabilities(), loadAccount()]);
    await cloud.local.injectFault({ hang: true });
    row.start();
    await vi.waitFor(() => expect(cloud.local.cloud.faults.waitingCount()).toBeGreaterThan(0), SOON);
    go(PLUGIN);
    await vi.waitFor(() => expect(row.state()).toEqual(row.notLoaded), SOON);
    // The client gave up on its request: the cloud holds no call any more, and nothing was shown or logged.
    await vi.waitFor(() => expect(cloud.local.cloud.faults.waitingCount()).toBe(0), SOON);
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    await cloud.local.clearFaults();
    go(HOME);
    if ('again' in row) row.again?.();
    await vi.waitFor(() => expect(row.ready()).toBe(true), { ...SOON, timeout: 5_000 });
  });
});
