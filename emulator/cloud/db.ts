import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { SCENARIOS } from './scenarios.ts';
import type { Scenario } from './scenarios.ts';
import { seedCore } from './seed.ts';
import type { CloudService } from './services/cloud-service.ts';

// Bump when seedCore changes in a way the schema and scenarios do not show, so persisted databases are rebuilt.
const CORE_REVISION = '3';

/**
 * The environment variable naming a database dump (`dumpDataDir`) that new databases of every module (in memory, or in
 * an empty data directory) start from when they are given no snapshot: the vitest set-up seeds one dump per run
 * (test/global-setup.ts) and every cloud a test starts loads it instead of seeding again.
 */
export const CLOUD_SNAPSHOT_ENV = 'LOCAL_CLOUD_SNAPSHOT';

/**
 * The environment variable naming a dump of a new, empty database (PostgreSQL's initdb done, nothing else) that
 * databases of a few modules start from, to seed only those: initdb alone takes seconds, loading its dump a fraction.
 */
export const CLOUD_BARE_SNAPSHOT_ENV = 'LOCAL_CLOUD_BARE_SNAPSHOT';

async function snapshotFromEnvironment(variable: string): Promise<Blob | undefined> {
  const path = process.env[variable];
  if (!path) return undefined;
  try {
    return new Blob([await readFile(path)]);
  } catch {
    return undefined;
  }
}

/** True when `path` is missing or an empty directory: a data directory that holds no database yet. */
async function isEmptyDirectory(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Options of the cloud's database. */
export interface DatabaseOptions {
  /** A directory to keep the database in; in memory when undefined. */
  dataDir?: string;
  /**
   * A dump of an up-to-date database (`dumpDataDir`) to start from in memory instead of seeding: tests start many
   * clouds, and loading a dump takes a fraction of the seed's time. Its parts are checked like a kept database's.
   */
  snapshot?: Blob;
  services: readonly CloudService[];
  /** True when `services` is every module (the environment's dump may then be loaded). */
  allServices?: boolean;
  scenarios?: readonly Scenario[];
  /** The clock the seed resolves relative times with. */
  now: () => Date;
  /** Where to report a rebuild; silent when undefined. */
  log?: (message: string) => void;
}

/** The cloud's database with its set-up state. */
export interface CloudDatabase {
  db: PGlite;
  /** Whether this start seeded anything (a new database, a rebuilt one, or a newly added module). */
  seeded: boolean;
  /** Drops every table and seeds again. */
  reset: () => Promise<void>;
}

interface Part {
  name: string;
  sql: string;
  hash: string;
  seed: ((tx: Transaction, seededAt: Date) => Promise<void>) | undefined;
}

function hash(...texts: string[]): string {
  const digest = createHash('sha256');
  for (const text of texts) digest.update(text).update('\0');
  return digest.digest('hex');
}

async function loadParts(services: readonly CloudService[], scenarios: readonly Scenario[]): Promise<Part[]> {
  const coreSql = await readFile(new URL('./schema.sql', import.meta.url), 'utf8');
  const core: Part = {
    name: 'core',
    sql: coreSql,
    hash: hash(coreSql, JSON.stringify(scenarios), CORE_REVISION),
    seed: (tx, seededAt) => seedCore(tx, scenarios, seededAt),
  };
  const modules = await Promise.all(
    services.map(async (service): Promise<Part> => {
      const sql = service.schema ? await readFile(service.schema, 'utf8') : '';
      const { seed } = service;
      return {
        name: `service:${service.name}`,
        sql,
        hash: hash(sql, service.revision ?? ''),
        seed: seed && ((tx, seededAt) => seed({ db: tx, scenarios, seededAt })),
      };
    })
  );
  return [core, ...modules];
}

async function install(db: PGlite, part: Part, seededAt: Date): Promise<void> {
  await db.transaction(async tx => {
    if (part.sql.trim() !== '') await tx.exec(part.sql);
    await part.seed?.(tx, seededAt);
    await tx.query('insert into emulator_parts (name, hash, seeded_at) values ($1, $2, $3)', [
      part.name,
      part.hash,
      seededAt,
    ]);
  });
}

async function rebuild(db: PGlite, parts: readonly Part[], seededAt: Date): Promise<void> {
  await db.exec('drop schema public cascade; create schema public;');
  await db.exec('create table emulator_parts (name text primary key, hash text not null, seeded_at timestamptz)');
  for (const part of parts) await install(db, part, seededAt);
}

/**
 * Opens the database (in memory, or kept in `dataDir`) and brings it up to date: a new database gets every schema
 * and seed; a kept one gets only the modules added since (schema and seed); a kept one whose core schema, scenarios
 * or any module schema changed is rebuilt from the seed, since there are no migrations.
 */
export async function openCloudDatabase(options: DatabaseOptions): Promise<CloudDatabase> {
  const parts = await loadParts(options.services, options.scenarios ?? SCENARIOS);
  // The environment's dump holds every module: only a cloud of every module may start from it (a cloud of a few
  // modules seeds those alone, so no other module's rows show in its answers). A new data directory starts from it
  // too: the dump is the seed, written in a fraction of the time.
  const snapshot =
    options.dataDir !== undefined && !(await isEmptyDirectory(options.dataDir))
      ? undefined
      : (options.snapshot ??
        (await snapshotFromEnvironment(options.allServices ? CLOUD_SNAPSHOT_ENV : CLOUD_BARE_SNAPSHOT_ENV)));
  const db =
    options.dataDir !== undefined
      ? await PGlite.create(options.dataDir, snapshot ? { loadDataDir: snapshot } : {})
      : snapshot
        ? await PGlite.create({ loadDataDir: snapshot })
        : await PGlite.create();
  // A new data directory filled from the dump holds the seed it was made with: as seeded as a fresh seed.
  const fromSnapshotIntoDataDir = options.dataDir !== undefined && snapshot !== undefined;
  let seeded = fromSnapshotIntoDataDir;
  try {
    const { rows } = await db.query<{ exists: boolean }>(
      "select to_regclass('public.emulator_parts') is not null as exists"
    );
    if (!rows[0]?.exists) {
      await rebuild(db, parts, options.now());
      seeded = true;
    } else {
      const recorded = await db.query<{ name: string; hash: string }>('select name, hash from emulator_parts');
      const known = new Map(recorded.rows.map(row => [row.name, row.hash]));
      const changed = parts.filter(part => known.has(part.name) && known.get(part.name) !== part.hash);
      const removed = [...known.keys()].filter(name => !parts.some(part => part.name === name));
      if (changed.length > 0 || removed.length > 0) {
        const names = [...changed.map(part => part.name), ...removed].join(', ');
        options.log?.(`The stored data predates changes to ${names}: rebuilding it from the seed.`);
        await rebuild(db, parts, options.now());
        seeded = true;
      } else {
        for (const part of parts.filter(candidate => !known.has(candidate.name))) {
          await install(db, part, options.now());
          seeded = true;
        }
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    seeded,
    reset: () => rebuild(db, parts, options.now()),
  };
}
