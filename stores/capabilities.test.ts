import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFeatureFlags, setFeatureFlags } from '../src/feature-flags.ts';
import { CACHES, resetStorageDegradation } from '../src/storage/cache.ts';
import { resetClientStorage } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $capabilities, loadCapabilities } from './capabilities.ts';
import { $session } from './session.ts';

const cloud = useStoreCloud();

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  resetStorageDegradation();
  resetFeatureFlags();
  $capabilities.set({ status: 'idle', data: null, failure: null });
  // The API client logs every failed call; the failures here are on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetFeatureFlags();
});

describe('loadCapabilities', () => {
  it('is loading while the call runs, then ready with the account info of the tenancy', async () => {
    const loading = loadCapabilities();
    expect($capabilities.get()).toEqual({ status: 'loading', data: null, failure: null });

    const state = await loading;

    expect(state.status).toBe('ready');
    expect(state.failure).toBeNull();
    expect(state.data?.accountInfo).toMatchObject({
      accountStatus: 'active',
      programType: 'PAYG',
      suspended: false,
      hasSaasSubscription: false,
    });
    expect(state.data?.capabilities).toMatchObject({ cloudShell: true, codeEditor: true });
    expect($capabilities.get()).toEqual(state);
  });

  it('answers as soon as the capabilities arrive, without waiting for them to be cached', async () => {
    // A local database that takes its time (a busy or throttled browser) must not hold up the start-up.
    const write = vi.spyOn(CACHES.capabilities, 'write').mockReturnValue(new Promise<void>(() => undefined));
    const state = await loadCapabilities();
    expect(state.status).toBe('ready');
    expect(write).toHaveBeenCalledWith(expect.any(String), state.data);
  });

  it('rides out a region that fails twice: the client retries', async () => {
    await cloud.local.injectFault({
      operation: 'GetCapabilities',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'Try again.',
      times: 2,
    });

    expect((await loadCapabilities()).status).toBe('ready');
  });

  it.each([
    [
      'clock-skew',
      401,
      'NotAuthenticated',
      'The request date differs from the server time by 412 seconds (clock skew); the limit is 5 minutes.',
    ],
    ['unauthorized', 401, 'NotAuthenticated', 'The signature is not valid.'],
    ['region-down', 500, 'InternalServerError', 'Internal error in the region.'],
  ] as const)('fails with %s when GetCapabilities answers %i', async (failure, status, code, message) => {
    // Without `times` the fault lasts, so the client's retries meet it too.
    await cloud.local.injectFault({ operation: 'GetCapabilities', status, code, message });

    const state = await loadCapabilities();

    expect(state).toEqual({ status: 'failed', data: null, failure });
    expect($capabilities.get()).toEqual(state);
  });

  it('fails with session-expired when the stored session is gone, as after signing out in another tab', async () => {
    await resetClientStorage();

    expect(await loadCapabilities()).toEqual({ status: 'failed', data: null, failure: 'session-expired' });
  });

  it('refuses to load without a session', async () => {
    $session.set({ status: 'signed-out', claims: null });

    await expect(loadCapabilities()).rejects.toThrow('loadCapabilities needs a session');
    expect($capabilities.get().status).toBe('idle');
  });

  it('replaces an earlier failure once a retry succeeds', async () => {
    await cloud.local.injectFault({
      operation: 'GetCapabilities',
      status: 500,
      code: 'InternalServerError',
      message: '',
    });
    expect((await loadCapabilities()).failure).toBe('region-down');
    await cloud.local.clearFaults();

    const state = await loadCapabilities();

    expect(state.status).toBe('ready');
    expect(state.failure).toBeNull();
  });

  it('fails with timeout when every attempt times out and nothing is cached', async () => {
    setFeatureFlags({ 'capabilities-api-timeout-ms': 150, 'capability-max-retry': 1 });
    await cloud.local.injectFault({ operation: 'GetCapabilities', hang: true });

    expect(await loadCapabilities()).toEqual({ status: 'failed', data: null, failure: 'timeout' });
  });

  it('reads the retry count from capability-max-retry', async () => {
    setFeatureFlags({ 'capability-max-retry': 0 });
    await cloud.local.injectFault({
      operation: 'GetCapabilities',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'Try again.',
      times: 1,
    });

    expect((await loadCapabilities()).failure).toBe('region-down');
  });
});

describe('the capabilities cache', () => {
  it('answers a failing region (500) and a timeout with what the last good call returned', async () => {
    const good = await loadCapabilities();
    expect(good.status).toBe('ready');

    await cloud.local.injectFault({
      operation: 'GetCapabilities',
      status: 500,
      code: 'InternalServerError',
      message: '',
    });
    expect(await loadCapabilities()).toEqual({ status: 'cached', data: good.data, failure: null });

    await cloud.local.clearFaults();
    setFeatureFlags({ 'capabilities-api-timeout-ms': 150, 'capability-max-retry': 0 });
    await cloud.local.injectFault({ operation: 'GetCapabilities', hang: true });
    expect(await loadCapabilities()).toEqual({ status: 'cached', data: good.data, failure: null });
  });

  it('answers a malformed capabilities body from the cache too, and without a cache shows the failure screen', async () => {
    await cloud.local.injectFault({ operation: 'GetCapabilities', malformed: true });
    expect(await loadCapabilities()).toEqual({ status: 'failed', data: null, failure: 'region-down' });

    await cloud.local.clearFaults();
    const good = await loadCapabilities();
    await cloud.local.injectFault({ operation: 'GetCapabilities', malformed: true });
    expect(await loadCapabilities()).toEqual({ status: 'cached', data: good.data, failure: null });
  });

  it('never papers over an authentication failure', async () => {
    await loadCapabilities();
    await cloud.local.injectFault({
      operation: 'GetCapabilities',
      status: 401,
      code: 'NotAuthenticated',
      message: 'The request date differs from the server time (clock skew).',
    });

    expect(await loadCapabilities()).toEqual({ status: 'failed', data: null, failure: 'clock-skew' });
  });

  it('answers from the cache after the soft timeout, then takes the slow answer when it arrives', async () => {
    const good = await loadCapabilities();
    setFeatureFlags({ 'capabilities-api-soft-timeout-ms': 100 });
    await cloud.local.injectFault({ operation: 'GetCapabilities', latencyMs: 1200, times: 1 });

    const started = Date.now();
    const early = await loadCapabilities();

    expect(early.status).toBe('cached');
    expect(Date.now() - started).toBeLessThan(1000);
    await vi.waitFor(() => expect($capabilities.get().status).toBe('ready'), { timeout: 5000 });
    expect($capabilities.get().data).toEqual(good.data);
  });

  it('waits for the call past the soft timeout when nothing is cached', async () => {
    setFeatureFlags({ 'capabilities-api-soft-timeout-ms': 50 });
    await cloud.local.injectFault({ operation: 'GetCapabilities', latencyMs: 400, times: 1 });

    expect((await loadCapabilities()).status).toBe('ready');
  });
});
