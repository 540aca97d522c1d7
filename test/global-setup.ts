import { rm } from 'node:fs/promises';
import { CLOUD_BARE_SNAPSHOT_ENV, CLOUD_SNAPSHOT_ENV, writeCloudSnapshots } from './cloud-snapshot.ts';

/**
 * Seeds the local cloud's database once for the whole vitest run: the test files each start a cloud of their own
 * (isolation), loading this dump instead of applying every schema and seed again. Clouds of a few modules load the
 * dump of an empty database instead and seed only their modules (emulator/cloud/db.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Each vitest project runs the global set-up (vitest.config.ts has two): the first one's dumps serve both.
  if (process.env[CLOUD_SNAPSHOT_ENV] && process.env[CLOUD_BARE_SNAPSHOT_ENV]) return async () => undefined;
  const { full, bare } = await writeCloudSnapshots();
  process.env[CLOUD_SNAPSHOT_ENV] = full;
  process.env[CLOUD_BARE_SNAPSHOT_ENV] = bare;
  return async () => {
    await Promise.all([rm(full, { force: true }), rm(bare, { force: true })]);
  };
}
