import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_SCENARIO, SCENARIOS, scenario } from '../../scenarios.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { compartmentOcid, scenarioCompartments } from './compartment-tree.ts';
import type { Compartment } from './routes.ts';

const IDENTITY = '/identity/us-ashburn-1/20160918';
const TENANCY = DEMO_SCENARIO.id;
const GLOBEX = scenario('isolation-peer');
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

const get = (path: string) => sendWithApiKey(cloud, { method: 'GET', path });

async function list(query: string, base = IDENTITY) {
  const response = await get(`${base}/compartments?${query}`);
  return {
    status: response.status,
    next: response.headers.get('opc-next-page'),
    body: (await response.json()) as Compartment[],
  };
}

/** Follows opc-next-page to the end. */
async function listAll(query: string, path = 'compartments') {
  const items: Compartment[] = [];
  let page: string | null = null;
  let pages = 0;
  do {
    const response = await get(`${IDENTITY}/${path}?${query}${page === null ? '' : `&page=${page}`}`);
    expect(response.status).toBe(200);
    items.push(...((await response.json()) as Compartment[]));
    page = response.headers.get('opc-next-page');
    pages++;
  } while (page !== null);
  return { items, pages };
}

describe('seeded compartment trees', () => {
  it('gives the demo tenancy more than 100 compartments three levels deep, and every tenancy a tree', async () => {
    const { rows } = await cloud.db.query<{ tenancy_id: string; count: number }>(
      'select tenancy_id, count(*)::int as count from compartments group by tenancy_id'
    );
    const counts = new Map(rows.map(row => [row.tenancy_id, row.count]));
    expect(counts.get(TENANCY)).toBe(147);
    for (const entry of SCENARIOS) {
      const tree = scenarioCompartments(entry, new Date());
      expect(counts.get(entry.id)).toBe(tree.length);
      expect(Math.max(...tree.map(compartment => compartment.path.split('/').length))).toBe(3);
    }
  });
});

describe('GetCompartment', () => {
  it('answers a compartment as the OCI model, with an etag', async () => {
    const id = compartmentOcid('acme-corp', 'production/apps/web');
    const response = await get(`${IDENTITY}/compartments/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^[0-9a-f]{32}$/);
    expect(await response.json()).toEqual({
      id,
      compartmentId: compartmentOcid('acme-corp', 'production/apps'),
      name: 'web',
      description: 'web of production/apps',
      timeCreated: expect.stringMatching(/^2024-.*Z$/),
      lifecycleState: 'ACTIVE',
      inactiveStatus: null,
      isAccessible: true,
      freeformTags: { Owner: 'production-team' },
      definedTags: { 'Oracle-Tags': { CreatedBy: 'default/demo@example.com', CreatedOn: expect.any(String) } },
    });
  });

  it('synthesises the root compartment from the tenancy', async () => {
    const response = await get(`${IDENTITY}/compartments/${TENANCY}`);
    expect(await response.json()).toMatchObject({
      id: TENANCY,
      compartmentId: TENANCY,
      name: 'acme-corp',
      description: 'acme-corp',
      lifecycleState: 'ACTIVE',
    });
  });

  it('answers 404 for another tenancy’s compartment or root', async () => {
    for (const id of [compartmentOcid('globex', 'apps'), GLOBEX.id]) {
      const response = await get(`${IDENTITY}/compartments/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
    }
  });
});

describe('ListCompartments', () => {
  it('answers 400 MissingParameter naming compartmentId', async () => {
    const response = await get(`${IDENTITY}/compartments?limit=10`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListCompartments.',
    });
  });

  it('lists the direct children of a compartment, by name', async () => {
    const { body, next } = await list(`compartmentId=${TENANCY}`);
    expect(next).toBeNull();
    expect(body.map(compartment => compartment.name)).toEqual([
      'development',
      'legacy-datacenter',
      'production',
      'sandbox',
      'shared-services',
    ]);
    const apps = await list(`compartmentId=${compartmentOcid('acme-corp', 'development/apps')}`);
    expect(apps.body).toHaveLength(6);
  });

  it('answers at /compartments/ too, as spec 3 §7 writes the path', async () => {
    const response = await get(`${IDENTITY}/compartments/?compartmentId=${TENANCY}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(5);
  });

  it('pages the whole subtree 100 at a time with opc-next-page, the console’s way', async () => {
    const { items, pages } = await listAll(`compartmentId=${TENANCY}&compartmentIdInSubtree=true&limit=100`);
    expect(pages).toBe(2);
    expect(items).toHaveLength(147);
    expect(new Set(items.map(item => item.id)).size).toBe(147);
  });

  it('leaves out inaccessible compartments with accessLevel=ACCESSIBLE', async () => {
    const any = await listAll(`compartmentId=${TENANCY}&compartmentIdInSubtree=true&accessLevel=ANY&limit=1000`);
    const accessible = await listAll(
      `compartmentId=${TENANCY}&compartmentIdInSubtree=true&accessLevel=ACCESSIBLE&limit=1000`
    );
    expect(any.items.filter(item => !item.isAccessible)).toHaveLength(7);
    expect(accessible.items).toHaveLength(140);
    expect(accessible.items.every(item => item.isAccessible)).toBe(true);
  });

  it('filters by name and lifecycle state', async () => {
    const subtree = `compartmentId=${TENANCY}&compartmentIdInSubtree=true`;
    const webs = await list(`${subtree}&name=web`);
    expect(webs.body.map(item => item.compartmentId).sort()).toEqual(
      [compartmentOcid('acme-corp', 'development/apps'), compartmentOcid('acme-corp', 'production/apps')].sort()
    );
    const deleted = await list(`${subtree}&lifecycleState=DELETED`);
    expect(deleted.body.map(item => item.name).sort()).toEqual(['legacy-datacenter', 'retired-reporting']);
    const inactive = await list(`${subtree}&lifecycleState=INACTIVE`);
    expect(inactive.body).toEqual([expect.objectContaining({ name: 'poc-2023', inactiveStatus: 1 })]);
  });

  it('sorts by NAME and by TIMECREATED (newest first by default)', async () => {
    const base = `compartmentId=${TENANCY}`;
    const desc = await list(`${base}&sortBy=NAME&sortOrder=DESC`);
    expect(desc.body.map(item => item.name)).toEqual([
      'shared-services',
      'sandbox',
      'production',
      'legacy-datacenter',
      'development',
    ]);
    const byTime = await list(`${base}&compartmentIdInSubtree=true&sortBy=TIMECREATED&limit=1000`);
    const times = byTime.body.map(item => item.timeCreated);
    expect(times).toEqual([...times].sort().reverse());
    const oldestFirst = await list(`${base}&compartmentIdInSubtree=true&sortBy=TIMECREATED&sortOrder=ASC&limit=3`);
    expect(oldestFirst.body.map(item => item.timeCreated)).toEqual(times.slice(-3).reverse());
  });

  it.each([
    ['sortBy=SIZE', /sortBy must be one of TIMECREATED, NAME/],
    ['accessLevel=SOME', /accessLevel must be one of ANY, ACCESSIBLE/],
    ['compartmentIdInSubtree=yes', /compartmentIdInSubtree must be true or false/],
    ['limit=1001', /limit must be an integer from 1 to 1000/],
    ['lifecycleState=GONE', /lifecycleState must be one of/],
  ])('refuses %s with 400 InvalidParameter', async (query, message) => {
    const answer = await list(`compartmentId=${TENANCY}&${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'InvalidParameter', message: expect.stringMatching(message) });
  });

  it('answers 404 for another tenancy’s compartment', async () => {
    expect((await list(`compartmentId=${GLOBEX.id}`)).status).toBe(404);
    expect((await list(`compartmentId=${compartmentOcid('globex', 'apps')}`)).status).toBe(404);
  });

  it('answers the same under version 20190111', async () => {
    const query = `compartmentId=${TENANCY}&compartmentIdInSubtree=true&limit=20`;
    const older = await list(query);
    const newer = await list(query, '/identity/us-ashburn-1/20190111');
    expect(newer.status).toBe(200);
    expect(newer.body).toEqual(older.body);
  });
});

describe('GetCompartmentTree', () => {
  const tree = `tenancies/${TENANCY}/compartmentTree`;

  it('lists every live compartment depth first, parents before children, in pages', async () => {
    const { items, pages } = await listAll('limit=100', tree);
    expect(pages).toBe(2);
    expect(items).toHaveLength(145);
    expect(items.some(item => item.lifecycleState === 'DELETED')).toBe(false);
    const seen = new Set<string>([TENANCY]);
    for (const item of items) {
      expect(seen.has(item.compartmentId)).toBe(true);
      seen.add(item.id);
    }
    expect(items.slice(0, 3).map(item => item.name)).toEqual(['development', 'analytics', 'dashboards']);
  });

  it('keeps the ancestors of name matches and sorts siblings as asked', async () => {
    const { items } = await listAll('name=VAULT&sortBy=NAME&sortOrder=DESC', tree);
    expect(items.map(item => item.name)).toEqual([
      'shared-services',
      'security',
      'vault',
      'production',
      'security',
      'vault',
    ]);
  });

  it('answers 404 for another tenancy', async () => {
    expect((await get(`${IDENTITY}/tenancies/${GLOBEX.id}/compartmentTree`)).status).toBe(404);
  });
});
