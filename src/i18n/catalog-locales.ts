/**
 * The catalogs the console ships (issue 19), by bundle tag (the folders of `locales/`, spec 3 §9's `languageTag`s):
 * English, the other 29 supported locales, Arabic (shown only behind the `arabic-locale` flag) and `en-XA`, the
 * development pseudo-locale generated from English at compile time (src/i18n/pseudo-locale.ts). lingui.config.ts
 * compiles every one of them, strictly; `src/domain/locale.test.ts` keeps this list equal to the supported locales.
 * A plain list with no imports: lingui's config and the start-up path both read it.
 */
export const CATALOG_LOCALES = [
  'cs',
  'da',
  'de',
  'en',
  'es',
  'fr',
  'fr_CA',
  'hr',
  'it',
  'hu',
  'nl',
  'no',
  'pl',
  'pt_BR',
  'pt',
  'ro',
  'sk',
  'sl',
  'sr_Latn',
  'fi',
  'sv',
  'tr',
  'el',
  'ru',
  'sr',
  'th',
  'ko',
  'zh_CN',
  'zh_TW',
  'ja',
  'ar',
  'en-XA',
] as const;

/** A bundle tag with a catalog. */
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/**
 * The BCP 47 tag `Intl` (plural rules, numbers, dates) knows a catalog by, where it differs from the bundle tag: the
 * bundle tags of spec 3 §9's mappings use `_` and name Chinese by region, Norwegian's bundle is `no` (Bokmål, `nb`).
 */
const INTL_TAGS: Readonly<Partial<Record<CatalogLocale, string>>> = {
  fr_CA: 'fr-CA',
  pt_BR: 'pt-BR',
  pt: 'pt-PT',
  sr_Latn: 'sr-Latn',
  zh_CN: 'zh-Hans',
  zh_TW: 'zh-Hant',
  no: 'nb',
};

/** The BCP 47 tag of a catalog, for `Intl` and lingui's plural rules (`pt_BR` → `pt-BR`, `zh_CN` → `zh-Hans`). */
export function catalogIntlTag(locale: string): string {
  return INTL_TAGS[locale as CatalogLocale] ?? locale;
}

/** The development pseudo-locale: English accented, about 40 % longer and bracketed (`?locale=en-XA`). */
export const PSEUDO_LOCALE = 'en-XA' satisfies CatalogLocale;

/** The catalog areas the chrome needs at start-up, merged into one module per locale (`locales/<tag>/_startup.ts`). */
export const STARTUP_AREAS = [
  'app',
  'banners',
  'chrome',
  'errors',
  'header',
  'menus',
  'navigation',
  'panels',
  'plugins',
  'router',
  'themes',
] as const;
