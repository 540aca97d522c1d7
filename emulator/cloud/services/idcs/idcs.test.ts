import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSessionKey, signInForTest } from '../../../test-signer.ts';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_CREDENTIALS, DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { SCIM_PATCH_OP_SCHEMA, idcsInstanceId } from './routes.ts';
import { scenarioSession } from './scenario-session.ts';

const ME = '/idcs/us-ashburn-1/admin/v1/Me';
const SCIM_JSON = { 'content-type': 'application/scim+json' };
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());
afterEach(() => cloud.conditions.reset());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  sendWithApiKey(cloud, {
    method,
    path,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const patch = (operations: unknown, schemas: unknown = [SCIM_PATCH_OP_SCHEMA]) =>
  send('PATCH', ME, { schemas, Operations: operations });

describe('GetIdcsInstanceInfo', () => {
  it('answers the tenancy’s identity-service instance id', async () => {
    const response = await send('GET', '/identity/us-ashburn-1/20181127/idcs/instanceinfo');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      idcsInstanceId: idcsInstanceId(DEMO_SCENARIO.domain.id),
      idcsInstanceUrl: `${cloud.origins.cloudOrigin}/idcs/us-ashburn-1`,
      domainId: DEMO_SCENARIO.domain.id,
      domainName: 'Default',
    });
    expect(idcsInstanceId(DEMO_SCENARIO.domain.id)).toMatch(/^idcs-[0-9a-f]{32}$/);
  });
});

describe('GET /admin/v1/Me', () => {
  it('needs a Content-Type header', async () => {
    const response = await send('GET', ME);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter Content-Type when calling GetMe.',
    });
  });

  it('answers the signed-in user as a SCIM user', async () => {
    const response = await send('GET', ME, undefined, SCIM_JSON);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      ocid: DEMO_SCENARIO.users[0]?.id,
      userName: 'demo@example.com',
      displayName: 'Demo User',
      name: { givenName: 'Demo', familyName: 'User', formatted: 'Demo User' },
      emails: [{ value: 'demo@example.com', primary: true, type: 'work' }],
      locale: 'en-US',
      preferredLanguage: 'en',
      active: true,
      meta: {
        resourceType: 'Me',
        created: '2024-03-14T10:05:00.000Z',
        lastModified: '2024-03-14T10:05:00.000Z',
        location: `${cloud.origins.cloudOrigin}${ME}`,
      },
    });
  });

  it('returns only the requested attributes (and those always returned)', async () => {
    const response = await send('GET', `${ME}?attributes=name,emails,locale`, undefined, SCIM_JSON);
    expect(Object.keys((await response.json()) as object).sort()).toEqual([
      'emails',
      'id',
      'locale',
      'name',
      'schemas',
    ]);
    const qualified = await send(
      'GET',
      `${ME}?attributes=urn:ietf:params:scim:schemas:core:2.0:User:name.givenName`,
      undefined,
      SCIM_JSON
    );
    expect(Object.keys((await qualified.json()) as object).sort()).toEqual(['id', 'name', 'schemas']);
    const all = await send('GET', `${ME}?attributes=name&attributeSets=all`, undefined, SCIM_JSON);
    expect(await all.json()).toHaveProperty('preferredLanguage', 'en');
  });

  it.each(['attributes=shoeSize', 'attributeSets=everything'])('refuses %s', async query => {
    const response = await send('GET', `${ME}?${query}`, undefined, SCIM_JSON);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'InvalidParameter' });
  });

  it('strips the provider from a legacy identity-service user’s name', async () => {
    const legacy = await scenarioSession(cloud, 'legacy-identity-service-user');
    const response = await legacy('GET', '/idcs/uk-london-1/admin/v1/Me', { headers: SCIM_JSON });
    expect(await response.json()).toMatchObject({ userName: 'legacy.user@legacy.example' });
  });

  it('is refused without a signature', async () => {
    const response = await cloud.app.request(`${cloud.origins.cloudOrigin}${ME}`, { headers: SCIM_JSON });
    expect(response.status).toBe(401);
  });
});

describe('PATCH /admin/v1/Me', () => {
  it.each([
    [[{ op: 'add', path: 'locale', value: 'fr' }], undefined, /op must be replace/],
    [[{ op: 'replace', path: 'userName', value: 'x' }], undefined, /path must be one of preferredLanguage, locale/],
    [[{ op: 'replace', path: 'locale', value: 'not a locale' }], undefined, /must be a language tag/],
    [[], undefined, /Operations must be a non-empty array/],
    [[{ op: 'replace', path: 'locale', value: 'fr' }], ['urn:other'], /schemas must contain/],
  ])('refuses %j with 400 InvalidParameter', async (operations, schemas, message) => {
    const response = await patch(operations, schemas);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'InvalidParameter', message: expect.stringMatching(message) });
  });

  it('replaces the preferred language and locale, persisted for the next sign-in', async () => {
    const response = await patch([
      { op: 'replace', path: 'preferredLanguage', value: 'fr' },
      { op: 'Replace', path: 'urn:ietf:params:scim:schemas:core:2.0:User:locale', value: 'fr-FR' },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ preferredLanguage: 'fr', locale: 'fr-FR' });
    const read = await send('GET', `${ME}?attributes=locale,preferredLanguage`, undefined, SCIM_JSON);
    expect(await read.json()).toMatchObject({ preferredLanguage: 'fr', locale: 'fr-FR' });
    // The language lives on the user, so the session token of a new sign-in carries it.
    const token = await signInForTest(cloud.app, {
      cloudOrigin: cloud.origins.cloudOrigin,
      consoleOrigin: cloud.origins.consoleOrigin,
      key: await createSessionKey(),
      ...DEMO_CREDENTIALS,
    });
    expect(decodeJwt(token)).toMatchObject({ user_lang: 'fr', user_locale: 'fr-FR' });
    await patch([
      { op: 'replace', path: 'preferredLanguage', value: 'en' },
      { op: 'replace', path: 'locale', value: 'en-US' },
    ]);
  });
});

describe('PUT /me', () => {
  it('updates the names and language given in updateMeDetails', async () => {
    const response = await send('PUT', '/idcs/us-ashburn-1/me', {
      displayName: 'Dee Mo',
      name: { givenName: 'Dee' },
      preferredLanguage: 'de',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      displayName: 'Dee Mo',
      name: { givenName: 'Dee', familyName: 'User', formatted: 'Dee User' },
      preferredLanguage: 'de',
      locale: 'en-US',
    });
    const me = await send('GET', ME, undefined, SCIM_JSON);
    expect(await me.json()).toMatchObject({ displayName: 'Dee Mo', preferredLanguage: 'de' });
  });

  it('refuses a missing body and bad values', async () => {
    const empty = await sendWithApiKey(cloud, { method: 'PUT', path: '/idcs/us-ashburn-1/me', body: '' });
    expect(await empty.json()).toMatchObject({
      code: 'MissingParameter',
      message: expect.stringContaining('updateMeDetails'),
    });
    expect((await send('PUT', '/idcs/us-ashburn-1/me', { locale: 42 })).status).toBe(400);
    expect((await send('PUT', '/idcs/us-ashburn-1/me', { name: 'Dee' })).status).toBe(400);
  });
});

describe('identity provider metadata', () => {
  const metadata = (region: string) => cloud.app.request(`${cloud.origins.cloudOrigin}/idcs/${region}/fed/v1/metadata`);

  it('is public SAML metadata, and answers 503 while its region is down', async () => {
    const up = await metadata('us-ashburn-1');
    expect(up.status).toBe(200);
    expect(up.headers.get('content-type')).toContain('xml');
    cloud.conditions.apply({ condition: 'home-region-down', on: true, region: 'us-ashburn-1' });
    const down = await metadata('us-ashburn-1');
    expect(down.status).toBe(503);
    expect((await metadata('us-phoenix-1')).status).toBe(200);
    expect((await metadata('mars-olympus-1')).status).toBe(404);
  });

  it('serves every scenario’s home region', async () => {
    const regions = [scenario('paid-payg'), scenario('legacy-identity-service-user')].map(entry => entry.homeRegion);
    for (const region of regions) expect((await metadata(region)).status).toBe(200);
  });
});
