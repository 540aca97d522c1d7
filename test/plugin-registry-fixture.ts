import type { PluginRegistry } from '../src/services/plugin-registry.ts';

/** A registry with the compute plugin alone, so /compute paths route to a plugin and other paths to the shell. */
export const COMPUTE_ONLY_REGISTRY: PluginRegistry = {
  version: '1',
  plugins: [
    {
      name: 'compute',
      pathPrefix: '/compute',
      urlTemplate: 'http://127.0.0.1:7071/compute/',
      queryParams: [],
      allowedEndpoints: [],
    },
  ],
  routes: [{ path: '/compute', plugin: 'compute' }],
  source: 'fallback',
};
