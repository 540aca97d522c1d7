import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { starterDashboards, type DashboardsDocument } from '../src/domain/dashboard.ts';
import { getPreferenceDocument, putPreferenceDocument } from '../src/services/personalization-documents.ts';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import {
  $dashboards,
  DASHBOARDS_PREFERENCE,
  addDashboardWidget,
  createUserDashboard,
  loadDashboards,
  moveDashboardWidget,
  removeDashboardWidget,
  resetDashboards,
  saveDashboards,
  setUserDefaultDashboard,
} from './dashboards.ts';
import { serviceContext } from './service-context.ts';

const cloud = useStoreCloud();
const realFetch = globalThis.fetch;
/** Every dashboards write that reached the network. */
let writes: unknown[] = [];

const context = () => serviceContext(cloud.demo.claims.domain_home_region);
const stored = async () =>
  (await getPreferenceDocument(context(), cloud.demo.claims.sub, DASHBOARDS_PREFERENCE))?.value;

/** As a reload does: the page forgets the dashboards and reads them again. */
async function reload(): Promise<void> {
  resetDashboards();
  await loadDashboards();
}

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  resetDashboards();
  writes = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'PUT' && request.url.includes(`/preferences/${DASHBOARDS_PREFERENCE}`)) {
      writes.push((JSON.parse(await request.clone().text()) as { value: unknown }).value);
    }
    return realFetch(request);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  // Each test starts with no dashboards stored (an empty object reads as the starter ones; a preference cannot be
  // deleted, and null is no value).
  await putPreferenceDocument(context(), cloud.demo.claims.sub, DASHBOARDS_PREFERENCE, {});
});

describe('the user’s dashboards in the personalization service', () => {
  it('are the starter dashboards while nothing is stored, and reading stores nothing', async () => {
    await loadDashboards();
    expect($dashboards.get()).toMatchObject({ status: 'ready', userId: cloud.demo.claims.sub, save: 'idle' });
    expect($dashboards.get().document).toEqual(starterDashboards());
    expect(writes).toEqual([]);
  });

  it('keeps every change across a reload', async () => {
    await loadDashboards();
    await removeDashboardWidget('default', 'announcements');
    await moveDashboardWidget('default', 'recent-links', 'up');
    const created = createUserDashboard('  Operations ');
    expect(created.ok).toBe(true);
    await saveDashboards();
    await addDashboardWidget('dashboard-2', 'service-health');
    await setUserDefaultDashboard('dashboard-2');
    expect($dashboards.get().save).toBe('saved');

    await reload();
    const expected: DashboardsDocument = {
      version: 1,
      defaultDashboardId: 'dashboard-2',
      dashboards: [
        { id: 'default', name: null, widgets: ['resource-counts', 'recent-links', 'service-health'] },
        { id: 'dashboard-2', name: 'Operations', widgets: ['service-health'] },
      ],
    };
    expect($dashboards.get()).toMatchObject({ status: 'ready', document: expected });
    expect(await stored()).toEqual(expected);
  });

  it('writes one change at a time and ends with the newest document stored', async () => {
    await loadDashboards();
    await Promise.all([
      moveDashboardWidget('default', 'resource-counts', 'down'),
      moveDashboardWidget('default', 'resource-counts', 'down'),
      moveDashboardWidget('default', 'resource-counts', 'down'),
    ]);
    expect($dashboards.get().document.dashboards[0]?.widgets).toEqual([
      'announcements',
      'service-health',
      'recent-links',
      'resource-counts',
    ]);
    // The first write, then one for everything that changed while it was under way.
    expect(writes).toHaveLength(2);
    expect(await stored()).toEqual($dashboards.get().document);
  });

  it.each<[string, unknown]>([
    ['a text', 'dashboards'],
    ['another version', { version: 9, dashboards: [] }],
    ['a dashboard list of junk', { version: 1, defaultDashboardId: 'x', dashboards: [1, null, { id: 'BAD ID' }] }],
  ])('falls back to the starter dashboards when the stored value is %s, without throwing', async (_label, value) => {
    await putPreferenceDocument(context(), cloud.demo.claims.sub, DASHBOARDS_PREFERENCE, value);
    await expect(loadDashboards()).resolves.toBeUndefined();
    expect($dashboards.get()).toMatchObject({ status: 'ready', document: starterDashboards() });
  });

  it('shows the starter dashboards when reading fails and never overwrites what is stored', async () => {
    await loadDashboards();
    await removeDashboardWidget('default', 'announcements');
    const saved = await stored();
    resetDashboards();
    await cloud.local.injectFault(internalErrorFault('ListUserPreferences'));
    await loadDashboards();
    expect($dashboards.get()).toMatchObject({ status: 'failed', document: starterDashboards() });

    writes = [];
    await moveDashboardWidget('default', 'announcements', 'down');
    expect($dashboards.get().document.dashboards[0]?.widgets[1]).toBe('service-health');
    expect(writes).toEqual([]);

    await cloud.local.clearFaults();
    await loadDashboards({ force: true });
    expect($dashboards.get()).toMatchObject({ status: 'ready', document: saved });
  });

  it('says a save failed, keeps the change on the page, and saves it on Try again', async () => {
    await loadDashboards();
    await cloud.local.injectFault(internalErrorFault('SetUserPreference'));
    await removeDashboardWidget('default', 'recent-links');
    expect($dashboards.get().save).toBe('failed');
    expect($dashboards.get().document.dashboards[0]?.widgets).not.toContain('recent-links');
    expect(await stored()).not.toEqual($dashboards.get().document);

    await cloud.local.clearFaults();
    await saveDashboards();
    expect($dashboards.get().save).toBe('saved');
    expect(await stored()).toEqual($dashboards.get().document);
  });

  it('reads the dashboards once per user, and again for another user', async () => {
    await loadDashboards();
    const reads = vi.mocked(globalThis.fetch).mock.calls.length;
    await loadDashboards();
    expect(vi.mocked(globalThis.fetch).mock.calls.length).toBe(reads);
    $dashboards.set({ ...$dashboards.get(), userId: 'ocid1.user.oc1..someone-else' });
    await loadDashboards();
    expect($dashboards.get().userId).toBe(cloud.demo.claims.sub);
    expect(vi.mocked(globalThis.fetch).mock.calls.length).toBeGreaterThan(reads);
  });

  it('refuses a blank name and changes nothing', async () => {
    await loadDashboards();
    expect(createUserDashboard('   ')).toEqual({ ok: false, error: 'name-required' });
    expect($dashboards.get().document).toEqual(starterDashboards());
    expect(writes).toEqual([]);
  });
});
