import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PLUGINS, fallbackRegistryDocument, routeManifest, routeRegistry } from './registry-data.ts';

const SHELL_PAGES = ['/', '/dashboard', '/resourcemanager/quickstarts', '/applications', '/tenancy-override'];

describe('plugin registry data', () => {
  it('gives every plugin a unique name and a unique path prefix', () => {
    const names = PLUGINS.map(plugin => plugin.name);
    const prefixes = PLUGINS.map(plugin => plugin.pathPrefix);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });

  it('leaves the shell pages to the shell', () => {
    for (const plugin of PLUGINS) {
      for (const shellPage of SHELL_PAGES) {
        const owned = plugin.pathPrefix === shellPage || shellPage.startsWith(`${plugin.pathPrefix}/`);
        expect(owned, `${plugin.name} claims ${shellPage}`).toBe(false);
        expect(plugin.pathPrefix.startsWith(`${shellPage}/`) && shellPage !== '/').toBe(false);
      }
    }
  });

  it('covers the example prefixes of the spec', () => {
    const prefixes = new Set(PLUGINS.map(plugin => plugin.pathPrefix));
    for (const prefix of ['/compute', '/networking/vcns', '/identity/compartments', '/billing', '/object-storage']) {
      expect(prefixes.has(prefix)).toBe(true);
    }
  });

  it('derives the manifest and the registry from the same list', () => {
    const registry = routeRegistry('http://127.0.0.1:7071');
    const manifest = routeManifest();
    expect(manifest.routes).toEqual(registry.plugins.map(plugin => ({ path: plugin.pathPrefix, plugin: plugin.name })));
    expect(registry.plugins[0]).toEqual({
      name: 'compute',
      pathPrefix: '/compute',
      urlTemplate: 'http://127.0.0.1:7071/{environment}/compute/?region={region}',
      queryParams: [],
      allowedEndpoints: [
        { service: 'iaas', methods: ['GET', 'POST', 'DELETE'], pathPrefix: '/20160918/instances' },
        { service: 'iaas', methods: ['GET'], pathPrefix: '/20160918/shapes' },
        { service: 'identity', methods: ['GET'], pathPrefix: '/20160918/availabilityDomains' },
      ],
    });
  });
});

describe('the console fallback copy', () => {
  it('matches the registry the local cloud serves', async () => {
    const path = new URL('../../src/services/plugin-registry-fallback.json', import.meta.url);
    const bundled: unknown = JSON.parse(await readFile(path, 'utf8'));
    expect(bundled).toEqual(fallbackRegistryDocument());
  });
});
