import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { seedDatabase } from './seed.ts';

/** Opens a fresh in-memory database with the schema applied and the scenario tenancies seeded. */
export async function openDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  try {
    await db.exec(await readFile(new URL('./schema.sql', import.meta.url), 'utf8'));
    await seedDatabase(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
