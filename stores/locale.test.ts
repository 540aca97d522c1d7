import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsupportedLocaleError } from '../src/domain/locale.ts';
import { setFeatureFlags } from '../src/feature-flags.ts';
import { activeLocale, t } from '../src/i18n/i18n.ts';
import { consoleCache } from '../src/storage/cache.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import {
  $direction,
  $locale,
  $localeTag,
  LOCALE_CACHE_KEY,
  initLocale,
  pickLocale,
  readStoredLocale,
  setLocale,
  tokenLocale,
} from './locale.ts';
import { $preferences, DEFAULT_PREFERENCES, INITIAL_PREFERENCES_STATE } from './preferences.ts';

// A message of locales/<locale>/chrome.po (compiled by `lingui compile --typescript`).
const MESSAGE_ID = 'header.regionMenu.menuLabel';
const GERMAN = 'Regionen';
const ENGLISH = 'Regions';

let browser: BrowserGlobals;

beforeEach(async () => {
  browser = installBrowserGlobals();
  // The test page has no feature manifest to read: the defaults.
  setFeatureFlags({}, { reset: true });
  await consoleCache.delete(LOCALE_CACHE_KEY);
  $preferences.set(INITIAL_PREFERENCES_STATE);
});

afterEach(() => {
  browser.uninstall();
  vi.restoreAllMocks();
});

describe('initLocale', () => {
  it('activates the query locale over the token: German catalog, $locale and the page language', async () => {
    expect(await initLocale({ query: 'de', token: 'en' })).toBe('de');

    expect($locale.get()).toBe('de');
    expect(activeLocale()).toBe('de');
    expect(t(MESSAGE_ID)).toBe(GERMAN);
    expect(browser.document.documentElement).toEqual({ lang: 'de', dir: 'ltr' });
  });

  it("takes the token's language when the query names none with a catalog", async () => {
    await setLocale('en');

    expect(await initLocale({ query: 'xx', token: 'de-DE' })).toBe('de');
    expect(t(MESSAGE_ID)).toBe(GERMAN);
  });

  it('falls back to English when no candidate names a supported locale', async () => {
    await setLocale('de');

    expect(await initLocale({ query: 'tlh', token: 'xx-YY', browser: ['eo'] })).toBe('en');

    expect($locale.get()).toBe('en');
    expect(t(MESSAGE_ID)).toBe(ENGLISH);
    expect(browser.document.documentElement.lang).toBe('en');
  });

  it('gives every supported locale its own catalog, and the page its BCP 47 tag', async () => {
    for (const [query, catalog, lang] of [
      ['ja', 'ja', 'ja'],
      ['fr-CA', 'fr_CA', 'fr-CA'],
      ['pt', 'pt_BR', 'pt-BR'],
      ['pt-PT', 'pt', 'pt-PT'],
      ['zh-Hans', 'zh_CN', 'zh-Hans'],
      ['zh-Hant-TW', 'zh_TW', 'zh-Hant'],
      ['nb-NO', 'no', 'nb'],
      ['sh', 'sr_Latn', 'sr-Latn'],
    ] as const) {
      expect(await initLocale({ query }), query).toBe(catalog);
      expect($locale.get()).toBe(catalog);
      expect(browser.document.documentElement.lang).toBe(lang);
      expect(t(MESSAGE_ID)).not.toBe(ENGLISH);
    }
  });

  it('shows the pseudo-locale en-XA for ?locale=en-XA: English, accented and bracketed, never stored', async () => {
    expect(await initLocale({ query: 'en-xa', token: 'de' })).toBe('en-XA');
    expect($localeTag.get()).toBe('en');
    expect(t(MESSAGE_ID)).toMatch(/^\[Řḗɠīǿƞş .+\]$/);
    expect(browser.document.documentElement.lang).toBe('en-XA');
    expect(await readStoredLocale()).toBeNull();
  });
});

describe('setLocale', () => {
  it('activates English for an unknown locale', async () => {
    await setLocale('de');

    await setLocale('tlh');

    expect($locale.get()).toBe('en');
    expect(t(MESSAGE_ID)).toBe(ENGLISH);
  });

  it('publishes $locale only once the catalog is active, so listeners translate in the new language', async () => {
    await setLocale('en');
    const seen: string[] = [];
    const stop = $locale.listen(() => seen.push(t(MESSAGE_ID)));

    await setLocale('de');
    stop();

    expect(seen).toEqual([GERMAN]);
  });
});

describe('the supported locale beside the catalog', () => {
  it('keeps the chosen supported locale in $localeTag while $locale is the best catalog', async () => {
    expect(await initLocale({ query: 'fr-CA' })).toBe('fr_CA');
    expect($localeTag.get()).toBe('fr-CA');
    expect($locale.get()).toBe('fr_CA');

    await initLocale({ query: 'de-AT' });
    expect($localeTag.get()).toBe('de');
    expect($locale.get()).toBe('de');
    expect($direction.get()).toBe('ltr');
  });

  it('applies the mappings of spec 3 §9 to the candidates', async () => {
    await initLocale({ query: 'zh-Hant' });
    expect($localeTag.get()).toBe('zh-Hant');
    await initLocale({ browser: ['pt'] });
    expect($localeTag.get()).toBe('pt-BR');
  });

  it('answers English when locale support is off', async () => {
    setFeatureFlags({ 'locale-support': false });

    expect(await initLocale({ query: 'de', token: 'de', browser: ['de'] })).toBe('en');
    expect($localeTag.get()).toBe('en');
  });
});

describe('locale sources', () => {
  it('takes the locale the user picked from the local database, after the query and before the token', async () => {
    await pickLocale('de');
    expect(await readStoredLocale()).toBe('de');
    await setLocale('en');

    expect(await initLocale({ token: 'en', browser: ['en-US'] })).toBe('de');
    expect(await initLocale({ query: 'en', token: 'en' })).toBe('en');
  });

  it('writes a picked locale as its locale tag and refuses an unknown one with Unsupported Locale', async () => {
    expect(await pickLocale('pt_PT')).toMatchObject({ localeTag: 'pt-PT', endonym: 'Português' });
    expect(await readStoredLocale()).toBe('pt-PT');
    expect($localeTag.get()).toBe('pt-PT');

    await expect(pickLocale('xx')).rejects.toThrow(UnsupportedLocaleError);
    await expect(pickLocale('ar')).rejects.toThrow('Unsupported Locale: ar');
    expect(await readStoredLocale()).toBe('pt-PT');
  });

  it('accepts Arabic only with the arabic-locale flag', async () => {
    setFeatureFlags({ 'arabic-locale': true });

    expect(await pickLocale('ar')).toMatchObject({ localeTag: 'ar' });
    expect($locale.get()).toBe('ar');
    expect($direction.get()).toBe('rtl');
    expect(browser.document.documentElement).toEqual({ lang: 'ar', dir: 'rtl' });

    setFeatureFlags({ 'arabic-locale': false });
    await expect(pickLocale('ar')).rejects.toThrow('Unsupported Locale: ar');
    expect(await initLocale({ query: 'ar', token: 'de' })).toBe('de');
  });

  it('takes the personalization preference over the local database once the preferences loaded', async () => {
    await pickLocale('en');
    $preferences.set({
      ...INITIAL_PREFERENCES_STATE,
      status: 'success',
      preferences: { ...DEFAULT_PREFERENCES, language: 'de', isDefaultLanguage: false },
    });

    expect(await initLocale({ token: 'en' })).toBe('de');
  });

  it('ignores a preference language the user never chose', async () => {
    $preferences.set({
      ...INITIAL_PREFERENCES_STATE,
      status: 'success',
      preferences: { ...DEFAULT_PREFERENCES, language: 'de', isDefaultLanguage: true },
    });

    expect(await initLocale({ token: 'en' })).toBe('en');
  });

  it('logs a failure to read the locale from the identity token and goes on with the browser', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(await initLocale({ token: 'not a locale', browser: ['de-DE'] })).toBe('de');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Failed to read the locale from the identity token'));

    warn.mockClear();
    expect(tokenLocale({ user_locale: '', user_lang: 'de' })).toBe('de');
    expect(tokenLocale({ user_locale: '', user_lang: '' })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
