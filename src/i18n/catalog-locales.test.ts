import { describe, expect, it } from 'vitest';
import { ARABIC, SUPPORTED_LOCALES } from '../domain/locale.ts';
import { CATALOG_LOCALES, PSEUDO_LOCALE, catalogIntlTag } from './catalog-locales.ts';

describe('catalog locales', () => {
  it('are the bundle tags of the 30 supported locales, Arabic and the pseudo-locale', () => {
    expect([...CATALOG_LOCALES].sort()).toEqual(
      [...SUPPORTED_LOCALES.map(locale => locale.languageTag), ARABIC.languageTag, PSEUDO_LOCALE].sort()
    );
  });

  it('name each catalog by the BCP 47 tag of its supported locale for Intl', () => {
    for (const locale of [...SUPPORTED_LOCALES, ARABIC]) {
      const catalog = CATALOG_LOCALES.find(tag => tag === locale.languageTag);
      expect(catalog && catalogIntlTag(catalog)).toBe(locale.localeTag);
      expect(Intl.PluralRules.supportedLocalesOf([locale.localeTag])).toHaveLength(1);
    }
  });
});
