import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { LOCAL_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { useSession, useStoreCloud } from '../test/store-cloud.ts';
import { $activeRegion } from './active-region.ts';
import {
  $consoleSettings,
  $settingsDraft,
  cancelConsoleSettings,
  changeSettings,
  openConsoleSettings,
  saveConsoleSettings,
} from './console-settings.ts';
import { $preferences, INITIAL_PREFERENCES_STATE, limitMinutes, loadPreferences } from './preferences.ts';
import { $sessionTimeoutMinutes } from './session-timeout.ts';
import { $settingsPanelOpen, openSettingsPanel } from './settings-panel.ts';
import { $timeZone } from './time-zone.ts';
import { $toasts, clearToasts } from './toasts.ts';

const cloud = useStoreCloud();
let browser: BrowserGlobals;

async function openLoaded(): Promise<void> {
  await loadPreferences();
  openSettingsPanel();
  openConsoleSettings();
}

beforeEach(async () => {
  browser = installBrowserGlobals('http://localhost:5173/');
  setFeatureFlags({}, { reset: true });
  await cloud.local.clearFaults();
  await useSession(cloud.demo);
  $activeRegion.set('us-ashburn-1');
  $preferences.set(INITIAL_PREFERENCES_STATE);
  $settingsDraft.set({});
  $sessionTimeoutMinutes.set(null);
  clearToasts();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.restoreAllMocks();
  browser.uninstall();
  // The tests change the shared cloud's preferences: put the demo tenancy's timeout back.
  await cloud.local.clearFaults();
  await loadPreferences({ probe: false });
  changeSettings({ timeoutChoice: 60 });
  if ($consoleSettings.get().changes.timeout) await saveConsoleSettings();
});

describe('the console settings store', () => {
  it('is loading until the preferences are in, then shows the saved values and sets the idle clock’s timeout', async () => {
    openConsoleSettings();
    expect($consoleSettings.get()).toMatchObject({ loading: true, timeoutAccess: 'loading', canSave: false });

    await loadPreferences();

    const view = $consoleSettings.get();
    expect(view).toMatchObject({ loading: false, timeoutAccess: 'allowed', canSave: false, customInvalid: false });
    expect(view.form).toMatchObject({
      timeZone: 'America/New_York',
      timeoutChoice: 60,
      customText: '45',
      persona: { id: 'cloud-native-developer' },
    });
    expect(view.limits).toEqual({ lower: 5, upper: 1440 });
    expect($sessionTimeoutMinutes.get()).toBe(60);
  });

  it('refuses a custom value outside the limits, and saves a valid one with the toast', async () => {
    await openLoaded();
    changeSettings({ timeoutChoice: 'custom' });
    expect($consoleSettings.get()).toMatchObject({ customInvalid: false, canSave: true });
    expect($consoleSettings.get().form.customText).toBe('45');

    changeSettings({ customText: '1441' });
    expect($consoleSettings.get()).toMatchObject({ customInvalid: true, canSave: false });
    changeSettings({ customText: '12.5' });
    expect($consoleSettings.get()).toMatchObject({ customInvalid: true, canSave: false });

    changeSettings({ customText: '50' });
    await saveConsoleSettings();

    expect($toasts.get().map(toast => toast.message)).toEqual([{ id: 'panels.toast.sessionTimeoutSaved' }]);
    expect($settingsPanelOpen.get()).toBe(false);
    expect($sessionTimeoutMinutes.get()).toBe(50);
    expect(browser.localStorage.getItem(LOCAL_KEYS.settingsDrafts)).toBe('{}');

    // On the wire: a new load reads it back.
    $preferences.set(INITIAL_PREFERENCES_STATE);
    await loadPreferences({ probe: false });
    expect($consoleSettings.get().form).toMatchObject({ timeoutChoice: 'custom', customText: '50' });
  });

  it('saves time zone and persona on their own, with no toast, and every date follows the time zone', async () => {
    await openLoaded();
    changeSettings({ timeZone: 'Asia/Tokyo', persona: { id: 'other', otherText: 'Data journalist' } });
    await saveConsoleSettings();

    expect($timeZone.get()).toBe('Asia/Tokyo');
    expect($toasts.get()).toEqual([]);
    $preferences.set(INITIAL_PREFERENCES_STATE);
    await loadPreferences({ probe: false });
    expect($consoleSettings.get().form).toMatchObject({
      timeZone: 'Asia/Tokyo',
      persona: { id: 'other', otherText: 'Data journalist' },
    });
    expect($preferences.get().preferences.userPersona).toMatchObject({ en: ['other:Data journalist'] });
  });

  it('keeps "other" without words from being saved', async () => {
    await openLoaded();
    changeSettings({ persona: { id: 'other', otherText: '  ' } });
    expect($consoleSettings.get()).toMatchObject({ personaIncomplete: true, canSave: false });
  });

  it('shows a failed timeout save in the panel and keeps what was typed', async () => {
    await openLoaded();
    await cloud.local.injectFault({ operation: 'SetTenancyPreference', status: 500, code: 'InternalServerError' });
    changeSettings({ timeoutChoice: 'custom', customText: '75' });
    await saveConsoleSettings();

    const view = $consoleSettings.get();
    expect(view.save.timeoutError?.message).toBeTruthy();
    expect(view.form).toMatchObject({ timeoutChoice: 'custom', customText: '75' });
    expect(view).toMatchObject({ timeoutAccess: 'allowed', canSave: true });
    expect($settingsPanelOpen.get()).toBe(true);
    expect($toasts.get()).toEqual([]);
    expect($sessionTimeoutMinutes.get()).toBe(60);
  });

  it('takes a 404 on saving as no permission: the controls lock, no error text', async () => {
    await openLoaded();
    await cloud.local.injectFault({
      operation: 'SetTenancyPreference',
      status: 404,
      code: 'NotAuthorizedOrNotFound',
      message: 'Authorization failed or requested resource not found.',
    });
    changeSettings({ timeoutChoice: 120 });
    await saveConsoleSettings();

    expect($consoleSettings.get()).toMatchObject({
      timeoutAccess: 'no-permission',
      canSave: false,
      save: { saving: false, timeoutError: null },
    });
  });

  it('keeps a draft per user across a sign-out and sign-in, until Cancel drops it', async () => {
    await openLoaded();
    changeSettings({ timeoutChoice: 'custom', customText: '3' });

    // Signed out and in again: the stores start empty, the draft is read back from storage.
    $settingsDraft.set({});
    $preferences.set(INITIAL_PREFERENCES_STATE);
    await useSession(cloud.demo);
    await openLoaded();
    expect($consoleSettings.get()).toMatchObject({ restored: true, customInvalid: true, canSave: false });
    expect($consoleSettings.get().form.customText).toBe('3');

    cancelConsoleSettings();
    expect($settingsPanelOpen.get()).toBe(false);
    openConsoleSettings();
    expect($consoleSettings.get()).toMatchObject({ restored: false, form: { timeoutChoice: 60 } });
  });

  it('reads the service’s seconds as whole minutes (spec 1 §5: seconds divided by 60)', () => {
    expect([limitMinutes(3600), limitMinutes(2700), limitMinutes(90), limitMinutes(10), limitMinutes(null)]).toEqual([
      60,
      45,
      2,
      1,
      null,
    ]);
    expect(limitMinutes('3600')).toBeNull();
  });
});
