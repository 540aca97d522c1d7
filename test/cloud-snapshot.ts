import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openCloudDatabase } from '../emulator/cloud/db.ts';
import { CLOUD_SERVICES } from '../emulator/cloud/services/index.ts';

export { CLOUD_BARE_SNAPSHOT_ENV, CLOUD_SNAPSHOT_ENV } from '../emulator/cloud/db.ts';

async function writeDump(db: PGlite, name: string): Promise<string> {
  const dump = await db.dumpDataDir('none');
  const path = join(tmpdir(), `local-cloud-${name}-${process.pid}.tar`);
  await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  return path;
}

/** Seeds a database of every module once and writes its dump to a temporary file; resolves with the file's path. */
export async function writeCloudSnapshot(): Promise<string> {
  const database = await openCloudDatabase({ services: CLOUD_SERVICES, now: () => new Date() });
  try {
    return await writeDump(database.db, 'snapshot');
  } finally {
    await database.db.close();
  }
}

/** Writes the dump of a new, empty database (clouds of a few modules seed those on it); resolves with its path. */
export async function writeBareCloudSnapshot(): Promise<string> {
  const db = await PGlite.create();
  try {
    // A dump taken before the first statement does not load again.
    await db.query('select 1');
    return await writeDump(db, 'bare');
  } finally {
    await db.close();
  }
}
