import { i18n as lingui, type Messages } from '@lingui/core';

/** Locales whose catalogs are complete. The rest of spec 3 §9's list falls back to English until translated. */
export const CATALOG_LOCALES = ['en', 'de'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

/** Values interpolated into a message (ICU placeholders). */
export type MessageValues = Record<string, string | number | Date>;

// One chunk per locale: the areas of a locale are merged in its catalog module.
const loaders: Record<CatalogLocale, () => Promise<Messages>> = {
  en: async () => (await import('./catalog-en.ts')).messages,
  de: async () => (await import('./catalog-de.ts')).messages,
};

/** True when a catalog exists for the locale. */
export function isCatalogLocale(locale: string): locale is CatalogLocale {
  return (CATALOG_LOCALES as readonly string[]).includes(locale);
}

const loading = new Map<CatalogLocale, Promise<Messages>>();

/** Starts loading a locale's catalog (once); activating it later only waits for what is left. */
export function preloadLocale(locale: CatalogLocale): Promise<Messages> {
  let catalog = loading.get(locale);
  if (!catalog) {
    catalog = loaders[locale]();
    // A failed load may be tried again.
    catalog.catch(() => loading.delete(locale));
    loading.set(locale, catalog);
  }
  return catalog;
}

/** Loads the catalogs of a locale and makes it active; listeners of `onLocaleChange` re-render. */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  lingui.load(locale, await preloadLocale(locale));
  lingui.activate(locale);
}

/** The active locale, or undefined before the first activation. */
export function activeLocale(): string | undefined {
  return lingui.locale || undefined;
}

/**
 * Translates a message by its catalog id. Before the first locale is active (the chrome paints before the catalog
 * arrives, spec 3 §1) it answers an empty string, and the chrome shows its loading skeleton.
 */
export function t(id: string, values?: MessageValues): string {
  if (!lingui.locale) return '';
  return lingui._(id, values);
}

/** Subscribes to locale changes; returns the unsubscribe function. */
export function onLocaleChange(listener: () => void): () => void {
  return lingui.on('change', listener);
}
