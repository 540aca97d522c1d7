import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';

const API = '/applisting/us-ashburn-1/20210921/environments';

interface AppEnvironment {
  id: string;
  compartmentId: string;
  displayName: string;
  environmentType: string;
  region: string;
  url: string;
  subscriptionIds: string[];
  lifecycleState: string;
  lifecycleDetails: string | null;
}

let cloud: Cloud;
let saas: ScenarioCaller;
let payg: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [saas, payg] = await Promise.all([callerFor(cloud, 'saas-customer'), callerFor(cloud, 'paid-payg')]);
});
afterAll(() => cloud.close());

describe('application environments (20210921)', () => {
  it('requires compartmentId and accessLevel, naming each', async () => {
    const noCompartment = await saas.call('GET', `${API}?accessLevel=ACCESSIBLE`);
    expect(await noCompartment.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListEnvironments.',
    });
    const noAccess = await saas.call('GET', `${API}?compartmentId=${saas.tenancyId}`);
    expect(await noAccess.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter accessLevel when calling ListEnvironments.',
    });
  });

  it('lists Active and Failed environments with their regions, urls and subscriptions', async () => {
    const { items } = await saas.json<{ items: AppEnvironment[] }>(
      'GET',
      `${API}?compartmentId=${saas.tenancyId}&accessLevel=ACCESSIBLE&limit=100`
    );
    expect(items.map(item => [item.displayName, item.lifecycleState, item.region])).toEqual([
      ['erp-prod', 'Active', 'us-ashburn-1'],
      ['hcm-prod', 'Active', 'us-ashburn-1'],
      ['hcm-test', 'Failed', 'us-phoenix-1'],
    ]);
    expect(items[2]?.lifecycleDetails).toMatch(/Refresh from production failed/);
    expect(items.every(item => item.subscriptionIds.length === 1 && item.url.startsWith('https://'))).toBe(true);
  });

  it('filters by lifecycle state, pages, and refuses unknown values', async () => {
    const base = `${API}?compartmentId=${saas.tenancyId}&accessLevel=ANY`;
    const failed = await saas.json<{ items: AppEnvironment[] }>('GET', `${base}&lifecycleState=Failed`);
    expect(failed.items.map(item => item.displayName)).toEqual(['hcm-test']);
    const first = await saas.call('GET', `${base}&limit=2`);
    const next = first.headers.get('opc-next-page');
    expect(next).toBeTruthy();
    const second = await saas.json<{ items: AppEnvironment[] }>('GET', `${base}&limit=2&page=${next ?? ''}`);
    expect(second.items).toHaveLength(1);
    expect((await saas.call('GET', `${base}&lifecycleState=Broken`)).status).toBe(400);
    expect((await saas.call('GET', `${API}?compartmentId=${saas.tenancyId}&accessLevel=SOME`)).status).toBe(400);
  });

  it('shows a non-SaaS tenancy none and another tenancy’s compartment 404', async () => {
    expect(await payg.json('GET', `${API}?compartmentId=${payg.tenancyId}&accessLevel=ACCESSIBLE`)).toEqual({
      items: [],
    });
    expect((await payg.call('GET', `${API}?compartmentId=${saas.tenancyId}&accessLevel=ACCESSIBLE`)).status).toBe(404);
  });
});
