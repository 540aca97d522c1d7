import { readFile } from 'node:fs/promises';
import { serveStaticAssets } from '../static-assets.ts';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { LocalOrigins } from '../origins.ts';
import { closeServer, listen } from '../listen.ts';
import { pluginScripts } from './bundle.ts';
import {
  ELEMENT_PLUGINS,
  ELEMENTS_THEME_PATH,
  elementPageHeaders,
  PLUGIN_ASSETS_PATH,
  pluginPageHeaders,
  renderMissingPluginPage,
  renderPluginPage,
} from './pages.ts';
import { CONSOLE_VERSION, PLUGIN_ENVIRONMENT, PLUGINS } from './registry-data.ts';
import { SAMPLE_PLUGIN_LOCALES } from './sample-locales.ts';

const STYLES: Record<string, string> = { 'plugin.css': 'text/css; charset=utf-8' };

const ASSET_HEADERS = {
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  // Same-origin for a page framed with allow-same-origin; should a console frame it with an opaque origin, its
  // requests carry `Origin: null` and need these to load module scripts and locale files.
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Access-Control-Allow-Origin': '*',
};

/**
 * The plugin origin's app: sample plugin pages at `/{environment}/{plugin}/`, their stylesheet, the plugin SDK and the
 * sample scripts under /assets/ (built from source when the app is created, see bundle.ts), and the plugins' locale
 * files under `/plugins/console/{version}/locales/{plugin}/{language}.json` (the files the local cloud serves too).
 */
export async function createPluginApp(origins: LocalOrigins): Promise<Hono> {
  const app = new Hono();
  const headers = pluginPageHeaders(origins.consoleOrigin);
  const elementHeaders = elementPageHeaders(origins.consoleOrigin);
  const scripts = await pluginScripts();

  app.get(`${PLUGIN_ASSETS_PATH}/:file{.+\\.js}`, c => {
    const script = scripts.get(c.req.param('file'));
    if (script === undefined) return c.text('Not found', 404);
    return c.body(script, 200, { ...ASSET_HEADERS, 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  // The elements' tokens as the package ships them (theme.css), read from the source like the scripts.
  const theme = await readFile(new URL('../../src/styles/tokens.css', import.meta.url));
  app.get(ELEMENTS_THEME_PATH, c =>
    c.body(new Uint8Array(theme), 200, { ...ASSET_HEADERS, 'Content-Type': 'text/css; charset=utf-8' })
  );
  await serveStaticAssets(app, PLUGIN_ASSETS_PATH, {
    folder: new URL('./assets/', import.meta.url),
    types: STYLES,
    headers: ASSET_HEADERS,
  });

  app.get(`/plugins/console/${CONSOLE_VERSION}/locales/:plugin/:file`, c => {
    const plugin = c.req.param('plugin');
    const language = /^([a-z]{2,3})\.json$/.exec(c.req.param('file'))?.[1] ?? '';
    const languages = Object.hasOwn(SAMPLE_PLUGIN_LOCALES, plugin) ? SAMPLE_PLUGIN_LOCALES[plugin] : undefined;
    const strings = languages && Object.hasOwn(languages, language) ? languages[language as 'en'] : undefined;
    if (strings === undefined) return c.json({ code: 'NotFound', message: 'No such locale file.' }, 404, ASSET_HEADERS);
    return c.json(strings, 200, ASSET_HEADERS);
  });

  app.get('/:environment/:plugin', c => c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301));

  // Plugins are single-page apps: their own sub-routes (/local/compute/instances/…) load the same page.
  app.get('/:environment/:plugin/*', async c => {
    const plugin = PLUGINS.find(candidate => candidate.name === c.req.param('plugin'));
    if (c.req.param('environment') !== PLUGIN_ENVIRONMENT || !plugin) {
      return c.html(await renderMissingPluginPage(), 404, headers);
    }
    return c.html(await renderPluginPage(plugin), 200, ELEMENT_PLUGINS.has(plugin.name) ? elementHeaders : headers);
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
