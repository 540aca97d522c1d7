import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../emulator/cloud/scenarios.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import {
  $theme,
  applyThemePreviewFromUrl,
  endThemePreview,
  INITIAL_THEME_STATE,
  loadTheme,
  startThemePreview,
} from './theme.ts';

const cloud = useStoreCloud();
// The internal tenancy's ux-config.json names the hg theme; every other tenancy has none (404).
let internal: ClientSession;
let browser: BrowserGlobals;

beforeAll(async () => {
  const [staff] = scenario('internal').users;
  if (!staff) throw new Error('the internal scenario has no user');
  internal = await signInClient(cloud.local, { userName: staff.name, password: staff.password });
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  setFeatureFlags({}, { reset: true });
  await cloud.local.clearFaults();
  await useSession(internal);
  $activeRegion.set('us-ashburn-1');
  $theme.set(INITIAL_THEME_STATE);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('loadTheme', () => {
  it('is loading, then uses the theme the tenancy’s ux-config names, with its colors and assets', async () => {
    const loading = loadTheme();
    expect($theme.get().status).toBe('loading');

    await loading;

    const state = $theme.get();
    expect(state).toMatchObject({ status: 'success', themeId: 'hg', theme: { id: 'hg', name: 'HG' } });
    expect(state.theme?.styles.colors['brandPrimary']).toMatch(/^#[0-9A-F]{6}$/i);
    expect(state.baseUrl).toBe(`${cloud.local.origins.cloudOrigin}/ux/us-ashburn-1/themes/`);
    expect(state.commonAssets).toHaveProperty('favicon');
  });

  it('uses the realm’s active theme for a tenancy without a ux-config', async () => {
    await useSession(cloud.demo);

    await loadTheme();

    expect($theme.get()).toMatchObject({ status: 'success', themeId: 'redwood', theme: { name: 'Redwood' } });
  });

  it.each([
    ['a 500', { status: 500, code: 'InternalServerError', message: 'Internal error.' }],
    ['a malformed answer', { malformed: true }],
  ])('falls back to the realm theme when the tenancy theme fetch fails with %s', async (_name, fault) => {
    await cloud.local.injectFault({ operation: 'GetUxConfig', ...fault });

    await loadTheme({ retries: 0 });

    expect($theme.get()).toMatchObject({ status: 'fallback', themeId: 'redwood', theme: { id: 'redwood' } });
  });

  it('falls back to the realm theme when the tenancy theme fetch hangs', async () => {
    await cloud.local.injectFault({ operation: 'GetUxConfig', hang: true });

    await loadTheme({ timeoutMs: 200, retries: 0 });

    expect($theme.get()).toMatchObject({ status: 'fallback', themeId: 'redwood', theme: { id: 'redwood' } });
  });

  it('keeps the default theme by id when the theme config cannot be read', async () => {
    await cloud.local.injectFault({
      operation: 'GetThemeConfig',
      status: 503,
      code: 'ServiceUnavailable',
      message: 'Down.',
    });

    await loadTheme({ retries: 0 });

    expect($theme.get()).toEqual({ ...INITIAL_THEME_STATE, status: 'fallback' });
  });
});

describe('live theme preview', () => {
  const PAGE = 'http://localhost:5173/compute/instances?compartment=sandbox';

  it('starts from ?theme-preview=, keeps it for this tab, and takes the parameter out of the address', () => {
    browser.history.replaceState({ scrolled: 3 }, '', `${PAGE}&theme-preview=rainbow`);

    expect(applyThemePreviewFromUrl(new URL(browser.location.href))).toBe('rainbow');

    expect($theme.get()).toMatchObject({ preview: 'rainbow', themeId: 'rainbow', loadedThemeId: 'redwood' });
    expect(browser.sessionStorage.getItem(SESSION_KEYS.themePreview)).toBe('rainbow');
    expect(browser.location.href).toBe(PAGE);
    expect(browser.location.navigations).toEqual([]);
    expect(browser.history.state).toEqual({ scrolled: 3 });
  });

  it('resumes the tab’s preview after a reload without the parameter', () => {
    browser.sessionStorage.setItem(SESSION_KEYS.themePreview, 'hg');

    expect(applyThemePreviewFromUrl(new URL(PAGE))).toBe('hg');

    expect($theme.get()).toMatchObject({ preview: 'hg', themeId: 'hg' });
  });

  it('refuses an unknown theme: nothing is previewed, a running preview stays, the parameter still goes', () => {
    startThemePreview('hg');
    browser.history.replaceState(null, '', `${PAGE}&theme-preview=neon`);

    expect(applyThemePreviewFromUrl(new URL(browser.location.href))).toBe('hg');

    expect($theme.get().preview).toBe('hg');
    expect(browser.location.href).toBe(PAGE);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('neon'));
    expect(startThemePreview('neon')).toBe(false);
  });

  it('forgets a stored preview that names no known theme', () => {
    browser.sessionStorage.setItem(SESSION_KEYS.themePreview, 'neon');

    expect(applyThemePreviewFromUrl(new URL(PAGE))).toBeNull();

    expect($theme.get().preview).toBeNull();
    expect(browser.sessionStorage.getItem(SESSION_KEYS.themePreview)).toBeNull();
  });

  it('shows the previewed theme’s colors over the tenancy’s theme, and the tenancy’s again when it ends', async () => {
    startThemePreview('rainbow');
    expect($theme.get()).toMatchObject({ themeId: 'rainbow', theme: null });

    await loadTheme();

    expect($theme.get()).toMatchObject({
      status: 'success',
      preview: 'rainbow',
      themeId: 'rainbow',
      loadedThemeId: 'hg',
      theme: { id: 'rainbow', name: 'Rainbow' },
    });
    expect($theme.get().themes.map(theme => theme.id)).toEqual(['redwood', 'rainbow', 'hg']);

    endThemePreview();

    expect($theme.get()).toMatchObject({ preview: null, themeId: 'hg', theme: { id: 'hg' }, loadedThemeId: 'hg' });
    expect(browser.sessionStorage.getItem(SESSION_KEYS.themePreview)).toBeNull();
  });

  it('keeps the preview when the theme config cannot be read', async () => {
    startThemePreview('hg');
    await cloud.local.injectFault({
      operation: 'GetThemeConfig',
      status: 503,
      code: 'ServiceUnavailable',
      message: '',
    });

    await loadTheme({ retries: 0 });

    expect($theme.get()).toMatchObject({ status: 'fallback', preview: 'hg', themeId: 'hg', theme: null });
    endThemePreview();
    expect($theme.get()).toMatchObject({ preview: null, themeId: 'redwood' });
  });
});
