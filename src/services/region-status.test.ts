import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { importTestSigningKey } from '../../test/signing-key.ts';
import { getDomain } from './identity-domains.ts';
import { identityProviderMetadataUrl, isSignInRegionUp, listDownRegions, regionStatusUrl } from './region-status.ts';
import type { ServiceContext } from './service-context.ts';

let server: ScriptedServer;
let config: { cloudOrigin: string; secondLevelDomain: string };
let context: ServiceContext;

beforeAll(async () => {
  server = await startScriptedServer();
  config = { cloudOrigin: server.origin, secondLevelDomain: 'oraclecloud.com' };
  const key = await importTestSigningKey();
  context = {
    region: 'us-ashburn-1',
    credentials: async () => ({ privateKey: key.privateKey, token: 'test-token' }),
    config,
    retries: 0,
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('region status', () => {
  it('is built from the realm: the local cloud path, or the regionstatus host of the second-level domain', () => {
    expect(regionStatusUrl({ cloudOrigin: 'http://127.0.0.1:7070/', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'http://127.0.0.1:7070/regionstatus/v2/regionstatus'
    );
    expect(regionStatusUrl({ cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })).toBe(
      'https://regionstatus.oraclecloud.com/v2/regionstatus'
    );
  });

  it('reads the down regions without signing the request', async () => {
    server.handle((_request, response) =>
      answerJson(response, 200, { downRegions: [{ region: 'us-ashburn-1' }, { region: 'eu-frankfurt-1' }] })
    );

    expect(await listDownRegions(config)).toEqual(['us-ashburn-1', 'eu-frankfurt-1']);
    expect(server.requests[0]?.url).toBe('/regionstatus/v2/regionstatus');
    expect(server.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('rejects an answer without downRegions', async () => {
    server.handle((_request, response) => answerJson(response, 200, { regions: [] }));

    await expect(listDownRegions(config, { retries: 0 })).rejects.toMatchObject({ code: 'MalformedResponse' });
  });
});

describe('multi-region sign-in check', () => {
  const metadata = (status: number) => {
    server.handle((_request, response) => {
      response.writeHead(status, { 'content-type': 'application/samlmetadata+xml' });
      response.end('<md:EntityDescriptor/>');
    });
  };

  it("asks the region's identity-service metadata", () => {
    expect(identityProviderMetadataUrl('eu-frankfurt-1', config)).toBe(
      `${server.origin}/idcs/eu-frankfurt-1/fed/v1/metadata`
    );
    expect(
      identityProviderMetadataUrl('eu-frankfurt-1', { cloudOrigin: '', secondLevelDomain: 'oraclecloud.com' })
    ).toBe('https://idcs.eu-frankfurt-1.oraclecloud.com/fed/v1/metadata');
  });

  it('counts a 2xx answer, whatever its body, and a 404 as up', async () => {
    const url = identityProviderMetadataUrl('us-ashburn-1', config);
    metadata(200);
    expect(await isSignInRegionUp(url)).toBe(true);
    metadata(204);
    expect(await isSignInRegionUp(url)).toBe(true);
    metadata(404);
    expect(await isSignInRegionUp(url)).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('counts any other answer, once, as down', async () => {
    const url = identityProviderMetadataUrl('us-ashburn-1', config);
    metadata(503);
    expect(await isSignInRegionUp(url)).toBe(false);
    metadata(500);
    expect(await isSignInRegionUp(url)).toBe(false);
    metadata(401);
    expect(await isSignInRegionUp(url)).toBe(false);
    expect(server.requests).toHaveLength(3);
  });

  it('counts no answer in time as down', async () => {
    server.handle(() => undefined);

    expect(await isSignInRegionUp(identityProviderMetadataUrl('us-ashburn-1', config), { timeoutMs: 100 })).toBe(false);
  });

  it('rejects when cancelled', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const check = isSignInRegionUp(identityProviderMetadataUrl('us-ashburn-1', config), {
      signal: controller.signal,
    });
    controller.abort(new Error('left the page'));

    await expect(check).rejects.toThrow('left the page');
  });
});

describe('GetDomain', () => {
  // A request cancelled in the test before may reach the server late; only identity's count here.
  const identityRequests = () => server.requests.filter(request => request.url.startsWith('/identity/'));
  const DOMAIN = {
    id: 'ocid1.domain.oc1..default',
    displayName: 'Default',
    homeRegion: 'us-ashburn-1',
    replicaRegions: [
      { region: 'eu-frankfurt-1', state: 'REPLICATION_ENABLED', url: 'https://idcs.example/fra' },
      { region: 'us-phoenix-1', state: 'ENABLING_REPLICATION', url: 'https://idcs.example/phx' },
    ],
    type: 'DEFAULT',
  };

  it('gets the domain, signed, with isIdentityProviderIdRequired when asked', async () => {
    server.handle((_request, response) => answerJson(response, 200, { ...DOMAIN, identityProviderId: null }));

    const domain = await getDomain(context, 'ocid1.domain.oc1..default', { isIdentityProviderIdRequired: true });

    expect(domain).toMatchObject({
      homeRegion: 'us-ashburn-1',
      replicaRegions: [
        { region: 'eu-frankfurt-1', state: 'REPLICATION_ENABLED' },
        { region: 'us-phoenix-1', state: 'ENABLING_REPLICATION' },
      ],
      identityProviderId: null,
    });
    expect(identityRequests()[0]?.url).toBe(
      '/identity/us-ashburn-1/20160918/domains/ocid1.domain.oc1..default?isIdentityProviderIdRequired=true'
    );
    expect(identityRequests()[0]?.headers['authorization']).toMatch(/keyId="ST\$test-token"/);
  });

  it('leaves the query out unless asked, and reads a domain without replicas as none', async () => {
    server.handle((_request, response) => answerJson(response, 200, { id: DOMAIN.id, homeRegion: 'us-ashburn-1' }));

    expect((await getDomain(context, DOMAIN.id)).replicaRegions).toEqual([]);
    expect(identityRequests()[0]?.url).toBe('/identity/us-ashburn-1/20160918/domains/ocid1.domain.oc1..default');
  });

  it('passes the not-migrated 404 on with its message', async () => {
    const message = 'The domain-migration feature is not enabled for this tenancy.';
    server.handle((_request, response) => answerJson(response, 404, { code: 'NotAuthorizedOrNotFound', message }));

    await expect(getDomain(context, DOMAIN.id)).rejects.toMatchObject({ status: 404, message });
  });

  it('throws before sending when the domain id is null', async () => {
    await expect(getDomain(context, null as unknown as string)).rejects.toThrow(
      'Missing required parameter domainId when calling GetDomain'
    );
    expect(identityRequests()).toHaveLength(0);
  });
});
