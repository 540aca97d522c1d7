// The service entitlements ("other services" section) and service environments stores against the real local cloud,
// with every row of their error catalogue (spec 3 §8) driven by fault injection.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../emulator/cloud/scenarios.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import {
  $serviceEntitlements,
  loadServiceEntitlements,
  type LoadServiceEntitlementsOptions,
} from './service-entitlements.ts';
import { $serviceEnvironments, loadServiceEnvironments } from './service-environments.ts';

const cloud = useStoreCloud();
let saas: ClientSession;

const SAAS_TENANCY = scenario('saas-customer').id;
const REGULAR_USER = { isRegularSignIn: true, isIdcsUser: false };
const PROVISIONED = { limitsProvisioned: true, hasSaasSubscription: true };

/** Options for the SaaS customer in a region, the call without retries; a test overrides what it varies. */
function saasOptions(overrides: Partial<LoadServiceEntitlementsOptions> = {}): LoadServiceEntitlementsOptions {
  return {
    tenancyId: SAAS_TENANCY,
    region: 'us-ashburn-1',
    accountInfo: PROVISIONED,
    user: REGULAR_USER,
    consoleHosts: ['https://cloud.oracle.com'],
    retries: 0,
    timeoutMs: 2_000,
    ...overrides,
  };
}

function listedNames(): unknown[] {
  return $serviceEntitlements
    .get()
    .groups.map(group => [group.name, group.services.map(service => service.shortDisplayName)]);
}

beforeAll(async () => {
  const [user] = scenario('saas-customer').users;
  if (!user) throw new Error('no SaaS user');
  saas = await signInClient(cloud.local, { userName: user.name, password: user.password });
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  await useSession(saas);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('loadServiceEntitlements', () => {
  it('is loading, then lists the services of the active region grouped by group name', async () => {
    const loading = loadServiceEntitlements(saasOptions());
    expect($serviceEntitlements.get().status).toBe('loading');
    const state = await loading;

    expect(state).toMatchObject({ status: 'ready', error: null, fromCache: false });
    expect(listedNames()).toEqual([['Fusion Applications', ['HCM', 'ERP']]]);
    expect(state.groups[0]?.services[0]).toMatchObject({
      displayName: 'Fusion Human Capital Management',
      url: 'https://hcm-prod.fa.us-ashburn-1.oraclecloud.example/fscmUI/faces/FuseWelcome',
      openInNewTab: true,
    });
  });

  it('lists only the services whose data centres include the active region', async () => {
    await loadServiceEntitlements(saasOptions({ region: 'us-phoenix-1' }));

    expect(listedNames()).toEqual([['Fusion Applications', ['HCM']]]);
  });

  it('says region not subscribed when no service is in the active region', async () => {
    const state = await loadServiceEntitlements(saasOptions({ region: 'eu-frankfurt-1' }));

    expect(state).toMatchObject({ status: 'failed', error: 'region-not-subscribed', groups: [] });
    expect(state.registrations).toHaveLength(2);
  });

  it('leaves out a service whose admin console is a main console host', async () => {
    await loadServiceEntitlements(saasOptions({ consoleHosts: ['https://hcm-prod.fa.us-ashburn-1'] }));

    expect(listedNames()).toEqual([['Fusion Applications', ['ERP']]]);
  });

  it('asks in the user language: group names come back translated', async () => {
    await loadServiceEntitlements(saasOptions({ language: 'de' }));

    expect(listedNames()).toEqual([['Fusion-Anwendungen', ['HCM', 'ERP']]]);
  });

  it('says region not subscribed for a tenancy without services, and SaaS error for a SaaS account without apps', async () => {
    await useSession(cloud.demo);
    const demo = { tenancyId: scenario('paid-payg').id };

    expect(
      await loadServiceEntitlements(saasOptions({ ...demo, accountInfo: { limitsProvisioned: true } }))
    ).toMatchObject({ status: 'failed', error: 'region-not-subscribed' });
    expect(await loadServiceEntitlements(saasOptions(demo))).toMatchObject({ status: 'failed', error: 'saas-no-apps' });
  });

  it('shows the account-not-provisioned message without calling', async () => {
    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', status: 500 });

    const state = await loadServiceEntitlements(
      saasOptions({ accountInfo: { limitsProvisioned: false, hasSaasSubscription: true } })
    );

    expect(state).toMatchObject({ status: 'failed', error: 'account-not-provisioned', failedStatus: null });
  });

  it('asks a user who is neither a regular sign-in nor an identity-service user to log in with the identity service', async () => {
    const otherUser = { isRegularSignIn: false, isIdcsUser: false };

    expect(await loadServiceEntitlements(saasOptions({ user: otherUser }))).toMatchObject({
      status: 'failed',
      error: 'log-in-with-identity-service',
    });
    expect(
      await loadServiceEntitlements(saasOptions({ user: { isRegularSignIn: false, isIdcsUser: true } }))
    ).toMatchObject({ status: 'ready' });
    expect(await loadServiceEntitlements(saasOptions({ user: otherUser, allUsers: true }))).toMatchObject({
      status: 'ready',
    });
  });

  it('says no services on 400', async () => {
    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', status: 400 });

    expect(await loadServiceEntitlements(saasOptions())).toMatchObject({
      status: 'failed',
      error: 'no-services',
      failedStatus: 400,
    });
  });

  it.each([404, 500, 502, 503])('uses the cached entitlements on %i', async status => {
    await loadServiceEntitlements(saasOptions());
    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', status });

    const state = await loadServiceEntitlements(saasOptions());

    expect(state).toMatchObject({ status: 'ready', fromCache: true, failedStatus: status });
    expect(listedNames()).toEqual([['Fusion Applications', ['HCM', 'ERP']]]);
  });

  it.each([404, 500, 502, 503])('says no services on %i when nothing is cached', async status => {
    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', status });

    expect(await loadServiceEntitlements(saasOptions())).toMatchObject({ status: 'failed', error: 'no-services' });
  });

  it.each([401, 403])('shows the auth error on %i', async status => {
    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', status });

    expect(await loadServiceEntitlements(saasOptions())).toMatchObject({ status: 'failed', error: 'auth-error' });
  });

  it('shows the generic navigation error on other statuses, a malformed answer and a hang', async () => {
    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', status: 429, times: 1 });
    expect(await loadServiceEntitlements(saasOptions())).toMatchObject({
      error: 'navigation-error',
      failedStatus: 429,
    });

    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', malformed: true, times: 1 });
    expect(await loadServiceEntitlements(saasOptions())).toMatchObject({ error: 'navigation-error' });

    await cloud.local.injectFault({ operation: 'ListServiceEntitlementRegistrations', hang: true });
    expect(await loadServiceEntitlements(saasOptions({ timeoutMs: 200 }))).toMatchObject({
      status: 'failed',
      error: 'navigation-error',
      failedStatus: 0,
    });
  });
});

describe('loadServiceEnvironments', () => {
  it('flags loading from load start to load complete and reads the items', async () => {
    const loading = loadServiceEnvironments({ compartmentId: SAAS_TENANCY, region: 'us-ashburn-1', retries: 0 });
    expect($serviceEnvironments.get().loading).toBe(true);
    const state = await loading;

    expect(state).toMatchObject({ loading: false, status: 'ready', error: null, timedOut: false });
    expect(state.items.map(item => item.status).sort()).toEqual(['ACTIVE', 'ACTIVE', 'FAILED_ACTIVATION']);
    expect(state.items.every(item => item.consoleUrl?.endsWith('.example/fscmUI/faces/FuseWelcome'))).toBe(true);
  });

  it('passes the filters', async () => {
    const state = await loadServiceEnvironments({
      compartmentId: SAAS_TENANCY,
      region: 'us-ashburn-1',
      serviceEnvironmentType: 'ERP',
      retries: 0,
    });

    expect(state.items.map(item => item.serviceDefinition?.type)).toEqual(['ERP']);
  });

  it('logs a 404 as not found or not authorized', async () => {
    const warn = vi.mocked(console.warn);
    await cloud.local.injectFault({ operation: 'ListServiceEnvironments', status: 404 });

    const state = await loadServiceEnvironments({ compartmentId: SAAS_TENANCY, region: 'us-ashburn-1', retries: 0 });

    expect(state).toMatchObject({ loading: false, status: 'failed', error: 'not-found-or-not-authorized', items: [] });
    expect(warn.mock.calls.some(([line]) => String(line).includes('not found or not authorized'))).toBe(true);
  });

  it('flags a timeout', async () => {
    await cloud.local.injectFault({ operation: 'ListServiceEnvironments', hang: true });

    const state = await loadServiceEnvironments({
      compartmentId: SAAS_TENANCY,
      region: 'us-ashburn-1',
      retries: 0,
      timeoutMs: 200,
    });

    expect(state).toMatchObject({ loading: false, status: 'failed', error: 'timeout', timedOut: true });
  });

  it('fails on a server error and on a malformed answer', async () => {
    await cloud.local.injectFault({ operation: 'ListServiceEnvironments', status: 500, times: 1 });
    expect(
      await loadServiceEnvironments({ compartmentId: SAAS_TENANCY, region: 'us-ashburn-1', retries: 0 })
    ).toMatchObject({ loading: false, status: 'failed', error: 'failed', timedOut: false });

    await cloud.local.injectFault({ operation: 'ListServiceEnvironments', malformed: true, times: 1 });
    expect(
      await loadServiceEnvironments({ compartmentId: SAAS_TENANCY, region: 'us-ashburn-1', retries: 0 })
    ).toMatchObject({ status: 'failed', error: 'failed' });
  });
});
