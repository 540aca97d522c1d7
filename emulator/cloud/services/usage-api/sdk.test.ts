// Reference client: the official oci-usageapi SDK (2.139.1) against a running local cloud, signed with the demo key.
import { UsageapiClient, models } from 'oci-usageapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../../../test/local-cloud.ts';
import type { LocalCloud } from '../../../../test/local-cloud.ts';
import { DEMO_API_KEY } from '../../scenarios.ts';
import { utcDay } from './usage-records.ts';
import { demoKeyProvider, pointAt, unregisteredKeyPem } from '../../test-fixtures/sdk-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// A key the local cloud never registered, under the demo key's id: what a wrongly signed request looks like.
const otherKey = unregisteredKeyPem();

let local: LocalCloud;
let client: UsageapiClient;

beforeAll(async () => {
  local = await startLocalCloud();
  const provider = demoKeyProvider();
  client = new UsageapiClient({ authenticationDetailsProvider: provider });
  pointAt(client, local, 'usageapi');
});
afterAll(() => local.close());

function lastDays(days: number) {
  const end = new Date(utcDay(local.cloud.now()).getTime() + DAY_MS);
  return { timeUsageStarted: new Date(end.getTime() - days * DAY_MS), timeUsageEnded: end };
}

describe('oci-usageapi UsageapiClient against the local cloud', () => {
  it('requests summarized usage per day and service, parsed into the SDK models', async () => {
    const response = await client.requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: DEMO_API_KEY.tenancyId,
        ...lastDays(7),
        granularity: models.RequestSummarizedUsagesDetails.Granularity.Daily,
        queryType: models.RequestSummarizedUsagesDetails.QueryType.Cost,
        groupBy: ['service'],
      },
    });
    const { items } = response.usageAggregation;
    expect(response.opcRequestId).toBeTruthy();
    expect(response.usageAggregation.groupBy).toEqual(['service']);
    // Seven days of the demo tenancy's five services.
    expect(items).toHaveLength(35);
    expect(new Set(items.map(item => item.service))).toEqual(
      new Set(['COMPUTE', 'DATABASE', 'BLOCK_STORAGE', 'OBJECT_STORAGE', 'NETWORK'])
    );
    for (const item of items) {
      expect(item.currency).toBe('USD');
      expect(item.computedAmount).toBeGreaterThan(0);
      expect(new Date(item.timeUsageStarted).getUTCHours()).toBe(0);
    }
    // About 48.30 USD a day, give or take the seeded variation.
    const total = items.reduce((sum, item) => sum + (item.computedAmount ?? 0), 0);
    expect(total).toBeGreaterThan(7 * 48.3 * 0.75);
    expect(total).toBeLessThan(7 * 48.3 * 1.25);
  });

  it('pages with the SDK’s opc-next-page', async () => {
    const first = await client.requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: DEMO_API_KEY.tenancyId,
        ...lastDays(3),
        granularity: models.RequestSummarizedUsagesDetails.Granularity.Daily,
      },
      limit: 2,
    });
    expect(first.usageAggregation.items).toHaveLength(2);
    expect(first.opcNextPage).toBeTruthy();
    const second = await client.requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: DEMO_API_KEY.tenancyId,
        ...lastDays(3),
        granularity: models.RequestSummarizedUsagesDetails.Granularity.Daily,
      },
      limit: 2,
      page: first.opcNextPage,
    });
    expect(second.usageAggregation.items).toHaveLength(1);
    expect(second.opcNextPage).toBeUndefined();
  });

  it('surfaces the cloud’s errors as OciError: another tenancy 404, a missing granularity 400', async () => {
    const foreign = client.requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: 'ocid1.tenancy.oc1..aaaaaaaaotherotherotherotherotherotherotherotherotherother',
        ...lastDays(1),
        granularity: models.RequestSummarizedUsagesDetails.Granularity.Daily,
      },
    });
    await expect(foreign).rejects.toMatchObject({ statusCode: 404, serviceCode: 'NotAuthorizedOrNotFound' });
    const missing = client.requestSummarizedUsages({
      requestSummarizedUsagesDetails: {
        tenantId: DEMO_API_KEY.tenancyId,
        ...lastDays(1),
      } as models.RequestSummarizedUsagesDetails,
    });
    await expect(missing).rejects.toMatchObject({ statusCode: 400, serviceCode: 'MissingParameter' });
  });

  it('answers a request signed with the wrong key, or unsigned, 401 NotAuthenticated', async () => {
    const wrong = new UsageapiClient({ authenticationDetailsProvider: demoKeyProvider(otherKey) });
    pointAt(wrong, local, 'usageapi');
    await expect(
      wrong.requestSummarizedUsages({
        requestSummarizedUsagesDetails: {
          tenantId: DEMO_API_KEY.tenancyId,
          ...lastDays(1),
          granularity: models.RequestSummarizedUsagesDetails.Granularity.Daily,
        },
      })
    ).rejects.toMatchObject({ statusCode: 401, serviceCode: 'NotAuthenticated' });
    const response = await fetch(`${local.origins.cloudOrigin}/usageapi/us-ashburn-1/20200107/usage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenantId: DEMO_API_KEY.tenancyId, granularity: 'DAILY' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'NotAuthenticated' });
  });
});
