import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCloudDatabase } from '../emulator/cloud/db.ts';
import { CLOUD_SERVICES } from '../emulator/cloud/services/index.ts';

/** The environment variable that names the seeded database dump the test clouds start from. */
export const CLOUD_SNAPSHOT_ENV = 'LOCAL_CLOUD_SNAPSHOT';

/** Seeds a database once and writes its dump to a temporary file; resolves with the file's path. */
export async function writeCloudSnapshot(): Promise<string> {
  const database = await openCloudDatabase({ services: CLOUD_SERVICES, now: () => new Date() });
  try {
    const dump = await database.db.dumpDataDir('none');
    const path = join(tmpdir(), `local-cloud-snapshot-${process.pid}.tar`);
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
    return path;
  } finally {
    await database.db.close();
  }
}

/** The dump named by the environment, or undefined when there is none (clouds then seed themselves). */
export async function readCloudSnapshot(): Promise<Blob | undefined> {
  const path = process.env[CLOUD_SNAPSHOT_ENV];
  if (!path) return undefined;
  try {
    return new Blob([await readFile(path)]);
  } catch {
    return undefined;
  }
}
