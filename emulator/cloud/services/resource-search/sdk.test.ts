// Reference client: the official oci-resourcesearch SDK against a local cloud served over HTTP.
import { OciError } from 'oci-common';
import { models, ResourceSearchClient } from 'oci-resourcesearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../../../test/local-cloud.ts';
import type { LocalCloud } from '../../../../test/local-cloud.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { demoKeyProvider, pointAt, unregisteredKeyPem } from '../../test-fixtures/sdk-client.ts';

let local: LocalCloud;

function client(privateKey?: string): ResourceSearchClient {
  return pointAt(
    new ResourceSearchClient({ authenticationDetailsProvider: demoKeyProvider(privateKey) }),
    local,
    'query'
  );
}

beforeAll(async () => {
  local = await startLocalCloud();
});
afterAll(() => local.close());

describe('oci-resourcesearch against the local cloud', () => {
  it('searches resources with FreeText and parses the seeded summaries', async () => {
    const response = await client().searchResources({
      searchDetails: {
        type: 'FreeText',
        text: 'web-server',
        matchingContextType: models.SearchDetails.MatchingContextType.Highlights,
      },
      limit: 12,
    });
    const items = response.resourceSummaryCollection.items ?? [];
    expect(items.slice(0, 3).map(item => item.displayName)).toEqual(['web-server-1', 'web-server-2', 'web-server-3']);
    expect(items[0]).toMatchObject({
      resourceType: 'Instance',
      identifier: seedOcid('instance', 'acme-corp/web-server-1'),
      lifecycleState: 'RUNNING',
      freeformTags: { environment: 'production' },
      searchContext: { highlights: { displayName: ['<h1>web-server</h1>-1'] } },
    });
    expect(response.opcRequestId).toBeTruthy();
  });

  it('pages with opc-next-page and runs a structured query', async () => {
    const first = await client().searchResources({
      searchDetails: { type: 'Structured', query: 'query all resources' },
      limit: 10,
    });
    expect(first.resourceSummaryCollection.items).toHaveLength(10);
    expect(first.opcNextPage).toBeTruthy();
    const second = await client().searchResources({
      searchDetails: { type: 'Structured', query: 'query all resources' },
      limit: 10,
      page: first.opcNextPage,
    });
    const seen = new Set(first.resourceSummaryCollection.items?.map(item => item.identifier));
    expect(second.resourceSummaryCollection.items?.some(item => seen.has(item.identifier))).toBe(false);

    const stopped = await client().searchResources({
      searchDetails: { type: 'Structured', query: "query instance resources where lifecycleState = 'STOPPED'" },
    });
    expect(stopped.resourceSummaryCollection.items?.map(item => item.displayName)).toEqual(['batch-worker-1']);
  });

  it('lists the searchable resource types', async () => {
    const { items } = await client().listResourceTypes({});
    expect(items.map(type => type.name)).toEqual(expect.arrayContaining(['Instance', 'Vcn', 'Bucket', 'Volume']));
  });

  it('gets 401 for a request signed with a key the user does not have', async () => {
    const wrong = unregisteredKeyPem();
    const failure = await client(wrong)
      .searchResources({ searchDetails: { type: 'FreeText', text: 'web' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OciError);
    expect(failure).toMatchObject({ statusCode: 401, serviceCode: 'NotAuthenticated' });
  });

  it('gets 401 for an unsigned request', async () => {
    const response = await fetch(`${local.origins.cloudOrigin}/query/us-ashburn-1/20180409/resources`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'FreeText', text: 'web' }),
    });
    expect(response.status).toBe(401);
  });
});
