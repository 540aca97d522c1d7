// Reference client: the official OCI TypeScript SDK (oci-identity 2.139.1) against a local cloud served over HTTP,
// signed with the committed demo API key. If the SDK parses an answer, the wire shape is right.
import { IdentityClient, models, requests } from 'oci-identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../../../test/local-cloud.ts';
import type { LocalCloud } from '../../../../test/local-cloud.ts';
import { DEMO_API_KEY, DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { compartmentOcid } from './compartment-tree.ts';
import { demoKeyProvider, pointAt, unregisteredKeyPem } from '../../test-fixtures/sdk-client.ts';

const { tenancyId } = DEMO_API_KEY;
let local: LocalCloud;
let client: IdentityClient;

function identityClient(privateKey?: string): IdentityClient {
  // The SDK appends /20160918 itself.
  return pointAt(new IdentityClient({ authenticationDetailsProvider: demoKeyProvider(privateKey) }), local, 'identity');
}

beforeAll(async () => {
  local = await startLocalCloud();
  client = identityClient();
});
afterAll(async () => {
  client.close();
  await local.close();
});

describe('oci-identity against the local cloud', () => {
  it('gets the tenancy and lists its region subscriptions', async () => {
    const { tenancy } = await client.getTenancy({ tenancyId });
    expect(tenancy).toMatchObject({ id: tenancyId, name: 'acme-corp', homeRegionKey: 'IAD' });
    const { items } = await client.listRegionSubscriptions({ tenancyId });
    expect(items.map(item => item.regionName)).toEqual(['us-ashburn-1', 'eu-frankfurt-1', 'us-phoenix-1']);
    expect(items[0]?.isHomeRegion).toBe(true);
  });

  it('lists every compartment through the record iterator, 25 a page', async () => {
    const { rows } = await local.cloud.db.query<{ count: number }>(
      'select count(*)::int as count from compartments where tenancy_id = $1',
      [tenancyId]
    );
    // The SDK's iterators write the next page token into the request they are given: one request object each.
    const request = () => ({
      compartmentId: tenancyId,
      compartmentIdInSubtree: true,
      accessLevel: requests.ListCompartmentsRequest.AccessLevel.Any,
      limit: 25,
    });
    const names: string[] = [];
    for await (const compartment of client.listCompartmentsRecordIterator(request())) names.push(compartment.name);
    expect(names).toHaveLength(rows[0]?.count ?? -1);
    expect(names.length).toBeGreaterThan(100);
    let pages = 0;
    for await (const response of client.listCompartmentsResponseIterator(request())) {
      pages++;
      expect(response.items.length).toBeLessThanOrEqual(25);
    }
    expect(pages).toBe(Math.ceil(names.length / 25));
  });

  it('gets a compartment with its etag and typed fields', async () => {
    const response = await client.getCompartment({ compartmentId: compartmentOcid('acme-corp', 'sandbox/poc-2023') });
    expect(response.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(response.compartment).toMatchObject({
      name: 'poc-2023',
      lifecycleState: models.Compartment.LifecycleState.Inactive,
      inactiveStatus: 1,
    });
  });

  it('gets the identity domain with its replica regions', async () => {
    const { domain } = await client.getDomain({ domainId: DEMO_SCENARIO.domain.id });
    expect(domain).toMatchObject({
      displayName: 'Default',
      homeRegion: 'us-ashburn-1',
      type: models.Domain.Type.Default,
    });
    expect(domain.replicaRegions.map(replica => replica.state)).toEqual([
      models.ReplicatedRegionDetails.State.ReplicationEnabled,
      models.ReplicatedRegionDetails.State.ReplicationEnabled,
    ]);
  });

  it('lists, creates and updates tag namespaces and tags', async () => {
    const namespaces: string[] = [];
    const listRequest = { compartmentId: tenancyId, includeSubcompartments: true, limit: 2 };
    for await (const namespace of client.listTagNamespacesRecordIterator(listRequest))
      namespaces.push(namespace.name ?? '');
    expect(namespaces).toEqual(['Finance', 'Legacy', 'Operations', 'Oracle-Tags']);

    const createTagNamespaceDetails = { compartmentId: tenancyId, name: 'Sdk', description: 'Made by the SDK' };
    const created = await client.createTagNamespace({ createTagNamespaceDetails, opcRetryToken: 'sdk-namespace' });
    const retried = await client.createTagNamespace({ createTagNamespaceDetails, opcRetryToken: 'sdk-namespace' });
    expect(retried.tagNamespace.id).toBe(created.tagNamespace.id);
    const tagNamespaceId = created.tagNamespace.id;
    const { tagNamespace } = await client.getTagNamespace({ tagNamespaceId });
    expect(tagNamespace).toMatchObject({ name: 'Sdk', isRetired: false });
    const renamed = await client.updateTagNamespace({
      tagNamespaceId,
      updateTagNamespaceDetails: { description: 'Described again' },
    });
    expect(renamed.tagNamespace.description).toBe('Described again');

    const { tag } = await client.createTag({
      tagNamespaceId,
      createTagDetails: {
        name: 'Stage',
        description: 'Release stage',
        isCostTracking: true,
        validator: { validatorType: 'ENUM', values: ['alpha', 'beta'] } as models.EnumTagDefinitionValidator,
      },
      opcRetryToken: 'sdk-tag',
    });
    expect(tag).toMatchObject({
      tagNamespaceName: 'Sdk',
      validator: { validatorType: 'ENUM', values: ['alpha', 'beta'] },
    });
    const read = await client.getTag({ tagNamespaceId, tagName: 'Stage' });
    const updated = await client.updateTag({
      tagNamespaceId,
      tagName: 'Stage',
      ifMatch: read.etag,
      updateTagDetails: { description: 'Stage of the release' },
    });
    expect(updated.tag.description).toBe('Stage of the release');
    await expect(
      client.updateTag({ tagNamespaceId, tagName: 'Stage', ifMatch: read.etag, updateTagDetails: { description: 'x' } })
    ).rejects.toMatchObject({ statusCode: 412 });
    const { items } = await client.listTags({ tagNamespaceId });
    expect(items.map(item => item.name)).toEqual(['Stage']);
    const costTracking = await client.listCostTrackingTags({ compartmentId: tenancyId });
    expect(costTracking.items.map(item => `${item.tagNamespaceName}.${item.name}`)).toEqual([
      'Finance.Project',
      'Operations.CostCenter',
      'Sdk.Stage',
    ]);
  });

  it('gets a 404 for an identity provider of another tenancy', async () => {
    const identityProviderId = scenario('federated-user').users[0]?.identityProviderId ?? '';
    await expect(client.getIdentityProvider({ identityProviderId })).rejects.toMatchObject({
      statusCode: 404,
      serviceCode: 'NotAuthorizedOrNotFound',
    });
  });

  it('is refused with 401 when the request is signed with another key', async () => {
    const privateKey = unregisteredKeyPem();
    const impostor = identityClient(privateKey);
    await expect(impostor.getTenancy({ tenancyId })).rejects.toMatchObject({
      statusCode: 401,
      serviceCode: 'NotAuthenticated',
    });
    impostor.close();
  });

  it('is refused with 401 when the request is not signed', async () => {
    const response = await fetch(`${local.origins.cloudOrigin}/identity/us-ashburn-1/20160918/tenancies/${tenancyId}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'NotAuthenticated' });
  });
});
