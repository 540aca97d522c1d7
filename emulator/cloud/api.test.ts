import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../test-signer.ts';
import type { SignOptions, TestSessionKey } from '../test-signer.ts';
import { createCloud } from './app.ts';
import type { Cloud } from './app.ts';
import { DEMO_TENANCY, OTHER_TENANCY } from './seed.ts';

const origins = localOrigins();
const IDENTITY = `${origins.cloudOrigin}/identity/us-ashburn-1/20160918`;
const AUTH = `${origins.cloudOrigin}/auth/us-ashburn-1/v1`;
const DEMO_USER_ID = DEMO_TENANCY.users[0]?.id ?? '';

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);
let cloud: Cloud;
let key: TestSessionKey;

beforeAll(async () => {
  [cloud, key] = await Promise.all([createCloud({ origins, now }), createSessionKey()]);
});
afterAll(() => cloud.close());
afterEach(() => {
  clockOffsetMs = 0;
  cloud.faults.clear();
});

function signIn(): Promise<string> {
  return signInForTest(cloud.app, { cloudOrigin: origins.cloudOrigin, consoleOrigin: origins.consoleOrigin, key });
}

async function send(options: Omit<SignOptions, 'privateKey'> & { privateKey?: CryptoKey }): Promise<Response> {
  const request = await signRequest({ privateKey: key.privateKey, date: now(), ...options });
  return cloud.app.request(request);
}

async function expectError(response: Response, status: number, code: string, message?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toMatch(message);
  return body;
}

describe('signed requests', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn();
  });

  it('accept a correctly signed GET of the own user', async () => {
    const response = await send({ method: 'GET', url: `${IDENTITY}/users/${DEMO_USER_ID}`, token });
    expect(response.status).toBe(200);
    expect(response.headers.get('opc-request-id')).toMatch(/^[0-9A-F]{32}$/);
    expect(await response.json()).toEqual({
      id: DEMO_USER_ID,
      compartmentId: DEMO_TENANCY.id,
      name: 'demo@example.com',
      description: 'Demo User',
      email: 'demo@example.com',
      emailVerified: true,
      identityProviderId: null,
      externalIdentifier: null,
      timeCreated: '2024-03-14T10:05:00.000Z',
      lifecycleState: 'ACTIVE',
      isMfaActivated: false,
      freeformTags: {},
      definedTags: {},
    });
  });

  it('echo the caller opc-request-id, on errors too', async () => {
    const response = await cloud.app.request(`${IDENTITY}/users/${DEMO_USER_ID}`, {
      headers: { 'opc-request-id': 'test-request-1' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('opc-request-id')).toBe('test-request-1');
  });

  it('refuse a request without Authorization', async () => {
    const response = await cloud.app.request(`${IDENTITY}/users/${DEMO_USER_ID}`);
    await expectError(response, 401, 'NotAuthenticated', /No authentication material present/);
  });

  it('refuse a malformed Authorization header', async () => {
    const response = await send({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      tamper: { authorization: 'Signature keyId=ST$abc, nonsense' },
    });
    await expectError(response, 401, 'NotAuthenticated', /Malformed Authorization header/);
  });

  it('refuse a tampered signature', async () => {
    const request = await signRequest({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      privateKey: key.privateKey,
      date: now(),
    });
    const authorization = request.headers.get('authorization') ?? '';
    request.headers.set(
      'authorization',
      authorization.replace(/signature="(.)/, (_match, first: string) =>
        first === 'A' ? 'signature="B' : 'signature="A'
      )
    );
    await expectError(await cloud.app.request(request), 401, 'NotAuthenticated', /signature does not verify/);
  });

  it('refuse a request whose path differs from the signed one', async () => {
    const request = await signRequest({
      method: 'GET',
      url: `${IDENTITY}/tenancies/${DEMO_TENANCY.id}`,
      token,
      privateKey: key.privateKey,
      date: now(),
    });
    const response = await cloud.app.request(`${IDENTITY}/users/${DEMO_USER_ID}`, { headers: request.headers });
    await expectError(response, 401, 'NotAuthenticated', /signature does not verify/);
  });

  it('refuse a signature by another key than the token is bound to', async () => {
    const other = await createSessionKey();
    const response = await send({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      privateKey: other.privateKey,
    });
    await expectError(response, 401, 'NotAuthenticated', /signature does not verify/);
  });

  it('refuse a GET signature that leaves out a required header', async () => {
    const request = await signRequest({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      privateKey: key.privateKey,
      date: now(),
    });
    const authorization = (request.headers.get('authorization') ?? '').replace(
      'headers="x-date (request-target) host"',
      'headers="x-date (request-target)"'
    );
    const response = await send({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      tamper: { authorization },
    });
    await expectError(response, 401, 'NotAuthenticated', /must cover the headers: host/);
  });

  it('refuse a POST whose body does not match x-content-sha256', async () => {
    const response = await send({
      method: 'POST',
      url: `${AUTH}/authentication/refresh`,
      token,
      body: JSON.stringify({ currentToken: token }),
      signedOverrides: { 'x-content-sha256': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
    });
    await expectError(response, 401, 'NotAuthenticated', /x-content-sha256/);
  });

  it('refuse a POST whose body was changed after signing', async () => {
    const body = JSON.stringify({ currentToken: token });
    const request = await signRequest({
      method: 'POST',
      url: `${AUTH}/authentication/refresh`,
      token,
      privateKey: key.privateKey,
      date: now(),
      body,
    });
    // Same length, one character different: only the body hash can catch it.
    const forged = body.replace('currentToken', 'currentTokeN');
    const response = await cloud.app.request(request.url, { method: 'POST', headers: request.headers, body: forged });
    await expectError(response, 401, 'NotAuthenticated', /x-content-sha256/);
  });

  it('refuse an x-date more than 5 minutes off, naming clock skew', async () => {
    const response = await send({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      date: new Date(now().getTime() - 6 * 60 * 1000),
    });
    await expectError(response, 401, 'NotAuthenticated', /clock skew/);
  });

  it('accept an x-date 4 minutes off', async () => {
    const response = await send({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      date: new Date(now().getTime() + 4 * 60 * 1000),
    });
    expect(response.status).toBe(200);
  });

  it('refuse a token not issued by this cloud', async () => {
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    const response = await send({ method: 'GET', url: `${IDENTITY}/users/${DEMO_USER_ID}`, token: forged });
    await expectError(response, 401, 'NotAuthenticated', /token/);
  });

  it('refuse an expired token', async () => {
    const shortLived = await signIn();
    clockOffsetMs = 61 * 60 * 1000;
    const response = await send({ method: 'GET', url: `${IDENTITY}/users/${DEMO_USER_ID}`, token: shortLived });
    await expectError(response, 401, 'NotAuthenticated', /expired/);
  });
});

describe('tenancy isolation', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn();
  });

  it.each([
    ['user', () => `${IDENTITY}/users/${OTHER_TENANCY.users[0]?.id ?? ''}`],
    ['tenancy', () => `${IDENTITY}/tenancies/${OTHER_TENANCY.id}`],
    ['region subscriptions', () => `${IDENTITY}/tenancies/${OTHER_TENANCY.id}/regionSubscriptions`],
    ['capabilities', () => `${IDENTITY}/compartments/${OTHER_TENANCY.id}/capabilities?accountInfoOnly=true`],
  ])('hides another tenancy’s %s as NotAuthorizedOrNotFound', async (_name, url) => {
    const response = await send({ method: 'GET', url: url(), token });
    await expectError(response, 404, 'NotAuthorizedOrNotFound');
  });

  it('answers 404 for a region the tenancy does not subscribe to', async () => {
    const url = `${origins.cloudOrigin}/identity/uk-london-1/20160918/users/${DEMO_USER_ID}`;
    await expectError(await send({ method: 'GET', url, token }), 404, 'NotAuthorizedOrNotFound');
  });

  it('serves a subscribed non-home region', async () => {
    const url = `${origins.cloudOrigin}/identity/eu-frankfurt-1/20160918/users/${DEMO_USER_ID}`;
    expect((await send({ method: 'GET', url, token })).status).toBe(200);
  });
});

describe('identity reads', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn();
  });

  it('returns the capabilities from the account record', async () => {
    const url = `${IDENTITY}/compartments/${DEMO_TENANCY.id}/capabilities?accountInfoOnly=true`;
    const response = await send({ method: 'GET', url, token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
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
    });
  });

  it('returns the tenancy', async () => {
    const response = await send({ method: 'GET', url: `${IDENTITY}/tenancies/${DEMO_TENANCY.id}`, token });
    expect(await response.json()).toEqual({
      id: DEMO_TENANCY.id,
      name: 'acme-corp',
      description: 'Acme Corporation',
      homeRegionKey: 'IAD',
      upiIdcsCompatibilityLayerEndpoint: null,
      freeformTags: {},
      definedTags: {},
      timeCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      oracleMyServicesIdentifier: expect.stringMatching(/^cacct-[0-9a-f]{32}$/),
    });
  });

  it('lists the region subscriptions, home first', async () => {
    const url = `${IDENTITY}/tenancies/${DEMO_TENANCY.id}/regionSubscriptions`;
    const response = await send({ method: 'GET', url, token });
    expect(await response.json()).toEqual([
      { regionKey: 'IAD', regionName: 'us-ashburn-1', status: 'READY', isHomeRegion: true },
      { regionKey: 'FRA', regionName: 'eu-frankfurt-1', status: 'READY', isHomeRegion: false },
      { regionKey: 'PHX', regionName: 'us-phoenix-1', status: 'READY', isHomeRegion: false },
    ]);
  });
});

describe('session lifecycle', () => {
  it('refresh returns a working new token and the old one stays valid', async () => {
    const token = await signIn();
    const response = await send({
      method: 'POST',
      url: `${AUTH}/authentication/refresh`,
      token,
      body: JSON.stringify({ currentToken: token }),
    });
    expect(response.status).toBe(200);
    const { token: renewed } = (await response.json()) as { token: string };
    expect(renewed).not.toBe(token);
    const withNew = await send({ method: 'GET', url: `${IDENTITY}/users/${DEMO_USER_ID}`, token: renewed });
    expect(withNew.status).toBe(200);
    const withOld = await send({ method: 'GET', url: `${IDENTITY}/users/${DEMO_USER_ID}`, token });
    expect(withOld.status).toBe(200);
  });

  it('refresh refuses a currentToken other than the signing one', async () => {
    const token = await signIn();
    const other = await signIn();
    const response = await send({
      method: 'POST',
      url: `${AUTH}/authentication/refresh`,
      token,
      body: JSON.stringify({ currentToken: other }),
    });
    await expectError(response, 401, 'NotAuthenticated');
  });

  it('refresh refuses a body without currentToken', async () => {
    const token = await signIn();
    const response = await send({ method: 'POST', url: `${AUTH}/authentication/refresh`, token, body: '{}' });
    await expectError(response, 400, 'InvalidParameter');
  });

  it('logout revokes the token and its refreshes', async () => {
    const token = await signIn();
    const refreshed = await send({
      method: 'POST',
      url: `${AUTH}/authentication/refresh`,
      token,
      body: JSON.stringify({ currentToken: token }),
    });
    const { token: renewed } = (await refreshed.json()) as { token: string };
    const logout = await send({ method: 'POST', url: `${AUTH}/logout`, token });
    expect(logout.status).toBe(204);
    for (const revoked of [token, renewed]) {
      const response = await send({ method: 'GET', url: `${IDENTITY}/users/${DEMO_USER_ID}`, token: revoked });
      await expectError(response, 401, 'NotAuthenticated', /revoked/);
    }
  });
});

describe('CORS', () => {
  it('answers a preflight from the console origin', async () => {
    const response = await cloud.app.request(`${IDENTITY}/users/${DEMO_USER_ID}`, {
      method: 'OPTIONS',
      headers: {
        origin: origins.consoleOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, x-date',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, HEAD');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-date, x-content-sha256, content-type, opc-request-id, opc-retry-token, if-match, x-one-origin-region'
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('gives another origin no CORS headers', async () => {
    const preflight = await cloud.app.request(`${IDENTITY}/users/${DEMO_USER_ID}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const manifest = await cloud.app.request(`${origins.cloudOrigin}/plugins/console/3.1.7/route-manifest.json`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(manifest.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('exposes the OCI headers to the console on real responses, errors included', async () => {
    const token = await signIn();
    const request = await signRequest({
      method: 'GET',
      url: `${IDENTITY}/users/${DEMO_USER_ID}`,
      token,
      privateKey: key.privateKey,
      date: now(),
    });
    request.headers.set('origin', origins.consoleOrigin);
    const response = await cloud.app.request(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
    expect(response.headers.get('access-control-expose-headers')).toBe('opc-request-id, opc-next-page, etag');
    const unsigned = await cloud.app.request(`${IDENTITY}/users/${DEMO_USER_ID}`, {
      headers: { origin: origins.consoleOrigin },
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
  });
});

describe('plugin manifests', () => {
  it('serves both manifests without a signature', async () => {
    const registry = await cloud.app.request(`${origins.cloudOrigin}/plugins/console/3.1.7/route-registry.json`, {
      headers: { origin: origins.consoleOrigin },
    });
    expect(registry.status).toBe(200);
    expect(registry.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
    const body = (await registry.json()) as { version: string; plugins: { name: string; urlTemplate: string }[] };
    expect(body.version).toBe('3.1.7');
    expect(body.plugins.find(plugin => plugin.name === 'compute')?.urlTemplate).toBe(
      `${origins.pluginOrigin}/{environment}/compute/?region={region}`
    );
    const manifest = await cloud.app.request(`${origins.cloudOrigin}/plugins/console/3.1.7/route-manifest.json`);
    const { routes } = (await manifest.json()) as { routes: { path: string; plugin: string }[] };
    expect(routes).toContainEqual({ path: '/compute', plugin: 'compute' });
  });
});

describe('fault injection', () => {
  const capabilities = `${IDENTITY}/compartments/${DEMO_TENANCY.id}/capabilities?accountInfoOnly=true`;

  function inject(fault: Record<string, unknown>, headers: Record<string, string> = {}) {
    return cloud.app.request(`${origins.cloudOrigin}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(fault),
    });
  }

  it('fails GetCapabilities once with the injected error, then answers normally', async () => {
    const token = await signIn();
    const injected = await inject({
      operation: 'GetCapabilities',
      status: 500,
      code: 'InternalServerError',
      message: 'Injected failure',
      times: 1,
    });
    expect(injected.status).toBe(201);
    const failed = await send({ method: 'GET', url: capabilities, token });
    await expectError(failed, 500, 'InternalServerError', 'Injected failure');
    expect(failed.headers.get('opc-request-id')).not.toBeNull();
    expect((await send({ method: 'GET', url: capabilities, token })).status).toBe(200);
  });

  it('keeps failing without times until cleared', async () => {
    const token = await signIn();
    await inject({ operation: 'GetUser', status: 503, code: 'ServiceUnavailable', message: 'Down' });
    const url = `${IDENTITY}/users/${DEMO_USER_ID}`;
    expect((await send({ method: 'GET', url, token })).status).toBe(503);
    expect((await send({ method: 'GET', url, token })).status).toBe(503);
    const cleared = await cloud.app.request(`${origins.cloudOrigin}/_emulator/faults`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect((await send({ method: 'GET', url, token })).status).toBe(200);
  });

  it('refuses requests from web pages and bad faults', async () => {
    const fromPage = await inject(
      { operation: 'GetUser', status: 500, code: 'X', message: 'x' },
      { origin: origins.consoleOrigin }
    );
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers.get('access-control-allow-origin')).toBeNull();
    const unknown = await inject({ operation: 'DeleteEverything', status: 500, code: 'X', message: 'x' });
    await expectError(unknown, 400, 'InvalidParameter', /operation must be one of/);
  });
});
