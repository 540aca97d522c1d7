import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeServer } from '../listen.ts';
import { localOrigins } from '../origins.ts';
import { createCloud } from './app.ts';
import type { Cloud } from './app.ts';
import { MALFORMED_BODY, seededRandom, wrongShaped } from './faults.ts';
import { DEMO_SCENARIO } from './scenarios.ts';
import { sendWithApiKey } from './test-fixtures/api-key-client.ts';

const SEED = 42;
let cloud: Cloud;
let manifestUrl: string;

beforeAll(async () => {
  cloud = await createCloud({ origins: localOrigins(), faultSeed: SEED });
  manifestUrl = `${cloud.origins.cloudOrigin}/plugins/console/3.1.7/route-manifest.json`;
});
afterAll(() => cloud.close());
afterEach(() => cloud.faults.clear());

async function inject(rules: unknown) {
  const response = await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const manifest = async (init?: RequestInit) => cloud.app.request(new Request(manifestUrl, init));

describe('fault rules', () => {
  it('answer an error status with the default code for it', async () => {
    await inject({ operation: 'GetTenancy', status: 429 });
    const response = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `/identity/us-ashburn-1/20160918/tenancies/${DEMO_SCENARIO.id}`,
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ code: 'TooManyRequests', message: 'Injected fault (TooManyRequests).' });
    expect(response.headers.get('opc-request-id')).not.toBeNull();
  });

  it('match by region: another region is untouched', async () => {
    await inject({ service: 'identity', region: 'eu-frankfurt-1', status: 500 });
    const ashburn = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `/identity/us-ashburn-1/20160918/tenancies/${DEMO_SCENARIO.id}`,
    });
    const frankfurt = await sendWithApiKey(cloud, {
      method: 'GET',
      path: `/identity/eu-frankfurt-1/20160918/tenancies/${DEMO_SCENARIO.id}`,
    });
    expect([ashburn.status, frankfurt.status]).toEqual([200, 500]);
  });

  it('add latency, then answer normally (or with the status)', async () => {
    await inject({ operation: 'GetRouteManifest', latencyMs: 300, times: 1 });
    let started = performance.now();
    const slow = await manifest();
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    await inject({ operation: 'GetRouteManifest', latencyMs: 200, status: 504, times: 1 });
    started = performance.now();
    const timedOut = await manifest();
    expect(timedOut.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('hang until the client gives up, and release hanging calls on reset', async () => {
    await inject({ operation: 'GetRouteManifest', hang: true });
    const controller = new AbortController();
    const pending = manifest({ signal: controller.signal });
    const tick = new Promise(resolve => setTimeout(() => resolve('still hanging'), 300));
    expect(await Promise.race([pending.then(() => 'answered'), tick])).toBe('still hanging');
    expect(cloud.faults.waitingCount()).toBe(1);
    controller.abort();
    await pending;
    expect(cloud.faults.waitingCount()).toBe(0);

    const second = manifest();
    await new Promise(resolve => setTimeout(resolve, 50));
    await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/faults`, { method: 'DELETE' });
    expect((await second).status).toBe(503);
  });

  it('return malformed JSON with 200', async () => {
    await inject({ operation: 'GetRouteManifest', malformed: true });
    const response = await manifest();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe(MALFORMED_BODY);
  });

  it("answer the route's JSON with every field of the wrong type, status and headers kept", async () => {
    await inject({ operation: 'GetTenancy', wrongShape: true, times: 1 });
    const path = `/identity/us-ashburn-1/20160918/tenancies/${DEMO_SCENARIO.id}`;
    const reshaped = await sendWithApiKey(cloud, { method: 'GET', path });
    const normal = await sendWithApiKey(cloud, { method: 'GET', path });
    const tenancy = (await normal.json()) as Record<string, unknown>;
    const wrong = (await reshaped.json()) as Record<string, unknown>;
    expect(reshaped.status).toBe(200);
    expect(reshaped.headers.get('opc-request-id')).not.toBeNull();
    expect(Object.keys(wrong).sort()).toEqual(Object.keys(tenancy).sort());
    expect(typeof tenancy['name']).toBe('string');
    expect(wrong['name']).toBe(42);
    expect(wrongShaped([{ id: 'a' }])).toEqual({ items: 'not a list', count: '1' });
  });

  it('send retry-after with an error status when asked', async () => {
    await inject({ operation: 'GetRouteManifest', status: 429, retryAfterSeconds: 2, times: 1 });
    const response = await manifest();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ code: 'TooManyRequests', message: 'Injected fault (TooManyRequests).' });
    expect(await inject({ operation: 'GetRouteManifest', retryAfterSeconds: 2, hang: true })).toMatchObject({
      status: 400,
    });
  });

  it('reset the connection without an answer on a real server', async () => {
    const server = createAdaptorServer({
      fetch: (request, env) => cloud.app.fetch(request, env as HttpBindings),
    }) as Server;
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await inject({ operation: 'GetRouteManifest', reset: true, times: 1 });
      const url = `http://127.0.0.1:${port}/plugins/console/3.1.7/route-manifest.json`;
      await expect(fetch(url)).rejects.toThrow(TypeError);
      expect((await fetch(url)).status).toBe(200);
    } finally {
      await closeServer(server);
    }
  });

  it('fail with a probability drawn from the seeded random source', async () => {
    await inject({ operation: 'GetRouteManifest', status: 500, probability: 0.5 });
    const random = seededRandom(SEED);
    const expected = Array.from({ length: 20 }, () => (random() < 0.5 ? 500 : 200));
    const actual = [];
    for (let index = 0; index < 20; index++) actual.push((await manifest()).status);
    expect(actual).toEqual(expected);
    expect(actual).toContain(500);
    expect(actual).toContain(200);
  });

  it('fail only the next N calls, counting down in the list', async () => {
    const added = await inject([{ operation: 'GetRouteManifest', status: 503, times: 2 }]);
    expect(added.status).toBe(201);
    expect(added.body).toEqual([expect.objectContaining({ id: expect.any(String), times: 2, status: 503 })]);
    expect((await manifest()).status).toBe(503);
    const listed = await cloud.app.request(`${cloud.origins.cloudOrigin}/_emulator/faults`);
    expect(await listed.json()).toEqual([expect.objectContaining({ times: 1 })]);
    expect((await manifest()).status).toBe(503);
    expect((await manifest()).status).toBe(200);
  });

  it('refuse a rule without an effect or with unknown names', async () => {
    expect(await inject({ operation: 'GetRouteManifest' })).toMatchObject({
      status: 400,
      body: { code: 'InvalidParameter', message: expect.stringMatching(/needs an effect/) },
    });
    expect(await inject({ service: 'nope', status: 500 })).toMatchObject({ status: 400 });
    expect(await inject({ region: 'mars-1', status: 500 })).toMatchObject({ status: 400 });
  });
});
