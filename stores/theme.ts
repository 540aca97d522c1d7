import { atom } from 'nanostores';
import { isApiError } from '../src/http/errors.ts';
import {
  DEFAULT_THEME_ID,
  findTheme,
  getThemeConfig,
  getUxConfig,
  type Theme,
  type ThemeConfig,
  type UxConfig,
} from '../src/services/themes.ts';
import { $activeRegion } from './active-region.ts';
import { serviceContext, serviceEndpoints, type ServiceContextOptions } from './service-context.ts';
import { $session } from './session.ts';

/**
 * Where the theme stands: `success` when the tenancy's theme (or, without a tenancy ux-config, the realm's active
 * theme) is in use; `fallback` when the tenancy theme fetch failed and the realm theme is used instead (spec 3 §8).
 */
export type ThemeStatus = 'idle' | 'loading' | 'success' | 'fallback';

/** Theme state. The chrome turns it into tokens; the store does no DOM work. */
export interface ThemeState {
  status: ThemeStatus;
  /** The theme in use by id: redwood until something else is known (spec 3 §9). */
  themeId: string;
  /** The theme's colors and assets, or null when the theme config itself could not be read. */
  theme: Theme | null;
  /** Where the theme's asset paths are relative to, or null without a theme config. */
  baseUrl: string | null;
  /** Assets every theme shares (relative to baseUrl). */
  commonAssets: Readonly<Record<string, string>>;
}

/** The state before any load: the default theme by id, nothing fetched. */
export const INITIAL_THEME_STATE: ThemeState = {
  status: 'idle',
  themeId: DEFAULT_THEME_ID,
  theme: null,
  baseUrl: null,
  commonAssets: {},
};

/** The console theme. */
export const $theme = atom<ThemeState>(INITIAL_THEME_STATE);

/** What the tenancy's ux-config said: a theme id, nothing (no config, or one naming no theme), or a failure. */
type TenancyTheme = { kind: 'named'; id: string } | { kind: 'none' } | { kind: 'failed' };

async function tenancyTheme(options: ServiceContextOptions, region: string, tenancyId: string): Promise<TenancyTheme> {
  let uxConfig: UxConfig;
  try {
    uxConfig = await getUxConfig(serviceContext(region, options), tenancyId);
  } catch (error) {
    // Not shown: chosen. A 404 means the tenancy has no ux-config.json; that is not a failed fetch, the realm's
    // active theme applies. Anything else (5xx, timeout, malformed answer) is a failed fetch.
    if (isApiError(error) && error.status === 404) return { kind: 'none' };
    return { kind: 'failed' };
  }
  return uxConfig.activeTheme === undefined ? { kind: 'none' } : { kind: 'named', id: uxConfig.activeTheme };
}

function stateFor(config: ThemeConfig, id: string, status: 'success' | 'fallback'): ThemeState {
  return {
    status,
    themeId: id,
    theme: findTheme(config, id) ?? null,
    baseUrl: config.baseUrl,
    commonAssets: config.commonAssets,
  };
}

/**
 * Loads the theme: the tenancy's (its ux-config.json names it), else the realm's active theme; when the tenancy
 * theme fetch fails, the realm theme (realmDefaultTheme) instead (spec 3 §8). Without the theme config the default
 * theme (redwood) is kept by id. Both documents are fetched at once from the active region.
 */
export async function loadTheme(options: ServiceContextOptions = {}): Promise<void> {
  const claims = $session.get().claims;
  if (!claims) return;
  const region = $activeRegion.get();
  $theme.set({ ...$theme.get(), status: 'loading' });
  const endpoints = serviceEndpoints();
  const timeoutMs = options.timeoutMs ?? serviceContext(region).timeoutMs;
  const [config, tenancy] = await Promise.all([
    getThemeConfig({
      region,
      ...(endpoints ? { config: endpoints } : {}),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(options.retries === undefined ? {} : { retries: options.retries }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    }).catch(() => undefined),
    tenancyTheme(options, region, claims.tenant),
  ]);
  if (!config) {
    // Not shown: chosen. Without the realm's config nothing else is known: the spec's default theme, by id only.
    $theme.set({ ...INITIAL_THEME_STATE, status: 'fallback' });
    return;
  }
  if (tenancy.kind === 'named' && findTheme(config, tenancy.id)) {
    $theme.set(stateFor(config, tenancy.id, 'success'));
  } else if (tenancy.kind === 'none' && findTheme(config, config.activeTheme)) {
    $theme.set(stateFor(config, config.activeTheme, 'success'));
  } else {
    // A failed fetch, or a theme the realm does not have (chosen: treated as a failed tenancy theme).
    $theme.set(stateFor(config, config.realmDefaultTheme, 'fallback'));
  }
}
