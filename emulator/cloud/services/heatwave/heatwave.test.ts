import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { callerFor } from '../commercial/commerce-test-client.ts';
import type { ScenarioCaller } from '../commercial/commerce-test-client.ts';

const API = '/heatwave/us-ashburn-1/20210301/registrations';

interface Registration {
  id: string;
  tenantId: string;
  tenantName: string;
  program: string;
  lifecycleState: string;
  timeCreated: string;
}

let cloud: Cloud;
let payg: ScenarioCaller;
let trial: ScenarioCaller;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  [payg, trial] = await Promise.all([callerFor(cloud, 'paid-payg'), callerFor(cloud, 'free-trial')]);
});
afterAll(() => cloud.close());

describe('HeatWave registrations (20210301)', () => {
  it('requires compartmentId, naming it', async () => {
    expect(await (await payg.call('GET', API)).json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListRegistrations.',
    });
  });

  it('lists the demo tenancy’s registrations newest first and filters by state, id and tenant', async () => {
    const base = `${API}?compartmentId=${payg.tenancyId}`;
    const all = await payg.json<{ items: Registration[] }>('GET', base);
    expect(all.items.map(item => item.lifecycleState)).toEqual(['ACTIVE', 'DELETED']);
    expect(all.items[0]).toMatchObject({ tenantId: payg.tenancyId, tenantName: 'acme-corp', program: 'mysqldsaws' });
    const oldestFirst = await payg.json<{ items: Registration[] }>('GET', `${base}&sortBy=timeCreated&sortOrder=ASC`);
    expect(oldestFirst.items.map(item => item.lifecycleState)).toEqual(['DELETED', 'ACTIVE']);
    const active = await payg.json<{ items: Registration[] }>('GET', `${base}&lifecycleState=ACTIVE`);
    expect(active.items).toHaveLength(1);
    const byId = await payg.json<{ items: Registration[] }>('GET', `${base}&id=${active.items[0]?.id ?? ''}`);
    expect(byId.items).toHaveLength(1);
    const byTenant = await payg.json<{ items: Registration[] }>(
      'GET',
      `${base}&tenantId=${payg.tenancyId}&tenantName=acme-corp&limit=1`
    );
    expect(byTenant.items).toHaveLength(1);
    expect((await payg.call('GET', `${base}&tenantName=acme-corp&limit=1`)).headers.get('opc-next-page')).toBeTruthy();
    expect((await payg.call('GET', `${base}&lifecycleState=SLEEPING`)).status).toBe(400);
  });

  it('shows a tenancy without registrations none, and another tenancy 404', async () => {
    expect(await trial.json('GET', `${API}?compartmentId=${trial.tenancyId}`)).toEqual({ items: [] });
    expect((await trial.call('GET', `${API}?compartmentId=${payg.tenancyId}`)).status).toBe(404);
    expect((await trial.call('GET', `${API}?compartmentId=${trial.tenancyId}&tenantId=${payg.tenancyId}`)).status).toBe(
      404
    );
  });
});
