import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOrigins } from '../origins.ts';
import { createCloud } from './app.ts';
import type { CloudOptions } from './app.ts';
import { DEMO_SCENARIO } from './scenarios.ts';
import { CLOUD_SERVICES } from './services/index.ts';
import { sendWithApiKey } from './test-fixtures/api-key-client.ts';
import { widgetsService } from './test-fixtures/widgets-service.ts';
import { createSessionKey, signRequest, signInForTest } from '../test-signer.ts';

let dataDir: string;
const origins = localOrigins();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cloud-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function withCloud<T>(
  options: Partial<CloudOptions>,
  use: (cloud: Awaited<ReturnType<typeof createCloud>>) => Promise<T>
) {
  const cloud = await createCloud({ origins, dataDir, ...options });
  try {
    return await use(cloud);
  } finally {
    await cloud.close();
  }
}

const tenancyDescription = async (cloud: Awaited<ReturnType<typeof createCloud>>) =>
  (await cloud.store.findTenancy(DEMO_SCENARIO.id))?.description;

// Each test starts and restarts file-backed databases (a few seconds each on two cores): more time than the default.
describe('a cloud with a data directory', { timeout: 60_000 }, () => {
  it('seeds once, keeps changes and sessions across a restart, and resets to the seed', async () => {
    const key = await createSessionKey();
    const token = await withCloud({}, async cloud => {
      expect(cloud.seeded).toBe(true);
      await cloud.db.query('update tenancies set description = $2 where id = $1', [DEMO_SCENARIO.id, 'Changed']);
      return signInForTest(cloud.app, { cloudOrigin: origins.cloudOrigin, consoleOrigin: origins.consoleOrigin, key });
    });

    await withCloud({}, async cloud => {
      expect(cloud.seeded).toBe(false);
      expect(await tenancyDescription(cloud)).toBe('Changed');
      // The token-signing key is kept too, so a restart does not sign the browser out.
      const url = `${origins.cloudOrigin}/identity/us-ashburn-1/20160918/tenancies/${DEMO_SCENARIO.id}`;
      const response = await cloud.app.request(
        await signRequest({ method: 'GET', url, token, privateKey: key.privateKey })
      );
      expect(response.status).toBe(200);

      await cloud.reset();
      expect(await tenancyDescription(cloud)).toBe('Acme Corporation');
      const revoked = await cloud.app.request(
        await signRequest({ method: 'GET', url, token, privateKey: key.privateKey })
      );
      expect(revoked.status).toBe(401);
    });
  });

  it('installs and seeds a module added since the data was written, keeping the rest', async () => {
    await withCloud({}, async cloud => {
      await cloud.db.query('update tenancies set description = $2 where id = $1', [DEMO_SCENARIO.id, 'Kept']);
    });
    await withCloud({ services: [...CLOUD_SERVICES, widgetsService] }, async cloud => {
      expect(cloud.seeded).toBe(true);
      expect(await tenancyDescription(cloud)).toBe('Kept');
      const response = await sendWithApiKey(cloud, {
        method: 'GET',
        path: `/widgets/us-ashburn-1/20240101/widgets?compartmentId=${DEMO_SCENARIO.id}`,
      });
      expect(response.status).toBe(200);
    });
  });

  it('rebuilds from the seed when a module schema changed', async () => {
    const messages: string[] = [];
    await withCloud(
      {
        services: [...CLOUD_SERVICES, { ...widgetsService, revision: 'changed' }],
        log: message => messages.push(message),
      },
      async cloud => {
        expect(cloud.seeded).toBe(true);
        expect(await tenancyDescription(cloud)).toBe('Acme Corporation');
      }
    );
    expect(messages.join('\n')).toContain('service:widgets');
  });
});
