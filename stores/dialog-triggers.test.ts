import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenClaims } from '../src/auth/token-claims.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../src/storage/browser-storage.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { $tenancy, $user, type ConsoleTenancy, type ConsoleUser } from './account.ts';
import { $activeRegion } from './active-region.ts';
import {
  acknowledgeProductionTenancy,
  checkBrowserSupport,
  checkHomeRegion,
  checkLanguageConflict,
  checkProductionTenancy,
  continueWithUnsupportedBrowser,
} from './dialog-triggers.ts';
import { $dialogQueue } from './dialogs.ts';
import { $localeTag } from './locale.ts';
import { $preferences, INITIAL_PREFERENCES_STATE } from './preferences.ts';
import { $regions } from './regions.ts';
import { $session } from './session.ts';

// The triggers as the console runs them: the stores the start-up filled in, the browser's storage, the queue.

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const USER = { ocid: 'ocid1.user.oc1..demo', idcsUserLocale: null, isDomainUser: false, isIdcsUser: false };
const CLAIMS = { sub: USER.ocid, user_lang: 'en', user_locale: 'en-US', domain_home_region: 'us-ashburn-1' };

let browser: BrowserGlobals;

beforeEach(() => {
  browser = installBrowserGlobals('http://localhost:5173/');
  $dialogQueue.set([]);
});

afterEach(() => {
  browser.uninstall();
  $dialogQueue.set([]);
  $tenancy.set({ status: 'idle', value: null, error: null });
  $user.set({ status: 'idle', value: null, error: null });
  $session.set({ status: 'unknown', claims: null });
  $preferences.set(INITIAL_PREFERENCES_STATE);
  $localeTag.set('en');
});

const kinds = () => $dialogQueue.get().map(request => request.kind);

describe('unsupported browser or device', () => {
  it('opens for a phone, stores the display date, and snoozes for 7 days', () => {
    expect(checkBrowserSupport({ userAgent: ANDROID, hints: {}, language: 'en' }, NOW)).toBe(true);
    expect($dialogQueue.get()).toEqual([
      { kind: 'unsupported-browser', reason: 'device', browser: 'chrome', version: 131 },
    ]);
    expect(browser.localStorage.getItem(LOCAL_KEYS.unsupportedBrowserShown)).toBe(NOW.toISOString());
    continueWithUnsupportedBrowser(false);
    expect(kinds()).toEqual([]);
    expect(checkBrowserSupport({ userAgent: ANDROID, hints: {}, language: 'en' }, new Date(+NOW + 7 * DAY))).toBe(
      false
    );
    expect(checkBrowserSupport({ userAgent: ANDROID, hints: {}, language: 'en' }, new Date(+NOW + 8 * DAY))).toBe(true);
  });

  it('never opens again once never-show-again was ticked, nor for a supported desktop browser', () => {
    checkBrowserSupport({ userAgent: ANDROID, hints: {}, language: 'en' }, NOW);
    continueWithUnsupportedBrowser(true);
    expect(browser.localStorage.getItem(LOCAL_KEYS.unsupportedBrowserNeverShow)).toBe('true');
    expect(checkBrowserSupport({ userAgent: ANDROID, hints: {}, language: 'en' }, new Date(+NOW + 99 * DAY))).toBe(
      false
    );
    browser.localStorage.clear();
    expect(checkBrowserSupport({ userAgent: DESKTOP, hints: {}, language: 'en' }, NOW)).toBe(false);
    expect(kinds()).toEqual([]);
  });
});

describe('production tenancy warning', () => {
  const tenancy = (isBoatInProdTenancy: boolean) =>
    ({ ocid: 'ocid1.tenancy.oc1..prod', name: 'ops-production', isBoatInProdTenancy }) as ConsoleTenancy;

  it('opens for an override into a production tenancy until acknowledged for it', () => {
    $tenancy.set({ status: 'ready', value: tenancy(true), error: null });
    expect(checkProductionTenancy()).toBe(true);
    expect($dialogQueue.get()).toEqual([
      { kind: 'production-tenancy', tenancyId: 'ocid1.tenancy.oc1..prod', tenancyName: 'ops-production' },
    ]);
    acknowledgeProductionTenancy('ocid1.tenancy.oc1..prod');
    expect(kinds()).toEqual([]);
    expect(JSON.parse(browser.localStorage.getItem(LOCAL_KEYS.productionWarningAcknowledged) ?? '')).toEqual([
      'ocid1.tenancy.oc1..prod',
    ]);
    expect(checkProductionTenancy()).toBe(false);
  });

  it('stays shut for any other tenancy', () => {
    $tenancy.set({ status: 'ready', value: tenancy(false), error: null });
    expect(checkProductionTenancy()).toBe(false);
  });
});

describe('language conflict', () => {
  beforeEach(() => {
    $user.set({ status: 'ready', value: USER as unknown as ConsoleUser, error: null });
    $session.set({ status: 'signed-in', claims: CLAIMS as unknown as TokenClaims });
  });

  it('opens when the browser asks for another language and the user chose none', () => {
    expect(checkLanguageConflict('de-DE')).toBe(true);
    expect($dialogQueue.get()).toEqual([{ kind: 'language-conflict', current: 'en', other: 'de', source: 'browser' }]);
  });

  it('names the stored preference when it differs from the active language', () => {
    const { preferences } = INITIAL_PREFERENCES_STATE;
    $preferences.set({
      ...INITIAL_PREFERENCES_STATE,
      status: 'success',
      preferences: { ...preferences, language: 'fr', isDefaultLanguage: false },
    });
    expect(checkLanguageConflict('en-US')).toBe(true);
    expect($dialogQueue.get()).toEqual([
      { kind: 'language-conflict', current: 'en', other: 'fr', source: 'preference' },
    ]);
  });

  it('stays shut when everything agrees', () => {
    expect(checkLanguageConflict('en-GB')).toBe(false);
    expect(kinds()).toEqual([]);
  });
});

describe('home region down', () => {
  const regions = [
    { name: 'us-ashburn-1', key: 'IAD', friendlyName: 'US East (Ashburn)', isHome: true },
    { name: 'eu-frankfurt-1', key: 'FRA', friendlyName: 'Germany Central (Frankfurt)', isHome: false },
  ];

  it('moves to the alternative region and says so once per tab session', () => {
    $activeRegion.set('us-ashburn-1');
    $regions.set({ status: 'ready', items: regions, homeRegionName: 'us-ashburn-1', isHomeRegionDown: true });
    expect(checkHomeRegion()).toBe(true);
    expect($activeRegion.get()).toBe('eu-frankfurt-1');
    expect($dialogQueue.get()).toEqual([
      { kind: 'home-region-down', homeRegion: 'us-ashburn-1', alternativeRegion: 'eu-frankfurt-1' },
    ]);
    expect(JSON.parse(browser.sessionStorage.getItem(SESSION_KEYS.homeRegionFallback) ?? '')).toEqual({
      home: 'us-ashburn-1',
      alternative: 'eu-frankfurt-1',
    });
    $dialogQueue.set([]);
    $activeRegion.set('us-ashburn-1');
    expect(checkHomeRegion()).toBe(false);
    expect($activeRegion.get()).toBe('us-ashburn-1');
  });

  it('does nothing while the home region is up, or when there is nowhere else to go', () => {
    $regions.set({ status: 'ready', items: regions, homeRegionName: 'us-ashburn-1', isHomeRegionDown: false });
    expect(checkHomeRegion()).toBe(false);
    $regions.set({
      status: 'ready',
      items: regions.slice(0, 1),
      homeRegionName: 'us-ashburn-1',
      isHomeRegionDown: true,
    });
    expect(checkHomeRegion()).toBe(false);
    expect(kinds()).toEqual([]);
  });
});
