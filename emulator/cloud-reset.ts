// `npm run cloud:reset`: back to the seed. A local cloud running on CLOUD_PORT is reset in place (faults and
// conditions too); otherwise the data directory (CLOUD_DATA_DIR, default .emulator-data/) is deleted and seeded anew.
import { rm } from 'node:fs/promises';
import { cloudDataDir } from './cloud/data-dir.ts';
import { openCloudDatabase } from './cloud/db.ts';
import { CLOUD_SERVICES } from './cloud/services/index.ts';
import { localOrigins } from './origins.ts';

async function resetRunningCloud(cloudOrigin: string): Promise<boolean> {
  try {
    const health = await fetch(`${cloudOrigin}/_emulator/health`, { signal: AbortSignal.timeout(1000) });
    if (!health.ok) return false;
  } catch {
    return false;
  }
  const response = await fetch(`${cloudOrigin}/_emulator/reset`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`The running cloud refused the reset: ${await response.text()}`);
  return true;
}

const { cloudOrigin } = localOrigins();
if (await resetRunningCloud(cloudOrigin)) {
  console.log(`Reset the local cloud running at ${cloudOrigin} to the seed.`);
} else {
  const dataDir = cloudDataDir();
  if (dataDir === undefined) {
    console.log('CLOUD_DATA_DIR=memory: nothing is kept on disk, so there is nothing to reset.');
  } else {
    await rm(dataDir, { recursive: true, force: true });
    const database = await openCloudDatabase({ dataDir, services: CLOUD_SERVICES, now: () => new Date() });
    await database.db.close();
    console.log(`Deleted and seeded ${dataDir} again.`);
  }
}
