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

/**
 * Catalog areas that load with the feature that shows them (an island) rather than at start-up, one chunk per locale.
 * The loaders live here, beside the start-up catalogs, so the bundler keeps the start-up chunks whole.
 */
const PART_LOADERS = {
  home: {
    en: () => import('./catalog-home-en.ts'),
    de: () => import('./catalog-home-de.ts'),
  },
  search: {
    en: () => import('../../locales/en/search.ts'),
    de: () => import('../../locales/de/search.ts'),
  },
  searchPage: {
    en: () => import('../../locales/en/search-page.ts'),
    de: () => import('../../locales/de/search-page.ts'),
  },
  // The quick starts page is a shell page of its own, not Home: its texts load with its island.
  quickstarts: {
    en: () => import('../../locales/en/quickstarts.ts'),
    de: () => import('../../locales/de/quickstarts.ts'),
  },
} satisfies Record<string, Record<CatalogLocale, () => Promise<{ messages: Messages }>>>;

/** A catalog area that loads with its feature (`addCatalogPart`). */
export type CatalogPart = keyof typeof PART_LOADERS;

/** The loaders of a catalog area, one per locale: what a feature's own chunk passes to `addCatalogPart`. */
export type CatalogPartLoaders = Readonly<Record<CatalogLocale, () => Promise<{ messages: Messages }>>>;

const parts: CatalogPartLoaders[] = [];
const partLoads = new Map<CatalogPartLoaders, Map<CatalogLocale, Promise<Messages>>>();

function loadPart(part: CatalogPartLoaders, locale: CatalogLocale): Promise<Messages> {
  const loads = partLoads.get(part) ?? new Map<CatalogLocale, Promise<Messages>>();
  partLoads.set(part, loads);
  let messages = loads.get(locale);
  if (!messages) {
    messages = part[locale]().then(module => module.messages);
    // A failed load may be tried again.
    messages.catch(() => loads.delete(locale));
    loads.set(locale, messages);
  }
  return messages;
}

/**
 * Adds a catalog part: its messages for the active locale load now (resolved once they are in), and every later
 * locale waits for its messages before it becomes active, so a feature never shows a message id. A part is named
 * (PART_LOADERS) or given as loaders by a feature's deferred chunk, so that its imports never travel on a start-up
 * path (pass the same object each time).
 */
export async function addCatalogPart(part: CatalogPart | CatalogPartLoaders): Promise<void> {
  const loaders = typeof part === 'string' ? PART_LOADERS[part] : part;
  if (!parts.includes(loaders)) parts.push(loaders);
  const locale = lingui.locale;
  if (locale && isCatalogLocale(locale)) lingui.load(locale, await loadPart(loaders, locale));
}

/** Loads the catalogs of a locale (and its added parts) and makes it active; `onLocaleChange` listeners re-render. */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  const [catalog, ...added] = await Promise.all([preloadLocale(locale), ...parts.map(part => loadPart(part, locale))]);
  lingui.load(locale, catalog);
  for (const messages of added) lingui.load(locale, messages);
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
