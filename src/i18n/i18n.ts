import { i18n as lingui, type Messages } from '@lingui/core';
import { CATALOG_LOCALES, catalogIntlTag, type CatalogLocale } from './catalog-locales.ts';

export { CATALOG_LOCALES, PSEUDO_LOCALE, catalogIntlTag, type CatalogLocale } from './catalog-locales.ts';

/** Values interpolated into a message (ICU placeholders). */
export type MessageValues = Record<string, string | number | Date>;

/** A compiled catalog module (`locales/<tag>/<area>.ts`, written by `npm run i18n:compile`). */
export interface CatalogModule {
  messages: Messages;
}

/**
 * Loads one catalog area (or group) in any catalog locale, e.g.
 * `locale => import(\`../../locales/${locale}/search.ts\`)`. The bundler turns such an import into a map of lazy
 * imports (Vite's `import.meta.glob`), one chunk per locale, so only the active locale's chunk is ever fetched and
 * the map (a few hundred bytes) is all that travels with the module that names it.
 */
export type CatalogLoader = (locale: CatalogLocale) => Promise<CatalogModule>;

/**
 * The loaders of a catalog area that loads with its feature: a `CatalogLoader`, or (the shape before issue 19, kept
 * for features not converted yet) one loader per locale, where a locale without one gets the English texts.
 */
export type CatalogPartLoaders =
  | CatalogLoader
  | Readonly<Partial<Record<CatalogLocale, () => Promise<CatalogModule>>> & { en: () => Promise<CatalogModule> }>;

/** True when a catalog exists for the locale. */
export function isCatalogLocale(locale: string): locale is CatalogLocale {
  return (CATALOG_LOCALES as readonly string[]).includes(locale);
}

/**
 * The start-up catalog: the chrome's areas of one locale merged into one module (`locales/<tag>/_startup.ts`, written
 * by `npm run i18n:compile`, STARTUP_AREAS), so the start-up path fetches exactly one catalog chunk.
 */
const loadStartupCatalog: CatalogLoader = locale => import(`../../locales/${locale}/_startup.ts`);

const loading = new Map<CatalogLocale, Promise<Messages>>();

/** Starts loading a locale's catalog (once); activating it later only waits for what is left. */
export function preloadLocale(locale: CatalogLocale): Promise<Messages> {
  let catalog = loading.get(locale);
  if (!catalog) {
    catalog = loadStartupCatalog(locale).then(module => module.messages);
    // A failed load may be tried again.
    catalog.catch(() => loading.delete(locale));
    loading.set(locale, catalog);
  }
  return catalog;
}

const parts: CatalogPartLoaders[] = [];
const partLoads = new Map<CatalogPartLoaders, Map<CatalogLocale, Promise<Messages>>>();

function loaderOf(part: CatalogPartLoaders, locale: CatalogLocale): () => Promise<CatalogModule> {
  return typeof part === 'function' ? () => part(locale) : (part[locale] ?? part.en);
}

function loadPart(part: CatalogPartLoaders, locale: CatalogLocale): Promise<Messages> {
  const loads = partLoads.get(part) ?? new Map<CatalogLocale, Promise<Messages>>();
  partLoads.set(part, loads);
  let messages = loads.get(locale);
  if (!messages) {
    messages = loaderOf(part, locale)().then(module => module.messages);
    // A failed load may be tried again.
    messages.catch(() => loads.delete(locale));
    loads.set(locale, messages);
  }
  return messages;
}

/**
 * Adds a catalog part: its messages for the active locale load now (resolved once they are in), and every later
 * locale waits for its messages before it becomes active, so a feature never shows a message id. The loaders are a
 * constant of the feature's own (deferred) module, so that they never travel on a start-up path: pass the same one
 * each time.
 */
export async function addCatalogPart(part: CatalogPartLoaders): Promise<void> {
  if (!parts.includes(part)) parts.push(part);
  const locale = lingui.locale;
  if (locale && isCatalogLocale(locale)) lingui.load(locale, await loadPart(part, locale));
}

/** Loads the catalogs of a locale (and its added parts) and makes it active; `onLocaleChange` listeners re-render. */
export async function activateLocale(locale: CatalogLocale): Promise<void> {
  const loaded = new Set(parts);
  const [catalog, ...added] = await Promise.all([preloadLocale(locale), ...parts.map(part => loadPart(part, locale))]);
  // A part added while these loaded (a feature's loader racing start-up or a switch) would otherwise be loaded in the
  // old locale or none and never in this one: load those too, until no new one came in meanwhile.
  for (let late = parts.filter(part => !loaded.has(part)); late.length > 0; late = parts.filter(p => !loaded.has(p))) {
    for (const part of late) loaded.add(part);
    added.push(...(await Promise.all(late.map(part => loadPart(part, locale)))));
  }
  lingui.load(locale, catalog);
  for (const messages of added) lingui.load(locale, messages);
  // Plural rules and number formats follow the BCP 47 tag: `Intl` refuses bundle tags such as pt_BR.
  lingui.activate(locale, [catalogIntlTag(locale)]);
}

/** The active locale, or undefined before the first activation. */
export function activeLocale(): string | undefined {
  return lingui.locale || undefined;
}

/** A private-use character no message contains, standing in for a value's backslashes while Lingui formats. */
const BACKSLASH_STAND_IN = '\uE000';

/**
 * Translates a message by its catalog id. Before the first locale is active (the chrome paints before the catalog
 * arrives, spec 3 §1) it answers an empty string, and the chrome shows its loading skeleton.
 */
export function t(id: string, values?: MessageValues): string {
  if (!lingui.locale) return '';
  if (!values) return lingui._(id);
  // Lingui decodes `\uXXXX` and `\xXX` in the whole formatted message, the values in it included, so a service's or
  // plugin's text could turn into other characters (an escaped bidi override, say). Its backslashes ride through as
  // a private-use stand-in, and come back after.
  let stood = false;
  const safe: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    const hidden = typeof value === 'string' && value.includes('\\');
    safe[name] = hidden ? value.replaceAll('\\', BACKSLASH_STAND_IN) : value;
    stood ||= hidden;
  }
  const text = lingui._(id, safe);
  return stood ? text.replaceAll(BACKSLASH_STAND_IN, '\\') : text;
}

/**
 * A list in the active language, e.g. "a, b and c" or "a, b und c" (`Intl.ListFormat`): never join translated or
 * quoted items with a hard-coded ", ".
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(catalogIntlTag(lingui.locale || 'en'), { type }).format(items);
}

/** Subscribes to locale changes; returns the unsubscribe function. */
export function onLocaleChange(listener: () => void): () => void {
  return lingui.on('change', listener);
}
