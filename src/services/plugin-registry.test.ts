import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleConfig } from '../config.ts';
import { routeManifest, routeRegistry } from '../../emulator/plugins/registry-data.ts';
import { answerJson, startScriptedServer, type ScriptedServer } from '../../test/scripted-server.ts';
import { fallbackPluginRegistry, fetchPluginRegistry } from './plugin-registry.ts';

const PLUGIN_ORIGIN = 'http://127.0.0.1:7999';

let server: ScriptedServer;
let config: ConsoleConfig;

beforeAll(async () => {
  server = await startScriptedServer();
  config = {
    cloudOrigin: server.origin,
    pluginOrigin: PLUGIN_ORIGIN,
    realm: 'oc1',
    secondLevelDomain: 'oraclecloud.com',
    hostRegion: 'us-ashburn-1',
    consoleVersion: '3.1.7',
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Serves the two manifests; either may be replaced by a status or a broken document. */
function serve(documents: { registry?: unknown; manifest?: unknown }): void {
  server.handle((received, response) => {
    const document = received.url.endsWith('/route-registry.json') ? documents.registry : documents.manifest;
    if (typeof document === 'number') return answerJson(response, document, { code: 'NotFound', message: 'gone' });
    answerJson(response, 200, document);
  });
}

describe('fetchPluginRegistry', () => {
  it('reads both manifests from the cloud, unsigned', async () => {
    serve({ registry: routeRegistry('http://plugins.example'), manifest: routeManifest() });
    const registry = await fetchPluginRegistry(config);
    expect(registry.source).toBe('remote');
    expect(registry.plugins.find(plugin => plugin.name === 'compute')?.urlTemplate).toBe(
      'http://plugins.example/{environment}/compute/?region={region}'
    );
    expect(registry.routes).toContainEqual({ path: '/compute', plugin: 'compute' });
    expect(server.requests.map(received => received.url).sort()).toEqual([
      '/plugins/console/3.1.7/route-manifest.json',
      '/plugins/console/3.1.7/route-registry.json',
    ]);
    expect(server.requests.every(received => received.headers.authorization === undefined)).toBe(true);
  });

  it('falls back to the bundled copy when a manifest is missing', async () => {
    serve({ registry: routeRegistry('http://plugins.example'), manifest: 404 });
    const registry = await fetchPluginRegistry(config, { retries: 0 });
    expect(registry.source).toBe('fallback');
    expect(registry.plugins.find(plugin => plugin.name === 'compute')?.urlTemplate).toBe(
      `${PLUGIN_ORIGIN}/{environment}/compute/?region={region}`
    );
    expect(console.warn).toHaveBeenCalled();
  });

  it('falls back when a manifest is malformed', async () => {
    const broken = { version: '3.1.7', plugins: [{ name: 'compute', pathPrefix: '/compute' }] };
    serve({ registry: broken, manifest: routeManifest() });
    expect((await fetchPluginRegistry(config, { retries: 0 })).source).toBe('fallback');
  });

  it('falls back when the cloud cannot be reached', async () => {
    const unreachable = { ...config, cloudOrigin: 'http://127.0.0.1:1' };
    expect((await fetchPluginRegistry(unreachable, { retries: 0 })).source).toBe('fallback');
  });
});

describe('bundled fallback copy', () => {
  it('matches the registry the local cloud serves', async () => {
    const fallback = await fallbackPluginRegistry({ pluginOrigin: PLUGIN_ORIGIN });
    const { source: _source, routes, ...registry } = fallback;
    // On failure, regenerate src/services/plugin-registry-fallback.json from emulator/plugins/registry-data.ts:
    // JSON of { registry: routeRegistry('{pluginOrigin}'), manifest: routeManifest() }.
    expect(registry).toEqual(routeRegistry(PLUGIN_ORIGIN));
    expect(routes).toEqual(routeManifest().routes);
  });

  it('covers the core plugin routes', async () => {
    const { routes } = await fallbackPluginRegistry({ pluginOrigin: PLUGIN_ORIGIN });
    const paths = routes.map(route => route.path);
    for (const path of ['/compute', '/networking/vcns', '/identity/users', '/object-storage', '/block-storage']) {
      expect(paths).toContain(path);
    }
    for (const path of ['/search', '/regions', '/tenancy', '/support', '/billing', '/announcements', '/db']) {
      expect(paths).toContain(path);
    }
  });
});
