import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $consoleFailure, failOnCapabilities } from './console.ts';
import { $regions } from './regions.ts';

const cloud = useStoreCloud();

beforeEach(async () => {
  await useSession(cloud.demo);
  $regions.set({ status: 'idle', items: [], homeRegionName: null });
  $activeRegion.set('us-ashburn-1');
  $consoleFailure.set(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('failOnCapabilities', () => {
  it('offers the other subscribed regions when the active one is down', async () => {
    await failOnCapabilities('region-down');
    const failure = $consoleFailure.get();
    expect(failure?.kind).toBe('REGION_DOWN');
    expect(failure?.screen.titleId).toBe('startup.regionUnavailable.title');
    expect(failure?.otherRegions.sort()).toEqual(['eu-frankfurt-1', 'us-phoenix-1']);
  });

  it('shows an authentication failure without looking up regions', async () => {
    await failOnCapabilities('clock-skew');
    expect($consoleFailure.get()).toMatchObject({ kind: 'CAPABILITY_FAILURE', otherRegions: [] });
    expect($consoleFailure.get()?.screen.messageId).toBe('error.clockSkew.message');
    expect($regions.get().status).toBe('idle');
  });
});
