import * as v from 'valibot';
import { CONSOLE_CONFIG } from '../config.ts';
import { fetchJson, fetchStatus, type TransportOptions } from '../http/api-client.ts';
import { serviceEndpoint, type EndpointConfig } from '../http/endpoints.ts';

// The small public pieces the console loads outside the service APIs (spec 3 §7 "Other services"): the identity
// domain's logout with its wait time, plugin locale files, the reachability check before choosing a console URL, and
// the cookie-consent script's address. None is signed. Paths are not shown in the spec; the local cloud's are used
// (emulator/cloud/services/console-assets/README.md), and a real realm's hosts are chosen alike.

/** Default identity logout wait (spec 3 §9: 2000 ms). */
export const IDENTITY_LOGOUT_WAIT_MS = 2000;

type Config = EndpointConfig & { consoleVersion?: string };

function cloudBase(config: Config): string {
  // Locally everything sits on the cloud origin; a real realm serves these from the console's CDN host.
  return config.cloudOrigin ? config.cloudOrigin.replace(/\/+$/, '') : `https://console.${config.secondLevelDomain}`;
}

/**
 * The identity domain's logout endpoint in a region with the token to end and, for a full-page navigation, where to
 * return afterwards.
 */
export function identityLogoutUrl(
  region: string,
  params: { token: string; returnTo?: string },
  config: EndpointConfig = CONSOLE_CONFIG
): string {
  const url = new URL(`${serviceEndpoint('idcs', region, config)}/sso/v1/user/logout`);
  if (params.returnTo !== undefined) url.searchParams.set('post_logout_redirect_uri', params.returnTo);
  url.searchParams.set('id_token_hint', params.token);
  return url.href;
}

/** What became of an identity logout. */
export type IdentityLogoutOutcome = 'signed-out' | 'waited' | 'failed';

/**
 * Calls the identity domain's logout and waits for it at most `waitMs` (spec 3 §7, §9: default 2000 ms): sign-out
 * goes on locally whatever the answer, so a slow identity domain never keeps the user waiting. Never rejects.
 */
export async function identityLogout(
  region: string,
  token: string,
  options: { waitMs?: number; config?: EndpointConfig } = {}
): Promise<IdentityLogoutOutcome> {
  // Without a return address: the call is a fetch, and the console navigates itself once it is done or waited enough.
  const url = identityLogoutUrl(region, { token }, options.config);
  try {
    const status = await fetchStatus(url, {
      operation: 'IdentityLogout',
      timeoutMs: options.waitMs ?? IDENTITY_LOGOUT_WAIT_MS,
    });
    return status >= 200 && status < 400 ? 'signed-out' : 'failed';
  } catch (error) {
    return (error as { code?: string }).code === 'API_TIMEOUT' ? 'waited' : 'failed';
  }
}

/** A plugin's messages in one language: key → text. */
export const PLUGIN_LOCALE_SCHEMA = v.record(v.string(), v.string());

/** A plugin's messages in one language. */
export type PluginLocale = v.InferOutput<typeof PLUGIN_LOCALE_SCHEMA>;

/** The URL of a plugin's locale file: `/plugins/console/{version}/locales/{plugin}/{language}.json` (spec 3 §2, §7). */
export function pluginLocaleUrl(plugin: string, language: string, config: Config = CONSOLE_CONFIG): string {
  const version = config.consoleVersion ?? CONSOLE_CONFIG.consoleVersion;
  return `${cloudBase(config)}/plugins/console/${version}/locales/${encodeURIComponent(plugin)}/${encodeURIComponent(language)}.json`;
}

/**
 * GETs a plugin's locale file for a language; a language the plugin lacks (404) falls back to English, as the
 * console's own catalogs do.
 */
export async function getPluginLocale(
  plugin: string,
  language: string,
  options: Omit<TransportOptions, 'operation'> & { config?: Config } = {}
): Promise<PluginLocale> {
  const { config, ...transport } = options;
  const get = (lang: string) =>
    fetchJson(pluginLocaleUrl(plugin, lang, config), {
      ...transport,
      operation: 'GetPluginLocale',
      schema: PLUGIN_LOCALE_SCHEMA,
    });
  try {
    return await get(language);
  } catch (error) {
    if (language === 'en' || (error as { status?: number }).status !== 404) throw error;
    return get('en');
  }
}

/** The provider parameter added for a token of the identity cloud service (spec 3 §7; value not shown: chosen). */
export const IDENTITY_CLOUD_SERVICE_PROVIDER = 'OracleIdentityCloudService';

/** Where the console of a region and tenancy lives: `/?region={region}&tenant={tenant}` (+ provider). */
export function consoleUrl(params: { region: string; tenant: string; identityCloudServiceToken?: boolean }): string {
  const query = new URLSearchParams({ region: params.region, tenant: params.tenant });
  if (params.identityCloudServiceToken) query.set('provider', IDENTITY_CLOUD_SERVICE_PROVIDER);
  return `/?${query.toString()}`;
}

/**
 * The reachability check of spec 3 §7: fetches the unsupported-browser page first and answers the console URL to go
 * to only when it answered (2xx); null when the console host cannot be reached, so the caller stays where it is.
 */
export async function reachableConsoleUrl(
  params: { region: string; tenant: string; identityCloudServiceToken?: boolean },
  options: { timeoutMs?: number; config?: EndpointConfig } = {}
): Promise<string | null> {
  const config = options.config ?? CONSOLE_CONFIG;
  try {
    const status = await fetchStatus(`${cloudBase(config)}/unsupported-browser.html`, {
      operation: 'GetUnsupportedBrowserPage',
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    return status >= 200 && status < 300 ? consoleUrl(params) : null;
  } catch {
    return null;
  }
}

/** The cookie-consent script's address with the language parameter (spec 3 §7); the loader is the analytics phase's. */
export function consentScriptUrl(language: string, config: EndpointConfig = CONSOLE_CONFIG): string {
  return `${cloudBase(config)}/consent/consent.js?lang=${encodeURIComponent(language)}`;
}
