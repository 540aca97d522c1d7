import 'fake-indexeddb/auto';
import { cleanStores, keepMount } from 'nanostores';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowserGlobals } from '../test/browser-globals.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import {
  $appEnvironments,
  $appSubscriptions,
  $saasServices,
  loadAppEnvironments,
  resetAppEnvironments,
} from './applications.ts';
import {
  $dashboardAnnouncements,
  $dashboardHealth,
  $recentLinks,
  $resourceCounts,
  loadDashboardAnnouncements,
  loadDashboardHealth,
  loadResourceCounts,
  resetDashboardWidgets,
} from './dashboard-widgets.ts';
import { $locale } from './locale.ts';
import { loadNavigationMenu, recordVisit } from './navigation.ts';
import { loadOrganizationSubscriptions } from './organization-subscriptions.ts';

const cloud = useStoreCloud();
let saas: ClientSession;

beforeAll(async () => {
  saas = await signInClient(cloud.local, { userName: 'saas.admin@example.com', password: 'Saas-Console-1' });
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  resetDashboardWidgets();
  resetAppEnvironments();
  vi.restoreAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the Dashboard widgets’ data', () => {
  it('counts the region’s resources by type through resource search, most first', async () => {
    await loadResourceCounts();
    const state = $resourceCounts.get();
    expect(state.status).toBe('ready');
    const counts = state.data?.counts ?? [];
    expect(counts.find(count => count.resourceType === 'Instance')?.count).toBeGreaterThan(0);
    expect(counts.find(count => count.resourceType === 'Compartment')?.count).toBeGreaterThan(0);
    expect(counts.map(count => count.count)).toEqual([...counts.map(count => count.count)].sort((a, b) => b - a));
    expect(state.data?.total).toBe(counts.reduce((sum, count) => sum + count.count, 0));
    expect(state.data).toMatchObject({ region: 'us-ashburn-1', partial: false });
  });

  it('counts again for another region, and only once for the same one', async () => {
    await loadResourceCounts();
    const ashburn = $resourceCounts.get().data;
    const fetch = vi.spyOn(globalThis, 'fetch');
    await loadResourceCounts();
    expect(fetch).not.toHaveBeenCalled();
    $activeRegion.set('eu-frankfurt-1');
    await loadResourceCounts();
    expect($resourceCounts.get().data?.region).toBe('eu-frankfurt-1');
    expect($resourceCounts.get().data?.total).not.toBe(ashburn?.total);
  });

  it('fails on its own when resource search fails, the other widgets still loading', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    await Promise.all([loadResourceCounts(), loadDashboardAnnouncements(), loadDashboardHealth()]);
    expect($resourceCounts.get().status).toBe('failed');
    expect($dashboardAnnouncements.get().status).toBe('ready');
    expect($dashboardHealth.get().status).toBe('ready');

    await cloud.local.clearFaults();
    await loadResourceCounts(true);
    expect($resourceCounts.get().status).toBe('ready');
  });

  it('lists the newest active announcements of the tenancy', async () => {
    await loadDashboardAnnouncements();
    const data = $dashboardAnnouncements.get().data;
    expect(data?.items.length).toBeGreaterThan(0);
    expect(data?.items.length).toBeLessThanOrEqual(4);
    expect(data?.total).toBeGreaterThanOrEqual(data?.items.length ?? 0);
    const times = data?.items.map(item => Date.parse(item.timeCreated ?? '')) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads the active region’s service health and the status page', async () => {
    await loadDashboardHealth();
    const data = $dashboardHealth.get().data;
    expect(data?.region).toBe('us-ashburn-1');
    expect(data?.report?.serviceHealthReports.length).toBeGreaterThan(0);
    expect(
      data?.report?.serviceHealthReports.find(report => report.serviceName.includes('Autonomous'))?.serviceStatus
    ).toBe('Informational');
    await cloud.local.injectFault(internalErrorFault('GetStatusComponents'));
    await loadDashboardHealth(true);
    expect($dashboardHealth.get().status).toBe('failed');
  });

  it('shows the navigation menu’s recent pages, loading until the menu is there', async () => {
    const browser = installBrowserGlobals('http://localhost:5173/');
    try {
      keepMount($recentLinks);
      $locale.set('en');
      await loadNavigationMenu();
      recordVisit('/compute/instances');
      await vi.waitFor(() => expect($recentLinks.get().status).toBe('ready'));
      expect($recentLinks.get().data?.[0]).toMatchObject({ path: '/compute/instances' });
    } finally {
      cleanStores($recentLinks);
      browser.uninstall();
    }
  });
});

describe('the Applications tab’s data', () => {
  afterAll(() => cleanStores($appSubscriptions, $saasServices));

  it('lists the SaaS tenancy’s environments: two active, one failed with its details', async () => {
    await useSession(saas);
    await loadAppEnvironments();
    const items = $appEnvironments.get().data ?? [];
    expect(items.map(item => [item.displayName, item.lifecycleState])).toEqual([
      ['erp-prod', 'Active'],
      ['hcm-prod', 'Active'],
      ['hcm-test', 'Failed'],
    ]);
    expect(items.find(item => item.displayName === 'hcm-test')?.lifecycleDetails).toMatch(/ran out of storage/);
  });

  it('has no environments for a tenancy without SaaS, and fails on its own when the service fails', async () => {
    await loadAppEnvironments();
    expect($appEnvironments.get()).toMatchObject({ status: 'ready', data: [] });
    await cloud.local.injectFault(internalErrorFault('ListEnvironments'));
    await loadAppEnvironments(true);
    expect($appEnvironments.get().status).toBe('failed');
  });

  it('lists the app subscriptions but not the cloud credit one', async () => {
    await useSession(saas);
    keepMount($appSubscriptions);
    expect($appSubscriptions.get().status).toBe('loading');
    await loadOrganizationSubscriptions({ tenancyId: saas.claims.tenant });
    const names = $appSubscriptions.get().data?.map(subscription => subscription.serviceName);
    expect(names?.sort()).toEqual(['ERP', 'HCM']);
  });
});
