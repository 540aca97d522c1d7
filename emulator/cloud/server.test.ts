import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortInUseError } from '../listen.ts';
import type { LocalOrigins } from '../origins.ts';
import { createSessionKey, signRequest } from '../test-signer.ts';
import { DEMO_TENANCY } from './seed.ts';
import { startCloudServer } from './server.ts';
import type { CloudServer } from './server.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function originsOn(cloudPort: number): LocalOrigins {
  return {
    consolePort: 5173,
    cloudPort,
    pluginPort: 7071,
    consoleOrigin: 'http://localhost:5173',
    cloudOrigin: `http://127.0.0.1:${cloudPort}`,
    pluginOrigin: 'http://127.0.0.1:7071',
  };
}

describe('cloud over HTTP', () => {
  let running: CloudServer;
  let origins: LocalOrigins;

  beforeAll(async () => {
    origins = originsOn(await freePort());
    running = await startCloudServer(origins);
  });
  afterAll(() => running.close());

  it('signs in through the real form post and serves a signed call checked against the raw request target', async () => {
    const key = await createSessionKey();
    const form = new URLSearchParams({
      user_name: 'demo@example.com',
      password: 'Demo-Console-1',
      public_key: key.publicKeyParam,
      redirect_uri: `${origins.consoleOrigin}/`,
      state: 's',
    });
    const signIn = await fetch(`${origins.cloudOrigin}/login`, { method: 'POST', body: form, redirect: 'manual' });
    expect(signIn.status).toBe(303);
    const token = new URLSearchParams(new URL(signIn.headers.get('location') ?? '').hash.slice(1)).get('token') ?? '';

    const url = `${origins.cloudOrigin}/identity/us-ashburn-1/20160918/compartments/${DEMO_TENANCY.id}/capabilities?accountInfoOnly=true`;
    const response = await fetch(await signRequest({ method: 'GET', url, token, privateKey: key.privateKey }));
    expect(response.status).toBe(200);
    expect(response.headers.get('opc-request-id')).not.toBeNull();

    const logout = await fetch(
      await signRequest({
        method: 'POST',
        url: `${origins.cloudOrigin}/auth/us-ashburn-1/v1/logout`,
        token,
        privateKey: key.privateKey,
      })
    );
    expect(logout.status).toBe(204);
  });

  it('refuses to start on a taken port with a clear error', async () => {
    const failure: unknown = await startCloudServer(origins).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PortInUseError);
    expect(String(failure)).toMatch(/Port \d+ for the local cloud is already in use.*CLOUD_PORT/);
  });
});
