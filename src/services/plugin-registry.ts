import * as v from 'valibot';
import { CONSOLE_CONFIG, type ConsoleConfig } from '../config.ts';
import { fetchJson } from '../http/api-client.ts';

const PATH = v.pipe(v.string(), v.startsWith('/'));

/** A cloud API a plugin may have the shell call for it: methods and a path prefix under `/{service}/{region}`. */
export const ALLOWED_ENDPOINT_SCHEMA = v.object({
  service: v.pipe(v.string(), v.minLength(1)),
  methods: v.array(v.picklist(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])),
  pathPrefix: PATH,
});

/** One plugin of the route registry. */
export const REGISTRY_PLUGIN_SCHEMA = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  /** Route path prefix the plugin owns, e.g. `/compute`. */
  pathPrefix: PATH,
  /** Page URL with `{environment}` and `{region}` placeholders. */
  urlTemplate: v.pipe(v.string(), v.regex(/^https?:\/\//, 'a plugin URL template must be an http(s) URL')),
  /** Extra query parameters the shell appends (`locale`, `intent-id`). */
  queryParams: v.optional(v.array(v.string()), () => []),
  allowedEndpoints: v.optional(v.array(ALLOWED_ENDPOINT_SCHEMA), () => []),
});

/** `route-registry.json`: plugin names, path prefixes and URL templates (spec 3 §2). */
export const ROUTE_REGISTRY_SCHEMA = v.object({
  version: v.string(),
  /** Fills `{environment}` in URL templates. */
  environment: v.optional(v.string()),
  plugins: v.array(REGISTRY_PLUGIN_SCHEMA),
});

/** `route-manifest.json`: path prefix → plugin name. */
export const ROUTE_MANIFEST_SCHEMA = v.object({
  routes: v.array(v.object({ path: PATH, plugin: v.string() })),
});

/** A cloud API a plugin may have the shell call for it. */
export type AllowedEndpoint = v.InferOutput<typeof ALLOWED_ENDPOINT_SCHEMA>;
/** One plugin of the route registry. */
export type RegistryPlugin = v.InferOutput<typeof REGISTRY_PLUGIN_SCHEMA>;
/** The route registry document. */
export type RouteRegistry = v.InferOutput<typeof ROUTE_REGISTRY_SCHEMA>;
/** The route manifest document. */
export type RouteManifest = v.InferOutput<typeof ROUTE_MANIFEST_SCHEMA>;

/** The plugin registry the shell routes by: the registry document, the manifest's routes, and where they came from. */
export interface PluginRegistry extends RouteRegistry {
  routes: RouteManifest['routes'];
  /** `remote` from the cloud, `fallback` from the copy bundled with the console. */
  source: 'remote' | 'fallback';
}

/** Options of the registry fetch. */
export interface FetchPluginRegistryOptions {
  /** Per-attempt timeout; the fallback is there so the shell need not wait long. */
  timeoutMs?: number;
  retries?: number;
  signal?: AbortSignal;
}

/** The manifests' base URL: `${cloudOrigin}/plugins/console/${consoleVersion}`. */
export function pluginManifestBase(
  config: Pick<ConsoleConfig, 'cloudOrigin' | 'consoleVersion'> = CONSOLE_CONFIG
): string {
  return `${config.cloudOrigin.replace(/\/+$/, '')}/plugins/console/${config.consoleVersion}`;
}

/**
 * Fetches the route registry and route manifest (unsigned) and validates them. When either fails or is malformed
 * the bundled fallback copy is used for both, so the routes and the plugins they name always agree.
 */
export async function fetchPluginRegistry(
  config: ConsoleConfig = CONSOLE_CONFIG,
  options: FetchPluginRegistryOptions = {}
): Promise<PluginRegistry> {
  const base = pluginManifestBase(config);
  const transport = { timeoutMs: 5_000, retries: 1, ...options };
  try {
    const [registry, manifest] = await Promise.all([
      fetchJson(`${base}/route-registry.json`, {
        ...transport,
        operation: 'GetRouteRegistry',
        schema: ROUTE_REGISTRY_SCHEMA,
      }),
      fetchJson(`${base}/route-manifest.json`, {
        ...transport,
        operation: 'GetRouteManifest',
        schema: ROUTE_MANIFEST_SCHEMA,
      }),
    ]);
    return { ...registry, routes: manifest.routes, source: 'remote' };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('[plugins] using the bundled plugin registry:', error instanceof Error ? error.message : error);
    return fallbackPluginRegistry(config);
  }
}

/** The bundled copy, loaded only when needed, with `{pluginOrigin}` filled from the configuration. */
export async function fallbackPluginRegistry(
  config: Pick<ConsoleConfig, 'pluginOrigin'> = CONSOLE_CONFIG
): Promise<PluginRegistry> {
  const { default: fallback } = await import('./plugin-registry-fallback.json');
  const origin = config.pluginOrigin.replace(/\/+$/, '');
  const plugins = fallback.registry.plugins.map(plugin => ({
    ...plugin,
    urlTemplate: plugin.urlTemplate.replace('{pluginOrigin}', origin),
  }));
  const registry = v.parse(ROUTE_REGISTRY_SCHEMA, { ...fallback.registry, plugins });
  const manifest = v.parse(ROUTE_MANIFEST_SCHEMA, fallback.manifest);
  return { ...registry, routes: manifest.routes, source: 'fallback' };
}
