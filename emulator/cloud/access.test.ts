import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../test-signer.ts';
import type { TestSessionKey } from '../test-signer.ts';
import { createCloud } from './app.ts';
import type { Cloud } from './app.ts';
import { DEMO_API_KEY, DEMO_API_PUBLIC_KEY, scenario } from './scenarios.ts';
import { apiKeyFingerprint } from './signature.ts';
import { DEMO_KEY_ID, sendWithApiKey } from './test-fixtures/api-key-client.ts';

const origins = localOrigins();
const IDENTITY = '/identity/us-ashburn-1/20160918';
const OPERATOR = scenario('operator');
const PRODUCTION = scenario('operator-production');
const GLOBEX = scenario('isolation-peer');
let cloud: Cloud;
let key: TestSessionKey;

beforeAll(async () => {
  [cloud, key] = await Promise.all([createCloud({ origins }), createSessionKey()]);
});
afterAll(() => cloud.close());

describe('API-key signing', () => {
  it('seeds the committed fixture key under its OCI fingerprint', () => {
    const privatePem = readFileSync(new URL('../keys/demo-api-key.pem', import.meta.url), 'utf8');
    expect(apiKeyFingerprint(DEMO_API_PUBLIC_KEY)).toBe(DEMO_API_KEY.fingerprint);
    expect(apiKeyFingerprint(privatePem)).toBe(DEMO_API_KEY.fingerprint);
  });

  it.each(['date', 'x-date'] as const)('accepts a GET signed with the fixture key and %s', async dateHeader => {
    const response = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `${IDENTITY}/tenancies/${DEMO_API_KEY.tenancyId}`,
      dateHeader,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'acme-corp' });
  });

  it('accepts a signed body and keeps the caller in its own tenancy', async () => {
    const other = await sendWithApiKey(cloud, { method: 'GET', path: `${IDENTITY}/tenancies/${GLOBEX.id}` });
    expect(other.status).toBe(404);
    // Refresh needs a session token: an API-key signature is verified (body included) and then refused by name.
    const refresh = await sendWithApiKey(cloud, {
      method: 'POST',
      path: '/auth/us-ashburn-1/v1/authentication/refresh',
      body: JSON.stringify({ currentToken: 'x' }),
    });
    expect(refresh.status).toBe(401);
    expect(((await refresh.json()) as { message: string }).message).toMatch(/session token/);
  });

  it.each([
    ['a key the user does not have', { privateKeyPem: otherPrivateKey() }, /does not verify with the API key/],
    ['an unknown fingerprint', { keyId: DEMO_KEY_ID.replace(/..$/, '00') }, /no API key registered/],
    ['another tenancy in the keyId', { keyId: DEMO_KEY_ID.replace(DEMO_API_KEY.tenancyId, GLOBEX.id) }, /no API key/],
    ['a malformed keyId', { keyId: 'not/a-key' }, /keyId must be/],
  ])('refuses %s with 401', async (_case, overrides, message) => {
    const response = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `${IDENTITY}/tenancies/${DEMO_API_KEY.tenancyId}`,
      ...overrides,
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('NotAuthenticated');
    expect(body.message).toMatch(message);
  });
});

function otherPrivateKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

describe('operator tenancy override', () => {
  const operatorUser = OPERATOR.users[0];

  function signIn(userName: string, password: string, tenant: string) {
    const form = new URLSearchParams({
      user_name: userName,
      password,
      tenant,
      public_key: key.publicKeyParam,
      redirect_uri: `${origins.consoleOrigin}/auth/callback`,
      state: 's',
    });
    return cloud.app.request(`${origins.cloudOrigin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }

  it('lets an authorised operator sign in to the production tenancy, which requests then see', async () => {
    const response = await signIn(operatorUser?.name ?? '', operatorUser?.password ?? '', 'ops-production');
    expect(response.status).toBe(303);
    const token = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1)).get('token');
    const claims = decodeJwt(token ?? '');
    expect(claims).toMatchObject({
      sub: operatorUser?.id,
      tenant: PRODUCTION.id,
      tenant_name: 'ops-production',
      tenant_override_from: OPERATOR.id,
    });
    const get = async (path: string, region = 'us-ashburn-1') =>
      cloud.app.request(
        await signRequest({
          method: 'GET',
          url: `${origins.cloudOrigin}/identity/${region}/20160918${path}`,
          token: token ?? '',
          privateKey: key.privateKey,
        })
      );
    const production = await get(`/tenancies/${PRODUCTION.id}`, 'ap-sydney-1');
    expect(production.status).toBe(200);
    expect(await production.json()).toMatchObject({
      definedTags: { 'internal-reserved': { 'usage-type': 'production-control-plane' } },
    });
    expect((await get(`/tenancies/${OPERATOR.id}`)).status).toBe(404);
    expect((await get(`/users/${operatorUser?.id ?? ''}`)).status).toBe(200);
  });

  it.each([
    ['an operator into a tenancy not authorised for it', OPERATOR.users[0], 'acme-corp'],
    ['a non-operator into the production tenancy', GLOBEX.users[0], 'ops-production'],
    ['an operator into an unknown tenancy', OPERATOR.users[0], 'no-such-tenancy'],
  ])('refuses %s', async (_case, user, tenant) => {
    const response = await signIn(user?.name ?? '', user?.password ?? '', tenant);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(`You are not authorised to sign in to the tenancy &#39;${tenant}&#39;.`);
  });

  it('keeps an ordinary sign-in without the override claim', async () => {
    const token = await signInForTest(cloud.app, {
      cloudOrigin: origins.cloudOrigin,
      consoleOrigin: origins.consoleOrigin,
      key,
    });
    expect(decodeJwt(token)).not.toHaveProperty('tenant_override_from');
  });
});

describe('sign-in page', () => {
  it('lists the other scenario users and pre-fills a tenancy override from ?tenant=', async () => {
    const query = new URLSearchParams({
      public_key: key.publicKeyParam,
      redirect_uri: `${origins.consoleOrigin}/`,
      state: 's',
      tenant: 'ops-production',
    });
    const page = await (await cloud.app.request(`${origins.cloudOrigin}/login?${query}`)).text();
    expect(page).toContain('<summary>Other scenario users');
    expect(page).toContain('<code>trial@example.com</code>');
    expect(page).toContain('<code>Operator-Console-1</code>');
    expect(page).toMatch(/<details class="override"\s+open>/);
    expect(page).toContain('name="tenant"');
    expect(page).toContain('value="ops-production"');
  });
});
