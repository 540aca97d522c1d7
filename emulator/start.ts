// Starts the three local origins: `tsx emulator/start.ts [--dev]` (npm start / npm run serve).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCdn } from './cdn.ts';
import { cloudDataDir } from './cloud/data-dir.ts';
import { DEMO_CREDENTIALS } from './cloud/scenarios.ts';
import { startCloudServer } from './cloud/server.ts';
import { PortInUseError } from './listen.ts';
import { localOrigins } from './origins.ts';
import type { LocalOrigins } from './origins.ts';
import { startPluginServer } from './plugins/server.ts';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

type Stop = () => Promise<void>;

/**
 * The origins the build in dist/ was made for, when the environment says they differ from this stack's
 * (CONSOLE_BUILD_CLOUD_ORIGIN and CONSOLE_BUILD_PLUGIN_ORIGIN, set by playwright.config.ts for its second stack).
 */
function builtForOrigins(): { cloudOrigin: string; pluginOrigin: string } | undefined {
  const cloudOrigin = process.env['CONSOLE_BUILD_CLOUD_ORIGIN'];
  const pluginOrigin = process.env['CONSOLE_BUILD_PLUGIN_ORIGIN'];
  if (!cloudOrigin || !pluginOrigin) return undefined;
  return { cloudOrigin, pluginOrigin };
}

async function startConsole(origins: LocalOrigins, dev: boolean): Promise<{ stop: Stop; mode: string }> {
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: REPO_ROOT, configFile: resolve(REPO_ROOT, 'vite.config.ts') });
    try {
      await vite.listen();
    } catch (error) {
      await vite.close();
      // Vite's config sets strictPort, so a taken port fails here rather than moving to another port.
      if (error instanceof Error && /already in use/i.test(error.message)) {
        throw new PortInUseError('console', origins.consolePort, 'CONSOLE_PORT');
      }
      throw error;
    }
    return { stop: () => vite.close(), mode: 'Vite dev server' };
  }
  const dist = resolve(REPO_ROOT, 'dist');
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error('dist/index.html does not exist: run `npm run build` first, or start with --dev.');
  }
  const cdn = await startCdn({ root: dist, origins, builtFor: builtForOrigins() });
  return { stop: cdn.close, mode: 'production build from dist/' };
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const origins = localOrigins();
  const stops: Stop[] = [];
  const stopAll = async () => {
    const results = await Promise.allSettled(stops.reverse().map(stop => stop()));
    for (const result of results) {
      if (result.status === 'rejected') console.error('[start] error while stopping:', result.reason);
    }
  };

  const dataDir = cloudDataDir();
  const faultSeed = process.env['CLOUD_FAULT_SEED'];
  try {
    const cloud = await startCloudServer(origins, {
      dataDir,
      faultSeed: faultSeed === undefined || faultSeed === '' ? undefined : Number(faultSeed),
      log: message => console.log(`[cloud] ${message}`),
    });
    stops.push(cloud.close);
    const data =
      dataDir === undefined
        ? 'in memory (CLOUD_DATA_DIR=memory)'
        : `${dataDir} (${cloud.cloud.seeded ? 'seeded now' : 'kept from the last run'}; npm run cloud:reset starts over)`;
    const plugins = await startPluginServer(origins);
    stops.push(plugins.close);
    const consoleOrigin = await startConsole(origins, dev);
    stops.push(consoleOrigin.stop);

    console.log(
      [
        '',
        `  Console:      ${origins.consoleOrigin}   (${consoleOrigin.mode})`,
        `  Local cloud:  ${origins.cloudOrigin}`,
        `  Plugins:      ${origins.pluginOrigin}`,
        `  Cloud data:   ${data}`,
        '',
        `  Sign in as:   ${DEMO_CREDENTIALS.userName} / ${DEMO_CREDENTIALS.password} (other scenario users: sign-in page)`,
        '  Faults:       npm run faults -- --help',
        '',
        '  Press Ctrl-C to stop.',
        '',
      ].join('\n')
    );
  } catch (error) {
    console.error(`\n  Cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    await stopAll();
    process.exit(1);
  }

  let stopping = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping the local origins…`);
    stopAll().then(
      () => process.exit(0),
      () => process.exit(1)
    );
  };
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

await main();
