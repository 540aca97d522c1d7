import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConditionState } from '../emulator/cloud/conditions.ts';
import { openCloudDatabase } from '../emulator/cloud/db.ts';
import { CLOUD_SERVICES } from '../emulator/cloud/services/index.ts';
import { CloudStore } from '../emulator/cloud/store.ts';
import { TokenService } from '../emulator/cloud/tokens.ts';

export { CLOUD_BARE_SNAPSHOT_ENV, CLOUD_SNAPSHOT_ENV } from '../emulator/cloud/db.ts';

/**
 * initdb's options for the test databases: every cloud a test starts loads a dump, and loading costs in proportion to
 * its size (untarring it into PGlite's in-memory file system). With 16 MB write-ahead log segments and the two
 * template databases, a seeded dump was 46 MB; with 1 MB segments, at most four of them kept, and no templates (the
 * local cloud never creates a database), it is a third of that and loads in about half the time.
 */
const COMPACT_INITDB = ['--wal-segsize=1', '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'];

async function dump(db: PGlite): Promise<Blob> {
  // A checkpoint first, so the dump's log holds no work to redo and its old segments are gone.
  await db.exec('checkpoint');
  return db.dumpDataDir('none');
}

async function writeDump(blob: Blob, name: string): Promise<string> {
  const path = join(tmpdir(), `local-cloud-${name}-${process.pid}.tar`);
  await writeFile(path, new Uint8Array(await blob.arrayBuffer()));
  return path;
}

/** The dump of a new, empty database: initdb done, the template databases dropped. */
async function bareDump(): Promise<Blob> {
  const db = await PGlite.create({ initDbStartParams: COMPACT_INITDB });
  try {
    await db.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
    await db.exec('drop database template0');
    await db.exec('drop database template1');
    return await dump(db);
  } finally {
    await db.close();
  }
}

/**
 * Writes the test run's two dumps to temporary files: a new, empty database (clouds of a few modules seed those on
 * it) and one seeded with every module and holding a token-signing key (every other cloud starts from it). Resolves
 * with their paths.
 */
export async function writeCloudSnapshots(): Promise<{ full: string; bare: string }> {
  const bare = await bareDump();
  const database = await openCloudDatabase({ services: CLOUD_SERVICES, snapshot: bare, now: () => new Date() });
  let full: Blob;
  try {
    // With its token-signing key: each cloud of the run then loads it instead of making an RSA key pair of its own
    // (0.1–0.5 s of the thread pool's time per cloud).
    const store = new CloudStore(database.db, new ConditionState());
    await TokenService.create({ store, issuer: 'http://127.0.0.1', now: () => new Date() });
    full = await dump(database.db);
  } finally {
    await database.db.close();
  }
  return { full: await writeDump(full, 'snapshot'), bare: await writeDump(bare, 'bare') };
}
