import { describe, expect, it, vi } from 'vitest';
import {
  CATALOG_LOCALES,
  activateLocale,
  activeLocale,
  addCatalogPart,
  formatList,
  t,
  type CatalogPartLoaders,
} from './i18n.ts';

const SEARCH_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/search.ts`);

describe('catalog parts', () => {
  it('keep an island’s texts out of the start-up catalog, load them in the active locale, and follow a new locale', async () => {
    // Lingui warns about a message it does not have; that is the point of the first check.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await activateLocale('en');
    expect(t('search.advanced')).toBe('search.advanced');
    await addCatalogPart(SEARCH_TEXTS);
    expect(t('search.advanced')).toBe('Advanced search');
    await activateLocale('de');
    expect(t('search.advanced')).toBe('Erweiterte Suche');
    // Adding it again loads nothing new and changes nothing.
    await addCatalogPart(SEARCH_TEXTS);
    expect(t('search.advanced')).toBe('Erweiterte Suche');
    await activateLocale('ja');
    expect(t('search.advanced')).toBe('拡張検索');
    vi.restoreAllMocks();
  });

  it('gives a part added while a locale is being activated its texts in that locale (a loader racing start-up)', async () => {
    const HOME_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/home.ts`);
    const activation = activateLocale('it');
    await addCatalogPart(HOME_TEXTS);
    await activation;
    expect(t('home.tab.infrastructure')).toBe('Infrastruttura');
  });

  it('gives a feature still on the old shape (English and German only) English texts in the other locales', async () => {
    const legacy: CatalogPartLoaders = {
      en: () => import('../../locales/en/quickstarts.ts'),
      de: () => import('../../locales/de/quickstarts.ts'),
    };
    await activateLocale('de');
    await addCatalogPart(legacy);
    const german = t('quickstarts.heading');
    await activateLocale('fr');
    await activateLocale('en');
    expect(t('quickstarts.heading')).not.toBe(german);
    await activateLocale('fr');
    expect(t('quickstarts.heading')).toBe(
      (await import('../../locales/en/quickstarts.ts')).messages['quickstarts.heading']?.[0]
    );
  });
});

describe('every catalog locale', () => {
  it('activates with its plural rules: pt_BR, zh_CN and the other bundle tags are no BCP 47 tags', async () => {
    for (const locale of CATALOG_LOCALES) {
      await activateLocale(locale);
      expect(activeLocale()).toBe(locale);
      // A start-up message of the chrome, in every locale (a message id would mean the catalog did not load).
      expect(t('header.search.label')).not.toBe('header.search.label');
    }
  });

  it('picks the plural form of the language by its BCP 47 tag (Polish has one, few and many)', async () => {
    await activateLocale('pl');
    expect(t('error.countdown', { seconds: 1 })).toBe('Przekierowanie za 1 sekundę');
    expect(t('error.countdown', { seconds: 3 })).toBe('Przekierowanie za 3 sekundy');
    expect(t('error.countdown', { seconds: 5 })).toBe('Przekierowanie za 5 sekund');
  });

  it('shows the pseudo-locale bracketed and accented, with its placeholders filled', async () => {
    await activateLocale('en-XA');
    expect(t('error.countdown', { seconds: 5 })).toMatch(/^\[Řḗḓīřḗƈŧīƞɠ īƞ 5 şḗƈǿƞḓş .*\]$/);
  });
});

describe('t', () => {
  it('shows a value verbatim, escape sequences included: Lingui would decode \\uXXXX and \\xXX in it', async () => {
    await activateLocale('en');
    // A tenancy or user name from a service, with an escaped right-to-left override and an escaped letter.
    const name = 'evil\\u202Etxt.exe \\x41 C:\\path';
    expect(t('header.userMenu.label', { name })).toBe(`User menu: ${name}`);
    expect(t('header.userMenu.label', { name: 'Demo User' })).toBe('User menu: Demo User');
  });
});

describe('formatList', () => {
  it('joins items the way the active language does, under its BCP 47 tag', async () => {
    await activateLocale('en');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
    await activateLocale('de');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b und c');
    await activateLocale('pt_BR');
    expect(formatList(['a', 'b'])).toBe('a e b');
    await activateLocale('ja');
    expect(formatList(['a', 'b'], 'disjunction')).toBe('aまたはb');
  });
});
