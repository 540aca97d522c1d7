import { CONSOLE_ORIGIN_PARAM } from './protocol.ts';

/** Where a plugin page is loaded from: the registry's URL template with its placeholders filled. */
export interface PluginUrlInput {
  urlTemplate: string;
  environment: string;
  region: string;
  locale: string;
  /** The console path and query the plugin should show, e.g. /compute/instances?x=1. */
  consolePath: string;
  /** The console's origin: the only target the plugin's SDK posts its handshake to. */
  consoleOrigin: string;
}

/** The environment name the local plugin origin serves under. */
export const LOCAL_PLUGIN_ENVIRONMENT = 'local';

/**
 * Fills `{environment}`, `{region}` and `{locale}` in a registry URL template and passes the console path along,
 * so a plugin opens at the page the user asked for, and the console's origin, so its SDK knows where to say hello. Anything that is not http(s) is refused.
 */
export function pluginFrameUrl({
  urlTemplate,
  environment,
  region,
  locale,
  consolePath,
  consoleOrigin,
}: PluginUrlInput): URL {
  const filled = urlTemplate
    .replaceAll('{environment}', encodeURIComponent(environment))
    .replaceAll('{region}', encodeURIComponent(region))
    .replaceAll('{locale}', encodeURIComponent(locale));
  const url = new URL(filled);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Plugin URL must be http or https, got ${url.protocol}`);
  }
  url.searchParams.set('consolePath', consolePath);
  url.searchParams.set(CONSOLE_ORIGIN_PARAM, consoleOrigin);
  return url;
}
