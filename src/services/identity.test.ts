import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSignature } from '../../test/http-signature.ts';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { importTestSigningKey, type TestSigningKey } from '../../test/signing-key.ts';
import { getCapabilities, getTenancy, getUser, listRegionSubscriptions } from './identity.ts';
import type { ServiceContext } from './service-context.ts';

const CAPABILITIES = {
  accountInfo: {
    limitsProvisioned: true,
    suspended: false,
    freeTierEnabled: false,
    freeTierOnly: false,
    promotionStatus: 'none',
    accountStatus: 'active',
    intentToPay: false,
    promotionUpgraded: false,
    accountFlags: 1,
    programType: 'PAYG',
    hasSaasSubscription: false,
  },
  capabilities: { cloudShell: true, codeEditor: true },
};

let server: ScriptedServer;
let key: TestSigningKey;
let context: ServiceContext;
/** What the scripted identity service answers, by request path and query. */
let answers: Record<string, unknown>;

beforeAll(async () => {
  key = await importTestSigningKey();
  server = await startScriptedServer((received, response) => {
    if (!checkSignature(received, key.publicKey).valid) return answerJson(response, 401, { code: 'NotAuthenticated' });
    const body = answers[received.url];
    if (body === undefined) return answerJson(response, 404, { code: 'NotAuthorizedOrNotFound', message: 'no' });
    answerJson(response, 200, body);
  });
  context = {
    region: 'us-ashburn-1',
    credentials: async () => ({ privateKey: key.privateKey, token: 'test-token' }),
    config: { cloudOrigin: server.origin, secondLevelDomain: 'oraclecloud.com' },
    retries: 0,
  };
});
afterAll(() => server.close());
beforeEach(() => {
  answers = {};
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('identity service', () => {
  it('gets capabilities with account info only', async () => {
    answers['/identity/us-ashburn-1/20160918/compartments/ocid1.tenancy.oc1..acme/capabilities?accountInfoOnly=true'] =
      CAPABILITIES;
    expect(await getCapabilities(context, 'ocid1.tenancy.oc1..acme')).toEqual(CAPABILITIES);
  });

  it('rejects capabilities missing an account field as MalformedResponse', async () => {
    const { suspended: _suspended, ...accountInfo } = CAPABILITIES.accountInfo;
    answers['/identity/us-ashburn-1/20160918/compartments/t/capabilities?accountInfoOnly=true'] = {
      ...CAPABILITIES,
      accountInfo,
    };
    await expect(getCapabilities(context, 't')).rejects.toMatchObject({
      code: 'MalformedResponse',
      operation: 'GetCapabilities',
    });
  });

  it('gets the user, the tenancy and the region subscriptions', async () => {
    answers['/identity/us-ashburn-1/20160918/users/u1'] = {
      id: 'u1',
      name: 'demo@example.com',
      description: 'Demo User',
      email: 'demo@example.com',
      timeCreated: '2024-01-01T00:00:00.000Z',
      lifecycleState: 'ACTIVE',
      capabilities: { canUseConsolePassword: true },
    };
    answers['/identity/us-ashburn-1/20160918/tenancies/t1'] = { id: 't1', name: 'acme-corp', homeRegionKey: 'IAD' };
    answers['/identity/us-ashburn-1/20160918/tenancies/t1/regionSubscriptions'] = [
      { regionKey: 'IAD', regionName: 'us-ashburn-1', status: 'READY', isHomeRegion: true },
      { regionKey: 'PHX', regionName: 'us-phoenix-1', status: 'READY', isHomeRegion: false },
    ];
    expect(await getUser(context, 'u1')).toMatchObject({
      id: 'u1',
      description: 'Demo User',
      email: 'demo@example.com',
    });
    expect(await getTenancy(context, 't1')).toEqual({ id: 't1', name: 'acme-corp', homeRegionKey: 'IAD' });
    expect((await listRegionSubscriptions(context, 't1')).map(region => region.regionName)).toEqual([
      'us-ashburn-1',
      'us-phoenix-1',
    ]);
  });

  it('passes the provider error through', async () => {
    await expect(getTenancy(context, 'other')).rejects.toMatchObject({ status: 404, code: 'NotAuthorizedOrNotFound' });
  });

  it('rejects a null id before sending anything', async () => {
    const before = server.requests.length;
    await expect(getUser(context, null as unknown as string)).rejects.toThrow(
      'Missing required parameter userId when calling GetUser'
    );
    expect(server.requests).toHaveLength(before);
  });
});
