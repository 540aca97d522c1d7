import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../../origins.ts';
import { createSessionKey, signInForTest, signRequest } from '../../../test-signer.ts';
import type { TestSessionKey } from '../../../test-signer.ts';
import { createCloud } from '../../app.ts';
import type { Cloud } from '../../app.ts';
import { DEMO_SCENARIO, scenario } from '../../scenarios.ts';
import { seedOcid } from '../../seed-ocid.ts';
import { sendWithApiKey } from '../../test-fixtures/api-key-client.ts';
import { identityService } from '../identity/module.ts';
import { TERMINATED_VISIBLE_MS, TRANSITION_MS } from './catalog.ts';
import { iaasService } from './module.ts';
import { iaasOcid } from './seed.ts';

const origins = localOrigins();
const BASE = '/iaas/us-ashburn-1/20160918';
const GLOBEX = scenario('isolation-peer');
const ROOT = DEMO_SCENARIO.id;
const PRODUCTION = DEMO_SCENARIO.compartments.find(compartment => compartment.name === 'production')?.id ?? '';
const SANDBOX = DEMO_SCENARIO.compartments.find(compartment => compartment.name === 'sandbox')?.id ?? '';
const AD1 = 'Uocm:US-ASHBURN-AD-1';

/** The cloud's clock: tests move it to watch lifecycle transitions. */
let clockMs = Date.parse('2025-06-02T10:00:00Z');
let cloud: Cloud;
let key: TestSessionKey;

interface Instance {
  id: string;
  compartmentId: string;
  displayName: string;
  lifecycleState: string;
  availabilityDomain: string;
  faultDomain: string;
  region: string;
  shape: string;
  shapeConfig: { ocpus: number; memoryInGBs: number; vcpus: number };
  sourceDetails: { sourceType: string; imageId?: string };
  timeCreated: string;
  freeformTags: Record<string, string>;
}

beforeAll(async () => {
  [cloud, key] = await Promise.all([
    createCloud({ origins, now: () => new Date(clockMs), services: [identityService, iaasService] }),
    createSessionKey(),
  ]);
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

async function listInstances(query: string, region = 'us-ashburn-1') {
  return call('GET', `/iaas/${region}/20160918/instances?${query}`);
}

const names = (body: unknown) => (body as { displayName: string }[]).map(item => item.displayName);

describe('ListInstances', () => {
  it('lists a compartment’s instances of the path’s region, newest first, in OCI’s shape', async () => {
    const { status, body } = await listInstances(`compartmentId=${PRODUCTION}`);
    expect(status).toBe(200);
    const instances = body as Instance[];
    expect(names(instances).sort()).toEqual([
      'app-server-1',
      'app-server-2',
      'bastion-host',
      'web-server-1',
      'web-server-2',
      'web-server-3',
    ]);
    const times = instances.map(instance => Date.parse(instance.timeCreated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const web = instances.find(instance => instance.displayName === 'web-server-1');
    // The OCID resource search seeds for the same name, so a search hit opens this instance.
    expect(web).toMatchObject({
      id: seedOcid('instance', 'acme-corp/web-server-1'),
      compartmentId: PRODUCTION,
      lifecycleState: 'RUNNING',
      availabilityDomain: AD1,
      region: 'iad',
      shape: 'VM.Standard.E4.Flex',
      shapeConfig: { ocpus: 2, memoryInGBs: 32, vcpus: 4 },
      sourceDetails: { sourceType: 'image' },
      freeformTags: { environment: 'production', team: 'web' },
    });
  });

  it('keeps to the named compartment (the root too) and the region', async () => {
    expect(names((await listInstances(`compartmentId=${ROOT}`)).body)).toEqual(['quickstart-instance']);
    expect(names((await listInstances(`compartmentId=${SANDBOX}`)).body).sort()).toEqual(['batch-worker-1', 'dev-box']);
    expect(names((await listInstances(`compartmentId=${PRODUCTION}`, 'us-phoenix-1')).body).sort()).toEqual([
      'dr-app-server-1',
      'dr-web-server-1',
    ]);
    const frankfurt = (await listInstances(`compartmentId=${PRODUCTION}`, 'eu-frankfurt-1')).body as Instance[];
    expect(frankfurt.map(instance => [instance.displayName, instance.region])).toEqual([
      ['eu-web-server-1', 'eu-frankfurt-1'],
    ]);
  });

  it('filters by state, display name and availability domain and sorts by name', async () => {
    expect(names((await listInstances(`compartmentId=${SANDBOX}&lifecycleState=STOPPED`)).body)).toEqual([
      'batch-worker-1',
    ]);
    expect(names((await listInstances(`compartmentId=${PRODUCTION}&displayName=bastion-host`)).body)).toEqual([
      'bastion-host',
    ]);
    const ad2 = encodeURIComponent('Uocm:US-ASHBURN-AD-2');
    expect(names((await listInstances(`compartmentId=${PRODUCTION}&availabilityDomain=${ad2}`)).body).sort()).toEqual([
      'app-server-2',
      'web-server-2',
    ]);
    const byName = names((await listInstances(`compartmentId=${PRODUCTION}&sortBy=DISPLAYNAME`)).body);
    expect(byName).toEqual([...byName].sort());
    const descending = names(
      (await listInstances(`compartmentId=${PRODUCTION}&sortBy=DISPLAYNAME&sortOrder=DESC`)).body
    );
    expect(descending).toEqual([...byName].reverse());
  });

  it('pages with limit and opc-next-page', async () => {
    const seen: string[] = [];
    let page: string | null = null;
    let calls = 0;
    do {
      const answer = await listInstances(`compartmentId=${PRODUCTION}&limit=4${page === null ? '' : `&page=${page}`}`);
      expect(answer.status).toBe(200);
      seen.push(...names(answer.body));
      page = answer.next;
      calls++;
    } while (page !== null);
    expect(calls).toBe(2);
    expect(seen).toEqual(names((await listInstances(`compartmentId=${PRODUCTION}`)).body));
  });

  it.each([
    ['', 400, 'MissingParameter', 'Missing required parameter compartmentId when calling ListInstances.'],
    [`compartmentId=${PRODUCTION}&sortBy=NAME`, 400, 'InvalidParameter', /sortBy must be one of/],
    [`compartmentId=${PRODUCTION}&lifecycleState=ON`, 400, 'InvalidParameter', /lifecycleState must be one of/],
    [`compartmentId=${PRODUCTION}&limit=0`, 400, 'InvalidParameter', /limit/],
    [`compartmentId=${PRODUCTION}&page=nope`, 400, 'InvalidParameter', /page/],
    [`compartmentId=${GLOBEX.id}`, 404, 'NotAuthorizedOrNotFound', /not found/],
  ])('answers %j with %i %s', async (query, status, code, message) => {
    const answer = await listInstances(query);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('refuses an unsigned request and an unsubscribed region', async () => {
    const unsigned = await cloud.app.request(`${origins.cloudOrigin}${BASE}/instances?compartmentId=${ROOT}`);
    expect(unsigned.status).toBe(401);
    expect((await listInstances(`compartmentId=${ROOT}`, 'uk-london-1')).status).toBe(404);
  });
});

describe('GetInstance', () => {
  it('answers the instance with an etag; another tenancy’s or region’s id is not found', async () => {
    const id = iaasOcid('instance', 'acme-corp', 'web-server-1');
    const answer = await call('GET', `${BASE}/instances/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.body).toMatchObject({ id, displayName: 'web-server-1' });

    for (const other of [
      iaasOcid('instance', 'globex', 'web-server-1'),
      iaasOcid('instance', 'acme-corp', 'dr-web-server-1'),
      'ocid1.instance.oc1..nothing',
    ]) {
      const missing = await call('GET', `${BASE}/instances/${other}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'NotAuthorizedOrNotFound' });
    }
  });
});

describe('LaunchInstance and TerminateInstance', () => {
  const launch = {
    compartmentId: SANDBOX,
    availabilityDomain: 'Uocm:US-ASHBURN-AD-2',
    shape: 'VM.Standard.E4.Flex',
    displayName: 'launched-1',
    shapeConfig: { ocpus: 2, memoryInGBs: 24 },
    createVnicDetails: { subnetId: iaasOcid('subnet', 'acme-corp', 'sandbox-subnet') },
    freeformTags: { owner: 'tests' },
  };

  it('launches PROVISIONING, replays a retry token, and runs 2 s later', async () => {
    const token = { 'opc-retry-token': 'launch-token-1' };
    const first = await call('POST', `${BASE}/instances`, { body: launch, headers: token });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeTruthy();
    const instance = first.body as Instance;
    expect(instance).toMatchObject({
      compartmentId: SANDBOX,
      displayName: 'launched-1',
      lifecycleState: 'PROVISIONING',
      availabilityDomain: 'Uocm:US-ASHBURN-AD-2',
      shape: 'VM.Standard.E4.Flex',
      shapeConfig: { ocpus: 2, memoryInGBs: 24, vcpus: 4 },
      region: 'iad',
      freeformTags: { owner: 'tests' },
    });
    expect(instance.id).toMatch(/^ocid1\.instance\.oc1\.\./);

    const replay = await call('POST', `${BASE}/instances`, { body: launch, headers: token });
    expect(replay.status).toBe(200);
    expect((replay.body as Instance).id).toBe(instance.id);
    const reused = await call('POST', `${BASE}/instances`, {
      body: { ...launch, displayName: 'launched-other' },
      headers: token,
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'Conflict' });
    expect(names((await listInstances(`compartmentId=${SANDBOX}&displayName=launched-1`)).body)).toHaveLength(1);

    clockMs += TRANSITION_MS;
    const got = await call('GET', `${BASE}/instances/${instance.id}`);
    expect((got.body as Instance).lifecycleState).toBe('RUNNING');
    const running = (await listInstances(`compartmentId=${SANDBOX}&lifecycleState=RUNNING`)).body as Instance[];
    expect(running.map(item => item.id)).toContain(instance.id);
  });

  it('defaults the name, the OCPUs and the image', async () => {
    const answer = await call('POST', `${BASE}/instances`, {
      body: { compartmentId: ROOT, availabilityDomain: AD1, shape: 'VM.Standard.A1.Flex' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      displayName: expect.stringMatching(/^instance-\d{8}-\d{4}$/),
      shapeConfig: { ocpus: 1, memoryInGBs: 6, vcpus: 1 },
      sourceDetails: { sourceType: 'image', imageId: expect.stringMatching(/^ocid1\.image\./) },
      lifecycleState: 'PROVISIONING',
    });
  });

  it.each([
    [{ ...launch, shape: undefined }, 400, 'MissingParameter', /launchInstanceDetails\.shape/],
    [{ ...launch, compartmentId: undefined }, 400, 'MissingParameter', /launchInstanceDetails\.compartmentId/],
    [{ ...launch, availabilityDomain: undefined }, 400, 'MissingParameter', /availabilityDomain/],
    [{ ...launch, availabilityDomain: 'Uocm:US-PHOENIX-AD-1' }, 400, 'InvalidParameter', /availabilityDomain/],
    [{ ...launch, shape: 'VM.Huge' }, 400, 'InvalidParameter', /shape/],
    [{ ...launch, shapeConfig: { ocpus: 500 } }, 400, 'InvalidParameter', /ocpus/],
    [{ ...launch, shapeConfig: { ocpus: 1, memoryInGBs: 900 } }, 400, 'InvalidParameter', /memoryInGBs/],
    [{ ...launch, shape: 'VM.Standard2.1' }, 400, 'InvalidParameter', /flexible/],
    [{ ...launch, sourceDetails: { sourceType: 'image' } }, 400, 'MissingParameter', /imageId/],
    [{ ...launch, compartmentId: GLOBEX.id }, 404, 'NotAuthorizedOrNotFound', /.*/],
    [
      { ...launch, createVnicDetails: { subnetId: iaasOcid('subnet', 'globex', 'globex-subnet') } },
      404,
      'NotAuthorizedOrNotFound',
      /.*/,
    ],
  ])('refuses the launch %j with %i %s', async (body, status, code, message) => {
    const answer = await call('POST', `${BASE}/instances`, { body });
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, message: expect.stringMatching(message) });
  });

  it('refuses a launch without a body', async () => {
    const answer = await call('POST', `${BASE}/instances`, { body: undefined });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'MissingParameter' });
  });

  it('terminates with if-match: TERMINATING, then TERMINATED, then gone', async () => {
    const launched = (await call('POST', `${BASE}/instances`, { body: { ...launch, displayName: 'doomed' } }))
      .body as Instance;
    const path = `${BASE}/instances/${launched.id}`;
    const stale = await call('DELETE', path, { headers: { 'if-match': 'not-the-etag' } });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'PreconditionFailed' });

    const etag = (await call('GET', path)).headers.get('etag') ?? '';
    const terminated = await call('DELETE', path, { headers: { 'if-match': etag } });
    expect(terminated.status).toBe(204);
    expect(terminated.body).toBeNull();
    expect(((await call('GET', path)).body as Instance).lifecycleState).toBe('TERMINATING');
    expect((await call('DELETE', path)).status).toBe(204);

    clockMs += TRANSITION_MS;
    expect(((await call('GET', path)).body as Instance).lifecycleState).toBe('TERMINATED');
    const again = await call('DELETE', path);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'IncorrectState' });
    expect(names((await listInstances(`compartmentId=${SANDBOX}&lifecycleState=TERMINATED`)).body)).toContain('doomed');

    clockMs += TERMINATED_VISIBLE_MS;
    expect((await call('GET', path)).status).toBe(404);
    expect(names((await listInstances(`compartmentId=${SANDBOX}`)).body)).not.toContain('doomed');
  });

  it('does not terminate another tenancy’s instance', async () => {
    const answer = await call('DELETE', `${BASE}/instances/${iaasOcid('instance', 'globex', 'web-server-1')}`);
    expect(answer.status).toBe(404);
  });
});

describe('shapes, networks, volumes and availability domains', () => {
  it('lists shapes with flexible options and billing types', async () => {
    const answer = await call('GET', `${BASE}/shapes?compartmentId=${ROOT}`);
    expect(answer.status).toBe(200);
    const shapes = answer.body as { shape: string; isFlexible: boolean; billingType: string }[];
    expect(shapes.map(shape => shape.shape)).toContain('VM.Standard.E4.Flex');
    expect(shapes.find(shape => shape.shape === 'VM.Standard.E2.1.Micro')).toMatchObject({
      isFlexible: false,
      billingType: 'ALWAYS_FREE',
    });
    expect(shapes.find(shape => shape.shape === 'VM.Standard.E4.Flex')).toMatchObject({
      isFlexible: true,
      ocpuOptions: { min: 1, max: 64 },
      memoryOptions: { defaultPerOcpuInGBs: 16 },
    });
    const paged = await call('GET', `${BASE}/shapes?compartmentId=${ROOT}&limit=3`);
    expect(paged.body).toHaveLength(3);
    expect(paged.next).toBeTruthy();
    expect((await call('GET', `${BASE}/shapes`)).body).toMatchObject({ code: 'MissingParameter' });
  });

  it('lists and gets VCNs and their subnets', async () => {
    const vcns = (await call('GET', `${BASE}/vcns?compartmentId=${PRODUCTION}`)).body as Record<string, unknown>[];
    expect(vcns).toHaveLength(1);
    const vcnId = iaasOcid('vcn', 'acme-corp', 'prod-vcn');
    expect(vcns[0]).toMatchObject({
      id: vcnId,
      displayName: 'prod-vcn',
      cidrBlock: '10.0.0.0/16',
      cidrBlocks: ['10.0.0.0/16'],
      dnsLabel: 'prod',
      vcnDomainName: 'prod.oraclevcn.com',
      lifecycleState: 'AVAILABLE',
      defaultRouteTableId: expect.stringMatching(/^ocid1\.routetable\./),
    });
    const vcn = await call('GET', `${BASE}/vcns/${vcnId}`);
    expect(vcn.headers.get('etag')).toBeTruthy();
    expect(vcn.body).toEqual(vcns[0]);
    expect((await call('GET', `${BASE}/vcns/${iaasOcid('vcn', 'globex', 'globex-vcn')}`)).status).toBe(404);

    const subnets = (await call('GET', `${BASE}/subnets?compartmentId=${PRODUCTION}&vcnId=${vcnId}`)).body as Record<
      string,
      unknown
    >[];
    expect(subnets.map(subnet => subnet['displayName']).sort()).toEqual(['prod-private-subnet', 'prod-public-subnet']);
    const publicSubnet = subnets.find(subnet => subnet['displayName'] === 'prod-public-subnet');
    expect(publicSubnet).toMatchObject({
      vcnId,
      compartmentId: PRODUCTION,
      availabilityDomain: null,
      subnetDomainName: 'public.prod.oraclevcn.com',
      prohibitPublicIpOnVnic: false,
      virtualRouterIp: expect.stringMatching(/^10\.0\.\d\.1$/),
    });
    const subnet = await call('GET', `${BASE}/subnets/${String(publicSubnet?.['id'])}`);
    expect(subnet.body).toEqual(publicSubnet);
    expect((await call('GET', `${BASE}/subnets?compartmentId=${ROOT}`)).body).toHaveLength(1);
    expect((await call('GET', `${BASE}/vcns`)).body).toMatchObject({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListVcns.',
    });
  });

  it('lists and gets volumes', async () => {
    const volumes = (await call('GET', `${BASE}/volumes?compartmentId=${PRODUCTION}&sortBy=DISPLAYNAME`))
      .body as Record<string, unknown>[];
    expect(volumes.map(volume => volume['displayName'])).toEqual(['db-data-volume', 'web-data-1']);
    expect(volumes[0]).toMatchObject({
      sizeInGBs: 500,
      sizeInMBs: 512000,
      vpusPerGB: 10,
      availabilityDomain: 'Uocm:US-ASHBURN-AD-2',
      lifecycleState: 'AVAILABLE',
    });
    const one = await call('GET', `${BASE}/volumes/${String(volumes[0]?.['id'])}`);
    expect(one.body).toEqual(volumes[0]);
    expect((await call('GET', `${BASE}/volumes?compartmentId=${GLOBEX.id}`)).status).toBe(404);
  });

  it('lists the region’s availability domains on identity’s path', async () => {
    const ashburn = await call('GET', `/identity/us-ashburn-1/20160918/availabilityDomains?compartmentId=${ROOT}`);
    expect((ashburn.body as { name: string }[]).map(ad => ad.name)).toEqual([
      'Uocm:US-ASHBURN-AD-1',
      'Uocm:US-ASHBURN-AD-2',
      'Uocm:US-ASHBURN-AD-3',
    ]);
    expect(ashburn.body).toContainEqual(expect.objectContaining({ compartmentId: ROOT, id: expect.any(String) }));
    const missing = await call('GET', '/identity/us-ashburn-1/20160918/availabilityDomains');
    expect(missing.body).toMatchObject({ code: 'MissingParameter' });
  });
});

describe('a browser session from the console origin', () => {
  it('passes the CORS preflight of a signed launch and launches with a session token', async () => {
    const preflight = await cloud.app.request(`${origins.cloudOrigin}${BASE}/instances`, {
      method: 'OPTIONS',
      headers: {
        origin: origins.consoleOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,opc-retry-token,x-content-sha256,x-date',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'content-type', 'opc-retry-token', 'x-content-sha256', 'x-date']) {
      expect(allowed).toContain(header);
    }
    const deletion = await cloud.app.request(`${origins.cloudOrigin}${BASE}/instances/x`, {
      method: 'OPTIONS',
      headers: { origin: origins.consoleOrigin, 'access-control-request-method': 'DELETE' },
    });
    expect(deletion.headers.get('access-control-allow-methods')).toContain('DELETE');

    const token = await signInForTest(cloud.app, {
      cloudOrigin: origins.cloudOrigin,
      consoleOrigin: origins.consoleOrigin,
      key,
    });
    const request = await signRequest({
      method: 'POST',
      url: `${origins.cloudOrigin}${BASE}/instances`,
      token,
      privateKey: key.privateKey,
      date: cloud.now(),
      body: JSON.stringify({ compartmentId: ROOT, availabilityDomain: AD1, shape: 'VM.Standard.E2.1.Micro' }),
      tamper: { origin: origins.consoleOrigin, 'opc-retry-token': 'browser-launch' },
    });
    const response = await cloud.app.request(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origins.consoleOrigin);
    expect(response.headers.get('access-control-expose-headers')).toContain('etag');
  });

  it('shows another tenancy only its own resources', async () => {
    const globexUser = GLOBEX.users[0];
    const token = await signInForTest(cloud.app, {
      cloudOrigin: origins.cloudOrigin,
      consoleOrigin: origins.consoleOrigin,
      key,
      userName: globexUser?.name ?? '',
      password: globexUser?.password ?? '',
    });
    const get = async (path: string) => {
      const request = await signRequest({
        method: 'GET',
        url: `${origins.cloudOrigin}/iaas/${GLOBEX.homeRegion}/20160918${path}`,
        token,
        privateKey: key.privateKey,
        date: cloud.now(),
      });
      return cloud.app.request(request);
    };
    const own = await get(`/instances?compartmentId=${GLOBEX.id}`);
    expect(own.status).toBe(200);
    const instances = (await own.json()) as Instance[];
    expect(instances.map(instance => instance.id).sort()).toEqual(
      [iaasOcid('instance', 'globex', 'web-server-1'), iaasOcid('instance', 'globex', 'globex-secret-instance')].sort()
    );
    expect((await get(`/instances?compartmentId=${PRODUCTION}`)).status).toBe(404);
    expect((await get(`/instances/${iaasOcid('instance', 'acme-corp', 'web-server-1')}`)).status).toBe(404);
  });
});
