import { atom } from 'nanostores';
import { isApiError } from '../src/http/errors.ts';
import {
  DEFAULT_THEME_ID,
  findTheme,
  getThemeConfig,
  getUxConfig,
  THEME_IDS,
  type Theme,
  type ThemeConfig,
  type UxConfig,
} from '../src/services/themes.ts';
import { readSessionItem, removeSessionItem, SESSION_KEYS, writeSessionItem } from '../src/storage/browser-storage.ts';
import { $activeRegion } from './active-region.ts';
import { serviceContext, serviceEndpoints, type ServiceContextOptions } from './service-context.ts';
import { $session } from './session.ts';

/**
 * Where the theme stands: `success` when the tenancy's theme (or, without a tenancy ux-config, the realm's active
 * theme) is in use; `fallback` when the tenancy theme fetch failed and the realm theme is used instead (spec 3 §8).
 */
export type ThemeStatus = 'idle' | 'loading' | 'success' | 'fallback';

/**
 * Theme state. The chrome turns it into tokens (src/styles/apply-theme.ts); the store does no DOM work. `themeId` and
 * `theme` are the theme in effect: the previewed one while a preview is active, else the loaded one.
 */
export interface ThemeState {
  status: ThemeStatus;
  /** The theme in effect by id: redwood until something else is known (spec 3 §9). */
  themeId: string;
  /** The theme in effect with its colors and assets, or null when the theme config does not list it (or is unread). */
  theme: Theme | null;
  /** The theme the tenancy (or, failing that, the realm) runs, whatever the preview. */
  loadedThemeId: string;
  /** The theme previewed in this tab (`?theme-preview=`), or null; the preview banner shows while it is set. */
  preview: string | null;
  /** Every theme of the realm's theme config ([] until read): where a preview finds its colors. */
  themes: readonly Theme[];
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
  loadedThemeId: DEFAULT_THEME_ID,
  preview: null,
  themes: [],
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

/** The query parameter that starts a live preview of a theme in this tab. */
export const THEME_PREVIEW_PARAM = 'theme-preview';

const KNOWN_THEME_IDS: readonly string[] = Object.values(THEME_IDS);

/** True for the ids of the themes the console has tokens for (spec 3 §9). */
export function isKnownThemeId(id: string): boolean {
  return KNOWN_THEME_IDS.includes(id);
}

/** The state with `themeId` and `theme` recomputed: the preview's while one is active, else the loaded theme's. */
function withEffectiveTheme(state: ThemeState): ThemeState {
  const themeId = state.preview ?? state.loadedThemeId;
  return { ...state, themeId, theme: state.themes.find(theme => theme.id === themeId) ?? null };
}

function stateFor(config: ThemeConfig, id: string, status: 'success' | 'fallback'): ThemeState {
  return withEffectiveTheme({
    status,
    themeId: id,
    theme: findTheme(config, id) ?? null,
    loadedThemeId: id,
    preview: $theme.get().preview,
    themes: config.themes,
    baseUrl: config.baseUrl,
    commonAssets: config.commonAssets,
  });
}

/**
 * Starts a live preview of a known theme in this tab: the console shows it until `endThemePreview()` or the tab
 * closes (kept in session storage, so a reload keeps it). An unknown id is refused (false).
 */
export function startThemePreview(id: string): boolean {
  if (!isKnownThemeId(id)) return false;
  writeSessionItem(SESSION_KEYS.themePreview, id);
  $theme.set(withEffectiveTheme({ ...$theme.get(), preview: id }));
  return true;
}

/** Ends the live preview: the loaded theme shows again and the preview is forgotten for this tab. */
export function endThemePreview(): void {
  removeSessionItem(SESSION_KEYS.themePreview);
  if ($theme.get().preview === null) return;
  $theme.set(withEffectiveTheme({ ...$theme.get(), preview: null }));
}

/**
 * Reads `?theme-preview=<id>` at start-up: a known id starts a preview, and the parameter leaves the address without
 * a navigation (a shared link then does not keep previewing for whoever opens it next). Without the parameter, a
 * preview kept in session storage by this tab resumes. Returns the preview in effect, or null.
 */
export function applyThemePreviewFromUrl(url: URL): string | null {
  const requested = url.searchParams.get(THEME_PREVIEW_PARAM);
  if (requested === null) {
    const stored = readSessionItem(SESSION_KEYS.themePreview);
    if (stored !== null && !startThemePreview(stored)) removeSessionItem(SESSION_KEYS.themePreview);
    return $theme.get().preview;
  }
  // Not shown: chosen. An unknown id starts nothing and leaves a running preview as it is; the console log says why.
  if (!startThemePreview(requested)) console.warn(`[theme] ${THEME_PREVIEW_PARAM} ignored: unknown theme ${requested}`);
  removeParamFromAddress();
  return $theme.get().preview;
}

function removeParamFromAddress(): void {
  if (typeof window === 'undefined') return;
  const address = new URL(window.location.href);
  if (!address.searchParams.has(THEME_PREVIEW_PARAM)) return;
  address.searchParams.delete(THEME_PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', address);
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
    $theme.set(withEffectiveTheme({ ...INITIAL_THEME_STATE, status: 'fallback', preview: $theme.get().preview }));
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
