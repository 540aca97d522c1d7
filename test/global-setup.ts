import { rm } from 'node:fs/promises';
import { CLOUD_SNAPSHOT_ENV, writeCloudSnapshot } from './cloud-snapshot.ts';

/**
 * Seeds the local cloud's database once for the whole vitest run: the test files each start a cloud of their own
 * (isolation), loading this dump instead of applying every schema and seed again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const path = await writeCloudSnapshot();
  process.env[CLOUD_SNAPSHOT_ENV] = path;
  return async () => {
    await rm(path, { force: true });
  };
}
