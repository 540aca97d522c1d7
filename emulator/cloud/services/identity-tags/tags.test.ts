import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { compartmentOcid } from '../identity-compartments/compartment-tree.ts';
import { tagNamespaceOcid } from './seed.ts';

const IDENTITY = '/identity/us-ashburn-1/20160918';
const TENANCY = DEMO_SCENARIO.id;
const OPERATIONS = tagNamespaceOcid('acme-corp', 'Operations');
const GLOBEX_ORACLE_TAGS = tagNamespaceOcid('globex', 'Oracle-Tags');
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins() });
});
afterAll(() => cloud.close());

interface Named {
  id: string;
  name: string;
  [field: string]: unknown;
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await sendWithApiKey(cloud, {
    method,
    path: `${IDENTITY}${path}`,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    next: response.headers.get('opc-next-page'),
    body: (text === '' ? null : JSON.parse(text)) as Named & Named[],
  };
}

describe('seeded tag namespaces', () => {
  it('lists the root namespaces, and those below with includeSubcompartments', async () => {
    const root = await call('GET', `/tagNamespaces?compartmentId=${TENANCY}`);
    expect(root.status).toBe(200);
    expect(root.body.map(namespace => namespace.name)).toEqual(['Legacy', 'Operations', 'Oracle-Tags']);
    const all = await call('GET', `/tagNamespaces?compartmentId=${TENANCY}&includeSubcompartments=true`);
    expect(all.body.map(namespace => namespace.name)).toEqual(['Finance', 'Legacy', 'Operations', 'Oracle-Tags']);
    const shared = await call('GET', `/tagNamespaces?compartmentId=${compartmentOcid('acme-corp', 'shared-services')}`);
    expect(shared.body).toEqual([
      expect.objectContaining({ name: 'Finance', compartmentId: compartmentOcid('acme-corp', 'shared-services') }),
    ]);
    const retired = await call('GET', `/tagNamespaces?compartmentId=${TENANCY}&lifecycleState=INACTIVE`);
    expect(retired.body).toEqual([expect.objectContaining({ name: 'Legacy', isRetired: true })]);
  });

  it('gives the internal tenancies an internal-reserved namespace', async () => {
    const { rows } = await cloud.db.query<{ tenancy_id: string }>(
      "select tenancy_id from tag_namespaces where name = 'internal-reserved' order by tenancy_id"
    );
    const internal = [scenario('internal'), scenario('operator'), scenario('operator-production')].map(
      entry => entry.id
    );
    expect(rows.map(row => row.tenancy_id)).toEqual(internal.sort());
  });

  it('pages with opc-next-page', async () => {
    const first = await call('GET', `/tagNamespaces?compartmentId=${TENANCY}&limit=2`);
    expect(first.body).toHaveLength(2);
    const second = await call('GET', `/tagNamespaces?compartmentId=${TENANCY}&limit=2&page=${first.next ?? ''}`);
    expect(second.body.map(namespace => namespace.name)).toEqual(['Oracle-Tags']);
    expect(second.next).toBeNull();
  });

  it('answers a namespace as the OCI model with an etag', async () => {
    const answer = await call('GET', `/tagNamespaces/${OPERATIONS}`);
    expect(answer.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body).toEqual({
      id: OPERATIONS,
      compartmentId: TENANCY,
      name: 'Operations',
      description: 'Operational ownership and cost allocation',
      freeformTags: {},
      definedTags: {},
      isRetired: false,
      lifecycleState: 'ACTIVE',
      timeCreated: expect.stringMatching(/Z$/),
      locks: [],
    });
  });

  it('lists and gets tags, names matched without case', async () => {
    const list = await call('GET', `/tagNamespaces/${OPERATIONS}/tags`);
    expect(list.body.map(tag => tag.name)).toEqual(['CostCenter', 'Environment', 'Owner']);
    expect(list.body[0]).not.toHaveProperty('validator');
    const tag = await call('GET', `/tagNamespaces/${OPERATIONS}/tags/environment`);
    expect(tag.body).toMatchObject({
      name: 'Environment',
      tagNamespaceId: OPERATIONS,
      tagNamespaceName: 'Operations',
      compartmentId: TENANCY,
      isCostTracking: false,
      validator: { validatorType: 'ENUM', values: ['production', 'development', 'sandbox', 'shared'] },
    });
    expect((await call('GET', `/tagNamespaces/${OPERATIONS}/tags/Missing`)).status).toBe(404);
  });

  it('lists the cost-tracking tags of the tenancy', async () => {
    const answer = await call('GET', `/tagNamespaces/actions/listCostTrackingTags?compartmentId=${TENANCY}`);
    expect(answer.body.map(tag => `${String(tag['tagNamespaceName'])}.${tag.name}`)).toEqual([
      'Finance.Project',
      'Operations.CostCenter',
    ]);
  });
});

describe('parameters and isolation', () => {
  it.each([
    ['/tagNamespaces', 'compartmentId', 'ListTagNamespaces'],
    ['/tagNamespaces/actions/listCostTrackingTags', 'compartmentId', 'ListCostTrackingTags'],
  ])('GET %s without %s answers 400 MissingParameter', async (path, name, operation) => {
    const answer = await call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'MissingParameter',
      message: `Missing required parameter ${name} when calling ${operation}.`,
    });
  });

  it('answers 404 for another tenancy’s namespaces, tags and compartments', async () => {
    expect((await call('GET', `/tagNamespaces/${GLOBEX_ORACLE_TAGS}`)).status).toBe(404);
    expect((await call('GET', `/tagNamespaces/${GLOBEX_ORACLE_TAGS}/tags`)).status).toBe(404);
    expect((await call('GET', `/tagNamespaces/${GLOBEX_ORACLE_TAGS}/tags/CreatedBy`)).status).toBe(404);
    expect((await call('PUT', `/tagNamespaces/${GLOBEX_ORACLE_TAGS}`, { description: 'x' })).status).toBe(404);
    const other = scenario('isolation-peer').id;
    expect((await call('GET', `/tagNamespaces?compartmentId=${other}`)).status).toBe(404);
    const created = await call('POST', '/tagNamespaces', { compartmentId: other, name: 'Sneaky', description: 'x' });
    expect(created.status).toBe(404);
  });
});

describe('creating and updating', () => {
  it('creates a namespace once per opc-retry-token and refuses a duplicate name', async () => {
    const details = { compartmentId: TENANCY, name: 'Security', description: 'Security classification' };
    const first = await call('POST', '/tagNamespaces', details, { 'opc-retry-token': 'ns-security' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...details, isRetired: false, lifecycleState: 'ACTIVE' });
    const retry = await call('POST', '/tagNamespaces', details, { 'opc-retry-token': 'ns-security' });
    expect(retry.body).toEqual(first.body);
    const again = await call('POST', '/tagNamespaces', { ...details, name: 'SECURITY' });
    expect(again.status).toBe(409);
    expect((await call('GET', `/tagNamespaces/${first.body.id}`)).body).toEqual(first.body);
  });

  it.each([
    [{ name: 'X', description: 'x' }, 'MissingParameter', /createTagNamespaceDetails.compartmentId/],
    [{ compartmentId: TENANCY, name: 'has space', description: 'x' }, 'InvalidParameter', /without spaces/],
    [{ compartmentId: TENANCY, name: 'a.b', description: 'x' }, 'InvalidParameter', /or periods/],
    [{ compartmentId: TENANCY, name: 'Ok', description: 'x', freeformTags: { a: 1 } }, 'InvalidParameter', /string/],
  ])('refuses the create body %j', async (body, code, message) => {
    const answer = await call('POST', '/tagNamespaces', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code, message: expect.stringMatching(message) });
  });

  it('updates a namespace with if-match, 412 on a stale etag; retiring retires its tags', async () => {
    const created = await call('POST', '/tagNamespaces', { compartmentId: TENANCY, name: 'Temp', description: 't' });
    const namespaceId = created.body.id;
    await call('POST', `/tagNamespaces/${namespaceId}/tags`, { name: 'Ticket', description: 'Ticket id' });
    const stale = created.etag ?? '';
    const updated = await call(
      'PUT',
      `/tagNamespaces/${namespaceId}`,
      { description: 'Temporary' },
      { 'if-match': stale }
    );
    expect(updated.status).toBe(200);
    expect(updated.body.description).toBe('Temporary');
    const refused = await call('PUT', `/tagNamespaces/${namespaceId}`, { isRetired: true }, { 'if-match': stale });
    expect(refused.status).toBe(412);
    expect(refused.body).toMatchObject({ code: 'PreconditionFailed' });
    const retired = await call(
      'PUT',
      `/tagNamespaces/${namespaceId}`,
      { isRetired: true },
      { 'if-match': updated.etag ?? '' }
    );
    expect(retired.body).toMatchObject({ isRetired: true, lifecycleState: 'INACTIVE' });
    expect((await call('GET', `/tagNamespaces/${namespaceId}/tags/Ticket`)).body).toMatchObject({
      isRetired: true,
      lifecycleState: 'INACTIVE',
    });
    const refusedTag = await call('POST', `/tagNamespaces/${namespaceId}/tags`, { name: 'Late', description: 'l' });
    expect(refusedTag.status).toBe(409);
    expect(refusedTag.body).toMatchObject({ code: 'IncorrectState' });
    const revived = await call('PUT', `/tagNamespaces/${namespaceId}/tags/Ticket`, { isRetired: false });
    expect(revived.status).toBe(409);
  });

  it('creates a tag once per retry token, with a validator, and refuses a duplicate', async () => {
    const details = {
      name: 'Tier',
      description: 'Service tier',
      validator: { validatorType: 'ENUM', values: ['gold', 'silver'] },
    };
    const path = `/tagNamespaces/${OPERATIONS}/tags`;
    const first = await call('POST', path, details, { 'opc-retry-token': 'tag-tier' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...details, tagNamespaceName: 'Operations', isCostTracking: false });
    expect((await call('POST', path, details, { 'opc-retry-token': 'tag-tier' })).body).toEqual(first.body);
    expect((await call('POST', path, { ...details, name: 'tier' })).status).toBe(409);
    const bad = await call('POST', path, { ...details, name: 'Bad', validator: { validatorType: 'ENUM', values: [] } });
    expect(bad.status).toBe(400);
    expect((await call('POST', path, { name: 'NoDescription' })).body).toMatchObject({ code: 'MissingParameter' });
  });

  it('updates a tag with if-match and clears its validator with DEFAULT', async () => {
    const path = `/tagNamespaces/${OPERATIONS}/tags/Environment`;
    const read = await call('GET', path);
    const update = { description: 'Where it runs', validator: { validatorType: 'DEFAULT' }, isCostTracking: true };
    const updated = await call('PUT', path, update, { 'if-match': read.etag ?? '' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'Where it runs', validator: null, isCostTracking: true });
    expect((await call('PUT', path, { description: 'again' }, { 'if-match': read.etag ?? '' })).status).toBe(412);
  });

  it('caps cost-tracking tags at 10 per tenancy', async () => {
    const path = `/tagNamespaces/${OPERATIONS}/tags`;
    const { rows } = await cloud.db.query<{ count: number }>(
      `select count(*)::int as count from tags t join tag_namespaces n on n.id = t.tag_namespace_id
       where n.tenancy_id = $1 and t.is_cost_tracking`,
      [TENANCY]
    );
    const statuses: number[] = [];
    for (let index = rows[0]?.count ?? 0; index <= 10; index++) {
      const answer = await call('POST', path, { name: `Cost${index}`, description: 'c', isCostTracking: true });
      statuses.push(answer.status);
      if (answer.status !== 200) expect(answer.body).toMatchObject({ code: 'LimitExceeded' });
    }
    expect(statuses.at(-1)).toBe(400);
    expect(statuses.slice(0, -1).every(status => status === 200)).toBe(true);
  });
});
