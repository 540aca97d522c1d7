import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../origins.ts';
import { createCloud } from './app.ts';
import type { Cloud } from './app.ts';
import { DEMO_SCENARIO, scenario } from './scenarios.ts';
import { sendWithApiKey } from './test-fixtures/api-key-client.ts';

const IDENTITY = '/identity/us-ashburn-1/20160918';
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());
afterEach(() => cloud.conditions.reset());

async function switchCondition(body: unknown) {
  const response = await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/conditions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const get = (path: string, date?: Date) => sendWithApiKey(cloud, { method: 'GET', path, date });

describe('conditions', () => {
  it('home-region-down reports the tenancy home region down, and back up', async () => {
    const down = await switchCondition({ condition: 'home-region-down' });
    expect(down).toMatchObject({ status: 200, body: { downRegions: ['us-ashburn-1'] } });
    expect(cloud.conditions.isRegionDown('us-ashburn-1')).toBe(true);
    const up = await switchCondition({ condition: 'home-region-down', on: false });
    expect(up.body['downRegions']).toEqual([]);
  });

  it('region-replicating shows the domain replica as ENABLING_REPLICATION', async () => {
    await switchCondition({ condition: 'region-replicating', region: 'eu-frankfurt-1' });
    expect(await cloud.store.listDomainReplicas(DEMO_SCENARIO.id, 'us-ashburn-1')).toEqual([
      { region: 'eu-frankfurt-1', state: 'ENABLING_REPLICATION' },
      { region: 'us-phoenix-1', state: 'REPLICATION_ENABLED' },
    ]);
  });

  it('region-unsubscribed drops the region from the subscriptions and its endpoints', async () => {
    await switchCondition({ condition: 'region-unsubscribed', region: 'us-phoenix-1', tenancy: 'acme-corp' });
    const subscriptions = await get(`${IDENTITY}/tenancies/${DEMO_SCENARIO.id}/regionSubscriptions`);
    const names = ((await subscriptions.json()) as { regionName: string }[]).map(entry => entry.regionName);
    expect(names).toEqual(['us-ashburn-1', 'eu-frankfurt-1']);
    const phoenix = await get(`/identity/us-phoenix-1/20160918/tenancies/${DEMO_SCENARIO.id}`);
    expect(phoenix.status).toBe(404);
    expect(await switchCondition({ condition: 'region-unsubscribed', region: 'us-ashburn-1' })).toMatchObject({
      status: 400,
      body: { message: 'The home region cannot be unsubscribed.' },
    });
  });

  it('limits-not-provisioned turns limitsProvisioned false for that tenancy only', async () => {
    const capabilities = async () => {
      const response = await get(`${IDENTITY}/compartments/${DEMO_SCENARIO.id}/capabilities?accountInfoOnly=true`);
      return ((await response.json()) as { accountInfo: { limitsProvisioned: boolean } }).accountInfo;
    };
    await switchCondition({ condition: 'limits-not-provisioned', tenancy: 'free-trial' });
    expect((await capabilities()).limitsProvisioned).toBe(true);
    expect((await cloud.store.findAccount(scenario('free-trial').id))?.limitsProvisioned).toBe(false);
    await switchCondition({ condition: 'limits-not-provisioned' });
    expect((await capabilities()).limitsProvisioned).toBe(false);
  });

  it('clock-skew moves the server clock, so a correct client date is refused as skewed', async () => {
    const skewed = await switchCondition({ condition: 'clock-skew', seconds: 900 });
    expect(skewed.body['clockSkewSeconds']).toBe(900);
    const refused = await get(`${IDENTITY}/tenancies/${DEMO_SCENARIO.id}`, new Date());
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/clock skew/);
    expect((await get(`${IDENTITY}/tenancies/${DEMO_SCENARIO.id}`, cloud.now())).status).toBe(200);
  });

  it('resets every condition with DELETE, and validates what it is sent', async () => {
    await switchCondition([
      { condition: 'home-region-down', region: 'uk-london-1' },
      { condition: 'clock-skew', seconds: -400 },
    ]);
    await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/conditions`, { method: 'DELETE' });
    const state = await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/conditions`);
    expect(await state.json()).toEqual({
      downRegions: [],
      replicatingRegions: [],
      unsubscribedRegions: [],
      limitsNotProvisioned: [],
      clockSkewSeconds: 0,
      consentRequired: false,
    });
    expect(await switchCondition({ condition: 'sunny' })).toMatchObject({ status: 400 });
    expect(await switchCondition({ condition: 'region-replicating' })).toMatchObject({
      status: 400,
      body: { code: 'MissingParameter', message: 'Missing required parameter region.' },
    });
  });
});
