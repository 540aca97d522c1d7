import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm start` keeps the local cloud's database: `.emulator-data/` at the repository root (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.emulator-data', import.meta.url));

/** The data directory `CLOUD_DATA_DIR` names: undefined for `memory`, the default when unset. */
export function cloudDataDir(value: string | undefined = process.env['CLOUD_DATA_DIR']): string | undefined {
  if (value === undefined || value === '') return DEFAULT_DATA_DIR;
  if (value === 'memory') return undefined;
  return resolve(value);
}
