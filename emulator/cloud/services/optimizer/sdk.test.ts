// Reference client: the official oci-optimizer SDK (2.139.1) against a running local cloud, signed with the demo key.
import { OptimizerClient, models, requests } from 'oci-optimizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../../../test/local-cloud.ts';
import type { LocalCloud } from '../../../../test/local-cloud.ts';
import { DEMO_API_KEY } from '../../scenarios.ts';
import { COST_CATEGORY_NAME } from './seed.ts';
import { demoKeyProvider, pointAt, unregisteredKeyPem } from '../../test-fixtures/sdk-client.ts';

// A key the local cloud never registered, under the demo key's id: what a wrongly signed request looks like.
const otherKey = unregisteredKeyPem();

let local: LocalCloud;
let client: OptimizerClient;

beforeAll(async () => {
  local = await startLocalCloud();
  const provider = demoKeyProvider();
  client = new OptimizerClient({ authenticationDetailsProvider: provider });
  pointAt(client, local, 'optimizer');
});
afterAll(() => local.close());

describe('oci-optimizer OptimizerClient against the local cloud', () => {
  it('lists the demo tenancy’s categories, the cost category with savings and PENDING/IMPLEMENTED counts', async () => {
    const response = await client.listCategories({
      compartmentId: DEMO_API_KEY.tenancyId,
      compartmentIdInSubtree: true,
      sortBy: requests.ListCategoriesRequest.SortBy.Name,
      sortOrder: models.SortOrder.Asc,
    });
    const { items } = response.categoryCollection;
    expect(items.map(item => item.name)).toEqual([
      COST_CATEGORY_NAME,
      'high-availability-name',
      'performance-name',
      'security-name',
    ]);
    const cost = items[0];
    // About 18% of a month of 48.30 USD a day.
    expect(cost?.estimatedCostSaving).toBeGreaterThan(200);
    expect(cost?.extendedMetadata).toMatchObject({ currencyCode: 'USD' });
    const counts = Object.fromEntries((cost?.resourceCounts ?? []).map(entry => [entry.status, entry.count]));
    expect(counts[models.Status.Pending]).toBeGreaterThan(0);
    expect(counts[models.Status.Implemented]).toBeGreaterThan(0);
    expect(cost?.lifecycleState).toBe(models.LifecycleState.Active);
    expect(cost?.compartmentName).toBe('acme-corp');
  });

  it('pages with opc-next-page, two at a time', async () => {
    const names: string[] = [];
    let page: string | undefined;
    let calls = 0;
    do {
      const response = await client.listCategories({
        compartmentId: DEMO_API_KEY.tenancyId,
        compartmentIdInSubtree: true,
        limit: 2,
        page,
      });
      names.push(...response.categoryCollection.items.map(item => item.name));
      page = response.opcNextPage;
      calls++;
    } while (page !== undefined);
    expect(calls).toBe(2);
    expect(new Set(names).size).toBe(4);
  });

  it('answers a request signed with the wrong key, or unsigned, 401 NotAuthenticated', async () => {
    const wrong = new OptimizerClient({ authenticationDetailsProvider: demoKeyProvider(otherKey) });
    pointAt(wrong, local, 'optimizer');
    await expect(
      wrong.listCategories({ compartmentId: DEMO_API_KEY.tenancyId, compartmentIdInSubtree: true })
    ).rejects.toMatchObject({ statusCode: 401, serviceCode: 'NotAuthenticated' });
    const response = await fetch(
      `${local.origins.cloudOrigin}/optimizer/us-ashburn-1/20200606/categories?compartmentId=${DEMO_API_KEY.tenancyId}&compartmentIdInSubtree=true`
    );
    expect(response.status).toBe(401);
  });
});
