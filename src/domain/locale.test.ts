import { describe, expect, it } from 'vitest';
import {
  ENGLISH,
  SUPPORTED_LOCALES,
  UnsupportedLocaleError,
  catalogLocaleFor,
  chooseLocale,
  findSupportedLocale,
  isNonLatinScript,
  isValidLocaleTag,
  localeDirection,
  resolveLocale,
  supportedLocale,
  supportedLocales,
} from './locale.ts';

const AVAILABLE = ['en', 'de'];

describe('isValidLocaleTag', () => {
  it.each(['en', 'de', 'fil', 'en-US', 'zh-Hans', 'zh-Hans-CN', 'es-419', 'pt_BR'])('accepts %s', tag => {
    expect(isValidLocaleTag(tag)).toBe(true);
  });
  it.each(['', 'e', 'english', 'en-', 'en-us-x', '12', 'en-Latn1', '<script>'])('refuses %s', tag => {
    expect(isValidLocaleTag(tag)).toBe(false);
  });
});

describe('resolveLocale', () => {
  it('prefers the query parameter over everything else', () => {
    expect(resolveLocale({ query: 'de', preference: 'en', token: 'en', browser: ['en'] }, AVAILABLE)).toBe('de');
  });
  it('follows the order query, preference, stored, token, browser', () => {
    expect(resolveLocale({ preference: 'de', token: 'en' }, AVAILABLE)).toBe('de');
    expect(resolveLocale({ stored: 'de', token: 'en' }, AVAILABLE)).toBe('de');
    expect(resolveLocale({ token: 'de', browser: ['en-US'] }, AVAILABLE)).toBe('de');
    expect(resolveLocale({ browser: ['fr-FR', 'de-DE'] }, AVAILABLE)).toBe('de');
  });
  it('skips invalid and unavailable candidates', () => {
    expect(resolveLocale({ query: 'not a locale', preference: 'ja', token: 'de' }, AVAILABLE)).toBe('de');
  });
  it('falls back to English', () => {
    expect(resolveLocale({ browser: ['fr'] }, AVAILABLE)).toBe('en');
    expect(resolveLocale({}, AVAILABLE)).toBe('en');
  });
});

describe('supported locales', () => {
  it('lists the 30 locales of spec 3 §9 with endonyms in their own language', () => {
    expect(SUPPORTED_LOCALES).toHaveLength(30);
    const endonyms = Object.fromEntries(SUPPORTED_LOCALES.map(locale => [locale.name, locale.endonym]));
    expect(endonyms).toMatchObject({
      German: 'Deutsch',
      Spanish: 'Español',
      'French (Canadian)': 'Français (Canada)',
      'Portuguese (Brazilian)': 'Português (Brasil)',
      'Chinese (Simplified)': '简体中文',
      'Chinese (Traditional)': '繁體中文',
      Japanese: '日本語',
      Korean: '한국어',
    });
    expect(new Set(SUPPORTED_LOCALES.map(locale => locale.localeTag)).size).toBe(30);
  });

  it('includes Arabic only with the arabic-locale flag', () => {
    expect(supportedLocales().some(locale => locale.localeTag === 'ar')).toBe(false);
    expect(findSupportedLocale('ar')).toBeUndefined();
    expect(supportedLocales({ arabic: true })).toContainEqual(expect.objectContaining({ endonym: 'العربية' }));
    expect(findSupportedLocale('ar-EG', { arabic: true })?.localeTag).toBe('ar');
    expect(localeDirection({ localeTag: 'ar' })).toBe('rtl');
    expect(localeDirection({ localeTag: 'de' })).toBe('ltr');
  });

  it('names the non-Latin-script languages of spec 3 §9', () => {
    const nonLatin = SUPPORTED_LOCALES.filter(isNonLatinScript).map(locale => locale.localeTag);
    expect(nonLatin.sort()).toEqual(['el', 'ja', 'ko', 'ru', 'sr', 'th', 'zh-Hans', 'zh-Hant']);
    expect(isNonLatinScript(supportedLocale('sr-Latn'))).toBe(false);
  });
});

describe('findSupportedLocale', () => {
  it.each([
    ['pt', 'pt_BR', 'Portuguese (Brazilian)'],
    ['pt-PT', 'pt', 'Portuguese'],
    ['pt_PT', 'pt', 'Portuguese'],
    ['zh-Hans', 'zh_CN', 'Chinese (Simplified)'],
    ['zh-Hant', 'zh_TW', 'Chinese (Traditional)'],
  ])('maps %s to the language tag %s (spec 3 §9)', (tag, languageTag, name) => {
    expect(findSupportedLocale(tag)).toMatchObject({ languageTag, name });
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['fr-CA', 'fr-CA'],
    ['fr-FR', 'fr'],
    ['de-AT', 'de'],
    ['es-419', 'es'],
    ['en-US', 'en'],
    ['nb-NO', 'nb'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['sh', 'sr-Latn'],
    ['SR-latn', 'sr-Latn'],
  ])('finds %s as %s', (tag, localeTag) => {
    expect(findSupportedLocale(tag)?.localeTag).toBe(localeTag);
  });

  it.each(['xx', 'zh', 'zh-HK', 'ar', '', 'english', '<script>'])('finds nothing for %s', tag => {
    expect(findSupportedLocale(tag)).toBeUndefined();
  });
});

describe('supportedLocale', () => {
  it("throws 'Unsupported Locale' naming an unknown locale", () => {
    expect(() => supportedLocale('xx-YY')).toThrow(UnsupportedLocaleError);
    expect(() => supportedLocale('xx-YY')).toThrow('Unsupported Locale: xx-YY');
    expect(supportedLocale('ja')).toMatchObject({ name: 'Japanese', endonym: '日本語' });
  });
});

describe('chooseLocale', () => {
  const ON = { localeSupport: true };

  it('follows the order query, preference, local database, token, browser, English (spec 3 §4)', () => {
    const all = { query: 'fr', preference: 'ja', stored: 'ko', token: 'de', browser: ['es'] };
    expect(chooseLocale(all, ON)).toMatchObject({ locale: { localeTag: 'fr' }, source: 'query' });
    expect(chooseLocale({ ...all, query: null }, ON)).toMatchObject({
      locale: { localeTag: 'ja' },
      source: 'preference',
    });
    expect(chooseLocale({ ...all, query: null, preference: null }, ON)).toMatchObject({ source: 'stored' });
    expect(chooseLocale({ token: 'de', browser: ['es'] }, ON)).toMatchObject({ locale: { localeTag: 'de' } });
    expect(chooseLocale({ browser: ['xx', 'es-MX'] }, ON)).toMatchObject({
      locale: { localeTag: 'es' },
      source: 'browser',
    });
    expect(chooseLocale({}, ON)).toEqual({ locale: ENGLISH, source: 'default' });
  });

  it('skips candidates that name no supported locale and applies the mappings', () => {
    expect(chooseLocale({ query: 'xx', preference: 'ar', stored: 'zh-Hant' }, ON).locale.languageTag).toBe('zh_TW');
    expect(chooseLocale({ query: 'pt' }, ON).locale.languageTag).toBe('pt_BR');
    expect(chooseLocale({ query: 'ar' }, { ...ON, arabic: true }).locale.localeTag).toBe('ar');
  });

  it('answers English whatever the candidates say when locale support is off', () => {
    expect(chooseLocale({ query: 'de', token: 'de', browser: ['de'] }, { localeSupport: false })).toEqual({
      locale: ENGLISH,
      source: 'default',
    });
  });
});

describe('catalogLocaleFor', () => {
  it('uses the best catalog there is: the locale, its language, else English', () => {
    expect(catalogLocaleFor(supportedLocale('de'), AVAILABLE)).toBe('de');
    expect(catalogLocaleFor(supportedLocale('de-CH'), AVAILABLE)).toBe('de');
    expect(catalogLocaleFor(supportedLocale('fr-CA'), ['en', 'fr'])).toBe('fr');
    expect(catalogLocaleFor(supportedLocale('pt'), ['en', 'pt-BR'])).toBe('pt-BR');
    expect(catalogLocaleFor(supportedLocale('ja'), AVAILABLE)).toBe('en');
  });
});
