import * as v from 'valibot';
import { fetchJson, type TransportOptions } from '../http/api-client.ts';
import { serviceEndpoint, type EndpointConfig } from '../http/endpoints.ts';
import { callServiceData, pathParam } from './call.ts';
import type { ServiceContext } from './service-context.ts';

// Themes (spec 3 §3 Theme, §7 "GET of a tenancy-level ux-config.json and of the theme config"). Paths not shown:
// the local cloud's choice, docs/local-cloud-endpoints.md module themes. The service is named `ux` in endpoints.

const SERVICE = 'ux';

/** The realm's default theme and the others (spec 3 §9). */
export const THEME_IDS = { redwood: 'redwood', rainbow: 'rainbow', hg: 'hg' } as const;

/** The theme used when nothing names one (spec 3 §9: default redwood). */
export const DEFAULT_THEME_ID = THEME_IDS.redwood;

/** A console theme (spec 3 §3): id, name, assets (paths relative to the config's baseUrl) and colors. */
export const THEME_SCHEMA = v.object({
  id: v.string(),
  name: v.string(),
  assets: v.record(v.string(), v.string()),
  styles: v.object({ colors: v.record(v.string(), v.string()) }),
});

/** A console theme. */
export type Theme = v.InferOutput<typeof THEME_SCHEMA>;

/** The realm's theme config (spec 3 §3). */
export const THEME_CONFIG_SCHEMA = v.object({
  themes: v.array(THEME_SCHEMA),
  baseUrl: v.string(),
  commonAssets: v.record(v.string(), v.string()),
  /** ISO time after which the config should be fetched again. */
  timeOfExpiration: v.string(),
  activeTheme: v.string(),
  realmDefaultTheme: v.string(),
});

/** The realm's theme config. */
export type ThemeConfig = v.InferOutput<typeof THEME_CONFIG_SCHEMA>;

/**
 * A tenancy's ux-config.json: the theme it runs (`activeTheme`) and other settings the shell reads elsewhere (a
 * footer). Fields not shown in the spec: chosen; unknown ones pass through.
 */
export const UX_CONFIG_SCHEMA = v.looseObject({
  activeTheme: v.optional(v.string()),
  footer: v.optional(v.looseObject({ markdown: v.optional(v.string()) })),
});

/** A tenancy's ux-config.json. */
export type UxConfig = v.InferOutput<typeof UX_CONFIG_SCHEMA>;

/** Where and how to fetch the public theme config. */
export interface ThemeConfigRequest extends Omit<TransportOptions, 'operation'> {
  region: string;
  /** Realm configuration for the endpoint; defaults to this build's. */
  config?: EndpointConfig;
}

/** The URL of the realm's theme config in a region. */
export function themeConfigUrl(region: string, config?: EndpointConfig): string {
  return `${serviceEndpoint(SERVICE, region, config)}/themes/theme-config.json`;
}

/** GET /ux/{region}/themes/theme-config.json: public (unsigned), the same for every tenancy of the realm. */
export function getThemeConfig({ region, config, ...transport }: ThemeConfigRequest): Promise<ThemeConfig> {
  return fetchJson(themeConfigUrl(region, config), {
    ...transport,
    operation: 'GetThemeConfig',
    schema: THEME_CONFIG_SCHEMA,
  });
}

/** GET /ux/{region}/tenancies/{tenancyId}/ux-config.json: signed; 404 when the tenancy has none. */
export function getUxConfig(context: ServiceContext, tenancyId: string): Promise<UxConfig> {
  return callServiceData(context, {
    service: SERVICE,
    version: '',
    operation: 'GetUxConfig',
    path: `/tenancies/${pathParam(tenancyId)}/ux-config.json`,
    required: { tenancyId },
    schema: UX_CONFIG_SCHEMA,
  });
}

/** A theme of the config by id, or undefined. */
export function findTheme(config: ThemeConfig, id: string): Theme | undefined {
  return config.themes.find(theme => theme.id === id);
}
