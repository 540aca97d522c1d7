import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeLocale, t } from '../src/i18n/i18n.ts';
import { installBrowserGlobals, type BrowserGlobals } from '../test/browser-globals.ts';
import { $locale, initLocale, setLocale } from './locale.ts';

// A message of locales/<locale>/chrome.po (compiled by `lingui compile --typescript`).
const MESSAGE_ID = 'header.regionMenu.menuLabel';
const GERMAN = 'Regionen';
const ENGLISH = 'Regions';

let browser: BrowserGlobals;

beforeEach(() => {
  browser = installBrowserGlobals();
});

afterEach(() => browser.uninstall());

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

  it('falls back to English for a locale without a catalog', async () => {
    await setLocale('de');

    expect(await initLocale({ query: 'fr', token: 'ja' })).toBe('en');

    expect($locale.get()).toBe('en');
    expect(t(MESSAGE_ID)).toBe(ENGLISH);
    expect(browser.document.documentElement.lang).toBe('en');
  });
});

describe('setLocale', () => {
  it('activates English for an unknown locale', async () => {
    await setLocale('de');

    await setLocale('fr-FR');

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
