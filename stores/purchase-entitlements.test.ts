// The purchase entitlements and organization subscriptions stores against the real local cloud, with every row of
// their error catalogue (spec 3 §8, spec 2 §8) driven by fault injection.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../emulator/cloud/scenarios.ts';
import { initTelemetry, type TelemetryEvent } from '../src/services/telemetry.ts';
import { CACHE_KEYS, consoleCache, tenancyCacheKey } from '../src/storage/cache.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import {
  $organizationSubscriptions,
  ORGANIZATION_SUBSCRIPTIONS_CACHE,
  loadOrganizationSubscriptions,
} from './organization-subscriptions.ts';
import {
  $purchaseEntitlements,
  PURCHASE_ENTITLEMENTS_METRIC,
  loadPurchaseEntitlements,
  type PurchaseEntitlementsCacheRecord,
} from './purchase-entitlements.ts';

const cloud = useStoreCloud();
const sessions: Record<string, ClientSession> = {};
let metrics: TelemetryEvent[];

function sessionOf(key: string): ClientSession {
  const session = key === 'paid-payg' ? cloud.demo : sessions[key];
  if (!session) throw new Error(`no session for ${key}`);
  return session;
}

/** Signs in as the scenario's user and returns what the load actions need. */
async function signedInAs(key: string): Promise<{ tenancyId: string; region: string }> {
  await useSession(sessionOf(key));
  return { tenancyId: scenario(key).id, region: scenario(key).homeRegion };
}

function metricOutcomes(): unknown[] {
  return metrics.filter(event => event.name === PURCHASE_ENTITLEMENTS_METRIC).map(event => event.data);
}

async function cachedSummaries(): Promise<PurchaseEntitlementsCacheRecord | undefined> {
  return (await consoleCache.read<PurchaseEntitlementsCacheRecord>(CACHE_KEYS.purchaseEntitlements))?.data;
}

beforeAll(async () => {
  for (const key of ['saas-customer', 'se-trial', 'se-trial-no-country']) {
    const [user] = scenario(key).users;
    if (!user) throw new Error(`no user in ${key}`);
    sessions[key] = await signInClient(cloud.local, { userName: user.name, password: user.password });
  }
});

beforeEach(async () => {
  await cloud.local.clearFaults();
  metrics = [];
  initTelemetry({ consent: true, sink: { send: event => metrics.push(event) } });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  initTelemetry({ consent: false });
  vi.restoreAllMocks();
});

describe('loadPurchaseEntitlements', () => {
  it('resets the state on request, then stores the SE trial summaries and flags', async () => {
    const account = await signedInAs('se-trial');
    $purchaseEntitlements.set({ ...$purchaseEntitlements.get(), status: 'failed', failed: true, saasCustomer: true });

    const loading = loadPurchaseEntitlements({ ...account, retries: 0 });
    expect($purchaseEntitlements.get()).toMatchObject({ status: 'loading', failed: false, saasCustomer: false });
    const state = await loading;

    expect(state).toMatchObject({
      status: 'ready',
      failed: false,
      isSETrial: true,
      saasCustomer: false,
      saasCustomerInSameAccount: false,
      fromCache: false,
      apiFailure: false,
    });
    expect(state.summaries).toHaveLength(1);
    expect(state.summaries[0]?.promotion).toMatchObject({ amount: 500, isIntentToPay: false });
    expect(metricOutcomes()).toEqual([{ outcome: 'success' }]);
  });

  it('marks a SaaS customer whose applications share the account', async () => {
    const account = await signedInAs('saas-customer');

    const state = await loadPurchaseEntitlements({ ...account, retries: 0 });

    expect(state).toMatchObject({ isSETrial: false, saasCustomer: true, saasCustomerInSameAccount: true });
    expect(state.summaries.map(summary => summary.serviceDefinition.type).sort()).toEqual(['CLOUDCM', 'ERP', 'HCM']);
  });

  it("caches the summaries as 'pe-summary': id, name, serviceDefinition, account and tracked attributes only", async () => {
    const account = await signedInAs('se-trial');

    await loadPurchaseEntitlements({ ...account, retries: 0 });

    const [summary] = $purchaseEntitlements.get().summaries;
    expect(await cachedSummaries()).toEqual({
      tenancyId: account.tenancyId,
      summaries: [
        {
          id: summary?.id,
          name: 'Solutions Engineer Trial Credits',
          serviceDefinition: { type: 'CLOUDCM' },
          account: { isSaaSCustomer: false },
          customAttributes: [
            { name: 'PROGRAM_TYPE', value: 'SE-TRIAL' },
            { name: 'PROMOTION_INTENT_TO_PAY', value: 'N' },
            { name: 'CUSTOMER_COUNTRY_CODE', value: 'DE' },
          ],
        },
      ],
    });
  });

  it.each([500, 502, 503])(
    'serves the cached summaries on %i, marked API failure, without rewriting the cache',
    async status => {
      const account = await signedInAs('se-trial');
      await loadPurchaseEntitlements({ ...account, retries: 0 });
      const written = await consoleCache.read(CACHE_KEYS.purchaseEntitlements);
      await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status });

      const state = await loadPurchaseEntitlements({ ...account, retries: 0 });

      expect(state).toMatchObject({
        status: 'ready',
        failed: false,
        fromCache: true,
        apiFailure: true,
        isSETrial: true,
        failure: { reason: 'http', status },
      });
      expect(state.summaries[0]?.promotion).toBeUndefined();
      expect((await consoleCache.read(CACHE_KEYS.purchaseEntitlements))?.createdDate).toBe(written?.createdDate);
      expect(metricOutcomes()).toEqual([{ outcome: 'success' }, { outcome: 'failure', status }]);
    }
  );

  it('fails on 503 when nothing is cached', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status: 503 });

    const state = await loadPurchaseEntitlements({ ...account, retries: 0 });

    expect(state).toMatchObject({ status: 'failed', failed: true, summaries: [], fromCache: false });
  });

  it("never serves another tenancy's cached summaries", async () => {
    const account = await signedInAs('se-trial');
    const other: PurchaseEntitlementsCacheRecord = {
      tenancyId: scenario('saas-customer').id,
      summaries: [{ id: 'x', name: 'x', serviceDefinition: { type: 'CLOUDCM' }, customAttributes: [] }],
    };
    await consoleCache.write(CACHE_KEYS.purchaseEntitlements, other);
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status: 500 });

    expect(await loadPurchaseEntitlements({ ...account, retries: 0 })).toMatchObject({
      status: 'failed',
      failed: true,
    });
  });

  it('treats 401 as an empty list and a success', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status: 401, code: 'NotAuthenticated' });

    const state = await loadPurchaseEntitlements({ ...account });

    expect(state).toMatchObject({ status: 'ready', failed: false, summaries: [], isSETrial: false });
    expect(metricOutcomes()).toEqual([{ outcome: 'success' }]);
    expect(await cachedSummaries()).toBeUndefined();
  });

  it('fails on 404 without counting a metric failure', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status: 404 });

    const state = await loadPurchaseEntitlements({ ...account, retries: 0 });

    expect(state).toMatchObject({ status: 'failed', failed: true, failure: { reason: 'http', status: 404 } });
    expect(metricOutcomes()).toEqual([]);
  });

  it('fails on other statuses and counts them', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status: 400, code: 'InvalidParameter' });

    const state = await loadPurchaseEntitlements({ ...account, retries: 0 });

    expect(state).toMatchObject({ status: 'failed', failed: true, failure: { status: 400, code: 'InvalidParameter' } });
    expect(metricOutcomes()).toEqual([{ outcome: 'failure', status: 400 }]);
  });

  it('sets the failure state for a malformed answer', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', malformed: true });

    const state = await loadPurchaseEntitlements({ ...account, retries: 0 });

    expect(state).toMatchObject({ status: 'failed', failed: true, failure: { reason: 'malformed' } });
  });

  it('gives up when the purchase entitlement wait is over', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', hang: true });

    const started = Date.now();
    const state = await loadPurchaseEntitlements({ ...account, waitMs: 300 });

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(state).toMatchObject({ status: 'failed', failed: true, failure: { reason: 'timeout', status: 0 } });
  });

  it('is skipped outside the realms R1, OC1, OC4, OC17 and in a disconnected context', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'ListPurchaseEntitlements', status: 500 });

    expect(await loadPurchaseEntitlements({ ...account, realm: 'oc2' })).toMatchObject({
      status: 'skipped',
      skipped: 'realm',
      failed: false,
    });
    expect(await loadPurchaseEntitlements({ ...account, disconnected: true })).toMatchObject({
      status: 'skipped',
      skipped: 'disconnected',
    });
    expect(metricOutcomes()).toEqual([]);
  });
});

describe('loadOrganizationSubscriptions', () => {
  it('lists the assigned subscriptions and details the CLOUDCM one', async () => {
    const account = await signedInAs('se-trial');

    const loading = loadOrganizationSubscriptions({ ...account, retries: 0 });
    expect($organizationSubscriptions.get().status).toBe('loading');
    const state = await loading;

    expect(state).toMatchObject({ status: 'ready', fromCache: false, error: null });
    expect(state.cloudCredit).toMatchObject({
      serviceName: 'CLOUDCM',
      programType: 'SE-TRIAL',
      customerCountryCode: 'DE',
      isClassicSubscription: true,
      promotion: { amount: 500, currencyUnit: 'USD', isIntentToPay: false },
    });
    expect(state.items.map(item => item.id)).toContain(state.cloudCredit?.id);
  });

  it('has no country for the SE trial without one', async () => {
    const account = await signedInAs('se-trial-no-country');

    const state = await loadOrganizationSubscriptions({ ...account, retries: 0 });

    expect(state.cloudCredit?.customerCountryCode).toBeNull();
  });

  it('keeps the listed CLOUDCM subscription when its detail call fails', async () => {
    const account = await signedInAs('se-trial');
    await cloud.local.injectFault({ operation: 'GetSubscription', status: 500 });

    const state = await loadOrganizationSubscriptions({ ...account, retries: 0 });

    expect(state).toMatchObject({
      status: 'ready',
      cloudCredit: { serviceName: 'CLOUDCM', customerCountryCode: 'DE' },
    });
  });

  it.each([500, 502, 503])('uses the cached copy on %i', async status => {
    const account = await signedInAs('saas-customer');
    const fresh = await loadOrganizationSubscriptions({ ...account, retries: 0 });
    await cloud.local.injectFault({ operation: 'ListAssignedSubscriptions', status });

    const state = await loadOrganizationSubscriptions({ ...account, retries: 0 });

    expect(state).toMatchObject({ status: 'ready', fromCache: true, error: { status } });
    expect(state.items).toEqual(fresh.items);
    expect(state.cloudCredit).toEqual(fresh.cloudCredit);
  });

  it('fails on 500 when nothing is cached, and on other statuses even with a cache', async () => {
    const account = await signedInAs('saas-customer');
    await cloud.local.injectFault({ operation: 'ListAssignedSubscriptions', status: 500, times: 1 });
    expect(await loadOrganizationSubscriptions({ ...account, retries: 0 })).toMatchObject({
      status: 'failed',
      items: [],
      error: { status: 500 },
    });

    await loadOrganizationSubscriptions({ ...account, retries: 0 });
    expect(await consoleCache.read(tenancyCacheKey(ORGANIZATION_SUBSCRIPTIONS_CACHE, account.tenancyId))).toBeDefined();
    await cloud.local.injectFault({ operation: 'ListAssignedSubscriptions', status: 429 });
    expect(await loadOrganizationSubscriptions({ ...account, retries: 0 })).toMatchObject({
      status: 'failed',
      fromCache: false,
      error: { status: 429, code: 'TooManyRequests' },
    });
  });

  it('treats 404 as an empty result, a success', async () => {
    const account = await signedInAs('saas-customer');
    await cloud.local.injectFault({ operation: 'ListAssignedSubscriptions', status: 404 });

    expect(await loadOrganizationSubscriptions({ ...account, retries: 0 })).toMatchObject({
      status: 'ready',
      items: [],
      cloudCredit: null,
      error: null,
    });
  });

  it('fails on a malformed answer and on a hang', async () => {
    const account = await signedInAs('saas-customer');
    await cloud.local.injectFault({ operation: 'ListAssignedSubscriptions', malformed: true, times: 1 });
    expect(await loadOrganizationSubscriptions({ ...account, retries: 0 })).toMatchObject({
      status: 'failed',
      error: { code: 'MalformedResponse' },
    });

    await cloud.local.injectFault({ operation: 'ListAssignedSubscriptions', hang: true });
    expect(await loadOrganizationSubscriptions({ ...account, retries: 0, timeoutMs: 200 })).toMatchObject({
      status: 'failed',
      error: { status: 0, code: 'API_TIMEOUT' },
    });
  });
});
