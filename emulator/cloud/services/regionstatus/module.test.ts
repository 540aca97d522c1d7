import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { identityService } from '../identity/module.ts';
import { regionStatusService } from './module.ts';

const origins = localOrigins();
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, regionStatusService] });
});
afterAll(() => cloud.close());

const regionStatus = async () => {
  const response = await cloud.app.request(`${origins.cloudOrigin}/regionstatus/v2/regionstatus`);
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
};

const switchCondition = (body: unknown) =>
  cloud.app.request(`${origins.cloudOrigin}/_emulator/conditions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GetRegionStatus', () => {
  it('answers unsigned with no region down and no caching', async () => {
    expect(await regionStatus()).toEqual({ status: 200, cache: 'no-store', body: { downRegions: [] } });
  });

  it('reports the home region down while the condition is on, and up again after', async () => {
    expect((await switchCondition({ condition: 'home-region-down' })).status).toBe(200);
    expect((await regionStatus()).body).toEqual({ downRegions: [{ region: 'us-ashburn-1' }] });
    await switchCondition({ condition: 'home-region-down', region: 'eu-frankfurt-1' });
    expect((await regionStatus()).body).toEqual({
      downRegions: [{ region: 'eu-frankfurt-1' }, { region: 'us-ashburn-1' }],
    });
    await switchCondition([
      { condition: 'home-region-down', on: false },
      { condition: 'home-region-down', on: false, region: 'eu-frankfurt-1' },
    ]);
    expect((await regionStatus()).body).toEqual({ downRegions: [] });
  });

  it('declares its operation for fault rules', () => {
    expect(cloud.operations.list()).toContainEqual(
      expect.objectContaining({
        service: 'regionstatus',
        operation: 'GetRegionStatus',
        method: 'GET',
        path: '/regionstatus/v2/regionstatus',
        auth: 'public',
      })
    );
  });
});
