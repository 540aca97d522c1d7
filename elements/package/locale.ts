import {
  activateLocale,
  CATALOG_LOCALES,
  catalogIntlTag,
  isCatalogLocale,
  type CatalogLocale,
} from '../../src/i18n/i18n.ts';

export { CATALOG_LOCALES, type CatalogLocale };

/**
 * The catalog for a language tag: the tag itself, the catalog whose BCP 47 tag it is (`pt-BR` → `pt_BR`, `zh-Hans`
 * → `zh_CN`, `nb` → `no`: what `console-locale-select` carries), its bundle spelling (`fr-CA` → `fr_CA`), its base
 * language (`de-AT` → `de`), else English.
 */
export function catalogFor(locale: string): CatalogLocale {
  const lower = locale.toLowerCase();
  const byIntlTag = CATALOG_LOCALES.find(catalog => catalogIntlTag(catalog).toLowerCase() === lower);
  const base = lower.split(/[-_]/)[0] ?? '';
  const candidates = [locale, byIntlTag ?? '', locale.replace('-', '_'), base];
  return (candidates.find(candidate => isCatalogLocale(candidate)) as CatalogLocale | undefined) ?? 'en';
}

/**
 * Makes a language the elements' language and re-renders them in it: the same catalog runtime and texts as inside
 * the console, loaded on demand (one chunk per language, no network beyond the package's own files; `catalogFor`
 * picks the catalog). The elements show no text until the first call: standalone pages call it once at start-up
 * (`index.js` does it for the document's `lang`). Answers the catalog that became active. Direction is the page's:
 * set `dir="rtl"` for Arabic.
 */
export async function setLocale(locale: string): Promise<CatalogLocale> {
  const chosen = catalogFor(locale);
  await activateLocale(chosen);
  return chosen;
}
