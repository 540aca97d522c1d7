import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { identityService } from '../identity/module.ts';
import { objectStorageService } from './module.ts';

const origins = localOrigins();
const BASE = '/objectstorage/us-ashburn-1';
const BUCKETS = `${BASE}/n/acme-corp/b`;
const GLOBEX = scenario('isolation-peer');
const ROOT = DEMO_SCENARIO.id;
const PRODUCTION = DEMO_SCENARIO.compartments.find(compartment => compartment.name === 'production')?.id ?? '';
const SANDBOX = DEMO_SCENARIO.compartments.find(compartment => compartment.name === 'sandbox')?.id ?? '';
let cloud: Cloud;

interface Bucket {
  id: string;
  namespace: string;
  name: string;
  compartmentId: string;
  etag: string;
  createdBy: string;
  publicAccessType: string;
  storageTier: string;
  versioning: string;
  approximateCount: number | null;
  freeformTags?: Record<string, string>;
}

beforeAll(async () => {
  cloud = await createCloud({ origins, services: [identityService, objectStorageService] });
});
afterAll(() => cloud.close());

async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await sendWithApiKey(cloud, {
    method,
    path,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    next: response.headers.get('opc-next-page'),
    body: (text === '' ? null : JSON.parse(text)) as unknown,
  };
}

const names = (body: unknown) => (body as { name: string }[]).map(bucket => bucket.name);

describe('GetNamespace', () => {
  it('answers the tenancy’s namespace as a JSON string', async () => {
    const answer = await call('GET', `${BASE}/n`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toBe('acme-corp');
    expect((await call('GET', `${BASE}/n?compartmentId=${PRODUCTION}`)).body).toBe('acme-corp');
    expect((await call('GET', `${BASE}/n?compartmentId=${GLOBEX.id}`)).status).toBe(404);
  });

  it('refuses an unsigned request', async () => {
    expect((await cloud.app.request(`${origins.cloudOrigin}${BASE}/n`)).status).toBe(401);
  });
});

describe('ListBuckets', () => {
  it('lists a compartment’s buckets of the region by name, with tags only when asked', async () => {
    const answer = await call('GET', `${BUCKETS}?compartmentId=${PRODUCTION}`);
    expect(answer.status).toBe(200);
    expect(names(answer.body)).toEqual(['app-logs', 'db-backups', 'static-assets']);
    const [first] = answer.body as Bucket[];
    expect(first).toEqual({
      namespace: 'acme-corp',
      name: 'app-logs',
      compartmentId: PRODUCTION,
      createdBy: DEMO_SCENARIO.users[0]?.id,
      timeCreated: expect.any(String),
      etag: expect.any(String),
    });
    const tagged = (await call('GET', `${BUCKETS}?compartmentId=${PRODUCTION}&fields=tags`)).body as Bucket[];
    expect(tagged[0]?.freeformTags).toEqual({ environment: 'production' });

    expect(names((await call('GET', `${BUCKETS}?compartmentId=${ROOT}`)).body)).toEqual(['bucket-starter']);
    expect(names((await call('GET', `${BUCKETS}?compartmentId=${SANDBOX}`)).body)).toEqual(['terraform-state']);
    const phoenix = await call('GET', `/objectstorage/us-phoenix-1/n/acme-corp/b?compartmentId=${PRODUCTION}`);
    expect(names(phoenix.body)).toEqual(['dr-replica-bucket']);
  });

  it('pages with limit and opc-next-page', async () => {
    const first = await call('GET', `${BUCKETS}?compartmentId=${PRODUCTION}&limit=2`);
    expect(names(first.body)).toEqual(['app-logs', 'db-backups']);
    expect(first.next).toBeTruthy();
    const second = await call('GET', `${BUCKETS}?compartmentId=${PRODUCTION}&limit=2&page=${first.next ?? ''}`);
    expect(names(second.body)).toEqual(['static-assets']);
    expect(second.next).toBeNull();
  });

  it.each([
    [`${BUCKETS}`, 400, 'MissingParameter', 'Missing required parameter compartmentId when calling ListBuckets.'],
    [`${BUCKETS}?compartmentId=${PRODUCTION}&limit=5000`, 400, 'InvalidParameter', /limit/],
    [`${BUCKETS}?compartmentId=${PRODUCTION}&fields=size`, 400, 'InvalidParameter', /fields/],
    [`${BUCKETS}?compartmentId=${GLOBEX.id}`, 404, 'NotAuthorizedOrNotFound', /not found/],
    [`${BASE}/n/globex/b?compartmentId=${GLOBEX.id}`, 404, 'NamespaceNotFound', /globex/],
  ])('answers %s with %i %s', async (path, status, code, message) => {
    const answer = await call('GET', path);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, message: expect.stringMatching(message) });
  });
});

describe('GetBucket', () => {
  it('answers the bucket with its etag, counts only when asked', async () => {
    const answer = await call('GET', `${BUCKETS}/db-backups`);
    expect(answer.status).toBe(200);
    const bucket = answer.body as Bucket;
    expect(bucket).toMatchObject({
      // The OCID resource search seeds for the same bucket.
      id: seedOcid('bucket', 'acme-corp/db-backups'),
      namespace: 'acme-corp',
      name: 'db-backups',
      compartmentId: PRODUCTION,
      publicAccessType: 'NoPublicAccess',
      storageTier: 'Standard',
      versioning: 'Enabled',
      approximateCount: null,
    });
    expect(answer.headers.get('etag')).toBe(bucket.etag);
    const counted = await call('GET', `${BUCKETS}/db-backups?fields=approximateCount,approximateSize`);
    expect(counted.body).toMatchObject({ approximateCount: 365, approximateSize: expect.any(Number) });
  });

  it('does not find another region’s bucket nor another tenancy’s', async () => {
    const elsewhere = await call('GET', `${BUCKETS}/dr-replica-bucket`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({
      code: 'BucketNotFound',
      message:
        "Either the bucket named 'dr-replica-bucket' does not exist in the namespace 'acme-corp' or you are not " +
        'authorized to access it',
    });
    const peer = await call('GET', `/objectstorage/eu-frankfurt-1/n/globex/b/globex-finance`);
    expect(peer.status).toBe(404);
    expect(peer.body).toMatchObject({ code: 'NamespaceNotFound' });
  });
});

describe('CreateBucket and DeleteBucket', () => {
  const details = { name: 'new-bucket', compartmentId: SANDBOX, freeformTags: { owner: 'tests' } };

  it('creates a bucket, replays a retry token and refuses a taken name', async () => {
    const token = { 'opc-retry-token': 'bucket-token-1' };
    const created = await call('POST', BUCKETS, { body: details, headers: token });
    expect(created.status).toBe(200);
    const bucket = created.body as Bucket;
    expect(bucket).toMatchObject({
      namespace: 'acme-corp',
      name: 'new-bucket',
      compartmentId: SANDBOX,
      publicAccessType: 'NoPublicAccess',
      storageTier: 'Standard',
      versioning: 'Disabled',
      freeformTags: { owner: 'tests' },
    });
    expect(bucket.id).toMatch(/^ocid1\.bucket\.oc1\.\./);
    expect(created.headers.get('etag')).toBe(bucket.etag);
    expect(created.headers.get('location')).toBe(`${origins.cloudOrigin}${BUCKETS}/new-bucket`);

    const replay = await call('POST', BUCKETS, { body: details, headers: token });
    expect(replay.status).toBe(200);
    expect((replay.body as Bucket).id).toBe(bucket.id);
    const reused = await call('POST', BUCKETS, { body: { ...details, name: 'other' }, headers: token });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'Conflict' });

    const taken = await call('POST', BUCKETS, { body: { ...details, compartmentId: ROOT } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'BucketAlreadyExists' });
    expect(names((await call('GET', `${BUCKETS}?compartmentId=${SANDBOX}`)).body)).toEqual([
      'new-bucket',
      'terraform-state',
    ]);
    // The same name is free in another region.
    const phoenix = await call('POST', '/objectstorage/us-phoenix-1/n/acme-corp/b', { body: details });
    expect(phoenix.status).toBe(200);
  });

  it.each([
    [{ compartmentId: SANDBOX }, 400, 'MissingParameter', /createBucketDetails\.name/],
    [{ name: 'x' }, 400, 'MissingParameter', /createBucketDetails\.compartmentId/],
    [{ name: 'bad name!', compartmentId: SANDBOX }, 400, 'InvalidParameter', /name/],
    [{ name: 'ok', compartmentId: SANDBOX, publicAccessType: 'Everyone' }, 400, 'InvalidParameter', /publicAccessType/],
    [{ name: 'ok', compartmentId: SANDBOX, storageTier: 'Cold' }, 400, 'InvalidParameter', /storageTier/],
    [{ name: 'ok', compartmentId: GLOBEX.id }, 404, 'NotAuthorizedOrNotFound', /.*/],
  ])('refuses %j with %i %s', async (body, status, code, message) => {
    const answer = await call('POST', BUCKETS, { body });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('refuses a create in another tenancy’s namespace', async () => {
    const answer = await call('POST', `${BASE}/n/globex/b`, { body: { name: 'sneaky', compartmentId: ROOT } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'NamespaceNotFound' });
  });

  it('deletes with if-match; the bucket is then gone', async () => {
    const created = (await call('POST', BUCKETS, { body: { name: 'short-lived', compartmentId: ROOT } }))
      .body as Bucket;
    const path = `${BUCKETS}/short-lived`;
    const stale = await call('DELETE', path, { headers: { 'if-match': 'stale' } });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'PreconditionFailed' });
    const deleted = await call('DELETE', path, { headers: { 'if-match': created.etag } });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect((await call('GET', path)).body).toMatchObject({ code: 'BucketNotFound' });
    expect((await call('DELETE', path)).status).toBe(404);
    expect(names((await call('GET', `${BUCKETS}?compartmentId=${ROOT}`)).body)).toEqual(['bucket-starter']);
  });

  it('passes the CORS preflight of a browser create and delete from the console origin', async () => {
    for (const method of ['POST', 'DELETE']) {
      const preflight = await cloud.app.request(`${origins.cloudOrigin}${BUCKETS}/any`, {
        method: 'OPTIONS',
        headers: {
          origin: origins.consoleOrigin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type,if-match,opc-retry-token,x-date',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
      expect(preflight.headers.get('access-control-allow-methods')).toContain(method);
    }
  });
});
