import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $tenancy, $user, loadAccount } from './account.ts';
import { $session } from './session.ts';

const cloud = useStoreCloud();

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $user.set({ status: 'idle', value: null });
  $tenancy.set({ status: 'idle', value: null });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('loadAccount', () => {
  it("shows the token's names at once, then the user and tenancy from the cloud", async () => {
    const { claims } = cloud.demo;
    expect(claims.user_name).toBe('demo@example.com');

    const loading = loadAccount();

    expect($user.get()).toEqual({
      status: 'loading',
      value: { ocid: claims.sub, name: 'demo@example.com', email: null },
    });
    expect($tenancy.get()).toEqual({
      status: 'loading',
      value: { ocid: claims.tenant, name: 'acme-corp', homeRegionKey: null },
    });

    await loading;

    expect($user.get()).toEqual({
      status: 'ready',
      value: { ocid: claims.sub, name: 'Demo User', email: 'demo@example.com' },
    });
    expect($tenancy.get()).toEqual({
      status: 'ready',
      value: { ocid: claims.tenant, name: 'acme-corp', homeRegionKey: 'IAD' },
    });
  });

  it("keeps the token's user name, marked failed, when GetUser fails; the tenancy still loads", async () => {
    await cloud.local.injectFault({ operation: 'GetUser', status: 500, code: 'InternalServerError', message: 'Down.' });

    await loadAccount();

    expect($user.get()).toEqual({
      status: 'failed',
      value: { ocid: cloud.demo.claims.sub, name: 'demo@example.com', email: null },
    });
    expect($tenancy.get().status).toBe('ready');
  });

  it("keeps the token's tenancy name, marked failed, when GetTenancy fails; the user still loads", async () => {
    await cloud.local.injectFault({
      operation: 'GetTenancy',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: '',
    });

    await loadAccount();

    expect($tenancy.get()).toEqual({
      status: 'failed',
      value: { ocid: cloud.demo.claims.tenant, name: 'acme-corp', homeRegionKey: null },
    });
    expect($user.get().value?.name).toBe('Demo User');
  });

  it('does nothing without a session', async () => {
    $session.set({ status: 'signed-out', claims: null });

    await loadAccount();

    expect($user.get()).toEqual({ status: 'idle', value: null });
    expect($tenancy.get()).toEqual({ status: 'idle', value: null });
  });
});
