import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';

const API = '/service-manager/us-ashburn-1/20210914/serviceEnvironments';

interface Environment {
  id: string;
  subscriptionId: string;
  status: string;
  compartmentId: string;
  serviceDefinition: { type: string; displayName: string; shortDisplayName: string };
  consoleUrl: string;
  serviceEnvironmentEndpoints: { environmentType: string; url: string; description: string }[];
}

let cloud: Cloud;
let saas: ScenarioCaller;
let payg: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [saas, payg] = await Promise.all([callerFor(cloud, 'saas-customer'), callerFor(cloud, 'paid-payg')]);
});
afterAll(() => cloud.close());

describe('service environments (20210914)', () => {
  it('requires compartmentId, naming it', async () => {
    const response = await saas.call('GET', API);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListServiceEnvironments.',
    });
  });

  it('lists the SaaS customer’s environments under data.items with console urls and endpoint types', async () => {
    const { items } = await saas.json<{ items: Environment[] }>('GET', `${API}?compartmentId=${saas.tenancyId}`);
    expect(items).toHaveLength(3);
    const production = items.find(item => item.consoleUrl.includes('hcm-prod'));
    expect(production).toMatchObject({
      status: 'ACTIVE',
      compartmentId: saas.tenancyId,
      serviceDefinition: { type: 'HCM', displayName: 'Fusion Human Capital Management' },
      serviceEnvironmentEndpoints: [expect.objectContaining({ environmentType: 'INSTANCE_URL_PROD' })],
    });
    expect(items.find(item => item.consoleUrl.includes('hcm-test'))?.status).toBe('FAILED_ACTIVATION');
  });

  it('filters by type, id and display name, sorts and pages', async () => {
    const base = `${API}?compartmentId=${saas.tenancyId}`;
    const hcm = await saas.json<{ items: Environment[] }>('GET', `${base}&serviceEnvironmentType=HCM`);
    expect(hcm.items.map(item => item.serviceDefinition.type)).toEqual(['HCM', 'HCM']);
    const one = hcm.items[0];
    const byId = await saas.json<{ items: Environment[] }>('GET', `${base}&serviceEnvironmentId=${one?.id ?? ''}`);
    expect(byId.items.map(item => item.id)).toEqual([one?.id]);
    const byName = await saas.json<{ items: Environment[] }>('GET', `${base}&displayName=erp-prod`);
    expect(byName.items.map(item => item.serviceDefinition.type)).toEqual(['ERP']);
    const ascending = await saas.json<{ items: Environment[] }>('GET', `${base}&sortBy=ID&sortOrder=ASC`);
    const descending = await saas.json<{ items: Environment[] }>('GET', `${base}&sortBy=ID&sortOrder=DESC`);
    expect(descending.items.map(item => item.id)).toEqual(ascending.items.map(item => item.id).reverse());
    const first = await saas.call('GET', `${base}&limit=2`);
    expect(first.headers.get('opc-next-page')).toBeTruthy();
    expect((await saas.call('GET', `${base}&sortBy=NAME`)).status).toBe(400);
  });

  it('gets one environment with an etag, and keeps other tenancies out', async () => {
    const { items } = await saas.json<{ items: Environment[] }>('GET', `${API}?compartmentId=${saas.tenancyId}`);
    const id = items[0]?.id ?? '';
    const response = await saas.call('GET', `${API}/${id}?compartmentId=${saas.tenancyId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect((await payg.call('GET', `${API}/${id}?compartmentId=${payg.tenancyId}`)).status).toBe(404);
    expect((await payg.call('GET', `${API}?compartmentId=${saas.tenancyId}`)).status).toBe(404);
    expect(await payg.json('GET', `${API}?compartmentId=${payg.tenancyId}`)).toEqual({ items: [] });
  });
});
