import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_TENANCY } from '../emulator/cloud/seed.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { signInClient, type ClientSession } from '../test/client-session.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import { $locale, $localeTag, initLocale } from './locale.ts';
import {
  $preferences,
  DEFAULT_PREFERENCES,
  INITIAL_PREFERENCES_STATE,
  PREFERENCES_TIMEOUT_MS,
  acceptTenancyTrialTerms,
  loadPreferences,
  setSessionInactivityLimit,
  setTimeZonePreference,
} from './preferences.ts';

const cloud = useStoreCloud();
let globex: ClientSession;
let browser: BrowserGlobals;
let debug: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  const [globexUser] = OTHER_TENANCY.users;
  if (!globexUser) throw new Error('the seed has no globex user');
  globex = await signInClient(cloud.local, { userName: globexUser.name, password: globexUser.password });
});

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  setFeatureFlags({}, { reset: true });
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $preferences.set(INITIAL_PREFERENCES_STATE);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  browser.uninstall();
});

describe('loadPreferences', () => {
  it('is loading, then succeeds with the user’s preferences and the tenancy’s, manageable after the probe', async () => {
    const loading = loadPreferences();
    expect($preferences.get()).toMatchObject({ status: 'loading', loading: true });

    await loading;

    const state = $preferences.get();
    expect(state).toMatchObject({
      status: 'success',
      loading: false,
      error: null,
      canManageTenancyPreferences: true,
      tenancy: { sessionInactivityLimitTime: 60, SETrialTermsAccepted: false },
    });
    expect(state.preferences).toMatchObject({
      language: 'en',
      isDefaultLanguage: true,
      timeZone: { preferredTimeZone: 'America/New_York', activeTimeZone: 'America/New_York' },
      sessionInactivityLimitTime: 60,
      shouldContactForUsablity: false,
      userPersona: { en: ['cloud-native-developer'], isDismissed: true, consoleSettings: 'close' },
    });
    expect(state.preferences.guidedJourneyPersona?.tourStatus[0]).toMatchObject({
      key: 'homepage',
      status: 'COMPLETED',
    });
  });

  it('fails on a 500 and leaves the defaults: time zone UTC, language en', async () => {
    await loadPreferences({ probe: false });
    await cloud.local.injectFault({
      operation: 'GetPreferences',
      status: 500,
      code: 'InternalServerError',
      message: 'Internal error.',
    });

    await loadPreferences();

    expect($preferences.get()).toMatchObject({
      status: 'failure',
      loading: false,
      preferences: DEFAULT_PREFERENCES,
      canManageTenancyPreferences: false,
    });
    expect($preferences.get().preferences.timeZone.activeTimeZone).toBe('UTC');
    expect($preferences.get().preferences.language).toBe('en');
  });

  it('times out when the service hangs, with the defaults, after the deadline (3000 ms unless told)', async () => {
    expect(PREFERENCES_TIMEOUT_MS).toBe(3000);
    await cloud.local.injectFault({ operation: 'GetPreferences', hang: true });
    const started = Date.now();

    await loadPreferences({ timeoutMs: 300 });

    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
    expect($preferences.get()).toMatchObject({
      status: 'timed-out',
      loading: false,
      error: 'API_TIMEOUT',
      preferences: DEFAULT_PREFERENCES,
    });
  });

  it('marks tenancy preferences unmanageable when the probe write fails', async () => {
    await cloud.local.injectFault({
      operation: 'SetTenancyPreference',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Authorization failed or requested resource not found.',
    });
    const seen: boolean[] = [];
    const stop = $preferences.listen(state => seen.push(state.canManageTenancyPreferences));

    await loadPreferences();
    stop();

    // Success marks it true (spec 3 §4); the failed write attempt takes it back (spec 3 §5).
    expect(seen).toContain(true);
    expect($preferences.get()).toMatchObject({ status: 'success', canManageTenancyPreferences: false });
  });
});

describe('saving preferences', () => {
  it('saves the user’s time zone, read back by the next load', async () => {
    await loadPreferences({ probe: false });

    expect(await setTimeZonePreference('Europe/Berlin')).toBe(true);
    expect($preferences.get().preferences.timeZone.activeTimeZone).toBe('Europe/Berlin');

    await loadPreferences({ probe: false });
    expect($preferences.get().preferences.timeZone).toEqual({
      preferredTimeZone: 'Europe/Berlin',
      activeTimeZone: 'Europe/Berlin',
    });
  });

  it('only debug-logs a failed save and keeps the value for this page', async () => {
    await loadPreferences({ probe: false });
    await cloud.local.injectFault({
      operation: 'SetUserPreference',
      status: 500,
      code: 'InternalServerError',
      message: 'Internal error.',
    });

    expect(await setTimeZonePreference('Europe/Paris')).toBe(false);

    expect(debug).toHaveBeenCalledWith(expect.stringContaining('Failed to save'), expect.anything());
    expect($preferences.get().preferences.timeZone.activeTimeZone).toBe('Europe/Paris');
    expect($preferences.get().status).toBe('success');
  });

  it('saves tenancy preferences, and a failed write decides the user cannot manage them', async () => {
    await loadPreferences({ probe: false });

    expect(await setSessionInactivityLimit(30)).toBe(true);
    expect(await acceptTenancyTrialTerms()).toBe(true);
    expect($preferences.get()).toMatchObject({
      canManageTenancyPreferences: true,
      tenancy: { sessionInactivityLimitTime: 30, SETrialTermsAccepted: true },
    });

    await cloud.local.injectFault({
      operation: 'SetTenancyPreference',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Authorization failed or requested resource not found.',
    });
    expect(await setSessionInactivityLimit(45)).toBe(false);
    expect($preferences.get().canManageTenancyPreferences).toBe(false);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('Failed to save'), expect.anything());

    await cloud.local.clearFaults();
    await loadPreferences({ probe: false });
    expect($preferences.get().tenancy).toEqual({ sessionInactivityLimitTime: 30, SETrialTermsAccepted: true });
  });
});

describe('the personalization preference as a locale candidate', () => {
  it('chooses the language the user set over the token once the preferences loaded', async () => {
    await useSession(globex);
    await loadPreferences({ probe: false });
    expect($preferences.get().preferences).toMatchObject({ language: 'de', isDefaultLanguage: false });

    expect(await initLocale({ token: 'en', browser: ['en-US'] })).toBe('de');
    expect($localeTag.get()).toBe('de');
    expect($locale.get()).toBe('de');
  });
});
