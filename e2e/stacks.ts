import { localOrigins, type LocalOrigins } from '../emulator/origins.ts';

/**
 * Journeys run in several Playwright workers, each against a local stack of its own (console, cloud with its own
 * in-memory database, plugins) so that no journey sees another's writes: worker n's stack listens on the usual ports
 * (CONSOLE_PORT, CLOUD_PORT, PLUGIN_PORT; emulator/origins.ts) plus n × STACK_PORT_STEP. One production build serves
 * every stack: the console CDN replaces the cloud and plugin origins the build has baked in (emulator/cdn.ts,
 * `builtFor`). E2E_WORKERS sets how many (default 2, one per core of the machine CI runs on).
 */
export const STACK_PORT_STEP = 100;

function workerCount(): number {
  const raw = process.env['E2E_WORKERS'];
  if (raw === undefined || raw === '') return 2;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 8) throw new Error(`E2E_WORKERS must be 1 to 8, got '${raw}'`);
  return count;
}

export const E2E_WORKERS = workerCount();

/** The origins of stack `index` (0 for the first worker). */
export function stackOrigins(index: number): LocalOrigins {
  const base = localOrigins();
  const shift = index * STACK_PORT_STEP;
  const consolePort = base.consolePort + shift;
  const cloudPort = base.cloudPort + shift;
  const pluginPort = base.pluginPort + shift;
  return {
    consolePort,
    cloudPort,
    pluginPort,
    consoleOrigin: `http://localhost:${consolePort}`,
    cloudOrigin: `http://127.0.0.1:${cloudPort}`,
    pluginOrigin: `http://127.0.0.1:${pluginPort}`,
  };
}

/** The stack of the Playwright worker this code runs in (TEST_PARALLEL_INDEX; 0 outside a worker). */
export function workerStackOrigins(): LocalOrigins {
  return stackOrigins(Number(process.env['TEST_PARALLEL_INDEX'] ?? 0));
}

/** The environment that starts stack `index` with `tsx emulator/start.ts`. */
export function stackEnvironment(index: number): Record<string, string> {
  const origins = stackOrigins(index);
  const built = stackOrigins(0);
  return {
    CLOUD_DATA_DIR: 'memory',
    CONSOLE_PORT: String(origins.consolePort),
    CLOUD_PORT: String(origins.cloudPort),
    PLUGIN_PORT: String(origins.pluginPort),
    ...(index === 0
      ? {}
      : { CONSOLE_BUILD_CLOUD_ORIGIN: built.cloudOrigin, CONSOLE_BUILD_PLUGIN_ORIGIN: built.pluginOrigin }),
  };
}
