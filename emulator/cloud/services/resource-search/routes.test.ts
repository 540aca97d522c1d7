import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../../../test-signer.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_API_KEY, DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { identityService } from '../identity/module.ts';
import { resourceSearchService } from './module.ts';

const origins = localOrigins();
const GLOBEX = scenario('isolation-peer');
const OPERATOR = scenario('operator');
const PRODUCTION = scenario('operator-production');
let cloud: Cloud;

interface Summary {
  resourceType: string;
  identifier: string;
  compartmentId: string;
  displayName: string;
  lifecycleState: string | null;
  availabilityDomain: string | null;
  freeformTags: Record<string, string>;
  searchContext: { highlights: Record<string, string[]> } | null;
  additionalDetails: Record<string, unknown>;
}

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, resourceSearchService] });
});
afterAll(() => cloud.close());

async function search(details: unknown, { region = 'us-ashburn-1', query = '' } = {}) {
  const response = await sendWithApiKey(cloud, {
    method: 'POST',
    path: `/query/${region}/20180409/resources${query}`,
    body: details === undefined ? '' : JSON.stringify(details),
  });
  const body = (await response.json()) as { items: Summary[]; code?: string; message?: string };
  return { status: response.status, next: response.headers.get('opc-next-page'), body };
}

const names = (items: Summary[]) => items.map(item => item.displayName);
const freeText = (text: string, extra: Record<string, unknown> = {}) => ({ type: 'FreeText', text, ...extra });
const structured = (query: string) => ({ type: 'Structured', query });

describe('SearchResources (FreeText)', () => {
  it('ranks name matches first and keeps to the region and the tenancy', async () => {
    const { status, body } = await search(freeText('web-server'));
    expect(status).toBe(200);
    expect(names(body.items).slice(0, 3)).toEqual(['web-server-1', 'web-server-2', 'web-server-3']);
    // Phoenix's disaster-recovery copy is in another region; globex's web-server-1 in another tenancy.
    expect(names(body.items)).not.toContain('dr-web-server-1');
    expect(body.items.filter(item => item.displayName === 'web-server-1')).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      resourceType: 'Instance',
      identifier: seedOcid('instance', 'acme-corp/web-server-1'),
      compartmentId: DEMO_SCENARIO.compartments.find(compartment => compartment.name === 'production')?.id,
      lifecycleState: 'RUNNING',
      availabilityDomain: 'Uocm:US-ASHBURN-AD-1',
      freeformTags: { environment: 'production', team: 'web' },
      searchContext: null,
      additionalDetails: { shape: 'VM.Standard.E4.Flex' },
    });
  });

  it('finds the region’s own resources and the global ones in another region', async () => {
    const phoenix = (await search(freeText('server'), { region: 'us-phoenix-1' })).body;
    expect(names(phoenix.items).sort()).toEqual(['dr-app-server-1', 'dr-web-server-1']);
    const users = (await search(freeText('example.com'), { region: 'us-phoenix-1' })).body;
    expect(names(users.items)).toContain('demo@example.com');
  });

  it('matches tags, every word, and an exact OCID', async () => {
    const payments = (await search(freeText('payments'))).body;
    expect(names(payments.items).sort()).toEqual(['app-server-1', 'app-server-2']);
    const both = (await search(freeText('sandbox volume'))).body;
    expect(names(both.items)).toEqual(['scratch-volume']);
    const id = seedOcid('bucket', 'acme-corp/db-backups');
    expect(names((await search(freeText(id))).body.items)).toEqual(['db-backups']);
    expect((await search(freeText('globex'))).body.items).toEqual([]);
  });

  it('highlights the matches with <h1> when asked', async () => {
    const { body } = await search(freeText('dev-box', { matchingContextType: 'HIGHLIGHTS' }));
    expect(body.items[0]?.searchContext).toEqual({ highlights: { displayName: ['<h1>dev-box</h1>'] } });
  });

  it('pages with limit and opc-next-page', async () => {
    const all = (await search(freeText('e'), { query: '?limit=1000' })).body.items;
    expect(all.length).toBeGreaterThan(20);
    const seen: string[] = [];
    let page: string | null = null;
    do {
      const answer = await search(freeText('e'), { query: `?limit=7${page === null ? '' : `&page=${page}`}` });
      expect(answer.status).toBe(200);
      expect(answer.body.items.length).toBeLessThanOrEqual(7);
      seen.push(...answer.body.items.map(item => item.identifier));
      page = answer.next;
    } while (page !== null);
    expect(seen).toEqual(all.map(item => item.identifier));
  });
});

describe('SearchResources (Structured)', () => {
  it.each([
    ["query instance resources where lifecycleState = 'STOPPED'", ['batch-worker-1']],
    ["query all resources where displayName = 'PROD-VCN'", ['prod-vcn']],
    [
      "query instance, volume resources where freeformTags.environment = 'sandbox' sorted by displayName",
      ['batch-worker-1', 'dev-box', 'scratch-volume'],
    ],
    [
      "query instance resources where displayName =~ 'app' || freeformTags.owner = 'alice' sorted by displayName desc",
      ['dev-box', 'app-server-2', 'app-server-1'],
    ],
    [
      "query all resources return allAdditionalFields where (resourceType = 'Bucket' && publicAccessType != 'NoPublicAccess')",
      ['static-assets'],
    ],
    ['query volume resources where sizeInGBs >= 100 sorted by sizeInGBs', ['web-data-1', 'db-data-volume']],
    [
      "query all resources where definedTags.Operations.CostCenter = 'CC-4200' && resourceType != 'Instance'",
      ['db-backups'],
    ],
    ["query all resources matching 'payments'", ['app-server-1', 'app-server-2']],
  ])('%s', async (query, expected) => {
    const { status, body } = await search(structured(query));
    expect(status).toBe(200);
    const found = names(body.items);
    expect(query.includes('sorted') ? found : found.sort()).toEqual(
      query.includes('sorted') ? expected : [...expected].sort()
    );
  });

  it('lists users and compartments as resources', async () => {
    const users = (await search(structured('query user resources'))).body.items;
    expect(names(users)).toEqual(expect.arrayContaining(['demo@example.com', 'alice.admin@example.com']));
    expect(users.find(user => user.displayName === 'demo@example.com')?.identifier).toBe(DEMO_API_KEY.userId);
    const compartments = (await search(structured('query compartment resources'))).body.items;
    expect(names(compartments)).toEqual(expect.arrayContaining(['sandbox', 'production']));
  });

  it('lists Resource Manager stacks, those launched from a quick start tagged with its solution', async () => {
    const { status, body } = await search(structured('query OrmStack resources sorted by timeCreated desc'));
    expect(status).toBe(200);
    expect(body.items.map(item => [item.displayName, item.freeformTags['quickstart-solution']])).toEqual([
      ['wordpress-blog', 'wordpress'],
      ['mushop-demo', 'mushop'],
      ['apex-sales-tracker', 'apex'],
      ['network-baseline', undefined],
    ]);
    expect(body.items[0]).toMatchObject({
      resourceType: 'OrmStack',
      identifier: seedOcid('ormstack', 'acme-corp/wordpress-blog'),
      lifecycleState: 'ACTIVE',
    });
    // Stacks are regional: Phoenix has none.
    expect((await search(structured('query OrmStack resources'), { region: 'us-phoenix-1' })).body.items).toEqual([]);
  });

  it('filters by creation time', async () => {
    const cutoff = new Date(cloud.now().getTime() - 7 * 864e5).toISOString();
    const recent = (await search(structured(`query instance resources where timeCreated > '${cutoff}'`))).body;
    expect(names(recent.items)).toEqual(['dev-box']);
  });
});

describe('SearchResources errors and access', () => {
  it.each([
    [undefined, 'MissingParameter', 'Missing required parameter searchDetails when calling SearchResources.'],
    [{ text: 'x' }, 'MissingParameter', 'Missing required parameter searchDetails.type.'],
    [{ type: 'Fuzzy', text: 'x' }, 'InvalidParameter', /type must be FreeText or Structured/],
    [{ type: 'FreeText' }, 'MissingParameter', 'Missing required parameter searchDetails.text.'],
    [{ type: 'Structured' }, 'MissingParameter', 'Missing required parameter searchDetails.query.'],
    [freeText('x', { matchingContextType: 'ALL' }), 'InvalidParameter', /matchingContextType/],
    [structured('find all the things'), 'InvalidParameter', /expected 'query'/],
    [structured('query spaceship resources'), 'InvalidParameter', /unknown resource type 'spaceship'/],
    [structured("query all resources where displayName 'x'"), 'InvalidParameter', /expected an operator/],
    [structured("query all resources where displayName = 'x"), 'InvalidParameter', /not closed/],
    [structured('query all resources where timeCreated > yesterday'), 'InvalidParameter', /not a date-time/],
  ])('answers %j with 400 %s', async (details, code, message) => {
    const { status, body } = await search(details);
    expect(status).toBe(400);
    expect(body).toEqual({ code, message: expect.stringMatching(message) });
  });

  it.each([
    ['query spaceship resources', 'spaceship'],
    ["query all resources where displayName 'x'", "'x'"],
    ["query all resources where displayName = 'x", "'x"],
    ['query all resources sorted by', null],
    ['query all resources where (displayName = x', null],
    ['query all resources where displayName = x extra', 'extra'],
  ])('says where %j goes wrong: at the offending token, or past the end', async (query, token) => {
    const { body } = await search(structured(query));
    const at = token === null ? query.length + 1 : query.indexOf(token) + 1;
    expect(body.message).toMatch(new RegExp(`\\(at character ${at}\\)$`));
  });

  it('refuses an unsigned search and another tenancy’s tenantId', async () => {
    const unsigned = await cloud.app.request(`${origins.cloudOrigin}/query/us-ashburn-1/20180409/resources`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(freeText('web')),
    });
    expect(unsigned.status).toBe(401);
    const other = await search(freeText('web'), { query: `?tenantId=${GLOBEX.id}` });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
    expect((await search(freeText('web'), { query: `?tenantId=${DEMO_SCENARIO.id}` })).status).toBe(200);
  });

  it('lets an operator search a tenancy authorised for override, and no other', async () => {
    const key = await createSessionKey();
    const operator = OPERATOR.users[0];
    const token = await signInForTest(cloud.app, {
      cloudOrigin: origins.cloudOrigin,
      consoleOrigin: origins.consoleOrigin,
      key,
      userName: operator?.name ?? '',
      password: operator?.password ?? '',
    });
    const searchAs = async (tenantId: string) => {
      const response = await cloud.app.request(
        await signRequest({
          method: 'POST',
          url: `${origins.cloudOrigin}/query/us-ashburn-1/20180409/resources?tenantId=${tenantId}`,
          token,
          privateKey: key.privateKey,
          body: JSON.stringify(freeText('web-server-1')),
        })
      );
      return { status: response.status, body: (await response.json()) as { items: Summary[] } };
    };
    const production = await searchAs(PRODUCTION.id);
    expect(production.status).toBe(200);
    expect(production.body.items[0]?.identifier).toBe(seedOcid('instance', 'ops-production/web-server-1'));
    expect((await searchAs(DEMO_SCENARIO.id)).status).toBe(404);
  });
});

describe('ListResourceTypes and GetResourceType', () => {
  it('describes the indexed types and their queryable fields', async () => {
    const list = await sendWithApiKey(cloud, { method: 'GET', path: '/query/us-ashburn-1/20180409/resourceTypes' });
    const types = (await list.json()) as { name: string; fields: { fieldName: string }[] }[];
    expect(types.map(type => type.name)).toEqual(expect.arrayContaining(['Instance', 'Vcn', 'Bucket', 'User']));
    const instance = await sendWithApiKey(cloud, {
      method: 'GET',
      path: '/query/us-ashburn-1/20180409/resourceTypes/instance',
    });
    expect(await instance.json()).toMatchObject({
      name: 'Instance',
      fields: expect.arrayContaining([{ fieldName: 'shape', fieldType: 'STRING' }]),
    });
    const unknown = await sendWithApiKey(cloud, {
      method: 'GET',
      path: '/query/us-ashburn-1/20180409/resourceTypes/Spaceship',
    });
    expect(unknown.status).toBe(404);
  });
});
