import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLUGINS } from '../emulator/plugins/registry-data.ts';
import { startLocalCloud, type LocalCloud } from '../test/local-cloud.ts';
import { $pluginPrefixes, $pluginRegistry, loadPluginRegistry } from './plugins.ts';
import { useServiceEndpoints } from './service-context.ts';

let local: LocalCloud;

/** An origin where nothing listens: a port taken from the system and given back. */
async function closedOrigin(): Promise<string> {
  const server: Server = createServer();
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise(resolve => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  local = await startLocalCloud();
});

afterAll(async () => {
  useServiceEndpoints(undefined);
  await local.close();
});

beforeEach(() => {
  useServiceEndpoints(local.endpoints);
  $pluginRegistry.set(null);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

const PREFIXES = PLUGINS.map(plugin => plugin.pathPrefix);

describe('loadPluginRegistry', () => {
  it("publishes the cloud's registry, its path prefixes longest first", async () => {
    expect($pluginPrefixes.get()).toEqual([]);

    const registry = await loadPluginRegistry();

    expect(registry.source).toBe('remote');
    expect($pluginRegistry.get()).toEqual(registry);
    const prefixes = $pluginPrefixes.get();
    expect([...prefixes].sort()).toEqual([...PREFIXES].sort());
    // Longest first, so /compute/instances would be matched before /compute.
    for (const [index, prefix] of prefixes.entries()) {
      expect(prefix.length).toBeLessThanOrEqual(prefixes[index - 1]?.length ?? Infinity);
    }
  });

  it('publishes the bundled copy when the cloud cannot be reached', async () => {
    useServiceEndpoints({ cloudOrigin: await closedOrigin(), secondLevelDomain: 'oraclecloud.com' });

    const registry = await loadPluginRegistry();

    expect(registry.source).toBe('fallback');
    expect($pluginRegistry.get()?.source).toBe('fallback');
    expect([...$pluginPrefixes.get()].sort()).toEqual([...PREFIXES].sort());
  });
});
