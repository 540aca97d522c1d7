import { Hono } from 'hono';
import type { CloudEnv } from '../context.ts';
import { CONSOLE_VERSION, routeManifest, routeRegistry } from '../../plugins/registry-data.ts';

/** The public plugin manifests under `/plugins/console/{version}/`, built from the one registry module. */
export function pluginManifestRoutes(pluginOrigin: string): Hono<CloudEnv> {
  const app = new Hono<CloudEnv>();
  const base = `/plugins/console/${CONSOLE_VERSION}`;
  // Revalidated on every load so a changed registry reaches the console at once.
  const headers = { 'Cache-Control': 'no-cache' };
  app.get(`${base}/route-manifest.json`, c => c.json(routeManifest(), 200, headers));
  app.get(`${base}/route-registry.json`, c => c.json(routeRegistry(pluginOrigin), 200, headers));
  return app;
}
