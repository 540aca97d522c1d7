import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCloudDatabase } from '../emulator/cloud/db.ts';
import { CLOUD_SERVICES } from '../emulator/cloud/services/index.ts';

export { CLOUD_SNAPSHOT_ENV } from '../emulator/cloud/db.ts';

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
