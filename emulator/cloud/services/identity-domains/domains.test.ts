import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_API_KEY, DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { scenarioSession } from '../idcs/scenario-session.ts';
import type { SessionSender } from '../idcs/scenario-session.ts';
import { DOMAIN_NOT_MIGRATED_MESSAGE } from './routes.ts';
import { legacyIdentityProviderOcid } from './seed.ts';

const IDENTITY = '/identity/us-ashburn-1/20160918';
const FEDERATED = scenario('federated-user');
const IDP = FEDERATED.users[0]?.identityProviderId ?? '';
let cloud: Cloud;
let federated: SessionSender;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
  federated = await scenarioSession(cloud, 'federated-user');
});
afterAll(() => cloud.close());
afterEach(() => cloud.conditions.reset());

const get = (path: string) => sendWithApiKey(cloud, { method: 'GET', path: `${IDENTITY}${path}` });

describe('GetDomain', () => {
  it('answers the demo domain with its home region and replicas', async () => {
    const response = await get(`/domains/${DEMO_SCENARIO.domain.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^[0-9a-f]{32}$/);
    const idcs = `${cloud.origins.cloudOrigin}/idcs`;
    expect(await response.json()).toEqual({
      id: DEMO_SCENARIO.domain.id,
      compartmentId: DEMO_SCENARIO.id,
      displayName: 'Default',
      description: 'Default identity domain',
      url: `${idcs}/us-ashburn-1`,
      homeRegionUrl: `${idcs}/us-ashburn-1`,
      homeRegion: 'us-ashburn-1',
      replicaRegions: [
        {
          region: 'eu-frankfurt-1',
          state: 'REPLICATION_ENABLED',
          url: `${idcs}/eu-frankfurt-1`,
          regionalUrl: `${idcs}/eu-frankfurt-1`,
        },
        {
          region: 'us-phoenix-1',
          state: 'REPLICATION_ENABLED',
          url: `${idcs}/us-phoenix-1`,
          regionalUrl: `${idcs}/us-phoenix-1`,
        },
      ],
      type: 'DEFAULT',
      licenseType: 'free',
      isHiddenOnLogin: false,
      timeCreated: '2024-03-14T10:00:00.000Z',
      lifecycleState: 'ACTIVE',
      lifecycleDetails: null,
      freeformTags: {},
      definedTags: {},
    });
  });

  it('reports a region in replication while the condition is on', async () => {
    cloud.conditions.apply({ condition: 'region-replicating', on: true, region: 'us-phoenix-1' });
    const { replicaRegions } = (await (await get(`/domains/${DEMO_SCENARIO.domain.id}`)).json()) as {
      replicaRegions: { region: string; state: string }[];
    };
    expect(replicaRegions.map(({ region, state }) => `${region} ${state}`)).toEqual([
      'eu-frankfurt-1 REPLICATION_ENABLED',
      'us-phoenix-1 ENABLING_REPLICATION',
    ]);
  });

  it('adds identityProviderId when isIdentityProviderIdRequired=true', async () => {
    const demo = await get(`/domains/${DEMO_SCENARIO.domain.id}?isIdentityProviderIdRequired=true`);
    expect(await demo.json()).toMatchObject({ identityProviderId: null });
    const response = await federated(
      'GET',
      `${IDENTITY}/domains/${FEDERATED.domain.id}?isIdentityProviderIdRequired=true`
    );
    expect(await response.json()).toMatchObject({ identityProviderId: IDP });
    const invalid = await get(`/domains/${DEMO_SCENARIO.domain.id}?isIdentityProviderIdRequired=maybe`);
    expect(invalid.status).toBe(400);
  });

  it('answers a non-default domain as SECONDARY', async () => {
    const send = await scenarioSession(cloud, 'identity-domain-user');
    const corp = scenario('identity-domain-user');
    const response = await send('GET', `/identity/eu-frankfurt-1/20160918/domains/${corp.domain.id}`);
    expect(await response.json()).toMatchObject({
      displayName: 'CorpDomain',
      type: 'SECONDARY',
      homeRegion: 'eu-frankfurt-1',
    });
  });

  it('answers the not-migrated 404 to a legacy identity-service tenancy', async () => {
    const legacy = scenario('legacy-identity-service-user');
    const send = await scenarioSession(cloud, legacy.key);
    const response = await send('GET', `/identity/uk-london-1/20160918/domains/${legacy.domain.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NotAuthorizedOrNotFound', message: DOMAIN_NOT_MIGRATED_MESSAGE });
  });

  it('answers a plain 404 for another tenancy’s domain', async () => {
    const response = await get(`/domains/${scenario('isolation-peer').domain.id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NotAuthorizedOrNotFound',
      message: 'Authorization failed or requested resource not found.',
    });
  });
});

describe('identity providers', () => {
  const path = `${IDENTITY}/identityProviders/${IDP}`;

  it('answers the federated tenancy’s SAML2 provider with a metadata URL that answers', async () => {
    const response = await federated('GET', path);
    expect(response.status).toBe(200);
    const provider = (await response.json()) as Record<string, unknown>;
    expect(provider).toMatchObject({
      id: IDP,
      compartmentId: FEDERATED.id,
      name: 'corporate-idp',
      productType: 'ADFS',
      protocol: 'SAML2',
      lifecycleState: 'ACTIVE',
      metadataUrl: `${cloud.origins.cloudOrigin}/idcs/us-ashburn-1/fed/v1/metadata`,
    });
    const metadata = await cloud.app.request(String(provider['metadataUrl']));
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain('EntityDescriptor');
  });

  it('seeds the legacy tenancy’s IDCS provider', async () => {
    const legacy = scenario('legacy-identity-service-user');
    const send = await scenarioSession(cloud, legacy.key);
    const id = legacyIdentityProviderOcid(legacy.name);
    const response = await send('GET', `/identity/uk-london-1/20160918/identityProviders/${id}`);
    expect(await response.json()).toMatchObject({ name: 'OracleIdentityCloudService', productType: 'IDCS' });
  });

  it('keeps another tenancy’s provider out of sight', async () => {
    expect((await get(`/identityProviders/${IDP}`)).status).toBe(404);
    const deleted = await sendWithApiKey(cloud, { method: 'DELETE', path });
    expect(deleted.status).toBe(404);
  });

  it('updates with if-match (412 when stale) and validates the details', async () => {
    const etag = (await federated('GET', path)).headers.get('etag') ?? '';
    const put = (body: unknown, ifMatch = etag) =>
      federated('PUT', path, { body: JSON.stringify(body), headers: { 'if-match': ifMatch } });
    const missing = await put({ description: 'x' });
    expect(await missing.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter updateIdentityProviderDetails.protocol.',
    });
    expect((await put({ protocol: 'OIDC' })).status).toBe(400);
    expect((await put({ protocol: 'SAML2', metadataUrl: 'ftp://x' })).status).toBe(400);
    const updated = await put({
      protocol: 'SAML2',
      description: 'New ADFS farm',
      metadataUrl: 'https://adfs.example/metadata.xml',
      freeformTags: { Owner: 'security' },
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).not.toBe(etag);
    expect(await updated.json()).toMatchObject({
      description: 'New ADFS farm',
      metadataUrl: 'https://adfs.example/metadata.xml',
      freeformTags: { Owner: 'security' },
    });
    const stale = await put({ protocol: 'SAML2', description: 'again' });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: 'PreconditionFailed' });
  });

  it('deletes with if-match (412 when stale), then answers 404', async () => {
    const stale = await federated('DELETE', path, { headers: { 'if-match': '0'.repeat(32) } });
    expect(stale.status).toBe(412);
    const etag = (await federated('GET', path)).headers.get('etag') ?? '';
    const deleted = await federated('DELETE', path, { headers: { 'if-match': etag } });
    expect(deleted.status).toBe(204);
    expect((await federated('GET', path)).status).toBe(404);
  });
});

describe('GetUser under version 20190111', () => {
  it('answers as 20160918 does, and only the caller itself', async () => {
    const userPath = (version: string, id: string) => `/identity/us-ashburn-1/${version}/users/${id}`;
    const older = await sendWithApiKey(cloud, { method: 'GET', path: userPath('20160918', DEMO_API_KEY.userId) });
    const newer = await sendWithApiKey(cloud, { method: 'GET', path: userPath('20190111', DEMO_API_KEY.userId) });
    expect(newer.status).toBe(200);
    expect(await newer.json()).toEqual(await older.json());
    const other = scenario('isolation-peer').users[0]?.id ?? '';
    expect((await sendWithApiKey(cloud, { method: 'GET', path: userPath('20190111', other) })).status).toBe(404);
  });
});
