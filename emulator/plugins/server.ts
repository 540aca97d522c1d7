import { serveStaticAssets } from '../static-assets.ts';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { LocalOrigins } from '../origins.ts';
import { closeServer, listen } from '../listen.ts';
import {
  PLUGIN_ASSETS_PATH,
  pluginPageHeaders,
  renderComputePage,
  renderGenericPage,
  renderMissingPluginPage,
} from './pages.ts';
import { PLUGIN_ENVIRONMENT, PLUGINS } from './registry-data.ts';

const ASSETS: Record<string, string> = {
  'plugin.css': 'text/css; charset=utf-8',
  'plugin.js': 'text/javascript; charset=utf-8',
};

/** The plugin origin's app: sample plugin pages at `/{environment}/{plugin}/` and their shared assets. */
export async function createPluginApp(origins: LocalOrigins): Promise<Hono> {
  const app = new Hono();
  const headers = pluginPageHeaders(origins.consoleOrigin);
  await serveStaticAssets(app, PLUGIN_ASSETS_PATH, {
    folder: new URL('./assets/', import.meta.url),
    types: ASSETS,
    headers: {
      'Cache-Control': 'no-cache',
      // A sandboxed frame has an opaque origin; its subresource requests carry `Origin: null`.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Access-Control-Allow-Origin': '*',
    },
  });

  app.get('/:environment/:plugin', c => c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301));

  // Plugins are single-page apps: their own sub-routes (/local/compute/instances/…) load the same page.
  app.get('/:environment/:plugin/*', async c => {
    const plugin = PLUGINS.find(candidate => candidate.name === c.req.param('plugin'));
    if (c.req.param('environment') !== PLUGIN_ENVIRONMENT || !plugin) {
      return c.html(await renderMissingPluginPage(), 404, headers);
    }
    const page = plugin.name === 'compute' ? await renderComputePage() : await renderGenericPage(plugin);
    return c.html(page, 200, headers);
  });

  app.notFound(async c => c.html(await renderMissingPluginPage(), 404, headers));
  return app;
}

/** The plugin origin listening on its port. */
export interface PluginServer {
  server: Server;
  /** The origin it answers on, e.g. http://127.0.0.1:7071. */
  url: string;
  close: () => Promise<void>;
}

/** Starts the plugin origin on `origins.pluginPort` (127.0.0.1); rejects with PortInUseError if the port is taken. */
export async function startPluginServer(origins: LocalOrigins): Promise<PluginServer> {
  const app = await createPluginApp(origins);
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await listen(server, {
    label: 'plugin origin',
    port: origins.pluginPort,
    host: '127.0.0.1',
    variable: 'PLUGIN_PORT',
  });
  return { server, url: origins.pluginOrigin, close: () => closeServer(server) };
}
