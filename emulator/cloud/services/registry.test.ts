import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../../origins.ts';
import { createCloud } from '../app.ts';
import type { Cloud } from '../app.ts';
import { DEMO_SCENARIO, SCENARIOS } from '../scenarios.ts';
import { sendWithApiKey } from '../test-fixtures/api-key-client.ts';
import { WIDGETS_PER_TENANCY, widgetsService } from '../test-fixtures/widgets-service.ts';
import { CLOUD_SERVICES } from './index.ts';

const BASE = '/widgets/us-ashburn-1/20240101';
let cloud: Cloud;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins(), services: [...CLOUD_SERVICES, widgetsService] });
});
afterAll(() => cloud.close());
afterEach(() => cloud.faults.clear());

describe('service modules', () => {
  it('applies a module schema and seeds it for every scenario tenancy', async () => {
    const { rows } = await cloud.db.query<{ count: number }>('select count(*)::int as count from widgets');
    expect(rows[0]?.count).toBe(SCENARIOS.length * WIDGETS_PER_TENANCY);
  });

  it('lists every declared operation with its service, method and path', async () => {
    const response = await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/operations`);
    const operations = (await response.json()) as { service: string; operation: string; path: string }[];
    expect(operations).toContainEqual({
      module: 'widgets',
      service: 'widgets',
      operation: 'ListWidgets',
      method: 'GET',
      path: '/widgets/:region/20240101/widgets',
      auth: 'signed',
    });
    expect(operations.map(entry => entry.operation)).toEqual(
      expect.arrayContaining(['GetCapabilities', 'GetUser', 'GetTenancy', 'ListRegionSubscriptions', 'RefreshToken'])
    );
  });

  it('guards signed routes: no signature 401, unsubscribed region 404, public route open', async () => {
    const unsigned = await cloud.app.request(`${cloud.origins.cloudOrigin}${BASE}/widgets?compartmentId=x`);
    expect(unsigned.status).toBe(401);
    const london = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `/widgets/uk-london-1/20240101/widgets?compartmentId=${DEMO_SCENARIO.id}`,
    });
    expect(london.status).toBe(404);
    const status = await cloud.app.request(`${cloud.origins.cloudOrigin}${BASE}/status`);
    expect(await status.json()).toEqual({ status: 'ok' });
  });

  it('serves only the caller’s tenancy, paged with opc-next-page', async () => {
    const names: string[] = [];
    let page: string | null = null;
    let calls = 0;
    do {
      const query = `compartmentId=${DEMO_SCENARIO.id}&limit=2${page === null ? '' : `&page=${page}`}`;
      const response = await sendWithApiKey(cloud, { method: 'GET', path: `${BASE}/widgets?${query}` });
      expect(response.status).toBe(200);
      names.push(...((await response.json()) as { displayName: string }[]).map(widget => widget.displayName));
      page = response.headers.get('opc-next-page');
      calls++;
    } while (page !== null);
    expect(calls).toBe(3);
    expect(names).toEqual([1, 2, 3, 4, 5].map(index => `acme-corp-widget-${index}`));
  });

  it('lets a fault target the module by service name', async () => {
    cloud.faults.add({
      service: 'widgets',
      region: null,
      operation: null,
      status: 503,
      code: 'ServiceUnavailable',
      message: 'widgets down',
      latencyMs: null,
      hang: false,
      malformed: false,
      wrongShape: false,
      reset: false,
      retryAfterSeconds: null,
      probability: null,
      times: 1,
    });
    const failed = await cloud.app.request(`${cloud.origins.cloudOrigin}${BASE}/status`);
    expect(failed.status).toBe(503);
    expect((await cloud.app.request(`${cloud.origins.cloudOrigin}${BASE}/status`)).status).toBe(200);
  });
});

describe('wire conventions through a module', () => {
  it('creates once per opc-retry-token and refuses the token for another body', async () => {
    const create = (displayName: string, token: string) =>
      sendWithApiKey(cloud, {
        method: 'POST',
        path: `${BASE}/widgets`,
        body: JSON.stringify({ displayName }),
        headers: { 'opc-retry-token': token },
      });
    const first = await create('retried', 'token-1');
    const again = await create('retried', 'token-1');
    expect(first.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const { rows } = await cloud.db.query("select 1 from widgets where display_name = 'retried'");
    expect(rows).toHaveLength(1);
    const reused = await create('other', 'token-1');
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ code: 'Conflict' });
  });

  it('answers MissingParameter naming the parameter and the operation', async () => {
    const response = await sendWithApiKey(cloud, { method: 'GET', path: `${BASE}/widgets` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'MissingParameter',
      message: 'Missing required parameter compartmentId when calling ListWidgets.',
    });
  });

  it('sends an etag and refuses an update with a stale if-match', async () => {
    const list = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `${BASE}/widgets?compartmentId=${DEMO_SCENARIO.id}&limit=1`,
    });
    const [widget] = (await list.json()) as { id: string }[];
    const path = `${BASE}/widgets/${widget?.id ?? ''}`;
    const read = await sendWithApiKey(cloud, { method: 'GET', path });
    const etag = read.headers.get('etag') ?? '';
    expect(etag).toMatch(/^[0-9a-f]{32}$/);
    const update = (ifMatch: string, displayName: string) =>
      sendWithApiKey(cloud, {
        method: 'PUT',
        path,
        body: JSON.stringify({ displayName }),
        headers: { 'if-match': ifMatch },
      });
    const updated = await update(etag, 'renamed');
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).not.toBe(etag);
    const stale = await update(etag, 'renamed again');
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: 'PreconditionFailed' });
  });
});
