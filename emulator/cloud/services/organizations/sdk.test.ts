// Reference client: the official oci-osuborganizationsubscription SDK (2.139.1) against a running local cloud, signed
// with the demo key. The SDK appends /oalapp/service/onesubs/proxy/20210501 to the endpoint it is given.
import { OrganizationSubscriptionClient, requests } from 'oci-osuborganizationsubscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../../../test/local-cloud.ts';
import type { LocalCloud } from '../../../../test/local-cloud.ts';
import { DEMO_API_KEY, DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { commerceFacts } from '../commercial/scenario-commerce.ts';
import { demoKeyProvider, pointAt, unregisteredKeyPem } from '../../test-fixtures/sdk-client.ts';

// A key the local cloud never registered, under the demo key's id: what a wrongly signed request looks like.
const otherKey = unregisteredKeyPem();

let local: LocalCloud;
let client: OrganizationSubscriptionClient;

beforeAll(async () => {
  local = await startLocalCloud();
  const provider = demoKeyProvider();
  client = new OrganizationSubscriptionClient({ authenticationDetailsProvider: provider });
  pointAt(client, local, 'onesubs');
});
afterAll(() => local.close());

describe('oci-osuborganizationsubscription OrganizationSubscriptionClient against the local cloud', () => {
  it('lists the demo tenancy’s organization subscriptions, parsed into the SDK models', async () => {
    const facts = commerceFacts(DEMO_SCENARIO, local.cloud.now());
    const response = await client.listOrganizationSubscriptions({
      compartmentId: DEMO_API_KEY.tenancyId,
      subscriptionIds: facts.cloudcmSubscriptionId,
      sortBy: requests.ListOrganizationSubscriptionsRequest.SortBy.Timestart,
      sortOrder: requests.ListOrganizationSubscriptionsRequest.SortOrder.Asc,
    });
    expect(response.opcRequestId).toBeTruthy();
    expect(response.items).toEqual([
      expect.objectContaining({
        id: facts.classicSubscriptionId,
        serviceName: 'CLOUDCM',
        type: 'PAY_AS_YOU_GO',
        status: 'ACTIVE',
        currency: { name: 'US Dollar', isoCode: 'USD', stdPrecision: 2 },
      }),
    ]);
    expect(response.items[0]?.timeStart).toBeTruthy();
  });

  it('pages through the record iterator and refuses another tenancy’s subscription', async () => {
    const facts = commerceFacts(DEMO_SCENARIO, local.cloud.now());
    const seen: string[] = [];
    for await (const summary of client.listOrganizationSubscriptionsRecordIterator({
      compartmentId: DEMO_API_KEY.tenancyId,
      subscriptionIds: `${facts.cloudcmSubscriptionId},${facts.classicSubscriptionId}`,
      limit: 1,
    })) {
      seen.push(summary.id);
    }
    // Both ids name the same subscription: it is listed once.
    expect(seen).toEqual([facts.classicSubscriptionId]);
    const other = commerceFacts(scenario('isolation-peer'), local.cloud.now());
    await expect(
      client.listOrganizationSubscriptions({
        compartmentId: DEMO_API_KEY.tenancyId,
        subscriptionIds: other.cloudcmSubscriptionId,
      })
    ).rejects.toMatchObject({ statusCode: 404, serviceCode: 'NotAuthorizedOrNotFound' });
  });

  it('answers a request signed with the wrong key, or unsigned, 401 NotAuthenticated', async () => {
    const wrong = new OrganizationSubscriptionClient({ authenticationDetailsProvider: demoKeyProvider(otherKey) });
    pointAt(wrong, local, 'onesubs');
    await expect(
      wrong.listOrganizationSubscriptions({ compartmentId: DEMO_API_KEY.tenancyId, subscriptionIds: '1' })
    ).rejects.toMatchObject({ statusCode: 401, serviceCode: 'NotAuthenticated' });
    const response = await fetch(
      `${local.origins.cloudOrigin}/onesubs/us-ashburn-1/oalapp/service/onesubs/proxy/20210501/organizationSubscription?compartmentId=${DEMO_API_KEY.tenancyId}&subscriptionIds=1`
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'NotAuthenticated' });
  });
});
