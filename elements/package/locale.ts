import { activateLocale, CATALOG_LOCALES, isCatalogLocale, type CatalogLocale } from '../../src/i18n/i18n.ts';

export { CATALOG_LOCALES, type CatalogLocale };

/**
 * The catalog for a language tag: the tag itself, then its bundle spelling (`fr-CA` → `fr_CA`), then its base language
 * (`de-AT` → `de`), then English.
 */
export function catalogFor(locale: string): CatalogLocale {
  const bundle = locale.replace('-', '_');
  const base = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return ([locale, bundle, base].find(candidate => isCatalogLocale(candidate)) as CatalogLocale | undefined) ?? 'en';
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
