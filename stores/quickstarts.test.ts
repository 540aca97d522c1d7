import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { internalErrorFault } from '../test/local-cloud.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { showPage } from './page-signal.ts';
import { $launchedQuickStarts, loadLaunchedQuickStarts, resetLaunchedQuickStarts } from './quickstarts.ts';

const cloud = useStoreCloud();

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  resetLaunchedQuickStarts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

const launched = () =>
  $launchedQuickStarts.get().items.map(item => [item.stack.displayName, item.solution, item.stack.lifecycleState]);

describe('the launched quick starts', () => {
  it('are the region’s stacks tagged with a listed solution, newest first', async () => {
    const loading = loadLaunchedQuickStarts();
    expect($launchedQuickStarts.get()).toMatchObject({ status: 'loading', region: 'us-ashburn-1', items: [] });
    await loading;
    expect($launchedQuickStarts.get().status).toBe('ready');
    // The demo tenancy's hand-written stack (network-baseline) is no quick start.
    expect(launched()).toEqual([
      ['wordpress-blog', 'wordpress', 'ACTIVE'],
      ['mushop-demo', 'mushop', 'ACTIVE'],
      ['apex-sales-tracker', 'apex', 'FAILED'],
    ]);
  });

  it('asks once per region unless forced, and keeps the rows while a forced reload runs', async () => {
    await loadLaunchedQuickStarts();
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    // Entering the view again in the same region costs no call (the fault would have failed it).
    await loadLaunchedQuickStarts();
    expect($launchedQuickStarts.get().status).toBe('ready');
    await cloud.local.clearFaults();
    const refresh = loadLaunchedQuickStarts({ force: true });
    expect($launchedQuickStarts.get().status).toBe('loading');
    expect(launched()).toHaveLength(3);
    await refresh;
    expect(launched()).toHaveLength(3);

    $activeRegion.set('us-phoenix-1');
    const phoenix = loadLaunchedQuickStarts();
    // Another region's rows are never shown as this one's.
    expect($launchedQuickStarts.get()).toMatchObject({ status: 'loading', region: 'us-phoenix-1', items: [] });
    await phoenix;
    expect($launchedQuickStarts.get()).toMatchObject({ status: 'ready', region: 'us-phoenix-1', items: [] });
  });

  it('fails on its own when resource search fails, and loads when asked again', async () => {
    await cloud.local.injectFault(internalErrorFault('SearchResources'));
    await loadLaunchedQuickStarts();
    expect($launchedQuickStarts.get()).toMatchObject({ status: 'failed', items: [] });
    await cloud.local.clearFaults();
    await loadLaunchedQuickStarts();
    expect($launchedQuickStarts.get().status).toBe('ready');
    expect(launched()).toHaveLength(3);
  });

  it('is aborted when the user leaves the page, goes back to not loaded without an error, and loads on return', async () => {
    const MANAGE = { kind: 'quickstarts', view: 'manage' } as const;
    showPage(MANAGE);
    await cloud.local.injectFault({ operation: 'SearchResources', hang: true });
    const loading = loadLaunchedQuickStarts();
    await vi.waitFor(() => expect(cloud.local.cloud.faults.waitingCount()).toBeGreaterThan(0), { interval: 2 });
    showPage({ kind: 'home', tab: 'infrastructure' });
    await loading;
    expect($launchedQuickStarts.get()).toEqual({ status: 'idle', region: null, items: [] });
    // The client gave up its request, and nothing was shown or logged.
    await vi.waitFor(() => expect(cloud.local.cloud.faults.waitingCount()).toBe(0), { interval: 2 });
    expect(console.error).not.toHaveBeenCalled();
    await cloud.local.clearFaults();
    showPage(MANAGE);
    await loadLaunchedQuickStarts();
    expect($launchedQuickStarts.get().status).toBe('ready');
    expect(launched()).toHaveLength(3);
  });

  it('lets no older answer land over a newer one', async () => {
    const first = loadLaunchedQuickStarts();
    $activeRegion.set('us-phoenix-1');
    const second = loadLaunchedQuickStarts();
    await Promise.all([first, second]);
    expect($launchedQuickStarts.get()).toMatchObject({ status: 'ready', region: 'us-phoenix-1', items: [] });
  });
});
